@testable import FlowModel
import Testing

/// A checkpoint packed into bytes (what `flow explore` keeps of each state
/// it has yet to expand) comes back as the same app: packing what was
/// unpacked gives the same bytes, and every field of a controller is packed.
@Suite struct PackingTests {
    func roundTrip(_ app: App, _ what: String) throws {
        let checkpoint = try #require(app.checkpoint(), "\(what): settled")
        let packed = checkpoint.packed()
        let unpacked = try #require(AppCheckpoint(unpacking: packed, storyboard: app.storyboard), "\(what)")
        #expect(unpacked.packed().bytes == packed.bytes, "\(what)")
        let restored = App(storyboard: app.storyboard, restoring: unpacked)
        #expect(restored.snapshot() == app.snapshot(), "\(what)")
        #expect(restored.controllers.values == app.controllers.values, "\(what)")
        // Names and free ordinals go on as they would have.
        let next = try restored.instantiate("Notes")
        let original = App(storyboard: app.storyboard, restoring: checkpoint)
        let expected = try original.instantiate("Notes")
        #expect(restored.name(next) == original.name(expected), "\(what)")
        #expect(next == expected, "\(what): the same identity and slot")
    }

    @Test func anAppComesBackFromItsBytes() throws {
        let (app, _) = recipes(width: .regular)
        try app.launch()
        try roundTrip(app, "launched")
        let notes = try (0..<5).map { _ in try app.instantiate("Notes") }
        app.discard(notes[1])
        app.discard(notes[3])
        try roundTrip(app, "free slots and ordinals")
        let list = try #require(app.visible)
        app.controllers.modify(list) { controller in
            controller.variables = ["count": .integer(-3), "name": .string("Soup"), "ratio": .decimal(0.25),
                                    "flags": .list([.boolean(true), .nil, .word("compact"),
                                                    .instance(list, name: "RecipeList")])]
        }
        try app.viewController(list).present(notes[0], style: .formSheet, transition: nil, animated: false, anchor: nil,
                        completion: false)
        try roundTrip(app, "a form sheet over a list with variables")
    }

    @Test func bytesNoCheckpointPackedAreRefused() throws {
        let (app, _) = recipes()
        try app.launch()
        let packed = try #require(app.checkpoint()).packed()
        for length in [0, 1, packed.bytes.count / 2, packed.bytes.count - 1] {
            let cut = PackedAppCheckpoint(bytes: Array(packed.bytes.prefix(length)))
            #expect(AppCheckpoint(unpacking: cut, storyboard: app.storyboard) == nil, "\(length) bytes")
        }
        let longer = PackedAppCheckpoint(bytes: packed.bytes + [0])
        #expect(AppCheckpoint(unpacking: longer, storyboard: app.storyboard) == nil)
    }

    /// A field added to `Controller` must be packed too (Controller.pack):
    /// this counts them, so that a new one cannot be forgotten silently.
    @Test func everyFieldOfAControllerIsPacked() throws {
        let (app, _) = recipes()
        try app.launch()
        let controller = try #require(app.controllers.values.first)
        #expect(Mirror(reflecting: controller).children.count == 36)
    }
}
