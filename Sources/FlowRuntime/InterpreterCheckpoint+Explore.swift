import FlowModel

// The explorer (FlowExplore) keeps a checkpoint for every state on its
// frontier, hundreds of thousands at once; the previous statement's events,
// kept only for a following `expect events`, would be most of each one.
extension InterpreterCheckpoint {
    /// This checkpoint without the previous statement's events: the same
    /// state for everything but an `expect events` (or `order`, `no`,
    /// `warning`) right after it.
    public func forgettingEvents() -> InterpreterCheckpoint {
        InterpreterCheckpoint(
            app: app, globals: globals, log: [], nextSequence: nextSequence, previous: nextSequence..<nextSequence,
            excusedWarnings: [], endOfInputIsOpen: endOfInputIsOpen, archive: archive,
            restoredInstances: restoredInstances, restoredInThisApp: restoredInThisApp)
    }
}
