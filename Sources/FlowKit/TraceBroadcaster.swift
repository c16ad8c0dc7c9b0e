import FlowFiles
import FoundationEssentials

/// The observers of one session: callbacks and `AsyncStream`s, each fed every
/// trace item in order, on the thread running the session. A replay (undo, a
/// new declaration) mutes it, so observers see only what newly happened.
final class TraceBroadcaster: @unchecked Sendable {
    private let lock = SystemLock()
    private var observers: [Int: @Sendable (TraceItem) -> Void] = [:]
    private var nextID = 0
    private var muted = false

    func add(_ observer: @escaping @Sendable (TraceItem) -> Void) -> Int {
        lock.lock()
        defer { lock.unlock() }
        nextID += 1
        observers[nextID] = observer
        return nextID
    }

    func remove(_ id: Int) {
        lock.lock()
        observers[id] = nil
        lock.unlock()
    }

    func setMuted(_ value: Bool) {
        lock.lock()
        muted = value
        lock.unlock()
    }

    /// Passes `item` to every observer, in the order they were added.
    func send(_ item: TraceItem) {
        lock.lock()
        let targets = muted ? [] : observers.sorted { $0.key < $1.key }.map(\.value)
        lock.unlock()
        for observer in targets { observer(item) }
    }
}

/// A running observation: trace items reach its observer until it is cancelled
/// or the session is gone (releasing it does not cancel it).
public final class Observation: Sendable {
    private let cancelAction: @Sendable () -> Void

    init(_ cancel: @escaping @Sendable () -> Void) {
        cancelAction = cancel
    }

    /// Stops delivering trace items to the observer. Idempotent.
    public func cancel() { cancelAction() }
}
