import Foundation

/// What a file that is not XML looks like, so that `flow import` can say what
/// it was given rather than only that the XML parser failed.
enum FileSniffer {
    /// A few words naming the content: "an empty file", "JSON", "a .flow
    /// file", "binary data", "plain text"; nil when it starts like XML (the
    /// parser's own position is the better message then).
    static func describe(_ data: Data) -> String? {
        let prefix = data.prefix(4096)
        if prefix.isEmpty { return "an empty file" }
        if prefix.contains(0) || String(data: prefix, encoding: .utf8) == nil && prefix.count < 4096 {
            return "binary data"
        }
        let text = String(decoding: prefix, as: UTF8.self)
        let start = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        guard let first = start.first else { return "an empty file" }
        if first == "<" { return nil }
        if first == "{" || first == "[" { return "JSON" }
        let words = start.split(whereSeparator: \.isWhitespace).prefix(64).map(String.init)
        let flowWords: Set<String> = ["storyboard", "scene", "navigation", "tabs", "initial", "import", "split"]
        if let firstWord = words.first, flowWords.contains(firstWord) || text.contains("->") {
            return "a .flow file (run it with 'flow run'; 'flow import' turns storyboards into .flow files)"
        }
        return "plain text"
    }

    /// The message for a file whose XML did not parse.
    static func notAStoryboard(_ data: Data, parserMessage: String, line: Int, column: Int) -> String {
        let expected = "flow import reads Interface Builder storyboards (.storyboard XML files)"
        if let kind = describe(data) { return "not a storyboard: this is \(kind); \(expected)" }
        return "not a storyboard: \(parserMessage) at line \(line), column \(column); \(expected)"
    }
}
