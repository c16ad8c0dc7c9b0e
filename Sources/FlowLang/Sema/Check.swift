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

    /// Every storyboard the file imports, at any depth, by path (for `check(_:loader:known:)`).
    public var importedIndexes: [String: StoryboardIndex] {
        var found: [String: StoryboardIndex] = [:]
        func walk(_ index: StoryboardIndex) {
            for name in index.importOrder {
                guard let imported = index.imports[name], found[imported.path] == nil, imported.path != self.index.path else {
                    continue
                }
                found[imported.path] = imported
                walk(imported)
            }
        }
        walk(index)
        return found
    }
}

/// Parses `source`, then runs the semantic checks over it and its imports.
public func check(_ source: SourceFile, loader: SourceLoader = { _, _ in nil }) -> CheckResult {
    IndexedFiles(source, loader: loader).checked()
}

/// `check`, taking the imports in `known` (by path: an earlier check's, `CheckResult.importedIndexes`)
/// as they are, neither parsed nor checked again: what a session checks beside the storyboard it
/// has loaded costs the text, not the imports (issue 53). Their diagnostics are not repeated, nor
/// their sources listed; `loader` is still asked for each import, for its path (and the caller
/// may compare what it reads with what `known` was made of).
public func check(_ source: SourceFile, loader: SourceLoader, known: [String: StoryboardIndex]) -> CheckResult {
    IndexedFiles(source, loader: loader, known: known).checked()
}

/// A file and everything it imports, parsed and indexed but not yet checked:
/// `check` in two steps, so that work that needs only the index can start
/// before the checker has run (`flow check` runs the static checks beside it
/// on a large file: FlowChecks' `StaticChecks.Background`).
public struct IndexedFiles: Sendable {
    /// The file first, then every file it imports that could be loaded.
    public let sources: [SourceFile]
    /// The file's AST.
    public let syntax: FlowFile
    /// What the file's storyboard declares, with its imports resolved.
    public let index: StoryboardIndex
    /// What loading found: syntax errors, imports that could not be read.
    public let loadDiagnostics: [Diagnostic]
    /// Every file processed, the main one among them, in the order processed.
    private let files: [ImportLoader.Loaded]
    /// The known imports the file reached (`check(_:loader:known:)`).
    private let knownImports: [StoryboardIndex]

    /// Parses and indexes `source` and what it imports, through `loader`
    /// (used only here, never kept).
    public init(_ source: SourceFile, loader: SourceLoader = { _, _ in nil }, known: [String: StoryboardIndex] = [:]) {
        (sources, loadDiagnostics, files, syntax, index, knownImports) = withoutActuallyEscaping(loader) { loader in
            var imports = ImportLoader(loader: loader, known: known)
            let (file, index) = imports.process(source, isMainFile: true)
            return (imports.sources, imports.diagnostics, imports.loaded, file, index, imports.knownReached)
        }
    }

    /// Whether loading found an error: then the file fails its check whatever the checker finds.
    public var hasLoadErrors: Bool { loadDiagnostics.contains(where: \.isError) }

    /// The result the check would have if the checker found nothing more than
    /// loading did. Work that starts before the checker reads this, and must
    /// be thrown away if `checked()` has errors.
    public var unchecked: CheckResult {
        CheckResult(sources: sources, syntax: syntax, index: index, diagnostics: loadDiagnostics)
    }

    /// Runs the semantic checks over every file loaded: the result of `check`.
    public func checked() -> CheckResult {
        let (diagnostics, pending) = ImportLoader.check(files, known: knownImports, after: loadDiagnostics)
        let list = DiagnosticList(diagnostics)
        let tables = list.lineTables(of: sources)
        var suggestions: [Int: PendingSuggestion] = [:]
        for suggestion in pending { suggestions[suggestion.diagnostic] = suggestion }
        var suggested = 0
        let files = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let finalized = list.finalized(lineTables: tables, limit: DiagnosticList.defaultErrorLimit) { position, diagnostic in
            guard let suggestion = suggestions[position], suggested < Checker.suggestionLimit else { return diagnostic }
            suggested += 1
            return suggestion.resolve(diagnostic) { path, range in
                guard let file = files[path], range.start <= range.end, Int(range.end) <= file.bytes.count else { return nil }
                return file.text(in: range)
            }
        }
        return CheckResult(sources: sources, syntax: syntax, index: index, diagnostics: finalized)
    }
}
