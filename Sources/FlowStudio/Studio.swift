import FlowFiles
import FlowGraph
import FlowKit
import FlowModel
import Foundation

/// `flow studio`'s state, apart from HTTP: the file served (checked again
/// when it changes on disk), the pages' sessions, and the graph's picture.
/// The server (`StudioServer`) is a thin layer of routes over it, so tests
/// and tools can drive a studio without a socket.
public final class Studio: @unchecked Sendable {
    /// The `.flow` file served, as named on the command line.
    public let path: String
    private let policy: FilePolicy
    private let lock = NSLock()
    /// Held for a whole reload: the watcher's and a caller's at the same moment (the tests call
    /// `reloadIfChanged` while the watcher polls) would both read the file as it was, load the
    /// same next version and rebuild every page twice.
    private let reloading = NSLock()
    private var file: LoadedFile
    private var sessions: [String: PageSession] = [:]
    private var sessionsOpened = 0
    /// Sessions being built outside the lock, counted against the limit.
    private var opening = 0
    /// The picture of the current version, drawn on first request.
    private var picture: (version: Int, svg: Result<Data, StudioError>)?

    /// At most this many pages at once: a page frees its session when it
    /// closes, so more means something is opening sessions and never closing them.
    public static let sessionLimit = 64

    /// A studio on the file at `path`, whose script may read the files `policy`
    /// allows. It writes none: a page's `preserve to "path"` is refused.
    public init(path: String, policy: FilePolicy) {
        self.path = path
        self.policy = policy.readOnly(because: "flow studio never writes on behalf of a page")
        file = LoadedFile.load(path, policy: self.policy, version: 0)
    }

    /// The version of the file now (bumped at every change seen).
    public var version: Int { lock.withLock { file.version } }

    /// How many pages have a session now.
    public var openSessions: Int { lock.withLock { sessions.count } }

    // MARK: Sessions

    /// Opens a session for a new page, in `width`. The session is built (a
    /// check and a launch) outside the studio's lock, so that other pages'
    /// requests and the file watcher do not wait for it; a slot is held for it meanwhile.
    func openSession(width: WidthClass) -> Result<PageSession, StudioError> {
        let reserved: (id: String, file: LoadedFile)? = lock.withLock {
            guard sessions.count + opening < Self.sessionLimit else { return nil }
            sessionsOpened += 1
            opening += 1
            // Unguessable, so that nothing but the page that opened it can name it.
            return ("s\(sessionsOpened)-" + Self.randomTag(), file)
        }
        guard let reserved else {
            return .failure(StudioError(status: 503, "too many open pages (\(Self.sessionLimit)); close some and reload"))
        }
        let session = PageSession(id: reserved.id, file: reserved.file, width: width)
        let current: LoadedFile = lock.withLock {
            opening -= 1
            sessions[session.id] = session
            return file
        }
        // The file changed while the session was being built: it missed that reload.
        if current.version != reserved.file.version { session.reload(current) }
        return .success(session)
    }

    func session(_ id: String) -> PageSession? {
        lock.withLock { sessions[id] }
    }

    /// Frees a page's session; false when there was none.
    @discardableResult
    func closeSession(_ id: String) -> Bool {
        lock.withLock { sessions.removeValue(forKey: id) != nil }
    }

    /// A socket of the page went: its listener goes, and the session too
    /// when no other socket of the page listens.
    func closeSession(_ id: String, removingListener key: Int) {
        lock.withLock {
            guard let page = sessions[id] else { return }
            if page.removeListener(key) == 0 { sessions[id] = nil }
        }
    }

    /// 64 random bits in hexadecimal.
    private static func randomTag() -> String {
        let bits = UInt64.random(in: .min ... .max)
        let hex = String(bits, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    // MARK: The file

    /// Reads the file (and its imports) again when any changed on disk, and
    /// rebuilds every page's session on the new version. Returns whether it changed.
    @discardableResult
    public func reloadIfChanged() -> Bool {
        reloading.lock()
        defer { reloading.unlock() }
        let current = lock.withLock { file }
        // Regular files only: a watched path swapped for a pipe must not block the watcher.
        guard current.changed(mainPath: path, read: SourceFiles.regularFileBytes) else { return false }
        let next = LoadedFile.load(path, policy: policy, version: current.version + 1)
        let pages: [PageSession] = lock.withLock {
            file = next
            picture = nil
            return Array(sessions.values)
        }
        for page in pages { page.reload(next) }
        return true
    }

    /// The graph as `flow graph --format svg` draws it, with element ids for the page.
    func graphSVG() -> Result<Data, StudioError> {
        let current = lock.withLock { (file, picture) }
        if let picture = current.1, picture.version == current.0.version { return picture.svg }
        let svg: Result<Data, StudioError>
        if let graph = current.0.graph {
            do {
                svg = .success(try Graphviz.render(DOTRenderer.render(graph, elementIDs: true, compact: true), format: "svg"))
            } catch {
                svg = .failure(StudioError(status: 503, error.text))
            }
        } else {
            svg = .failure(StudioError(status: 409, "the file has errors: no graph until they are fixed"))
        }
        lock.withLock { picture = (current.0.version, svg) }
        return svg
    }
}

/// A refusal the API answers with: an HTTP status and one sentence.
struct StudioError: Error, Sendable {
    var status: Int
    var message: String

    init(status: Int, _ message: String) {
        self.status = status
        self.message = message
    }
}
