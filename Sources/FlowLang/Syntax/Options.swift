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

    /// A number per kind of option, from 0 to `ordinalCount - 1`, for tables indexed by kind.
    public var ordinal: Int {
        switch self {
        case .identifier: return 0
        case .style: return 1
        case .transition: return 2
        case .animator: return 3
        case .presenter: return 4
        case .animated: return 5
        case .anchor: return 6
        case .from: return 7
        case .on: return 8
        case .when: return 9
        case .prepare: return 10
        case .perform: return 11
        case .size: return 12
        }
    }

    /// How many kinds of option there are.
    public static let ordinalCount = 13

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
