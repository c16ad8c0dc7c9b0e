@testable import FlowKit
import Testing

/// Long sessions stay linear: undo restores a checkpoint and a declaration
/// that only adds carries the app on, so neither replays the history
/// (reproducers repl-undo-1000 and repl-decl-1000). Work is counted, not timed.
@Suite struct SessionCheckpointTests {
    static let storyboard = """
        storyboard Main
        initial Nav
        navigation Nav { root List }
        scene List { cell item -> show Detail }
        scene Detail { title "Detail"; var opened = 0; on viewDidLoad { set opened = opened + 1 } }
        var count = 0

        """

    func session() throws -> Session {
        try Session(document: FlowDocument.load(text: Self.storyboard, path: "app.flow"))
    }

    @Test func aThousandUndosRestoreCheckpointsWithoutReplaying() throws {
        let session = try session()
        for _ in 0..<500 {
            #expect(session.run("tap item\nset count = count + 1").succeeded)
            #expect(session.run("pop").succeeded)
        }
        #expect(session.globals["count"] == Value.integer(500))
        for _ in 0..<1_000 { #expect(session.undo()) }
        #expect(!session.undo(), "nothing left")
        #expect(session.visibleScene == "List")
        #expect(session.globals["count"] == Value.integer(0))
        #expect(session.statementsReplayed == 0)
        #expect(session.statesRestored == 1_000)
    }

    /// The windows behind the one in front are part of a checkpoint: undoing `open window`
    /// brings back the one window as it was, and undoing a `focus` the window that was in front,
    /// each restored, not replayed.
    @Test func undoKeepsTheWindowsBehind() throws {
        let session = try session()
        #expect(session.run("tap item").succeeded)
        #expect(session.run("open window").succeeded)
        #expect(session.run("expect windows == 2 && window == 2 && visible == List").succeeded)
        #expect(session.run("focus window 1").succeeded)
        #expect(session.run("expect window == 1 && visible == Detail").succeeded)
        #expect(session.undo() && session.undo())  // the expectation, then the focus
        #expect(session.run("expect window == 2 && visible == List").succeeded)
        #expect(session.undo() && session.undo() && session.undo())  // back to before the window opened
        #expect(session.run("expect windows == 1 && window == 1 && visible == Detail").succeeded)
        #expect(session.statementsReplayed == 0)
    }

    /// Only the newest undo point holds its program (each is the whole
    /// storyboard); undoing to an older one makes it again from its
    /// declarations, and the app there is exactly as it was.
    @Test func undoingDeclarationsMakesTheirProgramsAgain() throws {
        let session = try session()
        var snapshots: [HierarchySnapshot?] = []
        for index in 0..<20 {
            #expect(session.run("scene Z\(index) { title \"z\" }\npresent Z\(index)").succeeded)
            snapshots.append(session.snapshot())
        }
        #expect(session.states.dropLast().allSatisfy { $0.program == nil })
        for index in stride(from: 19, to: 0, by: -1) {
            #expect(session.undo())
            #expect(session.snapshot() == snapshots[index - 1])
            #expect(session.run("present Z\(index)").succeeded == false, "Z\(index) is undeclared again")
        }
        #expect(session.statementsReplayed == 0)
    }

    @Test func undoComesBackToTheExactState() throws {
        let session = try session()
        #expect(session.run("tap item").succeeded)
        let afterTap = session.snapshot()
        #expect(session.run("pop\ntap item\nset count = 7").succeeded)
        #expect(session.undo())
        #expect(session.snapshot() == afterTap)
        #expect(session.globals["count"] == Value.integer(0))
        // The previous statement is `tap item` again: its events are what `expect events` reads.
        #expect(session.run("expect order { List.shouldPerformSegue; Detail.viewDidLoad }").succeeded)
    }

    @Test func addedDeclarationsCarryTheAppOn() throws {
        let session = try session()
        #expect(session.run("tap item").succeeded)
        for index in 0..<100 {
            #expect(session.run("scene Z\(index) { title \"z\" }").succeeded)
        }
        #expect(session.statementsReplayed == 0)
        #expect(session.visibleScene == "Detail")
        #expect(session.run("present Z99").succeeded)
        #expect(session.visibleScene == "Z99")
    }

    /// Undoing a declaration takes the storyboard back too: what it declared is unknown again.
    @Test func undoingADeclarationTakesItBack() throws {
        let session = try session()
        #expect(session.run("scene Help { title \"Help\" }").succeeded)
        #expect(session.run("present Help").succeeded)
        #expect(session.undo())
        #expect(session.undo())
        #expect(session.visibleScene == "List")
        #expect(!session.run("present Help").accepted, "Help is no longer declared")
        #expect(session.statementsReplayed == 0)
    }

    /// A redeclaration that would break the storyboard's tests is refused, and says so first.
    @Test func aRefusedRedeclarationSaysWhy() throws {
        let session = try Session(document: FlowDocument.load(path: "examples/recipes.flow"))
        let result = session.run("scene AddRecipe { button cancel -> unwind cancelAdd }")
        #expect(!result.accepted)
        #expect(result.diagnostics.first?.id == "declaration-refused")
        #expect(result.diagnostics.first?.path == "<input 1>")
        #expect(result.diagnostics.dropFirst().contains { $0.message == "no scene declares the control 'save'" })
    }

    /// A redeclaration may change what every earlier input did: it replays,
    /// and the app is as if the new declaration had been there from the start.
    @Test func aRedeclarationReplaysTheHistory() throws {
        let session = try session()
        #expect(session.run("tap item\npop\ntap item").succeeded)
        #expect(session.run("scene Detail { title \"Detail\"; var opened = 10; on viewDidLoad { set opened = opened + 1 } }").succeeded)
        #expect(session.statementsReplayed == 3)
        #expect(session.run("expect Detail.opened == 11").succeeded)
    }
}

/// A statement typed again under the same declarations is not checked again
/// (StatementChecks.swift): the studio asks about the same controls after every
/// click. A declaration that changes the storyboard drops what was kept.
@Suite struct StatementCheckTests {
    @Test func repeatedStatementsAreCheckedOnce() throws {
        let session = try SessionCheckpointTests().session()
        // The long way's checks (a statement checked beside what it names keeps none: its check costs its size).
        session.takesInputsQuickly = false
        for _ in 0..<50 {
            #expect(session.run("tap item").succeeded)
            #expect(session.run("pop").succeeded)
            #expect(session.whyNot("tap item").verdict != nil)
        }
        #expect(session.statementChecks.kept == 2, "tap item and pop, once each; why-not shares run's check")
        // A reset puts back the same declarations: what was kept still holds.
        session.reset()
        #expect(session.run("tap item").succeeded)
        #expect(session.statementChecks.kept == 2)
        #expect(session.run("tap nothing").accepted == false)
        #expect(session.run("tap nothing").diagnostics.first?.message.contains("nothing") == true,
                "a refused statement is refused again, with the same reason")
    }

    @Test func aChangedDeclarationDropsTheKeptChecks() throws {
        let session = try SessionCheckpointTests().session()
        #expect(session.run("tap row").accepted == false, "no control 'row' yet")
        #expect(session.run("scene List { cell item -> show Detail; cell row -> show Detail }").succeeded)
        #expect(session.run("tap row").succeeded, "checked again under the new declaration")
        #expect(session.visibleScene == "Detail")
        // Undo takes the tap and then the declaration back, and with it the control.
        #expect(session.undo())
        #expect(session.undo())
        #expect(session.run("tap row").accepted == false)
        #expect(session.run("tap item").succeeded)
    }
}
