/// A member of a braced declaration.
public enum Member: Hashable, Sendable {
    /// `title "Recipes"`
    case title(StringMember)
    /// `restoration "recipes"`
    case restoration(StringMember)
    /// `defines context`
    case definesContext(FlagMember)
    /// `provides transition`
    case providesTransition(FlagMember)
    /// `style fullScreen`
    case style(NameMember)
    /// `transition crossDissolve`
    case transition(NameMember)
    /// `adapts formSheet` / `adapts none`
    case adapts(NameMember)
    /// `size 320 x 480`
    case size(DimensionsMember)
    /// `modal in presentation`
    case modalInPresentation(FlagMember)
    /// `root A`, `primary A`, `secondary B`, `embed A` — relationship and embed segues.
    case relationship(RelationshipMember)
    /// `button add -> present AddRecipeNav …`
    /// Boxed: a segue is the largest member, and inline it would size every member.
    indirect case segue(SegueMember)
    /// `unwind saveRecipe when … { … }`
    case unwindAction(UnwindActionMember)
    /// `var recipe = ""`
    case variable(VariableDeclaration)
    /// `on viewWillAppear { … }`
    case hook(HookMember)
    /// `duration 0.35` (animator)
    case duration(NumberMember)
    /// `interactive` (animator)
    case interactive(FlagMember)
    /// `frame 0.5 x 1.0` (presenter)
    case frame(DimensionsMember)
    /// `dims` (presenter)
    case dims(FlagMember)
    /// `removes presenter` (presenter)
    case removesPresenter(FlagMember)

    public var range: SourceRange {
        switch self {
        case .title(let node), .restoration(let node): return node.range
        case .definesContext(let node), .providesTransition(let node), .modalInPresentation(let node),
             .interactive(let node), .dims(let node), .removesPresenter(let node): return node.range
        case .style(let node), .transition(let node), .adapts(let node): return node.range
        case .size(let node), .frame(let node): return node.range
        case .relationship(let node): return node.range
        case .segue(let node): return node.range
        case .unwindAction(let node): return node.range
        case .variable(let node): return node.range
        case .hook(let node): return node.range
        case .duration(let node): return node.range
        }
    }

    /// The member's keyword as written, for messages (`'root'`, `'size'`).
    public var keyword: String {
        switch self {
        case .title: return "title"
        case .restoration: return "restoration"
        case .definesContext: return "defines context"
        case .providesTransition: return "provides transition"
        case .style: return "style"
        case .transition: return "transition"
        case .adapts: return "adapts"
        case .size: return "size"
        case .modalInPresentation: return "modal in presentation"
        case .relationship(let node): return node.kind.rawValue
        case .segue(let node): return node.trigger.keyword
        case .unwindAction: return "unwind"
        case .variable: return "var"
        case .hook: return "on"
        case .duration: return "duration"
        case .interactive: return "interactive"
        case .frame: return "frame"
        case .dims: return "dims"
        case .removesPresenter: return "removes presenter"
        }
    }
}

/// A member that is its keywords alone: `defines context`, `dims`.
public struct FlagMember: Hashable, Sendable {
    public var range: SourceRange
}

public struct StringMember: Hashable, Sendable {
    public var value: StringLiteral
    public var range: SourceRange
}

public struct NameMember: Hashable, Sendable {
    public var value: Identifier
    public var range: SourceRange
}

public struct NumberMember: Hashable, Sendable {
    public var value: NumberLiteral
    public var range: SourceRange
}

/// `size 320 x 480`, `frame 0.5 x 1.0`
public struct DimensionsMember: Hashable, Sendable {
    public var width: NumberLiteral
    public var height: NumberLiteral
    public var range: SourceRange
}

public enum RelationshipKind: String, Hashable, Sendable, CaseIterable {
    case root, primary, secondary, embed
}

/// `root RecipeList`, `embed Child prepare { … }`
public struct RelationshipMember: Hashable, Sendable {
    public var kind: RelationshipKind
    public var destination: QualifiedName
    public var options: [Option]
    public var range: SourceRange
}

public enum ControlKind: String, Hashable, Sendable, CaseIterable {
    case button, cell, accessory, item, gesture
}

/// What fires a segue: a control a person taps, or `segue "ID"`, a manual
/// segue fired only by `perform "ID"`.
public enum Trigger: Hashable, Sendable {
    case control(kind: ControlKind, name: Identifier, range: SourceRange)
    case manual(identifier: StringLiteral, range: SourceRange)

    public var range: SourceRange {
        switch self {
        case .control(_, _, let range), .manual(_, let range): return range
        }
    }

    public var keyword: String {
        switch self {
        case .control(let kind, _, _): return kind.rawValue
        case .manual: return "segue"
        }
    }
}

/// `TRIGGER -> SEGUE`
public struct SegueMember: Hashable, Sendable {
    public var trigger: Trigger
    public var arrowRange: SourceRange
    public var segue: Segue
    public var range: SourceRange
}

public enum SegueKind: String, Hashable, Sendable, CaseIterable {
    case show, detail, present, popover, custom, unwind
}

/// `KIND DESTINATION OPTIONS…`; for `unwind`, the destination is the action's
/// name; for `custom`, `className` is the segue class (`custom D "Name"`).
public struct Segue: Hashable, Sendable {
    public var kind: SegueKind
    public var kindRange: SourceRange
    public var destination: QualifiedName
    public var className: StringLiteral?
    public var options: [Option]
    public var range: SourceRange
}

/// `unwind saveRecipe when EXPR { … }`: the scene implements an unwind action.
public struct UnwindActionMember: Hashable, Sendable {
    public var action: Identifier
    public var condition: Expression?
    public var body: Block?
    public var range: SourceRange
}

/// `on viewWillAppear { … }`
public struct HookMember: Hashable, Sendable {
    public var event: Identifier
    public var body: Block
    public var range: SourceRange
}
