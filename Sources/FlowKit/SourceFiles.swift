import FoundationEssentials
import FlowFiles

/// Reading `.flow` sources from disk.
public enum SourceFiles {
    /// Reads the file at `path` — a regular file, or a device or pipe such as
    /// `/dev/stdin`; the error says why in words fit for a person.
    public static func read(_ path: String) -> Result<SourceFile, ReadError> {
        FileBytes.contents(ofFile: path)
            .map { SourceFile(path: path, bytes: $0) }
            .mapError { ReadError(path: path, reason: $0.reason) }
    }

    /// Reads the file an `import` names: a regular file only (FileBytes.swift says why).
    static func readImport(_ path: String) -> Result<[UInt8], FileBytes.Failure> {
        FileBytes.contents(ofRegularFile: path)
    }

    /// The bytes of the regular file at `path`; nil for anything else or
    /// nothing (for watchers, which must never block on a pipe).
    public static func regularFileBytes(_ path: String) -> [UInt8]? {
        try? FileBytes.contents(ofRegularFile: path).get()
    }

    /// How standard input is named in diagnostics.
    public static let standardInputName = "<stdin>"

    /// Reads standard input to its end, as a file named `<stdin>` (its
    /// imports resolve against the current directory).
    public static func readStandardInput() -> Result<SourceFile, ReadError> {
        FileBytes.standardInput()
            .map { SourceFile(path: standardInputName, bytes: $0) }
            .mapError { ReadError(path: standardInputName, reason: $0.reason) }
    }

    /// Resolves an `import` path relative to the directory of the importing file.
    public static func resolve(_ importPath: String, from importingFile: String) -> String {
        if importPath.hasPrefix("/") { return importPath }
        let directory = PathText.folder(of: importingFile)
        return directory.isEmpty ? importPath : PathText.joined(directory, importPath)
    }

    /// A loader for `check` that reads imports from disk.
    public static let diskLoader: SourceLoader = DiskFileProvider().sourceLoader

    /// A file that could not be read, and why.
    public struct ReadError: Error, Sendable, CustomStringConvertible {
        /// The path asked for.
        public var path: String
        /// Why it could not be read: `no such file`, `is a directory`,
        /// `cannot be read (permission denied)`, `cannot be read (…)`.
        public var reason: String

        /// Why `path` could not be read.
        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        /// `PATH: REASON`.
        public var description: String { "\(path): \(reason)" }
    }
}

/// Checks a file on disk with its imports.
public func checkFile(at path: String) -> Result<CheckResult, SourceFiles.ReadError> {
    SourceFiles.read(path).map { check($0, loader: SourceFiles.diskLoader) }
}
