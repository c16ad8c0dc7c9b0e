import FlowFiles
import FlowLang

/// Warnings on an imported file point at the storyboard as well (issue 52):
/// `flow import` writes `// from ../App/Base.lproj/Main.storyboard:12` before
/// each declaration (`ImportProvenanceComment`), and a diagnostic inside that
/// declaration gets a note at that line of the storyboard, in text, JSON and
/// SARIF, so that a person finds the scene to change in Xcode.
enum ImportProvenance {
    /// Adds the storyboard note to each diagnostic in a declaration that says where it comes from.
    static func annotate(_ diagnostics: inout [Diagnostic], sources: [SourceFile]) {
        guard !diagnostics.isEmpty else { return }
        var places: [String: [(offset: UInt32, path: String, line: Int)]] = [:]
        for source in sources where diagnostics.contains(where: { $0.path == source.path }) {
            let found = comments(in: source)
            if !found.isEmpty { places[source.path] = found }
        }
        guard !places.isEmpty else { return }
        for position in diagnostics.indices {
            guard let found = places[diagnostics[position].path],
                  let place = last(in: found, before: diagnostics[position].range.start) else { continue }
            diagnostics[position].notes.append(Diagnostic.Note(
                message: "imported from this scene of the storyboard", path: place.path, line: place.line))
        }
    }

    /// Each provenance comment's offset, and the storyboard path (from the
    /// working folder, as the file's path is) and line it says.
    private static func comments(in source: SourceFile) -> [(offset: UInt32, path: String, line: Int)] {
        let folder = PathText.folder(of: source.path)
        var found: [(offset: UInt32, path: String, line: Int)] = []
        var start = 0
        let bytes = source.bytes
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            // Only comment lines are decoded: a provenance comment starts with `//`.
            if end - start > 12, bytes[start] == UInt8(ascii: "/"), bytes[start + 1] == UInt8(ascii: "/"),
               let said = ImportProvenanceComment.parse(Substring(decoding: bytes[start..<end], as: UTF8.self)) {
                found.append((UInt32(start), lexical(PathText.joined(folder, said.path)), said.line))
            }
            start = end + 1
        }
        return found
    }

    /// The last place before `offset` (places are in offset order).
    private static func last(in places: [(offset: UInt32, path: String, line: Int)],
                             before offset: UInt32) -> (offset: UInt32, path: String, line: Int)? {
        var low = 0, high = places.count
        while low < high {
            let middle = (low + high) / 2
            if places[middle].offset < offset { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? places[low - 1] : nil
    }

    /// `Flows/../App/Main.storyboard` → `App/Main.storyboard`: `..` taken out where it can be.
    static func lexical(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
