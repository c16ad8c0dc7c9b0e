/// Loads, parses and indexes a file and, first, everything it imports,
/// depth first; then checks them all. Each file is processed once (a diamond of imports
/// shares the file); diagnostics carry the path of the file they are in.
///
/// Storyboards may import each other both ways, as UIKit's storyboard
/// references may point both ways (HabitRPG's Main and Social): the import
/// that closes a cycle gets the file's own declarations without its imports
/// (a shallow index), which is all a qualified name `Other.Scene` needs, and
/// the file is still processed and checked once, where the chain first met it.
struct ImportLoader {
    let loader: SourceLoader
    /// Imports already loaded, parsed, indexed and checked, by path (`check(_:loader:known:)`):
    /// taken as they are, neither read nor checked again.
    let known: [String: StoryboardIndex]
    /// The known imports this file reached, each once, an import's own imports before it.
    private(set) var knownReached: [StoryboardIndex] = []
    private var knownPaths: Set<String> = []
    /// Every source read, in the order first read: the main file first.
    private(set) var sources: [SourceFile] = []
    /// What loading found: syntax errors, imports that could not be read.
    private(set) var diagnostics: [Diagnostic] = []
    private var processed: [String: StoryboardIndex] = [:]
    /// Files met again while they are being processed (an import cycle):
    /// their declarations, without their imports.
    private var shallow: [String: StoryboardIndex] = [:]
    /// Every file processed, in the order processed.
    private(set) var loaded: [Loaded] = []

    /// A file processed: its AST and its index, to be checked.
    struct Loaded: Sendable {
        var file: FlowFile
        var index: StoryboardIndex
        var isMainFile: Bool
    }

    init(loader: @escaping SourceLoader, known: [String: StoryboardIndex] = [:]) {
        self.loader = loader
        self.known = known
    }

    /// `index`, a known import, and the imports under it, for the table of unwind actions.
    private mutating func reach(_ index: StoryboardIndex) {
        guard knownPaths.insert(index.path).inserted else { return }
        for name in index.importOrder {
            if let imported = index.imports[name] { reach(imported) }
        }
        knownReached.append(index)
    }

    /// Processes `source`; `chain` is the paths of the files importing it,
    /// outermost first, to find import cycles.
    mutating func process(_ source: SourceFile, chain: [String] = [], isMainFile: Bool) -> (FlowFile, StoryboardIndex) {
        sources.append(source)
        // A known import that imports the main file back holds a shallow index of it as it was: the
        // whole check puts no shallow index in the table of unwind actions, and neither does this.
        if isMainFile { knownPaths.insert(source.path) }
        // A large file is parsed in two halves at once, each thread then making its half's types for the index.
        var outcome = parse(source, preparing: DeclaredType.indexing)
        let parsed = outcome.result
        // Held here alone (not also by `outcome`), so that the index can let go of them (see its init).
        let prepared = outcome.prepared.flatMap { $0 }
        outcome.prepared = []
        diagnostics.append(contentsOf: parsed.diagnostics)
        let file = parsed.file
        let ownName = storyboardName(of: file) ?? source.baseName
        // Storyboard names taken so far, with where each was named (for notes).
        var taken: [String: Diagnostic.Note] = [ownName: Diagnostic.Note(
            message: "'\(ownName)' named here", path: source.path,
            range: storyboardNameRange(of: file) ?? .empty(at: 0))]
        var imports: [StoryboardIndex] = []
        for case .import(let node) in file.declarations {
            guard let imported = loadImport(node, from: source, chain: chain) else { continue }
            if let first = taken[imported.name] {
                let note = first.range.length == 0 && first.path == source.path
                    ? [] : [first]
                diagnostics.append(Diagnostic(.duplicateStoryboard(imported.name), path: source.path, range: node.path.range,
                                              notes: note, help: "give one of them another 'storyboard' name"))
                continue
            }
            taken[imported.name] = Diagnostic.Note(message: "'\(imported.name)' imported here", path: source.path,
                                                   range: node.path.range)
            imports.append(imported)
        }
        let index = StoryboardIndex(file: file, path: source.path, defaultName: source.baseName, imports: imports,
                                    prepared: consume prepared)
        loaded.append(Loaded(file: file, index: index, isMainFile: isMainFile))
        processed[source.path] = index
        return (file, index)
    }

    /// Checks every file `loaded` processed, numbering their "did you mean"
    /// work after the `earlier` diagnostics, which come first. Runs after all
    /// are loaded: an unwind segue may target an action that any storyboard of
    /// the app implements.
    static func check(_ loaded: [Loaded], known: [StoryboardIndex] = [], after earlier: [Diagnostic])
        -> ([Diagnostic], [PendingSuggestion])
    {
        var diagnostics = earlier
        var pendingSuggestions: [PendingSuggestion] = []
        var unwindActions = UnwindActionTable()
        for index in known { unwindActions.add(index) }
        for entry in loaded { unwindActions.add(entry.index) }
        for entry in loaded {
            var checker = Checker(file: entry.file, index: entry.index, isMainFile: entry.isMainFile,
                                  unwindActions: unwindActions)
            checker.run()
            for var pending in checker.pendingSuggestions {
                pending.diagnostic += diagnostics.count
                pendingSuggestions.append(pending)
            }
            diagnostics.append(contentsOf: checker.diagnostics)
        }
        return (diagnostics, pendingSuggestions)
    }

    /// The index of an imported file, loading and checking it the first time;
    /// nil (with a diagnostic) when it cannot be loaded; shallow when it
    /// closes a cycle.
    private mutating func loadImport(_ node: ImportDeclaration, from importer: SourceFile, chain: [String]) -> StoryboardIndex? {
        let written = node.path.value
        let loaded: SourceFile?
        do {
            loaded = written.isEmpty ? nil : try loader(written, importer.path)
        } catch {
            diagnostics.append(Diagnostic(.importRefused(error.message), path: importer.path, range: node.path.range,
                                          help: error.help))
            return nil
        }
        guard let imported = loaded else {
            diagnostics.append(Diagnostic(.cannotLoadImport(written), path: importer.path, range: node.path.range,
                                          help: "the path is relative to the importing file"))
            return nil
        }
        let importers = chain + [importer.path]
        if let done = processed[imported.path] { return done }
        if let index = known[imported.path] {
            reach(index)
            processed[imported.path] = index
            return index
        }
        if importers.contains(imported.path) {
            if let known = shallow[imported.path] { return known }
            // Its diagnostics are reported where the chain first met it.
            let index = StoryboardIndex(file: parse(imported).file, path: imported.path, defaultName: imported.baseName,
                                        imports: [])
            shallow[imported.path] = index
            return index
        }
        return process(imported, chain: importers, isMainFile: false).1
    }

    private func storyboardName(of file: FlowFile) -> String? {
        for case .storyboard(let node) in file.declarations where !node.name.name.isEmpty { return node.name.name }
        return nil
    }

    private func storyboardNameRange(of file: FlowFile) -> SourceRange? {
        for case .storyboard(let node) in file.declarations where !node.name.name.isEmpty { return node.name.range }
        return nil
    }
}
