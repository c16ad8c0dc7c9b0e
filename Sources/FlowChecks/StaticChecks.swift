import FlowGraph
import FlowLang

/// The UIKit-aware static checks (`W101` …): what Xcode shows only on a
/// device, found at check time from the storyboard's navigation graph.
///
/// They run only on a file that parsed and resolved without errors, above
/// the front end (FlowLang stays free of the graph), and are called by
/// `flow check` and by FlowKit's `FlowDocument`.
public enum StaticChecks {
    /// What to run and how to report it.
    public struct Options: Hashable, Sendable {
        /// Which checks run (`--warnings`).
        public var level: WarningLevel
        /// Whether findings are errors rather than warnings (`--strict`).
        public var strict: Bool
        /// Whether the file is a storyboard another file enters (`flow check`
        /// of an app's entry checks its imports so): where its `initial` scene
        /// is put — pushed, presented, in a tab — is the entering file's
        /// business, so the checks take it to be anywhere, as they take a scene
        /// a statement instantiates, and say nothing of its placement.
        public var enteredFromElsewhere: Bool
        /// Scenes of the file that other files of the program lead to (`destinationsElsewhere`
        /// of the files that import it): entered there, they are reached as its initial scene is
        /// (openHAB's and Open Food Facts' scanner results, presented by another storyboard's code).
        public var entries: [TypeReference] = []
        /// Unwind actions that scenes of the files entering this one implement (`unwindActionsImplemented`
        /// of its importers, and of theirs): one of those scenes may be below a scene of this file, which
        /// this file's graph does not show, so W103 says nothing of unwinds to them (Habitica's settings,
        /// presented by the main menu, which implements `unwindToList`).
        public var unwindActionsElsewhere: Set<String> = []
        /// The scene of the file an app launches at, the window's root, when it is not the file's
        /// initial one (an imported app's `initial Main.SetupViewController`, set as the root by its
        /// delegate): placed where the initial scene would be; the initial scene is then entered
        /// elsewhere (the code sets it as the root later), placed anywhere.
        public var launchedAt: TypeReference?

        /// Options for `level`, findings as errors when `strict`.
        public init(level: WarningLevel = .default, strict: Bool = false, enteredFromElsewhere: Bool = false) {
            self.level = level
            self.strict = strict
            self.enteredFromElsewhere = enteredFromElsewhere
        }
    }

    /// The scenes of other storyboards that the file checked in `result` leads to by a segue, a
    /// relationship, or a move in a control's action or a hook (`segue "go" { push Settings.Detail }`,
    /// an imported app's code instantiating another storyboard's scene by identifier): what `flow
    /// check` of an app gives each storyboard it then checks as its `Options.entries`.
    public static func destinationsElsewhere(_ result: CheckResult) -> [TypeReference] {
        let index = result.index
        let own = index.nameSymbol.nameID
        var found: [TypeReference] = []
        func noteMoves(of body: Block) {
            for move in ActionMoves(body).moves {
                switch move {
                case .navigate(_, let destination), .root(let destination):
                    if let target = index.resolvedType(destination), target.storyboardID != own { found.append(target) }
                case .unwind:
                    break
                }
            }
        }
        for type in index.types.inOrder {
            for segue in type.segues {
                if let destination = segue.destination, destination.storyboardID != own { found.append(destination) }
                if let body = segue.options.perform { noteMoves(of: body) }
            }
            for child in type.children {
                if let target = child.target, target.storyboardID != own { found.append(target) }
            }
            for hook in type.hooks.inOrder { noteMoves(of: hook.body) }
        }
        return found
    }

    /// The unwind actions the scenes of `result`'s own storyboard implement: what `flow check` of an
    /// app gives each storyboard they lead to as its `Options.unwindActionsElsewhere`.
    public static func unwindActionsImplemented(_ result: CheckResult) -> Set<String> {
        var found: Set<String> = []
        for type in result.index.types.inOrder {
            for declared in type.unwindActions.inOrder { found.insert(declared.declaredName.text) }
        }
        return found
    }

    /// The findings of every enabled check on `result`'s main file, without
    /// the ones an allow comment silences, sorted by position. Empty when the
    /// file has errors: the checks need a file that resolves.
    public static func findings(_ result: CheckResult, options: Options = Options()) -> [Diagnostic] {
        guard !result.hasErrors, options.level != .none else { return [] }
        var suppressions = LazySuppressions(result)
        return findings(result, options: options, suppressions: &suppressions)
    }

    /// `findings(_:options:)` with the main file's allow comments, read at most
    /// once for both this and `apply` (on a large file, reading them means
    /// scanning every line), and only when something is to be filtered.
    private static func findings(_ result: CheckResult, options: Options,
                                 suppressions: inout LazySuppressions) -> [Diagnostic] {
        guard !result.hasErrors, options.level != .none else { return [] }
        let pass = FindingsPass(result, options: options)
        return finished(pass.findings(of: pass.viewControllers.indices, andGlobals: true), options: options,
                        suppressions: &suppressions)
    }

    /// `findings` without those an allow comment silences, as errors under
    /// `--strict`, sorted by position.
    static func finished(_ findings: [Diagnostic], options: Options, suppressions: inout LazySuppressions) -> [Diagnostic] {
        var findings = findings
        if !findings.isEmpty, let allowed = suppressions.comments {
            findings.removeAll { finding in finding.code.map { allowed.allows($0, at: finding.range.start) } ?? false }
        }
        if options.strict {
            for position in findings.indices { findings[position].severity = .error }
        }
        // Ordered by offset, then code, then as found. Positions are sorted,
        // not the findings: comparing two findings as tuples copied both
        // codes out for each of the sort's comparisons.
        let order = findings.indices.sorted { left, right in
            let (leftStart, rightStart) = (findings[left].range.start, findings[right].range.start)
            if leftStart != rightStart { return leftStart < rightStart }
            let (leftCode, rightCode) = (findings[left].code ?? "", findings[right].code ?? "")
            if leftCode != rightCode { return leftCode < rightCode }
            return left < right
        }
        findings.permute(into: order)
        return findings
    }

    /// `result` with the static checks' findings added to its diagnostics.
    /// The front end's `unknown-unwind-action` warning becomes check W102:
    /// it gets the code, obeys `--warnings`, allow comments and `--strict`.
    ///
    /// `early` is the findings when they were worked out before the checker
    /// ran (`findings` on `IndexedFiles.unchecked`, with the same options),
    /// so that both could run at once; they are dropped if `result` has errors.
    public static func apply(to result: CheckResult, options: Options = Options(),
                             early: [Diagnostic]? = nil) -> CheckResult {
        var suppressions = LazySuppressions(result)
        var diagnostics = result.diagnostics
        // Rewritten in place, and only when there is one to rewrite: a clean
        // file's report is its static checks' findings, not a copy of them.
        if diagnostics.contains(where: { $0.id == WarningCode.w102.id && $0.severity == .warning }) {
            var kept = 0
            for position in diagnostics.indices {
                if diagnostics[position].id == WarningCode.w102.id, diagnostics[position].severity == .warning {
                    guard options.level.enables(.w102) else { continue }
                    if diagnostics[position].path == result.index.path,
                       suppressions.comments?.allows(WarningCode.w102.rawValue,
                                                     at: diagnostics[position].range.start) == true {
                        continue
                    }
                    diagnostics[position].code = WarningCode.w102.rawValue
                    if options.strict { diagnostics[position].severity = .error }
                }
                diagnostics.swapAt(kept, position)  // the kept ones move up, in order
                kept += 1
            }
            diagnostics.removeLast(diagnostics.count - kept)
        }
        let findings: [Diagnostic]
        if let early {
            findings = result.hasErrors ? [] : early
        } else {
            findings = self.findings(result, options: options, suppressions: &suppressions)
        }
        if diagnostics.isEmpty { diagnostics = findings } else { diagnostics += findings }
        let list = DiagnosticList(diagnostics)
        var checked = result
        checked.diagnostics = list.finalized(lineTables: list.lineTables(of: result.sources))
        return checked
    }
}

/// The main file's allow comments, read the first time a finding asks: reading
/// them scans the file's lines, which a file with nothing to report never needs.
struct LazySuppressions {
    private let main: SourceFile?

    init(_ result: CheckResult) {
        main = result.sources.first { $0.path == result.index.path }
    }

    /// The comments; nil when the main file is not among the sources.
    lazy var comments: Suppressions? = main.map(Suppressions.init)
}

extension Array {
    /// Reorders the elements in place so that the element at `order[k]`
    /// ends at `k`, one cycle of the permutation at a time: `order.map { self[$0] }`
    /// would hold a second copy of the array (thousands of findings on a
    /// large file) while the first still lives. Elements are swapped, never
    /// copied. `order` must be a permutation of `indices`.
    mutating func permute(into order: [Int]) {
        var placed = [Bool](repeating: false, count: count)
        for start in indices where !placed[start] {
            // Follow the cycle through `start`: position k takes the element from order[k].
            var position = start
            placed[position] = true
            while order[position] != start {
                swapAt(position, order[position])
                let next = order[position]
                placed[next] = true
                position = next
            }
        }
    }
}
