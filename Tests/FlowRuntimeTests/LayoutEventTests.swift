import FlowKit
@testable import FlowRuntime
import Testing

/// Without `--verbose` the app does not produce layout callbacks at all,
/// unless an expectation may name one.
@Suite struct LayoutEventTests {
    static let quiet = Interpreter.Options(layoutEvents: false)

    @Test func aTraceWithoutLayoutHasNoneToHide() throws {
        let (items, outcome) = try Harness.run(Harness.scene("push Next\npop\n"), options: Self.quiet)
        #expect(outcome.error == nil)
        let layout = items.filter { item in
            if case .event(let event) = item { return event.kind == .layout }
            return false
        }
        #expect(layout.isEmpty)
        let (verbose, _) = try Harness.run(Harness.scene("push Next\npop\n"))
        #expect(verbose.count > items.count, "with layout events, the same script reports more")
    }

    @Test func theVisibleTraceIsTheSameEitherWay() throws {
        let script = Harness.scene("push Next\npresent Next style pageSheet\ndismiss\npop\nsize regular\n")
        let renderer = TraceRenderer()
        let withLayout = try Harness.run(script).items.flatMap(renderer.lines(for:))
        let without = try Harness.run(script, options: Self.quiet).items.flatMap(renderer.lines(for:))
        #expect(withLayout == without)
    }

    @Test func anExpectationNamingALayoutCallbackStillSeesIt() throws {
        let outcome = try Harness.run(Harness.scene("""
            push Next
            expect order { Next.viewWillLayoutSubviews; Next.viewDidLayoutSubviews; Next.viewDidAppear }
            """), options: Self.quiet).outcome
        #expect(outcome.error == nil)
        #expect(outcome.failures.isEmpty, "\(outcome.failures)")
    }
}
