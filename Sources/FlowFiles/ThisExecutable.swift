import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The path of the running executable, and what is installed beside it:
/// `flow studio` runs `flow-studio`, `flow import` runs `flow-import`,
/// `flow bench` runs `flow-bench`, which measures `flow` beside it. Not
/// argv[0]: run through PATH, that is a bare `flow`, which names nothing in
/// the current directory.
public enum ThisExecutable {
    /// Linux's `/proc/self/exe`, else argv[0].
    public static let path: String =
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]

    /// The executable `name` beside this one (a command whose libraries no
    /// other command should load at start-up runs in one); nil, said on
    /// standard error as `command` with how to build it, when it is missing.
    public static func helper(_ name: String, for command: String) -> String? {
        let executable = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        let helper = executable.deletingLastPathComponent().appendingPathComponent(name).path
        guard FileManager.default.isExecutableFile(atPath: helper) else {
            Console.error("\(command): error: \(name) is not beside \(executable.path); "
                          + "build it with 'swift build --product \(name)' (swift build builds it too)\n")
            return nil
        }
        return helper
    }

    /// Runs `helper` in this process's place with `arguments` (the same
    /// process: its output, its exit status, Ctrl-C reach it as they would
    /// this one). Returns only when it cannot be run, having said why.
    public static func replace(with helper: String, _ arguments: [String], command: String) {
        let argv = ([helper] + arguments).map { strdup($0) } + [nil]
        execv(helper, argv)
        Console.error("\(command): error: cannot run \(helper) (\(String(cString: strerror(errno))))\n")
    }
}
