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

/// `flow bench --explore`: `flow explore` on the `.flow` equivalent of the
/// SPIN model tabs-nav-modal.pml, and SPIN on the model itself, in the same
/// run: states, states/s, bytes per stored state and peak memory side by side.
/// SPIN is compiled as its benchmark anchor says (`spin -a`, `cc -O2`,
/// `./pan`); when `spin` is missing the SPIN column says so.
enum ExploreBenchmark {
    static func run(threads: Int) throws {
        let document = FlowDocument.load(text: ExploreCorpus.tabsNavModal, path: "tabs-nav-modal.flow")
        guard !document.hasErrors else {
            Console.error(document.renderedDiagnostics())
            throw CommandStatus.dataError
        }
        let options = ExploreOptions(depth: 1_000, maxStates: 5_000_000, maxStack: 7,
                                     actions: [.tap, .back, .select, .swipeDown], threads: threads)
        // SPIN first: a child forked later would be charged this process's
        // resident pages in RUSAGE_CHILDREN.
        let spin = runSpin()
        let before = peakResidentBytes(RUSAGE_SELF)
        let cpuBefore = cpuSeconds(RUSAGE_SELF)
        guard let result = document.explore(options: options) else { throw CommandStatus.dataError }
        let flowCPU = cpuSeconds(RUSAGE_SELF) - cpuBefore
        let flowPeak = peakResidentBytes(RUSAGE_SELF)

        Console.out("explore tabs-nav-modal: flow explore (\(threads) threads) and SPIN, same run\n")
        var rows: [(String, String, String)] = [("", "flow explore", "SPIN (pan)")]
        rows.append(("states", "\(result.states)", spin.map { "\($0.states)" } ?? "-"))
        rows.append(("transitions", "\(result.transitions)", spin.map { "\($0.transitions)" } ?? "-"))
        rows.append(("seconds", Printf.string("%.2f", result.seconds), spin.map { Printf.string("%.2f", $0.seconds) } ?? "-"))
        rows.append(("states/s", Printf.string("%.0f", result.statesPerSecond),
                     spin.map { Printf.string("%.0f", $0.seconds > 0 ? Double($0.states) / $0.seconds : 0) } ?? "-"))
        // CPU time, unlike the wall clock, does not depend on what else the machine runs.
        rows.append(("states per CPU second", Printf.string("%.0f", flowCPU > 0 ? Double(result.states) / flowCPU : 0),
                     spin.map { Printf.string("%.0f", $0.cpuSeconds > 0 ? Double($0.states) / $0.cpuSeconds : 0) } ?? "-"))
        rows.append(("bytes per stored state", "\(result.bytesPerState)", spin.map { "\($0.stateVector) (state vector)" } ?? "-"))
        rows.append(("peak memory (MB)", Printf.string("%.0f", Double(flowPeak) / 1e6),
                     spin.map { Printf.string("%.0f", Double($0.peakBytes) / 1e6) } ?? "-"))
        // What a state costs whole: the stored key and graph, and the packed checkpoints of the
        // states waiting on the frontier (issue 53's ≤ 200 bytes is for a stored state).
        rows.append(("peak memory per state (bytes)",
                     Printf.string("%.0f", result.states > 0 ? Double(max(0, flowPeak - before)) / Double(result.states) : 0),
                     spin.map { Printf.string("%.0f", $0.states > 0 ? Double($0.peakBytes) / Double($0.states) : 0) } ?? "-"))
        let widths = (0..<3).map { column in rows.map { [$0.0, $0.1, $0.2][column].count }.max() ?? 0 }
        for row in rows {
            let cells = [row.0, row.1, row.2]
            Console.out(cells.enumerated().map { $1 + String(repeating: " ", count: widths[$0] - $1.count) }
                .joined(separator: "  ") + "\n")
        }
        Console.out("flow search: \(result.isComplete ? "complete" : "cut by " + result.cuts.map(\.rawValue).joined(separator: ", ")); "
                    + "memory before the search \(before / 1_000_000) MB; widest frontier \(result.peakFrontier) states "
                    + "(each kept as a packed checkpoint of the app until expanded); a stored state is a 128-bit key, "
                    + "parent, action and chain length in the visited table and flat arrays, plus its transitions\n")
        if let spin, result.statesPerSecond > 0 {
            let ratio = (Double(spin.states) / spin.seconds) / result.statesPerSecond
            Console.out(Printf.string("SPIN is %.0fx faster in states/s\n", ratio))
        } else if spin == nil {
            Console.out("SPIN: not run (install it: apt-get install -y spin)\n")
        }
    }

    struct SpinFigures {
        var states: Int
        var transitions: Int
        var seconds: Double
        var stateVector: Int
        var peakBytes: Int
        var cpuSeconds: Double
    }

    /// Compiles and runs the model with SPIN; nil when `spin` or `cc` is missing or fails.
    static func runSpin() -> SpinFigures? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flow-bench-spin-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = folder.appendingPathComponent("tabs-nav-modal.pml")
        guard (try? ExploreCorpus.tabsNavModalPromela.write(to: model, atomically: true, encoding: .utf8)) != nil,
              run(["spin", "-a", "tabs-nav-modal.pml"], in: folder) != nil,
              run(["cc", "-O2", "-DSAFETY", "-DNOREDUCE", "-DMEMLIM=8000", "-o", "pan", "pan.c"], in: folder) != nil else {
            return nil
        }
        let started = DispatchTime.now().uptimeNanoseconds
        let cpuBefore = cpuSeconds(RUSAGE_CHILDREN)
        guard let output = run(["./pan", "-m100000"], in: folder) else { return nil }
        let cpu = cpuSeconds(RUSAGE_CHILDREN) - cpuBefore
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        func decimal(before marker: String) -> Double? {
            guard let line = output.split(separator: "\n").first(where: { $0.contains(marker) }) else { return nil }
            return line.split(whereSeparator: { $0 == " " || $0 == "\t" }).compactMap { Double($0) }.first
        }
        func number(before marker: String) -> Int? { decimal(before: marker).map { Int($0) } }
        func number(after marker: String) -> Int? {
            guard let range = output.firstRange(of: marker) else { return nil }
            return output[range.upperBound...].split(separator: " ").compactMap { Int($0.filter { $0.isNumber }) }.first
        }
        guard let states = number(before: "states, stored") else { return nil }
        return SpinFigures(states: states, transitions: number(before: "transitions (=") ?? 0, seconds: seconds,
                           stateVector: number(after: "State-vector") ?? 0,
                           peakBytes: max(peakResidentBytes(RUSAGE_CHILDREN),
                                          Int((decimal(before: "total actual memory usage") ?? 0) * 1e6)),
                           cpuSeconds: cpu)
    }

    /// Runs a command in `folder`; its standard output, or nil when it fails to run or exits non-zero.
    static func run(_ arguments: [String], in folder: URL) -> String? {
        // `env -C` runs it in the folder (SPIN writes its files there).
        guard let finished = try? ChildProcess.run("/usr/bin/env", ["-C", folder.path] + arguments),
              finished.status == 0 else { return nil }
        let data = finished.output
        return String(decoding: data, as: UTF8.self)
    }

    /// User and system CPU seconds of this process or of its finished children.
    static func cpuSeconds(_ who: __rusage_who) -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(who.rawValue), &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// The peak resident size of this process (`RUSAGE_SELF`) or of its largest finished child.
    static func peakResidentBytes(_ who: __rusage_who) -> Int {
        var usage = rusage()
        getrusage(__rusage_who_t(who.rawValue), &usage)
        return usage.ru_maxrss * 1024
    }
}
