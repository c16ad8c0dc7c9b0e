import FlowModel

// Checkpoints of a whole run between two inputs: the app (a value while it
// is settled, App+Checkpoint.swift) and what the interpreter keeps beside it
// — the globals, the previous statement's events for a following `expect
// events`, the in-memory archive of `preserve`. A session keeps one after
// every input, so undo restores one instead of relaunching and replaying the
// whole history; the explorer will branch from them.

/// The state of an interpreter and its app between two inputs (`Interpreter.checkpoint()`).
public struct InterpreterCheckpoint: Sendable {
    let app: AppCheckpoint?
    let globals: [String: [String: Value]]
    let log: [(sequence: Int, event: Event)]
    let nextSequence: Int
    let previous: Range<Int>
    let excusedWarnings: Set<Int>
    let endOfInputIsOpen: Bool
    let archive: RestorationArchive?
    let restoredInstances: Set<InstanceID>
    /// Whether the instances above came back in this checkpoint's app (`restored(X)`).
    let restoredInThisApp: Bool
    /// The windows behind the app in front; nil while it has only ever had one.
    var windows: WindowCheckpoints? = nil
}

/// The windows behind the one in front, as values (Interpreter+Windows.swift).
struct WindowCheckpoints: Sendable {
    /// The number of the window in front.
    let front: Int
    /// The others, in the order they were last in front, with their numbers.
    let others: [(number: Int, app: AppCheckpoint)]
    /// The number the next window opened gets.
    let nextNumber: Int
    /// In Split View, the number of the window beside the one in front.
    var beside: Int? = nil
    /// The widths the windows of a Split View have with the screen to themselves.
    var fullWidths: [Int: WidthClass] = [:]
}

extension Interpreter {
    /// The run's state as a value; nil while a transition is in flight.
    public func checkpoint() -> InterpreterCheckpoint? {
        var appState: AppCheckpoint?
        if let app {
            guard let state = app.checkpoint() else { return nil }
            appState = state
        }
        var windowStates: WindowCheckpoints?
        if !windows.isEmpty {
            var others: [(number: Int, app: AppCheckpoint)] = []
            for other in windows.others {
                guard let state = other.checkpoint() else { return nil }
                others.append((other.windowNumber, state))
            }
            windowStates = WindowCheckpoints(front: app?.windowNumber ?? 1, others: others, nextNumber: windows.nextNumber,
                                             beside: windows.beside, fullWidths: windows.fullWidths)
        }
        return InterpreterCheckpoint(
            app: appState, globals: globals, log: log, nextSequence: nextSequence, previous: previous,
            excusedWarnings: excusedWarnings, endOfInputIsOpen: endOfInputIsOpen,
            archive: restoration.memory, restoredInstances: restoration.instances,
            restoredInThisApp: app != nil && restoration.app === app, windows: windowStates)
    }

    /// Puts the run back in the state of `checkpoint`, in a new app of the
    /// current program's storyboard (which must have every scene the
    /// checkpoint's instances come from). No events are reported.
    public func restore(_ checkpoint: InterpreterCheckpoint) {
        if let state = checkpoint.app {
            let previous = app
            app = makeApp(width: state.width, restoring: state)
            if let previous { app?.keepSpellings(of: previous) }
        } else {
            app = nil
        }
        windows = WindowList()
        if let states = checkpoint.windows {
            app?.windowNumber = states.front
            windows.nextNumber = states.nextNumber
            windows.beside = states.beside
            windows.fullWidths = states.fullWidths
            for (number, state) in states.others {
                let window = makeApp(width: state.width, restoring: state)
                window.windowNumber = number
                window.driver = nil  // only the window in front is driven (`Interpreter.app`)
                windows.others.append(window)
            }
        }
        globals = checkpoint.globals
        log = checkpoint.log
        nextSequence = checkpoint.nextSequence
        previous = checkpoint.previous
        excusedWarnings = checkpoint.excusedWarnings
        endOfInputIsOpen = checkpoint.endOfInputIsOpen
        steps = 0
        hookDepth = 0
        blockDepth = 0
        retainingLog = 0
        failures = []
        initialising = []
        restoration = RestorationState()
        restoration.memory = checkpoint.archive
        restoration.instances = checkpoint.restoredInstances
        if checkpoint.restoredInThisApp { restoration.app = app }
    }
}
