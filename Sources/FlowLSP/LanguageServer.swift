import FlowKit
import FlowLang
import FoundationEssentials

// The server is one object driven one message at a time: the transport (or a
// test) hands it each message body and it writes responses and notifications
// through `send`. Nothing runs concurrently, so nothing needs a lock, and an
// editor's burst of edits is answered in order.
//
// JSON-RPC rules it keeps: a request (has an `id`) always gets exactly one
// response; a notification never gets one; an unknown notification is
// ignored (including `$/…`); an unknown request is -32601; unusable params
// are -32602; a body that is not JSON is -32700 with a null id; before
// `initialize`, requests get -32002; after `shutdown`, requests get -32600.

/// A Language Server Protocol server for flow files.
public final class LanguageServer {
    /// JSON-RPC and LSP error codes.
    public enum ErrorCode: Int, Sendable {
        /// The body is not JSON.
        case parseError = -32700
        /// The message is not a valid request.
        case invalidRequest = -32600
        /// No such method.
        case methodNotFound = -32601
        /// The params are missing or malformed.
        case invalidParams = -32602
        /// A bug of ours, reported instead of crashing.
        case internalError = -32603
        /// A request before `initialize`.
        case serverNotInitialized = -32002
        /// The request was valid but could not be done (formatting a file with syntax errors).
        case requestFailed = -32803
    }

    /// An error answered to a request.
    struct ResponseError: Error {
        var code: ErrorCode
        var message: String

        static func invalidParams(_ message: String) -> ResponseError {
            ResponseError(code: .invalidParams, message: message)
        }
    }

    /// Writes one message body (the transport frames it).
    private let send: (Data) -> Void
    var store = DocumentStore()
    private var initialized = false
    private var shutdownRequested = false

    /// The process exit code once `exit` has been received: 0 after `shutdown`, else 1.
    public private(set) var exitCode: Int32?

    /// A server writing each outgoing message body through `send`.
    public init(send: @escaping (Data) -> Void) {
        self.send = send
    }

    /// Whether `shutdown` has been answered (the exit code on a closed input depends on it).
    public var hasShutDown: Bool { shutdownRequested }

    /// Handles one message body: a request, a notification, a batch or garbage.
    public func handle(_ body: Data) {
        guard let message = JSON.parse(body) else {
            return respond(id: JSONNull(), error: ResponseError(code: .parseError, message: "the message is not JSON"))
        }
        if let name = DuplicateMembers.first(in: body) {
            // Its id, its method or its params would be a guess (DuplicateMembers says why).
            return respond(id: JSONNull(), error: ResponseError(
                code: .invalidRequest, message: "the member \"\(name)\" appears twice in one object"))
        }
        if let batch = message as? [Any] {
            // LSP does not use batches; each element is handled as a message of its own.
            if batch.isEmpty {
                respond(id: JSONNull(), error: ResponseError(code: .invalidRequest, message: "empty batch"))
            }
            for element in batch { handle(message: element) }
            return
        }
        handle(message: message)
    }

    private func handle(message: Any) {
        guard let object = message as? JSONObject else {
            return respond(id: JSONNull(), error: ResponseError(code: .invalidRequest, message: "a message must be an object"))
        }
        let id = object["id"]
        let validID = id.map { $0 is String || JSON.isNumber($0) } ?? false
        guard let method = object.string("method") else {
            // A response to a request of ours (we send none) or an invalid message.
            if object["result"] != nil || object["error"] != nil { return }
            return respond(id: validID ? id ?? JSONNull() : JSONNull(),
                           error: ResponseError(code: .invalidRequest, message: "a message needs a method"))
        }
        let params = object["params"] as? JSONObject ?? [:]
        guard let id else { return notify(method: method, params: params) }
        guard validID else {
            let error = ResponseError(code: .invalidRequest, message: "an id must be a number or a string")
            return respond(id: JSONNull(), error: error)
        }
        do {
            respond(id: id, result: try request(method: method, params: params))
        } catch let error as ResponseError {
            respond(id: id, error: error)
        } catch {
            respond(id: id, error: ResponseError(code: .internalError, message: "\(error)"))
        }
    }

    private func request(method: String, params: JSONObject) throws -> Any {
        if method == "initialize" {
            guard !initialized else { throw ResponseError(code: .invalidRequest, message: "already initialized") }
            initialized = true
            return initializeResult
        }
        guard initialized else { throw ResponseError(code: .serverNotInitialized, message: "initialize first") }
        guard !shutdownRequested else { throw ResponseError(code: .invalidRequest, message: "the server is shutting down") }
        switch method {
        case "shutdown":
            shutdownRequested = true
            return JSONNull()
        case "textDocument/completion": return try completion(params)
        case "textDocument/hover": return try hover(params)
        case "textDocument/definition": return try definition(params)
        case "textDocument/references": return try references(params)
        case "textDocument/documentSymbol": return try documentSymbols(params)
        case "textDocument/formatting": return try formatting(params)
        case "textDocument/codeAction": return try codeActions(params)
        case "textDocument/rename": return try rename(params)
        case "textDocument/prepareRename": return try prepareRename(params)
        case "textDocument/foldingRange": return try foldingRanges(params)
        case "textDocument/semanticTokens/full": return try semanticTokens(params)
        default: throw ResponseError(code: .methodNotFound, message: "unknown method '\(method)'")
        }
    }

    private func notify(method: String, params: JSONObject) {
        if method == "exit" {
            exitCode = shutdownRequested ? 0 : 1
            return
        }
        // Before initialize, notifications are dropped, as the spec says.
        guard initialized, !shutdownRequested else { return }
        switch method {
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didSave": didSave(params)
        case "textDocument/didClose": didClose(params)
        default: break  // `initialized`, `$/cancelRequest`, `$/setTrace`, …: nothing to do.
        }
    }

    // MARK: Output

    func respond(id: Any, result: Any) {
        send(JSON.encode(["jsonrpc": "2.0", "id": id, "result": result]))
    }

    func respond(id: Any, error: ResponseError) {
        send(JSON.encode(["jsonrpc": "2.0", "id": id,
                          "error": ["code": error.code.rawValue, "message": error.message] as JSONObject]))
    }

    func sendNotification(method: String, params: JSONObject) {
        send(JSON.encode(["jsonrpc": "2.0", "method": method, "params": params]))
    }

    // MARK: Params

    /// The open document a request's `textDocument.uri` names.
    func document(_ params: JSONObject) throws -> TextDocument {
        guard let uri = params.object("textDocument")?.string("uri") else {
            throw ResponseError.invalidParams("missing textDocument.uri")
        }
        guard let document = store[uri] else { throw ResponseError.invalidParams("document not open: \(uri)") }
        return document
    }

    /// The open document and the byte offset of a request's `position`.
    func documentAndOffset(_ params: JSONObject) throws -> (TextDocument, Int) {
        let document = try document(params)
        guard let position = Position(json: params.object("position")) else {
            throw ResponseError.invalidParams("missing or malformed position")
        }
        return (document, document.offset(of: position))
    }
}
