import FlowLSP
import Foundation

/// Drives a `LanguageServer` in process: sends JSON-RPC messages and collects
/// what it writes, decoded, as an editor would see them.
final class LSPHarness {
    private(set) var outgoing: [[String: Any]] = []
    private var nextID = 1
    var server: LanguageServer!

    init(initialize: Bool = true) {
        server = LanguageServer { [unowned self] body in
            outgoing.append((try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? ["undecodable": true])
        }
        if initialize {
            _ = request("initialize", ["processId": NSNull(), "rootUri": NSNull(), "capabilities": [String: Any]()])
            notify("initialized", [:])
        }
    }

    /// Sends a raw body and returns the messages it produced.
    @discardableResult
    func send(raw: Data) -> [[String: Any]] {
        let before = outgoing.count
        server.handle(raw)
        return Array(outgoing[before...])
    }

    /// Sends a request and returns its response (the message with its id).
    func request(_ method: String, _ params: [String: Any]) -> [String: Any] {
        let id = nextID
        nextID += 1
        let messages = send(raw: encode(["jsonrpc": "2.0", "id": id, "method": method, "params": params]))
        return messages.first { ($0["id"] as? Int) == id } ?? [:]
    }

    /// Sends a notification and returns the notifications it caused.
    @discardableResult
    func notify(_ method: String, _ params: [String: Any]) -> [[String: Any]] {
        send(raw: encode(["jsonrpc": "2.0", "method": method, "params": params]))
    }

    func encode(_ object: [String: Any]) -> Data {
        (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
    }

    /// The last diagnostics published for `uri`.
    func diagnostics(for uri: String) -> [[String: Any]]? {
        for message in outgoing.reversed() where message["method"] as? String == "textDocument/publishDiagnostics" {
            guard let params = message["params"] as? [String: Any], params["uri"] as? String == uri else { continue }
            return params["diagnostics"] as? [[String: Any]]
        }
        return nil
    }

    func open(_ uri: String, _ text: String, version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "flow", "version": version, "text": text]])
    }

    /// Replaces the text between two (line, character) positions.
    func edit(_ uri: String, version: Int, from start: (Int, Int), to end: (Int, Int), text: String) {
        notify("textDocument/didChange", [
            "textDocument": ["uri": uri, "version": version],
            "contentChanges": [["range": range(start, end), "text": text]],
        ])
    }

    func range(_ start: (Int, Int), _ end: (Int, Int)) -> [String: Any] {
        ["start": ["line": start.0, "character": start.1], "end": ["line": end.0, "character": end.1]]
    }

    func at(_ uri: String, _ line: Int, _ character: Int) -> [String: Any] {
        ["textDocument": ["uri": uri], "position": ["line": line, "character": character]]
    }
}

extension Dictionary where Key == String, Value == Any {
    var errorCode: Int? { (self["error"] as? [String: Any])?["code"] as? Int }
    var result: Any? { self["result"] }
}
