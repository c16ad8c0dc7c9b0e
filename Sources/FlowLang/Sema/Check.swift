/// Loads imported files for `check`: given the path written in an `import`
/// and the path of the importing file, returns the imported source, or nil
/// when it cannot be read; throws when it may not be read (flow's file
/// policy confines a script to its folder). The front end does no I/O of its own.
public typealias SourceLoader = @Sendable (_ importPath: String, _ importingFile: String) throws(ImportRefusal) -> SourceFile?

/// Why a loader refuses an import it was asked for: the diagnostic's text and its help.
public struct ImportRefusal: Error, Sendable {
    /// What is wrong: `'../x.flow' is outside the folder this script may use (…)`.
    public var message: String
    /// How to allow it.
    public var help: String

    /// A refusal saying `message`, with `help`.
    public init(message: String, help: String) {
        self.message = message
        self.help = help
    }
}

/// The result of checking a file: every source involved (the file and what
/// it imports), the file's AST, its index, and all diagnostics, ordered and trimmed.
public struct CheckResult: Sendable {
    /// The checked file first, then every file it imports that could be loaded.
    public var sources: [SourceFile]
    /// The checked file's AST.
    public var syntax: FlowFile
    /// What the file's storyboard declares, with its imports resolved.
    public var index: StoryboardIndex
    /// Diagnostics of every source, sorted and trimmed (see `DiagnosticList.finalized`).
    public var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error (then the file must not run).
    public var hasErrors: Bool { diagnostics.contains(where: \.isError) }
}

/// Parses `source`, then runs the semantic checks over it and its imports.
public func check(_ source: SourceFile, loader: SourceLoader = { _, _ in nil }) -> CheckResult {
    // The loader is used only while loading, never kept.
    let (sources, diagnostics, pending, file, index) = withoutActuallyEscaping(loader) { loader in
        var imports = ImportLoader(loader: loader)
        let (file, index) = imports.process(source, isMainFile: true)
        imports.checkAll()
        return (imports.sources, imports.diagnostics, imports.pendingSuggestions, file, index)
    }
    var list = DiagnosticList()
    list.append(contentsOf: diagnostics)
    // Lines matter only to files with something to report: a clean file is never scanned for them.
    let reported = Set(diagnostics.map(\.path))
    var tables: [String: LineTable] = [:]
    for file in sources where reported.contains(file.path) { tables[file.path] = LineTable(file) }
    var suggestions: [Int: PendingSuggestion] = [:]
    for suggestion in pending { suggestions[suggestion.diagnostic] = suggestion }
    var suggested = 0
    let finalized = list.finalized(lineTables: tables, limit: DiagnosticList.defaultErrorLimit) { position, diagnostic in
        guard let suggestion = suggestions[position], suggested < Checker.suggestionLimit else { return diagnostic }
        suggested += 1
        return suggestion.resolve(diagnostic)
    }
    return CheckResult(sources: sources, syntax: file, index: index, diagnostics: finalized)
}
