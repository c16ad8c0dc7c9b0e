import FlowFiles
import Foundation
import Testing

/// What a confined script may name: its folder and below, never `..` out of
/// it, an absolute path elsewhere or a symbolic link leading out.
@Suite struct FilePolicyTests {
    func folder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flow-policy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("app/sub"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("outside"), withIntermediateDirectories: true)
        return root
    }

    @Test func pathsInsideTheFolderAreAllowed() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let script = root.appendingPathComponent("app/main.flow").path
        let policy = FilePolicy.confined(toFolderOf: script)
        for written in ["state.json", "sub/state.json", "./sub/../new.json", "sub/not-yet/x.json"] {
            #expect(throws: Never.self) { try policy.resolve(written, inScript: script).get() }
        }
        let real = try policy.resolve("sub/../state.json", inScript: script).get().real
        #expect(real.hasSuffix("/app/state.json") && !real.contains(".."))
    }

    @Test func pathsOutOfTheFolderAreRefused() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let script = root.appendingPathComponent("app/main.flow").path
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("app/link").path,
                                                   withDestinationPath: root.appendingPathComponent("outside").path)
        let policy = FilePolicy.confined(toFolderOf: script)
        for written in ["../outside/x.json", "sub/../../outside/x.json", "/etc/passwd", "link/x.json", "link", ".."] {
            let result = policy.resolve(written, inScript: script)
            guard case .failure(let refusal) = result else {
                Issue.record("'\(written)' was allowed: \(result)")
                continue
            }
            #expect(refusal.path == written)
            #expect(refusal.message.contains("is outside the folder this script may use"))
        }
        // A folder the command line allows is inside.
        let widened = FilePolicy.confined(toFolderOf: script, allowing: [root.appendingPathComponent("outside").path])
        #expect(throws: Never.self) { try widened.resolve("link/x.json", inScript: script).get() }
        #expect(throws: Never.self) { try widened.resolve("../outside/x.json", inScript: script).get() }
    }

    @Test func unrestrictedAllowsAnythingRelativeToTheScript() throws {
        #expect(try FilePolicy.unrestricted.resolve("x.json", inScript: "app/main.flow").get().real == "app/x.json")
        #expect(try FilePolicy.unrestricted.resolve("/etc/x", inScript: "app/main.flow").get().real == "/etc/x")
    }
}
