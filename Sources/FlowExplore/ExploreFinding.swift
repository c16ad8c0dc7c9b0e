// What an exploration found (issue 18, "Findings"), each with the shortest
// path to it: the actions from the launch, a script `flow run` can run after
// the storyboard's declarations.

/// One finding of an exploration.
public struct ExploreFinding: Hashable, Sendable, Codable {
    /// What sort of finding.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// A UIKit exception stopped an action.
        case exception
        /// UIKit logged a warning (the action had no effect, or part of it).
        case warning
        /// A runtime error stopped an action (a hook or body that failed).
        case error
        /// An action hit the step limit or the hook depth.
        case limit
        /// An unwind segue fired and no view controller performs its action (UIKit does nothing).
        case unwindWithoutDestination = "unwind-without-destination"
        /// A state from which no action leads anywhere else.
        case deadEnd = "dead-end"
        /// A presentation that no sequence of actions can dismiss.
        case undismissable
        /// A cycle of actions that grows a navigation stack or the presentation chain without limit.
        case growth
        /// A scene no reachable state shows or holds.
        case unreachedScene = "unreached-scene"
        /// A segue no action fired.
        case unfiredSegue = "unfired-segue"
        /// An unwind action no unwind segue reached.
        case unfiredUnwind = "unfired-unwind"
        /// A control no reachable state offers to tap.
        case untappedControl = "untapped-control"
    }

    /// What sort of finding.
    public var kind: Kind
    /// One line: the exception's or warning's text, the scene, the segue.
    public var message: String
    /// The actions from the launch that lead to it, shortest first found;
    /// empty for what was never reached.
    public var path: [String]

    /// A finding of `kind` saying `message`, reached by `path`.
    public init(kind: Kind, message: String, path: [String]) {
        self.kind = kind
        self.message = message
        self.path = path
    }
}

/// Why a search stopped before it had seen every reachable state.
public enum ExploreCut: String, Hashable, Sendable, Codable {
    /// States at `--depth` were not expanded.
    case depth
    /// `--max-states` states were stored; others were dropped.
    case maxStates = "max-states"
    /// A stack or presentation chain grew past `--max-stack`; those states were not stored.
    case maxStack = "max-stack"
    /// A container was nested inside itself (a tab bar pushed inside a tab
    /// bar's own navigation stack…); those states were not stored.
    case nesting
    /// Interrupted (Ctrl-C): what was found so far.
    case interrupted
}
