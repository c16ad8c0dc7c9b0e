import FlowModel
import FlowVocabulary
import FlowRuntime

// A state is what a person could tell apart (issue 18): the window's
// hierarchy — containers, stacks, selected tabs, split state, the
// presentation chain with resolved styles —, the width class and the
// variables (instance variables with their instances, the globals). Not the
// instances' names (`#2`), the clock, nor whether a view has loaded: two
// runs that differ only there look the same to a person.
//
// The canonical form is a walk of the hierarchy from the window's root in
// a fixed order (children in order, then what a controller presents), with
// variables sorted by name. It is never stored: it is folded into a 128-bit
// hash as it is walked (two independent 64-bit mixes), which is what the
// visited set keeps. Hasher is not used: it is seeded per process, and
// the results must not depend on the run.

/// A state's 128-bit canonical hash.
public struct StateKey: Hashable, Sendable {
    /// The first 64 bits.
    public var high: UInt64
    /// The second 64 bits.
    public var low: UInt64

    /// The key as 32 hexadecimal digits, for JSON and debugging.
    public var hex: String {
        func padded(_ word: UInt64) -> String {
            let digits = String(word, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return padded(high) + padded(low)
    }
}

/// What the search needs to know about a state besides its key.
struct StateFacts {
    var key: StateKey
    /// The longest navigation stack and the presentation chain's length.
    var longestStack = 0
    var chain = 0
    /// The scenes of a stack or chain longer than the bound, bottom first.
    var overflow: [String]?
    /// The name of the container that overflowed (or `presentations`).
    var overflowIn = ""
    /// A container inside itself, as the containers from the outer one to
    /// the inner one (`T`, `M`, `T`): growth by nesting, which no single
    /// stack shows (`navigation N { root A }`, `A` shows `T`, `tabs T { M }`,
    /// `navigation M { root A }` pushes tab bars inside tab bars for ever).
    var nesting: [String]?
    /// The catalog number of the visible scene; nil when it has none.
    var visible: UInt64?
}

/// Folds a state into a `StateKey` while walking it.
struct StateHasher {
    private var first: UInt64 = 0xcbf2_9ce4_8422_2325
    private var second: UInt64 = 0x9e37_79b9_7f4a_7c15

    mutating func add(_ word: UInt64) {
        first = (first ^ word) &* 0x0000_0100_0000_01b3
        var mixed = second ^ (word &+ 0x9e37_79b9_7f4a_7c15)
        mixed = (mixed ^ (mixed >> 30)) &* 0xbf58_476d_1ce4_e5b9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94d0_49bb_1331_11eb
        second = mixed ^ (mixed >> 31)
    }

    mutating func add(_ text: String) {
        var word: UInt64 = 0
        var shift: UInt64 = 0
        for byte in text.utf8 {
            word |= UInt64(byte) << shift
            shift += 8
            if shift == 64 {
                add(word)
                word = 0
                shift = 0
            }
        }
        add(word ^ (UInt64(text.utf8.count) << 56))
    }

    mutating func add(_ value: Value) {
        switch value {
        case .integer(let number): add(1); add(UInt64(bitPattern: Int64(number)))
        case .decimal(let number): add(2); add(number.bitPattern)
        case .string(let text): add(3); add(text)
        case .boolean(let flag): add(4); add(flag ? 1 : 0)
        case .nil: add(5)
        case .instance(_, let name): add(6); add(name)
        case .word(let word): add(7); add(word)
        case .list(let values):
            add(8)
            add(UInt64(values.count))
            for element in values { add(element) }
        }
    }

    var key: StateKey { StateKey(high: first, low: second) }
}

/// Walks an app's hierarchy into `StateFacts`.
struct StateReader {
    /// Scene name → a small number, the same in every worker.
    let sceneNumbers: [String: UInt64]
    /// The same numbers by the storyboard's own (`ControllerTable.sceneNumber(of:)`): a
    /// controller's is an index here, where a lookup by its scene's name hashed the name.
    let sceneNumbersByModelNumber: [UInt64?]
    /// By scene number: whether the scene declares instance variables.
    let scenesWithVariables: [Bool]
    let maxStack: Int

    init(sceneNumbers: [String: UInt64], storyboard: Storyboard, scenesWithVariables: [Bool], maxStack: Int) {
        self.sceneNumbers = sceneNumbers
        sceneNumbersByModelNumber = storyboard.sceneNamesByNumber.map { sceneNumbers[$0] }
        self.scenesWithVariables = scenesWithVariables
        self.maxStack = maxStack
    }

    /// The number of `id`'s scene, by the storyboard's number when it has one.
    private func number(of id: InstanceID, in table: ControllerTable) -> UInt64? {
        if let made = table.sceneNumber(of: id), made < sceneNumbersByModelNumber.count {
            return sceneNumbersByModelNumber[made]
        }
        return table.scene(of: id).flatMap { sceneNumbers[$0] }
    }

    /// The facts of the state `interpreter` is in; marks every scene seen in `seen`.
    func read(_ interpreter: Interpreter, seen: inout [Bool]) -> StateFacts {
        var hasher = StateHasher()
        var facts = StateFacts(key: StateKey(high: 0, low: 0))
        guard let app = interpreter.app else {
            hasher.add(0xffff)
            facts.key = hasher.key
            return facts
        }
        hasher.add(app.width == .regular ? 1 : 0)
        // The More list's customizing sheet up, or not (the tab bar's place in the walk says which).
        hasher.add(app.customizedTabBar == nil ? 0 : 1)
        facts.visible = app.visible.flatMap { number(of: $0, in: app.controllers) }
        var containers: [String] = []
        if let root = app.root {
            walk(root, in: app, hasher: &hasher, facts: &facts, seen: &seen, chain: 0, containers: &containers)
        }
        let globals = interpreter.globalValues
        if !globals.isEmpty {
            hasher.add(0xfeed)
            for name in globals.keys.sorted() {
                hasher.add(name)
                if let value = globals[name] { hasher.add(value) }
            }
        }
        facts.key = hasher.key
        return facts
    }

    // Reads fields through the controller table's accessors, and the others
    // through the controller's slot (`withSlot`), never a whole `Controller`
    // (a copy, with its retains).
    //
    // `containers` holds the scenes of the containers holding `id` within its
    // presentation (a presentation starts a tree of its own: a chain that
    // grows is the chain's finding).
    //
    // `onScreen`: whether `id` is shown, which is what reaching a scene means. A tab bar's tabs
    // but the shown one are not (UIKit loads a tab's view when it is first selected); each is
    // reached when the explorer selects it, and one the tab bar's delegate refuses
    // (`select X when false`: iNaturalist's Observe placeholder) never is, where every tab had
    // counted as reached with the tab bar.
    private func walk(_ id: InstanceID, in app: App, hasher: inout StateHasher, facts: inout StateFacts,
                      seen: inout [Bool], chain: Int, containers: inout [String], onScreen: Bool = true) {
        let table = app.controllers
        guard let kind = table.kind(of: id) else { return }
        let number = number(of: id, in: table)
        if let number {
            hasher.add(number)
            if onScreen { seen[Int(number)] = true }
        } else {
            hasher.add(table.scene(of: id) ?? "")
        }
        let children = table.children(of: id)
        hasher.add(UInt64(children.count))
        switch kind {
        case .tabs, .pages:
            // As a bit pattern: a tab bar showing More's list selects -1 (UIKit's NSNotFound).
            hasher.add(UInt64(bitPattern: Int64(table.withSlot(id) { $0.pointee.selectedIndex } ?? 0)))
        case .split: hasher.add(table.withSlot(id) { $0.pointee.split.isCollapsed } == true ? 1 : 0)
        case .navigation:
            // A hidden bar has no back button, and the swipe back does not begin under it.
            hasher.add(table.withSlot(id) { $0.pointee.navigation.isNavigationBarHidden } == true ? 1 : 0)
            hasher.add(table.withSlot(id) { $0.pointee.navigation.isToolbarHidden } == true ? 1 : 0)
            facts.longestStack = max(facts.longestStack, children.count)
            if children.count > maxStack, facts.overflow == nil {
                facts.overflow = children.compactMap { table.scene(of: $0) }
                facts.overflowIn = table.scene(of: id) ?? ""
            }
        case .search:
            // Typed or not: whether the results controller shows, and what takes touches.
            hasher.add(table.withSlot(id) { $0.pointee.search.text } == nil ? 0 : 1)
        case .content, .container:
            // A scene's search controller lives while the scene does, active or not: the scope its
            // bar has selected is what the next activation shows (kept in the key even while hidden;
            // the first scope, selected at first, adds nothing, as before any search was made).
            if let search = table.withSlot(id, { $0.pointee.search.controller }) ?? nil,
               let scope = table.withSlot(search, { $0.pointee.search.scope }), scope != 0 {
                hasher.add(UInt64(scope))
            }
        }
        if number.map({ scenesWithVariables[Int($0)] }) ?? true, let variables = table.withSlot(id, { $0.pointee.variables }),
           !variables.isEmpty {
            hasher.add(0xbeef)
            for name in variables.keys.sorted() {
                hasher.add(name)
                if let value = variables[name] { hasher.add(value) }
            }
        }
        let isContainer = kind != .content
        if isContainer {
            let scene = table.scene(of: id) ?? ""
            if facts.nesting == nil, let outer = containers.lastIndex(of: scene) {
                facts.nesting = Array(containers[outer...]) + [scene]
            }
            containers.append(scene)
        }
        // A tab bar's More holds the tabs past its bar (TabBarController.swift).
        let shownTab = kind == .tabs ? app.tabBar(id).shownTab : nil
        for child in kind == .tabs ? app.hierarchyChildren(of: id) : children {
            walk(child, in: app, hasher: &hasher, facts: &facts, seen: &seen, chain: chain, containers: &containers,
                 onScreen: onScreen && (kind != .tabs || child == shownTab))
        }
        if isContainer { containers.removeLast() }
        hasher.add(0xc105e)
        if let presented = table.presented(by: id) {
            let style = table.withSlot(presented) { $0.pointee.presentation.style } ?? nil
            hasher.add(0x9e5e47 &+ UInt64(style.map { PresentationStyle.allCases.firstIndex(of: $0) ?? 99 } ?? 98))
            // A sheet's detent decides whether what is under it takes taps.
            if let detent = app.sheet(presented).selectedDetent { hasher.add(detent.text) }
            let longer = chain + 1
            facts.chain = max(facts.chain, longer)
            if longer > maxStack, facts.overflow == nil {
                // The chain's scenes, read back through the presenting links.
                var scenes: [String] = []
                var current: InstanceID? = presented
                while let link = current, table.presenting(link) != nil {
                    scenes.append(table.scene(of: link) ?? "")
                    current = table.presenting(link).map { app.viewController($0).presentationRoot }
                }
                facts.overflow = scenes.reversed()
                facts.overflowIn = "presentations"
            }
            var presentedContainers: [String] = []
            walk(presented, in: app, hasher: &hasher, facts: &facts, seen: &seen, chain: longer,
                 containers: &presentedContainers)
        }
    }
}
