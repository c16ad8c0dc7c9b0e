// The virtual clock: UIKitModel.md, Transitions and time.
//
// An animated transition takes its duration — a push or pop 0.35 s, a modal
// presentation or dismissal 0.5 s, a custom animator its `duration`; a
// non-animated one none. Each transition runs its will-phase when it starts
// and keeps the rest (the did-phase, completions) in a local function,
// which `completesAtOnce` runs at once, moving the clock past it — every statement
// outside a `timeline` runs until the app is idle — or, while
// `holdsTransitions` is set, `hold` keeps in flight until `advance(by:)` passes
// its end. Events are stamped with the clock when they are emitted.

/// A transition that started and has not finished: what `print tree` shows
/// and what `wait` completes.
public struct TransitionInFlight {
    /// What it is, in words: `present Detail on Home`.
    public var description: String
    /// The controller going away, by name.
    public var from: String
    /// The controller coming in, by name.
    public var to: String
    /// When it started, on the app's clock.
    public var start: Double
    /// When it ends: its start plus its duration.
    public var end: Double
    /// The rest of the transition: its did-phase and completions.
    var finish: () throws -> Void

    /// How far it has come at `time`, from 0 to 1.
    public func progress(at time: Double) -> Double {
        guard end > start else { return 1 }
        return min(1, max(0, (time - start) / (end - start)))
    }
}

extension App {
    /// UINavigationController's push and pop animation.
    public static let navigationDuration = 0.35
    /// A standard modal presentation or dismissal.
    public static let modalDuration = 0.5

    /// Whether a transition of `duration` seconds that starts now completes
    /// at once — it takes no time, or transitions are not held and the
    /// clock moves to its end — rather than waiting in flight (`hold`).
    /// Callers keep the rest of a transition in a local function and make
    /// it a closure only to hold it, so the common case allocates nothing.
    func completesAtOnce(_ duration: Double) -> Bool {
        guard duration > 0 else { return true }
        if holdsTransitions { return false }
        clock += duration
        return true
    }

    /// Keeps a transition of `duration` seconds that starts now in flight;
    /// `finish` runs when the clock passes its end.
    func hold(_ description: String, from: InstanceID?, to: InstanceID?, duration: Double,
              _ finish: @escaping () throws -> Void) {
        let transition = TransitionInFlight(description: description, from: name(from), to: name(to),
                                            start: clock, end: clock + duration, finish: finish)
        let index = inFlight.firstIndex { $0.end > transition.end } ?? inFlight.count
        inFlight.insert(transition, at: index)
    }

    /// Forgets the transitions in flight (a run that stopped with an error).
    public func abandonTransitions() {
        inFlight = []
    }

    /// `wait D`: the clock moves on by `seconds`, finishing every transition
    /// that ends by then, in order of their ends, each at its own end.
    public func advance(by seconds: Double) throws {
        let target = clock + max(0, seconds)
        while let first = inFlight.first, first.end <= target {
            inFlight.removeFirst()
            clock = max(clock, first.end)
            try first.finish()
        }
        clock = max(clock, target)
    }

    /// Runs until the app is idle: every transition in flight finishes, and
    /// any it starts meanwhile.
    public func settle() throws {
        while let first = inFlight.first {
            inFlight.removeFirst()
            clock = max(clock, first.end)
            try first.finish()
        }
    }

    /// Whether no transition is in flight.
    public var isIdle: Bool { inFlight.isEmpty }

    /// The transitions in flight, soonest end first.
    public var transitionsInFlight: [TransitionInFlight] { inFlight }
}
