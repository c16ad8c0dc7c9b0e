import Foundation

/// Graphviz's `dot`, run to lay out and draw DOT as SVG or PNG. flow writes no
/// layout engine of its own; `dot` comes from Debian's `graphviz` package.
/// `flow graph --format svg|png` and `flow studio`'s picture both draw with it.
public enum Graphviz {
    /// The package that provides `dot`, named in the error when it is missing.
    public static let package = "graphviz"

    /// Why `dot` drew nothing.
    public enum Failure: Error, Sendable {
        /// No `dot` on the PATH.
        case missing
        /// `dot` is there but could not be started.
        case cannotRun(path: String, reason: String)
        /// `dot` ran and exited with `status`, saying `messages`.
        case failed(status: Int32, messages: String)

        /// One line for a person.
        public var text: String {
            switch self {
            case .missing:
                return "Graphviz's 'dot' is not on the PATH; install the '\(Graphviz.package)' package (apt-get install \(Graphviz.package))"
            case .cannotRun(let path, let reason):
                return "cannot run \(path): \(reason)"
            case .failed(let status, let messages):
                return messages + "dot failed (exit \(status))"
            }
        }
    }

    /// `dot`'s path on the PATH, if any.
    public static func executable() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = String(directory) + "/dot"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// `dot -T<format>` of `source`.
    public static func render(_ source: String, format: String) throws(Failure) -> Data {
        guard let dot = executable() else { throw .missing }
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
            throw .cannotRun(path: dot, reason: error.localizedDescription)
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
            throw .failed(status: process.terminationStatus, messages: String(decoding: warnings, as: UTF8.self))
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
