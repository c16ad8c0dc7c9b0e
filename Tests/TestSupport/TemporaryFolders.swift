import Foundation

/// Folders a test makes under the system's temporary folder, removed when
/// this is freed. A suite keeps one as a stored property: Swift Testing makes
/// a suite's instance for each test and frees it afterwards, so a test leaves
/// nothing behind in /tmp however it ends, without a `defer` at every use.
public final class TemporaryFolders: @unchecked Sendable {
    private let prefix: String
    private let lock = NSLock()
    private var made: [URL] = []

    /// Folders named `<prefix>-<UUID>`.
    public init(prefix: String) {
        self.prefix = prefix
    }

    deinit {
        for folder in made { try? FileManager.default.removeItem(at: folder) }
    }

    /// A new, empty folder, removed with this.
    public func make() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        lock.withLock { made.append(folder) }
        return folder
    }
}
