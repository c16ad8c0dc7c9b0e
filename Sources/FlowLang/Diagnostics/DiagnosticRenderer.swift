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
public struct DiagnosticRenderer {
    /// Whether to use ANSI colours (only for a terminal, and not when `NO_COLOR` is set).
    public var useColor: Bool
    private var files: [String: SourceFile] = [:]
    private var tables: [String: LineTable] = [:]

    /// A renderer for diagnostics in `files`; one in another file is shown without its source line.
    public init(files: [SourceFile], useColor: Bool = false) {
        self.useColor = useColor
        for file in files {
            self.files[file.path] = file
            self.tables[file.path] = LineTable(file)
        }
    }

    /// A line table per file path, for `DiagnosticList.finalized` and `DiagnosticJSON`.
    public var lineTables: [String: LineTable] { tables }

    /// The rendered text of one diagnostic, ending with a newline.
    public func render(_ diagnostic: Diagnostic) -> String {
        var out = ""
        let severity: String
        switch diagnostic.severity {
        case .error: severity = paint("error", .red)
        case .warning: severity = paint("warning", .yellow)
        }
        // A static check's code follows the severity, as rustc's `error[E0308]`.
        let code = diagnostic.code.map { paint("[\($0)]", .yellow) } ?? ""
        out += header(path: diagnostic.path, range: diagnostic.range)
        out += " \(severity)\(code)\(paint(":", .bold)) \(paint(diagnostic.message, .bold))\n"
        out += excerpt(path: diagnostic.path, range: diagnostic.range)
        if let help = diagnostic.help {
            out += "\(gutter("")) \(paint("=", .blue)) \(paint("help", .bold)): \(help)\n"
        }
        for note in diagnostic.notes {
            out += header(path: note.path, range: note.range)
            out += " \(paint("note", .cyan)): \(note.message)\n"
            out += excerpt(path: note.path, range: note.range)
        }
        return out
    }

    /// The rendered text of every diagnostic, in order.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    /// `file:line:column:`
    private func header(path: String, range: SourceRange) -> String {
        guard let table = tables[path] else { return paint("\(path):", .bold) }
        let location = table.location(of: range.start)
        return paint("\(path):\(location.line):\(location.column):", .bold)
    }

    /// The source line in a gutter and a caret under the range (its first line).
    private func excerpt(path: String, range: SourceRange) -> String {
        guard let file = files[path], let table = tables[path] else { return "" }
        let lineIndex = table.lineIndex(of: range.start)
        let lineBytes = table.lineRange(lineIndex)
        let lineStart = lineBytes.lowerBound
        let caretStart = min(max(Int(range.start), lineStart), lineBytes.upperBound)
        let caretEnd = min(max(Int(range.end), caretStart), lineBytes.upperBound)

        var before = displayText(file.bytes[lineStart..<caretStart])
        var marked = displayText(file.bytes[caretStart..<caretEnd])
        var after = displayText(file.bytes[caretEnd..<lineBytes.upperBound])
        // A very long line is shown as a window around the caret.
        let window = 100
        if before.unicodeScalars.count > window {
            before = "…" + String(String.UnicodeScalarView(before.unicodeScalars.suffix(window - 20)))
        }
        if marked.unicodeScalars.count > window {
            marked = String(String.UnicodeScalarView(marked.unicodeScalars.prefix(window)))
        }
        if after.unicodeScalars.count > window / 2 {
            after = String(String.UnicodeScalarView(after.unicodeScalars.prefix(window / 2))) + "…"
        }
        let source = before + marked + after

        let underline = "^" + String(repeating: "~", count: max(0, marked.unicodeScalars.count - 1))
        let padding = String(repeating: " ", count: before.unicodeScalars.count)
        var out = "\(gutter(String(lineIndex + 1))) \(paint("|", .blue)) \(source)\n"
        out += "\(gutter("")) \(paint("|", .blue)) \(padding)\(paint(underline, .green))\n"
        return out
    }

    /// Source bytes as shown: invalid UTF-8 replaced, tabs as four spaces,
    /// other control characters as '?', so the caret lines up.
    private func displayText(_ bytes: ArraySlice<UInt8>) -> String {
        // Printable ASCII, nearly every line, is shown as it is: one copy, not
        // a scalar at a time (a file with 6,000 warnings spent a fifth of its
        // check here).
        if bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return String(decoding: bytes, as: UTF8.self) }
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

    private func gutter(_ label: String) -> String {
        let width = 5
        let padded = String(repeating: " ", count: max(0, width - label.count)) + label
        return paint(padded, .blue)
    }

    private enum Style: String {
        case bold = "1"
        case red = "1;31"
        case yellow = "1;33"
        case cyan = "1;36"
        case blue = "1;34"
        case green = "1;32"
    }

    private func paint(_ text: String, _ style: Style) -> String {
        useColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}
