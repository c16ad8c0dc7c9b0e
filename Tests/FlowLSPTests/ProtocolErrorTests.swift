import FlowLSP
import Foundation
import Testing

/// Bad input gets JSON-RPC's error answers, and nothing traps.
@Suite struct ProtocolErrorTests {
    @Test func malformedJSONIsAParseError() {
        let lsp = LSPHarness()
        let answers = lsp.send(raw: Data("{\"jsonrpc\": \"2.0\", \"id\": 1, \"meth".utf8))
        #expect(answers.first?.errorCode == -32700)
        #expect(answers.first?["id"] is NSNull)
    }

    /// A member named twice in one object (at any depth, escapes read) makes
    /// the message ambiguous: refused, never answered under either id.
    @Test func aMemberNamedTwiceIsAnInvalidRequest() {
        let lsp = LSPHarness()
        let answers = lsp.send(raw: Data(#"{"jsonrpc":"2.0","id":3,"method":"shutdown","\u0069d":8}"#.utf8))
        #expect(answers.count == 1)
        #expect(answers.first?.errorCode == -32600)
        #expect(answers.first?["id"] is NSNull)
        let nested = lsp.send(raw: Data(#"{"jsonrpc":"2.0","id":4,"method":"textDocument/hover","params":{"a":1,"a":2}}"#.utf8))
        #expect(nested.first?.errorCode == -32600)
        // The same name in two objects, or in a string, is no duplicate.
        let fine = lsp.send(raw: Data(#"{"jsonrpc":"2.0","id":5,"method":"shutdown","params":{"id":"\"id\":1"}}"#.utf8))
        #expect(fine.first?["id"] as? Int == 5)
    }

    /// The static checks reach the editor as `flow check` prints them:
    /// warnings (severity 2) with their id as the code (issue 56).
    @Test func staticChecksAreWarningsInTheEditor() throws {
        let lsp = LSPHarness()
        let uri = "file:///w.flow"
        lsp.open(uri, "initial A\nscene A { button go -> show B }\nscene B {}\nscene C {}\n")
        let diagnostics = try #require(lsp.diagnostics(for: uri))
        #expect(diagnostics.map { $0["severity"] as? Int } == [2, 2])
        #expect(Set(diagnostics.compactMap { $0["code"] as? String })
                == ["show-presents-modally", "unreachable-scene"], "\(diagnostics)")
    }

    @Test func unknownMethodsAndNotifications() {
        let lsp = LSPHarness()
        #expect(lsp.request("textDocument/unheardOf", [:]).errorCode == -32601)
        #expect(lsp.notify("$/unheardOf", [:]).isEmpty)
        #expect(lsp.send(raw: Data("[]".utf8)).first?.errorCode == -32600)
        #expect(lsp.send(raw: Data("42".utf8)).first?.errorCode == -32600)
    }

    @Test func requestsBeforeInitializeAndAfterShutdown() {
        let lsp = LSPHarness(initialize: false)
        #expect(lsp.request("textDocument/hover", [:]).errorCode == -32002)
        _ = lsp.request("initialize", ["capabilities": [String: Any]()])
        _ = lsp.request("shutdown", [:])
        #expect(lsp.request("textDocument/hover", [:]).errorCode == -32600)
        lsp.notify("exit", [:])
        #expect(lsp.server.exitCode == 0)
    }

    @Test func exitWithoutShutdownIsOne() {
        let lsp = LSPHarness()
        lsp.notify("exit", [:])
        #expect(lsp.server.exitCode == 1)
    }

    @Test func unopenedDocumentsAndBadParamsAreInvalidParams() {
        let lsp = LSPHarness()
        #expect(lsp.request("textDocument/hover", lsp.at("file:///never.flow", 0, 0)).errorCode == -32602)
        lsp.open("file:///a.flow", "scene A {}\n")
        #expect(lsp.request("textDocument/hover", ["textDocument": ["uri": "file:///a.flow"]]).errorCode == -32602)
        #expect(lsp.request("textDocument/hover", ["textDocument": ["uri": "file:///a.flow"],
                                                   "position": ["line": "x", "character": 0.5]]).errorCode == -32602)
        // Positions past the end are clamped, not refused.
        #expect(lsp.request("textDocument/hover", lsp.at("file:///a.flow", 99, 99)).errorCode == nil)
        #expect(lsp.request("textDocument/completion", lsp.at("file:///a.flow", 0, 999)).errorCode == nil)
    }

    @Test func halfWrittenEditsStillGetDiagnostics() {
        let lsp = LSPHarness()
        let uri = "file:///b.flow"
        lsp.open(uri, "initial A\nscene A {\n    button go -> present B\n}\nscene B {}\n")
        #expect(lsp.diagnostics(for: uri)?.isEmpty == true)
        lsp.edit(uri, version: 2, from: (2, 0), to: (4, 3), text: "    button go -> sh")
        #expect(lsp.diagnostics(for: uri)?.isEmpty == false)
        // Every request still answers on the broken text.
        for method in ["textDocument/hover", "textDocument/completion", "textDocument/definition",
                       "textDocument/references", "textDocument/foldingRange", "textDocument/semanticTokens/full",
                       "textDocument/documentSymbol"] {
            #expect(lsp.request(method, lsp.at(uri, 2, 18))["id"] != nil)
        }
        #expect(lsp.request("textDocument/formatting", ["textDocument": ["uri": uri]]).errorCode == -32803)
    }

    @Test func framingReaderSkipsBadHeaders() {
        var chunks: [[UInt8]] = [
            Array("Content-Type: x\r\n\r\n".utf8),
            Array("Content-Length: 2\r\n\r\n{}Content-Len".utf8),
            Array("gth: 4\r\n\r\nnull".utf8),
        ]
        var reader = MessageReader { chunks.isEmpty ? nil : chunks.removeFirst() }
        #expect(reader.next() == .badHeader("missing or invalid Content-Length"))
        #expect(reader.next() == .message(Data("{}".utf8)))
        #expect(reader.next() == .message(Data("null".utf8)))
        #expect(reader.next() == .end)
    }

    /// The edits of one `didChange` are relative to each other: one malformed
    /// among them drops the whole notification, not just itself.
    @Test func aMalformedEditDropsTheWholeChange() {
        let lsp = LSPHarness()
        let uri = "file:///tmp/flow-lsp-bad-edit.flow"
        lsp.open(uri, "initial A\nscene A {}\n")
        #expect(lsp.diagnostics(for: uri)?.isEmpty == true)
        _ = lsp.notify("textDocument/didChange", [
            "textDocument": ["uri": uri, "version": 2],
            "contentChanges": [
                ["range": lsp.range((0, 0), (0, 0)), "text": "X"],
                ["range": ["end": ["line": 0, "character": 0]], "text": "Y"],
            ],
        ])
        #expect(lsp.diagnostics(for: uri)?.isEmpty == true, "the text is still the one the client had before")
        lsp.edit(uri, version: 3, from: (1, 6), to: (1, 7), text: "B")
        let text = lsp.request("textDocument/hover", lsp.at(uri, 1, 6))
        #expect(text["error"] == nil)
        #expect((lsp.diagnostics(for: uri)?.first?["message"] as? String)?.contains("A") == true,
                "initial A now names no scene: the edit applied to the unchanged text")
    }

    /// A header whose length cannot be read is followed by a body of unknown
    /// size: the reader takes up again at the next `Content-Length:`, so one
    /// bad message does not take every later one with it.
    @Test func framingReaderResynchronisesAfterAnUnreadableLength() {
        var chunks: [[UInt8]] = [
            Array("Content-Length: abc\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"shutdown\"}".utf8),
            Array("Content-Length: 4\r\n\r\nnull".utf8),
        ]
        var reader = MessageReader { chunks.isEmpty ? nil : chunks.removeFirst() }
        #expect(reader.next() == .badHeader("missing or invalid Content-Length"))
        #expect(reader.next() == .message(Data("null".utf8)))
        #expect(reader.next() == .end)
    }

    /// A body over the limit is passed over, not kept, and the next message read.
    @Test func framingReaderPassesOverABodyTooLong() {
        let length = MessageReader.maximumLength + 1
        var header = Array("Content-Length: \(length)\r\n\r\n".utf8)
        var left = length
        var trailer = Array("Content-Length: 2\r\n\r\n{}".utf8)
        var reader = MessageReader {
            if !header.isEmpty { defer { header = [] }; return header }
            if left > 0 {
                let count = min(left, 1 << 20)
                left -= count
                return [UInt8](repeating: 0x20, count: count)
            }
            if !trailer.isEmpty { defer { trailer = [] }; return trailer }
            return nil
        }
        #expect(reader.next() == .badHeader("Content-Length \(length) is over the limit of \(MessageReader.maximumLength) bytes"))
        #expect(reader.next() == .message(Data("{}".utf8)))
        #expect(reader.next() == .end)
    }
}
