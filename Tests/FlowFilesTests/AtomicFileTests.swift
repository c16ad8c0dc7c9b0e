import FlowFiles
import Foundation
import TestSupport
import Testing

/// A write that fails half-way — by an injected writer, or on a full disk —
/// must leave the old file whole and no temporary file behind.
@Suite struct AtomicFileTests {
    /// The folders `folder()` makes, removed when the test is done.
    let folders = TemporaryFolders(prefix: "atomic")

    /// A fresh folder for one test.
    func folder() throws -> URL {
        try folders.make()
    }

    static func names(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    struct Interrupted: Error {}

    @Test func writesAndReplaces() throws {
        let folder = try folder()
        let path = folder.appendingPathComponent("a.flow").path
        try AtomicFile.write("one\n", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "one\n")
        try AtomicFile.write("two\n", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "two\n")
        #expect(Self.names(in: folder) == ["a.flow"])
    }

    @Test func aWriteThatFailsHalfWayKeepsTheOldFile() throws {
        let folder = try folder()
        let path = folder.appendingPathComponent("a.flow").path
        let old = String(repeating: "old line\n", count: 1000)
        try AtomicFile.write(old, to: path)
        let new = Data(String(repeating: "new line\n", count: 1000).utf8)
        var calls = 0
        #expect(throws: FileWriteError.self) {
            try AtomicFile.write(new, to: path) { descriptor, bytes in
                calls += 1
                guard calls == 1 else { throw Interrupted() }
                // Half the data reaches the temporary file, then the writer fails.
                let half = UnsafeRawBufferPointer(rebasing: bytes[..<(bytes.count / 2)])
                return try AtomicFile.systemWrite(descriptor, half)
            }
        }
        #expect(calls == 2)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == old)
        #expect(Self.names(in: folder) == ["a.flow"])
    }

    @Test func aProducerThatFailsKeepsTheOldFile() throws {
        let folder = try folder()
        let path = folder.appendingPathComponent("history").path
        try AtomicFile.write("old\n", to: path)
        #expect(throws: Interrupted.self) {
            try AtomicFile.replace(path) { temporary in
                try Data("half".utf8).write(to: URL(fileURLWithPath: temporary))
                throw Interrupted()
            }
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\n")
        #expect(Self.names(in: folder) == ["history"])
        try AtomicFile.replace(path) { try Data("new\n".utf8).write(to: URL(fileURLWithPath: $0)) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
        #expect(Self.names(in: folder) == ["history"])
    }

    @Test func keepsTheModeAndTheSymbolicLink() throws {
        let folder = try folder()
        let real = folder.appendingPathComponent("real.flow").path
        let link = folder.appendingPathComponent("link.flow").path
        try AtomicFile.write("one\n", to: real)
        #expect(chmod(real, 0o640) == 0)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        try AtomicFile.write("two\n", to: link)
        let attributes = try FileManager.default.attributesOfItem(atPath: real)
        #expect((attributes[.posixPermissions] as? Int) == 0o640)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real)
        #expect(try String(contentsOfFile: real, encoding: .utf8) == "two\n")
    }

    @Test func aMissingFolderIsAnErrorThatSaysSo() throws {
        let path = try folder().appendingPathComponent("no/such/a.flow").path
        do {
            try AtomicFile.write("x", to: path)
            Issue.record("wrote into a missing folder")
        } catch {
            #expect(error.description.contains("No such file"))
        }
    }

    /// A 64 KiB tmpfs filled by the old file: the new one cannot fit. Needs
    /// `mount`, so root; skipped with a message elsewhere.
    @Test func aFullDiskKeepsTheOldFile() throws {
        let folder = try folder()
        guard Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", folder.path]) else {
            print("skipped: mounting a tmpfs is not permitted here (needs root)")
            return
        }
        defer { _ = Self.run("/bin/umount", [folder.path]) }
        let path = folder.appendingPathComponent("a.flow").path
        let old = String(repeating: "o", count: 40 * 1024)
        try AtomicFile.write(old, to: path)
        do {
            try AtomicFile.write(String(repeating: "n", count: 40 * 1024), to: path)
            Issue.record("a 40 KiB file fit beside another on a 64 KiB disk")
        } catch {
            #expect(error.description.contains("No space left"), "\(error)")
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == old)
        #expect(Self.names(in: folder) == ["a.flow"])
    }

    static func run(_ tool: String, _ arguments: [String]) -> Bool {
        (try? runExecutable(URL(fileURLWithPath: tool), arguments))?.status == 0
    }
}
