// Top-level items and declarations; a braced declaration's one-line or
// multi-line body.
extension Formatter {
    mutating func printTopLevelItem(_ item: TopLevelItem) {
        switch item {
        case .declaration(let declaration): printDeclaration(declaration)
        case .statement(let statement): printStatement(statement)
        }
    }

    mutating func printDeclaration(_ declaration: Declaration) {
        switch declaration {
        case .storyboard(let node):
            printSimpleItem("storyboard " + node.name.text, range: node.range)
        case .import(let node):
            printSimpleItem("import " + text(of: node.path), range: node.range)
        case .initial(let node):
            printSimpleItem("initial " + text(of: node.target), range: node.range)
        case .type(let node):
            printTypeDeclaration(node)
        case .variable(let node):
            printSimpleItem(text(of: node), range: node.range)
        case .platform(let node):
            printSimpleItem("platform " + node.platform.text + " " + text(of: node.version), range: node.range)
        }
    }

    /// An item that prints on one line, with no block.
    mutating func printSimpleItem(_ text: String, range: SourceRange) {
        beginItem(range)
        write(text)
        endItem(range)
    }

    /// `var x = expr`
    func text(of variable: VariableDeclaration) -> String {
        "var " + variable.name.text + " = " + text(of: variable.initialValue)
    }

    // MARK: Braced declarations

    /// `KIND Name { children; members }`, on one line when it is short and
    /// simple (see the top of Formatter.swift), else a member a line.
    mutating func printTypeDeclaration(_ node: TypeDeclaration) {
        beginItem(node.range, headerEnd: node.bodyRange.start)
        let header = node.kind.rawValue + " " + node.name.text + " "
        write(header)
        if let body = oneLineBody(of: node, after: header) {
            write(body)
        } else {
            openBody(at: node.bodyRange.start)
            printChildren(node.children)
            printMembers(node.members)
            closeBody(at: max(node.bodyRange.end, 1) - 1)
        }
        endItem(node.range)
    }

    /// `{ A, B; restoration "t" }`, or nil when the body must span lines: it
    /// holds a comment, a segue, a member with a block, more than three
    /// members, or does not fit in the line.
    private func oneLineBody(of node: TypeDeclaration, after header: String) -> String? {
        guard !hasComments(in: node.bodyRange), node.members.count <= 3 else { return nil }
        if node.children.isEmpty && node.members.isEmpty { return "{}" }
        var parts: [String] = []
        if !node.children.isEmpty {
            parts.append(node.children.map(text(of:)).joined(separator: ", "))
        }
        for member in node.members {
            if case .segue = member { return nil }
            guard let text = oneLineText(of: member) else { return nil }
            parts.append(text)
        }
        let body = "{ " + parts.joined(separator: "; ") + " }"
        let width = indent * Formatter.indentWidth + header.count + body.count
        return width <= Formatter.lineWidth ? body : nil
    }

    /// A `tabs` or `pages` declaration's children, the first line of its
    /// body, wrapped after a comma when it would pass the line width.
    private mutating func printChildren(_ children: [QualifiedName]) {
        guard let first = children.first, let last = children.last else { return }
        let range = first.range.union(last.range)
        beginItem(range)
        var current = ""
        for (position, child) in children.enumerated() {
            let piece = text(of: child) + (position < children.count - 1 ? "," : "")
            if current.isEmpty {
                current = piece
            } else if indent * Formatter.indentWidth + current.count + 1 + piece.count > Formatter.lineWidth {
                write(current)
                finishLine()
                current = piece
            } else {
                current += " " + piece
            }
        }
        write(current)
        endItem(range)
    }
}
