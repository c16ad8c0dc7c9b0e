// Statements, blocks, `if` chains and expected events.
extension Formatter {
    mutating func printStatement(_ statement: Statement) {
        beginItem(statement.range, headerEnd: firstBlockStart(statement.kind))
        writeStatement(statement.kind)
        endItem(statement.range)
    }

    /// `{ … }`: `{}` when empty, else a statement a line.
    mutating func printBlock(_ block: Block) {
        if block.statements.isEmpty, writeEmptyBody(block.range) { return }
        openBody(at: block.range.start)
        for statement in block.statements {
            printStatement(statement)
        }
        closeBody(at: block.range.end - 1)
    }

    private mutating func writeStatement(_ kind: StatementKind) {
        switch kind {
        case .launch(let width):
            write("launch" + (width.map { " " + $0.text } ?? ""))
        case .tap(let name):
            write("tap " + text(of: name))
        case .tapOutside:
            write("tap outside")
        case .perform(let identifier):
            write("perform " + text(of: identifier))
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
        case .unwind(let action):
            write("unwind " + action.text)
        case .select(let node):
            switch node.target {
            case .name(let name): write("select " + text(of: name))
            case .index(let number): write("select " + text(of: number))
            }
            writeOptions(node.options)
        case .size(let width):
            write("size " + width.text)
        case .swipe(let node):
            write("swipe \(node.direction.rawValue) to \(text(of: node.progress)) then \(node.outcome.rawValue)")
        case .embed(let child, let container):
            write("embed " + text(of: child) + " in " + text(of: container))
        case .unembed(let child):
            write("unembed " + text(of: child))
        case .preserve(let path):
            write("preserve" + (path.map { " to " + text(of: $0) } ?? ""))
        case .restore(let path):
            write("restore" + (path.map { " from " + text(of: $0) } ?? ""))
        case .timeline(let block):
            write("timeline ")
            printBlock(block)
        case .wait(let seconds):
            write("wait " + text(of: seconds))
        case .alongside(let block):
            write("alongside ")
            printBlock(block)
        case .expect(let condition, let message):
            write("expect " + text(of: condition) + (message.map { " " + text(of: $0) } ?? ""))
        case .expectEvents(let node):
            write("expect " + node.mode.rawValue + " ")
            printEvents(node)
        case .expectWarning(let text):
            write("expect warning " + self.text(of: text))
        case .set(let target, let value):
            write("set " + text(of: target) + " = " + text(of: value))
        case .if(let node):
            writeIf(node)
        case .repeat(let count, let body):
            write("repeat " + text(of: count) + " ")
            printBlock(body)
        case .print(let value):
            write("print " + text(of: value))
        case .printTree:
            write("print tree")
        case .printEvents:
            write("print events")
        case .test(let name, let body):
            write("test " + text(of: name) + " ")
            printBlock(body)
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
        closeBody(at: node.bodyRange.end - 1)
    }

    /// Where the statement's first block starts: the end of its one-line head.
    private func firstBlockStart(_ kind: StatementKind) -> UInt32? {
        switch kind {
        case .timeline(let block), .alongside(let block), .repeat(_, let block), .test(_, let block):
            return block.range.start
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
        case .launch, .tap, .tapOutside, .perform, .unwind, .size, .swipe, .embed, .unembed, .preserve,
             .restore, .wait, .expect, .expectWarning, .set, .print, .printTree, .printEvents:
            return nil
        }
    }
}
