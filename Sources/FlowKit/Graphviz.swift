import FlowFiles
import FoundationEssentials

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
        ChildProcess.executable(named: "dot")
    }

    /// `dot -T<format>` of `source`.
    public static func render(_ source: String, format: String) throws(Failure) -> Data {
        guard let dot = executable() else { throw .missing }
        let finished: ChildProcess.Finished
        do {
            // Input, output and errors move together (ChildProcess), so a large
            // graph or many warnings never fill one pipe while dot waits on another.
            finished = try ChildProcess.run(dot, ["-T" + format], input: .bytes(Array(source.utf8)), output: .capture,
                                            errors: .capture)
        } catch {
            throw .cannotRun(path: dot, reason: error.reason)
        }
        guard finished.status == 0 else {
            throw .failed(status: finished.status, messages: String(decoding: finished.errors, as: UTF8.self))
        }
        return Data(finished.output)
    }
}
