import FlyingFox
import FlyingSocks
import Foundation

/// The studio's HTTP server: FlyingFox (a small, well-kept server on Swift
/// concurrency and BSD sockets) carrying requests to `StudioAPI` and the
/// pages' WebSockets to their sessions.
///
/// Only the host it was started on may talk to it: the server listens on
/// loopback by default, refuses peers that are not loopback when so, and
/// refuses requests whose `Host` is not its own address (a web page
/// elsewhere cannot reach it through a DNS name that points here).
public final class StudioServer: Sendable {
    public let studio: Studio
    private let host: String
    private let server: HTTPServer

    /// A server for `studio` on `host` (an IPv4 address; `127.0.0.1` by
    /// default) and `port` (0: any free port; `listeningPort` says which).
    public init(studio: Studio, host: String = "127.0.0.1", port: UInt16 = 0) throws {
        self.studio = studio
        self.host = host
        let address = try sockaddr_in.inet(ip4: host, port: port)
        server = HTTPServer(address: address, timeout: 60, logger: .disabled)
    }

    /// Serves until cancelled. Watches the file meanwhile: a change reaches every page within half a second.
    public func run() async throws {
        let studio = self.studio
        let onlyLoopback = host.hasPrefix("127.")
        // nil from `allowedHosts()` means any Host; a server gone allows none.
        let router = Router(allowedHosts: { [weak self] in
            guard let self else { return [] }
            return await self.allowedHosts()
        }) { hosts in
            StudioAPI(studio: studio, onlyLoopback: onlyLoopback, allowedHosts: hosts)
        }
        await server.appendRoute("*", to: router)
        let watcher = Task.detached {
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(250))
                _ = await offload { studio.reloadIfChanged() }
            }
        }
        defer { watcher.cancel() }
        try await server.run()
    }

    /// Waits until the server accepts connections (at most `timeout` seconds).
    public func waitUntilListening(timeout: TimeInterval = 30) async throws {
        try await server.waitUntilListening(timeout: timeout)
    }

    /// The port the server listens on (the one chosen when started with 0).
    public func listeningPort() async -> UInt16? {
        guard case .ip4(_, let port) = await server.listeningAddress else { return nil }
        return port
    }

    /// The page's address.
    public func url() async -> String? {
        guard let port = await listeningPort() else { return nil }
        return "http://\(host == "0.0.0.0" ? "127.0.0.1" : host):\(port)/"
    }

    /// The `Host` values a request may carry; nil: any (listening on every
    /// address, the server cannot know the names it is reached by).
    private func allowedHosts() async -> Set<String>? {
        if host == "0.0.0.0" { return nil }
        guard let port = await listeningPort() else { return [] }
        let names = ["127.0.0.1", "localhost", "[::1]", host]
        // On port 80 browsers leave the port out of `Host`.
        return Set(names.map { "\($0):\(port)" } + (port == 80 ? names : []))
    }
}

/// Every request: a WebSocket to its page's session, anything else to `StudioAPI`.
private struct Router: HTTPHandler {
    let allowedHosts: @Sendable () async -> Set<String>?
    let makeAPI: @Sendable (Set<String>?) -> StudioAPI

    init(allowedHosts: @escaping @Sendable () async -> Set<String>?, makeAPI: @escaping @Sendable (Set<String>?) -> StudioAPI) {
        self.allowedHosts = allowedHosts
        self.makeAPI = makeAPI
    }

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let api = makeAPI(await allowedHosts())
        let body = await Self.body(of: request)
        var query: [String: String] = [:]
        for item in request.query where query[item.name] == nil { query[item.name] = item.value }
        let studioRequest = StudioRequest(method: request.method.rawValue, path: request.path, query: query,
                                          host: request.headers[.host], origin: request.headers[HTTPHeader("Origin")],
                                          fromLoopback: Self.isLoopback(request.remoteAddress), body: body)
        if request.method == .GET, request.headers[.upgrade]?.lowercased() == "websocket",
           api.refusal(of: studioRequest) == nil, let page = api.sessionForUpdates(at: request.path) {
            let handler = WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: Updates(studio: api.studio, page: page)))
            if let upgraded = try? await handler.handleRequest(request) { return upgraded }
        }
        let response = await offload { api.respond(studioRequest) }
        var headers: HTTPHeaders = [.contentType: response.contentType]
        for (name, value) in response.headers { headers[HTTPHeader(name)] = value }
        // The unread rest of a body too large must not be taken for the next request.
        if body.count > StudioAPI.bodyLimit { headers[.connection] = "close" }
        return HTTPResponse(statusCode: HTTPStatusCode(response.status, phrase: Self.phrase(response.status)),
                            headers: headers, body: response.body)
    }

    /// The body, read up to one byte past the limit the API allows (it then
    /// says 413), piece by piece: a chunked body declares no length to check first.
    static func body(of request: HTTPRequest) async -> Data {
        var body = Data()
        do {
            for try await piece in request.bodySequence {
                body.append(piece.prefix(StudioAPI.bodyLimit + 1 - body.count))
                if body.count > StudioAPI.bodyLimit { break }
            }
        } catch {
            // A body cut short: the API reads what came.
        }
        return body
    }

    /// The peer's own address (not X-Forwarded-For, which any client may write).
    static func isLoopback(_ address: HTTPRequest.Address?) -> Bool {
        switch address {
        case .ip4(let ip, _): return ip.hasPrefix("127.")
        case .ip6(let ip, _): return ip == "::1" || ip.hasPrefix("::ffff:127.")
        case .unix, .none: return false
        }
    }

    static func phrase(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 201: return "Created"
        case 400: return "Bad Request"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 409: return "Conflict"
        case 413: return "Payload Too Large"
        case 503: return "Service Unavailable"
        default: return "Internal Server Error"
        }
    }
}

/// Runs a session's work (the model, the checker, `dot`) on a thread of
/// Dispatch's, not on one of Swift concurrency's few: a long action on one
/// page must not hold up the sockets of the others.
func offload<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(returning: work()) }
    }
}

/// The WebSocket of one page: `{"type":"hello","version":N}` when it opens
/// (the page knows it will hear of changes from then on), then
/// `{"type":"reload","version":N}` at every reload of the file. When the page
/// goes (its last socket closes), its session is freed.
private struct Updates: WSMessageHandler {
    let studio: Studio
    let page: PageSession

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let (messages, continuation) = AsyncStream<WSMessage>.makeStream()
        continuation.yield(.text("{\"type\":\"hello\",\"version\":\(page.version)}"))
        let key = page.addListener { version in
            continuation.yield(.text("{\"type\":\"reload\",\"version\":\(version)}"))
        }
        let studio = self.studio
        let page = self.page
        Task {
            for await _ in client {}
            // A page reconnecting may have its new socket open before the
            // old one is seen to close: the session goes with its last socket.
            studio.closeSession(page.id, removingListener: key)
            continuation.finish()
        }
        return messages
    }
}
