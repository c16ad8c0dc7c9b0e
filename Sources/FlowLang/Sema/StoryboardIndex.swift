/// What one storyboard declares, resolved by name: the symbol table that
/// semantic analysis checks against and the interpreter runs from.
///
/// It is built from a parsed file before any check runs. When a name is
/// declared twice, the first declaration wins here (the duplicate is a
/// diagnostic). The AST nodes stay reachable (`declaration`, `body`, …) so a
/// consumer never needs to walk the syntax tree again to find them.
public struct StoryboardIndex: Hashable, Sendable {
    /// The storyboard's name: its `storyboard` declaration, else the file's base name.
    public var name: String
    /// The path of the file it was read from.
    public var path: String
    /// The `storyboard` declaration's name, when there is one.
    public var nameRange: SourceRange?

    /// Type declarations (scenes, containers, animators, presenters) by name;
    /// they share one namespace.
    public var types: [String: DeclaredType] = [:]
    /// Type names in declaration order.
    public var typeOrder: [String] = []

    /// Global variables by name, and their names in declaration order.
    public var globals: [String: DeclaredVariable] = [:]
    public var globalOrder: [String] = []

    /// `test` blocks at the top level, in source order.
    public var tests: [DeclaredTest] = []
    /// Top-level statements other than tests, in source order: the script `flow run` runs.
    public var script: [Statement] = []

    /// `initial X` as written, and what it resolves to (nil when unknown).
    public var initialName: QualifiedName?
    public var initial: TypeReference?

    /// `platform iOS N`; nil means the current iOS.
    public var platform: PlatformVersion?

    /// Imported storyboards by name, and their names in import order. Only
    /// direct imports are visible to this storyboard's names.
    public var imports: [String: StoryboardIndex] = [:]
    public var importOrder: [String] = []

    public init(name: String, path: String) {
        self.name = name
        self.path = path
    }

    /// The type declared as `name`, if any.
    public subscript(name: String) -> DeclaredType? { types[name] }

    /// Every type in declaration order.
    public var orderedTypes: [DeclaredType] { typeOrder.compactMap { types[$0] } }

    /// Scenes and containers, in declaration order.
    public var viewControllers: [DeclaredType] { orderedTypes.filter(\.kind.isViewController) }
    public var animators: [DeclaredType] { orderedTypes.filter { $0.kind == .animator } }
    public var presenters: [DeclaredType] { orderedTypes.filter { $0.kind == .presenter } }

    /// The scene `flow` launches: the `initial` declaration's, else the first
    /// declared view controller (semantic analysis warns when a file relies on that).
    public var launchScene: TypeReference? {
        if let initial { return initial }
        return viewControllers.first.map { TypeReference(storyboard: name, name: $0.name) }
    }

    /// The type a reference names, in this storyboard or a direct import.
    public func type(_ reference: TypeReference) -> DeclaredType? {
        if reference.storyboard == name { return types[reference.name] }
        return imports[reference.storyboard]?.types[reference.name]
    }

    /// This storyboard and its direct imports.
    public var visibleStoryboards: [StoryboardIndex] { [self] + importOrder.compactMap { imports[$0] } }
}

/// A resolved name of a type declaration: which storyboard, which name.
public struct TypeReference: Hashable, Sendable, CustomStringConvertible {
    public var storyboard: String
    public var name: String

    public init(storyboard: String, name: String) {
        self.storyboard = storyboard
        self.name = name
    }

    public var description: String { "\(storyboard).\(name)" }
}

/// A `scene`, container, `animator` or `presenter` declaration.
public struct DeclaredType: Hashable, Sendable {
    public var name: String
    public var kind: TypeKind
    public var nameRange: SourceRange
    /// The declaration as parsed.
    public var declaration: TypeDeclaration

    /// Relationship children in declaration order: tabs and pages as listed,
    /// then `root`, `primary`, `secondary` and `embed` members.
    public var children: [Relationship] = []
    /// Controls by name (first declaration wins), and their names in order.
    public var controls: [String: DeclaredControl] = [:]
    public var controlOrder: [String] = []
    /// Segues fired by this scene's controls and manual triggers, in order.
    public var segues: [DeclaredSegue] = []
    /// Unwind actions the scene implements, by name, and their order.
    public var unwindActions: [String: DeclaredUnwindAction] = [:]
    public var unwindActionOrder: [String] = []
    /// Instance variables by name, and their order.
    public var variables: [String: DeclaredVariable] = [:]
    public var variableOrder: [String] = []
    /// Lifecycle hooks by event name (`viewDidLoad`, …).
    public var hooks: [String: DeclaredHook] = [:]

    /// Single-valued members (the first one given wins).
    public var title: String?
    public var restorationIdentifier: String?
    public var definesPresentationContext = false
    public var providesPresentationContextTransitionStyle = false
    public var modalPresentationStyle: String?
    public var modalTransitionStyle: String?
    public var adaptiveStyle: String?
    public var preferredContentSize: Dimensions?
    public var isModalInPresentation = false
    /// Animator: `duration` in seconds and `interactive`.
    public var duration: Double?
    public var isInteractive = false
    /// Presenter: `frame` fractions, `dims`, `removes presenter`.
    public var frame: Dimensions?
    public var dims = false
    public var removesPresenter = false

    public init(declaration: TypeDeclaration) {
        self.name = declaration.name.name
        self.kind = declaration.kind
        self.nameRange = declaration.name.range
        self.declaration = declaration
    }

    /// The segue whose identifier is `identifier`, if any.
    public func segue(identifier: String) -> DeclaredSegue? {
        segues.first { $0.identifier == identifier }
    }
}

/// A width and a height: `size 320 x 480`, `frame 0.5 x 1.0`.
public struct Dimensions: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A container's relationship to a child: `tabs X { A, B }`, `root A`, `embed A`, ….
public struct Relationship: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case tab, page, root, primary, secondary, embed
    }

    public var kind: Kind
    /// The child as written.
    public var destination: QualifiedName
    /// The child, resolved; nil when it names nothing.
    public var target: TypeReference?
    /// `embed` options (`id`, `prepare`); empty for the others.
    public var options: [Option]
}

/// A control a person can tap: `button add`, `cell recipe`, ….
public struct DeclaredControl: Hashable, Sendable {
    public var name: String
    public var kind: ControlKind
    public var range: SourceRange
}

/// `TRIGGER -> KIND DESTINATION OPTIONS…`
public struct DeclaredSegue: Hashable, Sendable {
    public var trigger: Trigger
    public var kind: SegueKind
    /// The destination scene, resolved; nil for unwind segues and unknown names.
    public var destination: TypeReference?
    /// For `unwind` segues, the action's name.
    public var unwindAction: String?
    /// The `id` option's value, else a manual trigger's identifier.
    public var identifier: String?
    /// The segue as parsed (options, `custom` class name).
    public var segue: Segue

    /// The name of the control that fires it; nil for a manual segue.
    public var controlName: String? {
        switch trigger {
        case .control(_, let name, _): return name.name
        case .manual: return nil
        }
    }
}

/// `unwind action [when EXPR] [{ … }]`
public struct DeclaredUnwindAction: Hashable, Sendable {
    public var name: String
    public var range: SourceRange
    public var condition: Expression?
    public var body: Block?
}

/// `var x = expr`, global or per instance.
public struct DeclaredVariable: Hashable, Sendable {
    public var name: String
    public var range: SourceRange
    public var initialValue: Expression
}

/// `on viewWillAppear { … }`
public struct DeclaredHook: Hashable, Sendable {
    public var event: String
    public var range: SourceRange
    public var body: Block
}

/// `test "name" { … }`
public struct DeclaredTest: Hashable, Sendable {
    public var name: String
    public var range: SourceRange
    public var body: Block
}

/// `platform iOS 12`
public struct PlatformVersion: Hashable, Sendable {
    public var major: Int
    public var range: SourceRange

    /// Before iOS 13, sheets were full screen by default (MODEL.md).
    public var usesPreSheetRules: Bool { major < 13 }
}
