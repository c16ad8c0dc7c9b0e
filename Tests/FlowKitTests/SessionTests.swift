import Foundation
import FlowKit
import Testing

@Suite struct SessionTests {
    @Test func runsStatementsOnTheLiveApp() throws {
        let session = try Storyboards.session()
        #expect(session.visibleScene == "RecipeList")
        let result = session.run("tap recipe")
        #expect(result.succeeded)
        #expect(session.visibleScene == "RecipeDetail")
        #expect(session.run("expect RecipeDetail.name == \"Soup\"").succeeded)
        let failing = session.run("expect visible == RecipeList")
        #expect(failing.accepted && !failing.succeeded)
        #expect(failing.failures.count == 1)
    }

    @Test func refusesTextWithErrorsAndChangesNothing() throws {
        let session = try Storyboards.session()
        let result = session.run("push Nowhere")
        #expect(!result.accepted)
        #expect(result.errors.first?.message.contains("Nowhere") == true)
        #expect(result.errors.first?.range.start == 5)
        #expect(session.history.isEmpty)
        let syntax = session.run("tap (")
        #expect(!syntax.accepted && !syntax.errors.isEmpty)
    }

    /// A refused input reports its own problems, not the storyboard's
    /// warnings again at the composed text's lines (issue 56).
    @Test func aRefusedInputDoesNotRepeatTheFilesWarnings() throws {
        let document = FlowDocument.load(text: "initial A\nscene A { button go -> show B }\nscene B {}\nvar count = 0\n",
                                         path: "w.flow")
        #expect(document.diagnostics.contains { $0.message.contains("shadows the query") })
        let session = try Session(document: document)
        let refused = session.run("tap nothing")
        #expect(!refused.accepted)
        #expect(refused.diagnostics.map(\.severity) == [.error], "\(refused.diagnostics)")
    }

    /// A statement that only earns the model's note does nothing, and the note says why.
    @Test func whyNotSaysAUselessSwipeDoesNothing() throws {
        let session = try Storyboards.session()
        let answer = session.whyNot("swipe down")
        #expect(answer.verdict == .doesNothing)
        #expect(answer.reasons == ["swipe down: no sheet to dismiss"])
    }

    @Test func runtimeErrorsComeBackAsValues() throws {
        let session = try Storyboards.session()
        let result = session.run("tap save")
        #expect(result.accepted)
        #expect(result.error != nil)
        #expect(session.history.last?.stoppedWithError == true)
    }

    @Test func declarationsExtendAndReplaceTheStoryboardLive() throws {
        let session = try Storyboards.session()
        #expect(session.run("tap recipe").succeeded)
        let declared = session.run("scene Extra { var n = 1 }\npush Extra")
        #expect(declared.succeeded, "\(declared.diagnostics) \(String(describing: declared.error))")
        #expect(declared.declared == ["type:Extra"])
        #expect(session.visibleScene == "Extra")
        // Replacing a scene: the new declaration is what new instances get.
        #expect(session.run("scene Extra { var n = 2 }").succeeded)
        #expect(session.run("push Extra\nexpect Extra.n == 2").succeeded)
        // A redeclared global starts again from its new value.
        #expect(session.run("set saved = 7").succeeded)
        #expect(session.run("var saved = 3").succeeded)
        #expect(session.globals["saved"] == Value.integer(3))
    }

    @Test func aDeclarationThatBreaksHistoryIsRefused() throws {
        let session = try Storyboards.session()
        #expect(session.run("tap recipe").succeeded)
        let breaking = session.run("scene RecipeList { title \"No cells\" }")
        #expect(!breaking.accepted)
        #expect(!breaking.errors.isEmpty)
        #expect(session.history.count == 1)
        #expect(session.visibleScene == "RecipeDetail")
    }

    @Test func runsSyntaxValues() throws {
        let session = try Storyboards.session()
        let source = SourceFile(path: "typed", text: "tap recipe\nexpect visible == RecipeDetail")
        let parsed = parse(source)
        #expect(session.run(parsed.file.statements, in: source).succeeded)
        #expect(session.visibleScene == "RecipeDetail")
    }

    @Test func runsTestsOfTheLiveStoryboard() throws {
        let session = try Storyboards.session()
        #expect(session.run("test \"declared live\" { tap recipe\n expect visible == RecipeDetail }").succeeded)
        let results = session.runTests()
        #expect(results.map(\.name) == ["saving counts", "fails on purpose", "declared live"])
        #expect(results.map(\.passed) == [true, false, true])
        #expect(session.visibleScene == "RecipeList")
    }

    @Test func savesAScriptThatReplaysTheSession() throws {
        let session = try Storyboards.session()
        session.run("tap recipe")
        session.run("scene Extra {}")
        session.run("push Extra")
        let script = session.script()
        #expect(script.hasSuffix("tap recipe\npush Extra\n"))
        let replayed = FlowDocument.load(text: script, path: "saved.flow")
        #expect(!replayed.hasErrors, "\(replayed.renderedDiagnostics())")
        let outcome = try #require(replayed.runScript { _ in })
        #expect(outcome.succeeded)
    }
}

/// The next input may read the events of the last statement of the one before.
@Suite struct SessionEventTests {
    @Test func theNextInputReadsTheLastStatementsEvents() throws {
        let session = try Storyboards.session()
        #expect(session.run("tap recipe\npop").succeeded)
        let read = session.run("expect order { RecipeDetail.viewWillDisappear; RecipeList.viewDidAppear }")
        #expect(read.succeeded, "\(read.failures)")
        #expect(session.run("repeat 2 { tap recipe; pop }").succeeded)
        let whole = session.run("expect order { RecipeDetail.viewDidLoad; RecipeDetail.viewDidLoad }")
        #expect(whole.succeeded, "\(whole.failures)")
    }
}

/// A declaration that breaks only tests: refused, saying why, unless the
/// session is asked to set the broken tests aside.
@Suite struct StaleTestsTests {
    static let storyboard = """
        initial Nav
        navigation Nav { root List }
        scene List { button add -> show Detail }
        scene Detail {}
        test "adding" {
            tap add
            expect visible == Detail
        }
        test "untouched" {
            expect visible == List
        }
        """

    @Test func refusedByDefaultThenSetAsideWhenAsked() throws {
        let session = try Session(document: FlowDocument.load(text: Self.storyboard, path: "stale.flow"))
        let renamed = "scene List { button create -> show Detail }"
        let refused = session.run(renamed)
        #expect(!refused.accepted)
        #expect(refused.diagnostics.first?.id == "declaration-refused")
        #expect(refused.diagnostics.first?.help?.contains(":stale-tests drop") == true)

        session.dropsStaleTests = true
        let accepted = session.run(renamed)
        #expect(accepted.accepted, "\(accepted.diagnostics.map(\.message))")
        #expect(accepted.diagnostics.map(\.id) == ["stale-test-dropped"])
        #expect(accepted.diagnostics.first?.message.contains("'adding'") == true)
        #expect(session.runTests().map(\.name) == ["untouched"], "the broken test is set aside, the other kept")
        #expect(session.run("tap create").succeeded)

        // An error outside tests is still refused.
        let broken = session.run("scene List { button create -> show Nowhere }")
        #expect(!broken.accepted)
    }

    /// Undo takes back what an input replaced, appended and set aside, each
    /// where it stood: the session keeps each input's change, not a copy of
    /// the declarations after it.
    @Test func undoPutsBackWhatADeclarationReplacedAppendedAndSetAside() throws {
        let session = try Session(document: FlowDocument.load(text: Self.storyboard, path: "stale.flow"))
        session.dropsStaleTests = true
        let before = session.script()
        #expect(session.run("scene Extra {}").accepted)
        let withExtra = session.script()
        #expect(session.run("scene List { button create -> show Detail }\nscene More {}").accepted)
        #expect(!session.script().contains("adding"))
        #expect(session.undo())
        #expect(session.script() == withExtra, "List as it was, More gone, the test 'adding' back in its place")
        #expect(session.runTests().map(\.name) == ["adding", "untouched"])
        #expect(session.undo())
        #expect(session.script() == before)
    }
}

/// `script()` (the REPL's `:save`) keeps the comments above declarations.
@Suite struct ScriptCommentsTests {
    @Test func commentsAboveDeclarationsTravelWithThem() throws {
        let text = """
            // The app.
            initial Nav

            // The stack.
            navigation Nav { root List } // trailing on the line
            /* A block comment
               above a scene. */
            scene List { button add -> show Detail }
            scene Detail {}
            """
        let session = try Session(document: FlowDocument.load(text: text, path: "c.flow"))
        #expect(session.run("tap add").succeeded)
        let script = session.script()
        for comment in ["// The app.", "// The stack.", "// trailing on the line", "/* A block comment"] {
            #expect(script.contains(comment), "\(comment) is kept:\n\(script)")
        }
        #expect(script.hasSuffix("tap add\n"))
        #expect(format(SourceFile(path: "c.flow", text: script)).text == script, "still in the canonical layout")
    }
}

/// `:why-not` tries a statement on a copy of the app: it must not do what the
/// statement does outside the app either. `preserve to` is refused, not written.
@Suite struct WhyNotWritesNothingTests {
    @Test func aPreserveToIsTriedWithoutWritingTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flow-why-not-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("app.flow").path
        let document = FlowDocument.load(text: "storyboard W\ninitial A\nscene A { restoration \"a\" }\n", path: path,
                                         filePolicy: .confined(toFolderOf: path))
        let session = try Session(document: document)
        let answer = session.whyNot(#"preserve to "state.json""#)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("state.json").path))
        #expect(answer.text.contains("':why-not' only tries the statement"), "\(answer.text)")
        // The statement itself still writes.
        #expect(session.run(#"preserve to "state.json""#).succeeded)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("state.json").path))
    }
}
