import FlowLang

/// Diagnostics as a SARIF 2.1.0 log, the format code-scanning services
/// (GitHub, Azure DevOps, GitLab) read to show findings on pull requests.
///
/// One run, tool `flow`, with every static check as a rule (its code, id,
/// summary and rule text); each result has the check's code as `ruleId` (the
/// front end's diagnostics use their id), a level, a message, one physical
/// location with a 1-based region, notes as related locations, and fix-its as
/// fixes. Columns count Unicode scalars, as in the text and JSON formats.
public struct SARIFLog {
    /// The SARIF version written.
    public static let version = "2.1.0"
    /// The schema the log declares.
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    private let tables: [String: LineTable]

    /// A log that places ranges with `lineTables`, keyed by file path.
    public init(lineTables: [String: LineTable]) {
        tables = lineTables
    }

    /// The whole log for `diagnostics`, pretty enough to read (one object).
    public func render(_ diagnostics: [Diagnostic]) -> String {
        let rules: [JSONValue] = WarningCode.allCases.map { code in
            .object([
                ("id", .string(code.rawValue)),
                ("name", .string(code.id)),
                ("shortDescription", .object([("text", .string(code.summary))])),
                ("fullDescription", .object([("text", .string(code.rule))])),
                ("help", .object([("text", .string("flow explain \(code.rawValue); " + code.documentation.joined(separator: "; ")))])),
                ("defaultConfiguration", .object([("level", .string("warning"))])),
            ])
        }
        let driver = JSONValue.object([
            ("name", .string("flow")),
            ("informationUri", .string("https://github.com/flow-lang/flow")),
            ("rules", .array(rules)),
        ])
        let run = JSONValue.object([
            ("tool", .object([("driver", driver)])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(diagnostics.map(result))),
        ])
        let log = JSONValue.object([
            ("$schema", .string(SARIFLog.schema)),
            ("version", .string(SARIFLog.version)),
            ("runs", .array([run])),
        ])
        return log.rendered + "\n"
    }

    private func result(_ diagnostic: Diagnostic) -> JSONValue {
        var text = diagnostic.message
        if let help = diagnostic.help { text += " (help: \(help))" }
        var members: [(String, JSONValue)] = [("ruleId", .string(diagnostic.code ?? diagnostic.id))]
        if let code = diagnostic.code, let rule = WarningCode(rawValue: code),
           let position = WarningCode.allCases.firstIndex(of: rule) {
            members.append(("ruleIndex", .int(position)))
        }
        members.append(("level", .string(diagnostic.isError ? "error" : "warning")))
        members.append(("message", .object([("text", .string(text))])))
        members.append(("locations", .array([location(diagnostic.path, diagnostic.range, message: nil)])))
        members.append(("relatedLocations", .array(diagnostic.notes.filter { !$0.onlyInJSON }.enumerated().map { offset, note in
            var related = location(note.path, note.range, line: note.line, message: note.message)
            if case .object(var fields) = related {
                fields.insert(("id", .int(offset)), at: 0)
                related = .object(fields)
            }
            return related
        })))
        if !diagnostic.fixIts.isEmpty {
            let replacements: [JSONValue] = diagnostic.fixIts.map { fix in
                .object([
                    ("deletedRegion", region(diagnostic.path, fix.range)),
                    ("insertedContent", .object([("text", .string(fix.replacement))])),
                ])
            }
            members.append(("fixes", .array([.object([
                ("description", .object([("text", .string(diagnostic.help ?? "apply the suggested edit"))])),
                ("artifactChanges", .array([.object([
                    ("artifactLocation", .object([("uri", .string(diagnostic.path))])),
                    ("replacements", .array(replacements)),
                ])])),
            ])])))
        }
        return .object(members)
    }

    private func location(_ path: String, _ range: SourceRange, line: Int? = nil, message: String?) -> JSONValue {
        var physical: [(String, JSONValue)] = [("artifactLocation", .object([("uri", .string(path))]))]
        if let line {
            physical.append(("region", .object([("startLine", .int(line))])))
        } else if tables[path] != nil {
            physical.append(("region", region(path, range)))
        }
        var members: [(String, JSONValue)] = [("physicalLocation", .object(physical))]
        if let message { members.append(("message", .object([("text", .string(message))]))) }
        return .object(members)
    }

    private func region(_ path: String, _ range: SourceRange) -> JSONValue {
        guard let table = tables[path] else { return .object([("startLine", .int(1))]) }
        let start = table.location(of: range.start)
        let end = table.location(of: range.end)
        return .object([
            ("startLine", .int(start.line)), ("startColumn", .int(start.column)),
            ("endLine", .int(end.line)), ("endColumn", .int(end.column)),
        ])
    }
}
