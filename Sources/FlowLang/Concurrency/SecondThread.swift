#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Work started on a thread of its own, joined for its value: how a large
/// file's check uses the machine's second core (the tail of a parse, the
/// static checks beside the checker, half of a long report).
///
/// A POSIX thread rather than Dispatch or Swift concurrency: the work is one
/// long synchronous call that recurses over a file's blocks and expressions,
/// so it gets a stack the size of the main thread's usual one (8 MiB), not a
/// pool thread's, and the caller blocks on it at one known point. When no
/// thread can be made, the work runs on the caller's thread at `join()`. A
/// thread never joined is joined when this is freed.
package final class SecondThread<Value: Sendable>: @unchecked Sendable {
    private let work: @Sendable () -> Value
    /// Where the thread leaves the value. The thread holds it, not `self`,
    /// so that dropping an unjoined `SecondThread` frees it (and joins).
    private let result = Result()
    private var thread: ThreadHandle?

    /// The value, written by the thread before it ends and read only after
    /// `pthread_join` has waited for that.
    private final class Result: @unchecked Sendable {
        var value: Value?
    }

    /// Starts `work` on a new thread.
    package init(_ work: @escaping @Sendable () -> Value) {
        self.work = work
        let result = self.result
        thread = ThreadHandle.start { result.value = work() }
    }

    deinit {
        thread?.join()
    }

    /// Whether the work runs on a thread of its own, not yet joined: false
    /// when no thread could be made, and the work waits for `join()`.
    package var isRunning: Bool { thread != nil }

    /// The work's value: waits for the thread to end, or does the work here
    /// when no thread could be started.
    package func join() -> Value {
        thread?.join()
        thread = nil
        if let value = result.value { return value }
        let computed = work()
        result.value = computed
        return computed
    }

    /// `join()`, keeping no copy of the value: the caller then holds it alone
    /// and can change its arrays in place without copying them. Call it once.
    package func take() -> Value {
        let value = join()
        result.value = nil
        return value
    }
}

/// A started POSIX thread. Not generic: a C function pointer cannot capture
/// a generic context, so the thread's entry point takes this box's closure.
private final class ThreadHandle {
    /// The stack the work runs on: the main thread's usual limit.
    static let stackSize = 8 << 20

    private let body: () -> Void
    #if canImport(Glibc)
    private var thread = pthread_t()
    #else
    // Darwin's and musl's `pthread_t` is a pointer, imported as an optional.
    private var thread: pthread_t?
    #endif

    private init(_ body: @escaping () -> Void) {
        self.body = body
    }

    /// `body` running on a new thread; nil when none could be made.
    static func start(_ body: @escaping () -> Void) -> ThreadHandle? {
        let handle = ThreadHandle(body)
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        // The thread owns one reference until its body has run.
        let context = Unmanaged.passRetained(handle).toOpaque()
        let status = pthread_create(&handle.thread, &attributes, threadEntry, context)
        guard status == 0 else {
            Unmanaged<ThreadHandle>.fromOpaque(context).release()
            return nil
        }
        return handle
    }

    func join() {
        #if canImport(Glibc)
        pthread_join(thread, nil)
        #else
        guard let thread else { return }
        pthread_join(thread, nil)
        #endif
    }

    fileprivate func run() {
        body()
    }
}

#if canImport(Darwin)
private func threadEntry(_ context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
    Unmanaged<ThreadHandle>.fromOpaque(context).takeRetainedValue().run()
    return nil
}
#else
private func threadEntry(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let context else { return nil }
    Unmanaged<ThreadHandle>.fromOpaque(context).takeRetainedValue().run()
    return nil
}
#endif
