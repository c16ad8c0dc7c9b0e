import Foundation

// How the fuzzing works
// ---------------------
// Each target is an oracle: a function from arbitrary bytes to either
// nothing (the input was handled as it must be) or an `OracleViolation`
// that says which promise broke. Crashing is one way to fail; the oracles
// also check what must hold of the answers (formatting is idempotent, runs
// are deterministic, undo restores the tree, refused inputs change nothing).
// The same functions serve two callers: the libFuzzer executables of
// Tests/Fuzz, which abort on a violation so that libFuzzer keeps the input,
// and the `swift test` replay of the committed corpora in
// Tests/FlowFuzzingTests, which runs every corpus file through them in seconds.

/// A fuzz target: which part of flow an input exercises.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Parse, check and format any bytes (`FrontEndOracle`).
    case frontEnd = "frontend"
    /// Run valid programs twice with a step limit (`InterpreterOracle`).
    case interpreter
    /// Feed lines and meta-commands to a REPL session (`SessionOracle`).
    case repl
    /// Import mutated storyboards (`ImportOracle`).
    case importer
    /// Import mutated apps: a storyboard and Swift sources (`AppImportOracle`).
    case app
    /// Restore mutated restoration archives (`ArchiveOracle`).
    case archive
    /// Feed any byte stream to the language server (`LSPOracle`).
    case lsp
    /// Send any requests and file edits to the studio's API (`StudioOracle`).
    case studio

    /// Runs this target's oracle on `bytes`.
    public func check(_ bytes: [UInt8]) -> OracleViolation? {
        do {
            switch self {
            case .frontEnd: try FrontEndOracle.check(bytes)
            case .interpreter: try InterpreterOracle.check(bytes)
            case .repl: try SessionOracle.check(bytes)
            case .importer: try ImportOracle.check(bytes)
            case .app: try AppImportOracle.check(bytes)
            case .archive: try ArchiveOracle.check(bytes)
            case .lsp: try LSPOracle.check(bytes)
            case .studio: try StudioOracle.check(bytes)
            }
            return nil
        } catch {
            return error
        }
    }
}

/// A promise an oracle found broken, in words.
public struct OracleViolation: Error, Sendable, CustomStringConvertible {
    /// What went wrong, with enough of the input's effect to start debugging.
    public var description: String

    /// A violation described by `description`.
    public init(_ description: String) {
        self.description = description
    }
}

/// The entry point of the libFuzzer executables: runs `target` on the input
/// and, on a violation, prints it and aborts so that libFuzzer saves the input.
public func fuzzOne(_ target: FuzzTarget, _ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if let violation = target.check(bytes) {
        // Standard error is unbuffered: the words must be out before the abort.
        FileHandle.standardError.write(Data("\(target.rawValue) oracle violated: \(violation)\n".utf8))
        abort()
    }
    return 0
}

