/// The last large result of a command (a checked file's syntax tree, index
/// and diagnostics), kept alive until the process exits.
///
/// A deliberate choice, for speed only: freeing a large file's tree node by
/// node took several percent of `flow check`'s time, and the process exits
/// right after, when the system reclaims the memory at once. Only the latest
/// value is kept — keeping another frees the one before, so `--watch` running
/// again and again holds no more than one run's — and callers keep only what
/// they hold at the end anyway (`flow check` its last file's result, `run` and
/// `test` their documents), so no kept value is alive while more work runs
/// and the peak memory is unchanged. Behaviour is otherwise unchanged.
enum KeptUntilExit {
    // The command line runs its commands on the main thread only.
    nonisolated(unsafe) private static var last: Any?

    /// Keeps `value` until exit, releasing the value kept before.
    static func keep(_ value: Any) { last = value }
}
