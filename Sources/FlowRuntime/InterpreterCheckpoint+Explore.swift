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
            restoredInstances: restoredInstances, restoredInThisApp: restoredInThisApp, windows: windows)
    }
}

/// A checkpoint with its app packed into bytes (AppCheckpoint+Packing.swift):
/// what `flow explore` keeps of each state it has yet to expand. The rest —
/// the globals, the archive — is shared with the checkpoint it came from.
public struct PackedInterpreterCheckpoint: Sendable {
    let app: PackedAppCheckpoint?
    let rest: InterpreterCheckpoint

    /// The bytes of the packed app.
    public var appByteCount: Int { app?.byteCount ?? 0 }
}

extension InterpreterCheckpoint {
    /// This checkpoint with its app as bytes, for `program` (the one it ran under).
    public func packed(for program: Program) -> PackedInterpreterCheckpoint {
        PackedInterpreterCheckpoint(
            app: app?.packed(for: program.storyboard),
            rest: InterpreterCheckpoint(
                app: nil, globals: globals, log: log, nextSequence: nextSequence, previous: previous,
                excusedWarnings: excusedWarnings, endOfInputIsOpen: endOfInputIsOpen, archive: archive,
                restoredInstances: restoredInstances, restoredInThisApp: restoredInThisApp, windows: windows))
    }
}

extension Interpreter {
    /// Puts the run back in the state `packed` holds, as `restore` does;
    /// false (nothing changed) for bytes that are no app of this program.
    public func restore(_ packed: PackedInterpreterCheckpoint) -> Bool {
        var app: AppCheckpoint?
        if let bytes = packed.app {
            guard let unpacked = AppCheckpoint(unpacking: bytes, storyboard: program.storyboard) else { return false }
            app = unpacked
        }
        let rest = packed.rest
        restore(InterpreterCheckpoint(
            app: app, globals: rest.globals, log: rest.log, nextSequence: rest.nextSequence, previous: rest.previous,
            excusedWarnings: rest.excusedWarnings, endOfInputIsOpen: rest.endOfInputIsOpen, archive: rest.archive,
            restoredInstances: rest.restoredInstances, restoredInThisApp: rest.restoredInThisApp, windows: rest.windows))
        return true
    }
}
