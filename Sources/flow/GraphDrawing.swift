import ArgumentParser
import FlowKit
import FoundationEssentials
import FlowFiles

/// `flow graph --format svg|png`: FlowKit's `Graphviz`, its failures said as `flow graph` says them.
enum GraphDrawing {
    /// `dot -T<format>` of `source`; when `dot` is missing or fails, says so in one line and throws.
    static func render(_ source: String, format: String) throws -> Data {
        do {
            return try Graphviz.render(source, format: format)
        } catch .missing {
            Console.error("flow graph: error: --format \(format) needs Graphviz's 'dot', which is not on the PATH; "
                          + "install the '\(Graphviz.package)' package (apt-get install \(Graphviz.package))\n")
            throw CommandStatus.unavailable
        } catch .cannotRun(let path, let reason) {
            Console.error("flow graph: error: cannot run \(path): \(reason)\n")
            throw CommandStatus.unavailable
        } catch .failed(let status, let messages) {
            Console.error(messages)
            Console.error("flow graph: error: dot failed (exit \(status))\n")
            throw CommandStatus.runtimeError
        }
    }
}
