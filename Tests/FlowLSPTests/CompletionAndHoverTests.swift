import FlowLSP
import Foundation
import Testing

/// Completion depends on where the cursor is; hover explains names and keywords.
@Suite struct CompletionAndHoverTests {
    static let uri = "file:///tmp/flow-lsp-test/complete.flow"

    func labels(_ lsp: LSPHarness, _ line: Int, _ character: Int) -> [String] {
        let completion = lsp.request("textDocument/completion", lsp.at(CompletionAndHoverTests.uri, line, character))
        return (completion.result as? [[String: Any]])?.compactMap { $0["label"] as? String } ?? []
    }

    func session(_ text: String) -> LSPHarness {
        let lsp = LSPHarness()
        lsp.open(CompletionAndHoverTests.uri, text)
        return lsp
    }

    @Test func keywordsDependOnTheEnclosingForm() {
        let lsp = session("initial A\nscene A {\n    \n}\ntest \"t\" {\n    \n}\n\n")
        let member = labels(lsp, 2, 4)
        #expect(member.contains("title") && member.contains("button") && !member.contains("launch"))
        let statement = labels(lsp, 5, 4)
        #expect(statement.contains("tap") && statement.contains("expect") && !statement.contains("scene"))
        let top = labels(lsp, 7, 0)
        #expect(top.contains("scene") && top.contains("launch"))
    }

    @Test func wordsAfterKeywords() {
        let lsp = session("initial A\nscene A {\n    button go -> present B style f\n    unwind back\n}\nscene B {}\n")
        #expect(Set(labels(lsp, 2, 34)) == ["formSheet", "fullScreen"])
        #expect(labels(lsp, 2, 26) == ["B"])
        #expect(labels(lsp, 3, 11) == ["back"])
    }

    /// iOS 18's tab bar members: `mode` takes UIKit's modes, `group` a tab.
    @Test func tabBarModesAndGroups() {
        let lsp = session("initial T\ntabs T {\n    A, B\n    mode tab\n    group B\n}\nscene A {}\nscene B {}\n")
        #expect(Set(labels(lsp, 3, 12)) == ["tabBar", "tabSidebar"])
        #expect(labels(lsp, 4, 11) == ["B"])
    }

    @Test func theTypedPrefixIsReplaced() throws {
        let lsp = session("initial A\nscene A { button go -> show Bee }\nscene Bee {}\ntest \"t\" {\n    unwind ba\n}\n")
        let completion = lsp.request("textDocument/completion", lsp.at(CompletionAndHoverTests.uri, 4, 13))
        let items = try #require(completion.result as? [[String: Any]])
        #expect(items.isEmpty)  // no unwind action starts with "ba"
        let after = lsp.request("textDocument/completion", lsp.at(CompletionAndHoverTests.uri, 1, 31))
        let edit = try #require((after.result as? [[String: Any]])?.first?["textEdit"] as? [String: Any])
        let start = (edit["range"] as? [String: Any])?["start"] as? [String: Any]
        #expect(start?["character"] as? Int == 28 && edit["newText"] as? String == "Bee")
    }

    @Test func hoverExplainsKeywordsAndControls() throws {
        let lsp = session("initial A\nscene A { button go -> show A }\ntest \"t\" {\n    tap go\n}\n")
        let keyword = lsp.request("textDocument/hover", lsp.at(CompletionAndHoverTests.uri, 3, 5))
        let text = ((keyword.result as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
        #expect(text?.contains("a person taps a control") == true)
        let control = lsp.request("textDocument/hover", lsp.at(CompletionAndHoverTests.uri, 3, 9))
        let controlText = ((control.result as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
        #expect(controlText?.contains("button go") == true)
        let nothing = lsp.request("textDocument/hover", lsp.at(CompletionAndHoverTests.uri, 4, 0))
        #expect(nothing.result is NSNull)
    }
}
