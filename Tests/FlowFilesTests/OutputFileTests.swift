import FlowFiles
import Foundation
import TestSupport
import Testing

/// `OutputFile` writes what a path names as a shell's `>` would: a document
/// is replaced atomically, a device, a FIFO, a socket or a descriptor is
/// written through and left as it was, a folder is refused before anything
/// is touched. Each kind of target, in process; `OutputCLITests` runs the
/// commands that write, as root and as a user.
@Suite struct OutputFileTests {
    let folders = TemporaryFolders(prefix: "output")

    static func kind(of path: String) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    static func names(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test func whatEachPathNames() throws {
        let folder = try folders.make()
        let file = folder.appendingPathComponent("a.json").path
        #expect(try OutputTarget.of("-") == .standardOutput)
        #expect(try OutputTarget.of("/dev/stdout") == .descriptor(1))
        #expect(try OutputTarget.of("/dev/stderr") == .descriptor(2))
        #expect(try OutputTarget.of("/proc/self/fd/1") == .descriptor(1))
        #expect(try OutputTarget.of("/dev/fd/2") == .descriptor(2))
        #expect(try OutputTarget.of("/proc/\(getpid())/fd/1") == .descriptor(1))
        #expect(try OutputTarget.of("/dev/null") == .stream("/dev/null"))
        #expect(try OutputTarget.of(file) == .file(file))
        #expect(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)))
        #expect(try OutputTarget.of(file) == .file(file))
    }

    @Test func aCharacterDeviceIsWrittenThroughAndStaysADevice() throws {
        // A device of our own where we may make one (root), else the machine's null device.
        let folder = try folders.make()
        var device = folder.appendingPathComponent("null").path
        // makedev(1, 3): the null device's numbers (a macro Swift does not import).
        if mknod(device, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) != 0 { device = "/dev/null" }
        try OutputFile.write("{}\n", to: device)
        #expect(Self.kind(of: device) == S_IFCHR)
        #expect(Self.names(in: folder).allSatisfy { !$0.hasPrefix(".") }, "a temporary file was left")
        #expect(Self.kind(of: "/dev/null") == S_IFCHR)
    }

    @Test func aFIFOsReaderGetsEveryByte() throws {
        let folder = try folders.make()
        let fifo = folder.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let text = String(repeating: "a line of the graph\n", count: 20_000)
        let reader = FIFOReader(path: fifo)
        let written = Result { try OutputFile.write(text, to: fifo) }
        #expect(reader.finish(writerOpened: (try? written.get()) != nil) == Data(text.utf8))
        try written.get()
        #expect(Self.kind(of: fifo) == S_IFIFO)
    }

    @Test func aDescriptorIsWrittenWhereItIs() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let folder = try folders.make()
        let link = folder.appendingPathComponent("out").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/fd/\(ends[1])")
        try OutputFile.write("one\n", to: "/dev/fd/\(ends[1])")
        try OutputFile.write("two\n", to: "/proc/self/fd/\(ends[1])")
        try OutputFile.write("three\n", to: link)
        close(ends[1])
        let read = FileHandle(fileDescriptor: ends[0], closeOnDealloc: false).readDataToEndOfFile()
        #expect(String(decoding: read, as: UTF8.self) == "one\ntwo\nthree\n")
        #expect(Self.kind(of: link) == S_IFLNK)
    }

    @Test func aClosedDescriptorIsRefused() throws {
        #expect(throws: FileWriteError.self) { try OutputFile.write("x", to: "/dev/fd/987") }
    }

    @Test func aSocketIsConnectedTo() throws {
        let folder = try folders.make()
        let path = folder.appendingPathComponent("s").path
        let listener = try UnixListener(path: path)
        try OutputFile.write("hello socket\n", to: path)
        #expect(listener.finish() == Data("hello socket\n".utf8))
        #expect(Self.kind(of: path) == S_IFSOCK)
    }

    @Test func aFolderIsRefusedAndLeftAlone() throws {
        let folder = try folders.make()
        #expect {
            try OutputFile.write("x", to: folder.path)
        } throws: { error in
            "\(error)".contains("it is a folder")
        }
        #expect(Self.names(in: folder).isEmpty)
    }

    @Test func aMissingFolderIsNamed() throws {
        let folder = try folders.make()
        let path = folder.appendingPathComponent("no/such/a.json").path
        #expect {
            try OutputFile.write("x", to: path)
        } throws: { error in
            "\(error)".contains("there is no folder '\(folder.path)/no/such'")
        }
    }

    @Test func aLinkToAFileStaysALink() throws {
        let folder = try folders.make()
        let real = folder.appendingPathComponent("real.json").path
        let link = folder.appendingPathComponent("link.json").path
        try OutputFile.write("old\n", to: real)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.json")
        try OutputFile.write("new\n", to: link)
        #expect(Self.kind(of: link) == S_IFLNK)
        #expect(try String(contentsOfFile: real, encoding: .utf8) == "new\n")
    }

    @Test func aDanglingLinkCreatesItsTarget() throws {
        let folder = try folders.make()
        let link = folder.appendingPathComponent("link.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "made.json")
        try OutputFile.write("made\n", to: link)
        #expect(Self.kind(of: link) == S_IFLNK)
        #expect(try String(contentsOfFile: folder.appendingPathComponent("made.json").path, encoding: .utf8) == "made\n")
    }

    @Test func atomicReplacementRefusesAnythingButAFile() throws {
        let folder = try folders.make()
        let fifo = folder.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: FileWriteError.self) { try AtomicFile.write("x", to: fifo) }
        #expect(Self.kind(of: fifo) == S_IFIFO)
        #expect(Self.names(in: folder) == ["pipe"])
    }

    @Test func aProducerWritesThroughToADevice() throws {
        // The REPL's history linked to /dev/null: libedit writes a private temporary file.
        let folder = try folders.make()
        let link = folder.appendingPathComponent(".flow_history").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/null")
        try OutputFile.replace(link) { temporary in
            try Data("history\n".utf8).write(to: URL(fileURLWithPath: temporary))
        }
        #expect(Self.kind(of: link) == S_IFLNK)
        #expect(Self.kind(of: "/dev/null") == S_IFCHR)
        #expect(Self.names(in: folder) == [".flow_history"])
    }
}

/// A Unix-domain stream socket that accepts one connection and reads it to its end.
final class UnixListener: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    struct Failed: Error {}

    init(path: String) throws {
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw Failed() }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            let bytes = Array(path.utf8)
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0, listen(listener, 1) == 0 else {
            close(listener)
            throw Failed()
        }
        Thread.detachNewThread { [self] in
            let connection = accept(listener, nil, nil)
            if connection >= 0 {
                data = FileHandle(fileDescriptor: connection, closeOnDealloc: true).readDataToEndOfFile()
            }
            close(listener)
            done.signal()
        }
    }

    func finish() -> Data {
        done.wait()
        return data
    }
}
