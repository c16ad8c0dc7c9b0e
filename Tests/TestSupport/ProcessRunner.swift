import Foundation

/// Runs a program found on the PATH (`/usr/bin/env NAME ARGUMENTS`), in `directory` when one is
/// given, and waits for it: its exit status, and its standard output and error read together, as
/// a person at a terminal sees them. For the tests that drive tools beside flow (Python scripts,
/// a browser's driver, `swift` on the embedding example).
public func runProgram(_ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// How a program run by `runExecutable` ended, and what it wrote.
public struct ProgramOutcome: Sendable {
    public let status: Int32
    public let stdout: String
    public let stderr: String
}

/// Runs `executable` with `arguments` and waits for it: in `directory` when one is given, with
/// `environment` over this process's, and `input` on its standard input (nothing, /dev/null, when
/// nil). The input is written, and standard error read, on threads of their own while standard
/// output is read here, so no pipe fills and stalls the program whatever it writes.
public func runExecutable(_ executable: URL, _ arguments: [String], in directory: URL? = nil,
                          environment: [String: String] = [:], input: Data? = nil) throws -> ProgramOutcome {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    }
    let out = Pipe()
    let err = Pipe()
    let stdin = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input == nil ? FileHandle.nullDevice : stdin
    try process.run()
    if let input {
        let writer = stdin.fileHandleForWriting
        Thread {
            writer.write(input)
            try? writer.close()
        }.start()
    }
    let errors = ErrorReader(err.fileHandleForReading)
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = errors.wait()
    process.waitUntilExit()
    return ProgramOutcome(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                          stderr: String(decoding: stderr, as: UTF8.self))
}

/// Reads a pipe to its end on a thread of its own.
private final class ErrorReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }.start()
    }

    /// What the pipe held, once it is closed.
    func wait() -> Data {
        done.wait()
        return data
    }
}
