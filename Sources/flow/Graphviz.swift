import ArgumentParser
import FlowKit
import Foundation

/// Graphviz's `dot`, run to lay out and draw DOT as SVG or PNG. flow writes no
/// layout engine of its own; `dot` comes from Debian's `graphviz` package.
enum Graphviz {
    /// The package that provides `dot`, named in the error when it is missing.
    static let package = "graphviz"

    /// `dot`'s path on the PATH, if any.
    static func executable() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = String(directory) + "/dot"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// `dot -T<format>` of `source`; when `dot` is missing or fails, says so in one line and throws.
    static func render(_ source: String, format: String) throws -> Data {
        guard let dot = executable() else {
            Console.error("flow graph: error: --format \(format) needs Graphviz's 'dot', which is not on the PATH; "
                          + "install the '\(package)' package (apt-get install \(package))\n")
            throw CommandStatus.unavailable
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dot)
        process.arguments = ["-T" + format]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            Console.error("flow graph: error: cannot run \(dot): \(error.localizedDescription)\n")
            throw CommandStatus.unavailable
        }
        // Input, output and errors each move on their own, so a large graph (or
        // many warnings) never fills one pipe while dot waits on another.
        let writer = input.fileHandleForWriting
        let bytes = Data(source.utf8)
        let feeding = Thread {
            writer.write(bytes)
            try? writer.close()
        }
        feeding.start()
        let messages = ErrorCollector(errors.fileHandleForReading)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let warnings = messages.wait()
        guard process.terminationStatus == 0 else {
            Console.error(String(decoding: warnings, as: UTF8.self))
            Console.error("flow graph: error: dot failed (exit \(process.terminationStatus))\n")
            throw CommandStatus.runtimeError
        }
        return data
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class ErrorCollector: @unchecked Sendable {
    // Written by the reading thread before it signals, read only after the wait.
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }.start()
    }

    /// Everything the pipe held, once it is closed.
    func wait() -> Data {
        done.wait()
        return data
    }
}
