import Foundation

/// The path of the running `flow` binary, for running it again (`flow bench`
/// measures `flow check` as a process) or what is installed beside it
/// (`flow studio` runs `flow-studio`). Not argv[0]: run through PATH, that is a
/// bare `flow`, which names nothing in the current directory.
enum ThisExecutable {
    /// Linux's `/proc/self/exe`, else argv[0].
    static let path: String =
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
}
