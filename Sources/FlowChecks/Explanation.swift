/// The text `flow explain CODE` prints: the check, the UIKit rule behind it,
/// where the rule is documented, and how to silence it.
public enum Explanation {
    /// The explanation of `code`, ending with a newline.
    public static func text(for code: WarningCode) -> String {
        var out = "\(code.rawValue) (\(code.id)): \(code.summary)\n\n"
        out += wrap(code.rule, width: 78) + "\n\n"
        out += "Documented in:\n"
        for source in code.documentation { out += "  - \(source)\n" }
        out += "\n"
        let level = code.level == .all ? "only with '--warnings all'" : "by default"
        out += "Runs \(level); '--strict' makes it an error. Silence one finding with "
        out += "'// flow: allow \(code.rawValue)' on the line before it, or the whole file with the same comment in its header.\n"
        return out
    }

    /// Every code with its summary, one a line: `flow explain` without a code.
    public static var index: String {
        WarningCode.allCases.map { "\($0.rawValue)  \($0.summary)\n" }.joined()
    }

    /// `text` broken into lines of at most `width` characters at spaces.
    static func wrap(_ text: String, width: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }
}
