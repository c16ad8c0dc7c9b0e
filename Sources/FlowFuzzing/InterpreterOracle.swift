import FlowKit
import FlowLang
import FlowRuntime

/// The interpreter on valid programs: a text file that checks clean runs as it
/// is; any other input is taken as choices for `ProgramGenerator`. Each program
/// runs twice with a step limit, and the two traces (with times) must be
/// byte for byte the same: the model has no hidden state and no randomness.
public enum InterpreterOracle {
    /// Small enough that a runaway `repeat` ends in milliseconds.
    static let options = Interpreter.Options(stepLimit: 5_000, hookDepthLimit: 50)

    /// Runs the program `bytes` stands for, twice; throws when the traces differ.
    public static func check(_ bytes: [UInt8]) throws(OracleViolation) {
        let program = program(for: bytes)
        let first = trace(program)
        let second = trace(program)
        if first != second {
            throw OracleViolation("two runs of the same program differ:\n\(program)\n--- first\n"
                                  + String(decoding: first, as: UTF8.self) + "--- second\n"
                                  + String(decoding: second, as: UTF8.self))
        }
    }

    /// The input itself when it is text that checks clean, else a generated program.
    static func program(for bytes: [UInt8]) -> FlowDocument {
        if let source = text(bytes) {
            let document = FlowDocument.load(text: source, path: "fuzz.flow")
            if !document.hasErrors { return document }
        }
        return FlowDocument.load(text: generatedProgram(bytes), path: "fuzz.flow")
    }

    /// `bytes` as a file's text: UTF-8 with no control characters but tabs and
    /// line breaks. Most inputs are the generator's choices, and checking them
    /// as a file first (a diagnostic with suggestions for every line) took
    /// 44 % of a campaign's time; choices are almost never such text.
    static func text(_ bytes: [UInt8]) -> String? {
        guard let source = String(validating: bytes, as: UTF8.self) else { return nil }
        let isControl = { (scalar: Unicode.Scalar) in
            scalar.properties.generalCategory == .control && !"\t\n\r".unicodeScalars.contains(scalar)
        }
        return source.unicodeScalars.contains(where: isControl) ? nil : source
    }

    /// The program the generator makes of `bytes` (for tests of its validity).
    public static func generatedProgram(_ bytes: [UInt8]) -> String {
        var generator = ProgramGenerator(bytes)
        let storyboard = generator.storyboard()
        return storyboard + generator.script()
    }

    /// The rendered trace of one run, and how it ended.
    static func trace(_ document: FlowDocument) -> [UInt8] {
        let renderer = TraceRenderer(verbose: true, showsTime: true)
        var out: [UInt8] = []
        let outcome = document.runScript(options: options) { renderer.write($0, to: &out) }
        let ending = outcome.map { "failures: \($0.failures.count), error: \($0.error.map { "\($0)" } ?? "none")\n" }
        out += Array((ending ?? "not run: \(document.diagnostics.filter(\.isError).count) errors\n").utf8)
        return out
    }
}
