// How the formatter works
// -----------------------
// `flow fmt` prints a file from its AST, so the layout is the formatter's and
// never the author's: the only things taken from the source text are the
// comments (`FlowFile.comments`, byte ranges) and where blank lines stood.
//
// The canonical style:
//
// - Four spaces of indentation a level; one declaration, member, statement or
//   expected event a line (`;` separators become line ends).
// - A block's `{` ends its header's line, its `}` stands on a line of its own
//   at the header's indentation; `} else {` and `} else if … {` share a line,
//   and options after a block follow its `}` (`} animated false`).
// - A block stays on its header's line (`unwind saveRecipe { set saved =
//   saved + 1 }`, `on viewDidLoad { print "x" }`) when it holds no comment
//   and a single statement without a block, and the whole item fits in 100
//   columns; an item's blocks are all on one line or all span lines, and an
//   `if` with an `else` always spans lines. An expected-event list stays on
//   one line (`expect order { A.viewDidLoad; B.viewDidAppear }`) when it holds
//   no comment and fits. Otherwise a block has a statement or event a line;
//   an empty block with no comment is `{}`.
// - A `scene`, `navigation`, `tabs`, … declaration prints on one line, the
//   way Language.md writes it (`tabs Tabs { Browse, Favorites; restoration
//   "tabs" }`, `scene FavoriteList {}`), when its body holds no comment, no
//   segue, no member with a block, at most three members, and the line fits
//   in 100 columns. Otherwise its body is printed a member a line, a `tabs`
//   or `pages` declaration's children first, on one line (wrapped after a
//   comma if it would pass 100 columns).
// - Comments at the ends of consecutive lines of one indentation start in one
//   column, one space after the longest line's code (a line without such a
//   comment, a blank line or a change of indentation starts a new run).
// - In a run of consecutive segue members without blocks (not split by a blank
//   line, a comment line or another member), the `->` are aligned one space
//   after the longest trigger: `cell recipe -> …` / `button add  -> …`.
// - Single spaces around binary operators, `=` and `->`, after commas and
//   `:` in event arguments; none inside `( )` and `[ ]`. Parentheses are kept
//   as written; nothing else is added. Expressions are never wrapped.
// - Strings are re-escaped: `\"`, `\\`, `\n`, `\t`, `\r`, `\0`, and
//   `\u{…}` (upper-case hex) for any other control character. Numbers print
//   canonically (`1_000` → `1000`, `0.50` → `0.5`, `40%`).
// - Blank lines between items (top level or in a body) are kept where the
//   source had one or more, collapsed to one; none are added, none are kept
//   right after a `{` or before a `}`, at the start or at the end of the file.
// - Comments are all kept, in their order, with their text (line comments
//   lose trailing white space; block comments are verbatim, inner lines
//   included):
//   - a comment on its own line stays on its own line, before the next item
//     (or before the `}` that closes its block) at that item's indentation;
//   - a comment after an item, on its last line, stays at the end of that
//     line; one after a `{` stays after the `{`;
//   - a comment inside an item that prints on one line (inside an
//     expression, between a header's words) moves to its own line before the
//     item; one between an item's blocks (`} /* c */ else {`) moves to the
//     end of the next printed line (`} else { /* c */`), and if that would put
//     a line comment before another comment, the rest go on lines of their own
//     after it.
// - The file ends with exactly one line end (an empty file stays empty); no
//   line ends with white space outside a block comment.

/// The result of `format(_:)`: the canonical text of a file, or, when the file
/// does not parse, the diagnostics that say why (a file with parse errors is
/// never formatted).
public enum FormatResult: Sendable {
    case formatted(String)
    case failed([Diagnostic])

    /// The canonical text, or nil when the file has parse errors.
    public var text: String? {
        switch self {
        case .formatted(let text): return text
        case .failed: return nil
        }
    }

    /// The parse errors (and warnings) that stopped formatting; empty on success.
    public var diagnostics: [Diagnostic] {
        switch self {
        case .formatted: return []
        case .failed(let diagnostics): return diagnostics
        }
    }

    /// True when the file parsed and its text differs from the canonical text
    /// (what `flow fmt --check` reports).
    public func changes(_ source: SourceFile) -> Bool {
        guard let text else { return false }
        return Array(text.utf8) != source.bytes
    }
}

/// Formats one `.flow` file: parses it and, when it has no parse errors,
/// prints it in the canonical style (see the top of Formatter.swift).
/// Warnings do not stop formatting.
public func format(_ source: SourceFile) -> FormatResult {
    let parsed = parse(source)
    if parsed.hasErrors { return .failed(parsed.diagnostics) }
    return .formatted(Formatter(file: parsed.file, source: source).format())
}

/// Prints a parsed `FlowFile` in the canonical style. It needs the source the
/// file was parsed from, for the text of comments and for blank lines.
///
/// The file should have parsed without errors: the formatter prints what the
/// AST holds, and recovery may have dropped parts of an erroneous file.
public struct Formatter {
    /// The columns a one-line form may fill.
    static let lineWidth = 100
    static let indentWidth = 4

    let source: SourceFile
    let file: FlowFile
    /// The file's comments, ordered by position.
    let comments: [Comment]

    // Printing state: see Formatter+Output.swift.
    /// The lines printed so far; `render()` joins them.
    var lines: [OutputLine] = []
    var line = ""
    var lineIndent = 0
    var indent = 0
    /// Set for each comment once printed, so none prints twice.
    var emitted: [Bool]
    /// The first comment that may not be printed yet.
    var cursor = 0
    /// Comments waiting for the end of the current line.
    var pending: [Int] = []
    /// The source offset after the last item or comment printed, for blank lines.
    var lastEnd: UInt32 = 0
    /// True right after a `{` line and at the top of the file: no blank line there.
    var atBlockStart = true

    /// A formatter for `file`, parsed from `source`.
    public init(file: FlowFile, source: SourceFile) {
        self.file = file
        self.source = source
        self.comments = file.comments.sorted { $0.range.start < $1.range.start }
        self.emitted = Array(repeating: false, count: file.comments.count)
    }

    /// The canonical text of the file.
    public func format() -> String {
        var printer = self
        printer.printFile()
        return printer.render()
    }

    private mutating func printFile() {
        for item in file.items {
            printTopLevelItem(item)
        }
        emitOwnLineComments(before: UInt32.max)
        finishLine()
    }
}
