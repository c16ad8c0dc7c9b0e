import ArgumentParser
import FlowImport
import FlowKit
import FlowLang
import Foundation

/// `flow bench`: the front end's speed and memory on a generated storyboard.
/// Build with `-c release` for meaningful figures.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure lexing and parsing speed and memory on a generated storyboard.",
        discussion: "Run a release build: swift run -c release flow bench"
    )

    @ArgumentParser.Option(name: .long, help: "Size of the generated source in megabytes.")
    var megabytes = 10

    @ArgumentParser.Option(name: .long, help: "Timed repetitions; the best is reported.")
    var repetitions = 5

    @ArgumentParser.Option(name: .long, help: "A small file to time 'flow check' on end to end (a new process per run).")
    var checkFile: String?

    @ArgumentParser.Option(name: .customLong("import"),
                           help: "Instead, time 'flow import' on this storyboard's scenes repeated to --megabytes (default 5).")
    var importFile: String?

    @Flag(name: .long, help: "Instead, run the interpreter on a generated storyboard (--scenes, --statements).")
    var interpreter = false

    @ArgumentParser.Option(name: .long, help: "With --interpreter: scenes in the generated storyboard.")
    var scenes = 1_000

    @ArgumentParser.Option(name: .long, help: "With --interpreter: statements in the generated script.")
    var statements = 100_000

    @ArgumentParser.Option(name: .long, help: "With --interpreter: the trace format, text or json.")
    var format: OutputFormat = .text

    func run() throws {
        if interpreter { return try InterpreterBenchmark.run(scenes: scenes, statements: statements, format: format) }
        if let importFile { return try benchImport(importFile) }
        let source = SourceFile(path: "bench.flow", text: BenchmarkCorpus.generate(bytes: megabytes * 1_000_000))
        let size = Double(source.bytes.count)
        let megabytesOfSource = size / 1_000_000
        Console.out(String(format: "source: %.1f MB generated\n", megabytesOfSource))

        // Memory first, before timed runs leave freed pages in the heap.
        if let memory = PeakMemory.measure({ FlowLang.parse(source) }) {
            Console.out(String(format: "peak memory while parsing (AST kept): %.1f MB, %.1f× the source\n",
                               Double(memory) / 1_000_000, Double(memory) / size))
        }

        var tokenCount = 0
        let lexSeconds = best(of: repetitions) {
            let tokens = source.bytes.withUnsafeBufferPointer { buffer in
                var lexer = Lexer(bytes: buffer, path: source.path)
                var count = 0
                while lexer.next().kind != .endOfFile { count += 1 }
                return count
            }
            tokenCount = tokens
        }
        Console.out(String(format: "lex:   %7.1f MB/s  (%d tokens, best of %d: %.1f ms)\n",
                           megabytesOfSource / lexSeconds, tokenCount, repetitions, lexSeconds * 1000))

        var itemCount = 0
        let parseSeconds = best(of: repetitions) {
            itemCount = FlowLang.parse(source).file.items.count
        }
        Console.out(String(format: "parse: %7.1f MB/s  (%d top-level items, best of %d: %.1f ms)\n",
                           megabytesOfSource / parseSeconds, itemCount, repetitions, parseSeconds * 1000))

        if let checkFile {
            let seconds = endToEnd(arguments: ["check", checkFile], runs: 20)
            Console.out(String(format: "flow check %@: %.1f ms end to end (mean of 20 runs)\n", checkFile, seconds * 1000))
        }
    }

    /// `flow bench --import FILE`: the importer on a large storyboard made of FILE's scenes.
    private func benchImport(_ path: String) throws {
        let target = (megabytes == 10 ? 5 : megabytes) * 1_000_000
        guard let original = FileManager.default.contents(atPath: path),
              let data = StoryboardBenchmark.repeatingScenes(of: original, toBytes: target) else {
            Console.error("\(path): error: cannot read a storyboard with scenes\n")
            throw ExitStatus.noInput
        }
        Console.out(String(format: "storyboard: %.1f MB generated from %@\n", Double(data.count) / 1_000_000, path))
        var scenes = 0
        let seconds = best(of: repetitions) {
            let result = importStoryboards([StoryboardInput(path: "Bench.storyboard", data: data)])
            let kinds = TypeKind.allCases.map { $0.rawValue + " " }
            scenes = result.files.first.map { file in
                file.text.split(separator: "\n").filter { line in kinds.contains { line.hasPrefix($0) } }.count
            } ?? 0
        }
        Console.out(String(format: "import: %.0f ms (best of %d; %d declarations), %.1f MB/s\n",
                           seconds * 1000, repetitions, scenes, Double(data.count) / 1_000_000 / seconds))
    }

    /// The shortest wall-clock time of `body` over `count` runs.
    private func best(of count: Int, _ body: () -> Void) -> Double {
        var fastest = Double.infinity
        for _ in 0..<max(1, count) {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            fastest = min(fastest, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return fastest
    }

    /// Mean wall-clock time of running this executable with `arguments`.
    private func endToEnd(arguments: [String], runs: Int) -> Double {
        // posix_spawn rather than Foundation's Process, whose own set-up costs
        // more than the command being measured.
        let executable = CommandLine.arguments[0]
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var total = 0.0
        for _ in 0..<runs {
            var pid: pid_t = 0
            let start = DispatchTime.now().uptimeNanoseconds
            guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return .nan }
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            total += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }
        return total / Double(runs)
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
