import Foundation
import TestSupport
import Testing

/// Every command that writes a file, pointed at what is not a document: a
/// character device (`/dev/null`), a FIFO, `/dev/stdout` and a folder. Each
/// gets what a shell's `>` gives — the bytes written through, the device
/// and the FIFO left as they were, the folder refused with exit 73 — run as
/// root (as CI containers are) and as an ordinary user.
///
/// As root the device is one the test makes (the null device's numbers, in a
/// folder of its own), so that a regression cannot destroy the machine's
/// `/dev/null`; as a user it is `/dev/null` itself.
@Suite struct OutputCLITests {
    let cli = CLITests()
    let temporaries = TemporaryFolders(prefix: "flow-output")

    /// A command that writes its output to the path it is given.
    struct Writer: CustomTestStringConvertible, Sendable {
        var name: String
        /// The arguments, and what goes to standard input, to write to `target` from a script in `folder`.
        var invocation: @Sendable (_ target: String, _ folder: URL) throws -> (arguments: [String], input: String?)
        /// Whether the command exits 73 for a target it refuses (the REPL reports and goes on).
        var exitsOnRefusal = true
        var testDescription: String { name }
    }

    static let storyboard = "Tests/FlowImportTests/Fixtures/storyboards/rileytestut__Delta/Delta__Base.lproj__GamesDatabase.storyboard"

    static let writers: [Writer] = [
        Writer(name: "graph --format json -o") { target, _ in
            (["graph", "examples/recipes.flow", "--format", "json", "-o", target], nil)
        },
        Writer(name: "graph --format svg -o") { target, _ in
            (["graph", "examples/hello.flow", "--format", "svg", "-o", target], nil)
        },
        Writer(name: "explore --tests") { target, _ in
            (["explore", "examples/hello.flow", "--no-timing", "--tests", target], nil)
        },
        Writer(name: "import -o") { target, _ in
            (["import", storyboard, "-o", target], nil)
        },
        Writer(name: "run with preserve to") { target, folder in
            let script = folder.appendingPathComponent("preserve.flow")
            try """
                initial Nav
                navigation Nav { root A; restoration "nav" }
                scene A { restoration "a" }
                preserve to "\(target)"

                """.write(to: script, atomically: true, encoding: .utf8)
            return (["run", "--allow-files", PathTextForTests.folder(of: target), script.path], nil)
        },
        Writer(name: "repl :save", invocation: { target, _ in
            (["repl", "examples/hello.flow"], "tap next\n:save \(target)\n")
        }, exitsOnRefusal: false),
    ]

    /// Runs flow as root as it is, or as `nobody` through setpriv.
    func run(_ writer: Writer, to target: String, in folder: URL, asUser: Bool) throws -> CLITests.Outcome {
        let (arguments, input) = try writer.invocation(target, folder)
        guard asUser else { return try cli.run(arguments, input: input) }
        return try CLITests.runProgram(URL(fileURLWithPath: "/usr/bin/setpriv"),
                                       ["--reuid=65534", "--regid=65534", "--clear-groups", CLITests.executable.path]
                                       + arguments, input: input)
    }

    /// A folder anyone may write (so that `nobody` can make FIFOs' readers and files in it).
    func sharedFolder() throws -> URL {
        let folder = try temporaries.make()
        #expect(chmod(folder.path, 0o777) == 0)
        return folder
    }

    /// What the command writes to a regular file: what the other targets must receive.
    func reference(_ writer: Writer, asUser: Bool) throws -> String {
        let folder = try sharedFolder()
        let file = folder.appendingPathComponent("reference").path
        let outcome = try run(writer, to: file, in: folder, asUser: asUser)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(!text.isEmpty)
        return Self.withoutProvenance(text)
    }

    /// An imported file says where its storyboard is from the folder it is written to
    /// (`// from ../App/Main.storyboard:12`); a stream has no folder and says it from the
    /// working folder (and the mark, a fingerprint of the text, differs with it). The rest must
    /// be the same bytes.
    static func withoutProvenance(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("// from ") && !$0.hasPrefix("// flow import wrote this file") }.joined(separator: "\n")
    }

    static var isRoot: Bool { geteuid() == 0 }

    /// Whether this run can also be made as another user: root can switch, and `nobody` can run
    /// the built `flow` and its importer where they are, on the checkout's files (a checkout in a
    /// folder only root may enter cannot; the user's variants are then skipped, and say so).
    static let canSwitchUser: Bool = {
        guard isRoot, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
              let outcome = try? CLITests.runProgram(URL(fileURLWithPath: "/usr/bin/setpriv"),
                                                     ["--reuid=65534", "--regid=65534", "--clear-groups",
                                                      CLITests.executable.path, "import", storyboard]),
              outcome.status == 0 else {
            print("skipped: the runs as an ordinary user (not root, no setpriv, or 'nobody' cannot run \(CLITests.executable.path))")
            return false
        }
        return true
    }()

    @Test(arguments: writers, [false, true])
    func aDeviceIsWrittenThroughAndKept(_ writer: Writer, asUser: Bool) throws {
        if asUser && !Self.canSwitchUser { return }
        let folder = try sharedFolder()
        var device = "/dev/null"
        if Self.isRoot && !asUser {
            device = folder.appendingPathComponent("null").path
            // makedev(1, 3), the null device's numbers (a macro Swift does not import).
            #expect(mknod(device, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0)
        }
        let outcome = try run(writer, to: device, in: folder, asUser: asUser)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("error"), "\(outcome.stderr)")
        #expect(OutputFileKind.of(device) == S_IFCHR)
        #expect(OutputFileKind.of("/dev/null") == S_IFCHR)
        // No temporary file left beside the device, nor anything else made.
        let made = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "null" }
        #expect(made.allSatisfy { $0 == "preserve.flow" }, "\(made)")
    }

    @Test(arguments: writers, [false, true])
    func aFIFOsReaderGetsWhatAFileWouldHold(_ writer: Writer, asUser: Bool) throws {
        if asUser && !Self.canSwitchUser { return }
        let expected = try reference(writer, asUser: asUser)
        let folder = try sharedFolder()
        let fifo = folder.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o666) == 0)
        #expect(chmod(fifo, 0o666) == 0)
        let reader = FIFOReader(path: fifo)
        let outcome = try run(writer, to: fifo, in: folder, asUser: asUser)
        let received = reader.finish(writerOpened: outcome.status == 0)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(Self.withoutProvenance(String(decoding: received, as: UTF8.self)) == expected)
        #expect(OutputFileKind.of(fifo) == S_IFIFO)
    }

    @Test(arguments: writers.filter { $0.name != "run with preserve to" }, [false, true])
    func devStdoutIsStandardOutput(_ writer: Writer, asUser: Bool) throws {
        if asUser && !Self.canSwitchUser { return }
        let expected = try reference(writer, asUser: asUser)
        let outcome = try run(writer, to: "/dev/stdout", in: try sharedFolder(), asUser: asUser)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(Self.withoutProvenance(outcome.stdout).contains(expected), "\(outcome.stdout)")
        #expect(OutputFileKind.of("/dev/stdout") == S_IFLNK)
    }

    /// (`import -o FOLDER` writes into the folder, as documented.)
    @Test(arguments: writers.filter { $0.name != "import -o" }, [false, true])
    func aFolderIsRefusedWithTheReason(_ writer: Writer, asUser: Bool) throws {
        if asUser && !Self.canSwitchUser { return }
        let folder = try sharedFolder()
        let target = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        let outcome = try run(writer, to: target.path, in: folder, asUser: asUser)
        if writer.exitsOnRefusal { #expect(outcome.status == 73 || outcome.status == 70, "\(outcome.stderr)") }
        #expect((outcome.stdout + outcome.stderr).contains("it is a folder"), "\(outcome.stdout)\(outcome.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.path).isEmpty)
    }

    @Test func aUserCannotWriteAFileTheyMayNot() throws {
        guard Self.canSwitchUser else { return }
        let folder = try sharedFolder()
        let file = folder.appendingPathComponent("roots.json").path
        try "root's\n".write(toFile: file, atomically: false, encoding: .utf8)
        #expect(chmod(file, 0o644) == 0)
        let writer = Self.writers[0]
        let outcome = try run(writer, to: file, in: folder, asUser: true)
        #expect(outcome.status == 73)
        #expect(outcome.stderr == "\(file): error: cannot write '\(file)' (Permission denied)\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "root's\n")
    }

    @Test func dashIsStandardOutput() throws {
        let outcome = try cli.run(["graph", "examples/recipes.flow", "--format", "json", "-o", "-"])
        let plain = try cli.run(["graph", "examples/recipes.flow", "--format", "json"])
        #expect(outcome.status == 0 && outcome.stdout == plain.stdout)
        let imported = try cli.run(["import", Self.storyboard, "-o", "-"])
        #expect(imported.status == 0 && imported.stdout.hasPrefix("// Imported from"), "\(imported.stdout.prefix(80))")
    }
}

/// The kind of what is at a path, its links not followed.
enum OutputFileKind {
    static func of(_ path: String) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }
}

/// The folder part of a path, as the scripts above name their targets' folders.
enum PathTextForTests {
    static func folder(of path: String) -> String {
        URL(fileURLWithPath: path).deletingLastPathComponent().path
    }
}
