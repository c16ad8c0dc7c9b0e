import FlowKit
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The path of the running `flow` binary, for running it again (`flow bench`
/// measures `flow check` as a process) or what is installed beside it
/// (`flow studio` runs `flow-studio`, `flow import` runs `flow-import`). Not
/// argv[0]: run through PATH, that is a bare `flow`, which names nothing in
/// the current directory.
enum ThisExecutable {
    /// Linux's `/proc/self/exe`, else argv[0].
    static let path: String =
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]

    /// The helper executable `name` beside this one: a command whose
    /// libraries no other command should load at start-up runs in one. When
    /// it is missing, `command` says so on standard error and how to build
    /// it, and this throws `CommandStatus.unavailable`.
    static func helper(_ name: String, for command: String) throws -> String {
        let executable = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        let helper = executable.deletingLastPathComponent().appendingPathComponent(name).path
        guard FileManager.default.isExecutableFile(atPath: helper) else {
            Console.error("\(command): error: \(name) is not beside \(executable.path); "
                          + "build it with 'swift build --product \(name)' (swift build builds it too)\n")
            throw CommandStatus.unavailable
        }
        return helper
    }

    /// Runs `helper` in this process's place with `arguments` (the same
    /// process: its output, its exit status, Ctrl-C reach it as they would
    /// this one). Returns only by throwing, when it cannot be run.
    static func replace(with helper: String, _ arguments: [String], command: String) throws -> Never {
        let argv = ([helper] + arguments).map { strdup($0) } + [nil]
        execv(helper, argv)
        Console.error("\(command): error: cannot run \(helper) (\(String(cString: strerror(errno))))\n")
        throw CommandStatus.unavailable
    }
}
