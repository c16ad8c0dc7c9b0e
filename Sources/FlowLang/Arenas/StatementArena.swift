/// Where a file's statements, blocks and options are kept, as its
/// expressions are in an `ExpressionArena`: each a small node in an array,
/// addressed by position. A `Statement`, a `Block` and an `OptionList` are
/// views of nodes here; their `kind`s and parts are made when read.
///
/// Before, a statement was an 80-byte enum value, each block's statements
/// and each option list an array of their own (an allocation with its
/// header and spare room), and every name a `String` of its own. Here a
/// statement is a 24-byte node, a block or a list a run of positions in
/// `runs`, and names and literals are nodes of the expression arena (a
/// name's node holds its interned `Symbol`, a literal's text is kept once).
///
/// Nothing kept here refers to an arena: parts that are themselves arena
/// views (a block, an expression) are kept as positions. A view holds its
/// arena, so an arena holding views of itself would never be freed.
///
/// As for `ExpressionArena`: only the parser that made it, or the public
/// initialisers that copy parts into an arena of their own, append to it,
/// before the view they return is handed on; after that it is only read,
/// from any thread. Hence `@unchecked Sendable`.
@usableFromInline final class StatementArena: @unchecked Sendable {
    /// A statement: which one (`tag`), a byte of detail (`flags`) and three
    /// 32-bit fields whose meaning `tag` decides (`add(_:range:)` writes them,
    /// `kind(ofStatement:)` reads them). A field that refers to nothing holds -1.
    struct StatementNode {
        var range: SourceRange
        var first: Int32
        var second: Int32
        var third: Int32
        var tag: StatementTag
        var flags: UInt8
    }

    typealias StatementTag = StatementKind.Tag

    /// An option: its kind (`tag`), its keyword's range and its value's node
    /// (an expression-arena node, or a part: a block or a qualified name).
    struct OptionNode {
        var keywordRange: SourceRange
        var range: SourceRange
        var value: Int32
        var tag: OptionKind.Tag
    }

    /// A part whose kind the field that refers to it decides: a block
    /// (`first`: its statements' run), a qualified name (`first`: the first
    /// part's name node; `second`: the run of the others' name nodes), an
    /// event pattern (`first`: the receiver's name part; `second`: the
    /// method's name node; `third`: the argument's part) or an event argument
    /// (`first`: the label's name node; `second`: the value's expression node).
    struct PartNode {
        var range: SourceRange
        var first: Int32
        var second: Int32
        var third: Int32
    }

    /// Where the names, literals and expressions of these statements are kept.
    let expressions: ExpressionArena
    @exclusivity(unchecked) var statements = Nodes<StatementNode>()
    @exclusivity(unchecked) var options = Nodes<OptionNode>()
    @exclusivity(unchecked) var parts = Nodes<PartNode>()
    /// Segue members (`StatementArena+Segues.swift`); room for one at first,
    /// since most arenas are made for a statement or an option list and hold none.
    @exclusivity(unchecked) var segues = Nodes<SegueNode>(capacity: 1)
    /// Runs of positions: a count, then that many positions (statements of a
    /// block, options of a list, events of an `expect`, names of a qualified name).
    @exclusivity(unchecked) var runs: [Int32] = []

    /// Positions waiting to become a run: the parser pushes each statement
    /// of a block, each option of a list, as it reads it (a nested block's
    /// above its enclosing one's) and takes them off as one run at the
    /// block's or list's end. One array for the whole parse, where each
    /// block and list had a temporary one of its own.
    @exclusivity(unchecked) private var stack: [Int32] = []
    /// How many of `stack`'s entries are in use: taking positions off moves
    /// this, not the array's end, so that pushing again overwrites in place.
    @exclusivity(unchecked) private var stackTop = 0

    /// An arena whose names and expressions are kept in `expressions`.
    init(expressions: ExpressionArena) {
        self.expressions = expressions
    }

    /// An arena of its own, for syntax made outside a parser.
    convenience init() { self.init(expressions: ExpressionArena()) }

    deinit {
        statements.deallocate()
        options.deallocate()
        parts.deallocate()
        segues.deallocate()
    }

    /// Gives back the room the nodes and runs do not use (`ExpressionArena.trim`).
    func trim() {
        statements.trim()
        options.trim()
        parts.trim()
        segues.trim()
        runs.giveBackSpareRoom()
        stack = []
        stackTop = 0
    }

    // MARK: Reading

    func range(ofStatement index: Int32) -> SourceRange { statements[Int(index)].range }
    func tag(ofStatement index: Int32) -> StatementTag { statements[Int(index)].tag }
    func range(ofPart index: Int32) -> SourceRange { parts[Int(index)].range }
    func run(at position: Int) -> Int32 { runs[position] }
    /// How many positions the run at `start` holds; 0 for none (-1).
    func count(ofRun start: Int32) -> Int { start < 0 ? 0 : Int(runs[Int(start)]) }

    func kind(ofStatement index: Int32) -> StatementKind {
        let node = statements[Int(index)]
        switch node.tag {
        case .launch: return .launch(width: optionalIdentifier(node.first))
        case .tap: return .tap(qualifiedName(node.first))
        case .tapOutside: return .tapOutside
        case .search: return .search(text: optionalString(node.first), scope: optionalString(node.second))
        case .cancelSearch: return .cancelSearch
        case .entryPoint:
            // The low bits the kind, the high bit `restoration`.
            return .entryPoint(EntryPointStatement(kind: EntryKind.allCases[Int(node.flags & 0x7F) % EntryKind.allCases.count],
                                                   value: expressions.stringLiteral(at: node.first),
                                                   body: Block(arena: self, index: node.second),
                                                   isRestoration: node.flags & 0x80 != 0))
        case .open:
            return .open(kind: EntryKind.allCases[Int(node.flags) % EntryKind.allCases.count],
                         value: expressions.stringLiteral(at: node.first))
        case .background: return .background
        case .window:
            return .window(WindowStatement(action: WindowStatement.Action.allCases[Int(node.flags) % WindowStatement.Action.allCases.count],
                                           number: node.first < 0 ? nil : expressions.numberLiteral(at: node.first),
                                           activity: optionalString(node.second)))
        case .drag: return .drag(tab: qualifiedName(node.first), position: expressions.numberLiteral(at: node.second))
        case .typeText:
            return .typeText(text: expressions.stringLiteral(at: node.first), field: expressions.identifier(at: node.second))
        case .foreground: return .foreground
        case .back: return .back
        case .perform: return .perform(expressions.stringLiteral(at: node.first), from: optionalName(node.second))
        case .navigate:
            return .navigate(NavigateStatement(kind: Self.navigateKinds[Int(node.flags) % Self.navigateKinds.count],
                                               destination: qualifiedName(node.first), options: optionList(node.second)))
        case .pop:
            let target: PopStatement.Target
            switch node.flags {
            case 1: target = .root(Self.range(node.first, node.second))
            case 2: target = .scene(qualifiedName(node.first))
            default: target = .top
            }
            return .pop(PopStatement(target: target, options: optionList(node.third)))
        case .dismiss: return .dismiss(target: optionalName(node.first), options: optionList(node.second))
        case .unwind: return .unwind(expressions.identifier(at: node.first))
        case .select:
            let target: SelectStatement.Target = node.flags == 1
                ? .index(expressions.numberLiteral(at: node.first)) : .name(qualifiedName(node.first))
            return .select(SelectStatement(target: target, options: optionList(node.second)))
        case .size: return .size(expressions.identifier(at: node.first))
        case .swipe:
            let direction = Self.swipeDirections[Int(node.flags & 0x7F) % Self.swipeDirections.count]
            return .swipe(SwipeStatement(direction: direction, progress: optionalNumber(node.first),
                                         outcome: node.flags & 0x80 != 0 ? .cancel : .finish))
        case .embed: return .embed(child: qualifiedName(node.first), container: qualifiedName(node.second))
        case .unembed: return .unembed(qualifiedName(node.first))
        case .showColumn:
            return .showColumn(column: expressions.identifier(at: node.first), split: optionalName(node.second),
                               hides: node.third == 1)
        case .appearance:
            let phase = Self.appearancePhases[Int(node.flags) % Self.appearancePhases.count]
            return .appearance(AppearanceStatement(phase: phase, target: qualifiedName(node.first),
                                                   options: optionList(node.second)))
        case .replace:
            return .replace(old: qualifiedName(node.first), new: qualifiedName(node.second), options: optionList(node.third))
        case .preserve: return .preserve(path: optionalString(node.first))
        case .restore: return .restore(path: optionalString(node.first))
        case .timeline: return .timeline(Block(arena: self, index: node.first))
        case .wait: return .wait(expressions.numberLiteral(at: node.first))
        case .alongside: return .alongside(Block(arena: self, index: node.first))
        case .expect: return .expect(condition: expression(node.first), message: optionalString(node.second))
        case .expectEvents:
            let mode = Self.expectModes[Int(node.flags) % Self.expectModes.count]
            return .expectEvents(ExpectEventsStatement(
                mode: mode, events: eventPatterns(node.first),
                bodyRange: Self.range(node.second, node.third)))
        case .expectWarning: return .expectWarning(expressions.stringLiteral(at: node.first))
        case .set: return .set(target: expression(node.first), value: expression(node.second), options: optionList(node.third))
        case .if: return .if(ifStatement(node))
        case .repeat: return .repeat(count: expression(node.first), body: Block(arena: self, index: node.second))
        case .print: return .print(expression(node.first))
        case .printTree: return .printTree
        case .printEvents: return .printEvents
        case .test: return .test(name: expressions.stringLiteral(at: node.first), body: Block(arena: self, index: node.second))
        }
    }

    func option(at index: Int32) -> Option {
        let node = options[Int(index)]
        let kind: OptionKind
        switch node.tag {
        case .identifier: kind = .identifier(expressions.stringLiteral(at: node.value))
        case .style: kind = .style(expressions.identifier(at: node.value))
        case .transition: kind = .transition(expressions.identifier(at: node.value))
        case .animator: kind = .animator(expressions.identifier(at: node.value))
        case .presenter: kind = .presenter(expressions.identifier(at: node.value))
        case .animated:
            let (value, range) = expressions.boolean(at: node.value)
            kind = .animated(value, range)
        case .anchor: kind = .anchor(expressions.identifier(at: node.value))
        case .from: kind = .from(expressions.identifier(at: node.value))
        case .on: kind = .on(qualifiedName(node.value))
        case .when: kind = .when(expression(node.value))
        case .prepare: kind = .prepare(Block(arena: self, index: node.value))
        case .perform: kind = .perform(Block(arena: self, index: node.value))
        case .size: kind = .size(expressions.identifier(at: node.value))
        }
        return Option(kind: kind, keywordRange: node.keywordRange, range: node.range)
    }

    /// The options of the run at `start` (-1: none).
    func optionList(_ start: Int32) -> OptionList {
        start < 0 ? OptionList() : OptionList(arena: self, start: start + 1, count: runs[Int(start)])
    }

    func qualifiedName(_ part: Int32) -> QualifiedName {
        let node = parts[Int(part)]
        var rest: [Identifier] = []
        if node.second >= 0 {
            let count = Int(runs[Int(node.second)])
            rest.reserveCapacity(count)
            for position in 0..<count { rest.append(expressions.identifier(at: runs[Int(node.second) + 1 + position])) }
        }
        return QualifiedName(first: expressions.identifier(at: node.first), rest: rest, range: node.range)
    }

    private func optionalName(_ part: Int32) -> QualifiedName? { part < 0 ? nil : qualifiedName(part) }
    private func optionalIdentifier(_ node: Int32) -> Identifier? { node < 0 ? nil : expressions.identifier(at: node) }
    private func optionalString(_ node: Int32) -> StringLiteral? { node < 0 ? nil : expressions.stringLiteral(at: node) }
    private func optionalNumber(_ node: Int32) -> NumberLiteral? { node < 0 ? nil : expressions.numberLiteral(at: node) }
    private func expression(_ node: Int32) -> Expression { Expression(arena: expressions, index: node) }

    private func ifStatement(_ node: StatementNode) -> IfStatement {
        let elseBranch: IfStatement.ElseBranch?
        switch node.flags {
        case 1: elseBranch = .block(Block(arena: self, index: node.third))
        case 2:
            // An `else if`: a node of its own, whose range is the `else if`'s.
            let nested = statements[Int(node.third)]
            elseBranch = .elseIf(ifStatement(nested), nested.range)
        default: elseBranch = nil
        }
        return IfStatement(condition: expression(node.first), then: Block(arena: self, index: node.second),
                           elseBranch: elseBranch)
    }

    private func eventPatterns(_ start: Int32) -> [EventPattern] {
        let count = count(ofRun: start)
        var patterns: [EventPattern] = []
        patterns.reserveCapacity(count)
        for position in 0..<count {
            let node = parts[Int(runs[Int(start) + 1 + position])]
            var argument: EventArgument?
            if node.third >= 0 {
                let argumentNode = parts[Int(node.third)]
                argument = EventArgument(label: optionalIdentifier(argumentNode.first),
                                         value: expression(argumentNode.second), range: argumentNode.range)
            }
            patterns.append(EventPattern(receiver: qualifiedName(node.first),
                                         method: expressions.identifier(at: node.second),
                                         argument: argument, range: node.range))
        }
        return patterns
    }

    /// A range kept as two fields, read back as it was given: an end before
    /// the start too (`SourceRange`'s `end` may be set so), which
    /// `init(start:end:)` would clamp.
    private static func range(_ start: Int32, _ end: Int32) -> SourceRange {
        var range = SourceRange(start: UInt32(bitPattern: start), end: UInt32(bitPattern: start))
        range.end = UInt32(bitPattern: end)
        return range
    }

    // The enums' cases by the byte a node keeps for them.
    private static let navigateKinds: [NavigateKind] = [.present, .show, .detail, .push]
    private static let swipeDirections: [SwipeStatement.Direction] = [.back, .down, .up, .next, .previous]
    private static let appearancePhases: [AppearanceStatement.Phase] = [.beginAppearing, .beginDisappearing, .end]
    private static let expectModes: [ExpectEventsStatement.Mode] = [.events, .order, .no]

    // MARK: Adding (the parser, or the public initialisers)

    /// A statement of `kind` covering `range`, its parts kept here.
    func add(_ kind: StatementKind, range: SourceRange) -> Statement {
        Statement(arena: self, index: addStatement(kind, range: range))
    }

    private func addStatement(_ kind: StatementKind, range: SourceRange) -> Int32 {
        func node(_ tag: StatementTag, _ first: Int32 = -1, _ second: Int32 = -1, _ third: Int32 = -1,
                  flags: UInt8 = 0) -> StatementNode {
            StatementNode(range: range, first: first, second: second, third: third, tag: tag, flags: flags)
        }
        let made: StatementNode
        switch kind {
        case .launch(let width): made = node(.launch, width.map(name) ?? -1)
        case .tap(let target): made = node(.tap, qualified(target))
        case .tapOutside: made = node(.tapOutside)
        case .search(let text, let scope): made = node(.search, text.map(string) ?? -1, scope.map(string) ?? -1)
        case .cancelSearch: made = node(.cancelSearch)
        case .entryPoint(let entry):
            made = node(.entryPoint, string(entry.value), block(entry.body),
                        flags: UInt8(EntryKind.allCases.firstIndex(of: entry.kind) ?? 0) | (entry.isRestoration ? 0x80 : 0))
        case .open(let kind, let value):
            made = node(.open, string(value), flags: UInt8(EntryKind.allCases.firstIndex(of: kind) ?? 0))
        case .background: made = node(.background)
        case .window(let window):
            made = node(.window, window.number.map(number) ?? -1, window.activity.map(string) ?? -1,
                        flags: UInt8(WindowStatement.Action.allCases.firstIndex(of: window.action) ?? 0))
        case .typeText(let text, let field): made = node(.typeText, string(text), name(field))
        case .drag(let tab, let position): made = node(.drag, qualified(tab), number(position))
        case .foreground: made = node(.foreground)
        case .back: made = node(.back)
        case .perform(let identifier, let source): made = node(.perform, string(identifier), source.map(qualified) ?? -1)
        case .navigate(let navigate):
            let kindByte = UInt8(Self.navigateKinds.firstIndex(of: navigate.kind) ?? 0)
            made = node(.navigate, qualified(navigate.destination), optionRun(navigate.options), flags: kindByte)
        case .pop(let pop):
            let options = optionRun(pop.options)
            switch pop.target {
            case .top: made = node(.pop, -1, -1, options)
            case .root(let rootRange):
                made = node(.pop, Int32(bitPattern: rootRange.start), Int32(bitPattern: rootRange.end), options, flags: 1)
            case .scene(let scene): made = node(.pop, qualified(scene), -1, options, flags: 2)
            }
        case .dismiss(let target, let options): made = node(.dismiss, target.map(qualified) ?? -1, optionRun(options))
        case .unwind(let action): made = node(.unwind, name(action))
        case .select(let select):
            let options = optionRun(select.options)
            switch select.target {
            case .name(let tab): made = node(.select, qualified(tab), options)
            case .index(let number): made = node(.select, self.number(number), options, flags: 1)
            }
        case .size(let width): made = node(.size, name(width))
        case .swipe(let swipe):
            let direction = UInt8(Self.swipeDirections.firstIndex(of: swipe.direction) ?? 0)
            made = node(.swipe, swipe.progress.map(number) ?? -1,
                        flags: direction | (swipe.outcome == .cancel ? 0x80 : 0))
        case .embed(let child, let container): made = node(.embed, qualified(child), qualified(container))
        case .unembed(let child): made = node(.unembed, qualified(child))
        case .showColumn(let column, let split, let hides):
            made = node(.showColumn, name(column), split.map(qualified) ?? -1, hides ? 1 : 0)
        case .appearance(let appearance):
            let phase = UInt8(Self.appearancePhases.firstIndex(of: appearance.phase) ?? 0)
            made = node(.appearance, qualified(appearance.target), optionRun(appearance.options), flags: phase)
        case .replace(let old, let new, let options):
            made = node(.replace, qualified(old), qualified(new), optionRun(options))
        case .preserve(let path): made = node(.preserve, path.map(string) ?? -1)
        case .restore(let path): made = node(.restore, path.map(string) ?? -1)
        case .timeline(let body): made = node(.timeline, block(body))
        case .wait(let seconds): made = node(.wait, number(seconds))
        case .alongside(let body): made = node(.alongside, block(body))
        case .expect(let condition, let message): made = node(.expect, expression(condition), message.map(string) ?? -1)
        case .expectEvents(let expect):
            let mode = UInt8(Self.expectModes.firstIndex(of: expect.mode) ?? 0)
            made = node(.expectEvents, eventRun(expect.events), Int32(bitPattern: expect.bodyRange.start),
                        Int32(bitPattern: expect.bodyRange.end), flags: mode)
        case .expectWarning(let text): made = node(.expectWarning, string(text))
        case .set(let target, let value, let options):
            made = node(.set, expression(target), expression(value), optionRun(options))
        case .if(let statement): made = ifNode(statement, range: range)
        case .repeat(let count, let body): made = node(.repeat, expression(count), block(body))
        case .print(let value): made = node(.print, expression(value))
        case .printTree: made = node(.printTree)
        case .printEvents: made = node(.printEvents)
        case .test(let testName, let body): made = node(.test, string(testName), block(body))
        }
        return append(made)
    }

    private func append(_ node: StatementNode) -> Int32 {
        statements.append(node)
        return Int32(truncatingIfNeeded: statements.count - 1)
    }

    private func ifNode(_ statement: IfStatement, range: SourceRange) -> StatementNode {
        let condition = expression(statement.condition)
        let then = block(statement.then)
        switch statement.elseBranch {
        case nil:
            return StatementNode(range: range, first: condition, second: then, third: -1, tag: .if, flags: 0)
        case .block(let body):
            return StatementNode(range: range, first: condition, second: then, third: block(body), tag: .if, flags: 1)
        case .elseIf(let nested, let nestedRange):
            let nestedNode = append(ifNode(nested, range: nestedRange))
            return StatementNode(range: range, first: condition, second: then, third: nestedNode, tag: .if, flags: 2)
        }
    }

    // The stack: where a block or a list starts on it, a position added, the
    // positions above a mark taken off as a run, or dropped (a failed parse).

    var stackMark: Int { stackTop }

    func push(_ position: Int32) {
        if stackTop < stack.count { stack[stackTop] = position } else { stack.append(position) }
        stackTop += 1
    }

    func dropStack(to mark: Int) { stackTop = min(max(mark, 0), stackTop) }

    /// A block of the statements pushed since `mark`, covering `range`.
    func block(ofStackFrom mark: Int, range: SourceRange) -> Block {
        block(ofRun: runFromStack(mark), range: range)
    }

    /// The options pushed since `mark`; none is no run at all.
    func optionList(ofStackFrom mark: Int) -> OptionList {
        optionList(stackTop > mark ? runFromStack(mark) : -1)
    }

    private func runFromStack(_ mark: Int) -> Int32 {
        let from = min(max(mark, 0), stackTop)
        let start = Int32(truncatingIfNeeded: runs.count)
        runs.append(Int32(truncatingIfNeeded: stackTop - from))
        // A loop: runs are short, and `append(contentsOf:)` costs more than it moves.
        for position in from..<stackTop { runs.append(stack[position]) }
        stackTop = from
        return start
    }

    /// A block of `statements` covering `range`: their positions as one run.
    func block(of statements: [Statement], range: SourceRange) -> Block {
        block(ofRun: addRun(statements.map(adopt)), range: range)
    }

    private func block(ofRun start: Int32, range: SourceRange) -> Block {
        parts.append(PartNode(range: range, first: start, second: -1, third: -1))
        return Block(arena: self, index: Int32(truncatingIfNeeded: parts.count - 1))
    }

    /// The options as a run here; an empty list is no run at all.
    func optionList(of list: [Option]) -> OptionList { optionList(addOptions(list)) }

    private func addOptions(_ list: some Collection<Option>) -> Int32 {
        list.isEmpty ? -1 : addRun(list.map { add($0) })
    }

    /// `option`'s node, its value kept here; its position.
    func add(_ option: Option) -> Int32 {
        let value: Int32
        switch option.kind {
        case .identifier(let literal): value = string(literal)
        case .style(let identifier), .transition(let identifier), .animator(let identifier),
             .presenter(let identifier), .anchor(let identifier), .from(let identifier), .size(let identifier):
            value = name(identifier)
        case .animated(let flag, let flagRange): value = expressions.boolean(flag, flagRange).index
        case .on(let target): value = qualified(target)
        case .when(let condition): value = expression(condition)
        case .prepare(let body), .perform(let body): value = block(body)
        }
        options.append(OptionNode(keywordRange: option.keywordRange, range: option.range, value: value,
                                  tag: option.kind.tag))
        return Int32(truncatingIfNeeded: options.count - 1)
    }

    private func addRun(_ positions: [Int32]) -> Int32 {
        let start = Int32(truncatingIfNeeded: runs.count)
        runs.append(Int32(truncatingIfNeeded: positions.count))
        runs.append(contentsOf: positions)
        return start
    }

    /// `list`'s run here: its own when kept here (the parser's case), else a copy.
    /// An `OptionList` is always a whole run (only `optionList(_:)` makes one;
    /// a part of one is a `Slice`), so its run's count stands just before it.
    func optionRun(_ list: OptionList) -> Int32 {
        if list.isEmpty { return -1 }
        if list.arena === self { return list.start - 1 }
        return addOptions(list)
    }

    /// `statement`'s node here: its own when kept here, else a copy of it and all below it.
    private func adopt(_ statement: Statement) -> Int32 {
        statement.arena === self ? statement.index : addStatement(statement.kind, range: statement.range)
    }

    private func block(_ body: Block) -> Int32 {
        body.arena === self ? body.index : block(of: Array(body.statements), range: body.range).index
    }

    private func eventRun(_ events: [EventPattern]) -> Int32 {
        if events.isEmpty { return -1 }
        return addRun(events.map { event in
            var argument: Int32 = -1
            if let written = event.argument {
                parts.append(PartNode(range: written.range, first: written.label.map(name) ?? -1,
                                      second: expression(written.value), third: -1))
                argument = Int32(truncatingIfNeeded: parts.count - 1)
            }
            parts.append(PartNode(range: event.range, first: qualified(event.receiver), second: name(event.method),
                                  third: argument))
            return Int32(truncatingIfNeeded: parts.count - 1)
        })
    }

    func qualified(_ name: QualifiedName) -> Int32 {
        let first = self.name(name.first)
        let rest = name.rest.isEmpty ? -1 : addRun(name.rest.map(self.name))
        parts.append(PartNode(range: name.range, first: first, second: rest, third: -1))
        return Int32(truncatingIfNeeded: parts.count - 1)
    }

    func name(_ identifier: Identifier) -> Int32 { expressions.name(identifier).index }
    func string(_ literal: StringLiteral) -> Int32 { expressions.string(literal).index }
    private func number(_ literal: NumberLiteral) -> Int32 { expressions.number(literal).index }
    private func expression(_ value: Expression) -> Int32 { expressions.adopt(value) }
}
