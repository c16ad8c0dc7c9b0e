// The storyboards of one `flow import` run, named and linked: each one's flow
// storyboard name, each controller's flow name, and where each storyboard
// reference leads — a scene of another storyboard on the command line (an
// `import`), a scene of the same storyboard, or a placeholder scene.

/// Where a name in the output leads.
enum ResolvedTarget: Equatable {
    /// A scene of this file, or `Storyboard.Scene` / `Storyboard` of an import.
    case name([String])
    /// Nothing: the destination id names no controller.
    case missing
}

/// A placeholder scene standing for a reference flow cannot follow.
struct Placeholder: Equatable {
    var name: String
    var comment: String
}

struct StoryboardSet {
    var storyboards: [Storyboard]
    /// Each storyboard's flow name, by index.
    var flowNames: [String]
    /// Controller id to flow name, per storyboard.
    var sceneNames: [[String: String]]
    /// Per storyboard: reference controller id to its target.
    var references: [[String: ResolvedTarget]]
    /// Per storyboard: the placeholders it declares, by reference controller id.
    var placeholders: [[String: Placeholder]]
    /// Per storyboard: the indices of the storyboards it imports, in first-use order.
    var imports: [[Int]]
    /// Per storyboard: relationship and embed segues (`controllerID#segueIndex`)
    /// left out because they would make a controller contain itself.
    var cyclicRelationships: [Set<String>]
    /// Every storyboard identifier by itself and by its lowercased spelling
    /// (the first of a spelling winning): SwiftGen's scene cases differ from
    /// it by case.
    var storyboardIdentifiers: [String: String] = [:]
    /// Per storyboard: the navigation controllers made in code around what code
    /// instantiates (CodeNavigation), by that instantiation.
    var codeNavigations: [[CodeTrigger.Instantiation: String]] = []
    /// Each storyboard's index by its name, and by its lowercased name (the first of a
    /// spelling winning): code may name one by an enum case declared elsewhere (`named:
    /// .search` for `Search`), which is all the reader knows of it.
    private var storyboardsByName: [String: Int] = [:]
    /// Per storyboard: each controller's id by its storyboard identifier (the first to have it), so
    /// that finding the scene a call instantiates is a lookup, not a scan of every controller.
    private var idsByIdentifier: [[String: String]] = []

    /// `sources` adds the storyboards code reaches to the imports: a class of
    /// a scene here that instantiates a controller of another storyboard
    /// (by its name, or by a storyboard identifier only that one has).
    init(storyboards: [Storyboard], flowNames: [String], sources: SourceIndex = SourceIndex()) {
        self.storyboards = storyboards
        self.flowNames = flowNames
        let count = storyboards.count
        sceneNames = Array(repeating: [:], count: count)
        references = Array(repeating: [:], count: count)
        placeholders = Array(repeating: [:], count: count)
        imports = Array(repeating: [], count: count)
        cyclicRelationships = storyboards.map(Self.cyclicRelationships)
        idsByIdentifier = storyboards.map { storyboard in
            var ids: [String: String] = [:]
            for controller in storyboard.controllers {
                if let identifier = controller.storyboardIdentifier, ids[identifier] == nil { ids[identifier] = controller.id }
            }
            return ids
        }
        for (index, storyboard) in storyboards.enumerated().reversed() { storyboardsByName[storyboard.name.lowercased()] = index }
        for (index, storyboard) in storyboards.enumerated().reversed() { storyboardsByName[storyboard.name] = index }
        for identifier in storyboards.flatMap(\.controllers).compactMap(\.storyboardIdentifier).reversed() {
            storyboardIdentifiers[identifier.lowercased()] = identifier
        }
        for identifier in storyboards.flatMap(\.controllers).compactMap(\.storyboardIdentifier) {
            storyboardIdentifiers[identifier] = identifier
        }
        let byName = Dictionary(storyboards.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        var edges = keptEdges(byName: byName)
        for (index, targets) in codeEdges(byName: byName, sources: sources).enumerated() {
            for target in targets where !edges[index].contains(target) { edges[index].append(target) }
        }
        for index in 0..<count {
            let reserved = Set(edges[index].map { flowNames[$0] } + [flowNames[index]])
            sceneNames[index] = SceneNaming.names(for: storyboards[index], reserved: reserved)
        }
        for index in 0..<count { link(index, byName: byName, edges: edges[index]) }
        // What code reaches is imported too, after what references reach.
        for index in 0..<count {
            for target in edges[index] where !imports[index].contains(target) { imports[index].append(target) }
        }
    }

    /// Per storyboard, the other storyboards its scenes' classes instantiate
    /// controllers of, and those that implement the unwind actions its unwind
    /// segues use when none of its own scenes does: UIKit looks for an unwind
    /// destination in the whole hierarchy, whichever storyboard made it, so
    /// the check of this file must see those scenes (an import does that; the
    /// loader takes cycles).
    private func codeEdges(byName: [String: Int], sources: SourceIndex) -> [[Int]] {
        guard !sources.isEmpty else { return Array(repeating: [], count: storyboards.count) }
        var implementers: [String: [Int]] = [:]
        for (index, storyboard) in storyboards.enumerated() {
            for custom in Set(storyboard.controllers.compactMap(\.customClass)) {
                for action in sources.unwindActions(of: FlowNames.className(custom)) {
                    for selector in [action.selector] + action.alternatives where implementers[selector]?.contains(index) != true {
                        implementers[selector, default: []].append(index)
                    }
                }
            }
        }
        var holders: [String: [Int]] = [:]
        var classHolders: [String: Set<Int>] = [:]
        for (index, storyboard) in storyboards.enumerated() {
            for identifier in storyboard.controllers.compactMap(\.storyboardIdentifier) {
                holders[identifier, default: []].append(index)
                holders[identifier.lowercased(), default: []].append(index)
            }
            for custom in storyboard.controllers.compactMap(\.customClass) {
                classHolders[FlowNames.className(custom), default: []].insert(index)
            }
        }
        return storyboards.enumerated().map { index, storyboard in
            var targets: [Int] = []
            for controller in storyboard.controllers {
                for trigger in sources.codeTriggers(ofScene: controller) {
                    guard let made = trigger.action.made else { continue }
                    var target: Int?
                    if let name = made.storyboard {
                        target = storyboardIndex(named: name)
                    } else if let type = made.ofClass {
                        // The one storyboard with a scene of that class (with several, which one is not known).
                        if let found = classHolders[type], found.count == 1, !found.contains(index) { target = found.first }
                    } else if let identifier = made.identifier, !storyboard.controllers.contains(where: { $0.storyboardIdentifier == identifier }) {
                        let candidates = holders[identifier] ?? holders[identifier.lowercased()] ?? []
                        if Set(candidates).count == 1 { target = candidates.first }
                    }
                    if let target, target != index, !targets.contains(target) { targets.append(target) }
                }
            }
            for selector in Set(storyboard.controllers.flatMap { $0.segues.compactMap(\.unwindAction) }) {
                let found = implementers[selector] ?? []
                guard !found.contains(index) else { continue }
                for target in found where !targets.contains(target) { targets.append(target) }
            }
            return targets
        }
    }

    /// The references that become imports: every edge between two
    /// storyboards on the command line, in command-line order — both ways
    /// when two storyboards reference each other, as UIKit resolves them
    /// (flow's loader takes import cycles).
    private func keptEdges(byName: [String: Int]) -> [[Int]] {
        var edges: [[Int]] = Array(repeating: [], count: storyboards.count)
        for (index, storyboard) in storyboards.enumerated() {
            for controller in storyboard.controllers {
                guard case .reference(let name, _) = controller.kind, let target = byName[name], target != index,
                      !edges[index].contains(target) else { continue }
                edges[index].append(target)
            }
        }
        return edges
    }

    private mutating func link(_ index: Int, byName: [String: Int], edges: [Int]) {
        let storyboard = storyboards[index]
        var allocator = NameAllocator(reserved: Set(sceneNames[index].values)
            .union(edges.map { flowNames[$0] }).union([flowNames[index]]))
        var placeholderByTarget: [String: Placeholder] = [:]
        for controller in storyboard.controllers {
            guard case .reference(let name, let written) = controller.kind else { continue }
            // A reference the code makes (the launch's root, `StoryboardScene.Gate.forceUpdateVC.instantiate()`)
            // may name its scene as SwiftGen's case does, the identifier with a lowercase start (eRouška).
            let identifier = written.map { storyboardIdentifiers[$0] ?? storyboardIdentifiers[$0.lowercased()] ?? $0 }
            var reason: String
            if name == storyboard.name || name.isEmpty {
                if let local = localScene(in: index, identifier: identifier) {
                    references[index][controller.id] = .name([local])
                    continue
                }
                reason = "names no scene of this storyboard"
            } else if let target = byName[name], edges.contains(target) {
                if let scene = importedScene(in: target, identifier: identifier) {
                    references[index][controller.id] = .name(scene)
                    if !imports[index].contains(target) { imports[index].append(target) }
                    continue
                }
                reason = identifier == nil ? "'\(name)' has no initial view controller"
                    : "'\(name)' has no scene with the storyboard identifier '\(identifier ?? "")'"
            } else {
                reason = "'\(name).storyboard' was not imported with this one; give it on the same command line to link it"
            }
            let key = name + "\u{0}" + (identifier ?? "")
            let placeholder = placeholderByTarget[key] ?? Placeholder(
                name: allocator.claim((identifier.flatMap { FlowNames.upperCamel($0, prefix: "Scene") }
                    ?? FlowNames.upperCamel(name, prefix: "Storyboard", maximumWords: 8) ?? "Storyboard") + "Placeholder"),
                comment: "placeholder for the storyboard reference to "
                    + (identifier.map { "'\($0)' in " } ?? "the initial scene of ") + "'\(name)': \(reason)")
            placeholderByTarget[key] = placeholder
            placeholders[index][controller.id] = placeholder
            references[index][controller.id] = .name([placeholder.name])
        }
    }

    /// Whether a scene of class `customClass`, in any storyboard of the run,
    /// has a segue with `identifier`: code runs on every scene of its class,
    /// so a segue one of them lacks is a crash only if all of them lack it.
    func someScene(ofClass customClass: String, hasSegue identifier: String) -> Bool {
        storyboards.contains { storyboard in
            storyboard.controllers.contains { controller in
                controller.isOfClass(customClass) && controller.segues.contains { $0.identifier == identifier }
            }
        }
    }

    /// Whether a scene whose class `isOfClass` accepts, in any storyboard of the run, has a segue
    /// with `identifier`.
    func someScene(hasSegue identifier: String, where isOfClass: (String) -> Bool) -> Bool {
        storyboards.contains { storyboard in
            storyboard.controllers.contains { controller in
                controller.customClass.map(isOfClass) == true && controller.segues.contains { $0.identifier == identifier }
            }
        }
    }

    /// Whether some storyboard of the run declares what code instantiates (its
    /// named storyboard, when that is one of the run, else any): false is
    /// UIKit's exception for an identifier no storyboard has.
    func declares(_ made: CodeTrigger.Instantiation) -> Bool {
        guard let identifier = made.identifier else { return true }
        if let named = made.storyboard {
            guard let storyboard = storyboards.first(where: { $0.name == named }) else { return true }  // not imported: unknown
            return storyboard.controllers.contains { $0.storyboardIdentifier == identifier }
        }
        return storyboardIdentifiers[identifier] != nil || storyboardIdentifiers[identifier.lowercased()] != nil
    }

    /// A scene of storyboard `index` by storyboard identifier, or its initial scene.
    private func localScene(in index: Int, identifier: String?) -> String? {
        let storyboard = storyboards[index]
        let id = identifier.flatMap { idsByIdentifier[index][$0] }
            ?? (identifier == nil ? storyboard.initialControllerID : nil)
        return id.flatMap { sceneNames[index][$0] }
    }

    /// The scene code instantiates by storyboard identifier
    /// (`instantiateViewController(withIdentifier:)`, or SwiftGen's case named
    /// after it with a lowercase start, matched ignoring case): one of
    /// storyboard `index` itself, else of a storyboard it imports; nil when
    /// neither has it.
    /// The storyboard code names `name`: of that name, else of that name in another case.
    func storyboardIndex(named name: String) -> Int? {
        storyboardsByName[name] ?? storyboardsByName[name.lowercased()]
    }

    func scene(_ made: CodeTrigger.Instantiation, from index: Int) -> [String]? {
        // Shown in a navigation controller the code makes: that one (CodeNavigation), if it was made.
        if made.inNavigation {
            if index < codeNavigations.count, let id = codeNavigations[index][made.withoutNavigation],
               let name = sceneNames[index][id] {
                return [name]
            }
            return scene(made.withoutNavigation, from: index)
        }
        // Known by its class: the scene of that class here, else in a storyboard this one imports.
        if let type = made.ofClass {
            for candidate in [index] + imports[index] {
                guard let controller = storyboards[candidate].controllers.first(where: { $0.isOfClass(type) }),
                      let name = sceneNames[candidate][controller.id] else { continue }
                return candidate == index ? [name] : [flowNames[candidate], name]
            }
            return nil
        }
        let identifier = made.sceneIdentifier.map { written in
            storyboardIdentifiers[written] ?? storyboardIdentifiers[written.lowercased()] ?? written
        }
        if let named = made.storyboard {
            guard let target = storyboardIndex(named: named) else { return nil }
            if target == index { return localScene(in: index, identifier: identifier).map { [$0] } }
            guard imports[index].contains(target) else { return nil }
            return importedScene(in: target, identifier: identifier)
        }
        guard let identifier else { return nil }
        if let local = localScene(in: index, identifier: identifier) { return [local] }
        for imported in imports[index] {
            if let scene = importedScene(in: imported, identifier: identifier) { return scene }
        }
        return nil
    }

    /// The scene of class `type`, here, in a storyboard this one imports, else in any storyboard of the
    /// import, with that storyboard's index: a scene an object keeps, which any screen's code may present
    /// on (MovesOnHeldScenes.swift), so the file naming it imports its storyboard (flow takes import cycles).
    func scene(ofClass type: String, from index: Int) -> (scene: [String], storyboard: Int)? {
        var made = CodeTrigger.Instantiation(storyboard: nil, identifier: nil)
        made.ofClass = type
        if let scene = scene(made, from: index) {
            return (scene, scene.count == 1 ? index : storyboards.indices.first { flowNames[$0] == scene[0] } ?? index)
        }
        for candidate in storyboards.indices where candidate != index {
            guard let controller = storyboards[candidate].controllers.first(where: { $0.isOfClass(type) }),
                  let name = sceneNames[candidate][controller.id] else { continue }
            return ([flowNames[candidate], name], candidate)
        }
        return nil
    }

    /// `Storyboard.Scene`, or `Storyboard` for its initial scene.
    private func importedScene(in index: Int, identifier: String?) -> [String]? {
        let storyboard = storyboards[index]
        guard let identifier else {
            return storyboard.initialControllerID.flatMap { sceneNames[index][$0] } != nil ? [flowNames[index]] : nil
        }
        guard let id = idsByIdentifier[index][identifier], let scene = sceneNames[index][id] else { return nil }
        return [flowNames[index], scene]
    }

    /// Containment edges in document order, each kept unless its
    /// destination already holds its source (UIKit would recurse forever).
    private static func cyclicRelationships(in storyboard: Storyboard) -> Set<String> {
        var edges: [String: [String]] = [:]
        var dropped: Set<String> = []
        for controller in storyboard.controllers {
            for (position, segue) in controller.segues.enumerated() where segue.kind == "relationship" || segue.kind == "embed" {
                var stack = [segue.destination]
                var seen: Set<String> = []
                var closes = false
                while let next = stack.popLast() {
                    if next == controller.id { closes = true; break }
                    if seen.insert(next).inserted { stack.append(contentsOf: edges[next] ?? []) }
                }
                if closes {
                    dropped.insert("\(controller.id)#\(position)")
                } else {
                    edges[controller.id, default: []].append(segue.destination)
                }
            }
        }
        return dropped
    }

    /// The kind of the controller a flow name leads to from storyboard `index`
    /// (`Scene`, `Storyboard.Scene`, or `Storyboard` for its initial one); nil when none.
    func kind(of destination: [String], from index: Int) -> ControllerKind? {
        var storyboard = index
        var name = destination.last
        if destination.count == 2 || (destination.count == 1 && flowNames.contains(destination[0])) {
            guard let target = flowNames.firstIndex(of: destination[0]) else { return nil }
            storyboard = target
            name = destination.count == 2 ? destination[1] : nil
        }
        let id = name.flatMap { wanted in sceneNames[storyboard].first { $0.value == wanted }?.key }
            ?? (name == nil ? storyboards[storyboard].initialControllerID : nil)
        return id.flatMap { storyboards[storyboard].controller(id: $0)?.kind }
    }

    /// Where the controller `id` of storyboard `index` leads.
    func target(of id: String, in index: Int) -> ResolvedTarget {
        if let name = sceneNames[index][id] { return .name([name]) }
        return references[index][id] ?? .missing
    }
}
