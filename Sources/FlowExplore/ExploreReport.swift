import FlowFiles
import FoundationEssentials

// How `flow explore` prints a result: text for people (a summary table,
// then each finding with its path as a script), JSON for tools. Timing is
// left out unless asked for, so the goldens do not churn.

/// Renders an exploration's result.
public struct ExploreReport {
    /// The result to render.
    public var result: ExploreResult
    /// The covering tests, when `--tests` wrote them.
    public var tests: GeneratedTests?
    /// Whether to include the timing (states/s, seconds) and memory.
    public var includesTiming: Bool

    /// A report of `result`.
    public init(result: ExploreResult, tests: GeneratedTests? = nil, includesTiming: Bool = true) {
        self.result = result
        self.tests = tests
        self.includesTiming = includesTiming
    }

    /// The text report: the summary table, the findings, each with its path.
    public func text() -> String {
        var out = "explore \(result.path)\n"
        let coverage = result.coverage
        var rows: [(String, String)] = [
            ("states", "\(result.states)"),
            ("transitions", "\(result.transitions)"),
            ("depth", "\(result.depth)"),
            ("search", result.isComplete ? "complete" : "cut short by " + result.cuts.map(ExploreReport.describe).joined(separator: ", ")),
            ("scenes reached", "\(coverage.scenes) of \(coverage.sceneTotal)"),
            ("segues fired", "\(coverage.segues) of \(coverage.segueTotal)"),
            ("unwinds performed", "\(coverage.unwinds) of \(coverage.unwindTotal)"),
            ("controls tapped", "\(coverage.controls) of \(coverage.controlTotal)"),
        ]
        if includesTiming {
            rows.append(("time", Printf.string("%.2f s, %.0f states/s", result.seconds, result.statesPerSecond)))
            rows.append(("stored", "\(result.bytesPerState) bytes per state"))
        }
        let counts = Dictionary(grouping: result.findings, by: \.kind).mapValues(\.count)
        for kind in ExploreFinding.Kind.allCases {
            if let count = counts[kind] { rows.append(("findings: \(kind.rawValue)", "\(count)")) }
        }
        if let tests {
            rows.append(("tests written", "\(tests.tests) (\(tests.steps) steps)"))
            rows.append(("tests cover", "segues \(tests.segues) of \(tests.reachableSegues) reachable, "
                         + "unwinds \(tests.unwinds) of \(tests.reachableUnwinds), "
                         + "scenes \(tests.scenes), states \(tests.states)"))
        }
        let width = rows.map(\.0.count).max() ?? 0
        for (name, value) in rows {
            out += "  " + name + String(repeating: " ", count: width - name.count) + "  " + value + "\n"
        }
        for (number, finding) in result.findings.enumerated() {
            out += "\n\(number + 1). \(finding.kind.rawValue): \(finding.message)\n"
            if !finding.path.isEmpty {
                if result.launchWidth != .compact { out += "    launch \(result.launchWidth.rawValue)\n" }
                for action in finding.path { out += "    \(action)\n" }
            } else if finding.kind.isReachable {
                out += "    (at the launch)\n"
            }
        }
        return out
    }

    /// The JSON report (keys sorted, for tools and goldens).
    public func json() -> String {
        let coverage = result.coverage
        let document = ExploreJSON(
            file: result.path, states: result.states, transitions: result.transitions, depth: result.depth,
            complete: result.isComplete, cuts: result.cuts.map(\.rawValue), coverage: coverage,
            findings: result.findings,
            timing: includesTiming ? ExploreJSON.Timing(seconds: result.seconds, statesPerSecond: result.statesPerSecond,
                                                         bytesPerState: result.bytesPerState) : nil,
            tests: tests.map { ExploreJSON.Tests(count: $0.tests, steps: $0.steps, segues: $0.segues,
                                                 reachableSegues: $0.reachableSegues, unwinds: $0.unwinds,
                                                 reachableUnwinds: $0.reachableUnwinds, scenes: $0.scenes,
                                                 states: $0.states) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// A cut in words.
    static func describe(_ cut: ExploreCut) -> String {
        switch cut {
        case .depth: return "--depth"
        case .maxStates: return "--max-states"
        case .maxStack: return "--max-stack (states past it not stored)"
        case .nesting: return "a container inside itself (states past it not stored)"
        case .interrupted: return "an interrupt (what was found so far)"
        }
    }
}

/// The JSON shape of `flow explore --format json`.
struct ExploreJSON: Encodable {
    struct Timing: Encodable {
        var seconds: Double
        var statesPerSecond: Double
        var bytesPerState: Int
    }
    struct Tests: Encodable {
        var count: Int
        var steps: Int
        var segues: Int
        var reachableSegues: Int
        var unwinds: Int
        var reachableUnwinds: Int
        var scenes: Int
        var states: Int
    }
    var file: String
    var states: Int
    var transitions: Int
    var depth: Int
    var complete: Bool
    var cuts: [String]
    var coverage: ExploreCoverage
    var findings: [ExploreFinding]
    var timing: Timing?
    var tests: Tests?
}

extension ExploreFinding.Kind {
    /// Whether findings of this kind are reached (have a path), as opposed to never reached.
    var isReachable: Bool {
        switch self {
        case .exception, .warning, .error, .limit, .unwindWithoutDestination, .deadEnd, .undismissable, .growth: return true
        case .unreachedScene, .unfiredSegue, .unfiredUnwind, .untappedControl: return false
        }
    }
}
