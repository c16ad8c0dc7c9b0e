import FlowBenchmarks
import FlowChecks
import FlowLang
import Foundation
import Testing

/// The static checks beyond their goldens: SARIF against the schema's
/// required fields, `flow explain` for every code, configuration, and bad input.
@Suite struct StaticChecksTests {
    func checked(_ text: String, path: String = "main.flow") -> CheckResult {
        check(SourceFile(path: path, text: text))
    }

    static let findingsForEveryKind = """
        initial Home
        scene Home {
            cell item -> show Detail
            button info -> present Info style popover
        }
        scene Detail { restoration "detail" }
        scene Info { button done -> unwind closeInfo }
        scene Orphan {}
        """

    // MARK: Control actions

    /// What a control's action pushes or presents is reached where the control's scene is (the
    /// graph's edge), not anywhere as a hook's statement is: behind a scene nothing reaches it is
    /// named in that scene's W101, and a push from inside a navigation stack places it there (no W104
    /// for its own `show`).
    @Test func aControlActionsMovesAreReachedThroughItsScene() {
        let text = """
            initial Nav
            navigation Nav { root Home }
            scene Home { segue "open" { push Detail } }
            scene Detail { button more -> show Home }
            scene Orphan { button b { push Behind } }
            scene Behind {}
            """
        let warnings = StaticChecks.apply(to: checked(text)).diagnostics.filter { $0.code != nil }
        #expect(warnings.map(\.code) == ["W101"], "\(warnings.map(\.message))")
        #expect(warnings.first?.message.contains("'Orphan'") == true)
        #expect(warnings.first?.notes.first?.message.contains("'Behind'") == true, "\(warnings.first?.notes ?? [])")
    }

    /// A variable read only in a `back when` or a `dismiss when` guard is read (W113 called it never
    /// read: the eleventh session's fidelity hunt); one read nowhere still is not.
    @Test func aVariableReadOnlyInABackOrDismissGuardIsRead() {
        let text = """
            initial Nav
            navigation Nav { root Home }
            var canLeave = true
            var canClose = true
            var unused = true
            scene Home { button next -> show Detail; button sheet -> present Sheet }
            scene Detail { back when canLeave }
            scene Sheet { dismiss when canClose }
            """
        let unread = StaticChecks.apply(to: checked(text)).diagnostics.filter { $0.code == "W113" }
        #expect(unread.map(\.message) == ["variable 'unused' is never read"], "\(unread.map(\.message))")
    }

    /// A control's code pushing a container from inside a navigation stack (what `flow import`
    /// writes for a method's pushViewController) meets UIKit's refusal as a show segue does.
    @Test func aControlActionPushingAContainerIsWarnedOf() {
        let text = """
            initial Nav
            navigation Nav { root Home }
            scene Home {
                segue "openNav" { push Other }
                segue "openTabs" { push Tabs }
                segue "openSplit" { show Split }
                segue "openPlain" { push Plain }
            }
            navigation Other { root Plain }
            tabs Tabs { Plain }
            split Split { primary Plain; secondary Plain }
            scene Plain {}
            scene Alone { button b { push Other } }
            """
        let warnings = StaticChecks.apply(to: checked(text)).diagnostics.filter { $0.code != nil }
        #expect(warnings.map(\.code) == ["W108", "W116", "W117", "W101"], "\(warnings.map(\.message))")
        #expect(warnings.first?.message.hasPrefix("'push' pushes the navigation controller 'Other'") == true)
        #expect(warnings.dropFirst(2).first?.message.hasPrefix("'show' pushes the split view controller 'Split'") == true)
    }

    // MARK: Capped notes

    /// A W103 names three implementers and sums up the rest in the text, SARIF
    /// and the editor; JSON lists every one, with the action's first warning only.
    @Test func unwindNotesAreCappedAndListedInFullInJSONOnce() throws {
        var text = "initial Home\nscene Home { button a -> present A; button b -> present B }\n"
            + "scene A { button done -> unwind done }\nscene B { button done -> unwind done }\n"
        for index in 0..<50 { text += "scene I\(index) { unwind done }\n" }
        let result = StaticChecks.apply(to: checked(text))
        let warnings = result.diagnostics.filter { $0.code == "W103" }
        try #require(warnings.count == 2)
        let shown = warnings.map { $0.notes.filter { !$0.onlyInJSON } }
        #expect(shown.map(\.count) == [4, 4])
        #expect(shown[0].last?.message == "and 47 more scenes implement 'done' (--format json lists them)")
        #expect(shown[1].last?.message.hasSuffix("lists them with the first such warning)") == true)
        #expect(warnings.map(\.notes.count) == [51, 4])
        var tables: [String: LineTable] = [:]
        for source in result.sources { tables[source.path] = LineTable(source) }
        let json = DiagnosticJSON(lineTables: tables).render(warnings[0])
        #expect(json.contains("'I49' implements 'done'"))
        let sarif = SARIFLog(lineTables: tables).render(warnings)
        #expect(!sarif.contains("'I49' implements") && sarif.contains("'I2' implements"))
        #expect(!DiagnosticRenderer(files: result.sources).render(warnings).contains("'I49'"))
    }

    // MARK: SARIF

    /// The required properties of SARIF 2.1.0's schema, for each object the log uses:
    /// sarifLog {version, runs}, run {tool}, tool {driver}, toolComponent {name},
    /// reportingDescriptor {id}, result {message}, message {text|id},
    /// fix {artifactChanges}, artifactChange {artifactLocation, replacements},
    /// replacement {deletedRegion}; and the types and ranges of the fields written.
    @Test func sarifHasTheSchemasRequiredFields() throws {
        let result = StaticChecks.apply(to: checked(StaticChecksTests.findingsForEveryKind))
        #expect(result.diagnostics.contains { $0.code != nil })
        var tables: [String: LineTable] = [:]
        for source in result.sources { tables[source.path] = LineTable(source) }
        let text = SARIFLog(lineTables: tables).render(result.diagnostics)
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8))
        let log = try #require(parsed as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.hasSuffix("sarif-2.1.0.json") == true)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let run = try #require(runs.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "flow")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.count == WarningCode.allCases.count)
        for rule in rules {
            #expect(rule["id"] is String)
            #expect(((rule["shortDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
        }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == result.diagnostics.count)
        for item in results {
            let message = try #require(item["message"] as? [String: Any])
            #expect((message["text"] as? String)?.isEmpty == false)
            #expect(["error", "warning", "note", "none"].contains(item["level"] as? String ?? ""))
            if let ruleIndex = item["ruleIndex"] as? Int {
                #expect(rules[ruleIndex]["id"] as? String == item["ruleId"] as? String)
            }
            let locations = try #require(item["locations"] as? [[String: Any]])
            for location in locations + (item["relatedLocations"] as? [[String: Any]] ?? []) {
                let physical = try #require(location["physicalLocation"] as? [String: Any])
                #expect((physical["artifactLocation"] as? [String: Any])?["uri"] is String)
                let region = try #require(physical["region"] as? [String: Any])
                #expect((region["startLine"] as? Int ?? 0) >= 1)
                #expect((region["startColumn"] as? Int ?? 0) >= 1)
            }
            for fix in item["fixes"] as? [[String: Any]] ?? [] {
                let changes = try #require(fix["artifactChanges"] as? [[String: Any]])
                for change in changes {
                    #expect(change["artifactLocation"] is [String: Any])
                    let replacements = try #require(change["replacements"] as? [[String: Any]])
                    for replacement in replacements { #expect(replacement["deletedRegion"] is [String: Any]) }
                }
            }
        }
    }

    // MARK: explain

    @Test(arguments: WarningCode.allCases)
    func everyCodeIsExplained(_ code: WarningCode) {
        let text = Explanation.text(for: code)
        #expect(text.hasPrefix("\(code.rawValue) (\(code.id)): "))
        #expect(text.contains("Documented in:"))
        #expect(!code.documentation.isEmpty)
        #expect(code.rule.count > 80)
        #expect(WarningCode(parsing: code.rawValue.lowercased()) == code)
        #expect(Explanation.index.contains(code.rawValue))
    }

    @Test func codesAndIdsAreUnique() {
        #expect(Set(WarningCode.allCases.map(\.id)).count == WarningCode.allCases.count)
    }

    // MARK: configuration

    @Test func levelsStrictAndAllowComments() {
        let plain = checked(StaticChecksTests.findingsForEveryKind)
        #expect(StaticChecks.findings(plain, options: .init(level: .none)).isEmpty)
        let defaults = StaticChecks.findings(plain)
        #expect(defaults.allSatisfy { !$0.isError && $0.code != nil })
        #expect(Set(defaults.compactMap(\.code)).isSuperset(of: ["W101", "W104", "W106"]))
        let strict = StaticChecks.apply(to: plain, options: .init(strict: true))
        #expect(strict.hasErrors)
        #expect(strict.diagnostics.filter { $0.code != nil }.allSatisfy { $0.isError })

        let allowed = checked("// flow: allow W101 W104\n" + StaticChecksTests.findingsForEveryKind)
        let remaining = Set(StaticChecks.findings(allowed).compactMap(\.code))
        #expect(!remaining.contains("W101") && !remaining.contains("W104") && remaining.contains("W106"))

        let lineBefore = StaticChecksTests.findingsForEveryKind.replacingOccurrences(
            of: "scene Orphan {}", with: "// flow: allow W101\nscene Orphan {}")
        #expect(!StaticChecks.findings(checked(lineBefore)).contains { $0.code == "W101" })
        let trailing = StaticChecksTests.findingsForEveryKind.replacingOccurrences(
            of: "scene Orphan {}", with: "scene Orphan {}  // flow: allow W101")
        #expect(!StaticChecks.findings(checked(trailing)).contains { $0.code == "W101" })
        let indentedBefore = StaticChecksTests.findingsForEveryKind.replacingOccurrences(
            of: "scene Orphan {}", with: "  \t// flow: allow w101\nscene Orphan {}")
        #expect(!StaticChecks.findings(checked(indentedBefore)).contains { $0.code == "W101" })
        // `//` inside a string, escaped quote and all, starts no comment; the one after it does.
        let inString = StaticChecksTests.findingsForEveryKind.replacingOccurrences(
            of: "scene Orphan {}", with: #"scene Orphan { title "a \" // flow: allow W101 " }"#)
        #expect(StaticChecks.findings(checked(inString)).contains { $0.code == "W101" })
        let afterString = StaticChecksTests.findingsForEveryKind.replacingOccurrences(
            of: "scene Orphan {}", with: #"scene Orphan { title "é \" //" } // flow: allow W101"#)
        #expect(!StaticChecks.findings(checked(afterString)).contains { $0.code == "W101" })
        // A quote the lexer reads as one, though a combining mark follows it, closes the string.
        let markAfterQuote = StaticChecksTests.findingsForEveryKind.replacingOccurrences(
            of: "scene Orphan {}", with: "scene Orphan { title \"\u{301}x\" }  // flow: allow W101")
        #expect(!checked(markAfterQuote).hasErrors)
        #expect(!StaticChecks.findings(checked(markAfterQuote)).contains { $0.code == "W101" })
    }

    @Test func theFrontEndsUnwindWarningBecomesW102() {
        let result = StaticChecks.apply(to: checked("initial A\nscene A { button b -> unwind nowhere }"))
        let warning = result.diagnostics.first { $0.id == "unknown-unwind-action" }
        #expect(warning?.code == "W102")
        let silenced = StaticChecks.apply(to: checked("initial A\nscene A { button b -> unwind nowhere }"),
                                          options: .init(level: .none))
        #expect(!silenced.diagnostics.contains { $0.id == "unknown-unwind-action" })
    }

    // MARK: bad input

    @Test func checksRunOnlyOnFilesWithoutErrors() {
        let broken = checked("initial Home\nscene Home { cell item -> show Detial }\nscene Orphan {}")
        #expect(broken.hasErrors)
        #expect(StaticChecks.findings(broken).isEmpty)
        #expect(StaticChecks.findings(checked("")).isEmpty)
        #expect(StaticChecks.findings(checked("scene")).isEmpty)
    }

    /// Large clean files, so the checks really run: a chain of 300 KB, the
    /// interpreter's storyboards (tabs, stacks and statements; segues and
    /// unwinds), and a file of many implementers that no unwind reaches.
    @Test(arguments: ["chain", "interpreter", "segues", "implementers"])
    func aLargeFileReportsEachFindingOnce(_ shape: String) {
        let text: String
        switch shape {
        case "chain": text = CheckCorpus.generate(.chain, bytes: 300_000)
        case "interpreter": text = BenchmarkCorpus.interpreterScript(scenes: 2_000, statements: 2_000)
        case "segues": text = BenchmarkCorpus.segueScript(scenes: 2_000, statements: 2_000)
        default:
            text = "initial S0\n" + (0..<2_000).map { i in
                "scene S\(i) { button b -> present S\(i + 1); button back -> unwind u\(i % 7) }\n"
                    + "scene T\(i) { unwind u\(i % 7) }\n"
            }.joined() + "scene S2000 {}\n" + (0..<2_000).map { "test \"t\($0)\" { present T\($0) }\n" }.joined()
        }
        let result = checked(text, path: "\(shape).flow")
        #expect(!result.hasErrors)
        let findings = StaticChecks.findings(result, options: .init(level: .all))
        let keys = findings.map { "\($0.code ?? ""):\($0.range.start):\($0.range.end)" }
        #expect(Set(keys).count == keys.count)
    }
}
