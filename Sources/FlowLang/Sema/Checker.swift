// How semantic analysis works
// ---------------------------
// `check` parses a file and its imports, builds a `StoryboardIndex` of each
// (what the storyboard declares, by name), then runs a `Checker` over each
// file's AST. The checker walks declarations, members, statements, options
// and expressions once (Checker+Walk.swift), carrying a `Scope` that says
// where it is (a hook, a `prepare` block, a test…); each concern lives in its
// own file as an extension (scenes, controls, expressions, options, …) and
// only reports diagnostics. Nothing here traps: the parser hands over partial
// trees, so empty names and missing parts are simply skipped.

/// Checks one parsed file against its index.
struct Checker {
    let file: FlowFile
    let index: StoryboardIndex
    /// The file the user named (not an import): only it must say `initial`.
    let isMainFile: Bool
    /// Every unwind action of every file loaded, with its file's path:
    /// an unwind segue finds its destination anywhere in the app.
    let unwindActions: [(action: DeclaredUnwindAction, path: String)]
    var diagnostics: [Diagnostic] = []

    init(file: FlowFile, index: StoryboardIndex, isMainFile: Bool,
         unwindActions: [(action: DeclaredUnwindAction, path: String)]) {
        self.file = file
        self.index = index
        self.isMainFile = isMainFile
        self.unwindActions = unwindActions
    }

    var path: String { index.path }

    // MARK: Reporting

    mutating func error(_ message: Message, at range: SourceRange, help: String? = nil, notes: [Diagnostic.Note] = []) {
        diagnostics.append(Diagnostic(message, path: path, range: range, notes: notes, help: help))
    }

    mutating func warning(_ message: Message, at range: SourceRange, help: String? = nil, notes: [Diagnostic.Note] = []) {
        diagnostics.append(Diagnostic(message, severity: .warning, path: path, range: range, notes: notes, help: help))
    }

    func note(_ message: String, at range: SourceRange, in path: String? = nil) -> Diagnostic.Note {
        Diagnostic.Note(message: message, path: path ?? self.path, range: range)
    }

    func firstDeclared(at range: SourceRange) -> Diagnostic.Note {
        note("first declared here", at: range)
    }

    /// "did you mean 'X'?" for the candidate nearest to `name`, if any.
    func didYouMean(_ name: String, among candidates: some Sequence<String>) -> (help: String?, match: String?) {
        guard let match = Suggestion.closest(to: name, among: candidates) else { return (nil, nil) }
        return ("did you mean '\(match)'?", match)
    }

    /// Reports an unknown name with a suggestion and, when the suggestion is a
    /// declaration, a note at it.
    mutating func reportUnknown(_ message: Message, at range: SourceRange, name: String,
                                among candidates: [String], declaration: (String) -> (SourceRange, String)?,
                                severity: Diagnostic.Severity = .error) {
        let (help, match) = didYouMean(name, among: candidates)
        var notes: [Diagnostic.Note] = []
        if let match, let (range, path) = declaration(match) {
            notes.append(note("'\(match)' declared here", at: range, in: path))
        }
        diagnostics.append(Diagnostic(message, severity: severity, path: path, range: range, notes: notes, help: help))
    }

    // MARK: Running

    mutating func run() {
        checkFileDeclarations()
        for item in file.items {
            switch item {
            case .declaration(let declaration): walk(declaration)
            case .statement(let statement): walk(statement, in: .topLevel)
            }
        }
        checkRelationshipCycles()
    }
}

/// Where a statement or expression stands: which scene's names are in scope
/// and which restrictions apply (LANGUAGE.md, Rules).
struct Scope {
    enum Place: Equatable {
        /// The top level of a file, or a block nested in a top-level statement.
        case script
        case test
        case hook
        case unwindBody
        case prepare
        case perform
        /// A `when` condition, a variable's initial value.
        case condition
    }

    var place: Place
    /// The scene whose instance variables bare names reach.
    var owner: DeclaredType?
    /// In a `prepare` block: the segue's destination.
    var destination: TypeReference?
    /// Directly at the top level of the file (where `test` may stand).
    var isTopLevel = false
    /// Inside a lifecycle hook, at any depth (where `alongside` may stand).
    var inHook = false
    /// Where `source` is available: unwind bodies and conditions.
    var allowsSource = false

    static let topLevel = Scope(place: .script, owner: nil, destination: nil, isTopLevel: true)

    /// Code UIKit runs (hooks, unwind bodies, segue blocks): how the rules name it.
    var callbackDescription: String? {
        switch place {
        case .hook: return "a lifecycle hook"
        case .unwindBody: return "an unwind action's body"
        case .prepare: return "a 'prepare' block"
        case .perform: return "a 'perform' block"
        case .script, .test, .condition: return nil
        }
    }

    /// The scope of a block nested in this one.
    var nested: Scope {
        var scope = self
        scope.isTopLevel = false
        return scope
    }
}
