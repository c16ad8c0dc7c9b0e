/// A large file parsed in two halves at once, on two threads, with the
/// result of parsing it in one go.
///
/// A file's top-level items do not depend on each other's syntax: after an
/// item, the parser and the lexer hold nothing but their position (no open
/// delimiter, no pending token, no error reported). So a line start near the
/// middle that begins a word is guessed to start an item, and the tail from
/// there is parsed on a second thread while this one parses the head. The
/// guess holds only if the head's parser, going its own way, reaches an item
/// that starts exactly there with nothing reported; then the two halves are
/// joined. Otherwise (the line was inside a block, a comment or a string, or
/// either half had something to report) the head's parser simply goes on to
/// the end, exactly as a parse in one go would, and the tail is dropped.
enum SplitParse {
    /// Below this, a thread costs more than it saves (parsing runs at about
    /// 120 MB/s on one core, so 256 KiB is two milliseconds).
    static let minimumBytes = 256 * 1024

    /// The first line start at or after `offset` whose line begins with a
    /// letter or `_` (a keyword or a name, as an item's first word is); nil when
    /// there is none.
    static func point(in buffer: UnsafeBufferPointer<UInt8>, near offset: Int) -> Int? {
        var position = max(offset, 1)
        while position < buffer.count {
            if buffer[position - 1] == UInt8(ascii: "\n"), CharacterClass.isIdentifierStart(buffer[position]) { return position }
            position += 1
        }
        return nil
    }

    /// `buffer`, split at `split` when the guess holds there (then `joined` is true).
    static func parse(_ buffer: UnsafeBufferPointer<UInt8>, path: String, at split: Int) -> (result: ParseResult, joined: Bool) {
        let outcome = parse(buffer, path: path, at: split, preparing: { _ in () })
        return (outcome.result, outcome.joined)
    }

    /// What a split parse gives: the parse, whether the halves were joined,
    /// and `prepare`'s work on the items, in order: the head's when the
    /// parse stopped at the split, then the tail's when the halves were joined.
    struct Outcome<Prepared: Sendable> {
        var result: ParseResult
        var joined: Bool
        var prepared: [Prepared]
    }

    /// `parse(_:path:at:)`, where each thread then applies `prepare` to the
    /// items it parsed, while the other still works: the work that follows
    /// the parse and takes items one at a time (the index's types) is then
    /// split as well. A half with errors is not prepared.
    static func parse<Prepared: Sendable>(_ buffer: UnsafeBufferPointer<UInt8>, path: String, at split: Int,
                                          preparing prepare: @escaping @Sendable ([TopLevelItem]) -> Prepared)
        -> Outcome<Prepared> {
        let bytes = SharedBytes(buffer)
        // The tail's parser reads `buffer` until `join`, which every path below reaches first.
        let tailParse = SecondThread { () -> Tail<Prepared> in
            var tail = Parser(buffer: bytes.buffer, path: path, from: split)
            let items = tail.parseItems(stoppingAt: nil).items
            tail.trimArenas()
            let isClean = tail.allDiagnostics.isEmpty
            let prepared = isClean ? prepare(items) : nil
            return Tail(parts: isClean ? FlowFile.Parts(items) : nil, comments: tail.lexer.comments, prepared: prepared)
        }
        var head = Parser(buffer: buffer, path: path)
        var (items, stopped) = head.parseItems(stoppingAt: split)
        // Done unless the halves cannot be joined; then trimmed again when the head reaches the end.
        head.trimArenas()
        let headPrepared = stopped ? prepare(items) : nil
        // Split while the other thread may still work, as its half is.
        var headParts = stopped ? FlowFile.Parts(items) : nil
        var tail = tailParse.take()
        let range = SourceRange(start: 0, end: UInt32(buffer.count))
        if var tailParts = tail.parts.take(), let headPrepared, let tailPrepared = tail.prepared, var parts = headParts.take() {
            // The head stopped with nothing read past the split's first word, so its comments all
            // end before it; the filter only keeps that true should the stopping rule change.
            let comments = head.lexer.comments.filter { $0.range.start < UInt32(split) } + tail.comments
            items = []  // `parts` holds the head's items alone, so they move rather than copy
            let file = FlowFile(joining: &parts, &tailParts, comments: comments, range: range)
            return Outcome(result: ParseResult(file: file, diagnostics: []), joined: true, prepared: [headPrepared, tailPrepared])
        }
        headParts = nil
        if stopped {
            items += head.parseItems(stoppingAt: nil).items
            head.trimArenas()
        }
        let file = FlowFile(items: items, comments: head.lexer.comments, range: range)
        return Outcome(result: ParseResult(file: file, diagnostics: head.allDiagnostics), joined: false,
                       prepared: headPrepared.map { [$0] } ?? [])
    }

    /// What the tail's thread parsed, and prepared when it parsed clean.
    private struct Tail<Prepared: Sendable>: Sendable {
        /// The items, split; nil when its lexer or its parser reported anything.
        var parts: FlowFile.Parts?
        var comments: [Comment]
        var prepared: Prepared?
    }

    /// The source's bytes, read by both threads. Safe to share: nothing
    /// writes them, and they outlive the tail's thread (see `parse`).
    private struct SharedBytes: @unchecked Sendable {
        let buffer: UnsafeBufferPointer<UInt8>
        init(_ buffer: UnsafeBufferPointer<UInt8>) { self.buffer = buffer }
    }
}

/// `source` parsed in two halves, split at the first item guessed to start at
/// or after `offset`, whatever the file's size; nil when no line there starts
/// with a word. For the fuzzing oracle and the tests, which compare it with
/// the one-go parse.
package func splitParse(_ source: SourceFile, near offset: Int) -> (result: ParseResult, joined: Bool)? {
    source.bytes.withUnsafeBufferPointer { buffer in
        SplitParse.point(in: buffer, near: offset).map { SplitParse.parse(buffer, path: source.path, at: $0) }
    }
}
