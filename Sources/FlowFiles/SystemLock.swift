#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A pthread mutex, for the modules linked into `flow`, which import
/// `FoundationEssentials` and not `Foundation` (whose `NSLock` and
/// `NSRecursiveLock` it replaces; Dependencies.md, "FoundationEssentials").
/// ThreadSanitizer sees it, as it does not see the Synchronization module's
/// `Mutex` (FlowLang's `Locked` says why).
///
/// The mutex is allocated once and never moved, as a mutex must not be.
public final class SystemLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// A lock; a `recursive` one may be taken again by the thread that holds it.
    public init(recursive: Bool = false) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        if recursive { pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE)) }
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Takes the lock, waiting for it.
    public func lock() { pthread_mutex_lock(mutex) }

    /// Gives the lock back.
    public func unlock() { pthread_mutex_unlock(mutex) }

    /// `body`'s result, run while holding the lock.
    public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
