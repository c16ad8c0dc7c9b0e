// Checkpoints: the app's state as a value, to go back to or branch from.
//
// Everything an `App` changes as it runs is a value (the controller table,
// the root, the width, the clock), except what a transition still in flight
// holds: its remaining steps are closures over this app. An idle app — every
// transition finished, none being set up, as between two REPL inputs or two
// explorer actions — therefore copies in O(its live instances), and a copy
// put into a fresh `App` (of the same storyboard, or of one that only adds
// scenes) behaves exactly as the original would have.

/// An idle app's state, as a value (`App.checkpoint()`).
public struct AppCheckpoint: Sendable {
    /// The window's width class.
    public let width: WidthClass
    let root: InstanceID?
    let controllers: ControllerTable
    let nextID: Int
    let clock: Double
    /// Whether the scene was in the background.
    var isInBackground = false
    /// The tab bar whose customizing sheet was up.
    var tabCustomization: TabCustomization?
}

extension App {
    /// The app's state as a value; nil while a transition is in flight or
    /// being set up, whose remaining steps cannot be copied.
    public func checkpoint() -> AppCheckpoint? {
        guard isSettled else { return nil }
        return AppCheckpoint(width: width, root: root, controllers: controllers, nextID: nextID, clock: clock,
                             isInBackground: isInBackground, tabCustomization: tabCustomization)
    }

    /// Whether nothing is in flight, animating or being set up: the state is all values.
    var isSettled: Bool {
        time.inFlight.isEmpty && coordinatorFrames.isEmpty && animatingNavigations.isEmpty && deferredPushes.isEmpty && !presentationInProgress
    }

    /// A new app for `storyboard` in the state `checkpoint` holds. The
    /// storyboard must have every scene the checkpoint's instances were made
    /// from (the same storyboard, or one with more scenes). No events.
    public convenience init(storyboard: Storyboard, restoring checkpoint: AppCheckpoint) {
        self.init(storyboard: storyboard, width: checkpoint.width)
        root = checkpoint.root
        controllers = checkpoint.controllers
        nextID = checkpoint.nextID
        time.now = checkpoint.clock
        isInBackground = checkpoint.isInBackground
        tabCustomization = checkpoint.tabCustomization
    }
}
