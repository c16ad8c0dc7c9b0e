import Foundation
@testable import FlowLang
@testable import FlowModel
import FlowStorage
import Synchronization
import Testing

/// Names are interned (`Symbol`): an identifier holds its name's id, the
/// parser interns names from the source's bytes, and a name reads back as written.
@Suite struct SymbolTests {
    @Test func theSameSpellingIsTheSameSymbolInEveryFile() throws {
        let first = check(SourceFile(path: "a.flow", text: "storyboard A\ninitial SymbolTestsList\nscene SymbolTestsList {}\n"))
        let second = check(SourceFile(path: "b.flow", text: "storyboard B\ninitial SymbolTestsList\nscene SymbolTestsList {}\n"))
        let names = [first, second].compactMap { result -> Identifier? in
            result.syntax.declarations.compactMap { declaration -> Identifier? in
                guard case .type(let node) = declaration else { return nil }
                return node.name
            }.first
        }
        #expect(names.count == 2)
        #expect(names[0].symbol == names[1].symbol)
        #expect(names[0].symbol == Symbol("SymbolTestsList"))
        #expect(names[0].name == "SymbolTestsList")
        #expect(Symbol("SymbolTestsList") != Symbol("SymbolTestsLis"))
    }

    @Test func namesReadBackAsWritten() {
        // `é` as one scalar and as `e` with a combining accent: one name to
        // `String`'s `==`, two spellings, each kept as written.
        let composed = "Caf\u{E9}SymbolTests"
        let decomposed = "Cafe\u{301}SymbolTests"
        #expect(composed == decomposed)
        #expect(Symbol(composed) != Symbol(decomposed))
        #expect(Array(Symbol(composed).text.utf8) == Array(composed.utf8))
        #expect(Array(Symbol(decomposed).text.utf8) == Array(decomposed.utf8))
        #expect(Symbol("").text == "")
        let long = String(repeating: "LongSymbolTestsName", count: 20)
        #expect(Symbol(long).text == long)
        #expect(Symbol(long) == Symbol(String(long.utf8)))
    }

    /// Interned from bytes (the parser) and from a `String` (the API) alike,
    /// and names that are not valid UTF-8 as the text they decode to.
    @Test func bytesAndStringsInternAlike() {
        let spelled = "SymbolTestsFromBytes"
        let fromBytes = Array(spelled.utf8).withUnsafeBufferPointer { Symbol(id: TextStore.shared.intern($0)) }
        #expect(fromBytes == Symbol(spelled))
        let invalid: [UInt8] = [0x53, 0x79, 0xFF, 0x6D]
        let repaired = invalid.withUnsafeBufferPointer { Symbol(id: TextStore.shared.intern($0)) }
        #expect(repaired == Symbol(String(decoding: invalid, as: UTF8.self)))
        #expect(repaired.text == "Sy\u{FFFD}m")
    }

    /// One interner for the process: an event's word and a name of the same
    /// spelling are one text, at one address, whichever came first.
    @Test func eventWordsAndNamesShareTheInterner() {
        let word = EventText(interning: "SymbolTestsSharedWord")
        let name = Symbol("SymbolTestsSharedWord")
        #expect(word.utf8.baseAddress == TextStore.utf8(of: name.id).baseAddress)
        let later = Symbol("SymbolTestsNameFirst")
        #expect(EventText(interning: "SymbolTestsNameFirst").utf8.baseAddress
                == TextStore.utf8(of: later.id).baseAddress)
        #expect(EventText(interning: "SymbolTestsNameFirst").description == later.text)
    }

    /// More names than the first segments hold, interned from two threads at
    /// once (`flow check` parses a large file's halves on two): each spelling
    /// gets one id, and every id reads back its spelling.
    @Test func manyNamesFromTwoThreads() {
        let names = (0..<3_000).map { "SymbolTestsMany\($0)" }
        let ids = Mutex<[[UInt32]]>([[], []])
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            let order = half == 0 ? names : names.reversed()
            let interned = order.map { Symbol($0).id }
            ids.withLock { $0[half] = half == 0 ? interned : interned.reversed() }
        }
        let (first, second) = ids.withLock { ($0[0], $0[1]) }
        #expect(first == second)
        #expect(Set(first).count == names.count)
        for (name, id) in zip(names, first) where Symbol(id: id).text != name {
            Issue.record("\(id) reads \(Symbol(id: id).text), not \(name)")
        }
    }

    /// An identifier is four bytes of name, four of instance and a range, with
    /// no reference to count; the instance keeps nil, zero and the extremes.
    @Test func anIdentifierIsSixteenPlainBytes() {
        #expect(MemoryLayout<Identifier>.size == 16)
        #expect(_isPOD(Identifier.self))
        var name = Identifier(name: "SymbolTestsScene", range: .empty(at: 0))
        #expect(name.instance == nil && name.text == "SymbolTestsScene")
        name.instance = 0
        #expect(name.instance == 0 && name.text == "SymbolTestsScene#0")
        name.instance = Identifier.largestInstance
        #expect(name.instance == Identifier.largestInstance)
        name.instance = .min
        #expect(name.instance == Int(Int32.min) + 1)
        name.instance = nil
        #expect(name.instance == nil)
        name.name = "SymbolTestsOther"
        #expect(name.symbol == Symbol("SymbolTestsOther") && name.text == "SymbolTestsOther")
    }
}

extension SymbolTests {
    /// A parse keeps each member as wide as the widest case (`Member`'s
    /// comment): with names interned, a variable or a hook, 36 bytes.
    @Test func aMemberIsFortyBytes() {
        #expect(MemoryLayout<Member>.stride == 40)
    }
}

extension SymbolTests {
    /// A table of names keys by `NameID`: one per name as `String`'s `==`
    /// tells names apart, so `é` in either spelling is one name there.
    @Test func spellingsOfOneNameShareANameID() {
        let composed = Symbol("Fian\u{E7}aillesSymbolTests")
        let decomposed = Symbol("Fianc\u{327}aillesSymbolTests")
        #expect(composed != decomposed)
        #expect(composed.nameID == decomposed.nameID)
        #expect(composed.nameID.tableHash == decomposed.nameID.tableHash)
        let plain = Symbol("FiancaillesSymbolTests")
        #expect(plain.nameID.raw == plain.id)
        #expect(plain.nameID != composed.nameID)
        #expect(Symbol("FiancaillesSymbolTests2").nameID != plain.nameID)
        var table = KeyedTable<NameID, Int>()
        for number in 0..<20 { table[Symbol("SymbolTestsKey\(number)").nameID] = number }
        table[composed.nameID] = -1
        #expect(table[decomposed.nameID] == -1)
        #expect(table[Symbol("SymbolTestsKey7").nameID] == 7)
    }
}

extension SymbolTests {
    /// A large file's halves are parsed on two threads, each parser keeping
    /// the names it has read (`NameCache`): a name is one symbol in both
    /// halves and in the store, however often it is written.
    @Test func bothHalvesOfASplitParseShareTheSymbols() throws {
        let scenes = (0..<6_000).map { "scene SymbolTestsStep\($0) { var visits = 0; button next -> show SymbolTestsStep\($0 + 1) }" }
        let text = "storyboard SymbolTests\ninitial SymbolTestsStep0\n" + scenes.joined(separator: "\n")
            + "\nscene SymbolTestsStep6000 {}\n"
        #expect(text.utf8.count >= SplitParse.minimumBytes)
        let result = parse(SourceFile(path: "split.flow", text: text))
        #expect(result.diagnostics.isEmpty)
        let types = result.file.declarations.compactMap { declaration -> TypeDeclaration? in
            guard case .type(let node) = declaration else { return nil }
            return node
        }
        #expect(types.count == 6_001)
        var mismatches = 0
        for (number, type) in types.enumerated() where type.name.symbol != Symbol("SymbolTestsStep\(number)") {
            mismatches += 1
        }
        #expect(mismatches == 0)
        let variableNames = Set(types.flatMap { type in
            type.members.compactMap { member -> Symbol? in
                guard case .variable(let variable) = member else { return nil }
                return variable.name.symbol
            }
        })
        #expect(variableNames == [Symbol("visits")])
    }
}

extension SymbolTests {
    /// A declared control and a variable keep their name interned, its
    /// symbol and its id (which the checks' tables key by), not a `String`:
    /// 20 and 28 bytes where the `String` beside the id made them 32 and
    /// 40. The id follows the name when the name is set, and a checked
    /// file's are the parsed names' ids.
    @Test func declaredNamesKeepTheirNameIDs() throws {
        #expect(MemoryLayout<DeclaredControl>.size == 20)
        #expect(MemoryLayout<DeclaredVariable>.size == 28)
        var control = DeclaredControl(name: "SymbolTestsAdd", kind: .button, range: .empty(at: 0))
        #expect(control.nameID == Symbol("SymbolTestsAdd").nameID)
        control.name = "SymbolTestsRemove"
        #expect(control.nameID == Symbol("SymbolTestsRemove").nameID)
        let source = "storyboard S\ninitial A\nvar SymbolTestsGlobal = 1\n"
            + "scene A { var SymbolTestsCount = 0; button SymbolTestsNext -> show A }\n"
        let index = check(SourceFile(path: "names.flow", text: source)).index
        let scene = try #require(index["A"])
        #expect(scene.controls["SymbolTestsNext"]?.nameID == Symbol("SymbolTestsNext").nameID)
        #expect(scene.variables["SymbolTestsCount"]?.nameID == Symbol("SymbolTestsCount").nameID)
        #expect(index.globals["SymbolTestsGlobal"]?.nameID == Symbol("SymbolTestsGlobal").nameID)
        // By id, as the checker and the interpreter look them up.
        #expect(scene.controls[id: Symbol("SymbolTestsNext").nameID]?.name == "SymbolTestsNext")
        #expect(scene.variables.contains(id: Symbol("SymbolTestsCount").nameID))
        #expect(!scene.variables.contains(id: Symbol("SymbolTestsNext").nameID))
        #expect(index.globals.contains(id: Symbol("SymbolTestsGlobal").nameID))
    }

    /// The empty name is interned first, so emptiness is read from the id
    /// alone: an empty name, however it is made, is empty, and no other is.
    @Test func anEmptyNameIsIdZero() {
        #expect(Symbol("").isEmpty && Symbol("").id == 0 && Symbol("").text.isEmpty)
        #expect(Symbol(String(decoding: [UInt8](), as: UTF8.self)).isEmpty)
        #expect(!Symbol("SymbolTestsNotEmpty").isEmpty && !Symbol(" ").isEmpty)
        var identifier = Identifier(name: "", range: .empty(at: 0))
        #expect(identifier.isEmpty)
        identifier.name = "SymbolTestsNamed"
        #expect(!identifier.isEmpty)
    }

    /// A lookup by a name's text finds its id without interning it: a name
    /// never interned has none (so a name a person types into the REPL or
    /// an editor does not grow the store), and a name spelled another way
    /// `String`'s `==` takes as the same finds the first spelling's id.
    @Test func aNameIsFoundByTextWithoutInterningIt() {
        let never = "SymbolTestsNeverInterned\(UInt64.random(in: 0...UInt64.max))"
        #expect(NameID(interned: never) == nil)
        #expect(NameID(interned: never) == nil)  // the first lookup interned nothing
        #expect(NameID(interned: "SymbolTestsLookedUp") == nil)
        let symbol = Symbol("SymbolTestsLookedUp")
        #expect(NameID(interned: "SymbolTestsLookedUp") == symbol.nameID)
        let composed = "SymbolTests\u{E9}t\u{E9}"
        let decomposed = "SymbolTests\u{65}\u{301}t\u{65}\u{301}"
        #expect(NameID(interned: decomposed) == nil)
        let first = Symbol(composed)
        #expect(NameID(interned: decomposed) == first.nameID)
        #expect(DeclaredName(decomposed) == DeclaredName(first))
        #expect(DeclaredName(decomposed).text == decomposed)  // each spelling reads back as written
        #expect(DeclaredName(decomposed).hashValue == DeclaredName(first).hashValue)
    }
}

extension SymbolTests {
    /// A reference holds its two names interned with their ids: 16 plain
    /// bytes, equal when the names are (by id, so `é` in either spelling
    /// names one type), read back as written, and mirrored as two names.
    @Test func aTypeReferenceIsSixteenPlainBytes() {
        #expect(MemoryLayout<TypeReference>.size == 16)
        #expect(_isPOD(TypeReference.self))
        let composed = TypeReference(storyboard: "SymbolTestsMain", name: "Fian\u{E7}ailles")
        let decomposed = TypeReference(storyboard: "SymbolTestsMain", name: "Fianc\u{327}ailles")
        #expect(composed == decomposed)
        #expect(Set([composed, decomposed]).count == 1)
        #expect(decomposed.name == "Fianc\u{327}ailles" && decomposed.description == "SymbolTestsMain.Fianc\u{327}ailles")
        var moved = composed
        moved.storyboard = "SymbolTestsOther"
        #expect(moved != composed && moved.storyboard == "SymbolTestsOther" && moved.name == composed.name)
        #expect(String(describing: moved) == "SymbolTestsOther.Fian\u{E7}ailles")
        let labels = Mirror(reflecting: moved).children.map(\.label)
        #expect(labels == ["storyboard", "name"])
    }

    /// An index's types are found by a name's text and by its id alike, in
    /// a table of a few (searched in order) and of many (by positions), and
    /// setting, adding and removing keep the two ways in step.
    @Test func typesAreFoundByTextAndByID() throws {
        for count in [3, 40] {
            let scenes = (0..<count).map { "scene SymbolTestsType\($0) {}" }.joined(separator: "\n")
            var index = check(SourceFile(path: "types.flow", text: "storyboard T\n" + scenes + "\n")).index
            for number in 0..<count {
                let name = "SymbolTestsType\(number)"
                #expect(index.types[name]?.name == name)
                #expect(index.types[id: Symbol(name).nameID]?.name == name)
                #expect(index.type(TypeReference(storyboard: "T", name: name))?.name == name)
            }
            #expect(index.types[id: Symbol("SymbolTestsNoSuchType").nameID] == nil)
            let first = try #require(index.types["SymbolTestsType0"])
            index.types["SymbolTestsAdded"] = first
            #expect(index.types[id: Symbol("SymbolTestsAdded").nameID]?.name == "SymbolTestsType0")
            index.types["SymbolTestsType1"] = nil
            #expect(index.types[id: Symbol("SymbolTestsType1").nameID] == nil)
            #expect(index.types[id: Symbol("SymbolTestsType2").nameID]?.name == "SymbolTestsType2")
            #expect(index.types[id: Symbol("SymbolTestsAdded").nameID] != nil)
            #expect(index.types.count == count)
            let inserted = index.types.insertFirst("SymbolTestsType2", first)
            #expect(!inserted)
        }
    }

    /// A type named outside ASCII (by an embedder: the language's names are
    /// ASCII) is found by either spelling `String`'s `==` takes as its name,
    /// by text and by id, in a table of a few (searched in order) and of many
    /// (by the positions, which hash such a name as `String` does, by its
    /// normalized form).
    @Test func typesOutsideASCIIAreFoundByEitherSpelling() throws {
        let parsed = check(SourceFile(path: "one.flow", text: "scene SymbolTestsOne {}\n")).index
        let scene = try #require(parsed["SymbolTestsOne"])
        for count in [3, 40] {
            let composed = (0..<count).map { "SymbolTestsCaf\u{E9}\($0)" }
            var types = TypeTable()
            for name in composed {
                var type = scene
                type.name = name
                let inserted = types.insertFirst(name, type)
                #expect(inserted)
            }
            for (number, name) in composed.enumerated() {
                let decomposed = "SymbolTestsCafe\u{301}\(number)"
                #expect(types[decomposed]?.name == name)
                #expect(types[name]?.name == name)
                let id = try #require(NameID(interned: decomposed))
                #expect(types[id: id]?.name == name)
                let again = types.insertFirst(decomposed, scene)  // the same name, spelled the other way
                #expect(!again)
            }
            #expect(types.keys == composed && types.count == count)
        }
    }
}

extension SymbolTests {
    /// A type's segues hold one in place and many in an array, and read,
    /// change and compare as the array did; the collection is one word.
    @Test func segueListsOfNoneOneAndMany() throws {
        #expect(MemoryLayout<DeclaredSegues>.size == 8)
        let source = "storyboard S\ninitial A\nscene A { button go -> show B }\n"
            + "scene B { button one -> show A; button two -> present A; segue \"three\" -> show A }\nscene C {}\n"
        let index = check(SourceFile(path: "segues.flow", text: source)).index
        let (a, b, c) = (try #require(index["A"]), try #require(index["B"]), try #require(index["C"]))
        #expect(c.segues.isEmpty && c.segues.count == 0 && Array(c.segues).isEmpty)
        #expect(a.segues.count == 1 && a.segues[0].controlName == "go" && a.segues.first?.destination?.name == "B")
        #expect(b.segues.map(\.kind) == [.show, .present, .show] && b.segues.last?.identifier == "three")
        #expect(b.segues.indices == 0..<3 && b.segues.compactMap(\.destination).count == 3)
        var changed = b.segues
        changed[1].identifier = "changed"
        #expect(changed[1].identifier == "changed" && b.segues[1].identifier == nil)
        var grown = DeclaredSegues()
        grown.append(a.segues[0])
        #expect(grown == a.segues)
        grown.append(b.segues[0])
        #expect(grown.count == 2 && grown == DeclaredSegues([a.segues[0], b.segues[0]]) && grown != a.segues)
        #expect(Set([grown, DeclaredSegues([a.segues[0], b.segues[0]])]).count == 1)
        let mirrored = Mirror(reflecting: b.segues).children.count
        #expect(mirrored == 3)
    }
}
