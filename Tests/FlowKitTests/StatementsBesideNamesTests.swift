@testable import FlowKit
import Foundation
import FlowLang
import Testing

/// An input of statements is checked beside the declarations it names and run
/// under the session's program (Session+Statements.swift, issue 53): a new
/// statement costs its own size, not the storyboard's. Work is counted
/// (`wholeChecks`), not timed; and the inputs are run both ways, the quick
/// session answering exactly as one that checks everything whole.
@Suite struct StatementsBesideNamesTests {
    static let storyboard = """
        storyboard Main
        initial Nav
        navigation Nav { root List }
        scene List {
            cell item -> show Detail id "open"
            button settings -> present Settings
            unwind done { set count = count + 1 }
        }
        scene Detail { title "Detail"; var opened = 0; button close -> unwind done; on viewDidLoad { set opened = opened + 1 } }
        scene Settings { var level = 1; button close -> unwind done; on viewWillAppear { set count = level / count } }
        var count = 0

        """

    func session(quick: Bool = true, text: String = storyboard) throws -> Session {
        let session = try Session(document: FlowDocument.load(text: text, path: "app.flow"))
        session.takesInputsQuickly = quick
        return session
    }

    /// 300 statements, each a text not seen before, on a storyboard of 300 more scenes: not one
    /// whole check (each was one, and a program of the whole storyboard).
    @Test func newStatementsCheckNothingWhole() throws {
        let scenes = (0..<300).map { "scene Extra\($0) { title \"x\($0)\"; button next -> show Detail }" }
        let session = try session(text: Self.storyboard + scenes.joined(separator: "\n") + "\n")
        for index in 0..<300 {
            let result = session.run("print \(index) + count\nexpect visible == List \"at \(index)\"")
            #expect(result.succeeded, "\(result.error?.message ?? "")")
        }
        #expect(session.run("present Extra42\ntap next\nexpect visible == Detail").succeeded)
        #expect(session.wholeChecks == 0)
        #expect(session.visibleScene == "Detail")
    }

    /// `perform "ID"` is checked beside the first scene declaring a segue of that identifier.
    @Test func performingASegueByItsIdentifierChecksNothingWhole() throws {
        let session = try session()
        #expect(session.run("perform \"open\"").succeeded)
        #expect(session.visibleScene == "Detail")
        #expect(session.wholeChecks == 0)
        #expect(session.run("perform \"missing\"").accepted == false, "no segue has it: the long way says so")
        #expect(session.wholeChecks == 1)
    }

    /// A control whose first scene an undo took away is owned by the next scene declaring it.
    @Test func aControlOfAnUndoneSceneIsOwnedAgain() throws {
        let session = try session()
        #expect(session.run("scene B { button y -> show Detail id \"why\" }").succeeded)
        #expect(session.undo())
        #expect(session.run("scene C { button y -> show Detail id \"why\" }").succeeded)
        #expect(session.run("present C").succeeded)
        // Neither names C: each is checked beside the owner of what it names.
        #expect(session.run("tap y").succeeded)
        #expect(session.run("dismiss").succeeded)
        #expect(session.run("perform \"why\"").succeeded)
        #expect(session.visibleScene == "Detail")
        #expect(session.wholeChecks == 0)
    }

    /// Every kind of statement, run in a quick session and in one that checks everything whole:
    /// the same verdicts, diagnostics, failures and errors (with their places), the same app.
    @Test func theQuickWayRunsStatementsAsTheWholeCheck() throws {
        let quick = try session()
        let whole = try session(quick: false)
        let inputs = [
            "tap item",
            "expect Detail.opened == 1",
            "expect Detail#1.opened == 2 \"once only\"",      // a failed expectation, with its line
            "print count\nprint 1 / count",                   // a runtime error on line 2
            "tap close",                                      // an unwind
            "expect count == 1",
            "perform \"open\"",                               // a segue by its identifier
            "back",
            "perform \"open\" from List",
            "back",
            "perform \"missing\"",                            // no segue has it
            "back",
            "tap nothing",                                    // an unknown control: refused
            "expect visible == Nowhere",                      // an unknown scene: refused
            "set count = 0",
            "tap settings",                                   // a hook dividing by zero: an error in the storyboard
            "set Settings.level = 2",
            "let x = 3\nprint x + count",
            "expect visible == Settings",
            "dismiss",
            "print visible",
            "repeat 3 { tap item; back }",
            "expect Detail.opened == 4",
            "print undefinedThing",                           // refused
            "scene Extra { title \"e\"; button go -> show Detail }",
            "print visible",                                  // beside a lagging program
            "present Extra\ntap go",                          // names the new scene: the long way
            "expect visible == Detail",
        ]
        for input in inputs {
            let quickResult = quick.run(input)
            let wholeResult = whole.run(input)
            #expect(quickResult.accepted == wholeResult.accepted, "\(input)")
            #expect(rendered(quickResult) == rendered(wholeResult), "\(input)")
            #expect(quickResult.failures == wholeResult.failures, "\(input)")
            #expect(quickResult.error?.message == wholeResult.error?.message, "\(input)")
            if let error = quickResult.error, error.path.hasPrefix("<input") {
                #expect(error.path == wholeResult.error?.path && error.range == wholeResult.error?.range, "\(input)")
            }
            #expect(quick.snapshot() == whole.snapshot(), "\(input)")
            #expect(quick.globals == whole.globals, "\(input)")
            if quickResult.error != nil { quick.undo(); whole.undo() }
        }
        while quick.canUndo {
            #expect(quick.undo() && whole.undo())
            #expect(quick.snapshot() == whole.snapshot())
        }
        #expect(quick.wholeChecks < whole.wholeChecks)
    }

    /// An error in a statement points at the input's line; one in a hook the statement made UIKit
    /// call points into the storyboard, whose source the result carries.
    @Test func errorsPointIntoTheInputOrTheStoryboard() throws {
        let session = try session()
        let inInput = session.run("print 1\n\nprint 2 / count")
        #expect(inInput.error?.path.hasPrefix("<input") == true)
        let input = try #require(inInput.sources.first { $0.path == inInput.error?.path })
        #expect(input.text(in: try #require(inInput.error?.range)) == "print 2 / count")
        session.undo()
        let inHook = session.run("tap settings")
        let error = try #require(inHook.error)
        #expect(error.path == "app.flow")
        let source = try #require(inHook.sources.first { $0.path == error.path })
        #expect(source.text(in: error.range).contains("level / count"))
    }
}

/// A statement naming scenes an input just declared adds them to the program, in time of their
/// size (Program.adding): a session declaring and presenting scene after scene checks nothing
/// whole (issue 53's REPL cliff: each such statement made the whole program again).
@Suite struct NewScenesJoinTheProgramTests {
    @Test func declaringAndPresentingCheckNothingWhole() throws {
        let session = try StatementsBesideNamesTests().session()
        for index in 0..<500 {
            #expect(session.run("scene Extra\(index) { title \"x\(index)\"; button back -> unwind done }").succeeded)
            let presented = session.run("present Extra\(index)\nexpect visible == Extra\(index)\ntap back")
            #expect(presented.succeeded, "\(presented.error?.message ?? "")")
        }
        #expect(session.run("expect count == 500").succeeded, "each unwind reached List's 'done'")
        #expect(session.run("present Main.Extra42\ndismiss").succeeded, "named with its storyboard too")
        #expect(session.wholeChecks == 0)
        #expect(session.statesRestored == 0)
        while session.canUndo { #expect(session.undo()) }
        #expect(session.wholeChecks == 0 && session.statementsReplayed == 0)
        #expect(session.run("present Extra1").accepted == false, "undeclared again")
    }

    /// An error in a hook of a scene a session declared points into the input that declared it.
    @Test func anErrorInANewScenesHookPointsAtItsInput() throws {
        let session = try StatementsBesideNamesTests().session()
        #expect(session.run("scene Broken {\n  title \"b\"\n  on viewDidLoad { print 1 / count }\n}").succeeded)
        let result = session.run("present Broken")
        let error = try #require(result.error)
        #expect(error.message.contains("division by zero"))
        #expect(error.path == "<input 1>")
        let source = try #require(result.sources.first { $0.path == error.path })
        #expect(source.text(in: error.range) == "print 1 / count")
        #expect(session.wholeChecks == 0)
    }

    /// An animator declared in a session is not a scene: a statement that needs it makes the
    /// program again, whole, and runs as it would have.
    @Test func anAnimatorMakesTheProgramAgain() throws {
        let quick = try StatementsBesideNamesTests().session()
        let whole = try StatementsBesideNamesTests().session(quick: false)
        for input in ["animator Fade { duration 0.2 }", "scene Faded { title \"f\"; button again -> present Faded animator Fade }",
                      "present Faded", "tap again", "dismiss", "dismiss"] {
            #expect(quick.run(input).accepted == whole.run(input).accepted, "\(input)")
            #expect(quick.snapshot() == whole.snapshot(), "\(input)")
        }
    }
}

/// Two sessions on the same document: one taking inputs the quick ways, one checking everything whole.
func quickAndWholeSessions(_ document: () throws -> FlowDocument) throws -> (quick: Session, whole: Session) {
    let quick = try Session(document: document())
    let whole = try Session(document: document())
    whole.takesInputsQuickly = false
    return (quick, whole)
}

/// A file provider whose files can change, as an editor saving them changes them on disk.
final class EditableFileProvider: FileProvider, @unchecked Sendable {
    private var files: InMemoryFileProvider
    private let lock = NSLock()

    init(_ files: [String: String]) {
        self.files = InMemoryFileProvider(files)
    }

    func contents(atPath path: String) -> [UInt8]? {
        lock.withLock { files.contents(atPath: path) }
    }

    /// Changes a file.
    func write(_ text: String, at path: String) {
        lock.withLock { files.files[path] = text }
    }
}

/// A session's quick checks take the storyboards the document imports from its program: an app
/// imported whole (a storyboard per file) is not parsed and checked again at each input, only read
/// and compared with what the program was made of.
@Suite struct ImportsOfQuickChecksTests {
    @Test func quickInputsCheckNoImportAgain() throws {
        let scenes = (0..<200).map { "scene Page\($0) { button next -> show Page\($0 + 1) id \"page\($0)\" }" }
        let files = EditableFileProvider([
            "app/main.flow": "storyboard Main\nimport \"pages.flow\"\ninitial Nav\nnavigation Nav { root Home }\n"
                + "scene Home { button pages -> show Pages.Page0; unwind home { } }\n",
            "app/pages.flow": "storyboard Pages\n" + scenes.joined(separator: "\n") + "\nscene Page200 { button back -> unwind home }\n",
        ])
        let document = try FlowDocument.load(path: "app/main.flow", files: files)
        #expect(!document.hasErrors, "\(document.renderedDiagnostics())")
        let session = try Session(document: document)
        #expect(session.run("tap pages").succeeded)
        for index in 0..<50 {
            let result = session.run("expect visible == Pages.Page\(index) \"page \(index)\"\ntap next")
            #expect(result.succeeded, "\(result.error?.message ?? "") \(result.failures)")
        }
        #expect(session.run("scene Extra { button go -> show Pages.Page3; button back -> unwind home }").succeeded)
        #expect(session.run("present Extra\ntap go\nexpect visible == Pages.Page3").succeeded)
        #expect(session.wholeChecks == 0)
    }

    /// An import changed on disk since the program was made sends the input the long way, which
    /// reads it anew: the quick way answers as the whole one.
    @Test func anImportChangedOnDiskIsReadAnew() throws {
        let files = EditableFileProvider([
            "app/main.flow": "storyboard Main\nimport \"a.flow\"\ninitial Nav\nnavigation Nav { root Home }\n"
                + "scene Home { button go -> show A.Page }\n",
            "app/a.flow": "storyboard A\nscene Page { }\n",
        ])
        let (quick, whole) = try quickAndWholeSessions { try FlowDocument.load(path: "app/main.flow", files: files) }
        #expect(quick.run("print 1").succeeded && whole.run("print 1").succeeded)
        #expect(quick.wholeChecks == 0)
        files.write("storyboard A\nscene Page { button x -> show Nowhere }\n", at: "app/a.flow")
        for input in ["print 2", "tap go", "scene Z { title \"z\" }"] {
            let quickResult = quick.run(input)
            let wholeResult = whole.run(input)
            #expect(quickResult.accepted == wholeResult.accepted, "\(input)")
            #expect(quickResult.errors.map(\.message) == wholeResult.errors.map(\.message), "\(input)")
        }
        #expect(quick.wholeChecks > 0)
    }

    /// An import that imports the main file back holds a shallow index of the file as it was: the
    /// quick check does not count the unwind actions the session no longer has.
    @Test func anImportOfTheMainFileBackCountsNoStaleUnwindAction() throws {
        let files = InMemoryFileProvider([
            "app/main.flow": "storyboard Main\nimport \"a.flow\"\ninitial Nav\nnavigation Nav { root Home }\n"
                + "scene Home { button go -> show A.Page; unwind done { } }\n",
            "app/a.flow": "storyboard A\nimport \"main.flow\"\nscene Page { button back -> unwind done }\n",
        ])
        let (quick, whole) = try quickAndWholeSessions { try FlowDocument.load(path: "app/main.flow", files: files) }
        for input in ["scene Home { button go -> show A.Page }", "scene X { button b -> unwind done }"] {
            let quickResult = quick.run(input)
            let wholeResult = whole.run(input)
            #expect(quickResult.accepted == wholeResult.accepted, "\(input)")
            #expect(quickResult.diagnostics.map(\.message) == wholeResult.diagnostics.map(\.message), "\(input)")
        }
    }
}

/// What a review of the quick ways found, each input run both ways.
@Suite struct QuickWayReviewTests {
    func expectTheSame(_ inputs: [String], _ sessions: (quick: Session, whole: Session)) {
        for input in inputs {
            let quick = sessions.quick.run(input)
            let whole = sessions.whole.run(input)
            #expect(quick.accepted == whole.accepted, "\(input)")
            #expect(quick.error?.message == whole.error?.message, "\(input)")
            #expect(quick.error?.path == whole.error?.path, "\(input)")
            #expect(quick.failures == whole.failures, "\(input)")
            #expect(sessions.quick.snapshot() == sessions.whole.snapshot(), "\(input)")
        }
    }

    /// A new scene named like a scene of an import is the main storyboard's, whose types come first.
    @Test func aNewSceneHidesTheImportedSceneOfItsName() throws {
        let files = InMemoryFileProvider([
            "app/main.flow": "storyboard Main\nimport \"other.flow\"\ninitial Nav\nnavigation Nav { root Home }\nscene Home {}\n",
            "app/other.flow": "storyboard Other\ninitial Root\nscene Root {}\n",
        ])
        let both = try quickAndWholeSessions { try FlowDocument.load(path: "app/main.flow", files: files) }
        expectTheSame(["scene Root { title \"mine\" }", "show Root", "expect visible == Root"], both)
        #expect(both.quick.visibleScene == "Root")
    }

    /// Scenes that joined the program and were undone no longer answer for it.
    @Test func undoneScenesThatJoinedTheProgramAreGone() throws {
        let text = "storyboard Main\ninitial Nav\nnavigation Nav { root Home }\nscene Home {}\nscene A { button x -> show Home }\n"
        let both = try quickAndWholeSessions { FlowDocument.load(text: text, path: "app.flow") }
        expectTheSame(["scene B { button x -> show Home }", "show B", "back"], both)
        for session in [both.quick, both.whole] { session.undo(); session.undo(); session.undo() }
        let quick = both.quick.run("tap x")
        let whole = both.whole.run("tap x")
        #expect(quick.error?.message == whole.error?.message)
        #expect(quick.error?.message.contains("'B'") == false)
    }

    /// An error in a hook early in the storyboard points into it, not into the input, however long the input.
    @Test func aHookErrorNearTheStartOfTheStoryboardIsNotTheInputs() throws {
        let text = "scene Second { on viewDidAppear { print 1 / 0 } }\ninitial Nav\nnavigation Nav { root Home }\n"
            + "scene Home { button next -> show Second }\n"
        let both = try quickAndWholeSessions { FlowDocument.load(text: text, path: "app.flow") }
        let input = "print \"a line long enough to cover the first declaration of the storyboard\"\ntap next"
        expectTheSame([input], both)
        let result = try Session(document: FlowDocument.load(text: text, path: "app.flow")).run(input)
        #expect(result.error?.path == "app.flow")
    }
}

extension StatementsBesideNamesTests {
    func rendered(_ result: SessionResult) -> String {
        DiagnosticRenderer(files: result.sources, useColor: false).render(result.diagnostics)
    }
}
