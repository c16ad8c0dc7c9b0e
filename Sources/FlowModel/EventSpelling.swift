/// How event arguments are spelled (Language.md, Events): names as they
/// are, other identifiers as strings.
public enum EventSpelling {
    /// A segue identifier or action as events spell it: a name bare, anything else quoted.
    public static func identifier(_ text: String) -> String {
        isName(text) ? text : quoted(text)
    }

    /// A name, or dotted names (`Settings.Root`).
    public static func isName(_ text: String) -> Bool {
        guard !text.isEmpty else { return false }
        return text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
            guard let first = part.unicodeScalars.first, first == "_" || isLetter(first) else { return false }
            return part.unicodeScalars.allSatisfy { $0 == "_" || isLetter($0) || ("0"..."9").contains($0) }
        }
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// A progress as events spell it: `40%`.
    static func percent(_ progress: Double) -> String {
        let value = progress * 100
        let rounded = value.rounded()
        return abs(value - rounded) < 1e-9 ? "\(Int(rounded))%" : "\(value)%"
    }

    /// `text` in double quotes, with `"`, `\\`, line feeds and tabs escaped.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.append(character)
            }
        }
        return out + "\""
    }
}
