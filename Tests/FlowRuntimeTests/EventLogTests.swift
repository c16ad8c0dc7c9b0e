import FlowKit
@testable import FlowRuntime
import Testing

/// The event log keeps only what the previous statement's readers need:
/// a `repeat` followed by `expect events` still sees all of it, and a long
/// loop nobody reads afterwards keeps no more than one statement's events.
@Suite struct EventLogTests {
    @Test func aBlockFollowedByAnExpectationIsReadWhole() throws {
        let outcome = try Harness.run(Harness.scene("""
            scene D {}
            repeat 3 { push D animated false; print "pushed" }
            print "done"
            expect order { D.viewDidLoad; D#2.viewDidLoad; D#3.viewDidLoad }
            if true { repeat 2 { push D animated false } }
            expect order { D#4.viewDidAppear(false); D#5.viewDidAppear(false) }
            """)).outcome
        #expect(outcome.error == nil)
        #expect(outcome.failures.isEmpty, "\(outcome.failures)")
    }

    @Test func aLoopBodyReadsWhatItsLastStatementDidInTheIterationBefore() throws {
        let outcome = try Harness.run(Harness.scene("""
            scene D {}
            push D animated false
            if true { pop animated false; push D animated false }
            repeat 3 {
              expect order { D.viewWillDisappear(false); D.viewDidAppear(false) }
              if true { pop animated false; push D animated false }
            }
            """)).outcome
        #expect(outcome.error == nil)
        // The first iteration sees no events: the `repeat` itself is the
        // statement before, and none of its events have happened yet.
        #expect(outcome.failures.count == 1, "\(outcome.failures)")
    }

    @Test func aLoopNobodyReadsKeepsOneStatementsEvents() throws {
        let program = try Harness.program(Harness.scene("scene D {}\nrepeat 500 { push D\npop }\n"))
        var events = 0
        let interpreter = Interpreter(program: program) { item in
            if case .event = item { events += 1 }
        }
        #expect(interpreter.runScript().error == nil)
        #expect(events > 5_000)
        #expect(interpreter.log.count < 20, "the log holds \(interpreter.log.count) events")
    }

    @Test func strictWarningsInsideALoopAreStillCaught() throws {
        let strict = Interpreter.Options(strict: true)
        let excused = Harness.scene("""
            repeat 3 {
              present Next style pageSheet
              present Next on Home
              expect warning "already presenting"
              dismiss
            }
            """)
        #expect(try Harness.error(excused, options: strict) == nil)
        let unexcused = Harness.scene("repeat 3 { present Next style pageSheet\npresent Next on Home\ndismiss }\n")
        #expect(try Harness.error(unexcused, options: strict)?.kind == .warning)
    }
}
