/// Diagnostics as JSON Lines, one object per diagnostic, for editors and CI tools.
///
/// Schema (stable; documented in Commands.md, "Diagnostics"):
/// `{"file","line","column","endLine","endColumn","severity","id","code"?,"message",
///   "help"?,"notes":[{"message","file","line","column"}],
///   "fixits":[{"line","column","endLine","endColumn","replacement"}]}`
/// Lines and columns are 1-based; columns count Unicode scalars.
public struct DiagnosticJSON {
    private let tables: [String: LineTable]
    private let kind: String?

    /// A renderer that places ranges with `lineTables`, keyed by file path;
    /// with `kind`, each object starts with `"kind": kind` (for streams that
    /// mix diagnostics with other objects).
    public init(lineTables: [String: LineTable], kind: String? = nil) {
        self.tables = lineTables
        self.kind = kind
    }

    /// One JSON object, on one line, without the newline.
    public func render(_ diagnostic: Diagnostic) -> String {
        var members: [(String, JSONValue)] = []
        if let kind { members.append(("kind", .string(kind))) }
        members.append(("file", .string(diagnostic.path)))
        members.append(contentsOf: position(diagnostic.path, diagnostic.range))
        members.append(("severity", .string(diagnostic.severity.rawValue)))
        members.append(("id", .string(diagnostic.id)))
        // Only static checks have a code; the front end's diagnostics keep their old shape.
        if let code = diagnostic.code { members.append(("code", .string(code))) }
        members.append(("message", .string(diagnostic.message)))
        if let help = diagnostic.help { members.append(("help", .string(help))) }
        members.append(("notes", .array(diagnostic.notes.map { note in
            var object: [(String, JSONValue)] = [("message", .string(note.message)), ("file", .string(note.path))]
            if let line = note.line {
                object.append(contentsOf: [("line", .int(line)), ("column", .int(0))])
            } else {
                object.append(contentsOf: position(note.path, note.range).prefix(2))
            }
            return .object(object)
        })))
        members.append(("fixits", .array(diagnostic.fixIts.map { fix in
            .object(position(diagnostic.path, fix.range) + [("replacement", .string(fix.replacement))])
        })))
        return JSONValue.object(members).rendered
    }

    private func position(_ path: String, _ range: SourceRange) -> [(String, JSONValue)] {
        guard let table = tables[path] else {
            return [("line", .int(0)), ("column", .int(0)), ("endLine", .int(0)), ("endColumn", .int(0))]
        }
        let start = table.location(of: range.start)
        let end = table.location(of: range.end)
        return [
            ("line", .int(start.line)), ("column", .int(start.column)),
            ("endLine", .int(end.line)), ("endColumn", .int(end.column)),
        ]
    }
}
