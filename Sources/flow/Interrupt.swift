import Foundation
import Synchronization

/// Ctrl-C during `run`, `test`, `explore` or `import`: the handler only sets
/// a flag, which the interpreter reads every few statements, the test runner
/// between tests, the explorer between chunks and the importer before it
/// writes; each then stops, reports what was done so far, writes no output
/// file, and the command exits 130 (`CommandStatus.interrupted`). A second
/// Ctrl-C exits at once, for a command that does not stop soon enough.
enum Interrupt {
    private static let flag = Atomic<Bool>(false)

    /// Catches SIGINT from now on. A parent may start flow with SIGINT
    /// blocked (Foundation's `Process` on Linux blocks every signal in the
    /// child), and then Ctrl-C would never arrive: it is unblocked.
    static func install() {
        signal(SIGINT) { _ in
            if Interrupt.flag.exchange(true, ordering: .relaxed) { _exit(130) }
        }
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigprocmask(SIG_UNBLOCK, &set, nil)
    }

    /// Whether Ctrl-C was pressed: for `Interpreter.Options.shouldStop` and `ExploreOptions.shouldStop`.
    static let requested: @Sendable () -> Bool = { flag.load(ordering: .relaxed) }
}
