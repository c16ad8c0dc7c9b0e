import ArgumentParser
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
            throw ExitStatus.unavailable
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
            throw ExitStatus.unavailable
        }
        // dot reads all of its input before it writes: feeding it from another
        // thread keeps a large graph from filling both pipes at once.
        let writer = input.fileHandleForWriting
        let bytes = Data(source.utf8)
        let feeding = Thread {
            writer.write(bytes)
            try? writer.close()
        }
        feeding.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let messages = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Console.error(String(decoding: messages, as: UTF8.self))
            Console.error("flow graph: error: dot failed (exit \(process.terminationStatus))\n")
            throw ExitStatus.runtimeError
        }
        return data
    }
}
