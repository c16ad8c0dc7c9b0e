// The virtual clock: UIKitModel.md, Transitions and time.
//
// An animated transition takes its duration — a push or pop 0.35 s, a modal
// presentation or dismissal 0.5 s, a custom animator its `duration`; a
// non-animated one none. Each transition runs its will-phase when it starts
// and keeps the rest (the did-phase, completions) in a local function,
// which `finishOrHold` runs at once, moving the clock past it — every statement
// outside a `timeline` runs until the app is idle — or, while
// `holdsTransitions` is set, keeps in flight until `advance(by:)` passes
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
    /// How many transitions' rests started it, one from the other's: 0 for one a statement
    /// started. A hook that starts the transition whose rest calls it (a `viewDidAppear` that
    /// pushes another of its scene) makes a chain without end, which `App.transitionChain`
    /// bounds as hooks' nesting is (it had been recursion, now it waits in flight).
    var chain = 0

    /// How far it has come at `time`, from 0 to 1.
    public func progress(at time: Double) -> Double {
        guard end > start else { return 1 }
        return min(1, max(0, (time - start) / (end - start)))
    }
}

/// The virtual clock and the transitions still animating on it: state of
/// its own, with no view controllers in it. `App` decides what a transition
/// is and runs its rest; this keeps the time and the order of the ends.
struct TransitionClock {
    /// Seconds since launch.
    var now: Double = 0
    /// Transitions still animating, held by `holds`, soonest end first.
    private(set) var inFlight: [TransitionInFlight] = []
    /// While true (a `timeline`), an animated transition stays in flight
    /// until the clock passes its end; otherwise it completes at once, the
    /// clock moving past it.
    var holds = false
    /// How many transitions' rests are running now, one inside another: an
    /// animated transition started in one (a `viewDidAppear` hook's `pop`)
    /// waits in flight until the outermost rest has run (`App.finishOrHold`).
    var finishing = 0
    /// The chain of the transition whose rest runs now (`TransitionInFlight.chain`).
    var chain = 0

    /// Whether a transition of `duration` seconds that starts now completes
    /// at once (moving the clock to its end) rather than waiting in flight.
    mutating func completesAtOnce(_ duration: Double) -> Bool {
        guard duration > 0 else { return true }
        if holds { return false }
        now += duration
        return true
    }

    /// Keeps `transition` in flight, in order of its end (after those ending at the same time).
    mutating func hold(_ transition: TransitionInFlight) {
        let index = inFlight.firstIndex { $0.end > transition.end } ?? inFlight.count
        inFlight.insert(transition, at: index)
    }

    /// The first transition in flight that ends by `time` (any, when nil),
    /// taken out of flight with the clock moved to its end; its rest is the
    /// caller's to run, outside any access to this clock (it may start more).
    mutating func nextDue(by time: Double? = nil) -> TransitionInFlight? {
        guard let first = inFlight.first, first.end <= (time ?? .infinity) else { return nil }
        inFlight.removeFirst()
        now = max(now, first.end)
        return first
    }

    /// Forgets the transitions in flight (a run that stopped with an error, a relaunch).
    mutating func abandon() {
        inFlight = []
    }
}

extension App {
    /// UINavigationController's push and pop animation.
    public static let navigationDuration = 0.35
    /// A standard modal presentation or dismissal.
    public static let modalDuration = 0.5

    /// The virtual clock, in seconds since launch.
    public var clock: Double { time.now }

    /// While true (a `timeline`), animated transitions stay in flight until
    /// `advance(by:)` passes their end.
    public var holdsTransitions: Bool {
        get { time.holds }
        set { time.holds = newValue }
    }

    /// Runs `finish` now when a transition of `duration` seconds that starts
    /// now completes at once — it takes no time, or no timeline holds it and
    /// the clock moves to its end — else keeps it in flight, `finish` running
    /// when the clock passes its end. The one decision every transition makes.
    ///
    /// Outside a timeline, an animated transition started while another's rest
    /// runs (a `viewDidAppear` hook that pops or presents) starts there and
    /// ends later: UIKit's `pushViewController(_:animated:)` and
    /// `present(_:animated:completion:)` start an animation and return, so the
    /// rest of the transition that called the hook — the presenter's
    /// `viewDidDisappear`, `didMove(toParent:)`, the completion handler —
    /// comes first (Apple: the completion "is called after the viewDidAppear(_:)
    /// method is called on the presented view controller"). It waits in flight
    /// until the outermost rest has run, then finishes at its own end, as a
    /// timeline has it. Running it inside the rest printed the pushed
    /// controller's `didMove(toParent:)` after the pop it started had freed it
    /// (`nil.didMove(Nav)`), found by the fourth fidelity hunt.
    func finishOrHold(_ description: @autoclosure () -> String, from: InstanceID?, to: InstanceID?, duration: Double,
                      _ finish: @escaping () throws -> Void) throws {
        let startsInsideARest = duration > 0 && !time.holds && time.finishing > 0
        if !startsInsideARest, time.completesAtOnce(duration) {
            try runRest(finish)
        } else {
            var held = TransitionInFlight(description: description(), from: name(from), to: name(to),
                                          start: time.now, end: time.now + duration, finish: finish)
            held.chain = time.finishing > 0 ? time.chain + 1 : 0
            time.hold(held)
        }
    }

    /// Runs `body`, whose animated transitions start in it and end each at its own
    /// end after it, as a timeline has them: what one turn of UIKit's starts before
    /// it goes on (a tab bar's re-tapped navigation tab pops to its root, animated,
    /// and the tab bar then tells its delegate, before the pop ends).
    public func startingTogether(_ body: () throws -> Void) throws {
        try runRest(body)
    }

    /// Runs the rest of a transition that waited in flight, inside its chain.
    private func runDue(_ due: TransitionInFlight) throws {
        let (chain, finishing) = (time.chain, time.finishing)
        time.chain = due.chain
        time.finishing += 1
        defer { (time.chain, time.finishing) = (chain, finishing) }
        try due.finish()
    }

    /// How many transitions' rests, one starting the next, led to the rest running now: hooks
    /// called there count it as nesting (the interpreter's `runHook`).
    public var transitionChain: Int { time.chain }

    /// Runs a transition's rest; when it is the outermost, then the transitions it
    /// started, each at its end, and any they start in turn.
    private func runRest(_ finish: () throws -> Void) throws {
        time.finishing += 1
        defer { time.finishing -= 1 }
        let outermost = time.finishing == 1 && !time.holds
        do {
            try finish()
            guard outermost else { return }
            while let due = time.nextDue() { try runDue(due) }
        } catch {
            // What waited in flight goes with the run that stopped, as a timeline's does.
            if outermost { time.abandon() }
            throw error
        }
    }

    /// Forgets the transitions in flight (a run that stopped with an error).
    public func abandonTransitions() {
        time.abandon()
    }

    /// `wait D`: the clock moves on by `seconds`, finishing every transition
    /// that ends by then, in order of their ends, each at its own end.
    public func advance(by seconds: Double) throws {
        let target = time.now + max(0, seconds)
        while let due = time.nextDue(by: target) { try runDue(due) }
        time.now = max(time.now, target)
    }

    /// Runs until the app is idle: every transition in flight finishes, and
    /// any it starts meanwhile.
    public func settle() throws {
        while let due = time.nextDue() { try runDue(due) }
    }

    /// Whether no transition is in flight.
    public var isIdle: Bool { time.inFlight.isEmpty }

    /// The transitions in flight, soonest end first.
    public var transitionsInFlight: [TransitionInFlight] { time.inFlight }
}
