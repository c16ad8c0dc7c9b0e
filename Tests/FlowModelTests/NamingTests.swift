@testable import FlowModel
import Testing

/// Instance names (Language.md, Rules): the scene's name, then `#2`, `#3`, …,
/// the lowest number no live instance of the scene holds.
@Suite struct NamingTests {
    @Test func aFreedNumberIsTheNextOneGiven() throws {
        let (app, _) = recipes()
        try app.launch()
        let ids = try (0..<4).map { _ in try app.instantiate("Notes") }
        #expect(ids.map { app.name($0) } == ["Notes", "Notes#2", "Notes#3", "Notes#4"])
        app.discard(ids[1])
        app.discard(ids[2])
        let next = try app.instantiate("Notes")
        let after = try app.instantiate("Notes")
        let last = try app.instantiate("Notes")
        #expect([next, after, last].map { app.name($0) } == ["Notes#2", "Notes#3", "Notes#5"])
        app.discard(ids[0])
        #expect(app.name(try app.instantiate("Notes")) == "Notes")
    }

    @Test func numbersAreKeptPerScene() throws {
        let (app, _) = recipes()
        try app.launch()
        let detail = try app.instantiate("RecipeDetail")
        let notes = try app.instantiate("Notes")
        #expect(app.name(detail) == "RecipeDetail")
        #expect(app.name(notes) == "Notes")
        #expect(app.controllers.instance(of: "Notes", ordinal: 1) == notes)
        #expect(app.controllers.instance(of: "Notes", ordinal: 2) == nil)
    }

    @Test func theNewestInstanceSurvivesFreesInAnyOrder() {
        var roster = SceneRoster()
        let ids = (1...40).map { InstanceID(raw: $0, slot: Int32($0)) }
        var ordinals: [InstanceID: Int] = [:]
        for id in ids { ordinals[id] = roster.claim(id) }
        // Free every instance but the last of each ten, oldest first: the
        // roster compacts on the way and still finds the newest and each name.
        for id in ids where id.raw % 10 != 0 { roster.release(id, ordinal: ordinals[id] ?? 0) }
        #expect(roster.newest { _ in true } == ids[39])
        #expect(roster.newest { $0.raw < 40 } == ids[29])
        #expect(roster.holder(ordinal: 10) == ids[9])
        #expect(roster.holder(ordinal: 1) == nil)
        #expect(roster.claim(InstanceID(raw: 41, slot: 41)) == 1)
    }

    @Test func theHeapGivesTheSmallestFirst() {
        var heap = MinHeap()
        for value in [5, 3, 9, 1, 7, 2, 8] { heap.insert(value) }
        var popped: [Int] = []
        while let value = heap.popMin() { popped.append(value) }
        #expect(popped == [1, 2, 3, 5, 7, 8, 9])
    }

    // Events carry instances, named when rendered (EventName.swift).

    @Test func eventsCarryTheInstanceAndStillNameItOnceItIsFreed() throws {
        let (app, recorder) = recipes()
        try app.launch()
        let notes = try app.instantiate("Notes")
        let second = try app.instantiate("Notes")
        recorder.events = []
        try app.viewController(app.id("RecipeList")).present(second, style: .fullScreen, transition: nil, animated: false,
                        anchor: nil, completion: false)
        let loaded = try #require(recorder.events.first { $0.method == "viewDidLoad" })
        #expect(loaded.receiverName.instance?.id == second, "the receiver is the instance itself")
        #expect(loaded.text == "Notes#2.viewDidLoad")
        try app.viewController(second).dismiss(animated: false, completion: false)
        app.discard(notes)
        #expect(app.controller(second) == nil && app.controller(notes) == nil, "both are freed")
        // Their slots are reused, by an instance that now holds the bare name.
        let third = try app.instantiate("Notes")
        #expect(app.name(third) == "Notes")
        #expect(loaded.text == "Notes#2.viewDidLoad", "an event names its instance as it was when it happened")
        #expect(loaded.receiverName.instance?.id != third)
    }

    @Test func anInstanceAndTheTextOfItsNameAreOneName() throws {
        let (app, _) = recipes()
        try app.launch()
        _ = try app.instantiate("Notes")
        let second = app.eventName(try app.instantiate("Notes"))
        #expect(second == "Notes#2")
        #expect(second.reads("Notes#2") && !second.reads("Notes") && !second.reads("Notes#20") && !second.reads("Note#2"))
        #expect(second.hashValue == EventName.text("Notes#2").hashValue, "equal names hash alike")
        #expect(app.eventName(nil) == "nil")
        #expect(Event.callback(second, "viewDidLoad") == Event.callback("Notes#2", "viewDidLoad"))
    }

    @Test func eventWordsAreInternedOnceAndPlainData() {
        let interned = EventText(interning: "Notes")
        #expect(interned == EventText(interning: "Notes"))
        #expect(interned.utf8.baseAddress == EventText(interning: "Notes").utf8.baseAddress, "one copy of the bytes")
        #expect(interned == "Notes", "a literal and interned text of one spelling are one text")
        #expect(interned != EventText(interning: "Notes2"))
        #expect(interned.description == "Notes")
        let composed = EventText(interning: "Caf\u{E9}")
        let decomposed = EventText(interning: "Cafe\u{301}")
        #expect(composed != decomposed && decomposed.utf8.count == 6, "each spelling is kept as it was written")
        var scene = content("Notes")
        scene.name = "Renamed"
        #expect(scene.internedName == EventText(interning: "Renamed"), "renaming a scene interns its new name")
        // What lets the trace copy an event as bytes (EventName.swift).
        #expect(_isPOD(EventText.self) && _isPOD(EventName.self) && _isPOD(InstanceName.self))
    }

    @Test func theMemoOfWordsNeverGivesAnotherWord() {
        var memo = EventTextMemo()
        var made = 0
        let make: (String) -> EventText = { made += 1; return EventText(interning: $0) }
        // Long strings (their own storage) and short ones (held inline), more than the table has slots.
        let words = (0..<200).map { $0 % 2 == 0 ? "segue\($0)" : "a rather long segue identifier number \($0)" }
        for word in words + words {
            #expect(memo.text(for: word, make: make) == EventText(interning: word))
        }
        #expect(made <= 400 && made >= 200)
        let again = String(words[1].utf8)  // equal text, other storage
        #expect(memo.text(for: again, make: make) == EventText(interning: again))
        let before = made
        _ = memo.text(for: "showRecipe", make: make)
        _ = memo.text(for: "showRecipe", make: make)
        #expect(made == before + 1, "a word the script repeats is made once")
    }

    @Test func ordinalsAreWrittenAsDecimalDigits() {
        var out = ByteBuffer(capacity: 16)
        for value: UInt32 in [0, 7, 10, 99, 100, 12_345, .max] {
            out.removeAll()
            out.appendDecimal(value)
            #expect(out.string == String(value))
        }
    }
}
