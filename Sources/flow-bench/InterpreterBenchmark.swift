import Dispatch
import FlowBenchmarks
import FlowFiles
import FlowKit
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// `flow bench --interpreter`: the interpreter and the UIKit model on a
/// generated storyboard of 1,000 scenes driven through 100,000 statements
/// that select tabs, push, pop, present and dismiss, with the trace
/// formatted as `flow run` prints it, as text or JSON (written to /dev/null).
/// With `--segues`, a script that fires segues and unwinds instead
/// (`BenchmarkCorpus.segueScript`).
enum InterpreterBenchmark {
    static func run(scenes: Int, statements: Int, format: ReportFormat, segues: Bool = false) throws {
        let text = segues ? BenchmarkCorpus.segueScript(scenes: scenes, statements: statements)
            : BenchmarkCorpus.interpreterScript(scenes: scenes, statements: statements)
        let checked = check(SourceFile(path: "bench.flow", text: text))
        guard !checked.hasErrors else {
            Console.error(DiagnosticRenderer(files: checked.sources).render(checked.diagnostics))
            throw CommandStatus.dataError
        }
        let program = Program(checked)
        Console.out("storyboard: \(scenes) scenes, \(statements) statements\n")

        // The trace takes `flow run`'s path, without --verbose, into /dev/null.
        let sink = open("/dev/null", O_WRONLY)
        defer { close(sink) }
        let trace = TraceWriter(format: format, stream: .descriptor(sink))
        var statementsRun = 0
        var memorySamples: [Int] = []
        let sampleEvery = max(1, statements / 10)
        let options = Interpreter.Options(stepLimit: Int.max, layoutEvents: false)
        let interpreter = Interpreter(program: program, options: options) { item in
            if case .statement = item {
                statementsRun += 1
                if statementsRun % sampleEvery == 0, let resident = PeakMemory.resident() {
                    memorySamples.append(resident)
                }
            }
            trace.write(item)
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let outcome = interpreter.runScript()
        trace.flush()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        if let error = outcome.error {
            Console.error("benchmark stopped: \(error.message)\n")
            throw CommandStatus.runtimeError
        }
        let counts = trace.counts
        Console.out(Printf.string("run: %.2f s, %d statements, %d events (%d lifecycle callbacks)\n",
                           seconds, statementsRun, counts.events, counts.callbacks))
        Console.out(Printf.string("speed: %.0f lifecycle events/s, %.0f events/s, trace formatted as %@\n",
                           Double(counts.callbacks) / seconds, Double(counts.events) / seconds, format.rawValue))
        if let first = memorySamples.first, let last = memorySamples.last {
            let megabytes = memorySamples.map { Printf.string("%.1f", Double($0) / 1_000_000) }
            Console.out("resident memory every \(sampleEvery) statements (MB): \(megabytes.joined(separator: " "))\n")
            Console.out(Printf.string("memory growth from the first sample to the last: %+.1f MB\n",
                               Double(last - first) / 1_000_000))
        }
    }
}

extension PeakMemory {
    /// The current resident size (VmRSS), nil where /proc is not available.
    static func resident() -> Int? { read("VmRSS") }
}
