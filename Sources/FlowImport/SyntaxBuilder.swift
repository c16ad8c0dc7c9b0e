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
    private let prototypes: SyntaxPrototypes
    private var bytes: [UInt8] = []
    private var comments: [Comment] = []
    private var items: [TopLevelItem] = []

    init(prototypes: SyntaxPrototypes) {
        self.prototypes = prototypes
    }

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
            var node = prototypes.storyboard
            let range = placeholderLine()
            node.name = Identifier(name: name, range: range)
            node.range = range
            items.append(.declaration(.storyboard(node)))
        case .importFile(let path):
            var node = prototypes.importDeclaration
            let range = placeholderLine()
            node.path = StringLiteral(value: path, range: range)
            node.range = range
            items.append(.declaration(.import(node)))
        case .initial(let parts):
            var node = prototypes.initial
            let range = placeholderLine()
            node.target = qualified(parts, range)
            node.range = range
            items.append(.declaration(.initial(node)))
        case .type(let spec):
            items.append(.declaration(.type(typeDeclaration(spec))))
        }
    }

    // MARK: Declarations

    private mutating func typeDeclaration(_ spec: TypeSpec) -> TypeDeclaration {
        var node = prototypes.type
        let start = offset
        write("x ")
        let brace = offset
        write("{\n")
        let header = SourceRange(start: start, end: start + 1)
        node.kind = spec.kind
        node.kindRange = header
        node.name = Identifier(name: spec.name, range: header)
        node.children = []
        if !spec.children.isEmpty {
            let range = placeholderLine()
            node.children = spec.children.map { qualified($0, range) }
        }
        node.members = spec.members.compactMap { member(for: $0) }
        write("}")
        let end = offset
        write("\n")
        node.bodyRange = SourceRange(start: brace, end: end)
        node.range = SourceRange(start: start, end: end)
        return node
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
        case .definesContext:
            return .definesContext(flag(range))
        case .providesTransition:
            return .providesTransition(flag(range))
        case .style(let name):
            return .style(nameMember(name, range))
        case .transition(let name):
            return .transition(nameMember(name, range))
        case .size(let width, let height):
            var node = prototypes.dimensions
            node.width = number(width, range)
            node.height = number(height, range)
            node.range = range
            return .size(node)
        case .relationship(let kind, let destination, let identifier):
            var node = prototypes.relationship
            node.kind = kind
            node.destination = qualified(destination, range)
            node.options = identifier.map { [option(.identifier(StringLiteral(value: $0, range: range)), range)] } ?? []
            node.range = range
            return .relationship(node)
        case .segue(let segue):
            return .segue(segueMember(segue, range))
        case .unwind(let action):
            var node = prototypes.unwind
            node.action = Identifier(name: action, range: range)
            node.condition = nil
            node.body = nil
            node.range = range
            return .unwindAction(node)
        }
    }

    private func segueMember(_ spec: SegueSpec, _ range: SourceRange) -> SegueMember {
        var node = prototypes.segue
        switch spec.trigger {
        case .control(let kind, let name):
            node.trigger = .control(kind: kind, name: Identifier(name: name, range: range), range: range)
        case .manual(let identifier):
            node.trigger = .manual(identifier: StringLiteral(value: identifier, range: range), range: range)
        }
        node.arrowRange = range
        var segue = node.segue
        segue.kind = spec.kind
        segue.kindRange = range
        segue.destination = qualified(spec.destination, range)
        segue.className = spec.className.map { StringLiteral(value: $0, range: range) }
        segue.options = spec.options.map { option in
            switch option {
            case .identifier(let text): return self.option(.identifier(StringLiteral(value: text, range: range)), range)
            case .style(let name): return self.option(.style(Identifier(name: name, range: range)), range)
            case .transition(let name): return self.option(.transition(Identifier(name: name, range: range)), range)
            case .animated(let value): return self.option(.animated(value, range), range)
            case .anchor(let name): return self.option(.anchor(Identifier(name: name, range: range)), range)
            }
        }
        segue.range = range
        node.segue = segue
        node.range = range
        return node
    }

    // MARK: Leaves

    private func string(_ text: String, _ range: SourceRange) -> StringMember {
        var node = prototypes.string
        node.value = StringLiteral(value: text, range: range)
        node.range = range
        return node
    }

    private func flag(_ range: SourceRange) -> FlagMember {
        var node = prototypes.flag
        node.range = range
        return node
    }

    private func nameMember(_ name: String, _ range: SourceRange) -> NameMember {
        var node = prototypes.name
        node.value = Identifier(name: name, range: range)
        node.range = range
        return node
    }

    private func option(_ kind: OptionKind, _ range: SourceRange) -> FlowLang.Option {
        FlowLang.Option(kind: kind, keywordRange: range, range: range)
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
        var node = prototypes.comment
        let line = ("// " + text.map { $0.isNewline ? " " : $0 }.map(String.init).joined())
        let start = offset
        write(line)
        node.kind = .line
        node.range = SourceRange(start: start, end: offset)
        comments.append(node)
        write("\n")
    }
}
