import Dispatch
import FlowBenchmarks
import FlowFiles
import FlowKit
import FlowLang
import FoundationEssentials
import FlowChecks
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// `flow bench` (the default): `flow check` phase by phase — lex, parse,
/// index, and the whole check — on generated shapes at several sizes, then
/// `flow check` itself as a new process on the same file, beside the anchors
/// `wc -l` (the same file) and `jq empty` (the same lines as a JSON array),
/// timed in the same run because this shared machine's absolute times move
/// from run to run: compare the ratios. Every figure is the best and the
/// median of `runs`.
struct CheckBenchmark {
    var sizes: [Int]
    var runs: Int
    var shapes: [CheckCorpus.Shape]
    var storyboards: String?
    /// Where to leave the generated sources; nil writes them to a temporary
    /// folder removed at the end.
    var keep: String?

    func run() throws {
        let folder = keep.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("flow-bench-\(getpid())", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { if keep == nil { try? FileManager.default.removeItem(at: folder) } }
        let anchors = Anchors()
        Console.out("flow check, phase by phase; best (median) of \(runs) runs; MB/s of source\n")
        Console.out("anchors: \(anchors.description)\n")
        Console.out("two threads: parse, check and flow check from 256 KiB of source (the static checks from 64 KiB);"
                    + " lex, index and W1xx on one\n")
        for shape in shapes {
            Console.out("\nshape \(shape.rawValue)\n")
            Console.out(Row.header)
            for megabytes in sizes {
                let text = CheckCorpus.generate(shape, bytes: megabytes * 1_000_000)
                let row = try measure(text, name: "\(shape.rawValue)-\(megabytes)MB", in: folder, anchors: anchors)
                Console.out(row.line)
            }
        }
        if let storyboards { try measureStoryboards(in: storyboards) }
    }

    /// Every phase of one source, in process and as processes.
    private func measure(_ text: String, name: String, in folder: URL, anchors: Anchors) throws -> Row {
        let source = SourceFile(path: "\(name).flow", text: text)
        let megabytes = Double(source.bytes.count) / 1_000_000
        let file = folder.appendingPathComponent("\(name).flow")
        try Data(text.utf8).write(to: file)
        let json = folder.appendingPathComponent("\(name).json")
        try anchors.writeJSON(of: text, to: json)

        let lex = Timing.of(runs) {
            source.bytes.withUnsafeBufferPointer { buffer in
                var lexer = Lexer(bytes: buffer, path: source.path)
                var count = 0
                while lexer.next().kind != .endOfFile { count += 1 }
                return count
            }
        }
        let parse = Timing.of(runs) { FlowLang.parse(source) }
        let parsed = FlowLang.parse(source).file
        let index = Timing.of(runs) { StoryboardIndex(file: parsed, path: source.path, defaultName: name) }
        let checked = Timing.of(runs) { check(source) }
        // The static checks (W101 …) on the checked file: what `flow check` adds to the front end.
        let result = check(source)
        let warnings = Timing.of(runs) { StaticChecks.apply(to: result) }
        let process = Timing.ofProcess(runs, [Measured.flow, "check", file.path])
        // Peak memory of a process that checked the file, less that of one
        // that checked an empty file (the runtime's own), per byte of source.
        let memory = PeakMemoryCommand.measure([Measured.flow, "check", file.path])
            .map { max(0, $0 - anchors.baselineBytes) }
        let wc = anchors.wc.map { Timing.ofProcess(runs, [$0, "-l", file.path]) }
        let jq = anchors.jq.map { Timing.ofProcess(runs, [$0, "empty", json.path]) }
        if keep == nil {
            try? FileManager.default.removeItem(at: file)
            try? FileManager.default.removeItem(at: json)
        }
        return Row(megabytes: megabytes, lex: lex, parse: parse, index: index, check: checked,
                   warnings: warnings, process: process, memory: memory.map { Double($0) / Double(source.bytes.count) }, wc: wc, jq: jq)
    }

    /// The `.flow` files `flow import` makes of the storyboard at `path`
    /// (run as the flow-import process, into a scratch folder); none when it
    /// cannot be imported.
    private static func imported(_ path: String, by importer: String) throws -> [(fileName: String, text: String)] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flow-bench-storyboards-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = Spawn.run([importer, "--output", folder.path, "--", path])
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".flow") }.sorted().compactMap { name in
            (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)).map { (name, $0) }
        }
    }

    /// The real storyboards, imported, then checked: time per file.
    private func measureStoryboards(in folder: String) throws {
        let paths = ((try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".storyboard") }.sorted()
        Console.out("\nimported storyboards (\(folder)): flow check of the imported file, best (median) of \(runs)\n")
        guard let importer = ThisExecutable.helper("flow-import", for: "flow bench") else { throw CommandStatus.unavailable }
        for path in paths {
            let imported = try Self.imported(folder + "/" + path, by: importer)
            let files = Dictionary(imported.map { ($0.fileName, $0.text) }, uniquingKeysWith: { first, _ in first })
            for file in imported {
                let source = SourceFile(path: file.fileName, text: file.text)
                let time = Timing.of(runs) { check(source) { imported, _ in files[imported].map { SourceFile(path: imported, text: $0) } } }
                let kilobytes = Double(source.bytes.count) / 1_000
                let name = file.fileName.count > 40 ? "…" + file.fileName.suffix(39) : file.fileName
                Console.out(Printf.string("  %@%@ %6.1f KB  %@ ms\n", name,
                                   String(repeating: " ", count: max(0, 40 - name.count)), kilobytes,
                                   time.milliseconds))
            }
        }
    }
}

/// One size of one shape.
private struct Row {
    var megabytes: Double
    var lex, parse, index, check, warnings, process: Timing
    var memory: Double?
    var wc, jq: Timing?

    static let header = "  size      lex MB/s        parse MB/s      index MB/s      check MB/s      W1xx MB/s       "
        + "flow check (process)  peak     wc -l         jq empty\n"

    var line: String {
        func rate(_ timing: Timing) -> String {
            Printf.string("%6.1f (%6.1f)", megabytes / timing.best, megabytes / timing.median)
        }
        func seconds(_ timing: Timing?) -> String {
            guard let timing else { return "not installed" }
            return Printf.string("%.3f (%.3f) s", timing.best, timing.median)
        }
        let peak = memory.map { Printf.string("%5.1f×", $0) } ?? "   n/a"
        return Printf.string("  %4.1f MB  %@  %@  %@  %@  %@  %@  %@  %@  %@\n", megabytes,
                      rate(lex), rate(parse), rate(index), rate(check),
                      rate(warnings),
                      (rate(process) + "     "), peak,
                      seconds(wc), seconds(jq))
    }
}

/// The anchors found on the PATH.
private struct Anchors {
    let wc = ChildProcess.executable(named: "wc", whenUnset: "/usr/bin:/bin")
    let jq = ChildProcess.executable(named: "jq", whenUnset: "/usr/bin:/bin")
    /// The peak resident memory of `flow check` on an empty file.
    let baselineBytes: Int = {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("flow-bench-empty-\(getpid()).flow")
        _ = FileManager.default.createFile(atPath: empty.path, contents: Data())
        defer { try? FileManager.default.removeItem(at: empty) }
        return PeakMemoryCommand.measure([Measured.flow, "check", empty.path]) ?? 0
    }()

    var description: String {
        [("wc", wc), ("jq", jq)].map { name, path in path.map { "\(name) \($0)" } ?? "\(name) not installed" }
            .joined(separator: ", ")
    }

    /// The source's lines as a JSON array of strings: the same content, for `jq empty`.
    func writeJSON(of text: String, to url: URL) throws {
        guard jq != nil else { return }
        var out: [UInt8] = [UInt8(ascii: "[")]
        out.reserveCapacity(text.utf8.count * 11 / 10 + 16)
        var first = true
        for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            if !first { out.append(UInt8(ascii: ",")) }
            first = false
            out.append(UInt8(ascii: "\""))
            for byte in line {
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), byte]
                case 0..<0x20: out += Array(Printf.string("\\u%04x", byte).utf8)
                default: out.append(byte)
                }
            }
            out.append(UInt8(ascii: "\""))
        }
        out += Array("]\n".utf8)
        try Data(out).write(to: url)
    }
}

/// Wall-clock times of repeated runs.
struct Timing {
    var best: Double
    var median: Double

    var milliseconds: String { Printf.string("%.2f (%.2f)", best * 1000, median * 1000) }

    /// `body` run `runs` times in this process; its result is kept alive
    /// until the clock stops, so freeing it is not timed.
    static func of<T>(_ runs: Int, _ body: () -> T) -> Timing {
        from((0..<max(1, runs)).map { _ in
            let start = DispatchTime.now().uptimeNanoseconds
            let result = body()
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            withExtendedLifetime(result) {}
            return elapsed
        })
    }

    /// A command run `runs` times as a new process, its output discarded.
    static func ofProcess(_ runs: Int, _ arguments: [String]) -> Timing {
        from((0..<max(1, runs)).map { _ in Spawn.run(arguments)?.seconds ?? .nan })
    }

    static func from(_ samples: [Double]) -> Timing {
        let sorted = samples.sorted()
        return Timing(best: sorted.first ?? .nan, median: sorted[sorted.count / 2])
    }
}

/// Runs a command with its output sent to /dev/null, and times it and reads
/// its peak resident memory (`ChildProcess`: posix_spawn, whose set-up costs
/// less than a small command).
enum Spawn {
    static func run(_ arguments: [String]) -> (seconds: Double, peakBytes: Int)? {
        guard let executable = arguments.first,
              let finished = try? ChildProcess.run(executable, Array(arguments.dropFirst()), output: .discard) else { return nil }
        return (finished.seconds, finished.peakBytes)
    }
}
