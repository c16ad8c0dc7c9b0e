import FoundationEssentials

/// Where a storyboard's files come from: the file named when loading and every
/// file an `import` reaches. An editor passes its open buffers; the command
/// line reads the disk. Implementations must be safe to call from any thread.
public protocol FileProvider: Sendable {
    /// The contents of the file at `path`, or nil when there is none.
    func contents(atPath path: String) -> [UInt8]?

    /// The path an `import "…"` written in `importingFile` refers to.
    func resolve(_ importPath: String, from importingFile: String) -> String

    /// The contents of the file at `path` for an `import`: nil when there is
    /// none; throws when it may not be imported (on disk, what is not a regular file).
    func importContents(atPath path: String) throws(ImportRefusal) -> [UInt8]?
}

extension FileProvider {
    /// Resolves relative imports against the importing file's directory, as the command line does.
    public func resolve(_ importPath: String, from importingFile: String) -> String {
        SourceFiles.resolve(importPath, from: importingFile)
    }

    /// What `contents(atPath:)` gives: a provider of texts has no devices.
    public func importContents(atPath path: String) throws(ImportRefusal) -> [UInt8]? {
        contents(atPath: path)
    }

    /// A loader for the front end's `check` that reads imports through this provider.
    var sourceLoader: SourceLoader { sourceLoader(policy: .unrestricted) }

    /// A loader that reads only the imports `policy` allows, and refuses the
    /// others with the policy's reason (a diagnostic at the `import`).
    public func sourceLoader(policy: FilePolicy) -> SourceLoader {
        { (importPath: String, importingFile: String) throws(ImportRefusal) -> SourceFile? in
            let path = resolve(importPath, from: importingFile)
            switch policy.check(path, as: importPath) {
            case .success(let allowed):
                // Diagnostics name the file as the import resolves it; the bytes
                // come from the path that was checked.
                return try importContents(atPath: allowed.real).map { SourceFile(path: path, bytes: $0) }
            case .failure(let refusal):
                throw ImportRefusal(message: refusal.message, help: refusal.help)
            }
        }
    }
}

/// Reads files from the file system.
public struct DiskFileProvider: FileProvider {
    /// A provider for the local file system.
    public init() {}

    /// The bytes of the regular file at `path`; nil when it is missing, a directory or unreadable.
    public func contents(atPath path: String) -> [UInt8]? {
        try? SourceFiles.read(path).get().bytes
    }

    /// A regular file's bytes; a device, a pipe or a socket is refused, never read.
    public func importContents(atPath path: String) throws(ImportRefusal) -> [UInt8]? {
        switch SourceFiles.readImport(path) {
        case .success(let bytes): return bytes
        case .failure(let failure) where failure.isNotRegularFile:
            throw ImportRefusal(message: "'\(path)' \(failure.reason): only files can be imported",
                                help: "import a .flow file")
        case .failure: return nil
        }
    }
}

/// Files held in memory by path: for editors' unsaved buffers and for tests.
public struct InMemoryFileProvider: FileProvider {
    /// The files' texts by path.
    public var files: [String: String]

    /// A provider serving `files` (text by path).
    public init(_ files: [String: String] = [:]) {
        self.files = files
    }

    /// The UTF-8 bytes of the file at `path`, if the provider has it.
    public func contents(atPath path: String) -> [UInt8]? {
        files[path].map { Array($0.utf8) }
    }
}
