import FlowLSP
import Foundation
import TestSupport
import Testing

/// Thousands of random messages and edits, from a fixed seed: every request
/// is answered, nothing traps, and the server's text stays valid UTF-8.
@Suite struct RobustnessTests {

    static let fragments = ["scene ", "A", " {", "}", "\n", "😀", "é", "tap ", "-> show ", "\"", "/*", "*/", "//",
                            "unwind ", "x", "import \"other.flow\"\n", "\r\n", "#2", "var v = 1\n", "\u{0}"]
    static let methods = ["textDocument/hover", "textDocument/completion", "textDocument/definition",
                          "textDocument/references", "textDocument/documentSymbol", "textDocument/formatting",
                          "textDocument/codeAction", "textDocument/rename", "textDocument/prepareRename",
                          "textDocument/foldingRange", "textDocument/semanticTokens/full"]

    @Test func randomEditsAndRequestsAreAllAnswered() throws {
        var random = SplitMix64(seed: 22)
        let lsp = LSPHarness()
        let uri = "file:///tmp/flow-fuzz/a.flow"
        lsp.open(uri, "initial A\nscene A { button go -> show B }\nscene B {}\n")
        for version in 2..<1_500 {
            func position() -> [String: Any] {
                ["line": Int.random(in: -1...8, using: &random), "character": Int.random(in: -1...40, using: &random)]
            }
            let text = (0..<Int.random(in: 0...3, using: &random)).map { _ in
                RobustnessTests.fragments.randomElement(using: &random) ?? ""
            }.joined()
            lsp.notify("textDocument/didChange", [
                "textDocument": ["uri": uri, "version": version],
                "contentChanges": [["range": ["start": position(), "end": position()], "text": text]],
            ])
            let method = RobustnessTests.methods.randomElement(using: &random) ?? ""
            var params: [String: Any] = ["textDocument": ["uri": uri], "position": position(), "newName": "Renamed",
                                         "range": ["start": position(), "end": position()], "context": [:]]
            if Bool.random(using: &random) { params["position"] = ["line": "?"] }
            let response = lsp.request(method, params)
            #expect(response["id"] as? Int != nil, "no answer to \(method)")
        }
        let symbols = lsp.request("textDocument/documentSymbol", ["textDocument": ["uri": uri]])
        #expect(symbols.errorCode == nil)
    }

    @Test func randomBytesAreParseErrorsOrIgnored() {
        var random = SplitMix64(seed: 7)
        let lsp = LSPHarness()
        for _ in 0..<500 {
            let bytes = (0..<Int.random(in: 0...40, using: &random)).map { _ in
                UInt8.random(in: 0...255, using: &random)
            }
            for answer in lsp.send(raw: Data(bytes)) {
                #expect(answer.errorCode != nil)
            }
        }
        let valid = "{\"jsonrpc\":\"2.0\",\"id\":\"s\",\"method\":\"shutdown\"}"
        #expect(lsp.send(raw: Data(valid.utf8)).first?["result"] is NSNull)
    }

    /// Numbers at the edges of what JSON spells: the smallest 64-bit
    /// integer (whose magnitude `abs` cannot give), one past the largest,
    /// a huge exponent, a fraction and minus zero, as positions and as ids.
    @Test func numbersAtTheEdgesAreAnsweredNotTrapped() {
        let lsp = LSPHarness()
        let uri = "file:///tmp/flow-numbers/a.flow"
        lsp.open(uri, "initial A\nscene A {}\n")
        for number in ["-9223372036854775808", "9223372036854775808", "1e400", "-1e400", "0.5", "-0", "1.0"] {
            let hover = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"textDocument/hover\",\"params\":"
                + "{\"textDocument\":{\"uri\":\"\(uri)\"},\"position\":{\"line\":\(number),\"character\":\(number)}}}"
            let answers = lsp.send(raw: Data(hover.utf8))
            #expect(answers.count == 1, "\(number)")
            let withID = "{\"jsonrpc\":\"2.0\",\"id\":\(number),\"method\":\"textDocument/documentSymbol\","
                + "\"params\":{\"textDocument\":{\"uri\":\"\(uri)\"}}}"
            #expect(lsp.send(raw: Data(withID.utf8)).count == 1, "\(number)")
        }
    }
}
