import FlowLSP
import Foundation

/// `flow lsp` on any byte stream, as an editor (or anything else) might send
/// it: the bytes go through the same framing reader the server reads its
/// standard input with, in chunks of a size the input picks, and each framed
/// body to the server. Whatever comes, every message the server writes is a
/// JSON-RPC 2.0 object; a response answers a message that was sent with that
/// id (never an id nobody used, never more often than it was used) with exactly one of
/// `result` and `error`; and after the input, unless it said `exit`, the
/// server still answers: a last `shutdown` request gets its response.
public enum LSPOracle {
    /// The id of the request the oracle adds at the end.
    static let finalID = "oracle-final"

    /// What a run of the server on `bytes` wrote, and what it was sent.
    struct Exchange {
        var server: LanguageServer
        /// Every message body the server wrote, in order.
        var outgoing: [Data]
        /// How many times each id was sent in a message the server must answer.
        var requests: [String: Int]
        /// Bodies Foundation's JSON reader cannot read, though the server's may: their ids are unknown here.
        var unreadable: Int
    }

    static func exchange(_ bytes: [UInt8]) -> Exchange {
        let sink = Sink()
        let server = LanguageServer { sink.bodies.append($0) }
        // The first byte picks the chunk size, 1 to 256 (framing must not depend on how reads
        // split); the rest is the stream.
        let chunkSize = Int(bytes.first ?? 0) + 1
        let stream = bytes.dropFirst()
        var offset = stream.startIndex
        var reader = MessageReader {
            guard offset < stream.endIndex else { return nil }
            let end = min(stream.endIndex, offset + chunkSize)
            defer { offset = end }
            return Array(stream[offset..<end])
        }
        var requests: [String: Int] = [:]
        var unreadable = 0
        reading: while server.exitCode == nil {
            switch reader.next() {
            case .message(let body):
                if let ids = answeredIDs(in: body) {
                    for id in ids { requests[id, default: 0] += 1 }
                } else {
                    unreadable += 1
                }
                server.handle(body)
            case .badHeader:
                continue
            case .end:
                break reading
            }
        }
        if server.exitCode == nil {
            let final = #"{"jsonrpc":"2.0","id":"\#(finalID)","method":"shutdown"}"#
            requests[key(finalID), default: 0] += 1
            server.handle(Data(final.utf8))
        }
        return Exchange(server: server, outgoing: sink.bodies, requests: requests, unreadable: unreadable)
    }

    public static func check(_ bytes: [UInt8]) throws(OracleViolation) {
        let exchange = exchange(bytes)
        let (server, outgoing, requests, unreadable) = (exchange.server, exchange.outgoing, exchange.requests, exchange.unreadable)
        var responses: [String: Int] = [:]
        var unexplained = 0
        for body in outgoing {
            guard let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else {
                throw OracleViolation("the server wrote something that is not a JSON object: \(String(decoding: body.prefix(300), as: UTF8.self))")
            }
            guard message["jsonrpc"] as? String == "2.0" else {
                throw OracleViolation("a message without \"jsonrpc\": \"2.0\": \(String(decoding: body.prefix(300), as: UTF8.self))")
            }
            if message["method"] != nil { continue }  // a notification or a request of the server's
            guard let id = message["id"] else { throw OracleViolation("a response without an id: \(message)") }
            if (message["result"] == nil) == (message["error"] == nil) {
                throw OracleViolation("a response with both or neither of result and error: \(message)")
            }
            if id is NSNull { continue }  // an answer to a message whose id could not be read
            guard let identifier = idKey(id) else { throw OracleViolation("a response whose id is neither a number nor a string: \(id)") }
            responses[identifier, default: 0] += 1
            if responses[identifier, default: 0] > requests[identifier, default: 0] {
                unexplained += 1
                if unexplained > unreadable {
                    throw OracleViolation("a response to \(identifier), which was sent \(requests[identifier, default: 0]) times, "
                                          + "answered \(responses[identifier, default: 0]) times")
                }
            }
        }
        if server.exitCode == nil, responses[key(finalID), default: 0] == 0 {
            throw OracleViolation("the server did not answer a shutdown request after the input")
        }
    }

    /// The ids of the messages in `body` the server must answer under their id, as keys — JSON-RPC's
    /// rule, as the server applies it: each object (or each element of a batch) with an id that is a
    /// number or a string, unless it is a response (no `method`, a `result` or an `error`). Nil when
    /// Foundation cannot read the body.
    static func answeredIDs(in body: Data) -> [String]? {
        guard let object = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]) else { return nil }
        let messages = object as? [Any] ?? [object]
        return messages.compactMap { element in
            guard let message = element as? [String: Any], let id = message["id"] else { return nil }
            if !(message["method"] is String), message["result"] != nil || message["error"] != nil { return nil }
            return idKey(id)
        }
    }

    static func key(_ string: String) -> String { "s:" + string }

    /// Numbers and strings are different ids (`1` is not `"1"`).
    static func idKey(_ id: Any) -> String? {
        if let string = id as? String { return key(string) }
        if let number = id as? NSNumber { return "n:\(number)" }
        return nil
    }
}

/// Collects what the server writes; the server calls it synchronously.
private final class Sink {
    var bodies: [Data] = []
}
