#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value read and written only under a pthread mutex: what the
/// Synchronization module's `Mutex` gives, with a lock ThreadSanitizer sees.
/// `Mutex` locks with a futex that ThreadSanitizer does not know, so two
/// threads taking it were reported as racing on what it guarded and
/// `.ci/sanitize thread` failed (the symbol store's table, since 979ae5b).
///
/// The mutex is allocated once and never moved, as a mutex must not be.
package final class Locked<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Touched only under `mutex`: checked by the lock, not at run time.
    @exclusivity(unchecked) private var value: Value

    package init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// `body`'s result, run on the value while holding the lock.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
