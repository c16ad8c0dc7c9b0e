import ArgumentParser

/// The exit codes of every `flow` command, in one place (sysexits.h numbers).
enum ExitStatus {
    /// Everything went well.
    static let success = ExitCode(0)
    /// A test failed, or `fmt --check` found a file to reformat.
    static let failure = ExitCode(1)
    /// `flow test --filter` matched no test (pytest's code for "no tests collected").
    static let noTests = ExitCode(5)
    /// The command line was wrong (ArgumentParser's own validation code).
    static let usage = ExitCode(64)
    /// The input has errors: syntax or semantic diagnostics.
    static let dataError = ExitCode(65)
    /// An input file could not be read.
    static let noInput = ExitCode(66)
    /// A program flow needs is not installed (Graphviz's `dot` for `flow graph --format svg|png`).
    static let unavailable = ExitCode(69)
    /// A runtime error or UIKit exception stopped a script.
    static let runtimeError = ExitCode(70)

    static let summary =
        "0 success, 1 test failures or unformatted files, 5 no test matched --filter, 64 usage, 65 errors in the input, "
        + "66 unreadable input, 69 a needed program (Graphviz) missing, 70 runtime error."
}
