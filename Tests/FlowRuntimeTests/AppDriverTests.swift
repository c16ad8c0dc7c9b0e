import FlowKit
import FlowModel
@testable import FlowRuntime
import Testing

/// The interpreter drives the app it makes through an unowned reference
/// (`App.driver`), under a contract: an app it lets go of, or that outlives
/// it, no longer reaches it. An embedder may keep an app as long as it likes.
@Suite struct AppDriverTests {
    @Test func theCurrentAppIsDrivenByItsInterpreter() throws {
        let program = try Harness.program(Harness.scene("push Next\n"))
        var events = 0
        let interpreter = Interpreter(program: program) { item in
            if case .event = item { events += 1 }
        }
        #expect(interpreter.runScript().error == nil)
        let app = try #require(interpreter.app)
        #expect(app.driver === interpreter)
        #expect(app.observer == nil, "no weak reference, so no side table on every release")
        #expect(events > 0)
    }

    @Test func aReplacedAppIsNoLongerDriven() throws {
        let program = try Harness.program(Harness.scene("push Next\n"))
        let interpreter = Interpreter(program: program) { _ in }
        #expect(interpreter.runScript().error == nil)
        let first = try #require(interpreter.app)
        // Running again launches a new app; the one before is let go.
        #expect(interpreter.runScript().error == nil)
        let current = try #require(interpreter.app)
        #expect(current !== first)
        #expect(first.driver == nil)
        #expect(current.driver === interpreter)
    }

    @Test func anAppOutlivesItsInterpreter() throws {
        let program = try Harness.program(Harness.scene("push Next\n"))
        var kept: App?
        do {
            let interpreter = Interpreter(program: program) { _ in }
            #expect(interpreter.runScript().error == nil)
            kept = interpreter.app
        }
        let app = try #require(kept)
        #expect(app.driver == nil, "the interpreter let go of it when it was freed")
        // Driven on by whoever keeps it, it tells no one, and does not crash.
        let navigation = try #require(app.root)
        try app.navigation(navigation).pop(animated: false)
        #expect(app.controller(navigation)?.children.count == 1)
    }
}
