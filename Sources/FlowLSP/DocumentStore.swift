import FlowFiles
import FlowKit
import FlowLang
import FoundationEssentials
import FlowChecks

// The open documents and what `flow check` makes of each. A document is
// checked again after every change: the front end, then the static checks
// (W101–W117) as `flow check`, `run` and `test` run them (issue 56: the
// editor showed only the front end's, where those warnings matter most);
// its imports are read through `OverlayFileProvider`, so an unsaved import
// open in the editor counts as it is in the editor.

/// Open documents by URI, and their latest check.
struct DocumentStore {
    private(set) var documents: [String: TextDocument] = [:]
    private var analyses: [String: CheckResult] = [:]
    /// For each checked document, every path its check read or looked for.
    private var asked: [String: Set<String>] = [:]
    /// For each open document, the imported files whose problems it last published.
    var importedProblems: [String: Set<String>] = [:]

    /// The open document `uri`, if any.
    subscript(uri: String) -> TextDocument? { documents[uri] }

    mutating func open(_ document: TextDocument) {
        documents[document.uri] = document
        analyses[document.uri] = nil
    }

    mutating func update(_ document: TextDocument) {
        documents[document.uri] = document
        analyses[document.uri] = nil
    }

    mutating func close(_ uri: String) {
        documents[uri] = nil
        analyses[uri] = nil
        importedProblems[uri] = nil
    }

    /// Forgets every check, for when files on disk may have changed.
    mutating func invalidateAll() {
        analyses = [:]
    }

    /// Forgets the checks `uri`'s change can affect: its own and those of the
    /// open documents that read it through an import (or were not checked yet).
    /// Returns their URIs, `uri` first, to publish again.
    mutating func invalidate(changed uri: String) -> [String] {
        let path = DocumentURI.path(of: uri)
        var affected = [uri]
        for other in documents.keys.sorted() where other != uri {
            // Every path its check asked for, found or not: opening a file an
            // import could not find until now changes that check too.
            if analyses[other] != nil, !(asked[other]?.contains(path) ?? false) { continue }
            analyses[other] = nil
            affected.append(other)
        }
        analyses[uri] = nil
        return affected
    }

    /// The check of the open document `uri`, computed once per change.
    mutating func analysis(of uri: String) -> CheckResult? {
        if let cached = analyses[uri] { return cached }
        guard let document = documents[uri] else { return nil }
        let files = OverlayFileProvider(open: documents.values.reduce(into: [:]) {
            $0[DocumentURI.path(of: $1.uri)] = $1.bytes
        })
        // The front end and the static checks, not FlowDocument: an editor needs no runnable program.
        let source = SourceFile(path: DocumentURI.path(of: uri), bytes: document.bytes)
        let paths = AskedPaths()
        let checked = check(source) { importPath, importingFile throws(ImportRefusal) in
            let path = files.resolve(importPath, from: importingFile)
            paths.insert(path)
            return try files.importContents(atPath: path).map { SourceFile(path: path, bytes: $0) }
        }
        let analysis = StaticChecks.apply(to: checked, options: .runAndTest)
        analyses[uri] = analysis
        asked[uri] = paths.all.union(analysis.sources.map(\.path))
        return analysis
    }
}

/// The paths a check's loader was asked for (the loader is `@Sendable`).
private final class AskedPaths: @unchecked Sendable {
    private let lock = SystemLock()
    private var paths: Set<String> = []

    func insert(_ path: String) { lock.withLock { _ = paths.insert(path) } }
    var all: Set<String> { lock.withLock { paths } }
}

/// Open buffers first, then the disk.
struct OverlayFileProvider: FileProvider {
    var open: [String: [UInt8]]

    func contents(atPath path: String) -> [UInt8]? {
        open[path] ?? DiskFileProvider().contents(atPath: path)
    }

    /// An open buffer, else a regular file on disk (never a device or a pipe:
    /// `import "/dev/stdin"` would read the editor's messages).
    func importContents(atPath path: String) throws(ImportRefusal) -> [UInt8]? {
        if let buffer = open[path] { return buffer }
        return try DiskFileProvider().importContents(atPath: path)
    }
}

/// Conversion between LSP document URIs and the paths the front end names files by.
enum DocumentURI {
    /// The path of a `file:` URI, percent-decoding it; any other URI stands for itself.
    static func path(of uri: String) -> String {
        guard uri.hasPrefix("file://"), let url = URL(string: uri), url.isFileURL else { return uri }
        return url.path
    }

    /// The URI of a path: `file://` and the percent-encoded path, unless it already is a URI.
    static func uri(of path: String) -> String {
        if path.contains("://") || path.hasPrefix("untitled:") { return path }
        return URL(fileURLWithPath: path).absoluteString
    }
}
