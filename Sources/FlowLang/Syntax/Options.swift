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

/// Options in source order: a view of a run of option nodes in the
/// `StatementArena` that holds them, so that a statement, segue or
/// relationship keeps a position, not an array of its own. Each `Option` is
/// made when read. Write one as an array literal, or from an array;
/// changing it (as an array) makes the list anew, in an arena of its own.
public struct OptionList: ArenaList, Sendable, ExpressibleByArrayLiteral {
    /// Nil for an empty list.
    let arena: StatementArena?
    /// Where the options' node positions start in the arena's `runs`.
    let start: Int32
    /// How many options there are.
    let count32: Int32

    init(arena: StatementArena, start: Int32, count: Int32) {
        self.arena = arena
        self.start = start
        self.count32 = count
    }

    /// No options.
    public init() {
        arena = nil
        start = 0
        count32 = 0
    }

    /// `options`, copied into an arena of their own.
    public init(_ options: [Option]) {
        self = options.isEmpty ? OptionList() : StatementArena().optionList(of: options)
    }

    /// `[option, …]`.
    public init(arrayLiteral options: Option...) {
        self.init(options)
    }

    /// How many options there are.
    public var endIndex: Int { Int(count32) }

    /// The option at `position`, which must be in `0..<count`. Setting one makes the list anew.
    public subscript(position: Int) -> Option {
        get {
            guard let arena, position >= 0, position < endIndex else {
                preconditionFailure("option position out of range")
            }
            return arena.option(at: arena.run(at: Int(start) + position))
        }
        set { replaceSubrange(position..<position + 1, with: CollectionOfOne(newValue)) }
    }

    /// The kind of the option at `position` (in `0..<count`), read without making the option.
    public func tag(at position: Int) -> OptionKind.Tag {
        guard let arena, position >= 0, position < endIndex else {
            preconditionFailure("option position out of range")
        }
        return arena.options[Int(arena.run(at: Int(start) + position))].tag
    }

    /// The first option of kind `tag` at or after `start`, the only one made; nil when there is none.
    public func first(_ tag: OptionKind.Tag, from start: Int = 0) -> Option? {
        indices[Swift.min(Swift.max(start, 0), endIndex)...].first { self.tag(at: $0) == tag }.map { self[$0] }
    }

    /// The last option's range, read without making it; nil for no options.
    var lastRange: SourceRange? {
        guard let arena, endIndex > 0 else { return nil }
        return arena.options[Int(arena.run(at: Int(start) + endIndex - 1))].range
    }
}
