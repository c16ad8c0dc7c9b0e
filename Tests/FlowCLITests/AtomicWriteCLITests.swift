import Foundation
import TestSupport
import Testing

/// The commands that write files replace them whole or not at all: on a disk
/// too full for the new text, `fmt -i`, `import -o` and `preserve to` fail
/// with a message, the old file stays as it was and no temporary file is left.
/// The disk is a 64 KiB tmpfs, so these need root; elsewhere they are skipped
/// with a message (FlowFilesTests covers the same with an injected writer).
@Suite(.serialized) struct AtomicWriteCLITests {
    let cli = CLITests()

    /// A fresh 64 KiB tmpfs, or nil when mounting is not permitted.
    func smallDisk() throws -> URL? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flow-disk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", folder.path]) else {
            print("skipped: mounting a tmpfs is not permitted here (needs root)")
            return nil
        }
        return folder
    }

    func unmount(_ folder: URL) {
        _ = Self.run("/bin/umount", [folder.path])
        try? FileManager.default.removeItem(at: folder)
    }

    static func run(_ tool: String, _ arguments: [String]) -> Bool {
        (try? runExecutable(URL(fileURLWithPath: tool), arguments))?.status == 0
    }

    func names(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test func formatInPlaceOnAFullDiskKeepsTheFile() throws {
        guard let disk = try smallDisk() else { return }
        defer { unmount(disk) }
        // 36 KiB that formats to more: the two cannot fit on the disk together.
        let scenes = (0..<3000).map { "scene S\($0){}" }
        let text = "storyboard Big\ninitial S0\n" + scenes.joined(separator: "\n") + "\n"
        let path = disk.appendingPathComponent("big.flow").path
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        let outcome = try cli.run(["fmt", "-i", path])
        #expect(outcome.status != 0)
        #expect(outcome.stderr.contains("No space left on device"), "\(outcome.stderr)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        #expect(names(in: disk) == ["big.flow"])
    }

    @Test func preserveToOnAFullDiskKeepsTheArchive() throws {
        guard let disk = try smallDisk() else { return }
        defer { unmount(disk) }
        let archive = disk.appendingPathComponent("state.json").path
        let filler = disk.appendingPathComponent("filler").path
        let old = "{\"old\": true}\n"
        try old.write(toFile: archive, atomically: false, encoding: .utf8)
        // Leave less room than an archive needs.
        try Data(count: 56 * 1024).write(to: URL(fileURLWithPath: filler))
        let script = try cli.temporaryFile("""
            storyboard Main
            initial Nav
            navigation Nav { root A; restoration "nav" }
            scene A { restoration "a"; var note = "\(String(repeating: "x", count: 4000))" }
            preserve to "\(archive)"

            """)
        let outcome = try cli.run(["run", "--allow-files", disk.path, script])
        #expect(outcome.status == 70, "\(outcome.stdout)\(outcome.stderr)")
        #expect((outcome.stdout + outcome.stderr).contains("cannot write the restoration archive"))
        #expect(try String(contentsOfFile: archive, encoding: .utf8) == old)
        #expect(names(in: disk) == ["filler", "state.json"])
    }
}
