/// The comment `flow import` writes before each declaration it imports from a
/// storyboard, `// from ../App/Base.lproj/Main.storyboard:12` (the
/// storyboard's path from the imported file's folder, and the line of the
/// scene's element), and reads back: `flow check` adds that place to the
/// warnings on the declaration, so a person finds what to change in Xcode.
public enum ImportProvenanceComment {
    /// The comment's text, without `//`.
    public static func text(_ path: String, _ line: Int) -> String {
        "from \(path):\(line)"
    }

    /// The storyboard path and line a line of source says, if it is such a comment.
    public static func parse(_ line: Substring) -> (path: String, line: Int)? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("// from "), let colon = trimmed.lastIndex(of: ":") else { return nil }
        let path = trimmed[trimmed.index(trimmed.startIndex, offsetBy: "// from ".count)..<colon]
        guard path.hasSuffix(".storyboard"), let number = Int(trimmed[trimmed.index(after: colon)...]), number > 0
        else { return nil }
        return (String(path), number)
    }
}
