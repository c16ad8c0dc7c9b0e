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
    /// Every unwind action of every file loaded: an unwind segue finds its
    /// destination anywhere in the app.
    let unwindActions: UnwindActionTable
    /// The lookups over everything this file can see, built once (VisibleNames.swift).
    let visible: VisibleNames
    /// What each bare name read so far means in this file, by name id (NameMeanings.swift).
    var names = NameMeanings()
    /// The index's type of each type declaration, as the walk meets them.
    var indexedTypes: IndexedDeclarations
    var diagnostics: [Diagnostic] = []
    /// "Did you mean" work left for the diagnostics that end up shown (`reportUnknown`).
    var pendingSuggestions: [PendingSuggestion] = []
    /// The member names of the type being walked, for its duplicates.
    var memberNames = DeclarationNames()
    /// The single-valued members the declaration being walked has given so
    /// far, a bit each by keyword (`Checker.singleSlot`), and where each was
    /// first given: hashing every `title` and `style` keyword into
    /// `memberNames` hashed a string for every member of every type.
    var singlesGiven: UInt64 = 0
    var firstSingles = [SourceRange](repeating: .empty(at: 0), count: Checker.singleSlots)
    /// What the statements that need a kind of scene somewhere (`search`,
    /// `type … in`) ask, gathered over the types once, at the first such statement.
    var sceneFeatures: SceneFeatures?

    init(file: FlowFile, index: StoryboardIndex, isMainFile: Bool,
         unwindActions: UnwindActionTable) {
        self.file = file
        self.index = index
        self.isMainFile = isMainFile
        self.unwindActions = unwindActions
        self.visible = VisibleNames(index)
        self.indexedTypes = IndexedDeclarations(index)
    }

    var path: String { index.path }

    /// How many diagnostics of one `check` get a "did you mean": the errors
    /// shown are capped at 50, warnings are not, and past this many a reader
    /// has stopped reading suggestions. Bounds the work of a file with
    /// thousands of unknown names.
    static let suggestionLimit = 100

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

    /// Reports an unknown name. The "did you mean" help (and, when the match
    /// is a declaration, a note at it) is left pending: `check` computes it
    /// only for the diagnostics it keeps, up to `Checker.suggestionLimit`, so a
    /// file with thousands of unknown names never compares each with every
    /// declared name. `candidates` is called at most once, then; `fallback` is
    /// the help when nothing is close (or past the limit).
    mutating func reportUnknown(_ message: Message, at range: SourceRange, name: String,
                                among candidates: @escaping () -> [String],
                                otherwise fallback: String? = nil,
                                declaration: @escaping (String) -> (SourceRange, String)? = { _ in nil },
                                severity: Diagnostic.Severity = .error) {
        pendingSuggestions.append(PendingSuggestion(
            diagnostic: diagnostics.count, name: name, fallback: fallback,
            candidates: candidates, declaration: declaration))
        diagnostics.append(Diagnostic(message, severity: severity, path: path, range: range, help: fallback))
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
/// and which restrictions apply (Language.md, Rules).
struct Scope {
    enum Place: Equatable {
        /// The top level of a file, or a block nested in a top-level statement.
        case script
        case test
        case hook
        case unwindBody
        /// A control's action (`button done { … }`): the app's code a person's tap runs.
        case action
        case prepare
        case perform
        /// A `when` condition, a variable's initial value.
        case condition
        /// A `link`, `activity` or `shortcut` block: the scene delegate's code.
        case entryPoint
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
        case .action: return "a control's action"
        case .entryPoint: return "the scene delegate's code"
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

/// What some scene of the storyboard has, for statements that need it somewhere.
struct SceneFeatures {
    /// Some scene has a search controller (`search`).
    var hasSearch = false
    /// Every search's scope button titles (`search scopes "All", "Mine"`).
    var searchScopes: Set<String> = []
    /// Some tab bar has more tabs than fit: a More tab, whose list a person may edit.
    var hasMore = false
    /// Every alert's text fields, by name.
    var textFields: Set<String> = []
}
