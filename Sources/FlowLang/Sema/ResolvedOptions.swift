import FlowVocabulary

/// A segue's, relationship's or statement's options by kind, lowered once:
/// typed styles, plain values, the blocks to run. When an option is given
/// twice the first wins — the one place that rule lives (semantic analysis
/// reports the repeat as an error; a program that runs has none).
///
/// Every declared segue and relationship of the index keeps one, and most
/// set one or two of the thirteen options: a slot for each value made it
/// about 230 bytes (2 MB of the 42 MB heap peak of the bench's 2 MB chain).
/// So it keeps the options as written — the syntax tree's own array, shared,
/// not copied — and where the first of each kind is, and reads a value from
/// there when asked; only the typed styles and `animated` are kept lowered.
/// Equality and hashing are by the values read, as when each had its slot.
public struct ResolvedOptions: Hashable, Sendable {
    /// The options as written.
    private let written: OptionList
    /// Where the first option of each kind is in `written`.
    private let firsts: FirstPositions
    /// `style S`; nil for a name that is no style (semantic analysis has reported it).
    public let style: PresentationStyle?
    /// `transition T`.
    public let transition: TransitionStyle?
    /// `animated false`.
    public let animated: Bool?

    /// The options of `options`, the first of each kind winning.
    public init(_ options: [Option]) {
        self.init(OptionList(options))
    }

    /// The options of `options`, the first of each kind winning.
    public init(_ options: OptionList) {
        var firsts = FirstPositions()
        var style: PresentationStyle?
        var transition: TransitionStyle?
        var animated: Bool?
        // By kind first: only the options lowered here are made.
        for position in options.indices {
            let tag = options.tag(at: position)
            firsts.record(position, of: tag.rawValue)
            guard tag == .style || tag == .transition || tag == .animated else { continue }
            switch options[position].kind {
            // A style or transition that names none gives way to a later one that does.
            case .style(let name): style = style ?? PresentationStyle(rawValue: name.name)
            case .transition(let name): transition = transition ?? TransitionStyle(rawValue: name.name)
            case .animated(let value, _): animated = animated ?? value
            case .identifier, .animator, .presenter, .anchor, .from, .on, .when, .prepare, .perform, .size: break
            }
        }
        self.written = options
        self.firsts = firsts
        self.style = style
        self.transition = transition
        self.animated = animated
    }

    // Each value below is the first option of its kind (`OptionKind.Tag`);
    // ResolvedOptionsTests checks every one against the slot it replaced.

    /// `id "ID"`.
    public var identifier: String? {
        guard case .identifier(let literal)? = first(.identifier) else { return nil }
        return literal.value
    }
    /// `animator A`: the animator declaration's name.
    public var animator: String? {
        guard case .animator(let name)? = first(.animator) else { return nil }
        return name.name
    }
    /// `presenter P`: the presenter declaration's name.
    public var presenter: String? {
        guard case .presenter(let name)? = first(.presenter) else { return nil }
        return name.name
    }
    /// `anchor control`.
    public var anchor: String? {
        guard case .anchor(let name)? = first(.anchor) else { return nil }
        return name.name
    }
    /// `from control`.
    public var from: String? {
        guard case .from(let name)? = first(.from) else { return nil }
        return name.name
    }
    /// `on Scene`.
    public var on: QualifiedName? {
        guard case .on(let name)? = first(.on) else { return nil }
        return name
    }
    /// `when EXPR`: shouldPerformSegue.
    public var when: Expression? {
        guard case .when(let expression)? = first(.when) else { return nil }
        return expression
    }
    /// `prepare { … }`.
    public var prepare: Block? {
        guard case .prepare(let block)? = first(.prepare) else { return nil }
        return block
    }
    /// `perform { … }`: a custom segue's perform.
    public var perform: Block? {
        guard case .perform(let block)? = first(.perform) else { return nil }
        return block
    }
    /// `size regular|compact` on an embed: the width class the container gives the child.
    public var size: String? {
        guard case .size(let name)? = first(.size) else { return nil }
        return name.name
    }

    /// The first option of kind `tag`.
    private func first(_ tag: OptionKind.Tag) -> OptionKind? {
        switch firsts.position(of: tag.rawValue) {
        case .none: return nil
        case .at(let position): return written[position].kind
        case .atOrAfter(let start): return written.first(tag, from: start)?.kind
        }
    }

    public static func == (lhs: ResolvedOptions, rhs: ResolvedOptions) -> Bool {
        lhs.identifier == rhs.identifier && lhs.style == rhs.style && lhs.transition == rhs.transition
            && lhs.animator == rhs.animator && lhs.presenter == rhs.presenter && lhs.animated == rhs.animated
            && lhs.anchor == rhs.anchor && lhs.from == rhs.from && lhs.on == rhs.on && lhs.when == rhs.when
            && lhs.prepare == rhs.prepare && lhs.perform == rhs.perform && lhs.size == rhs.size
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
        hasher.combine(style)
        hasher.combine(transition)
        hasher.combine(animator)
        hasher.combine(presenter)
        hasher.combine(animated)
        hasher.combine(anchor)
        hasher.combine(from)
        hasher.combine(on)
        hasher.combine(when)
        hasher.combine(prepare)
        hasher.combine(perform)
        hasher.combine(size)
    }
}

/// Where the first option of each kind is in a list of options: a byte per
/// kind, eight to a word (`OptionKind.ordinalCount` is 13, so two words). A
/// byte holds a position up to 253; a first option further on is found by looking from
/// there, which only a file of hundreds of options on one segue needs.
struct FirstPositions: Sendable {
    private var words: (UInt64, UInt64) = (0, 0)

    /// A kind's first position, as far as a byte tells it.
    enum Place: Equatable {
        case none
        case at(Int)
        case atOrAfter(Int)
    }

    /// The byte meaning "at or after `farthest`".
    private static let beyond: UInt64 = 0xFF
    /// The last position a byte holds exactly.
    static let farthest = 253

    private func byte(_ ordinal: Int) -> UInt64 {
        let word = ordinal < 8 ? words.0 : words.1
        return (word >> UInt64((ordinal & 7) * 8)) & 0xFF
    }

    /// Notes an option of kind `ordinal` at `position`, unless one came before.
    mutating func record(_ position: Int, of ordinal: Int) {
        guard ordinal >= 0, ordinal < 16, byte(ordinal) == 0 else { return }
        let value = position <= FirstPositions.farthest ? UInt64(position + 1) : FirstPositions.beyond
        let shifted = value << UInt64((ordinal & 7) * 8)
        if ordinal < 8 { words.0 |= shifted } else { words.1 |= shifted }
    }

    /// Where the first option of kind `ordinal` is.
    func position(of ordinal: Int) -> Place {
        guard ordinal >= 0, ordinal < 16 else { return .none }
        switch byte(ordinal) {
        case 0: return .none
        case FirstPositions.beyond: return .atOrAfter(FirstPositions.farthest + 1)
        case let value: return .at(Int(value) - 1)
        }
    }
}
