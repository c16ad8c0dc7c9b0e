// Members of braced declarations, segues, and the options of segues,
// relationships and statements.
extension Formatter {
    /// The members of a multi-line body, a member a line, with the `->` of
    /// each run of one-line segues aligned.
    mutating func printMembers(_ members: MemberList) {
        let widths = triggerWidths(members)
        for (position, member) in members.enumerated() {
            printMember(member, triggerWidth: widths[position])
        }
    }

    private mutating func printMember(_ member: Member, triggerWidth: Int?) {
        if let text = oneLineText(of: member, triggerWidth: triggerWidth) {
            printSimpleItem(text, range: member.range)
            return
        }
        if let text = oneLineText(of: member, allowBlocks: true), fits(text) {
            printSimpleItem(text, range: member.range)
            return
        }
        switch member {
        case .title, .restoration, .hosting, .definesContext, .providesTransition, .style, .transition,
             .adapts, .size, .modalInPresentation, .variable, .duration, .interactive, .frame,
             .dims, .removesPresenter, .selectGuard, .tabBarMode, .tabGroup, .discardSecondary, .detents, .undimmed, .manualAppearance, .columns, .display, .sizeClass, .alert, .dismissGuard, .backGuard, .hidesBottomBar,
             .hidesNavigationBar, .showsToolbar, .collapseTo, .search, .textField, .accessibility:
            // Never hold a block: printed above.
            return
        case .relationship(let node):
            beginItem(node.range, headerEnd: firstBlockStart(node.options))
            write(node.kind.rawValue + " " + text(of: node.destination))
            writeOptions(node.options)
            endItem(node.range)
        case .segue(let node) where node.segueKind == .action:
            guard let body = node.segue.actionBody else { return }
            printHeaded(text(of: node.trigger), body: body, range: node.range)
        case .segue(let node):
            // The options read apart: each `node.segue` makes the whole segue from its node.
            let options = node.segueOptions
            beginItem(node.range, headerEnd: firstBlockStart(options))
            write(text(of: node.trigger) + " -> " + segueHead(node.segue))
            writeOptions(options)
            endItem(node.range)
        case .unwindAction(let node):
            printHeaded(unwindHead(node), body: node.body, range: node.range)
        case .alertAction(let node):
            printHeaded(alertActionHead(node), body: node.body, range: node.range)
        case .hook(let node):
            beginItem(node.range, headerEnd: node.body.range.start)
            write("on " + node.event.text + " ")
            printBlock(node.body)
            endItem(node.range)
        }
    }

    /// The member on one line, or nil when it holds a block (unless
    /// `allowBlocks`, then nil when a block cannot print on one line). A
    /// segue's trigger is padded to `triggerWidth` to align its `->`.
    func oneLineText(of member: Member, triggerWidth: Int? = nil, allowBlocks: Bool = false) -> String? {
        switch member {
        case .title(let node): return "title " + text(of: node.value)
        case .restoration(let node): return "restoration " + text(of: node.value)
        case .hosting(let node): return "hosting " + text(of: node.value)
        case .definesContext: return "defines context"
        case .providesTransition: return "provides transition"
        case .style(let node): return "style " + node.value.text
        case .transition(let node): return "transition " + node.value.text
        case .adapts(let node): return "adapts " + node.value.text
        case .size(let node): return "size " + text(of: node.width) + " x " + text(of: node.height)
        case .modalInPresentation: return "modal in presentation"
        case .detents(let node): return "detents " + node.values.map { detent in
            switch detent {
            case .system(let name): return name.text
            case .custom(let height): return text(of: height)
            }
        }.joined(separator: ", ")
        case .undimmed(let node): return "undimmed " + node.value.text
        case .manualAppearance: return "manual appearance"
        case .columns(let node): return "columns " + node.value.text
        case .display(let node): return "display " + node.value.text
        case .sizeClass(let node): return "size " + node.value.text
        case .relationship(let node):
            guard let options = oneLineText(of: node.options, allowBlocks: allowBlocks) else { return nil }
            return node.kind.rawValue + " " + text(of: node.destination) + options
        case .segue(let node) where node.segueKind == .action:
            guard allowBlocks, let body = node.segue.actionBody, let block = oneLineText(of: body) else { return nil }
            return text(of: node.trigger) + " " + block
        case .segue(let node):
            guard let options = oneLineText(of: node.segueOptions, allowBlocks: allowBlocks) else { return nil }
            var trigger = text(of: node.trigger)
            if let triggerWidth, trigger.count < triggerWidth {
                trigger += String(repeating: " ", count: triggerWidth - trigger.count)
            }
            return trigger + " -> " + segueHead(node.segue) + options
        case .unwindAction(let node):
            guard let body = node.body else { return unwindHead(node) }
            guard allowBlocks, let block = oneLineText(of: body) else { return nil }
            return unwindHead(node) + " " + block
        case .variable(let node): return text(of: node)
        case .hook(let node):
            guard allowBlocks, let block = oneLineText(of: node.body) else { return nil }
            return "on " + node.event.text + " " + block
        case .duration(let node): return "duration " + text(of: node.value)
        case .interactive: return "interactive"
        case .frame(let node): return "frame " + text(of: node.width) + " x " + text(of: node.height)
        case .dims: return "dims"
        case .removesPresenter: return "removes presenter"
        case .selectGuard(let node): return "select " + text(of: node.tab) + " when " + text(of: node.condition)
        case .tabBarMode(let node): return "mode " + node.value.text
        case .tabGroup(let node):
            let tabs = node.children.map { text(of: $0) }.joined(separator: ", ")
            return "group " + text(of: node.group) + " { " + tabs + (node.managesNavigation ? "; manages navigation }" : " }")
        case .discardSecondary(let node): return "discard secondary" + (node.condition.map { " when " + text(of: $0) } ?? "")
        case .dismissGuard(let node): return "dismiss when " + text(of: node.condition)
        case .backGuard(let node): return "back when " + text(of: node.condition)
        case .hidesBottomBar: return "hides bottom bar"
        case .hidesNavigationBar: return "hides navigation bar"
        case .showsToolbar: return "shows toolbar"
        case .collapseTo(let node): return "collapse to " + node.value.text
        case .search(let node):
            return "search" + (node.results.map { " results " + $0.text } ?? "")
                + (node.scopes.isEmpty ? "" : " scopes " + node.scopes.map { text(of: $0) }.joined(separator: ", "))
        case .accessibility(let node): return "accessibility " + (node.control.map { $0.text + " " } ?? "") + text(of: node.value)
        case .textField(let node): return "field " + node.name.text + (node.placeholder.map { " " + text(of: $0) } ?? "")
        case .alert(let node):
            return "alert " + (node.style.map { $0.text + " " } ?? "") + text(of: node.title)
                + (node.message.map { " message " + text(of: $0) } ?? "")
        case .alertAction(let node):
            guard let body = node.body else { return alertActionHead(node) }
            guard allowBlocks, let block = oneLineText(of: body) else { return nil }
            return alertActionHead(node) + " " + block
        }
    }

    /// A member that is a head and, maybe, a block spanning lines.
    private mutating func printHeaded(_ head: String, body: Block?, range: SourceRange) {
        beginItem(range, headerEnd: body?.range.start)
        write(head)
        if let body {
            write(" ")
            printBlock(body)
        }
        endItem(range)
    }

    /// `action discard "Discard" destructive preferred`
    func alertActionHead(_ node: AlertActionMember) -> String {
        "action " + node.name.text + " " + text(of: node.label) + (node.style.map { " " + $0.text } ?? "")
            + (node.preferred == nil ? "" : " preferred") + (node.enabledWhen.map { " when " + text(of: $0) } ?? "")
    }

    /// `button add`, `segue "ID"`
    func text(of trigger: Trigger) -> String {
        switch trigger {
        case .control(let kind, let name, _): return kind.rawValue + " " + name.text
        case .manual(let identifier, _): return "segue " + text(of: identifier)
        }
    }

    /// `present AddRecipeNav`, `custom Notes "FadeSegue"`: a segue without its options.
    private func segueHead(_ segue: Segue) -> String {
        var head = segue.kind.rawValue + " " + text(of: segue.destination)
        if let className = segue.className { head += " " + text(of: className) }
        return head
    }

    /// `unwind saveRecipe when recipeName != ""`
    private func unwindHead(_ node: UnwindActionMember) -> String {
        var head = "unwind " + node.action.text
        if let condition = node.condition { head += " when " + text(of: condition) }
        return head
    }

    // MARK: Alignment

    /// For each member in a run of one-line segues, the width of the run's
    /// longest trigger. A run ends at any other member, at a blank line, at a
    /// comment on its own line, and at a member with a comment inside (which
    /// moves to a line of its own), so the runs are the same when the output
    /// is formatted again.
    private func triggerWidths(_ members: MemberList) -> [Int?] {
        var widths = [Int?](repeating: nil, count: members.count)
        var run: [Int] = []
        func close() {
            let width = run.compactMap { position -> Int? in
                guard case .segue(let node) = members[position] else { return nil }
                return text(of: node.trigger).count
            }.max()
            for position in run { widths[position] = width }
            run = []
        }
        for (position, member) in members.enumerated() {
            guard case .segue(let node) = member, node.segueKind != .action, oneLineText(of: node.segueOptions) != nil else {
                close()
                continue
            }
            if let previous = run.last, separates(members[previous].range, member.range) { close() }
            run.append(position)
        }
        close()
        return widths
    }

    /// True when the source between two members has a blank line or a
    /// comment line, or the second member holds a comment.
    private func separates(_ previous: SourceRange, _ next: SourceRange) -> Bool {
        if hasComments(in: next) || newlines(from: previous.end, to: next.start) >= 2 { return true }
        var index = firstComment(atOrAfter: previous.end)
        while index < comments.count, comments[index].range.start < next.start {
            if newlines(from: previous.end, to: comments[index].range.start) > 0 { return true }
            index += 1
        }
        return false
    }

    // MARK: Options

    /// ` id "x" style pageSheet`: the options, each after a space; nil when
    /// one holds a block (unless `allowBlocks` and the block fits on a line).
    func oneLineText(of options: OptionList, allowBlocks: Bool = false) -> String? {
        var out = ""
        for option in options {
            guard let text = oneLineText(of: option, allowBlocks: allowBlocks) else { return nil }
            out += " " + text
        }
        return out
    }

    private func oneLineText(of option: Option, allowBlocks: Bool = false) -> String? {
        switch option.kind {
        case .identifier(let value): return "id " + text(of: value)
        case .style(let name): return "style " + name.text
        case .transition(let name): return "transition " + name.text
        case .animator(let name): return "animator " + name.text
        case .presenter(let name): return "presenter " + name.text
        case .animated(let value, _): return "animated " + (value ? "true" : "false")
        case .anchor(let name): return "anchor " + name.text
        case .from(let name): return "from " + name.text
        case .on(let name): return "on " + text(of: name)
        case .when(let condition): return "when " + text(of: condition)
        case .prepare(let block):
            guard allowBlocks, let body = oneLineText(of: block) else { return nil }
            return "prepare " + body
        case .perform(let block):
            guard allowBlocks, let body = oneLineText(of: block) else { return nil }
            return "perform " + body
        case .size(let name): return "size " + name.text
        }
    }

    /// Writes options after a space each; a `prepare` or `perform` block
    /// spans lines and the options after it follow its `}`.
    mutating func writeOptions(_ options: OptionList) {
        for option in options {
            write(" ")
            switch option.kind {
            case .identifier, .style, .transition, .animator, .presenter, .animated, .anchor, .from, .on, .when, .size:
                write(oneLineText(of: option) ?? "")
            case .prepare(let block):
                write("prepare ")
                printBlock(block)
            case .perform(let block):
                write("perform ")
                printBlock(block)
            }
        }
    }

    /// Where the first block of these options starts (the end of a one-line head).
    func firstBlockStart(_ options: OptionList) -> UInt32? {
        for option in options {
            switch option.kind {
            case .prepare(let block), .perform(let block): return block.range.start
            case .identifier, .style, .transition, .animator, .presenter, .animated, .anchor, .from, .on, .when, .size:
                continue
            }
        }
        return nil
    }
}
