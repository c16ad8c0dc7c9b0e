import FlowLang
import FlowVocabulary
import TestSupport
import Testing

/// `ResolvedOptions` reads its values from the options as written, through
/// the position of the first of each kind: it must give what a slot per
/// value, filled first-wins in one pass, gave (`Slots` below).
@Suite struct ResolvedOptionsTests {
    /// The values as the old struct kept them: one slot each, the first of a
    /// kind winning, a style or transition that names none giving way.
    struct Slots: Equatable {
        var identifier: String?
        var style: PresentationStyle?
        var transition: TransitionStyle?
        var animator: String?
        var presenter: String?
        var animated: Bool?
        var anchor: String?
        var from: String?
        var on: QualifiedName?
        var when: Expression?
        var prepare: Block?
        var perform: Block?
        var size: String?

        init(_ options: [Option]) {
            for option in options {
                switch option.kind {
                case .identifier(let literal): identifier = identifier ?? literal.value
                case .style(let name): style = style ?? PresentationStyle(rawValue: name.name)
                case .transition(let name): transition = transition ?? TransitionStyle(rawValue: name.name)
                case .animator(let name): animator = animator ?? name.name
                case .presenter(let name): presenter = presenter ?? name.name
                case .animated(let value, _): animated = animated ?? value
                case .anchor(let name): anchor = anchor ?? name.name
                case .from(let name): from = from ?? name.name
                case .on(let name): on = on ?? name
                case .when(let expression): when = when ?? expression
                case .prepare(let block): prepare = prepare ?? block
                case .perform(let block): perform = perform ?? block
                case .size(let name): size = size ?? name.name
                }
            }
        }

        init(reading resolved: ResolvedOptions) {
            self.init([])
            identifier = resolved.identifier
            style = resolved.style
            transition = resolved.transition
            animator = resolved.animator
            presenter = resolved.presenter
            animated = resolved.animated
            anchor = resolved.anchor
            from = resolved.from
            on = resolved.on
            when = resolved.when
            prepare = resolved.prepare
            perform = resolved.perform
            size = resolved.size
        }
    }

    static func name(_ text: String, at offset: Int = 0) -> Identifier {
        Identifier(name: text, range: range(offset, length: text.utf8.count))
    }

    static func range(_ offset: Int, length: Int = 1) -> SourceRange {
        SourceRange(start: UInt32(offset), end: UInt32(offset + length))
    }

    /// An option of kind `ordinal` whose value says `tag`, so that a wrong
    /// option read shows; styles and transitions cycle through valid names
    /// and one that is none.
    static func option(ordinal: Int, tag: Int) -> Option {
        let range = Self.range(tag)
        let text = "v\(tag)"
        let styles = ["pageSheet", "formSheet", "nonsense", "fullScreen"]
        let transitions = ["crossDissolve", "flipHorizontal", "nonsense", "coverVertical"]
        let block = Block(statements: [], range: range)
        let kind: OptionKind
        switch ordinal {
        case 0: kind = .identifier(StringLiteral(value: text, range: range))
        case 1: kind = .style(name(styles[tag % styles.count], at: tag))
        case 2: kind = .transition(name(transitions[tag % transitions.count], at: tag))
        case 3: kind = .animator(name(text, at: tag))
        case 4: kind = .presenter(name(text, at: tag))
        case 5: kind = .animated(tag % 2 == 0, range)
        case 6: kind = .anchor(name(text, at: tag))
        case 7: kind = .from(name(text, at: tag))
        case 8: kind = .on(QualifiedName(name(text, at: tag)))
        case 9: kind = .when(.name(name(text, at: tag)))
        case 10: kind = .prepare(block)
        case 11: kind = .perform(block)
        default: kind = .size(name(text, at: tag))
        }
        return Option(kind: kind, keywordRange: range, range: range)
    }

    @Test func everyKindReadsBackItsValue() {
        let options = (0..<OptionKind.ordinalCount).map { Self.option(ordinal: $0, tag: $0) }
        #expect(options.map(\.kind.ordinal) == Array(0..<OptionKind.ordinalCount))
        let resolved = ResolvedOptions(options)
        #expect(Slots(reading: resolved) == Slots(options))
        #expect(resolved.identifier == "v0")
        #expect(resolved.style == .formSheet)
        #expect(resolved.animator == "v3")
        #expect(resolved.size == "v12")
    }

    @Test func noOptionsReadNothing() {
        #expect(Slots(reading: ResolvedOptions([])) == Slots([]))
        #expect(ResolvedOptions([]).identifier == nil)
    }

    /// Lists of every length to 40 from a fixed sequence of kinds, repeats
    /// and styles that name none included, each read as the slots read it.
    @Test func theFirstOfEachKindWinsAsInOnePass() {
        var random = SplitMix64(seed: 0x9E37_79B9_7F4A_7C15)
        for length in 0...40 {
            for _ in 0..<8 {
                let options = (0..<length).map { tag -> Option in
                    Self.option(ordinal: Int.random(in: 0..<OptionKind.ordinalCount, using: &random), tag: tag)
                }
                #expect(Slots(reading: ResolvedOptions(options)) == Slots(options), "\(options.map(\.kind.ordinal))")
            }
        }
    }

    /// A first option past the farthest position a byte holds is still found.
    @Test func aFirstOptionFarDownTheListIsFound() {
        for count in [252, 253, 254, 255, 256, 300, 600] {
            var options = (0..<count).map { Self.option(ordinal: 3, tag: $0) }
            options.append(Self.option(ordinal: 0, tag: count))
            options.append(Self.option(ordinal: 0, tag: count + 1))
            options.append(Self.option(ordinal: 6, tag: count + 2))
            let resolved = ResolvedOptions(options)
            #expect(resolved.animator == "v0")
            #expect(resolved.identifier == "v\(count)", "at \(count)")
            #expect(resolved.anchor == "v\(count + 2)", "at \(count)")
            #expect(Slots(reading: resolved) == Slots(options))
        }
    }

    /// Equal when the values read are equal, wherever the options stood.
    @Test func equalityIsByTheValuesRead() {
        let first = ResolvedOptions([Self.option(ordinal: 0, tag: 4), Self.option(ordinal: 3, tag: 4)])
        let moved = ResolvedOptions([Self.option(ordinal: 3, tag: 4), Self.option(ordinal: 0, tag: 4),
                                     Self.option(ordinal: 0, tag: 9)])
        let other = ResolvedOptions([Self.option(ordinal: 0, tag: 5), Self.option(ordinal: 3, tag: 4)])
        #expect(first == moved)
        #expect(first.hashValue == moved.hashValue)
        #expect(first != other)
        #expect(Set([first, moved, other]).count == 2)
    }
}
