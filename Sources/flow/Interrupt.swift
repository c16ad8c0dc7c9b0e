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

    /// Catches SIGINT from now on (`Flow.main` has unblocked it, whatever
    /// the parent's mask was).
    static func install() {
        signal(SIGINT) { _ in
            if Interrupt.flag.exchange(true, ordering: .relaxed) { _exit(130) }
        }
    }

    /// Whether Ctrl-C was pressed: for `Interpreter.Options.shouldStop` and `ExploreOptions.shouldStop`.
    static let requested: @Sendable () -> Bool = { flag.load(ordering: .relaxed) }
}
