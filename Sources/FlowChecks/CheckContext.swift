import FlowGraph
import FlowLang
import FlowStorage

/// One run of the static checks over a checked file: the tables every check
/// reads, built once, and the findings, each reported once.
struct CheckContext {
    let result: CheckResult
    let index: StoryboardIndex
    let facts: NavigationFacts
    let syntax: SyntaxFacts
    let level: WarningLevel
    /// The main file, for the lines of the few findings that quote one.
    let main: SourceFile
    /// The `initial` scene as messages write it (`display`), made once: every
    /// unreachable scene's finding names it.
    let shownInitial: String?
    /// The graph node of each type (`TypeNodes`), so that a subject's node
    /// and its segues' destinations are found without making and hashing
    /// their `Main.Name` ids, a string built and hashed for every reference.
    private let typeNodes: TypeNodes
    /// The type each node stands for, by node position (nil for `nowhere`).
    let nodeTypes: [TypeReference?]
    /// Unwind actions scenes of the files entering this one implement (`StaticChecks.Options.unwindActionsElsewhere`).
    let unwindActionsElsewhere: Set<String>
    /// Where each unwind edge of the graph is written (`IndexedGraph.unwindTriggers`).
    let unwindTriggers: [UnwindTrigger]
    private(set) var findings: [Diagnostic] = []
    /// A finding is reported once, however many paths lead to it.
    private var reported = KeyedTable<FindingPlace, Void>()

    /// Where a finding is, and of which check: what makes two findings one.
    /// A finding's code and range. Kept in a `KeyedTable`, not a `Set`: hashing
    /// each with `Hasher` (and again at every growth) was 1.4 % of `flow
    /// check` on the taps shape, whose check keeps some 6,000 findings.
    private struct FindingPlace: TableKey {
        var code: String?
        var range: SourceRange

        var tableHash: UInt64 {
            let place = (UInt64(range.start) << 32 | UInt64(range.end)) &* 0x9E37_79B9_7F4A_7C15
            return place ^ (code?.tableHash ?? 0)
        }
    }

    /// `launchAnywhere`: the initial scene is put where another file says
    /// (`StaticChecks.Options.enteredFromElsewhere`), so it is placed anywhere.
    /// `launchedAt`: the scene the app launches at, when not the initial one (`StaticChecks.Options.launchedAt`).
    init(result: CheckResult, level: WarningLevel, launchAnywhere: Bool = false, entries: [TypeReference] = [],
         unwindActionsElsewhere: Set<String> = [], launchedAt: TypeReference? = nil) {
        self.result = result
        self.unwindActionsElsewhere = unwindActionsElsewhere
        index = result.index
        shownInitial = result.index.initial.map { CheckContext.display(CheckContext.id($0), in: result.index.name) }
        self.level = level
        let syntax = SyntaxFacts(result.index)
        self.syntax = syntax
        let main = result.sources.first { $0.path == result.index.path } ?? SourceFile(path: result.index.path, bytes: [])
        self.main = main
        // Unnamed: the checks go by node, and name a view controller only in a message.
        let built = GraphBuilder.buildIndexed([result], detail: .navigation, naming: false)
        let typeNodes = built.typeNodes
        var columnStyleSplits: Set<Int> = []
        var managedTabGroups: Set<Int> = []
        for storyboard in result.index.visibleStoryboards {
            for type in storyboard.types.inOrder where type.isColumnStyle {
                if let node = typeNodes.node(of: storyboard.reference(to: type)) { columnStyleSplits.insert(node) }
            }
            for type in storyboard.types.inOrder where type.kind == .tabs && !type.tabGroups.isEmpty {
                for group in type.tabGroups where group.managesNavigation {
                    if let node = storyboard.resolveViewController(group.group).flatMap({ typeNodes.node(of: $0) }) {
                        managedTabGroups.insert(node)
                    }
                }
            }
        }
        let initial = result.index.launchScene.flatMap { typeNodes.node(of: $0) }
        let launch = launchedAt.flatMap { typeNodes.node(of: $0) } ?? initial
        var roots = syntax.statementDestinations.compactMap { typeNodes.node(of: $0.name) }
        if launchAnywhere, let launch { roots.append(launch) }
        if let initial, initial != launch { roots.append(initial) }
        roots += entries.compactMap { typeNodes.node(of: $0) }
        if result.index.initial == nil {
            // No initial scene: the storyboard is entered through references or code, at the scenes
            // nothing in it leads to. They are where its checks start, placed anywhere (issue 52:
            // such storyboards were barely checked).
            roots += Self.entryNodes(built.graph, ends: built.ends, storyboard: result.index.name)
        }
        facts = NavigationFacts(graph: built.graph, ends: built.ends, launch: launch, statementRoots: roots,
                                columnStyleSplits: columnStyleSplits, managedTabGroups: managedTabGroups)
        self.typeNodes = typeNodes
        nodeTypes = built.nodeTypes
        unwindTriggers = built.unwindTriggers
    }

    /// The nodes of `storyboard` that no segue or relationship of the graph leads to (unwinds aside),
    /// and, for scenes that lead only into each other, the outermost of them: GoMap's tag editor is
    /// a tab bar of navigation controllers, one of whose scenes shows the tab bar again, so every
    /// scene of its storyboard is led to, and the storyboard is entered (by reference, by code) at
    /// the tab bar. So the first node in declaration order that nothing reached yet and no container
    /// holds is an entry too, and so on until every node that has such an ancestor is reached.
    /// Linear: each node and edge is visited once.
    static func entryNodes(_ graph: StoryboardGraph, ends: [EdgeEnds], storyboard: String) -> [Int] {
        let count = graph.nodes.count
        var entered = Array(repeating: false, count: count)
        var contained = Array(repeating: false, count: count)
        var forward = Array(repeating: [Int](), count: count)
        for (position, edge) in graph.edges.enumerated() where edge.kind != .unwind {
            let (from, to) = (ends[position].from, ends[position].to)
            guard to >= 0 && to < count && from >= 0 && from < count && from != to else { continue }
            entered[to] = true
            if edge.kind == .relationship { contained[to] = true }
            forward[from].append(to)
        }
        let candidates = graph.nodes.indices.filter { node in
            graph.nodes[node].kind != .nowhere && graph.nodes[node].storyboard == storyboard
        }
        var entries = candidates.filter { !entered[$0] }
        var reached = Array(repeating: false, count: count)
        func reach(from start: Int) {
            var pending = [start]
            reached[start] = true
            while let node = pending.popLast() {
                for next in forward[node] where !reached[next] {
                    reached[next] = true
                    pending.append(next)
                }
            }
        }
        for entry in entries { reach(from: entry) }
        for node in candidates where !reached[node] && !contained[node] {
            entries.append(node)
            reach(from: node)
        }
        return entries
    }

    /// The node `reference` names, by its storyboard and name (`TypeNodes`):
    /// nil for a type that is no node (an animator, a presenter).
    func node(of reference: TypeReference) -> Int? { typeNodes.node(of: reference) }

    /// `reference` with its node, as the checks pass view controllers around.
    func target(_ reference: TypeReference) -> CheckTarget {
        CheckTarget(reference: reference, node: node(of: reference))
    }

    /// `type`, a view controller of this file, with what every check asks of
    /// it: its node, and each segue's destination node. Worked out once per
    /// type, by the references' name ids: no `Main.Name` id is made or hashed
    /// (they were, 2.6 % of `flow check` on the chain shape); messages make
    /// the names they print.
    func subject(_ type: DeclaredType, tables: CheckTables) -> CheckSubject {
        let subject = target(index.reference(to: type))
        return CheckSubject(type: type, target: subject,
                            isPlacedByStatements: subject.node.map { tables.placedByStatements[$0] } ?? false,
                            destinations: type.segues.map { segue in segue.destination.map { self.target($0) } })
    }

    /// The main file's lines (scanned once per file, however often this is asked).
    var lineTable: LineTable { LineTable(main) }

    /// A node's id in the graph: `Main.RecipeList`, as `GraphBuilder` names it.
    static func id(_ reference: TypeReference) -> String { reference.description }

    /// The type the node at `node` stands for, in this storyboard or a direct import.
    func type(node: Int?) -> DeclaredType? {
        guard let node, let reference = nodeTypes[node] else { return nil }
        return index.type(reference)
    }

    /// The type `target` names, when it is a node: in this storyboard or a direct import.
    func type(_ target: CheckTarget) -> DeclaredType? { type(node: target.node) }

    /// The path of the file declaring the node at `node`.
    func path(node: Int?) -> String? {
        guard let node, let reference = nodeTypes[node] else { return nil }
        // Not `visibleStoryboards.first { … }`: that array copies this index
        // and each import, field by field, on every note a finding makes.
        return reference.storyboardID == index.nameSymbol.nameID ? index.path : index.imports[reference.storyboard]?.path
    }

    /// How a node is written in messages: `Detail`, or `Settings.Root` when imported.
    func display(node: Int) -> String { nodeTypes[node].map { display($0) } ?? StoryboardGraph.nowhere }

    /// How `target` is written in messages (made only for a message).
    func display(_ target: CheckTarget) -> String { display(target.reference) }

    /// How `reference` is written in messages.
    func display(_ reference: TypeReference) -> String { CheckContext.display(CheckContext.id(reference), in: index.name) }

    /// `display(id)` as seen from the storyboard named `storyboard`.
    static func display(_ id: String, in storyboard: String) -> String {
        id.hasPrefix(storyboard + ".") ? String(id.dropFirst(storyboard.count + 1)) : id
    }

    /// A note at the declaration of the node at `node`, when it is in a file this check loaded.
    func declarationNote(node: Int?, _ message: String) -> Diagnostic.Note? {
        guard let type = type(node: node), let path = path(node: node) else { return nil }
        return Diagnostic.Note(message: message, path: path, range: type.nameRange)
    }

    /// Reports a finding in this file, unless its check is off or it was reported already.
    mutating func report(_ message: Message, code: WarningCode, at range: SourceRange,
                         notes: [Diagnostic.Note] = [], help: String? = nil, fixIts: [Diagnostic.FixIt] = []) {
        guard level.enables(code) else { return }
        keep(Diagnostic(message, severity: .warning, path: index.path, range: range, notes: notes,
                        help: help, fixIts: fixIts, code: code.rawValue))
    }

    /// Makes room for `count` more findings at once (a join of runs knows how
    /// many it has): growing by doubling left up to half the array empty.
    mutating func reserveFindings(_ count: Int) {
        findings.reserveCapacity(findings.count + count)
    }

    /// Keeps `finding` unless one of its code was kept at its range already.
    mutating func keep(_ finding: Diagnostic) {
        guard reported.insert(FindingPlace(code: finding.code, range: finding.range)) else { return }
        findings.append(finding)
    }
}

/// A view controller the checks name: a subject or a segue's destination,
/// with its node in the graph (nil when it is none).
struct CheckTarget: Equatable {
    let reference: TypeReference
    let node: Int?
}

/// A view controller of the checked file, as every check on it sees it (`CheckContext.subject`).
struct CheckSubject {
    let type: DeclaredType
    /// Its reference and node.
    let target: CheckTarget
    /// Whether a statement instantiates it: its place is then unknown (read
    /// only with `node`, so false for a type without one).
    let isPlacedByStatements: Bool
    /// For each of `type.segues`, in order, its destination; nil when it has none.
    let destinations: [CheckTarget?]

    /// Its node's position in the graph.
    var node: Int? { target.node }

    /// Its node, when it is reached from launch and placed by the graph alone:
    /// the view controllers whose place the routing and unwind checks can know.
    func placedNode(in facts: NavigationFacts) -> Int? {
        guard let node, facts.reachable[node], !isPlacedByStatements else { return nil }
        return node
    }
}
