import ArgumentParser
import FlowFiles
import FlowKit
import FoundationEssentials

/// `flow bench --deep`: the depth shapes of the "no hidden cliffs" issue —
/// a navigation stack pushed N deep (N = 1,000, 2,000, 4,000) and a
/// presentation chain presented N deep (N = 32, 64, 127: a window's
/// hierarchy stops at `App.maximumDepth`), then `print tree` and an instance
/// query at the bottom, each run as `flow run` runs it with the trace written to
/// /dev/null. Every event must cost O(1) or O(the one walk UIKit makes), so
/// doubling N should about double the time, never multiply it by eight.
enum DeepStackBenchmark {
    static func run(runs: Int) throws {
        Console.out("deep stacks and chains, the whole run (trace to /dev/null); best (median) of \(runs)\n")
        for (shape, depths) in [("push", [1_000, 2_000, 4_000]), ("present", [32, 64, 127])] {
            var previous: Double?
            for depth in depths {
                let document = FlowDocument.load(text: script(shape, depth: depth), path: "deep.flow")
                guard !document.hasErrors else { throw CommandStatus.dataError }
                let options = Interpreter.Options(stepLimit: Int.max)
                var events = 0
                var error: RuntimeError?
                let timing = Timing.of(runs) { () -> Int in
                    events = 0
                    error = document.runScript(options: options) { _ in events += 1 }?.error
                    return events
                }
                // A run that stopped early would measure nothing.
                if let error { throw ValidationError("the \(shape) shape stopped: \(error.text)") }
                var line = Printf.string("  %-8@ %5d deep  %@ ms  (%d trace items)", shape, depth,
                                  timing.milliseconds, events)
                if let previous { line += Printf.string("  ×%.1f the time for ×2 the depth", timing.best / previous) }
                Console.out(line + "\n")
                previous = timing.best
            }
        }
    }

    /// `repeat N { push D animated false }` (or `present`), then the tree and the bottom instance.
    static func script(_ verb: String, depth: Int) -> String {
        """
        storyboard Deep
        initial Nav
        navigation Nav { root A }
        scene A {}
        scene D { var n = 0 }
        repeat \(depth) { \(verb) D animated false }
        print tree
        set D#1.n = 1
        expect D#1.n == 1

        """
    }
}
