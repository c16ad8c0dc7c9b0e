import FlowBenchmarks
import FlowKit
import Foundation

/// `flow bench --interpreter`: the interpreter and the UIKit model on a
/// generated storyboard of 1,000 scenes driven through 100,000 statements
/// that select tabs, push, pop, present and dismiss, with the trace
/// formatted as `flow run` prints it (written to /dev/null).
enum InterpreterBenchmark {
    static func run(scenes: Int, statements: Int) throws {
        let text = BenchmarkCorpus.interpreterScript(scenes: scenes, statements: statements)
        let checked = check(SourceFile(path: "bench.flow", text: text))
        guard !checked.hasErrors else {
            Console.error(DiagnosticRenderer(files: checked.sources).render(checked.diagnostics))
            throw ExitStatus.dataError
        }
        let program = Program(checked)
        Console.out("storyboard: \(scenes) scenes, \(statements) statements\n")

        let sink = FileHandle(forWritingAtPath: "/dev/null")
        let renderer = TraceRenderer(verbose: false)
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 17)
        var events = 0
        var callbacks = 0
        var statementsRun = 0
        var memorySamples: [Int] = []
        let sampleEvery = max(1, statements / 10)
        let interpreter = Interpreter(program: program, options: Interpreter.Options(stepLimit: Int.max)) { item in
            switch item {
            case .event(let event):
                events += 1
                if event.kind == .callback { callbacks += 1 }
            case .statement:
                statementsRun += 1
                if statementsRun % sampleEvery == 0, let resident = PeakMemory.resident() {
                    memorySamples.append(resident)
                }
            case .output, .failure:
                break
            }
            renderer.write(item, to: &buffer)
            if buffer.count > 1 << 16 {
                sink?.write(Data(buffer))
                buffer.removeAll(keepingCapacity: true)
            }
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let outcome = interpreter.runScript()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        sink?.write(Data(buffer))
        if let error = outcome.error {
            Console.error("benchmark stopped: \(error.message)\n")
            throw ExitStatus.runtimeError
        }
        Console.out(String(format: "run: %.2f s, %d statements, %d events (%d lifecycle callbacks)\n",
                           seconds, statementsRun, events, callbacks))
        Console.out(String(format: "speed: %.0f lifecycle events/s, %.0f events/s, trace formatted\n",
                           Double(callbacks) / seconds, Double(events) / seconds))
        if let first = memorySamples.first, let last = memorySamples.last {
            let megabytes = memorySamples.map { String(format: "%.1f", Double($0) / 1_000_000) }
            Console.out("resident memory every \(sampleEvery) statements (MB): \(megabytes.joined(separator: " "))\n")
            Console.out(String(format: "memory growth from the first sample to the last: %+.1f MB\n",
                               Double(last - first) / 1_000_000))
        }
    }
}

extension PeakMemory {
    /// The current resident size (VmRSS), nil where /proc is not available.
    static func resident() -> Int? { read("VmRSS") }
}
