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
