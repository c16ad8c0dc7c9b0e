// Watching a session: everything it reports — statements as they start,
// every UIKit callback and warning, `print` output, failed expectations —
// in order, as it happens.
extension Session {
    /// Calls `observer` with every trace item from now on, on the thread
    /// running the session, until the observation is cancelled.
    @discardableResult
    public func observe(_ observer: @escaping @Sendable (TraceItem) -> Void) -> Observation {
        let broadcaster = self.broadcaster
        let id = broadcaster.add(observer)
        return Observation { broadcaster.remove(id) }
    }

    /// A stream of every trace item from now on. The stream buffers what it
    /// has not yet delivered; it finishes when the consuming task stops
    /// iterating or is cancelled.
    public func events(bufferingPolicy: AsyncStream<TraceItem>.Continuation.BufferingPolicy = .unbounded)
        -> AsyncStream<TraceItem> {
        let (stream, continuation) = AsyncStream<TraceItem>.makeStream(bufferingPolicy: bufferingPolicy)
        let observation = observe { continuation.yield($0) }
        continuation.onTermination = { _ in observation.cancel() }
        return stream
    }
}
