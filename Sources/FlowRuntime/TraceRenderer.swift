import FlowModel

/// The text of `flow run`'s trace, one item at a time:
///
/// ```
/// tap recipe                                                    recipes.flow:61
///   RecipeList.shouldPerformSegue(showRecipe)
///   segue showRecipe: RecipeList -> RecipeDetail (push on Browse)
///   warning: Attempt to present Notes on Tabs (from RecipeList) which is already presenting …
/// ```
///
/// Each statement stands on its own line with its `file:line` right of it
/// (starting at column `locationColumn`, or two spaces after a longer
/// statement); what it caused follows, indented by two spaces. Layout
/// callbacks appear only when `verbose` is set. With `showsTime` (`--time`)
/// every event is stamped with the virtual clock: `  [0.350] B.viewDidAppear(true)`.
public struct TraceRenderer {
    /// The 0-based column at which statement locations start.
    public static let locationColumn = 62

    /// Show layout callbacks (`--verbose`).
    public var verbose: Bool
    /// Stamp events with the time they happened (`flow run --time`).
    public var showsTime: Bool

    /// A renderer that hides layout callbacks and times unless asked.
    public init(verbose: Bool = false, showsTime: Bool = false) {
        self.verbose = verbose
        self.showsTime = showsTime
    }

    /// A time as the trace stamps it: seconds with three decimals, `0.350`.
    public static func stamp(_ time: Double) -> String {
        let milliseconds = Int((time * 1000).rounded())
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    private func writeStamp(_ event: Event, to out: inout ByteBuffer) {
        guard showsTime else { return }
        out.append(UInt8(ascii: "["))
        out.append(Self.stamp(event.time))
        out.append("] ")
    }

    /// Appends the lines an item adds to the trace, each ending with a line
    /// end, as UTF-8 to `out`: the fast path of `flow run`, with no arrays
    /// or intermediate strings for statements and events. With `color`,
    /// each line is decorated for a terminal (`TraceRenderer.color(for:)`);
    /// the text is the same.
    package func write(_ item: TraceItem, to out: inout ByteBuffer, color: Bool = false) {
        let paint = color ? Self.color(for: item) : nil
        switch item {
        case .statement(let statement):
            if let paint { out.append(paint) }
            writeStatement(statement, to: &out)
        case .event(let event):
            if event.kind == .layout && !verbose { return }
            if let paint { out.append(paint) }
            out.append("  ")
            writeStamp(event, to: &out)
            if event.kind == .warning { out.append("warning: ") }
            event.write(to: &out)
        case .output(var text):
            // Line by line over the UTF-8, each indented: splitting the text
            // as a String walked it by characters, most of a `print tree`.
            text.withUTF8 { bytes in
                var start = 0
                while true {
                    let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                    if start > 0 {
                        if paint != nil { out.append(Self.reset) }
                        out.append(UInt8(ascii: "\n"))
                    }
                    if let paint { out.append(paint) }
                    out.append("  ")
                    out.append(UnsafeBufferPointer(rebasing: bytes[start..<end]))
                    guard end < bytes.count else { break }
                    start = end + 1
                }
            }
        case .failure:
            let lines = lines(for: item)
            if lines.isEmpty { return }
            for (index, line) in lines.enumerated() {
                if index > 0 {
                    if paint != nil { out.append(Self.reset) }
                    out.append(UInt8(ascii: "\n"))
                }
                if let paint { out.append(paint) }
                out.append(line)
            }
        }
        if paint != nil { out.append(Self.reset) }
        out.append(UInt8(ascii: "\n"))
    }

    /// The ANSI colour of an item's lines on a terminal: statements bold,
    /// warnings yellow, failures red; nil for plain lines.
    public static func color(for item: TraceItem) -> String? {
        switch item {
        case .statement: return "\u{1B}[1m"
        case .event(let event) where event.kind == .warning: return "\u{1B}[1;33m"
        case .failure: return "\u{1B}[1;31m"
        case .event, .output: return nil
        }
    }

    /// The escape that ends a coloured line.
    static let reset = "\u{1B}[0m"

    /// As `write(_:to:color:)`, to an array of bytes.
    public func write(_ item: TraceItem, to out: inout [UInt8], color: Bool = false) {
        var buffer = ByteBuffer(capacity: 256)
        write(item, to: &buffer, color: color)
        buffer.withBytes { out.append(contentsOf: $0) }
    }

    /// `tap recipe` padded to the location column, then `recipes.flow:61`.
    /// The width counts Unicode scalars (what a terminal shows for the
    /// ASCII-named statements of a flow file), much cheaper than counting
    /// characters.
    /// How many Unicode scalars `text` has (the statement column's width):
    /// the bytes that start one, read in place (a `String` holds valid
    /// UTF-8), where walking the scalar view decoded every character of every
    /// statement the trace shows.
    static func scalarCount(_ text: String) -> Int {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            var count = 0
            for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
            return count
        } ?? text.unicodeScalars.count
    }

    private func writeStatement(_ statement: TraceStatement, to out: inout ByteBuffer) {
        out.append(statement.text)
        let width = TraceRenderer.scalarCount(statement.text)
        let padding = width + 2 <= TraceRenderer.locationColumn ? TraceRenderer.locationColumn - width : 2
        out.append(UInt8(ascii: " "), times: padding)
        if statement.isAutomatic {
            out.append("(automatic)")
        } else {
            out.append(statement.path)
            out.append(UInt8(ascii: ":"))
            out.append(String(statement.line))
        }
    }

    /// The lines an item adds to the trace (none for a hidden layout event).
    public func lines(for item: TraceItem) -> [String] {
        switch item {
        case .statement(let statement):
            var bytes = ByteBuffer(capacity: 128)
            writeStatement(statement, to: &bytes)
            return [bytes.string]
        case .event(let event):
            let stamp = showsTime ? "[\(Self.stamp(event.time))] " : ""
            switch event.kind {
            case .callback, .note: return ["  " + stamp + event.text]
            case .layout: return verbose ? ["  " + stamp + event.text] : []
            case .warning: return ["  " + stamp + "warning: " + event.text]
            }
        case .output(let text):
            // By bytes, as `write` does: a String split walks characters.
            return text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                .map { "  " + String(decoding: $0, as: UTF8.self) }
        case .failure(let failure):
            return ["  expectation failed: \(failure.summary)"] + failure.details.map { "    " + $0 }
        }
    }
}
