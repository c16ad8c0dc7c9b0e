// Lines, indentation, blank lines and comments: the formatter's output side.
//
// Items (declarations, members, statements, expected events) are printed
// between `beginItem` and `endItem`, blocks between `openBody` and
// `closeBody`; these place every comment of the source exactly once, in
// order, by the rules at the top of Formatter.swift.
extension Formatter {
    // MARK: Lines

    /// Appends text to the current line, which takes the current indentation
    /// when it starts.
    mutating func write(_ text: String) {
        if line.isEmpty { lineIndent = indent }
        line += text
    }

    /// Ends the current line, with the comments waiting for its end. If one
    /// of them is a line comment, the comments after it go on lines of their
    /// own (nothing may follow a line comment on its line).
    mutating func finishLine() {
        var waiting = pending
        pending = []
        if line.isEmpty, waiting.isEmpty { return }
        if line.isEmpty {
            line = commentText(waiting.removeFirst())
            lineIndent = indent
        }
        var overflow: [Int] = []
        var trailing: [String] = []
        var endsInLineComment = false
        for index in waiting {
            lastEnd = max(lastEnd, comments[index].range.end)
            if endsInLineComment {
                overflow.append(index)
            } else {
                trailing.append(commentText(index))
                endsInLineComment = comments[index].kind == .line
            }
        }
        appendLine(line, indent: lineIndent, comment: trailing.isEmpty ? nil : trailing.joined(separator: " "))
        line = ""
        for index in overflow {
            appendLine(commentText(index), indent: indent)
            atBlockStart = false
        }
    }

    private mutating func appendLine(_ text: String, indent: Int, comment: String? = nil) {
        lines.append(OutputLine(indent: indent, code: trimmed(text), comment: comment.map(trimmed)))
    }

    private func trimmed(_ text: String) -> String {
        var text = Substring(text)
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }

    /// The text of the lines, with the comments at the ends of consecutive
    /// lines of one indentation aligned.
    func render() -> String {
        var out = ""
        var start = 0
        while start < lines.count {
            var end = start + 1
            if lines[start].alignsComment {
                while end < lines.count, lines[end].alignsComment, lines[end].indent == lines[start].indent {
                    end += 1
                }
            }
            let width = lines[start..<end].map(\.code.count).max() ?? 0
            for line in lines[start..<end] {
                out += line.rendered(commentColumn: end - start > 1 ? width : nil)
            }
            start = end
        }
        return out
    }

    /// A blank line before what starts at `start` when the source had one
    /// since the last thing printed (never at the top of a block or file).
    mutating func blankLineIfNeeded(before start: UInt32) {
        if atBlockStart || lines.isEmpty { return }
        if start > lastEnd, newlines(from: lastEnd, to: start) >= 2 {
            finishLine()
            lines.append(OutputLine(indent: 0, code: "", comment: nil))
        }
    }

    // MARK: Items and bodies

    /// Starts an item: the comments before it on lines of their own, a blank
    /// line if the source had one, and the comments inside its one-line head
    /// (before `headerEnd`, the `{` of its first block or its end) moved to
    /// lines of their own above it.
    mutating func beginItem(_ range: SourceRange, headerEnd: UInt32? = nil) {
        finishLine()
        emitOwnLineComments(before: range.start)
        blankLineIfNeeded(before: range.start)
        let inside = unemittedComments(before: headerEnd ?? range.end)
        for index in inside {
            emitted[index] = true
            appendLine(commentText(index), indent: indent)
        }
        lastEnd = max(lastEnd, range.start)
        atBlockStart = false
    }

    /// Ends an item: the comments left between its blocks and those after it
    /// on its last line go at the end of its last line.
    mutating func endItem(_ range: SourceRange) {
        collectPending(before: range.end)
        collectTrailing(after: range.end)
        lastEnd = max(lastEnd, range.end)
        finishLine()
        atBlockStart = false
    }

    /// Prints `{` at `brace` and ends the line, taking the comments that stood
    /// after it on its line; the lines that follow are indented one level.
    mutating func openBody(at brace: UInt32) {
        collectPending(before: brace)
        write("{")
        collectTrailing(after: brace + 1)
        lastEnd = max(lastEnd, brace + 1)
        indent += 1
        atBlockStart = true
        finishLine()
    }

    /// Prints the comments left before the `}` at `brace`, then the `}` on a
    /// line of its own (the line stays open for what follows it).
    mutating func closeBody(at brace: UInt32) {
        emitOwnLineComments(before: brace)
        finishLine()
        indent -= 1
        write("}")
        lastEnd = max(lastEnd, brace + 1)
        atBlockStart = false
    }

    /// Prints `{}` when the braces in `range` hold no comment; otherwise nothing.
    mutating func writeEmptyBody(_ range: SourceRange) -> Bool {
        guard !hasComments(in: range) else { return false }
        collectPending(before: range.start)
        write("{}")
        return true
    }

    // MARK: Comments

    /// Prints each comment before `offset` not printed yet on a line of its own.
    mutating func emitOwnLineComments(before offset: UInt32) {
        for index in unemittedComments(before: offset) {
            finishLine()
            blankLineIfNeeded(before: comments[index].range.start)
            emitted[index] = true
            appendLine(commentText(index), indent: indent)
            lastEnd = max(lastEnd, comments[index].range.end)
            atBlockStart = false
        }
    }

    /// Queues the comments before `offset` not printed yet for the end of the line.
    mutating func collectPending(before offset: UInt32) {
        for index in unemittedComments(before: offset) {
            emitted[index] = true
            pending.append(index)
        }
    }

    /// Queues the comments that follow `offset` on its line, with nothing but
    /// white space or `;` before them, for the end of the line.
    mutating func collectTrailing(after offset: UInt32) {
        var position = Int(offset)
        let bytes = source.bytes
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: ";"), 0x0B, 0x0C:
                position += 1
            case UInt8(ascii: "/"):
                guard let index = commentStarting(at: UInt32(position)), !emitted[index] else { return }
                emitted[index] = true
                pending.append(index)
                position = Int(comments[index].range.end)
            default:
                return
            }
        }
    }

    /// The comments before `offset` not printed yet, in order; moves the cursor
    /// past the printed ones.
    mutating func unemittedComments(before offset: UInt32) -> [Int] {
        while cursor < comments.count, emitted[cursor] { cursor += 1 }
        var found: [Int] = []
        var index = cursor
        while index < comments.count, comments[index].range.start < offset {
            if !emitted[index] { found.append(index) }
            index += 1
        }
        return found
    }

    /// True when a comment starts inside `range`.
    func hasComments(in range: SourceRange) -> Bool {
        let index = firstComment(atOrAfter: range.start)
        return index < comments.count && comments[index].range.start < range.end
    }

    /// The index of the first comment starting at or after `offset`.
    func firstComment(atOrAfter offset: UInt32) -> Int {
        var low = 0
        var high = comments.count
        while low < high {
            let mid = (low + high) / 2
            if comments[mid].range.start < offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    func commentStarting(at offset: UInt32) -> Int? {
        let index = firstComment(atOrAfter: offset)
        return index < comments.count && comments[index].range.start == offset ? index : nil
    }

    /// A comment's text: block comments verbatim, line comments without
    /// trailing white space.
    func commentText(_ index: Int) -> String {
        let comment = comments[index]
        let text = source.text(in: comment.range)
        switch comment.kind {
        case .block:
            return text
        case .line:
            var trimmed = Substring(text)
            while let last = trimmed.last, last.isWhitespace { trimmed = trimmed.dropLast() }
            return String(trimmed)
        }
    }

    /// The line ends in the source between two offsets, outside comments.
    func newlines(from start: UInt32, to end: UInt32) -> Int {
        let bytes = source.bytes
        var position = Int(start)
        let limit = min(Int(end), bytes.count)
        var count = 0
        var next = firstComment(atOrAfter: start)
        while position < limit {
            while next < comments.count, Int(comments[next].range.start) < position { next += 1 }
            if next < comments.count, Int(comments[next].range.start) == position {
                position = max(position + 1, Int(comments[next].range.end))
                continue
            }
            if bytes[position] == UInt8(ascii: "\n") { count += 1 }
            position += 1
        }
        return count
    }
}

/// A printed line: indentation, code, and the comments at its end.
struct OutputLine {
    var indent: Int
    var code: String
    var comment: String?

    /// A line whose end comment takes part in alignment: one line of code
    /// followed by a one-line comment.
    var alignsComment: Bool {
        guard let comment, !code.isEmpty else { return false }
        return !comment.contains("\n") && !code.contains("\n")
    }

    /// The line with its line end; the comment starts `commentColumn`
    /// characters after the indentation when given.
    func rendered(commentColumn: Int?) -> String {
        var text = String(repeating: " ", count: indent * Formatter.indentWidth) + code
        if let comment {
            let padding = commentColumn.map { max(1, $0 - code.count + 1) } ?? 1
            text += code.isEmpty ? comment : String(repeating: " ", count: padding) + comment
        }
        return text + "\n"
    }
}
