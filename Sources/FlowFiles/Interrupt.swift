#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Synchronization

/// Ctrl-C during `run`, `test`, `explore` or `import` (the `flow-import`
/// helper that `flow import` runs in its place): the handler only sets a
/// flag, which the interpreter reads every few statements, the test runner
/// between tests, the explorer between chunks and the importer before it
/// writes; each then stops, reports what was done so far, writes no output
/// file, and the command exits 130 (`CommandStatus.interrupted`). A second
/// Ctrl-C exits at once, for a command that does not stop soon enough.
public enum Interrupt {
    private static let flag = Atomic<Bool>(false)

    /// Catches SIGINT from now on (`Flow.main` has unblocked it, whatever
    /// the parent's mask was; a helper it runs in its place inherits that).
    public static func install() {
        signal(SIGINT) { _ in
            if Interrupt.flag.exchange(true, ordering: .relaxed) { _exit(130) }
        }
    }

    /// Whether Ctrl-C was pressed: for `Interpreter.Options.shouldStop` and `ExploreOptions.shouldStop`.
    public static let requested: @Sendable () -> Bool = { flag.load(ordering: .relaxed) }
}
