/// A top-level declaration.
///
/// Every case but `type` is boxed (`indirect`): a file has a handful of
/// them and thousands of types, and a type declaration is one reference.
/// A declaration is then 8 bytes, where a global variable (56 bytes inline)
/// sized every one, and so every item of a file (`TopLevelItem`, 16 bytes
/// where it was 64: 0.6 MB of a 2 MB chain of scenes).
public enum Declaration: Hashable, Sendable {
    /// `storyboard Main`
    indirect case storyboard(StoryboardDeclaration)
    /// `import "Settings.flow"`
    indirect case `import`(ImportDeclaration)
    /// `initial Tabs`
    indirect case initial(InitialDeclaration)
    /// `scene X { … }`, `navigation X { … }`, `tabs X { A, B }`, …, `animator X { … }`
    case type(TypeDeclaration)
    /// `var saved = 0`
    indirect case variable(VariableDeclaration)
    /// `platform iOS 12`
    indirect case platform(PlatformDeclaration)

    /// The whole declaration.
    public var range: SourceRange {
        switch self {
        case .storyboard(let node): return node.range
        case .import(let node): return node.range
        case .initial(let node): return node.range
        case .type(let node): return node.range
        case .variable(let node): return node.range
        case .platform(let node): return node.range
        }
    }
}

/// `storyboard Main`: names the file's storyboard.
public struct StoryboardDeclaration: Hashable, Sendable {
    /// The storyboard's name: `Main`.
    public var name: Identifier
    /// The whole declaration.
    public var range: SourceRange

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(name: Identifier, range: SourceRange) {
        self.name = name
        self.range = range
    }
}

/// `import "Settings.flow"`: loads another storyboard, whose scenes become `Settings.X`.
public struct ImportDeclaration: Hashable, Sendable {
    /// The path as written: `"Settings.flow"`.
    public var path: StringLiteral
    /// The whole declaration.
    public var range: SourceRange

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(path: StringLiteral, range: SourceRange) {
        self.path = path
        self.range = range
    }
}

/// `initial Tabs`: the storyboard's initial view controller, the window's root at launch.
public struct InitialDeclaration: Hashable, Sendable {
    /// The scene as written: `Tabs`, `Settings.Root`, or a storyboard's name alone (`Settings`).
    public var target: QualifiedName
    /// The whole declaration.
    public var range: SourceRange

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(target: QualifiedName, range: SourceRange) {
        self.target = target
        self.range = range
    }
}

/// `platform iOS 12`: the pre-iOS 13 sheet rules.
public struct PlatformDeclaration: Hashable, Sendable {
    /// `iOS` (the only platform there is).
    public var platform: Identifier
    /// The major version: `12`.
    public var version: NumberLiteral
    /// The whole declaration.
    public var range: SourceRange

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(platform: Identifier, version: NumberLiteral, range: SourceRange) {
        self.platform = platform
        self.version = version
        self.range = range
    }
}

/// `var x = expr`, at the top level (a global) or in a scene (an instance variable).
public struct VariableDeclaration: Hashable, Sendable {
    /// The variable's name: `saved`.
    public var name: Identifier
    /// The expression after `=`.
    public var initialValue: Expression
    /// The whole declaration.
    public var range: SourceRange

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(name: Identifier, initialValue: Expression, range: SourceRange) {
        self.name = name
        self.initialValue = initialValue
        self.range = range
    }
}

/// What a braced declaration declares.
public enum TypeKind: String, Hashable, Sendable, CaseIterable {
    case scene, navigation, tabs, split, container, pages, animator, presenter

    /// Kinds that are view controllers (the rest are transition helpers).
    public var isViewController: Bool {
        switch self {
        case .scene, .navigation, .tabs, .split, .container, .pages: return true
        case .animator, .presenter: return false
        }
    }

    /// Kinds whose body starts with a list of children: `tabs X { A, B }`.
    public var takesChildList: Bool {
        switch self {
        case .tabs, .pages: return true
        case .scene, .navigation, .split, .container, .animator, .presenter: return false
        }
    }

    /// How the kind is named in messages.
    public var description: String {
        switch self {
        case .scene: return "scene"
        case .navigation: return "navigation controller"
        case .tabs: return "tab bar controller"
        case .split: return "split view controller"
        case .container: return "container"
        case .pages: return "page view controller"
        case .animator: return "animator"
        case .presenter: return "presenter"
        }
    }
}

/// `KIND Name { children…; members… }`. Every braced declaration has this
/// shape; which members a kind allows is checked by semantic analysis, so a
/// misplaced member gets a precise message instead of a parse error.
///
/// Its fields live in one shared, copy-on-write box (`SharedFields`): the
/// index's `DeclaredType` keeps the declaration, and the checks pass it
/// around, and each copy was its name, its ranges and a retain for each of
/// its arrays (about 100 bytes a type, and the largest case of `Declaration`).
public struct TypeDeclaration: Hashable, Sendable {
    private var storage: SharedFields<Fields>

    private struct Fields: Hashable, Sendable {
        var kind: TypeKind
        var kindRange: SourceRange
        var name: Identifier
        var children: [QualifiedName]
        var members: MemberList
        var bodyRange: SourceRange
        var range: SourceRange
    }

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(kind: TypeKind, kindRange: SourceRange, name: Identifier, children: [QualifiedName],
                members: MemberList, bodyRange: SourceRange, range: SourceRange) {
        storage = SharedFields(Fields(kind: kind, kindRange: kindRange, name: name, children: children,
                                      members: members, bodyRange: bodyRange, range: range))
    }

    /// The kind: `scene`, `navigation`, `tabs`, ….
    public var kind: TypeKind {
        get { storage.fields.kind }
        set { storage.fields.kind = newValue }
        _modify { yield &storage.fields.kind }
    }
    /// The kind's keyword.
    public var kindRange: SourceRange {
        get { storage.fields.kindRange }
        set { storage.fields.kindRange = newValue }
        _modify { yield &storage.fields.kindRange }
    }
    /// The declared name as written: `RecipeList`.
    public var name: Identifier {
        get { storage.fields.name }
        set { storage.fields.name = newValue }
        _modify { yield &storage.fields.name }
    }
    /// The children listed first in `tabs` and `pages` bodies.
    public var children: [QualifiedName] {
        get { storage.fields.children }
        set { storage.fields.children = newValue }
        _modify { yield &storage.fields.children }
    }
    /// The members in source order, after any children.
    public var members: MemberList {
        get { storage.fields.members }
        set { storage.fields.members = newValue }
        _modify { yield &storage.fields.members }
    }
    /// From the `{` to the `}`.
    public var bodyRange: SourceRange {
        get { storage.fields.bodyRange }
        set { storage.fields.bodyRange = newValue }
        _modify { yield &storage.fields.bodyRange }
    }
    /// From the kind's keyword to the `}`.
    public var range: SourceRange {
        get { storage.fields.range }
        set { storage.fields.range = newValue }
        _modify { yield &storage.fields.range }
    }
}

extension TypeDeclaration: CustomReflectable {
    /// The fields, as the plain struct showed them (`SyntaxDump`, `--dump-ast`).
    public var customMirror: Mirror {
        Mirror(self, children: Mirror(reflecting: storage.fields).children, displayStyle: .struct)
    }
}
