// Statements, blocks, `if` chains and expected events.
extension Formatter {
    mutating func printStatement(_ statement: Statement) {
        // Made once: each read of `kind` makes it again from the statement's node.
        let kind = statement.kind
        if let text = oneLineText(of: kind), fits(text) {
            printSimpleItem(text, range: statement.range)
            return
        }
        beginItem(statement.range, headerEnd: firstBlockStart(kind))
        writeStatement(kind)
        endItem(statement.range)
    }

    /// `{ … }` over several lines, or `{}` when empty.
    mutating func printBlock(_ block: Block) {
        if block.statements.isEmpty, writeEmptyBody(block.range) { return }
        openBody(at: block.range.start)
        for statement in block.statements {
            printStatement(statement)
        }
        closeBody(at: max(block.range.end, 1) - 1)
    }

    /// True when `text` fits in the line width at the current indentation.
    func fits(_ text: String) -> Bool {
        indent * Formatter.indentWidth + text.count <= Formatter.lineWidth
    }

    /// `{ statement }` or `{}`: a block with no comment and at most one
    /// statement, itself without a block; nil for any other block.
    func oneLineText(of block: Block) -> String? {
        guard !hasComments(in: block.range) else { return nil }
        guard let statement = block.statements.first else { return "{}" }
        guard block.statements.count == 1,
              let text = oneLineText(of: statement.kind, allowBlocks: false) else { return nil }
        return "{ " + text + " }"
    }

    /// `{ A.viewDidLoad; B.viewDidAppear }`: an event list with no comment.
    private func oneLineText(of events: ExpectEventsStatement) -> String? {
        guard !hasComments(in: events.bodyRange) else { return nil }
        if events.events.isEmpty { return "{}" }
        return "{ " + events.events.map(text(of:)).joined(separator: "; ") + " }"
    }

    /// The statement on one line; nil when one of its blocks cannot print on
    /// one line (or, unless `allowBlocks`, when it has a block at all).
    private func oneLineText(of kind: StatementKind, allowBlocks: Bool = true) -> String? {
        func block(_ header: String, _ body: Block) -> String? {
            guard allowBlocks, let text = oneLineText(of: body) else { return nil }
            return header + text
        }
        switch kind {
        case .launch(let width):
            return "launch" + (width.map { " " + $0.text } ?? "")
        case .tap(let name):
            return "tap " + text(of: name)
        case .tapOutside:
            return "tap outside"
        case .back:
            return "back"
        case .perform(let identifier, let source):
            return "perform " + text(of: identifier) + (source.map { " from " + text(of: $0) } ?? "")
        case .navigate(let node):
            guard let options = oneLineText(of: node.options, allowBlocks: allowBlocks) else { return nil }
            return node.kind.rawValue + " " + text(of: node.destination) + options
        case .pop(let node):
            guard let options = oneLineText(of: node.options, allowBlocks: allowBlocks) else { return nil }
            switch node.target {
            case .top: return "pop" + options
            case .root: return "pop to root" + options
            case .scene(let name): return "pop to " + text(of: name) + options
            }
        case .dismiss(let target, let options):
            guard let options = oneLineText(of: options, allowBlocks: allowBlocks) else { return nil }
            return "dismiss" + (target.map { " " + text(of: $0) } ?? "") + options
        case .unwind(let action):
            return "unwind " + action.text
        case .select(let node):
            guard let options = oneLineText(of: node.options, allowBlocks: allowBlocks) else { return nil }
            switch node.target {
            case .name(let name): return "select " + text(of: name) + options
            case .index(let number): return "select " + text(of: number) + options
            }
        case .size(let width):
            return "size " + width.text
        case .swipe(let node):
            guard let progress = node.progress else { return "swipe \(node.direction.rawValue)" }
            return "swipe \(node.direction.rawValue) to \(text(of: progress)) then \(node.outcome.rawValue)"
        case .embed(let child, let container):
            return "embed " + text(of: child) + " in " + text(of: container)
        case .unembed(let child):
            return "unembed " + text(of: child)
        case .showColumn(let column, let split, let hides):
            return (hides ? "hide" : "show") + " column " + column.text + (split.map { " in " + text(of: $0) } ?? "")
        case .appearance(let node):
            guard let options = oneLineText(of: node.options) else { return nil }
            return node.phase.rawValue + " " + text(of: node.target) + options
        case .replace(let old, let new, let options):
            guard let options = oneLineText(of: options) else { return nil }
            return "replace " + text(of: old) + " with " + text(of: new) + options
        case .preserve(let path):
            return "preserve" + (path.map { " to " + text(of: $0) } ?? "")
        case .search(let typed, let scope):
            if let scope { return "search scope " + text(of: scope) }
            return "search" + (typed.map { " " + text(of: $0) } ?? "")
        case .cancelSearch:
            return "cancel search"
        case .open(let kind, let value):
            return "open " + (kind == .link ? "" : kind.rawValue + " ") + text(of: value)
        case .drag(let tab, let position):
            return "drag " + text(of: tab) + " to " + text(of: position)
        case .typeText(let typed, let field):
            return "type " + text(of: typed) + " in " + field.text
        case .background:
            return "background"
        case .window(let window):
            switch window.action {
            case .open, .openBeside: return window.action.words + (window.activity.map { " activity " + text(of: $0) } ?? "")
            case .focus, .close: return window.action.words + (window.number.map { " " + text(of: $0) } ?? "")
            }
        case .foreground:
            return "foreground"
        case .entryPoint(let entry):
            return block(entry.kind.rawValue + " " + text(of: entry.value) + (entry.isRestoration ? " restoration " : " "),
                         entry.body)
        case .restore(let path):
            return "restore" + (path.map { " from " + text(of: $0) } ?? "")
        case .timeline(let body):
            return block("timeline ", body)
        case .wait(let seconds):
            return "wait " + text(of: seconds)
        case .alongside(let body):
            return block("alongside ", body)
        case .expect(let condition, let message):
            return "expect " + text(of: condition) + (message.map { " " + text(of: $0) } ?? "")
        case .expectEvents(let node):
            guard allowBlocks, let events = oneLineText(of: node) else { return nil }
            return "expect " + node.mode.rawValue + " " + events
        case .expectWarning(let message):
            return "expect warning " + text(of: message)
        case .set(let target, let value, let options):
            guard let options = oneLineText(of: options) else { return nil }
            return "set " + text(of: target) + " = " + text(of: value) + options
        case .if(let node):
            return allowBlocks ? oneLineText(of: node) : nil
        case .repeat(let count, let body):
            return block("repeat " + text(of: count) + " ", body)
        case .print(let value):
            return "print " + text(of: value)
        case .printTree:
            return "print tree"
        case .printEvents:
            return "print events"
        case .test(let name, let body):
            return block("test " + text(of: name) + " ", body)
        }
    }

    /// `if a { tap b }`: an `if` without `else` whose block fits on one line.
    /// A chain with `else` always spans lines, to read as one.
    private func oneLineText(of node: IfStatement) -> String? {
        guard node.elseBranch == nil, let then = oneLineText(of: node.then) else { return nil }
        return "if " + text(of: node.condition) + " " + then
    }

    /// Writes a statement whose blocks span lines.
    private mutating func writeStatement(_ kind: StatementKind) {
        switch kind {
        case .launch, .tap, .tapOutside, .back, .perform, .unwind, .size, .swipe, .embed, .unembed, .replace, .appearance, .showColumn, .preserve,
             .restore, .wait, .expect, .expectWarning, .set, .print, .printTree, .printEvents, .search, .cancelSearch,
             .open, .background, .foreground, .typeText, .drag, .window:
            write(oneLineText(of: kind) ?? "")
        case .navigate(let node):
            write(node.kind.rawValue + " " + text(of: node.destination))
            writeOptions(node.options)
        case .pop(let node):
            switch node.target {
            case .top: write("pop")
            case .root: write("pop to root")
            case .scene(let name): write("pop to " + text(of: name))
            }
            writeOptions(node.options)
        case .dismiss(let target, let options):
            write("dismiss" + (target.map { " " + text(of: $0) } ?? ""))
            writeOptions(options)
        case .select(let node):
            switch node.target {
            case .name(let name): write("select " + text(of: name))
            case .index(let number): write("select " + text(of: number))
            }
            writeOptions(node.options)
        case .timeline(let block):
            write("timeline ")
            printBlock(block)
        case .alongside(let block):
            write("alongside ")
            printBlock(block)
        case .expectEvents(let node):
            write("expect " + node.mode.rawValue + " ")
            printEvents(node)
        case .if(let node):
            writeIf(node)
        case .repeat(let count, let body):
            write("repeat " + text(of: count) + " ")
            printBlock(body)
        case .test(let name, let body):
            write("test " + text(of: name) + " ")
            printBlock(body)
        case .entryPoint(let entry):
            write(entry.kind.rawValue + " " + text(of: entry.value) + (entry.isRestoration ? " restoration " : " "))
            printBlock(entry.body)
        }
    }

    /// `if a { … } else if b { … } else { … }`
    private mutating func writeIf(_ node: IfStatement) {
        write("if " + text(of: node.condition) + " ")
        printBlock(node.then)
        guard let elseBranch = node.elseBranch else { return }
        write(" else ")
        switch elseBranch {
        case .block(let block):
            printBlock(block)
        case .elseIf(let nested, _):
            writeIf(nested)
        }
    }

    /// `{ A.viewWillDisappear; B.viewWillAppear }`, an event a line.
    private mutating func printEvents(_ node: ExpectEventsStatement) {
        if node.events.isEmpty, writeEmptyBody(node.bodyRange) { return }
        openBody(at: node.bodyRange.start)
        for event in node.events {
            printSimpleItem(text(of: event), range: event.range)
        }
        closeBody(at: max(node.bodyRange.end, 1) - 1)
    }

    /// Where the statement's first block starts: the end of its one-line head.
    private func firstBlockStart(_ kind: StatementKind) -> UInt32? {
        switch kind {
        case .timeline(let block), .alongside(let block), .repeat(_, let block), .test(_, let block):
            return block.range.start
        case .entryPoint(let entry):
            return entry.body.range.start
        case .if(let node):
            return node.then.range.start
        case .expectEvents(let node):
            return node.bodyRange.start
        case .navigate(let node):
            return firstBlockStart(node.options)
        case .pop(let node):
            return firstBlockStart(node.options)
        case .select(let node):
            return firstBlockStart(node.options)
        case .dismiss(_, let options):
            return firstBlockStart(options)
        case .launch, .tap, .tapOutside, .back, .perform, .unwind, .size, .swipe, .embed, .unembed, .replace, .appearance, .showColumn, .preserve,
             .restore, .wait, .expect, .expectWarning, .set, .print, .printTree, .printEvents, .search, .cancelSearch,
             .open, .background, .foreground, .typeText, .drag, .window:
            return nil
        }
    }
}
