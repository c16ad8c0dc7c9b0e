/// An option of a segue, a relationship or a statement (`style fullScreen`,
/// `animated false`, `on Tabs`). The parser accepts any option anywhere
/// options may stand; semantic analysis says which ones apply, so the user
/// hears "'anchor' applies only to popover segues" rather than a parse error.
public struct Option: Hashable, Sendable {
    /// Which option, with its value.
    public var kind: OptionKind
    /// The option's keyword: `style` in `style fullScreen`.
    public var keywordRange: SourceRange
    /// From the keyword to the end of the value.
    public var range: SourceRange

    /// An option of `kind` whose keyword is at `keywordRange`.
    public init(kind: OptionKind, keywordRange: SourceRange, range: SourceRange) {
        self.kind = kind
        self.keywordRange = keywordRange
        self.range = range
    }
}

/// The options there are, each with its value as written.
public enum OptionKind: Hashable, Sendable {
    /// `id "showRecipe"`
    case identifier(StringLiteral)
    /// `style pageSheet`
    case style(Identifier)
    /// `transition crossDissolve`
    case transition(Identifier)
    /// `animator Fade`
    case animator(Identifier)
    /// `presenter Half`
    case presenter(Identifier)
    /// `animated false`
    case animated(Bool, SourceRange)
    /// `anchor photo`: a popover's anchor control
    case anchor(Identifier)
    /// `from photo`: a presented popover's anchor control (statement)
    case from(Identifier)
    /// `on Tabs`: who presents or dismisses (statement)
    case on(QualifiedName)
    /// `when EXPR`: shouldPerformSegue
    case when(Expression)
    /// `prepare { … }`: prepare(for:sender:) on the source
    case prepare(Block)
    /// `perform { … }`: a custom segue's perform
    case perform(Block)
    /// `size regular` on an embed: the container overrides the child's
    /// horizontal size class (`setOverrideTraitCollection(_:forChild:)`)
    case size(Identifier)

    /// The kinds of option without their values, numbered in declaration
    /// order: how a table indexed by kind names one (`ResolvedOptions`, the
    /// duplicate-option check).
    public enum Tag: Int, CaseIterable, Sendable {
        case identifier, style, transition, animator, presenter, animated, anchor, from, on, when, prepare, perform, size
    }

    /// This option's kind, without its value.
    public var tag: Tag {
        switch self {
        case .identifier: return .identifier
        case .style: return .style
        case .transition: return .transition
        case .animator: return .animator
        case .presenter: return .presenter
        case .animated: return .animated
        case .anchor: return .anchor
        case .from: return .from
        case .on: return .on
        case .when: return .when
        case .prepare: return .prepare
        case .perform: return .perform
        case .size: return .size
        }
    }

    /// A number per kind of option, from 0 to `ordinalCount - 1`, for tables indexed by kind.
    public var ordinal: Int { tag.rawValue }

    /// How many kinds of option there are.
    public static let ordinalCount = Tag.allCases.count

    /// The option's keyword, for messages and the formatter.
    public var keyword: String {
        switch self {
        case .identifier: return "id"
        case .style: return "style"
        case .transition: return "transition"
        case .animator: return "animator"
        case .presenter: return "presenter"
        case .animated: return "animated"
        case .anchor: return "anchor"
        case .from: return "from"
        case .on: return "on"
        case .when: return "when"
        case .prepare: return "prepare"
        case .perform: return "perform"
        case .size: return "size"
        }
    }
}
