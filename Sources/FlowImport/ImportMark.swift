/// The mark `flow import` leaves on what it writes, so that importing again
/// replaces its own output and nothing a person wrote.
///
/// An imported file's second line is `// flow import wrote this file (mark
/// 0123456789abcdef): …`, where the mark is a fingerprint (64-bit FNV-1a) of
/// every other line. Before it replaces a file, the importer reads it: a file
/// that carries a mark matching its text is its own, unchanged, and is
/// replaced; a file without a mark (written by hand) or whose text no longer
/// matches its mark (tests appended to it, a scene edited) is refused, with
/// how to proceed. Hand-written tests and scripts live in a file of their own
/// that `import`s the generated one (Commands.md, "flow import").
public enum ImportMark {
    /// What the mark line starts with.
    static let prefix = "// flow import wrote this file (mark "

    /// What the mark line says after the fingerprint.
    static let advice = "): importing again replaces it; keep tests in a file that imports it"

    /// `text` with its mark as the second line (after the "Imported from" comment).
    public static func stamped(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let mark = prefix + fingerprint(of: lines) + advice
        lines.insert(mark, at: min(1, lines.count))
        return lines.joined(separator: "\n")
    }

    /// What a file that is about to be replaced is.
    public enum Verdict: Equatable, Sendable {
        /// The importer wrote it and nobody changed it since: it may be replaced.
        case unchanged
        /// It carries no mark: someone else wrote it.
        case notImported
        /// It carries a mark its text no longer matches: someone changed it.
        case changed
    }

    /// Whether `text`, the file about to be replaced, is the importer's own, unchanged.
    public static func verdict(on text: String) -> Verdict {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let markIndex = lines.prefix(3).firstIndex(where: { $0.hasPrefix(prefix) }) else { return .notImported }
        let markLine = lines.remove(at: markIndex)
        let expected = prefix + fingerprint(of: lines) + advice
        return markLine == expected ? .unchanged : .changed
    }

    /// 64-bit FNV-1a of the lines joined by newlines, as 16 hexadecimal digits.
    static func fingerprint(of lines: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for (index, line) in lines.enumerated() {
            if index > 0 { hash = (hash ^ 0x0a) &* 0x0000_0100_0000_01b3 }
            for byte in line.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
