import FlowLang
import FlowModel

// Statements about time: `timeline { … }` and `wait D` (Language.md,
// Statements; UIKitModel.md, Transitions and time).
//
// Outside a timeline every statement runs until the app is idle: the model
// completes each transition at once, moving its virtual clock past it
// (FlowModel's App+Clock.swift). Inside one the app holds animated
// transitions in flight, so the next statement acts in the middle of them —
// where UIKit refuses a second presentation or a nested pop, and defers a
// nested push, with its warnings — and `wait` moves the clock on, finishing the transitions that
// end by then. When the block ends the app runs until idle again.
extension Interpreter {
    /// `timeline { … }`: the statements run without waiting for the app to
    /// become idle between them; the app settles after the last.
    func executeTimeline(_ block: Block, in context: Context) throws {
        let app = try requireApp()
        let holding = app.holdsTransitions
        app.holdsTransitions = true
        do {
            try nested { try execute(block.statements, in: context) }
        } catch {
            app.holdsTransitions = holding
            app.abandonTransitions()
            throw error
        }
        app.holdsTransitions = holding
        guard !holding, !app.isIdle else { return }
        record(.note("end of timeline: the app runs until idle"))
        try app.settle()
    }

    /// `wait D`: the virtual clock moves on by D seconds (outside a
    /// timeline the app is already idle, so only the clock moves).
    func executeWait(_ seconds: NumberLiteral) throws {
        let value = seconds.value
        guard value >= 0, !seconds.isPercentage else {
            throw Failure("'wait' needs a number of seconds, 0 or more, found \(seconds.text)")
        }
        try requireApp().advance(by: value)
    }

    /// `alongside { … }` in a hook: the block is registered with the
    /// transition coordinator and runs with the transition's animations
    /// (FlowModel's App+Coordinator.swift). Outside a transition the
    /// coordinator is nil and nothing runs.
    func executeAlongside(_ block: Block, in context: Context) throws {
        let app = try requireApp()
        let registered = app.transitionCoordinator.animate { [unowned self] in
            try runCallback(block, in: context)
        }
        if !registered {
            record(.note("alongside: no transition in progress (transitionCoordinator is nil), nothing runs"))
        }
    }
}
