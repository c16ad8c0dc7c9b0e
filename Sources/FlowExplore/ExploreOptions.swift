import FlowRuntime
import FlowModel
import FlowVocabulary

/// The kinds of action a person has in a state (`--actions`).
public enum ExploreActionKind: String, Sendable, CaseIterable, Codable {
    /// Tap a control of a scene on screen: `tap add`; and type in an empty
    /// text field of the alert on screen: `type "a" in name`.
    case tap
    /// The navigation bar's back button: `back` (a person's tap, which `back when` may refuse).
    case back
    /// The interactive pop: `swipe back to 100% then finish`.
    case swipeBack = "swipe-back"
    /// Swipe a sheet down: `swipe down to 100% then finish`; and drag a
    /// resizable sheet up a detent: `swipe up`.
    case swipeDown = "swipe-down"
    /// Tap a tab of the tab bar on screen: `select 2`.
    case select
    /// Turn the page of the page view controller on screen: `swipe next`, `swipe previous`.
    case swipePage = "swipe-page"
    /// Tap outside a popover: `tap outside`.
    case outside
    /// Change the width class (only with two `widths`): `size regular`.
    case size
    /// What the app's code does: a manual segue (`segue "ID" -> …`, which only
    /// code performs) of a scene on screen, `perform "ID"` on the visible
    /// scene or `perform "ID" from Scene` on another. Imported apps navigate
    /// from code far more than from controls (issue 52).
    case perform
    /// A scene's search field: `search "a"` (tap it and type, the search
    /// becoming active) and, while a search is active, `cancel search`.
    case search
    /// What opens the app: each of the file's links (`{name}` parts as
    /// `x`), activities and quick actions, `open …`, in any state.
    case open
}

/// The bounds and switches of one exploration.
public struct ExploreOptions: Sendable {
    /// Actions from the launch further than this are not taken (`--depth`).
    public var depth: Int
    /// The search stops after storing this many states (`--max-states`).
    public var maxStates: Int
    /// A state with a navigation stack or a presentation chain longer than
    /// this is not stored (`--max-stack`): it is where a push loop shows.
    public var maxStack: Int
    /// The kinds of action taken (`--actions`).
    public var actions: Set<ExploreActionKind>
    /// The width classes: the first is the launch's; with two, `size` switches (`--widths`).
    public var widths: [WidthClass]
    /// Worker threads expanding the frontier; the results do not depend on it.
    public var threads: Int
    /// Keep the transitions, for the covering tests and the presentations
    /// that cannot be dismissed (the benchmark turns it off to measure the
    /// bare state store).
    public var recordsTransitions: Bool
    /// Read between frontier chunks: true stops the search where it is (Ctrl-C).
    public var shouldStop: @Sendable () -> Bool
    /// Called after every chunk of the frontier is merged, with the progress so far.
    public var progress: (@Sendable (ExploreProgress) -> Void)?
    /// Where the search starts: a state of a running session (`:paths-to`);
    /// nil for a fresh launch at the first width.
    public var start: InterpreterCheckpoint?

    /// Options with `flow explore`'s defaults.
    public init(depth: Int = 40, maxStates: Int = 200_000, maxStack: Int = 8,
                actions: Set<ExploreActionKind> = Set(ExploreActionKind.allCases),
                widths: [WidthClass] = [.compact], threads: Int = 2, recordsTransitions: Bool = true,
                shouldStop: @escaping @Sendable () -> Bool = { false },
                progress: (@Sendable (ExploreProgress) -> Void)? = nil) {
        self.depth = depth
        self.maxStates = maxStates
        self.maxStack = maxStack
        self.actions = actions
        self.widths = widths.isEmpty ? [.compact] : widths
        self.threads = max(1, threads)
        self.recordsTransitions = recordsTransitions
        self.shouldStop = shouldStop
        self.progress = progress
    }
}

/// How far a running search is, for a progress line.
public struct ExploreProgress: Sendable {
    /// States stored so far.
    public var states: Int
    /// States waiting to be expanded at the current depth.
    public var frontier: Int
    /// The breadth-first level being expanded.
    public var depth: Int
    /// Seconds since the search started.
    public var seconds: Double
    /// Scenes reached so far, of `sceneTotal` (the coverage a progress line shows).
    public var scenes: Int = 0
    /// The scenes there are.
    public var sceneTotal: Int = 0
}
