@testable import FlowKit
import FlowLang
import FlowRuntime
import Testing

/// A session checks and runs one composed file (the input, then every
/// declaration) under the loaded file's path; what it reports is placed where
/// it was written: the loaded file's own line, or the input that declared it
/// (`WrittenPlaces`). A hook's runtime error on line 15 was reported on line 20,
/// quoting the composition's line 20.
@Suite struct WrittenPlacesTests {
    static let storyboard = """
        // The app, with blank lines the composition does not keep.

        initial Nav
        var items = 0
        navigation Nav { root A }


        scene A {
            button next -> show B
        }
        scene Lost { title "lost"; button x -> show A; button y -> show A }

        scene B {
            on viewDidAppear {
                set items = items / 0
            }
        }

        // The tests.

        test "goes" {
            tap next
        }
        test "counts" {
            expect items == 3
        }

        """

    static let file = SourceFile(path: "app.flow", text: storyboard)

    /// `result`'s runtime error as the REPL shows it, with the sources the result gives.
    static func renderedError(of result: SessionResult) throws -> String {
        let error = try #require(result.error)
        return DiagnosticRenderer(files: result.sources).render(error.diagnostic)
    }

    /// The 1-based line and column of the first `text` in the storyboard.
    static func place(of text: String, in source: SourceFile = file) -> (line: Int, column: Int) {
        let whole = String(decoding: source.bytes, as: UTF8.self)
        let start = whole.range(of: text).map { whole.utf8.distance(from: whole.startIndex, to: $0.lowerBound) } ?? 0
        let location = LineTable(source).location(of: UInt32(start))
        return (location.line, location.column)
    }

    /// A quick session and a whole one on `text`.
    static func sessions(text: String = storyboard,
                         configuration: Session.Configuration = Session.Configuration()) throws -> [Session] {
        let quick = try Session(document: FlowDocument.load(text: text, path: "app.flow"), configuration: configuration)
        let whole = try Session(document: FlowDocument.load(text: text, path: "app.flow"), configuration: configuration)
        whole.takesInputsQuickly = false
        return [quick, whole]
    }

    /// A runtime error in a hook of the loaded file: its own line, its own line quoted; the same after
    /// a redeclaration made the session replay its history under a new composition.
    @Test func aHooksErrorIsOnTheFilesLine() throws {
        let hook = Self.place(of: "set items = items / 0")
        for (way, session) in try Self.sessions().enumerated() {
            for input in ["tap next", "var items = 2\npop\ntap next"] {
                let result = session.run(input)
                let error = try #require(result.error, "way \(way): \(input)")
                #expect(error.path == "app.flow")
                let rendered = DiagnosticRenderer(files: result.sources).render(error.diagnostic)
                #expect(rendered.hasPrefix("app.flow:\(hook.line):\(hook.column): error: division by zero"),
                        "way \(way): \(input)\n\(rendered)")
                #expect(rendered.contains("\(hook.line) |         set items = items / 0"), "way \(way)\n\(rendered)")
            }
        }
    }

    /// An error a declaration would cause elsewhere in the loaded file (a test tapping a control it
    /// removes): the refusal names the test's own line.
    @Test func anErrorADeclarationCausesElsewhereIsOnTheFilesLine() throws {
        let tap = Self.place(of: "tap next")
        for session in try Self.sessions() {
            let result = session.run("scene A {\n    title \"changed\"\n}")
            #expect(!result.accepted)
            let elsewhere = try #require(result.diagnostics.first { $0.isError && $0.path == "app.flow" })
            let rendered = DiagnosticRenderer(files: result.sources).render(elsewhere)
            #expect(rendered.hasPrefix("app.flow:\(tap.line):\(tap.column + 4): error:"), "\(rendered)")
            #expect(rendered.contains("\(tap.line) |     tap next"), "\(rendered)")
        }
    }

    /// The session's tests: each test's line, its failure's and its error's, the loaded file's.
    @Test func theSessionsTestsAreOnTheFilesLines() throws {
        for session in try Self.sessions() {
            let results = session.runTests()
            let goes = try #require(results.first { $0.name == "goes" })
            #expect(goes.path == "app.flow" && goes.line == Self.place(of: "test \"goes\"").line)
            #expect(goes.error?.path == "app.flow")
            #expect(goes.errorLocation?.line == Self.place(of: "set items = items / 0").line)
            let counts = try #require(results.first { $0.name == "counts" })
            #expect(counts.line == Self.place(of: "test \"counts\"").line)
            let expectation = Self.place(of: "expect items == 3")
            #expect(counts.failures.map { "\($0.path):\($0.line):\($0.column)" }
                    == ["app.flow:\(expectation.line):\(expectation.column)"])
        }
    }

    /// A test an input declared: its failure is that input's, and the session hands out the input's
    /// text to quote it, as it does the loaded file's and the configuration's.
    @Test func aTestAnInputDeclaredFailsInThatInput() throws {
        var configuration = Session.Configuration(platformVersion: 17)
        configuration.initial = "Nav"
        for session in try Self.sessions(configuration: configuration) {
            #expect(session.run("\ntest \"mine\" {\n    expect items == 7\n}").accepted)
            let mine = try #require(session.runTests().first { $0.name == "mine" })
            #expect(mine.path == "<input 1>" && mine.line == 2)
            let failure = try #require(mine.failures.first)
            #expect("\(failure.path):\(failure.line):\(failure.column)" == "<input 1>:3:5")
            let source = try #require(session.source(at: failure.path))
            #expect(LineTable(source).lineRange(2).map { source.bytes[$0] } == Array("    expect items == 7".utf8))
            #expect(session.source(at: "app.flow")?.bytes == Self.file.bytes)
            #expect(session.source(at: "<configuration>").map { String(decoding: $0.bytes, as: UTF8.self) }
                    == "platform iOS 17\ninitial Nav")
            #expect(session.source(at: "<input 9>") == nil)
        }
    }

    /// A hook of a scene an input declared: that input's line, both ways.
    @Test func aHookOfASceneAnInputDeclaredIsOnTheInputsLine() throws {
        for session in try Self.sessions() {
            #expect(session.run("scene C {\n    on viewDidLoad {\n        set items = 1 / 0\n    }\n}").accepted)
            let rendered = try Self.renderedError(of: session.run("present C"))
            #expect(rendered.hasPrefix("<input 1>:3:9: error: division by zero"), "\(rendered)")
            #expect(rendered.contains("3 |         set items = 1 / 0"), "\(rendered)")
        }
    }

    /// What the configuration declares is written nowhere in the file: an error in it says so, in
    /// one file of the configuration's lines.
    @Test func anErrorInTheConfigurationsInitialIsTheConfigurations() throws {
        var configuration = Session.Configuration(platformVersion: 17)
        configuration.initial = "Nowhere"
        do {
            _ = try Session(document: FlowDocument.load(text: Self.storyboard, path: "app.flow"), configuration: configuration)
            Issue.record("a session opened on an initial scene that does not exist")
        } catch {
            // `platform iOS 17`, then `initial Nowhere`: the name at offset 16 + 8.
            #expect(error.diagnostics.map { "\($0.path):\($0.range.start)" } == ["<configuration>:24"], "\(error.diagnostics)")
        }
    }

    /// A declaration's own runtime error (a `var` initialiser), run under the declarations alone:
    /// the input's place, where the check's composition (the input first) put it elsewhere.
    @Test func aDeclarationsOwnErrorIsTheInputs() throws {
        for session in try Self.sessions() {
            let rendered = try Self.renderedError(of: session.run("\n\nvar zero = 1 / 0"))
            #expect(rendered.hasPrefix("<input 1>:3:"), "\(rendered)")
            #expect(rendered.contains("3 | var zero = 1 / 0"), "\(rendered)")
        }
    }

    /// A declaration the replay refuses, because a statement typed before no longer checks: the
    /// refusal at the input, the error where that statement was typed, its line quoted.
    @Test func aReplaysRefusalPointsAtTheStatementWhereItWasTyped() throws {
        // Without the file's tests, which tap `next` too: the input's own check would refuse it for them.
        let untested = Self.storyboard.components(separatedBy: "// The tests.")[0]
        let text = untested.replacingOccurrences(of: "items / 0", with: "items + 1")
        for session in try Self.sessions(text: text) {
            for line in ["print 1", "print 2", "\n\ntap next", "pop"] { #expect(session.run(line).succeeded) }
            let result = session.run("scene A {\n    button other -> show B\n}")
            #expect(!result.accepted)
            let rendered = DiagnosticRenderer(files: result.sources).render(result.diagnostics)
            #expect(rendered.hasPrefix("<input 5>:1:1: error: refused: declaring 'A' would leave what earlier inputs ran"),
                    "\(rendered)")
            #expect(rendered.contains("<input 3>:3:5: error: no scene declares the control 'next'\n    3 | tap next"),
                    "\(rendered)")
        }
    }

    /// A note in the input, under an error elsewhere, is the input's.
    @Test func aNoteInTheInputIsTheInputs() throws {
        for session in try Self.sessions() {
            let result = session.run("animator B {}")
            let notes = result.diagnostics.flatMap(\.notes).filter { $0.message.contains("declared here") }
            #expect(!notes.isEmpty && notes.allSatisfy { $0.path == "<input 1>" && $0.range.start == 9 }, "\(result.diagnostics)")
        }
    }

    /// A file's declaration typed again word for word, then `:reset`: what the file says is the
    /// file's again, not the forgotten input's.
    @Test func aResetGivesTheFilesDeclarationsBackTheirPlaces() throws {
        let hook = Self.place(of: "set items = items / 0")
        let scene = try #require(Self.storyboard.range(of: "scene B {").flatMap { start in
            Self.storyboard.range(of: "\n}\n", range: start.upperBound..<Self.storyboard.endIndex).map { end in
                String(Self.storyboard[start.lowerBound..<end.upperBound])
            }
        })
        for session in try Self.sessions() {
            #expect(session.run(scene).accepted)
            session.reset()
            // A redeclaration makes the program again of the session's declarations.
            #expect(session.run("var items = 0").accepted)
            let error = try #require(session.run("tap next").error)
            #expect(error.path == "app.flow" && LineTable(Self.file).location(of: error.range.start).line == hook.line,
                    "\(error)")
        }
    }

    /// A launch's error: the initial scene's hook, on the file's line.
    @Test func theLaunchsErrorIsOnTheFilesLine() throws {
        let text = "initial A\nvar zero = 0\n\n\n\n\n\n\nscene A {\n    on viewDidLoad { set zero = 1 / zero }\n}\n"
        let session = try Session(document: FlowDocument.load(text: text, path: "launch.flow"))
        let error = try #require(session.launchError)
        let source = SourceFile(path: "launch.flow", text: text)
        #expect(error.path == "launch.flow")
        #expect(LineTable(source).location(of: error.range.start).line == 10)
        #expect(source.text(in: error.range).hasPrefix("set zero = 1 / zero"))
    }

    /// A refusal's fix-it edits the file the error is shown in, where it was written: the file's
    /// test that taps a control the input renamed gets the new name over the old, in the file.
    @Test func aRefusalsFixItEditsTheFileWhereItWasWritten() throws {
        for session in try Self.sessions() {
            let result = session.run("scene A {\n    button nexts -> show B\n}")
            #expect(!result.accepted)
            let error = try #require(result.diagnostics.first { $0.isError && $0.path == "app.flow" }, "\(result.diagnostics)")
            let fixIt = try #require(error.fixIts.first, "\(error)")
            #expect(fixIt.replacement == "nexts")
            #expect(Self.file.text(in: fixIt.range) == "next", "\(fixIt.range)")
            #expect(fixIt.range == error.range)
        }
    }

    /// A test the input broke, set aside (`:stale-tests drop`): the warning is at the test, where
    /// the file has it, not at the input.
    @Test func aTestSetAsideIsWarnedOfWhereItIsWritten() throws {
        for session in try Self.sessions() {
            session.dropsStaleTests = true
            let result = session.run("scene A {\n    button nexts -> show B\n}")
            #expect(result.accepted)
            let warning = try #require(result.diagnostics.first { $0.message.contains("set aside the test 'goes'") },
                                       "\(result.diagnostics)")
            #expect(warning.path == "app.flow")
            #expect(Self.file.text(in: warning.range) == "test \"goes\" {")
            let rendered = DiagnosticRenderer(files: result.sources).render(warning)
            #expect(rendered.contains("app.flow:\(Self.place(of: "test \"goes\"").line):1: warning"), "\(rendered)")
            #expect(rendered.contains("| test \"goes\" {"), "\(rendered)")
        }
    }

    /// The document's own script, run by `runDocumentScript()` (and statements given as syntax with
    /// their file): a failure and an error are on the file's lines, not a made-up `<input 1>`'s.
    @Test func theDocumentsScriptReportsItsOwnLines() throws {
        let text = Self.storyboard + "\n// The script.\nexpect items == 3\n\nset items = 1 / items\n"
        let source = SourceFile(path: "app.flow", text: text)
        let session = try Session(document: FlowDocument.load(text: text, path: "app.flow"))
        let result = session.runDocumentScript()
        let failure = try #require(result.failures.first)
        #expect(failure.path == "app.flow" && failure.line == Self.place(of: "expect items == 3\n\n", in: source).line, "\(failure)")
        let error = try #require(result.error)
        #expect(error.path == "app.flow" && source.text(in: error.range) == "set items = 1 / items", "\(error)")
        let rendered = try Self.renderedError(of: result)
        #expect(rendered.contains("app.flow:\(Self.place(of: "set items = 1", in: source).line):"), "\(rendered)")
        let parsed = parse(source)
        let again = try Session(document: FlowDocument.load(text: text, path: "app.flow"))
        #expect(again.run(parsed.file.statements, in: source).error?.path == "app.flow")
    }

    /// A test handed over with its file (`run(_:in:)`), then set aside: the warning is at the
    /// test's line of that file.
    @Test func aTestHandedOverWithItsFileIsSetAsideThere() throws {
        let extra = SourceFile(path: "extra.flow", text: "// More tests.\n\ntest \"next again\" {\n    tap next\n}\n")
        let session = try Session(document: FlowDocument.load(text: Self.storyboard, path: "app.flow"))
        session.dropsStaleTests = true
        #expect(session.run(parse(extra).file.items, in: extra).accepted)
        let result = session.run("scene A {\n    button nexts -> show B\n}")
        let warning = try #require(result.diagnostics.first { $0.message.contains("'next again'") }, "\(result.diagnostics)")
        #expect(warning.path == "extra.flow" && extra.text(in: warning.range) == "test \"next again\" {", "\(warning)")
        #expect(result.sources.contains { $0.path == "extra.flow" })
    }

    /// A declaration that replaces the initial scene relaunches the app, whose launch fails in the
    /// input; undoing it goes back to the app of the file's launch, which had no error: the launch
    /// error goes too, not left naming an input the session no longer has.
    @Test func anUndoGivesBackTheLaunchErrorOfTheStateItReturnsTo() throws {
        let text = "initial A\nvar zero = 0\nscene A {}\n"
        let session = try Session(document: FlowDocument.load(text: text, path: "launch.flow"))
        #expect(session.launchError == nil)
        #expect(session.run("scene A { on viewDidLoad { set zero = 1 / zero } }").accepted)
        let error = try #require(session.launchError)
        #expect(error.path == "<input 1>" && session.source(at: error.path) != nil)
        #expect(session.undo())
        #expect(session.launchError == nil)
        #expect(session.run("scene A { on viewDidLoad { set zero = 2 / zero } }").accepted)
        #expect(session.launchError?.path == "<input 2>")
        #expect(session.run("var other = 1").accepted)
        #expect(session.undo())
        #expect(session.launchError?.path == "<input 2>", "the state the undo returns to came from that launch")
    }

    /// Pieces: a range is moved by its start's piece, its end kept inside it; text between pieces is none's.
    @Test func piecesMoveARangeByItsStart() {
        let origin = SourceFile(path: "a.flow", text: "0123456789")
        var pieces = SourcePieces()
        pieces.append(start: 3, length: 4, from: origin, at: 5)   // composed 3..<7 is a.flow's 5..<9
        pieces.append(start: 10, length: 2, from: origin, at: 0)  // composed 10..<12 is a.flow's 0..<2
        func moved(_ start: UInt32, _ end: UInt32) -> String {
            pieces.origin(of: SourceRange(start: start, end: end)).map { "\($0.source.path) \($0.range.start)..<\($0.range.end)" } ?? "-"
        }
        #expect(moved(2, 4) == "-")
        #expect(moved(3, 5) == "a.flow 5..<7")
        #expect(moved(6, 20) == "a.flow 8..<9")
        #expect(moved(7, 7) == "a.flow 9..<9")
        #expect(moved(7, 8) == "-")
        #expect(moved(10, 11) == "a.flow 0..<1")
        #expect(moved(12, 12) == "a.flow 2..<2")
        #expect(moved(13, 14) == "-")
    }

    /// `LineTable.offset(line:column:)` undoes `location(of:)`, columns in Unicode scalars.
    @Test func anOffsetIsFoundFromItsLineAndColumn() {
        let source = SourceFile(path: "u.flow", text: "ab\nçé x\n\nlast")
        let table = LineTable(source)
        for offset in 0...UInt32(source.bytes.count) where offset == UInt32(source.bytes.count) || source.bytes[Int(offset)] & 0xC0 != 0x80 {
            let location = table.location(of: offset)
            #expect(table.offset(line: location.line, column: location.column) == offset, "\(offset)")
        }
        #expect(table.offset(line: 9, column: 1) == nil)
        #expect(table.offset(line: 1, column: 40) == 2)
    }
}
