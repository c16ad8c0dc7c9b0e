import FlowModel
import Foundation

/// A request to the studio, as the server received it: no HTTP library's
/// types, so that tests and the fuzzer call the API without a socket.
public struct StudioRequest: Sendable {
    public var method: String
    /// The path without the query: `/api/sessions/s1/run`.
    public var path: String
    public var query: [String: String]
    /// The `Host` header, if any.
    public var host: String?
    /// The `Origin` header, if any: browsers send it with every POST and
    /// WebSocket, naming the page that makes the request.
    public var origin: String?
    /// Whether the peer is this machine.
    public var fromLoopback: Bool
    public var body: Data

    public init(method: String, path: String, query: [String: String] = [:], host: String?, origin: String? = nil,
                fromLoopback: Bool, body: Data = Data()) {
        self.method = method
        self.path = path
        self.query = query
        self.host = host
        self.origin = origin
        self.fromLoopback = fromLoopback
        self.body = body
    }
}

/// The answer: a status, a content type, the bytes.
public struct StudioResponse: Sendable {
    public var status: Int
    public var contentType: String
    public var headers: [String: String]
    public var body: Data
}

/// The studio's routes (Commands.md, "flow studio", "The API"): the page's three files
/// and the JSON API, over `Studio`. Synchronous: the server runs it off
/// Swift concurrency's threads.
public struct StudioAPI: Sendable {
    public let studio: Studio
    /// Refuse peers that are not this machine.
    let onlyLoopback: Bool
    /// The `Host` values a request may carry; nil: any.
    let allowedHosts: Set<String>?

    /// Bodies are statements: anything past this is refused.
    public static let bodyLimit = 64 * 1024

    public init(studio: Studio, onlyLoopback: Bool, allowedHosts: Set<String>?) {
        self.studio = studio
        self.onlyLoopback = onlyLoopback
        self.allowedHosts = allowedHosts
    }

    /// Whether a request may be answered at all, and the refusal when not.
    public func refusal(of request: StudioRequest) -> StudioResponse? {
        if onlyLoopback, !request.fromLoopback {
            return Reply.error(403, "flow studio answers only this machine (start it with --host to share it)")
        }
        if let allowedHosts, !allowedHosts.contains(request.host?.lowercased() ?? "") {
            return Reply.error(403, "this studio answers only requests addressed to it (Host: 127.0.0.1:PORT)")
        }
        // A page of another site may still send requests here (its browser
        // runs on this machine and addresses them to 127.0.0.1): only the
        // studio's own page may act. Browsers name the page in `Origin`.
        if let origin = request.origin, origin.lowercased() != "http://" + (request.host?.lowercased() ?? "") {
            return Reply.error(403, "this studio answers only its own page, not one from \(origin)")
        }
        return nil
    }

    public func respond(_ request: StudioRequest) -> StudioResponse {
        if let refusal = refusal(of: request) { return refusal }
        let parts = request.path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        switch (request.method, parts.first) {
        case ("GET", nil): return Page.file("index.html")
        case ("GET", "studio.css"), ("GET", "studio.js"): return Page.file(parts[0])
        case (_, "api"): return api(request, Array(parts.dropFirst()))
        case (_, _): return Reply.error(404, "no such page: \(request.path)")
        }
    }

    /// The page session a WebSocket at `path` is for (`/api/sessions/ID/updates`), if any.
    func sessionForUpdates(at path: String) -> PageSession? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard parts.count == 4, parts[0] == "api", parts[1] == "sessions", parts[3] == "updates" else { return nil }
        return studio.session(String(parts[2]))
    }

    private func api(_ request: StudioRequest, _ parts: [String]) -> StudioResponse {
        switch (request.method, parts.count, parts.first) {
        case ("GET", 1, "graph.svg"):
            guard let id = request.query["session"], studio.session(id) != nil else {
                return Reply.error(404, "no such session: open the page again")
            }
            switch studio.graphSVG() {
            case .success(let svg): return StudioResponse(status: 200, contentType: "image/svg+xml", headers: [:], body: svg)
            case .failure(let error): return Reply.error(error.status, error.message)
            }
        case ("POST", 1, "sessions"):
            let body: Body
            switch Body.read(request.body) {
            case .failure(let error): return Reply.error(error.status, error.message)
            case .success(let read): body = read
            }
            guard let width = WidthClass(rawValue: body.width ?? "compact") else {
                return Reply.error(400, "width is compact or regular, not '\(body.width ?? "")'")
            }
            switch studio.openSession(width: width) {
            case .success(let page): return Reply.json(page.state(), status: 201)
            case .failure(let error): return Reply.error(error.status, error.message)
            }
        case (_, 1, "sessions"):
            return Reply.error(405, "POST /api/sessions opens a session")
        case (_, 2..., "sessions"):
            guard let page = studio.session(parts[1]) else {
                return Reply.error(404, "no such session '\(parts[1])': it was closed, or the studio restarted; reload the page")
            }
            if parts.count > 3 { return Reply.error(404, "no such API: \(request.path)") }
            return sessionRoute(request, page, parts.count > 2 ? parts[2] : nil)
        default:
            return Reply.error(404, "no such API: \(request.path)")
        }
    }

    private func sessionRoute(_ request: StudioRequest, _ page: PageSession, _ action: String?) -> StudioResponse {
        switch (request.method, action) {
        case ("GET", nil):
            return Reply.json(page.state())
        case ("DELETE", nil):
            studio.closeSession(page.id)
            return Reply.json(["closed": true])
        case ("POST", "run"), ("POST", "why-not"):
            switch Body.read(request.body) {
            case .failure(let error): return Reply.error(error.status, error.message)
            case .success(let body):
                guard let statement = body.statement, !statement.isEmpty else {
                    return Reply.error(400, "the body needs a statement: {\"statement\": \"tap add\"}")
                }
                if action == "run" { return Reply.json(page.run(statement)) }
                return Reply.json(["text": page.whyNot(statement)])
            }
        case ("POST", "undo"):
            return Reply.json(page.undo())
        case ("POST", "reset"):
            return Reply.json(page.reset())
        case ("GET", "updates"):
            return Reply.error(400, "GET \(request.path) is a WebSocket: send Upgrade: websocket")
        case (_, nil), (_, "run"), (_, "why-not"), (_, "undo"), (_, "reset"), (_, "updates"):
            return Reply.error(405, "\(request.method) is not how to use \(request.path)")
        default:
            return Reply.error(404, "no such API: \(request.path)")
        }
    }
}

/// A request's JSON body: `{"statement": "…"}`, `{"width": "regular"}`, or nothing.
private struct Body: Decodable {
    var statement: String?
    var width: String?

    static func read(_ data: Data) -> Result<Body, StudioError> {
        if data.count > StudioAPI.bodyLimit {
            return .failure(StudioError(status: 413, "the body is over \(StudioAPI.bodyLimit / 1024) KiB"))
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
    static func json(_ value: some Encodable, status: Int = 200) -> StudioResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(value) else { return error(500, "the answer could not be encoded") }
        return StudioResponse(status: status, contentType: "application/json; charset=utf-8",
                              headers: ["Cache-Control": "no-store"], body: data)
    }

    static func error(_ status: Int, _ message: String) -> StudioResponse {
        json(["error": message], status: status)
    }
}
