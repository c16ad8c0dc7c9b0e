import FlowKit
import FlowREPL
import FlowRuntime
import Foundation

/// The REPL on random lines and meta-commands, in two ways.
///
/// Through `REPL` and `SessionEngine`, exactly as `flow repl` runs: the loop
/// must read every line and end only at the end of the input. Through the
/// FlowKit `Session` under it: an input the session refuses leaves the tree
/// as it was; an accepted one, undone, brings back the exact tree of before
/// (`snapshot()`) and variables, and run again gives the exact tree of its first run.
/// And a session that takes inputs the quick way (new scenes and statements
/// checked beside what they name, new scenes added to the program as a
/// statement names them) answers each input exactly as one that checks
/// everything against the whole storyboard.
///
/// Lines that leave the process's sandbox are dropped: `:quit` (it ends the
/// session by design), `:load`, `:save` and `:reload` (they touch files),
/// `:edit` (it runs the person's editor).
public enum SessionOracle {
    /// The storyboard every session starts from: the generator's, so that
    /// `tap next` and friends find controls.
    static let storyboard: String = {
        var generator = ProgramGenerator([])
        return generator.storyboard()
    }()

    /// The storyboard, loaded (parsed and checked) once: every input starts
    /// from a copy of it, which keeps the campaign's time on the session.
    static let document = FlowDocument.load(text: storyboard, path: "fuzz.flow")

    /// At most this many lines of an input are used, so that one input stays fast. 24, not the
    /// 48 of before: every line is checked as the whole storyboard composed with it, in three
    /// sessions, so an input's cost grows with its lines, and at 48 a million executions needed
    /// more than three hours of both cores, longer than a session lasts (the campaign dies with
    /// it). At 24 the campaign's corpus replays about a quarter faster, and every committed
    /// input, the regressions included, is shorter (at most 22 lines): a session of 24 lines
    /// still declares, undoes and replays across new scenes (the inputs of the bugs found so far
    /// had at most 18).
    static let maximumLines = 24

    static let options = Interpreter.Options(stepLimit: 5_000, hookDepthLimit: 50)

    /// Feeds the lines of `bytes` to a REPL and to a session; throws when a promise breaks.
    public static func check(_ bytes: [UInt8]) throws(OracleViolation) {
        let lines = Self.lines(bytes)
        try checkLoop(lines)
        try checkUndoAndNewScenes(lines)
    }

    static func lines(_ bytes: [UInt8]) -> [String] {
        let all = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        return all.prefix(maximumLines).map(String.init).filter { line in
            // The REPL trims blanks at both ends before it splits off the command.
            let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
            let trimmed = line.drop(while: blank).reversed().drop(while: blank).reversed()
            let command = String(trimmed).split(separator: " ").first.map(String.init) ?? ""
            return ![":quit", ":q", ":exit", ":load", ":save", ":reload", ":edit"].contains(command)
        }
    }

    // MARK: - The loop

    /// The REPL must read to the end of its input, whatever the lines are.
    static func checkLoop(_ lines: [String]) throws(OracleViolation) {
        let reader = ScriptedReader(lines)
        let engine = SessionEngine(useColor: false, configuration: .init(options: options))
        _ = engine.open(document)
        var output = ""
        let repl = REPL(reader: reader, engine: engine, interactive: false,
                        write: { output += $0 }, writeError: { output += $0 })
        let ending = repl.run()
        if !reader.reachedEnd {
            throw OracleViolation("the REPL ended (\(ending)) after \(reader.read) of \(lines.count) lines:\n"
                                  + lines.joined(separator: "\n"))
        }
    }

    // MARK: - Undo, and new scenes the quick way and the whole way

    /// The same inputs to a session taking new scenes quickly (as `flow repl` does) and to one
    /// checking everything whole: the same verdicts, diagnostics and trees. The quick session also
    /// undoes every input it accepts and runs it again: undo must bring back the exact tree and
    /// variables of before, and the input run again the exact tree of its first run; a refused
    /// input must leave the tree as it was. One session does both jobs, where two did, so that an
    /// input costs four runs of the session, not five: a campaign reaches a million executions in
    /// a session's time (Reliability.md).
    static func checkUndoAndNewScenes(_ lines: [String]) throws(OracleViolation) {
        guard let quick = try? Session(document: document, configuration: .init(options: options)),
              let whole = try? Session(document: document, configuration: .init(options: options)) else {
            throw OracleViolation("the base storyboard does not open")
        }
        whole.takesInputsQuickly = false
        for input in inputs(lines) {
            let trimmed = input.drop { $0 == " " || $0 == "\t" }
            var stoppedWithError = (quick: false, whole: false)
            if trimmed.hasPrefix(":") {
                meta(String(trimmed), quick)
                meta(String(trimmed), whole)
            } else {
                let quickResult = try runUndoingOnce(input, quick)
                let wholeResult = whole.run(input)
                let said = (rendered(quickResult), rendered(wholeResult))
                if quickResult.accepted != wholeResult.accepted || said.0 != said.1 && !sayTheSame(said.0, said.1) {
                    throw OracleViolation("the quick way and the whole way answer differently: \(input)\n"
                                          + said.0 + "\n--- whole\n" + said.1)
                }
                stoppedWithError = (quickResult.error != nil, wholeResult.error != nil)
            }
            if quick.snapshot() != whole.snapshot() || quick.globals != whole.globals {
                throw OracleViolation("the quick way and the whole way leave different apps: \(input)\n"
                                      + describe(quick.snapshot()) + "\n--- whole\n" + describe(whole.snapshot()))
            }
            // As the REPL does: an input that stopped with an error is undone.
            if stoppedWithError.quick { quick.undo() }
            if stoppedWithError.whole { whole.undo() }
        }
        if quick.script() != whole.script() {
            throw OracleViolation("the quick way and the whole way keep different sessions:\n"
                                  + quick.script() + "\n--- whole\n" + whole.script())
        }
    }

    /// Runs `input`; when the session accepts it, undoes it and runs it again, checking that
    /// the undo restores what was before and the second run gives what the first gave. The
    /// answer is the first run's.
    static func runUndoingOnce(_ input: String, _ session: Session) throws(OracleViolation) -> SessionResult {
        let before = session.snapshot()
        let globals = session.globals
        let count = session.history.count
        let result = session.run(input)
        let after = session.snapshot()
        guard session.history.count > count else {
            if after != before { throw OracleViolation("a refused input changed the tree: \(input)") }
            return result
        }
        guard session.undo() else { throw OracleViolation("an accepted input cannot be undone: \(input)") }
        if session.globals != globals {
            throw OracleViolation("undo did not restore the variables of before: \(input)\n"
                                  + "\(globals) became \(session.globals)")
        }
        if session.snapshot() != before {
            throw OracleViolation("undo did not restore the tree of before: \(input)\n"
                                  + describe(before) + "\n--- after undo\n" + describe(session.snapshot()))
        }
        session.run(input)
        if session.snapshot() != after {
            throw OracleViolation("the input run again gave another tree: \(input)\n"
                                  + describe(after) + "\n--- again\n" + describe(session.snapshot()))
        }
        return result
    }

    /// Whether two sessions said the same of an input, whatever number each gave it: the quick
    /// session ran every input it accepted twice, so its inputs are numbered further on
    /// (`<input 7>` where the whole session says `<input 4>`).
    static func sayTheSame(_ one: String, _ other: String) -> Bool {
        withoutInputNumbers(one) == withoutInputNumbers(other)
    }

    /// `text` with every `<input N>` written `<input>`. Scanned by hand: a `Regex` here was a
    /// twentieth of the campaign's time, as most inputs' answers name their input.
    static func withoutInputNumbers(_ text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
        let opening = Array("<input ".utf8)
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index...].starts(with: opening) {
                var end = index + opening.count
                while end < bytes.count, digits.contains(bytes[end]) { end += 1 }
                if end > index + opening.count, end < bytes.count, bytes[end] == UInt8(ascii: ">") {
                    result.append(contentsOf: "<input>".utf8)
                    index = end + 1
                    continue
                }
            }
            result.append(bytes[index])
            index += 1
        }
        return result
    }

    /// What a session said of an input, places included: both ways report where things were
    /// written (`WrittenPlaces`), whatever file each composed to check and run them.
    static func rendered(_ result: SessionResult) -> String {
        let renderer = DiagnosticRenderer(files: result.sources, useColor: false)
        return renderer.render(result.diagnostics)
            + result.failures.map { "failed at \($0.path):\($0.line):\($0.column): \($0.summary)\n" }.joined()
            + (result.error.map { renderer.render($0.diagnostic) } ?? "")
    }

    /// Lines joined the way the REPL joins them: while a bracket is open.
    static func inputs(_ lines: [String]) -> [String] {
        var inputs: [String] = []
        var pending: [String] = []
        for line in lines {
            if pending.isEmpty && line.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
            pending.append(line)
            let input = pending.joined(separator: "\n")
            if REPL.isIncomplete(input) { continue }
            inputs.append(input)
            pending = []
        }
        return inputs
    }

    static func meta(_ command: String, _ session: Session) {
        switch command.split(separator: " ").first ?? "" {
        case ":undo": session.undo()
        case ":reset": session.reset()
        default: _ = session.snapshot()
        }
    }

    static func describe(_ snapshot: HierarchySnapshot?) -> String {
        guard let snapshot else { return "(no app)" }
        return TreeRenderer(platformVersion: Program.currentIOSVersion).render(snapshot).joined(separator: "\n")
    }
}

/// Lines from an array, counting what the REPL read.
final class ScriptedReader: LineReader {
    private let lines: [String]
    private(set) var read = 0
    private(set) var reachedEnd = false

    init(_ lines: [String]) {
        self.lines = lines
    }

    func readLine(prompt: String) -> LineInput {
        guard read < lines.count else {
            reachedEnd = true
            return .endOfInput
        }
        read += 1
        return .line(lines[read - 1])
    }

    func remember(_ line: String) {}
}
