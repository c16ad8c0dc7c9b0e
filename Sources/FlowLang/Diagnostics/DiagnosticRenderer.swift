/// Prints diagnostics the way the best compilers do:
///
/// ```
/// recipes.flow:12:25: error: unknown scene 'RecipeDetial'
///    12 |     cell recipe -> show RecipeDetial id "showRecipe"
///       |                         ^~~~~~~~~~~~
///       = help: did you mean 'RecipeDetail'?
/// recipes.flow:16:7: note: 'RecipeDetail' declared here
///    16 | scene RecipeDetail {
///       |       ^~~~~~~~~~~~
/// ```
///
/// Rendering is kept apart from the data; colour is a switch, on only when the
/// caller knows the stream is a terminal.
public struct DiagnosticRenderer: Sendable {
    /// Whether to use ANSI colours (only for a terminal, and not when `NO_COLOR` is set).
    public var useColor: Bool
    /// Each file with its line table, by path: looked up for every line
    /// shown, by the path's own hash (`NameTable`), not SipHash.
    private var sources = NameTable<(file: SourceFile, table: LineTable)>()

    /// A renderer for diagnostics in `files`; one in another file is shown without its source line.
    public init(files: [SourceFile], useColor: Bool = false) {
        self.useColor = useColor
        for file in files { sources[file.path] = (file, LineTable(file)) }
    }

    /// A line table per file path, for `DiagnosticList.finalized` and `DiagnosticJSON`.
    public var lineTables: [String: LineTable] {
        Dictionary(sources.map { ($0.name, $0.value.table) }, uniquingKeysWith: { first, _ in first })
    }

    /// The rendered text of one diagnostic, ending with a newline.
    public func render(_ diagnostic: Diagnostic) -> String {
        var out = RenderedText(useColor: useColor)
        write(diagnostic, to: &out)
        return out.string
    }

    /// From this many diagnostics, `render` renders the second half of a run
    /// on a second thread while this one renders the first: thousands of
    /// warnings take a visible time, and the report is what `flow check` does last.
    static let splitFrom = 2_000

    /// How many diagnostics `render(_:writingTo:)` renders before handing the
    /// text on: a run's text is about 400 bytes a diagnostic, so a report
    /// never holds more than about 1.5 MB of text, where rendering the whole
    /// report first (and then copying it into a `String`) held two or three
    /// copies of it: the final spike of a 2 MB file's peak memory when it has
    /// 6,000 warnings.
    static let runLength = 2 * splitFrom

    /// The rendered text of every diagnostic, in order.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        var out = RenderedText(useColor: useColor)
        render(diagnostics) { out.append($0) }
        return out.string
    }

    /// Every diagnostic rendered, in order, its text handed to `write` a run
    /// of diagnostics at a time (`runLength`): what `flow check` writes
    /// straight to standard error, so that a long report is never held whole.
    public func render(_ diagnostics: [Diagnostic], writingTo write: (UnsafeBufferPointer<UInt8>) -> Void) {
        var start = diagnostics.startIndex
        while start < diagnostics.endIndex {
            let end = min(diagnostics.endIndex, start + DiagnosticRenderer.runLength)
            renderRun(diagnostics[start..<end], writingTo: write)
            start = end
        }
    }

    /// One run, in two halves on two threads when it is long.
    private func renderRun(_ run: ArraySlice<Diagnostic>, writingTo write: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard run.count >= DiagnosticRenderer.splitFrom else { return render(run).withBytes(write) }
        let middle = run.startIndex + run.count / 2
        let renderer = self
        let tail = SecondThread { renderer.render(run[middle...]) }
        render(run[..<middle]).withBytes(write)
        tail.join().withBytes(write)
    }

    private func render(_ diagnostics: ArraySlice<Diagnostic>) -> RenderedText {
        var out = RenderedText(useColor: useColor)
        for diagnostic in diagnostics { write(diagnostic, to: &out) }
        return out
    }

    // Written as bytes into one buffer, made a String once: built from string
    // interpolations, a file with thousands of warnings spent a sixth of
    // its check rendering them.
    private func write(_ diagnostic: Diagnostic, to out: inout RenderedText) {
        writeHeader(path: diagnostic.path, range: diagnostic.range, to: &out)
        out.append(" ")
        switch diagnostic.severity {
        case .error: out.append("error", .red)
        case .warning: out.append("warning", .yellow)
        }
        // A static check's code follows the severity, as rustc's `error[E0308]`.
        if let code = diagnostic.code { out.append("[" + code + "]", .yellow) }
        out.append(":", .bold)
        out.append(" ")
        out.append(diagnostic.message, .bold)
        out.append("\n")
        let gutterWidth = writeExcerpt(path: diagnostic.path, range: diagnostic.range, to: &out)
        if let help = diagnostic.help {
            writeGutter(nil, width: gutterWidth, to: &out)
            out.append(" ")
            out.append("=", .blue)
            out.append(" ")
            out.append("help", .bold)
            out.append(": ")
            out.append(help)
            out.append("\n")
        }
        for note in diagnostic.notes where !note.onlyInJSON {
            writeHeader(path: note.path, range: note.range, line: note.line, to: &out)
            out.append(" ")
            out.append("note", .cyan)
            out.append(": ")
            out.append(note.message)
            out.append("\n")
            writeExcerpt(path: note.path, range: note.range, to: &out)
        }
    }

    /// `file:line:column:`
    private func writeHeader(path: String, range: SourceRange, line: Int? = nil, to out: inout RenderedText) {
        out.beginStyle(.bold)
        out.append(path)
        out.append(":")
        if let line {
            out.append(line)
            out.append(":")
        } else if let table = sources[path]?.table {
            let location = table.location(of: range.start)
            out.append(location.line)
            out.append(":")
            out.append(location.column)
            out.append(":")
        }
        out.endStyle()
    }

    /// The source line in a gutter and a caret under the range (its first line).
    /// A very long line is shown as a window around the caret. Returns the
    /// gutter's width, for the lines that follow (`help`).
    @discardableResult
    private func writeExcerpt(path: String, range: SourceRange, to out: inout RenderedText) -> Int {
        guard let (file, table) = sources[path] else { return DiagnosticRenderer.gutterWidth }
        let lineIndex = table.lineIndex(of: range.start)
        let lineBytes = table.lineRange(lineIndex)
        let lineStart = lineBytes.lowerBound
        let caretStart = min(max(Int(range.start), lineStart), lineBytes.upperBound)
        let caretEnd = min(max(Int(range.end), caretStart), lineBytes.upperBound)
        let line = file.bytes[lineBytes]
        let window = 100
        // The shown text of the line, and the scalars before the caret and under it.
        let beforeCount: Int
        let markedCount: Int
        // Five columns, or as many as the line number takes, for both lines
        // of the excerpt: a fixed five put the caret line's bar, and so its
        // caret, a column left of the source line's past line 99,999.
        let gutterWidth = max(DiagnosticRenderer.gutterWidth, RenderedText.digitCount(lineIndex + 1))
        writeGutter(lineIndex + 1, width: gutterWidth, to: &out)
        out.append(" ")
        out.append("|", .blue)
        out.append(" ")
        if line.allSatisfy(DiagnosticRenderer.isPrintableASCII) {
            // Nearly every line: a byte is a scalar, so the window is cut in bytes, with no String made.
            var before = lineStart..<caretStart
            var marked = caretStart..<caretEnd
            var after = caretEnd..<lineBytes.upperBound
            if before.count > window { before = (before.upperBound - (window - 20))..<before.upperBound }
            if marked.count > window { marked = marked.lowerBound..<(marked.lowerBound + window) }
            let afterCut = after.count > window / 2
            if afterCut { after = after.lowerBound..<(after.lowerBound + window / 2) }
            if before.count < caretStart - lineStart { out.append("…") }
            out.append(file.bytes[before])
            out.append(file.bytes[marked])
            out.append(file.bytes[after])
            if afterCut { out.append("…") }
            beforeCount = before.count + (before.count < caretStart - lineStart ? 1 : 0)
            markedCount = marked.count
        } else {
            var before = displayText(file.bytes[lineStart..<caretStart])
            var marked = displayText(file.bytes[caretStart..<caretEnd])
            var after = displayText(file.bytes[caretEnd..<lineBytes.upperBound])
            if before.unicodeScalars.count > window {
                before = "…" + String(String.UnicodeScalarView(before.unicodeScalars.suffix(window - 20)))
            }
            if marked.unicodeScalars.count > window {
                marked = String(String.UnicodeScalarView(marked.unicodeScalars.prefix(window)))
            }
            if after.unicodeScalars.count > window / 2 {
                after = String(String.UnicodeScalarView(after.unicodeScalars.prefix(window / 2))) + "…"
            }
            out.append(before)
            out.append(marked)
            out.append(after)
            beforeCount = before.unicodeScalars.count
            markedCount = marked.unicodeScalars.count
        }
        out.append("\n")
        writeGutter(nil, width: gutterWidth, to: &out)
        out.append(" ")
        out.append("|", .blue)
        out.append(" ")
        out.append(repeating: UInt8(ascii: " "), count: beforeCount)
        out.beginStyle(.green)
        out.append("^")
        out.append(repeating: UInt8(ascii: "~"), count: max(0, markedCount - 1))
        out.endStyle()
        out.append("\n")
        return gutterWidth
    }

    /// The gutter's width up to line 99,999; longer line numbers widen it.
    private static let gutterWidth = 5

    private static func isPrintableASCII(_ byte: UInt8) -> Bool { byte >= 0x20 && byte < 0x7F }

    /// Source bytes as shown: invalid UTF-8 replaced, tabs as four spaces,
    /// other control characters as '?', so the caret lines up.
    private func displayText(_ bytes: ArraySlice<UInt8>) -> String {
        // Printable ASCII, nearly every line, is shown as it is: one copy, not
        // a scalar at a time (a file with 6,000 warnings spent a fifth of its
        // check here).
        if bytes.allSatisfy(DiagnosticRenderer.isPrintableASCII) { return String(decoding: bytes, as: UTF8.self) }
        var text = ""
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            switch scalar {
            case "\t": text += "    "
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: text += "?"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// The gutter: a line number right-aligned in `width` columns, or blanks.
    private func writeGutter(_ lineNumber: Int?, width: Int, to out: inout RenderedText) {
        out.beginStyle(.blue)
        out.append(repeating: UInt8(ascii: " "), count: max(0, width - (lineNumber.map(RenderedText.digitCount) ?? 0)))
        if let lineNumber { out.append(lineNumber) }
        out.endStyle()
    }

    fileprivate enum Style: String {
        case bold = "1"
        case red = "1;31"
        case yellow = "1;33"
        case cyan = "1;36"
        case blue = "1;34"
        case green = "1;32"
    }
}

/// The renderer's output: UTF-8 bytes, with ANSI styles only when colour is on.
private struct RenderedText: Sendable {
    let useColor: Bool
    private var bytes: [UInt8] = []

    init(useColor: Bool) {
        self.useColor = useColor
        bytes.reserveCapacity(256)
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ text: String) {
        // Most pieces are one character — a space, a colon, a newline — and
        // appending one byte costs a fifth of appending a buffer.
        if text.utf8.count == 1, let byte = text.utf8.first {
            bytes.append(byte)
            return
        }
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ slice: ArraySlice<UInt8>) { bytes.append(contentsOf: slice) }

    mutating func append(_ other: UnsafeBufferPointer<UInt8>) { bytes.append(contentsOf: other) }

    /// Runs `body` on the bytes written.
    func withBytes(_ body: (UnsafeBufferPointer<UInt8>) -> Void) { bytes.withUnsafeBufferPointer(body) }

    /// How many bytes `append(number)` writes (line and column numbers are
    /// never negative; a sign counts as one).
    static func digitCount(_ number: Int) -> Int {
        guard number >= 0 else { return String(number).utf8.count }
        var count = 1
        var rest = number
        while rest >= 10 {
            rest /= 10
            count += 1
        }
        return count
    }

    /// A line or column number's digits, written without making a `String`.
    mutating func append(_ number: Int) {
        guard number >= 0 else { return append(String(number)) }
        var divisor = 1
        while divisor <= number / 10 { divisor *= 10 }
        var rest = number
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    mutating func append(repeating byte: UInt8, count: Int) {
        bytes.append(contentsOf: repeatElement(byte, count: count))
    }

    /// `text` in `style`.
    mutating func append(_ text: String, _ style: DiagnosticRenderer.Style) {
        beginStyle(style)
        append(text)
        endStyle()
    }

    mutating func beginStyle(_ style: DiagnosticRenderer.Style) {
        guard useColor else { return }
        append("\u{1B}[" + style.rawValue + "m")
    }

    mutating func endStyle() {
        guard useColor else { return }
        append("\u{1B}[0m")
    }
}
