import FlowStudio
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A studio served in this process on a free port, on a copy of a file in a
/// folder of its own (tests edit the copy), and a small HTTP client for it.
final class ServedStudio: @unchecked Sendable {
    let folder: URL
    let file: URL
    let server: StudioServer
    let base: String
    private let task: Task<Void, Never>

    /// Serves a copy of `text` as `name`, listening on `host`.
    init(text: String, name: String = "app.flow", host: String = "127.0.0.1") async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("flow-studio-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        file = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        let studio = Studio(path: file.path, policy: .confined(toFolderOf: file.path))
        server = try StudioServer(studio: studio, host: host, port: 0)
        let server = self.server
        task = Task { try? await server.run() }
        // Long: the rest of the suite may keep Swift concurrency's threads busy.
        try await server.waitUntilListening(timeout: 120)
        base = await server.url() ?? "http://127.0.0.1:0/"
    }

    /// Serves a copy of an example of the repository.
    convenience init(example: String, host: String = "127.0.0.1") async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("examples/\(example)"), encoding: .utf8)
        try await self.init(text: text, name: example, host: host)
    }

    deinit {
        task.cancel()
        try? FileManager.default.removeItem(at: folder)
    }

    func stop() { task.cancel() }

    struct Answer {
        var status: Int
        var body: Data
        var json: [String: Any] { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:] }
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// One request; `body` is sent as is.
    func request(_ method: String, _ path: String, body: String? = nil, headers: [String: String] = [:]) async throws -> Answer {
        var request = URLRequest(url: URL(string: base + path.drop(while: { $0 == "/" }))!)
        request.httpMethod = method
        request.httpBody = body.map { Data($0.utf8) }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await URLSession.shared.data(for: request)
        return Answer(status: (response as? HTTPURLResponse)?.statusCode ?? 0, body: data)
    }

    /// Opens a session and returns its id and first state.
    func openSession(width: String? = nil) async throws -> (id: String, state: [String: Any]) {
        let answer = try await request("POST", "api/sessions", body: width.map { "{\"width\": \"\($0)\"}" } ?? "{}")
        return (answer.json["id"] as? String ?? "", answer.json)
    }

    /// Runs a statement in a session; the answer's JSON.
    func run(_ session: String, _ statement: String) async throws -> [String: Any] {
        let body = String(decoding: try JSONSerialization.data(withJSONObject: ["statement": statement]), as: UTF8.self)
        return try await request("POST", "api/sessions/\(session)/run", body: body).json
    }
}

/// Reading the state's JSON.
extension Dictionary where Key == String, Value == Any {
    subscript(path path: String...) -> Any? {
        var current: Any? = self
        for key in path {
            if let index = Int(key), let array = current as? [Any] {
                current = index < array.count ? array[index] : nil
            } else {
                current = (current as? [String: Any])?[key]
            }
        }
        return current
    }

    /// The scene of the top layer of the phone.
    var topScene: String? {
        ((self[path: "screen", "layers"] as? [[String: Any]])?.last)?["scene"] as? String
    }
}
