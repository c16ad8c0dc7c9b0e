/// The exit codes of every `flow` command, in one place (sysexits.h numbers;
/// not `ExitStatus`, which Swift Testing declares for its exit tests),
/// and the one decision of which a run, a test suite or a check ends with:
/// the command line exits with it and the golden tests print it.
public enum CommandStatus: Int32, Error, Sendable, CaseIterable {
    /// Everything went well.
    case success = 0
    /// A test or an expectation failed, or `fmt --check` found a file to reformat.
    case failure = 1
    /// `flow test --filter` matched no test (pytest's code for "no tests collected").
    case noTests = 5
    /// The command line was wrong (ArgumentParser's own validation code).
    case usage = 64
    /// The input has errors: syntax or semantic diagnostics.
    case dataError = 65
    /// An input file could not be read.
    case noInput = 66
    /// A program flow needs is not installed (Graphviz's `dot` for `flow graph --format svg|png`).
    case unavailable = 69
    /// A runtime error or UIKit exception stopped a script.
    case runtimeError = 70
    /// An output file could not be written: `-o` names a folder, a disk, a file flow may not
    /// write, or a place with no room (sysexits' EX_CANTCREAT).
    case cannotCreate = 73
    /// Ctrl-C stopped the command (128 + SIGINT, as shells report it).
    case interrupted = 130

    /// How a script run ended: an error beats failed expectations.
    public static func of(_ outcome: RunOutcome) -> CommandStatus {
        if let error = outcome.error { return error.kind == .interrupted ? .interrupted : .runtimeError }
        return outcome.failures.isEmpty ? .success : .failure
    }

    /// Every code with its meaning, for `flow --help`.
    public static let summary =
        "0 success, 1 test failures or unformatted files, 5 no test matched --filter, 64 usage, 65 errors in the input, "
        + "66 unreadable input, 69 a needed program (Graphviz) missing, 70 runtime error, 73 an output file not written, "
        + "130 interrupted (Ctrl-C)."
}
