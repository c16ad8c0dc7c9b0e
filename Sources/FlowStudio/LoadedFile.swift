import FlowGraph
import FlowKit
import FlowLang
import Foundation

/// One version of the studio's file: checked with its imports, or why it
/// cannot run (errors, or the file cannot be read), and its graph.
struct LoadedFile: Sendable {
    /// Bumped at every change the studio sees; the page refetches on a new one.
    var version: Int
    /// The checked document; nil when the file cannot be read.
    var document: FlowDocument?
    /// Why nothing can run: rendered diagnostics, or the reading error. Nil when the file runs.
    var problem: String?
    /// The graph of the file, when it checks.
    var graph: StoryboardGraph?
    /// Each file read (the main file and its imports) and its bytes, to see a
    /// change; nil for an import that was missing, so that creating it is one.
    var contents: [String: [UInt8]?]

    /// Reads and checks the file at `path` (its imports through the policy).
    static func load(_ path: String, policy: FilePolicy, version: Int) -> LoadedFile {
        switch SourceFiles.read(path) {
        case .failure(let error):
            return LoadedFile(version: version, document: nil, problem: "\(path): error: \(error.reason)\n",
                              graph: nil, contents: [:])
        case .success(let source):
            let disk = RecordingDisk()
            let document = FlowDocument(checked: check(source, loader: disk.sourceLoader(policy: policy)),
                                        files: DiskFileProvider(), filePolicy: policy)
            var contents = disk.asked
            contents[source.path] = source.bytes
            guard !document.hasErrors else {
                return LoadedFile(version: version, document: document, problem: document.renderedDiagnostics(),
                                  graph: nil, contents: contents)
            }
            return LoadedFile(version: version, document: document, problem: nil,
                              graph: GraphBuilder.build([document.checked]), contents: contents)
        }
    }

    /// Whether any file this version read now reads differently (or the main file appeared or went).
    func changed(mainPath: String, read: (String) -> [UInt8]?) -> Bool {
        if contents.isEmpty { return read(mainPath) != nil }
        return contents.contains { path, bytes in read(path) != bytes }
    }
}

/// The disk, remembering every path asked for, found or not.
private final class RecordingDisk: FileProvider, @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [String: [UInt8]?] = [:]

    func contents(atPath path: String) -> [UInt8]? {
        let bytes = DiskFileProvider().contents(atPath: path)
        lock.withLock { answers[path] = bytes }
        return bytes
    }

    /// A regular file only (a device or a pipe is refused, and not watched).
    func importContents(atPath path: String) throws(ImportRefusal) -> [UInt8]? {
        let bytes = try DiskFileProvider().importContents(atPath: path)
        lock.withLock { answers[path] = bytes }
        return bytes
    }

    var asked: [String: [UInt8]?] { lock.withLock { answers } }
}
