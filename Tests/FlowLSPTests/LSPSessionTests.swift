import FlowLSP
import Foundation
import Testing

/// A whole editing session against the server in process: open, break, fix,
/// complete, hover, jump, format, shut down.
@Suite struct LSPSessionTests {
    static let uri = "file:///tmp/flow-lsp-test/recipes.flow"
    static let text = """
        storyboard Main
        initial Browse

        navigation Browse { root RecipeList }

        scene RecipeList {
            title "Recipes"
            cell recipe -> show RecipeDetail id "showRecipe"
            button add -> present AddRecipe style formSheet
            unwind saveRecipe { set saved = saved + 1 }
        }

        scene RecipeDetail {}

        scene AddRecipe {
            button save -> unwind saveRecipe
        }

        var saved = 0

        test "adds" {
            tap add
            expect visible == AddRecipe
        }

        """

    @Test func aSessionFromOpenToShutdown() throws {
        let lsp = LSPHarness()
        let uri = LSPSessionTests.uri
        lsp.open(uri, LSPSessionTests.text)
        #expect(lsp.diagnostics(for: uri)?.isEmpty == true)

        // Misspell a scene: line 7 `show RecipeDetail` → `show RecipeDetial`.
        lsp.edit(uri, version: 2, from: (7, 30), to: (7, 36), text: "Detial")
        let broken = try #require(lsp.diagnostics(for: uri))
        #expect(broken.count == 1)
        let diagnostic = try #require(broken.first)
        #expect(diagnostic["severity"] as? Int == 1)
        #expect(diagnostic["code"] as? String != nil)
        #expect((diagnostic["message"] as? String)?.contains("RecipeDetial") == true)
        let range = try #require(diagnostic["range"] as? [String: Any])
        #expect((range["start"] as? [String: Any])?["line"] as? Int == 7)
        // Its quick fix writes the name it meant (issue 56: there was none).
        let actions = lsp.request("textDocument/codeAction", [
            "textDocument": ["uri": uri], "range": range, "context": ["diagnostics": [diagnostic]],
        ]).result as? [[String: Any]]
        let changes = ((actions?.first?["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]]
        #expect(actions?.first?["title"] as? String == "Fix: did you mean 'RecipeDetail'?")
        #expect(changes?.first?["newText"] as? String == "RecipeDetail")

        // Fix it: the diagnostic is cleared.
        lsp.edit(uri, version: 3, from: (7, 30), to: (7, 36), text: "Detail")
        #expect(lsp.diagnostics(for: uri)?.isEmpty == true)

        // Complete after `tap ` in the test: the storyboard's controls.
        lsp.edit(uri, version: 4, from: (21, 11), to: (21, 11), text: "\n    tap ")
        let completion = lsp.request("textDocument/completion", lsp.at(uri, 22, 8))
        let labels = (completion.result as? [[String: Any]])?.compactMap { $0["label"] as? String } ?? []
        #expect(labels.contains("add") && labels.contains("recipe") && labels.contains("save"))
        #expect(!labels.contains("RecipeList"))
        lsp.edit(uri, version: 5, from: (22, 8), to: (22, 8), text: "save")
        #expect(lsp.diagnostics(for: uri)?.isEmpty == true)

        // Hover over a scene: its summary.
        let hover = lsp.request("textDocument/hover", lsp.at(uri, 3, 27))
        let contents = ((hover.result as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
        #expect(contents?.contains("scene") == true && contents?.contains("recipe") == true)
        #expect(contents?.contains("(id \"showRecipe\")") == true)
        let detail = lsp.request("textDocument/hover", lsp.at(uri, 12, 8))
        let detailText = ((detail.result as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
        #expect(detailText?.contains("Segues in from: `RecipeList`") == true)

        // Go to definition of `AddRecipe` in the test: line 14.
        let definition = lsp.request("textDocument/definition", lsp.at(uri, 23, 25))
        let locations = try #require(definition.result as? [[String: Any]])
        let target = try #require(locations.first?["range"] as? [String: Any])
        #expect((target["start"] as? [String: Any])?["line"] as? Int == 14)

        // References of `saveRecipe`: the declaration and the unwind segue.
        let references = lsp.request("textDocument/references", lsp.at(uri, 9, 12))
        #expect((references.result as? [Any])?.count == 2)

        // Formatting gives the canonical text.
        let formatting = lsp.request("textDocument/formatting", [
            "textDocument": ["uri": uri], "options": ["tabSize": 4, "insertSpaces": true],
        ])
        let edits = try #require(formatting.result as? [[String: Any]])
        #expect(edits.count == 1 && (edits.first?["newText"] as? String)?.contains("tap save\n") == true)

        #expect(lsp.request("shutdown", [:]).result is NSNull)
        lsp.notify("exit", [:])
        #expect(lsp.server.exitCode == 0)
    }

    @Test func quickFixesApplyFixIts() throws {
        let lsp = LSPHarness()
        let uri = "file:///tmp/flow-lsp-test/typo.flow"
        lsp.open(uri, "initial A\nscene A {\n    button go -> show A\n}\ntest \"t\" {\n    tapp go\n}\n")
        #expect(lsp.diagnostics(for: uri)?.count == 1)
        let actions = lsp.request("textDocument/codeAction", [
            "textDocument": ["uri": uri], "range": lsp.range((5, 5), (5, 5)), "context": ["diagnostics": []],
        ])
        let action = try #require((actions.result as? [[String: Any]])?.first)
        #expect(action["title"] as? String == "Fix: did you mean 'tap'?")
        let changes = (action["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]]
        #expect(changes?[uri]?.first?["newText"] as? String == "tap")
    }

    @Test func renameRefusesCollisions() throws {
        let lsp = LSPHarness()
        let uri = LSPSessionTests.uri
        lsp.open(uri, LSPSessionTests.text)
        let refused = lsp.request("textDocument/rename", lsp.at(uri, 12, 8).merging(["newName": "AddRecipe"]) { $1 })
        #expect(refused.errorCode == -32803)
        let renamed = lsp.request("textDocument/rename", lsp.at(uri, 12, 8).merging(["newName": "Detail"]) { $1 })
        let changes = try #require((renamed.result as? [String: Any])?["changes"] as? [String: [Any]])
        #expect(changes[uri]?.count == 2)
    }

    @Test func outlineFoldingAndTokens() throws {
        let lsp = LSPHarness()
        let uri = LSPSessionTests.uri
        lsp.open(uri, LSPSessionTests.text)
        let symbols = lsp.request("textDocument/documentSymbol", ["textDocument": ["uri": uri]])
        let names = (symbols.result as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(names == ["Browse", "RecipeList", "RecipeDetail", "AddRecipe", "saved", "adds"])
        let folds = lsp.request("textDocument/foldingRange", ["textDocument": ["uri": uri]])
        #expect((folds.result as? [Any])?.count == 3)
        let tokens = lsp.request("textDocument/semanticTokens/full", ["textDocument": ["uri": uri]])
        let data = try #require((tokens.result as? [String: Any])?["data"] as? [Int])
        #expect(data.count % 5 == 0 && data.count > 50)
    }

    /// Tokens on one long line, with characters of two UTF-16 units among
    /// them: each token's column is counted on from the one before (not from
    /// the line's start), and must land where the client counts it.
    @Test func tokensOfALongLineAreWhereTheClientCountsThem() throws {
        let lsp = LSPHarness()
        let uri = "file:///tmp/flow-lsp-long-line.flow"
        var line = ""
        for index in 0..<200 { line += "var v\(index) = \"😀\"; " }
        lsp.open(uri, "storyboard Long\n" + line + "\n")
        let tokens = lsp.request("textDocument/semanticTokens/full", ["textDocument": ["uri": uri]])
        let data = try #require((tokens.result as? [String: Any])?["data"] as? [Int])
        // Decode the relative positions, then check each `var` against the text in UTF-16 units.
        let units = Array(line.utf16)
        var (lineNumber, character) = (0, 0)
        var vars = 0
        for token in stride(from: 0, to: data.count, by: 5) {
            if data[token] > 0 { (lineNumber, character) = (lineNumber + data[token], data[token + 1]) }
            else { character += data[token + 1] }
            guard lineNumber == 1, data[token + 2] == 3, character + 3 <= units.count,
                  String(decoding: units[character..<character + 3], as: UTF16.self) == "var" else { continue }
            vars += 1
        }
        #expect(vars == 200, "every 'var' keyword found at the column the client counts")
    }
}
