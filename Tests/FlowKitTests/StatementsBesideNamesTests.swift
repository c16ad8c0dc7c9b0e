@testable import FlowKit
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
            "perform open",                                   // a segue by its identifier
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

extension StatementsBesideNamesTests {
    func rendered(_ result: SessionResult) -> String {
        DiagnosticRenderer(files: result.sources, useColor: false).render(result.diagnostics)
    }
}
