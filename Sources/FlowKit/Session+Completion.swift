// Completion for a prompt or an editor: what may come next, from the
// storyboard as it is now and the app as it is now (the controls a person
// can tap, the segues of the visible scene).

/// What a completion candidate is.
public enum CompletionKind: String, Hashable, Sendable, CaseIterable {
    /// A statement or declaration keyword (`tap`, `push`, `scene`…).
    case keyword
    /// A view-controller scene (`RecipeDetail`, `Settings.Root`).
    case scene
    /// A control a person can tap now.
    case control
    /// A segue identifier of the visible scene, quoted as `perform` takes it.
    case segueIdentifier
    /// An unwind action some scene implements.
    case unwindAction
    /// A global variable, or an instance variable of the visible scene.
    case variable
    /// A tab of the tab bar controller around the visible scene, for `select`.
    case tab
    /// A query: `visible`, `size`, `presented`, `stack`, …
    case query
}

/// One completion candidate.
public struct Completion: Hashable, Sendable {
    /// What it is.
    public var kind: CompletionKind
    /// The text to insert.
    public var text: String

    /// A candidate of `kind` inserting `text`.
    public init(kind: CompletionKind, text: String) {
        self.kind = kind
        self.text = text
    }
}

extension Session {
    /// The keywords that start a statement or a declaration.
    public static let keywords = Set((Keyword.statementStarts + Keyword.declarationStarts).map(\.rawValue)).sorted()

    /// Every candidate of `kind`, in a stable order.
    public func completions(of kind: CompletionKind) -> [Completion] {
        lock.withLock {
            catchUpProgram()
            let texts: [String]
            switch kind {
            case .keyword:
                texts = Session.keywords
            case .scene:
                texts = interpreter.sceneNames
            case .control:
                texts = unique(interpreter.tappableControls().map(\.control))
            case .segueIdentifier:
                texts = unique(visibleDeclaration()?.segues.compactMap { $0.identifier.map { "\"\($0)\"" } } ?? [])
            case .unwindAction:
                texts = unique(interpreter.sceneNames.flatMap {
                    interpreter.declaration(ofScene: $0)?.unwindActionOrder ?? []
                }).sorted()
            case .variable:
                let own = visibleDeclaration()?.variableOrder ?? []
                texts = unique(own + interpreter.globalValues.keys.sorted())
            case .tab:
                texts = visibleTabs()
            case .query:
                texts = Vocabulary.nameQueries + Vocabulary.queryFunctions
            }
            return texts.map { Completion(kind: kind, text: $0) }
        }
    }

    /// The candidates for the word being typed at the end of `line` (the text
    /// before the cursor), chosen by the word before it: controls after `tap`,
    /// scenes after `push`/`present`/`show`…, identifiers after `perform`,
    /// actions after `unwind`, keywords at the start, else variables and scenes.
    public func completions(forLine line: String) -> [Completion] {
        let prefix = Session.completionWord(in: line)
        let words = line.dropLast(prefix.count).split(whereSeparator: Session.isWordSeparator).map(String.init)
        let kinds: [CompletionKind]
        switch words.last {
        case nil: kinds = [.keyword]
        case "tap": kinds = [.control]
        case "push", "present", "show", "detail", "embed", "unembed", "to", "initial", "root", "on":
            kinds = [.scene]
        case "perform": kinds = [.segueIdentifier]
        case "unwind": kinds = [.unwindAction]
        case "select": kinds = [.tab]
        case "swipe":
            // The directions of a person's gestures, not a kind of their own.
            return ["back", "down", "up", "next", "previous"].filter { $0.hasPrefix(prefix) }
                .map { Completion(kind: .keyword, text: $0) }
        case "expect", "if", "print", "&&", "||", "==", "!=", "!": kinds = [.query, .variable, .scene]
        case let word? where Vocabulary.queryFunctions.contains(word): kinds = [.query, .scene, .variable]
        default: kinds = [.variable, .scene]
        }
        return kinds.flatMap { completions(of: $0) }.filter { $0.text.hasPrefix(prefix) }
    }

    /// The word being completed at the end of `line`: what follows the last
    /// space, `{`, `;`, `(`, `[` or `,` — a quote included, so that `perform "sh`
    /// completes to `perform "showRecipe"` without a stray quote. Editors and
    /// the REPL replace exactly this much.
    public static func completionWord(in line: String) -> String {
        String(line.reversed().prefix { !isWordSeparator($0) }.reversed())
    }

    static func isWordSeparator(_ character: Character) -> Bool {
        " \t{};([,".contains(character)
    }

    /// The tabs of the tab bar controller nearest around the visible scene, as `select` names them.
    private func visibleTabs() -> [String] {
        guard let app = interpreter.app, let visible = app.visible else { return [] }
        for id in [visible] + app.viewController(visible).ancestors {
            guard let controller = app.controller(id), controller.kind == .tabs else { continue }
            let tabs = controller.children.compactMap { app.controller($0)?.scene }
            // A tab bar with more tabs than it fits shows More (TabBarController.swift).
            return app.tabBar(id).firstTabInMore != nil ? tabs + [UIKitAddedControllers.more] : tabs
        }
        return []
    }

    private func visibleDeclaration() -> DeclaredType? {
        guard let app = interpreter.app, let visible = app.visible, let scene = app.controller(visible)?.scene
        else { return nil }
        return interpreter.declaration(ofScene: scene)
    }

    private func unique(_ texts: [String]) -> [String] {
        var seen = Set<String>()
        return texts.filter { seen.insert($0).inserted }
    }
}
