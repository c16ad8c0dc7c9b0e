import FlowBenchmarks
import FlowFiles
import FlowGraph
import FlowKit
import FoundationEssentials

/// `flow bench --graph`: `flow graph --format dot` without the checking —
/// building the graph and writing DOT — on generated storyboards of 1,000
/// and 4,000 scenes, best and median of `runs`; the ratio shows it linear.
enum GraphBenchmark {
    static func run(runs: Int) {
        Console.out("flow graph, the graph built and written as DOT (checking excluded); best (median) of \(runs)\n")
        var previous: (scenes: Int, best: Double)?
        for scenes in [1_000, 4_000] {
            let result = check(SourceFile(path: "bench.flow", text: GraphCorpus.storyboard(scenes: scenes)))
            var bytes = 0
            let timing = Timing.of(runs) { () -> Int in
                bytes = DOTRenderer.render(GraphBuilder.build([result])).utf8.count
                return bytes
            }
            var line = Printf.string("  %5d scenes  %@ ms  (%d KB of DOT)", scenes, timing.milliseconds,
                              bytes / 1_000)
            if let previous {
                line += Printf.string("  ×%.1f the time for ×%d the scenes", timing.best / previous.best,
                               scenes / previous.scenes)
            }
            Console.out(line + "\n")
            previous = (scenes, timing.best)
        }
    }
}
