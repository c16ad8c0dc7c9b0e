import FlowLang
import Foundation
import Testing

/// The TextMate grammar and the VS Code manifest stay in step with the language.
@Suite struct GrammarTests {
    static let grammarDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("grammar")

    @Test func theGrammarHighlightsEveryKeyword() throws {
        let data = try Data(contentsOf: GrammarTests.grammarDirectory.appendingPathComponent("flow.tmLanguage.json"))
        let text = String(decoding: data, as: UTF8.self)
        #expect((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["scopeName"] as? String == "source.flow")
        // Every keyword appears as a whole word in some `\b(a|b|…)\b` alternation.
        let words = Set(text.split(whereSeparator: { !$0.isLetter }).map(String.init))
        let missing = Keyword.allCases.map(\.rawValue).filter { !words.contains($0) }
        #expect(missing.isEmpty, "not highlighted: \(missing)")
    }

    @Test func theExtensionStartsTheServerForFlowFiles() throws {
        let vscode = GrammarTests.grammarDirectory.appendingPathComponent("vscode")
        let manifest = try #require(try JSONSerialization.jsonObject(
            with: Data(contentsOf: vscode.appendingPathComponent("package.json"))) as? [String: Any])
        let languages = (manifest["contributes"] as? [String: Any])?["languages"] as? [[String: Any]]
        #expect(languages?.first?["extensions"] as? [String] == [".flow"])
        let script = try String(contentsOf: vscode.appendingPathComponent("extension.js"), encoding: .utf8)
        #expect(script.contains("args: [\"lsp\"]"))
        _ = try JSONSerialization.jsonObject(with: Data(contentsOf: vscode.appendingPathComponent("language-configuration.json")))
    }
}
