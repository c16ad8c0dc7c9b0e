import FlowModel
import FlyingFox
import FlyingSocks
import Foundation

/// The studio's HTTP server: FlyingFox (a small, well-kept server on Swift
/// concurrency and BSD sockets) serving the page's three files and its JSON
/// API (README.md, "flow studio"); every route is a thin call into `Studio`.
///
/// Only the host it was started on may talk to it: the server listens on
/// loopback by default, refuses peers that are not loopback when so, and
/// refuses requests whose `Host` is not its own address (a web page
/// elsewhere cannot reach it through a DNS name that points here).
public final class StudioServer: Sendable {
    public let studio: Studio
    private let host: String
    private let port: UInt16
    private let server: HTTPServer

    /// Bodies are statements: anything past this is refused.
    static let bodyLimit = 64 * 1024

    /// A server for `studio` on `host` (an IPv4 address; `127.0.0.1` by
    /// default) and `port` (0: any free port; `listeningPort` says which).
    public init(studio: Studio, host: String = "127.0.0.1", port: UInt16 = 0) throws {
        self.studio = studio
        self.host = host
        self.port = port
        let address = try sockaddr_in.inet(ip4: host, port: port)
        server = HTTPServer(address: address, timeout: 60, logger: .disabled)
    }

    /// Serves until cancelled. Watches the file meanwhile: a change reaches every page within half a second.
    public func run() async throws {
        let router = Router(studio: studio, onlyLoopback: Self.isLoopback(host),
                            allowedHosts: { [weak self] in await self?.allowedHosts() ?? [] })
        await server.appendRoute("*", to: router)
        let studio = self.studio
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
        return Set(["127.0.0.1", "localhost", "[::1]", host].map { "\($0):\(port)" })
    }

    static func isLoopback(_ host: String) -> Bool {
        host.hasPrefix("127.") || host == "localhost"
    }
}

/// Every request: checks where it comes from, then dispatches by path.
private struct Router: HTTPHandler {
    let studio: Studio
    let onlyLoopback: Bool
    let allowedHosts: @Sendable () async -> Set<String>?

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        if onlyLoopback, !Self.isLoopback(request.remoteAddress) {
            return Reply.error(403, "flow studio answers only this machine (start it with --host to share it)")
        }
        if let allowed = await allowedHosts(), !allowed.contains(request.headers[.host]?.lowercased() ?? "") {
            return Reply.error(403, "this studio answers only requests addressed to it (Host: 127.0.0.1:PORT)")
        }
        let parts = request.path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        switch (request.method, parts.first) {
        case (.GET, nil): return Page.file("index.html")
        case (.GET, "studio.css"), (.GET, "studio.js"): return Page.file(parts[0])
        case (_, "api"): return await api(request, Array(parts.dropFirst()))
        case (_, _): return Reply.error(404, "no such page: \(request.path)")
        }
    }

    /// The peer's own address (not X-Forwarded-For, which any client may write).
    static func isLoopback(_ address: HTTPRequest.Address?) -> Bool {
        switch address {
        case .ip4(let ip, _): return ip.hasPrefix("127.")
        case .ip6(let ip, _): return ip == "::1" || ip.hasPrefix("::ffff:127.")
        case .unix, .none: return false
        }
    }

    private func api(_ request: HTTPRequest, _ parts: [String]) async -> HTTPResponse {
        switch (request.method, parts.count, parts.first) {
        case (.GET, 1, "graph.svg"):
            guard let id = request.query.first(where: { $0.name == "session" })?.value, studio.session(id) != nil else {
                return Reply.error(404, "no such session: open the page again")
            }
            switch await offload({ studio.graphSVG() }) {
            case .success(let svg): return HTTPResponse(statusCode: .ok, headers: [.contentType: "image/svg+xml"], body: svg)
            case .failure(let error): return Reply.error(error.status, error.message)
            }
        case (.POST, 1, "sessions"):
            let width: WidthClass
            switch await Body.read(request) {
            case .failure(let error): return Reply.error(error.status, error.message)
            case .success(let body):
                guard let parsed = WidthClass(rawValue: body.width ?? "compact") else {
                    return Reply.error(400, "width is compact or regular, not '\(body.width ?? "")'")
                }
                width = parsed
            }
            switch await offload({ studio.openSession(width: width) }) {
            case .success(let page): return Reply.json(await offload { page.state() }, status: 201)
            case .failure(let error): return Reply.error(error.status, error.message)
            }
        case (_, 1, "sessions"):
            return Reply.error(405, "POST /api/sessions opens a session")
        case (_, 2..., "sessions"):
            guard let page = studio.session(parts[1]) else {
                return Reply.error(404, "no such session '\(parts[1])': it was closed, or the studio restarted; reload the page")
            }
            return await sessionRoute(request, page, parts.count > 2 ? parts[2] : nil, extra: parts.count > 3)
        default:
            return Reply.error(404, "no such API: \(request.path)")
        }
    }

    private func sessionRoute(_ request: HTTPRequest, _ page: PageSession, _ action: String?, extra: Bool) async -> HTTPResponse {
        if extra { return Reply.error(404, "no such API: \(request.path)") }
        switch (request.method, action) {
        case (.GET, nil):
            return Reply.json(await offload { page.state() })
        case (.DELETE, nil):
            studio.closeSession(page.id)
            return Reply.json(["closed": true])
        case (.POST, "run"), (.POST, "why-not"):
            switch await Body.read(request) {
            case .failure(let error): return Reply.error(error.status, error.message)
            case .success(let body):
                guard let statement = body.statement, !statement.isEmpty else {
                    return Reply.error(400, "the body needs a statement: {\"statement\": \"tap add\"}")
                }
                if action == "run" { return Reply.json(await offload { page.run(statement) }) }
                return Reply.json(["text": await offload { page.whyNot(statement) }])
            }
        case (.POST, "undo"):
            return Reply.json(await offload { page.undo() })
        case (.POST, "reset"):
            return Reply.json(await offload { page.reset() })
        case (.GET, "updates"):
            let handler = WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: Updates(studio: studio, page: page)))
            return (try? await handler.handleRequest(request)) ?? Reply.error(400, "not a WebSocket request")
        case (_, nil), (_, "run"), (_, "why-not"), (_, "undo"), (_, "reset"), (_, "updates"):
            return Reply.error(405, "\(request.method.rawValue) is not how to use \(request.path)")
        default:
            return Reply.error(404, "no such API: \(request.path)")
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
/// goes (the socket closes), its session is freed.
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
            page.removeListener(key)
            studio.closeSession(page.id)
            continuation.finish()
        }
        return messages
    }
}

/// A request's JSON body: `{"statement": "…"}`, `{"width": "regular"}`, or nothing.
private struct Body: Decodable {
    var statement: String?
    var width: String?

    static func read(_ request: HTTPRequest) async -> Result<Body, StudioError> {
        if let length = request.headers[.contentLength].flatMap(Int.init), length > StudioServer.bodyLimit {
            return .failure(StudioError(status: 413, "the body is over \(StudioServer.bodyLimit / 1024) KiB"))
        }
        guard let data = try? await request.bodyData else {
            return .failure(StudioError(status: 400, "the body could not be read"))
        }
        if data.count > StudioServer.bodyLimit {
            return .failure(StudioError(status: 413, "the body is over \(StudioServer.bodyLimit / 1024) KiB"))
        }
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return .success(Body()) }
        do {
            return .success(try JSONDecoder().decode(Body.self, from: data))
        } catch {
            return .failure(StudioError(status: 400, "the body is not a JSON object of strings, as {\"statement\": \"tap add\"}"))
        }
    }
}

/// JSON answers.
enum Reply {
    static func json(_ value: some Encodable, status: Int = 200) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(value) else { return error(500, "the answer could not be encoded") }
        return HTTPResponse(statusCode: code(status), headers: [.contentType: "application/json; charset=utf-8",
                                                                HTTPHeader("Cache-Control"): "no-store"], body: data)
    }

    static func error(_ status: Int, _ message: String) -> HTTPResponse {
        json(["error": message], status: status)
    }

    static func code(_ status: Int) -> HTTPStatusCode {
        switch status {
        case 200: return .ok
        case 201: return .created
        case 400: return .badRequest
        case 403: return .forbidden
        case 404: return .notFound
        case 405: return .methodNotAllowed
        case 409: return .conflict
        case 413: return .payloadTooLarge
        case 503: return .serviceUnavailable
        default: return .internalServerError
        }
    }
}
