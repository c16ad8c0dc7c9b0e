import FlowRuntime

// Findings as the merge meets them: the first time a finding's key is seen
// is on a shortest path (states are merged in breadth-first order), so later
// sightings are dropped. A finding keeps the state and action it happened
// on; paths are read back through the graph at the end.

/// A finding before its path is read back.
struct PendingFinding {
    var kind: ExploreFinding.Kind
    var message: String
    var state: Int
    var action: Int?
    /// For a stack or chain past the bound: where it grew, and the cycle at its
    /// top when there is one (`GrowthFolding` keeps the cycles that add a scene).
    var growth: GrowthSite? = nil
}

/// Where a growth finding's stack grew and the cycle of scenes that repeats at its top.
struct GrowthSite {
    /// "the stack of 'Nav'" or "the presentation chain".
    var stack: String
    /// The repeating scenes, rotated to start at the smallest name; nil when none repeats.
    var cycle: [String]?
}

struct FindingCollector {
    private(set) var pending: [PendingFinding] = []
    private var keys = Set<String>()

    mutating func add(_ kind: ExploreFinding.Kind, _ message: String, state: Int, action: Int?,
                      growth: GrowthSite? = nil) {
        // A dead end is a state: every one is a finding. Others are one per message, whatever
        // instances it numbers: UIKit's warning about `Update#7` presented is the one about
        // `Update#2`, met again in a state the same moves made deeper (the first kept is on a
        // shortest path, and its message and path name the same instances).
        let key = kind == .deadEnd ? "dead-end \(state)" : "\(kind.rawValue) \(FindingCollector.withoutInstanceNumbers(message))"
        guard keys.insert(key).inserted else { return }
        pending.append(PendingFinding(kind: kind, message: message, state: state, action: action, growth: growth))
    }

    /// `message` with each instance number after a name (`Update#7`) left out.
    static func withoutInstanceNumbers(_ message: String) -> String {
        guard message.contains("#") else { return message }
        var result = ""
        result.reserveCapacity(message.utf8.count)
        var characters = message[...]
        while let hash = characters.firstIndex(of: "#") {
            result += characters[..<hash]
            let digits = characters[characters.index(after: hash)...].prefix { $0.isASCII && $0.isNumber }
            let afterName = result.last.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
            if digits.isEmpty || !afterName {
                result.append("#")
                characters = characters[characters.index(after: hash)...]
            } else {
                characters = characters[digits.endIndex...]
            }
        }
        result += characters
        return result
    }

    /// A stack or chain past the bound: one finding per cycle of scenes that
    /// repeats at its top (a push loop), else one per container; `GrowthFolding`
    /// keeps, per stack, those that bring a scene.
    mutating func addGrowth(_ facts: StateFacts, maxStack: Int, state: Int, action: Int) {
        if facts.overflow == nil, let nesting = facts.nesting, let container = nesting.first {
            let path = nesting.map { "'\($0)'" }.joined(separator: " > ")
            add(.growth, "'\(container)' grows by nesting: it ends up inside itself (\(path)), and again inside that",
                state: state, action: action)
            return
        }
        guard let scenes = facts.overflow else { return }
        let what = facts.overflowIn == "presentations" ? "the presentation chain" : "the stack of '\(facts.overflowIn)'"
        let cycle = FindingCollector.cycle(atTopOf: scenes)
        let site = GrowthSite(stack: what, cycle: cycle)
        if let cycle {
            let loop = (cycle + [cycle[0]]).joined(separator: " -> ")
            add(.growth, "\(what) grows without limit: \(loop) (past --max-stack \(maxStack))",
                state: state, action: action, growth: site)
        } else {
            add(.growth, "\(what) grows past --max-stack \(maxStack)", state: state, action: action, growth: site)
        }
    }

    /// The shortest run of scenes that repeats at the top of `scenes` (at
    /// least twice), rotated to start at its smallest name, so one cycle
    /// entered at different scenes is reported once.
    static func cycle(atTopOf scenes: [String]) -> [String]? {
        let count = scenes.count
        guard count >= 2 else { return nil }
        for period in 1...(count / 2) {
            var repeats = true
            for offset in 0..<period where scenes[count - 1 - offset] != scenes[count - 1 - offset - period] {
                repeats = false
                break
            }
            guard repeats else { continue }
            let run = Array(scenes[(count - period)...])
            guard let smallest = run.indices.min(by: { run[$0] < run[$1] }) else { return nil }
            return Array(run[smallest...] + run[..<smallest])
        }
        return nil
    }
}

extension ExploreFinding.Kind {
    /// The finding for a runtime error of `kind`.
    init(_ kind: RuntimeError.Kind) {
        switch kind {
        case .error: self = .error
        case .exception: self = .exception
        case .warning: self = .warning
        // The explorer's interpreters are never given `shouldStop` (the
        // search itself stops between actions); a run cut short is a limit.
        case .limit, .interrupted: self = .limit
        }
    }
}
