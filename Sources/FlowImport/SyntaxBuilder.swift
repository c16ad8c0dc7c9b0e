import FlowLang

/// Turns item specs into a `FlowFile` and the source text its ranges point
/// into, so that FlowLang's `Formatter` prints it with its comments.
///
/// The formatter takes only two things from the source: the text of comments
/// (by their byte ranges) and where blank lines stood. So the source written
/// here is a skeleton: each node is an `x` on a line of its own at the offset
/// its range names, a declaration's body is `x {` … `}`, and each comment is
/// its own `// text` line before the node it precedes. The AST carries the
/// real content; the formatter lays it out canonically.
struct SyntaxBuilder {
    private var bytes: [UInt8] = []
    private var comments: [Comment] = []
    private var items: [TopLevelItem] = []

    /// The file built so far and its skeleton source.
    func finish(path: String) -> (file: FlowFile, source: SourceFile) {
        let range = SourceRange(start: 0, end: UInt32(bytes.count))
        return (FlowFile(items: items, comments: comments, range: range), SourceFile(path: path, bytes: bytes))
    }

    mutating func add(_ item: ItemSpec) {
        switch item {
        case .comment(let text):
            writeComment(text)
        case .blankLine:
            write("\n")
        case .storyboard(let name):
            let range = placeholderLine()
            items.append(.declaration(.storyboard(StoryboardDeclaration(name: Identifier(name: name, range: range),
                                                                        range: range))))
        case .importFile(let path):
            let range = placeholderLine()
            items.append(.declaration(.import(ImportDeclaration(path: StringLiteral(value: path, range: range),
                                                                range: range))))
        case .initial(let parts):
            let range = placeholderLine()
            items.append(.declaration(.initial(InitialDeclaration(target: qualified(parts, range), range: range))))
        case .type(let spec):
            items.append(.declaration(.type(typeDeclaration(spec))))
        }
    }

    // MARK: Declarations

    private mutating func typeDeclaration(_ spec: TypeSpec) -> TypeDeclaration {
        let start = offset
        write("x ")
        let brace = offset
        write("{\n")
        let header = SourceRange(start: start, end: start + 1)
        var children: [QualifiedName] = []
        if !spec.children.isEmpty {
            let range = placeholderLine()
            children = spec.children.map { qualified($0, range) }
        }
        let members = spec.members.compactMap { member(for: $0) }
        write("}")
        let end = offset
        write("\n")
        return TypeDeclaration(kind: spec.kind, kindRange: header, name: Identifier(name: spec.name, range: header),
                               children: children, members: MemberList(members), bodyRange: SourceRange(start: brace, end: end),
                               range: SourceRange(start: start, end: end))
    }

    private mutating func member(for spec: MemberSpec) -> Member? {
        if case .comment(let text) = spec {
            writeComment(text)
            return nil
        }
        let range = placeholderLine()
        switch spec {
        case .comment:
            return nil
        case .title(let text):
            return .title(string(text, range))
        case .restoration(let text):
            return .restoration(string(text, range))
        case .hosting(let text):
            return .hosting(string(text, range))
        case .definesContext:
            return .definesContext(flag(range))
        case .hidesBottomBar:
            return .hidesBottomBar(flag(range))
        case .hidesNavigationBar:
            return .hidesNavigationBar(flag(range))
        case .showsToolbar:
            return .showsToolbar(flag(range))
        case .accessibility(let control, let text):
            return .accessibility(AccessibilityMember(control: control.map { Identifier(name: $0, range: range) },
                                                      value: StringLiteral(value: text, range: range), range: range))
        case .providesTransition:
            return .providesTransition(flag(range))
        case .style(let name):
            return .style(nameMember(name, range))
        case .transition(let name):
            return .transition(nameMember(name, range))
        case .adapts(let name):
            return .adapts(nameMember(name, range))
        case .size(let width, let height):
            return .size(DimensionsMember(width: number(width, range), height: number(height, range), range: range))
        case .relationship(let kind, let destination, let identifier):
            let options = identifier.map { [option(.identifier(StringLiteral(value: $0, range: range)), range)] } ?? []
            return .relationship(RelationshipMember(kind: kind, destination: qualified(destination, range),
                                                    options: OptionList(options), range: range))
        case .segue(let segue):
            return .segue(segueMember(segue, range))
        case .unwind(let action):
            return .unwindAction(UnwindActionMember(action: Identifier(name: action, range: range),
                                                    condition: nil, body: nil, range: range))
        case .columns(let style):
            return .columns(nameMember(style, range))
        case .display(let mode):
            return .display(nameMember(mode, range))
        case .discardSecondary:
            return .discardSecondary(DiscardSecondaryMember(condition: nil, range: range))
        case .refusesTab(let tab):
            return .selectGuard(SelectGuardMember(tab: qualified(tab, range), condition: .boolean(false, range), range: range))
        case .search(let results):
            return .search(SearchMember(results: Identifier(name: results, range: range), range: range))
        }
    }

    private func segueMember(_ spec: SegueSpec, _ range: SourceRange) -> SegueMember {
        let trigger: Trigger
        switch spec.trigger {
        case .control(let kind, let name):
            trigger = .control(kind: kind, name: Identifier(name: name, range: range), range: range)
        case .manual(let identifier):
            trigger = .manual(identifier: StringLiteral(value: identifier, range: range), range: range)
        }
        if spec.kind == .action {
            let statements = spec.actionSteps.map { step -> Statement in
                switch step {
                case .dismiss: return Statement(kind: .dismiss(target: nil, options: OptionList()), range: range)
                case .pop: return Statement(kind: .pop(PopStatement(target: .top, options: OptionList())), range: range)
                case .popToRoot: return Statement(kind: .pop(PopStatement(target: .root(range), options: OptionList())), range: range)
                case .push(let scene):
                    let push = NavigateStatement(kind: .push, destination: qualified(scene, range), options: OptionList())
                    return Statement(kind: .navigate(push), range: range)
                case .pushOn(let scene, let navigation):
                    let push = NavigateStatement(kind: .push, destination: qualified(scene, range),
                                                 options: OptionList([option(.on(qualified(navigation, range)), range)]))
                    return Statement(kind: .navigate(push), range: range)
                case .navigateOn(let kind, let scene, let holder, let instance, let style):
                    var options = style.map { [option(.style(Identifier(name: $0, range: range)), range)] } ?? []
                    var on = qualified(holder, range)
                    if let instance, on.rest.isEmpty {
                        on.first = Identifier(name: on.first.name, instance: instance, range: range)
                    } else if let instance, let last = on.rest.last {
                        on.rest[on.rest.count - 1] = Identifier(name: last.name, instance: instance, range: range)
                    }
                    options.append(option(.on(on), range))
                    let shown = NavigateStatement(kind: kind, destination: qualified(scene, range), options: OptionList(options))
                    return Statement(kind: .navigate(shown), range: range)
                case .unembedIfAlive(let child):
                    let name = qualified(child, range)
                    let alive = Expression.call(callee: Identifier(name: "exists", range: range),
                                                arguments: [expression(naming: child, range)], range: range)
                    let unembed = Statement(kind: .unembed(name), range: range)
                    let branch = IfStatement(condition: alive, then: Block(statements: [unembed], range: range), elseBranch: nil)
                    return Statement(kind: .if(branch), range: range)
                case .embed(let child, let container):
                    return Statement(kind: .embed(child: qualified(child, range), container: qualified(container, range)), range: range)
                case .embedIfAbsent(let child, let container):
                    let alive = Expression.call(callee: Identifier(name: "exists", range: range),
                                                arguments: [expression(naming: child, range)], range: range)
                    let embed = Statement(kind: .embed(child: qualified(child, range), container: qualified(container, range)),
                                          range: range)
                    let branch = IfStatement(condition: .unary(.not, alive, range), then: Block(statements: [embed], range: range),
                                             elseBranch: nil)
                    return Statement(kind: .if(branch), range: range)
                case .select(let position):
                    let target = SelectStatement.Target.index(number(Double(position), range))
                    return Statement(kind: .select(SelectStatement(target: target, options: OptionList())), range: range)
                case .setStack(let scenes, let animated):
                    let target = Expression.member(base: .name(Identifier(name: Vocabulary.ownNavigationName, range: range)),
                                                   name: Identifier(name: Vocabulary.stackProperty, range: range), range: range)
                    let list = Expression.list(scenes.map { expression(naming: $0, range) }, range)
                    let options = animated ? OptionList([option(.animated(true, range), range)]) : OptionList()
                    return Statement(kind: .set(target: target, value: list, options: options), range: range)
                case .dismissIfPresenting(let presented, let presenter):
                    let query = Expression.call(callee: Identifier(name: "presented", range: range),
                                                arguments: [expression(naming: presenter, range)], range: range)
                    let isIt = Expression.binary(.equal, query, expression(naming: presented, range), range)
                    let dismiss = Statement(kind: .dismiss(target: nil, options: OptionList()), range: range)
                    let branch = IfStatement(condition: isIt, then: Block(statements: [dismiss], range: range), elseBranch: nil)
                    return Statement(kind: .if(branch), range: range)
                case .popElseDismiss(let scene):
                    func query(_ name: String, _ argument: Expression) -> Expression {
                        .call(callee: Identifier(name: name, range: range), arguments: [argument], range: range)
                    }
                    let depth = query("count", query("stack", query(Vocabulary.ownNavigationName, expression(naming: scene, range))))
                    let pushed = Expression.binary(.greater, depth, .number(number(1, range)), range)
                    let dismiss = Statement(kind: .dismiss(target: nil, options: OptionList()), range: range)
                    let pop = Statement(kind: .pop(PopStatement(target: .top, options: OptionList())), range: range)
                    let branch = IfStatement(condition: pushed, then: Block(statements: [pop], range: range),
                                             elseBranch: .block(Block(statements: [dismiss], range: range)))
                    return Statement(kind: .if(branch), range: range)
                case .setRoot(let scene):
                    let target = Expression.member(base: .name(Identifier(name: "window", range: range)),
                                                   name: Identifier(name: "rootViewController", range: range), range: range)
                    return Statement(kind: .set(target: target, value: expression(naming: scene, range), options: OptionList()),
                                     range: range)
                }
            }
            return SegueMember(trigger: trigger, arrowRange: range, segue: .action(Block(statements: statements, range: range)),
                               range: range)
        }
        let options = spec.options.map { option in
            switch option {
            case .identifier(let text): return self.option(.identifier(StringLiteral(value: text, range: range)), range)
            case .style(let name): return self.option(.style(Identifier(name: name, range: range)), range)
            case .transition(let name): return self.option(.transition(Identifier(name: name, range: range)), range)
            case .animated(let value): return self.option(.animated(value, range), range)
            case .anchor(let name): return self.option(.anchor(Identifier(name: name, range: range)), range)
            }
        }
        let segue = Segue(kind: spec.kind, kindRange: range, destination: qualified(spec.destination, range),
                          className: spec.className.map { StringLiteral(value: $0, range: range) },
                          options: OptionList(options), range: range)
        return SegueMember(trigger: trigger, arrowRange: range, segue: segue, range: range)
    }

    // MARK: Leaves

    private func string(_ text: String, _ range: SourceRange) -> StringMember {
        StringMember(value: StringLiteral(value: text, range: range), range: range)
    }

    private func flag(_ range: SourceRange) -> FlagMember {
        FlagMember(range: range)
    }

    private func nameMember(_ name: String, _ range: SourceRange) -> NameMember {
        NameMember(value: Identifier(name: name, range: range), range: range)
    }

    private func option(_ kind: OptionKind, _ range: SourceRange) -> FlowLang.Option {
        FlowLang.Option(kind: kind, keywordRange: range, range: range)
    }

    /// `Scene`, or `Storyboard.Scene`, as an expression.
    private func expression(naming parts: [String], _ range: SourceRange) -> Expression {
        var named = Expression.name(Identifier(name: parts.first ?? "", range: range))
        for part in parts.dropFirst() {
            named = Expression.member(base: named, name: Identifier(name: part, range: range), range: range)
        }
        return named
    }

    private func qualified(_ parts: [String], _ range: SourceRange) -> QualifiedName {
        QualifiedName(parts: parts.map { Identifier(name: $0, range: range) }, range: range)
    }

    private func number(_ value: Double, _ range: SourceRange) -> NumberLiteral {
        let magnitude: NumberLiteral.Magnitude = value == value.rounded() && abs(value) < 1e15
            ? .integer(Int(value)) : .decimal(value)
        return NumberLiteral(magnitude: magnitude, isPercentage: false, range: range)
    }

    // MARK: The skeleton source

    private var offset: UInt32 { UInt32(bytes.count) }

    private mutating func write(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// An `x` on a line of its own: the range of one node.
    private mutating func placeholderLine() -> SourceRange {
        let start = offset
        write("x\n")
        return SourceRange(start: start, end: start + 1)
    }

    /// `// text` on a line of its own (line ends in `text` become spaces).
    private mutating func writeComment(_ text: String) {
        let line = ("// " + text.map { $0.isNewline ? " " : $0 }.map(String.init).joined())
        let start = offset
        write(line)
        comments.append(Comment(kind: .line, range: SourceRange(start: start, end: offset)))
        write("\n")
    }
}
