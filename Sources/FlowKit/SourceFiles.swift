import Foundation

/// Reading `.flow` sources from disk.
public enum SourceFiles {
    /// Reads the file at `path`; the error says why in words fit for a person.
    public static func read(_ path: String) -> Result<SourceFile, ReadError> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(ReadError(path: path, reason: "no such file"))
        }
        if isDirectory.boolValue {
            return .failure(ReadError(path: path, reason: "is a directory"))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(ReadError(path: path, reason: "cannot be read"))
        }
        return .success(SourceFile(path: path, bytes: Array(data)))
    }

    /// Resolves an `import` path relative to the directory of the importing file.
    public static func resolve(_ importPath: String, from importingFile: String) -> String {
        if importPath.hasPrefix("/") { return importPath }
        let directory = (importingFile as NSString).deletingLastPathComponent
        return directory.isEmpty ? importPath : (directory as NSString).appendingPathComponent(importPath)
    }

    /// A loader for `check` that reads imports from disk.
    public static let diskLoader: SourceLoader = DiskFileProvider().sourceLoader

    /// A file that could not be read, and why.
    public struct ReadError: Error, Sendable, CustomStringConvertible {
        /// The path asked for.
        public var path: String
        /// Why it could not be read: `no such file`, `is a directory`, `cannot be read`.
        public var reason: String
        /// `PATH: REASON`.
        public var description: String { "\(path): \(reason)" }
    }
}

/// Checks a file on disk with its imports.
public func checkFile(at path: String) -> Result<CheckResult, SourceFiles.ReadError> {
    SourceFiles.read(path).map { check($0, loader: SourceFiles.diskLoader) }
}
