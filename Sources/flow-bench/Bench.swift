import ArgumentParser
import FlowBenchmarks
import FlowFiles
import FlowKit
import FlowLang
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// `flow bench`: `flow check` phase by phase on generated shapes and sizes
/// (CheckBenchmark.swift), or the interpreter, or the importer. Build with
/// `-c release` for meaningful figures.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flow bench",
        abstract: "Measure flow check phase by phase, the interpreter, or the importer.",
        discussion: """
            Run a release build: swift build -c release, then .build/release/flow bench. By default, every phase of \
            'flow check' on each generated shape at each size, with 'flow check' as a process and \
            the anchors 'wc -l' and 'jq empty' on the same content, timed in the same run.
            """
    )

    @ArgumentParser.Option(name: .long, help: "Sizes of the generated sources, in megabytes, comma-separated.")
    var sizes = "1,2,4,8,16"

    @ArgumentParser.Option(name: .long, help: "Shapes to generate, comma-separated: chain, taps, nesting, unwinds, guarded, actions.")
    var shapes = CheckCorpus.Shape.allCases.map(\.rawValue).joined(separator: ",")

    @ArgumentParser.Option(name: .long, help: "Timed repetitions; the best and the median are reported.")
    var runs = 5

    @ArgumentParser.Option(name: .long, help: "A folder of .storyboard files to import and check, file by file.")
    var storyboards: String?

    @ArgumentParser.Option(name: .long, help: "Keep the generated sources (and their JSON) in this folder, to profile or rerun them.")
    var keep: String?

    @ArgumentParser.Option(name: .long, help: "Instead, time 'flow check' and 'flow run' of this small file end to end, beside 'true' and 'flow --version' in the same runs.")
    var checkFile: String?

    @ArgumentParser.Option(name: .customLong("import"),
                           help: "Instead, time 'flow import' on this storyboard's scenes repeated to --megabytes.")
    var importFile: String?

    @ArgumentParser.Option(name: .long, help: "With --import: size of the repeated storyboard in megabytes.")
    var megabytes = 5

    @Flag(name: .long, help: "Instead, run the interpreter on a generated storyboard (--scenes, --statements).")
    var interpreter = false

    @ArgumentParser.Option(name: .long, help: "With --interpreter: scenes in the generated storyboard.")
    var scenes = 1_000

    @ArgumentParser.Option(name: .long, help: "With --interpreter: statements in the generated script.")
    var statements = 100_000

    @ArgumentParser.Option(name: .long, help: "With --interpreter: the trace format, text or json.")
    var format: ReportFormat = .text

    @Flag(name: .long, help: "With --interpreter: a script of segues and unwinds (push, tap, tap, pop) instead.")
    var segues = false

    @Flag(name: .long, help: "Instead, flow explore on the .flow equivalent of tabs-nav-modal.pml, beside SPIN on the model.")
    var explore = false

    @Flag(name: .long, help: "Instead, time building and writing flow graph's DOT for 1,000 and 4,000 scenes.")
    var graph = false

    @Flag(name: .long, help: "Instead, run navigation stacks 1,000 to 4,000 deep and presentation chains 32 to 127 deep.")
    var deep = false

    @Flag(name: .long, help: "Instead, time flow lsp's diagnostics after each edit of a 5,000-line file.")
    var lsp = false

    @ArgumentParser.Option(name: .long, help: "With --explore: worker threads.")
    var threads = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws {
        guard parsedSizes != nil else { throw ValidationError("--sizes takes whole megabytes, e.g. 1,2,4") }
        guard parsedShapes != nil else {
            throw ValidationError("--shapes takes \(CheckCorpus.Shape.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard runs > 0 else { throw ValidationError("--runs must be at least 1") }
    }

    func run() throws {
        if explore { return try ExploreBenchmark.run(threads: threads) }
        if lsp { return LSPBenchmark.run(lines: 5_000, edits: max(runs, 2) * 20) }
        if graph { return GraphBenchmark.run(runs: runs) }
        if deep { return try DeepStackBenchmark.run(runs: runs) }
        if interpreter {
            return try InterpreterBenchmark.run(scenes: scenes, statements: statements, format: format, segues: segues)
        }
        if let importFile { return try benchImport(importFile) }
        if let checkFile { return try StartUpBenchmark.run(file: checkFile, runs: runs) }
        try CheckBenchmark(sizes: parsedSizes ?? [], runs: runs, shapes: parsedShapes ?? [],
                           storyboards: storyboards, keep: keep).run()
    }

    private var parsedSizes: [Int]? {
        let values = sizes.split(separator: ",").map { Int($0.trimmingWhitespace()) }
        guard !values.isEmpty, values.allSatisfy({ ($0 ?? 0) > 0 }) else { return nil }
        return values.compactMap { $0 }
    }

    private var parsedShapes: [CheckCorpus.Shape]? {
        let values = shapes.split(separator: ",").map { CheckCorpus.Shape(rawValue: $0.trimmingWhitespace()) }
        guard !values.isEmpty, values.allSatisfy({ $0 != nil }) else { return nil }
        return values.compactMap { $0 }
    }

    /// `flow bench --import FILE`: `flow import` (the flow-import process,
    /// start-up included) on a large storyboard made of FILE's scenes.
    private func benchImport(_ path: String) throws {
        let target = megabytes * 1_000_000
        guard let original = FileManager.default.contents(atPath: path),
              let data = StoryboardBenchmark.repeatingScenes(of: original, toBytes: target) else {
            Console.error("\(path): error: cannot read a storyboard with scenes\n")
            throw CommandStatus.noInput
        }
        Console.out(Printf.string("storyboard: %.1f MB generated from %@\n", Double(data.count) / 1_000_000, path))
        // The importer as `flow import` runs it: the flow-import process, whole.
        guard let importer = ThisExecutable.helper("flow-import", for: "flow bench") else { throw CommandStatus.unavailable }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flow-bench-import-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Bench.storyboard").path
        let output = folder.appendingPathComponent("Bench.flow").path
        guard FileManager.default.createFile(atPath: input, contents: data) else {
            Console.error("\(input): error: cannot write the generated storyboard\n")
            throw CommandStatus.noInput
        }
        let timing = Timing.ofProcess(runs, [importer, "--output", output, "--", input])
        let kinds = TypeKind.allCases.map { $0.rawValue + " " }
        let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        let scenes = text.split(separator: "\n").filter { line in kinds.contains { line.hasPrefix($0) } }.count
        Console.out(Printf.string("import: %.0f ms best, %.0f ms median of %d (%d declarations), %.1f MB/s\n",
                           timing.best * 1000, timing.median * 1000, runs, scenes,
                           Double(data.count) / 1_000_000 / timing.best))
    }
}

/// Peak resident memory of work, from Linux's VmHWM after resetting it.
enum PeakMemory {
    /// Bytes by which the peak resident size rose while `body` ran and its
    /// result was alive; nil where /proc is not available.
    static func measure<T>(_ body: () -> T) -> Int? {
        // Writing 5 to clear_refs resets the peak (VmHWM) to the current size.
        guard (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil,
              let before = read("VmRSS") else { return nil }
        let result = body()
        let peak = read("VmHWM")
        withExtendedLifetime(result) {}
        return peak.map { max(0, $0 - before) }
    }

    /// A field of /proc/self/status in bytes (`VmRSS`, `VmHWM`).
    static func read(_ field: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
            let digits = line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
            return digits.map { $0 * 1024 }
        }
        return nil
    }
}

// `--format` takes a report format here as in flow (Sources/flow/OutputOptions.swift): each
// executable states the conformance for its own parser.
extension ReportFormat: ExpressibleByArgument {}
