/// A top-level declaration.
///
/// Every case but `type` is boxed (`indirect`): a file has a handful of
/// them and thousands of types, and a type declaration is a reference and a
/// position (a view of its node). A declaration, and so every item of a file
/// (`TopLevelItem`), is then 16 bytes, where a global variable (56 bytes
/// inline) made them 64: 0.6 MB of a 2 MB chain of scenes.
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
/// A view of a node of its parse's `MemberArena` (`MemberArena+Types`), kept
/// beside its members, as a `SegueMember` is a view of its statement-arena
/// node: the index's `DeclaredType` keeps the declaration itself, and the
/// checks pass it around, copying a reference and a position. Setting a
/// part makes the declaration anew, in an arena of its own, copying its
/// members: a tool that builds declarations should give every part to the
/// initialiser rather than set them one by one.
public struct TypeDeclaration: Hashable, Sendable {
    /// The arena holding this declaration and its members.
    let arena: MemberArena
    /// The declaration's position among the arena's types.
    let index: Int32

    init(arena: MemberArena, index: Int32) {
        self.arena = arena
        self.index = index
    }

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(kind: TypeKind, kindRange: SourceRange, name: Identifier, children: [QualifiedName],
                members: MemberList, bodyRange: SourceRange, range: SourceRange) {
        let arena = MemberArena()
        for member in members { arena.append(member) }
        self = arena.addType(kind: kind, kindRange: kindRange, name: name, children: children,
                             members: arena.list(from: 0), bodyRange: bodyRange, range: range)
    }

    /// The same declaration with `change` made to its parts.
    private func remade(_ change: (inout Parts) -> Void) -> TypeDeclaration {
        var parts = Parts(kind: kind, kindRange: kindRange, name: name, children: children, members: members,
                          bodyRange: bodyRange, range: range)
        change(&parts)
        return TypeDeclaration(kind: parts.kind, kindRange: parts.kindRange, name: parts.name,
                               children: parts.children, members: parts.members, bodyRange: parts.bodyRange,
                               range: parts.range)
    }

    /// The parts, as the plain struct held them (its mirror, `remade`).
    private struct Parts {
        var kind: TypeKind
        var kindRange: SourceRange
        var name: Identifier
        var children: [QualifiedName]
        var members: MemberList
        var bodyRange: SourceRange
        var range: SourceRange
    }

    /// The kind: `scene`, `navigation`, `tabs`, ….
    public var kind: TypeKind {
        get { arena.kind(ofType: index) }
        set { self = remade { $0.kind = newValue } }
    }
    /// The kind's keyword.
    public var kindRange: SourceRange {
        get { arena.kindRange(ofType: index) }
        set { self = remade { $0.kindRange = newValue } }
    }
    /// The declared name as written: `RecipeList`.
    public var name: Identifier {
        get { arena.name(ofType: index) }
        set { self = remade { $0.name = newValue } }
    }
    /// The children listed first in `tabs` and `pages` bodies.
    public var children: [QualifiedName] {
        get { arena.children(ofType: index) }
        set { self = remade { $0.children = newValue } }
    }
    /// The members in source order, after any children.
    public var members: MemberList {
        get { arena.members(ofType: index) }
        set { self = remade { $0.members = newValue } }
    }
    /// From the `{` to the `}`.
    public var bodyRange: SourceRange {
        get { arena.bodyRange(ofType: index) }
        set { self = remade { $0.bodyRange = newValue } }
    }
    /// From the kind's keyword to the `}`.
    public var range: SourceRange {
        get { arena.range(ofType: index) }
        set { self = remade { $0.range = newValue } }
    }

    /// Two declarations are equal when their parts are, wherever they are kept.
    public static func == (lhs: TypeDeclaration, rhs: TypeDeclaration) -> Bool {
        (lhs.arena === rhs.arena && lhs.index == rhs.index)
            || (lhs.kind == rhs.kind && lhs.kindRange == rhs.kindRange && lhs.name == rhs.name
                && lhs.children == rhs.children && lhs.members == rhs.members && lhs.bodyRange == rhs.bodyRange
                && lhs.range == rhs.range)
    }

    /// Hashes the parts, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(kindRange)
        hasher.combine(name)
        hasher.combine(children)
        hasher.combine(members)
        hasher.combine(bodyRange)
        hasher.combine(range)
    }
}

extension TypeDeclaration: CustomReflectable {
    /// The fields, as the plain struct showed them (`SyntaxDump`, `--dump-ast`).
    public var customMirror: Mirror {
        Mirror(self, children: ["kind": kind, "kindRange": kindRange, "name": name, "children": children,
                                "members": members, "bodyRange": bodyRange, "range": range],
               displayStyle: .struct)
    }
}
