import FlowKit

/// A move from one screen to another: the scene on top before, what was
/// tapped, the scene on top after, and whether the tap stopped with an error
/// (a UIKit exception, an unwind with no destination…).
struct Transition: Hashable {
    var from: String
    var action: String
    var to: String
    var failed: Bool
}

/// What a crawl found: the screens in the order they were first seen, and the transitions.
struct ScreenMap {
    var screens: [String] = []
    var transitions: [Transition] = []
    var statesVisited = 0

    mutating func add(screen: String) {
        if !screens.contains(screen) { screens.append(screen) }
    }

    mutating func add(_ transition: Transition) {
        add(screen: transition.from)
        add(screen: transition.to)
        if !transitions.contains(transition) { transitions.append(transition) }
    }
}

/// Walks every control reachable from launch: in each state it taps every
/// tappable control in turn, records where that leads, explores the new state
/// (depth first, up to `maxDepth` taps from launch, each distinct hierarchy
/// once), then undoes the tap. One session does it all; `undo` relaunches and
/// replays, so every state is reached exactly as a person would reach it.
struct Crawler {
    let session: Session
    var maxDepth = 6
    var maxStates = 500

    private var seen: Set<HierarchySnapshot> = []
    private var map = ScreenMap()

    init(session: Session, maxDepth: Int, maxStates: Int) {
        self.session = session
        self.maxDepth = maxDepth
        self.maxStates = maxStates
    }

    mutating func crawl() -> ScreenMap {
        if let start = session.snapshot() { seen.insert(start) }
        if let screen = session.visibleScene { map.add(screen: screen) }
        explore(depth: 0)
        map.statesVisited = seen.count
        return map
    }

    private mutating func explore(depth: Int) {
        guard depth < maxDepth, let before = session.snapshot() else { return }
        let from = session.visibleScene ?? "?"
        for (label, statement) in actions() {
            guard seen.count < maxStates else { return }
            let result = session.run(statement)
            guard result.accepted else { continue }
            if let after = session.snapshot(), after != before || result.error != nil {
                map.add(Transition(from: from, action: label, to: session.visibleScene ?? "?",
                                   failed: result.error != nil))
                if result.error == nil, seen.insert(after).inserted { explore(depth: depth + 1) }
            }
            session.undo()
        }
    }

    /// What a person can do now: tap each control (qualified by its scene when
    /// two scenes on screen have a control of that name).
    private func actions() -> [(label: String, statement: String)] {
        let controls = session.tappableControls
        var scenesByName: [String: Set<String>] = [:]
        for control in controls { scenesByName[control.name, default: []].insert(control.scene) }
        return controls.map { control in
            let ambiguous = (scenesByName[control.name]?.count ?? 0) > 1
            return (control.name, ambiguous ? control.qualifiedTap : "tap \(control.name)")
        }
    }
}
