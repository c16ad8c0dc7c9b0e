import SwiftSyntax

// A storyboard's navigation controller with no root, whose stack the code sets (Prey's launch, Loop's
// home screen).
//
// A storyboard may hold a navigation controller scene that relates no root, instantiated and given
// its stack in code:
//
//     let rootVC = storyboard.instantiateViewController(withIdentifier: "navigation") as? UINavigationController
//     let controller = storyboard.instantiateViewController(withIdentifier: StoryboardIdVC.homeWeb.rawValue)
//     rootVC?.setViewControllers([controller], animated: false)
//     window?.rootViewController = rootVC
//
// or given it by whatever holds one of its class (Loop's `rootNavigationController?.setViewControllers(
// [statusTableViewController], animated: true)`, `rootNavigationController` cast to the storyboard's
// `RootNavigationController`), or by its own class as its view loads. UIKit shows the stack's first
// controller as the root (`viewControllers[0]`; Apple's documentation of `setViewControllers(_:animated:)`:
// "the view controllers to place in the stack … the last item added becomes the top item"). Read as a
// push, the launch was an empty navigation controller ("has no 'root'", every screen past it
// unreached) and the push was not linked, or a move over the launch pushing a second copy.
//
// The call's push keeps which navigation controller it sets and the stack's first
// (`CodeTrigger.stackOfNavigation`). Once the storyboards are read, a navigation controller scene
// that relates no root and that every such call names with one root takes it as its root
// relationship (in its storyboard, a reference to another's, or Code.flow's screen), and those calls
// are no moves; one given different roots in different places keeps none, and the calls stay pushes.
// An assignment (`rootVC.viewControllers = [controller]`) is read for the root only: before, it was
// not read on a local at all.

extension CallReader {
    /// The navigation controller a call or an assignment on `base` sets the whole stack of, as `list`
    /// names it, when it is one the scene's own `navigationController` is not: a storyboard's scene
    /// a local or property holds, one of a class the local or property is cast to or declared with, or
    /// the class's own while it loads (`setViewControllers(…)` on `self` in `viewDidLoad`).
    func navigationStack(on base: ExprSyntax?, _ list: ExprSyntax?, pushesOtherwise: Bool) -> NavigationStackSet? {
        guard let list, let root = listedControllers(list).first, !root.inNavigation else { return nil }
        let navigation: CodeTrigger.Instantiation
        if base == nil || base.map(Self.isSelf) == true {
            guard Self.loadingMethods.contains(method) else { return nil }
            navigation = .instance(of: owner)
        } else if let base, let name = Self.ownName(base), name != "navigationController" {
            if let made = instantiated[name], made.factory == nil, !made.inNavigation,
               made.ofClass != nil || made.storyboard != nil && made.storyboard != CodeScreens.storyboardName {
                navigation = made
            } else if let type = castLocals[name] ?? localTypes[name] ?? reader.propertyType(name, in: owner).map(ClassReader.plainType),
                      Self.isAppClass(type) {
                navigation = .instance(of: type)
            } else {
                return nil
            }
        } else {
            return nil
        }
        return NavigationStackSet(navigation: navigation, root: root, pushesOtherwise: pushesOtherwise)
    }

    /// The methods a controller runs as it is made and loads, before it is on screen.
    private static let loadingMethods: Set<String> = ["viewDidLoad", "loadView", "awakeFromNib", "init"]
}

enum NavigationRootsSetInCode {
    /// Gives each navigation controller scene of `storyboards` that relates no root the one root the
    /// code's stacks set on it give; the places of the calls so read, which are no moves (with every
    /// assignment read for a root only, taken or not).
    static func give(_ storyboards: inout [Storyboard], sources: SourceIndex) -> Set<String> {
        let stacks = sources.classes.keys.sorted().flatMap { name in
            (sources.classes[name]?.codeTriggers ?? []).compactMap { trigger in
                trigger.stackOfNavigation.map { (set: $0, location: trigger.location) }
            }
        }
        guard !stacks.isEmpty else { return [] }
        var consumed = Set(stacks.filter { !$0.set.pushesOtherwise }.map(\.location))
        let lookup = StoryboardLookup(storyboards)
        let rootless = rootlessNavigations(in: storyboards)
        // Each rootless scene's stacks, in the order the classes are read.
        var stacksByScene: [SceneID: [(root: CodeTrigger.Instantiation, location: String)]] = [:]
        var scenes: [SceneID] = []
        for (set, location) in stacks {
            for scene in targets(of: set.navigation, rootless: rootless, lookup: lookup, in: storyboards) {
                if stacksByScene[scene] == nil { scenes.append(scene) }
                stacksByScene[scene, default: []].append((sources.resolvingFactory(of: set.root) ?? set.root, location))
            }
        }
        for scene in scenes {
            guard let given = stacksByScene[scene], let root = given.first?.root,
                  given.allSatisfy({ $0.root == root }) else { continue }
            let id = "code-root:\(scene.controller)"
            guard let shown = TabsSetInCode.declare(root, as: id, in: scene.storyboard, of: &storyboards, lookup: lookup,
                                                    location: given[0].location),
                  let position = storyboards[scene.storyboard].controllers.firstIndex(where: { $0.id == scene.controller })
            else { continue }
            storyboards[scene.storyboard].controllers[position].rootSetInCode = given[0].location
            storyboards[scene.storyboard].controllers[position].segues.append(
                StoryboardSegue.fromCode(id: id + "#relationship", owner: .controller, to: shown,
                                         kind: "relationship", relationship: "rootViewController"))
            consumed.formUnion(given.map(\.location))
        }
        return consumed
    }

    /// A scene: its storyboard's index and its controller's id.
    private struct SceneID: Hashable {
        var storyboard: Int
        var controller: String
    }

    /// The navigation controller scenes relating no root, of the storyboards (not Code.flow's, whose
    /// every navigation controller has its root).
    private static func rootlessNavigations(in storyboards: [Storyboard]) -> [SceneID] {
        storyboards.indices.filter { storyboards[$0].name != CodeScreens.storyboardName }.flatMap { index in
            storyboards[index].controllers.filter { controller in
                controller.kind == .navigation
                    && !controller.segues.contains { $0.kind == "relationship" && $0.relationship == "rootViewController" }
            }.map { SceneID(storyboard: index, controller: $0.id) }
        }
    }

    /// The rootless scenes `navigation` names: those of its class, or the scene its storyboard and
    /// identifier name, when that one relates no root.
    private static func targets(of navigation: CodeTrigger.Instantiation, rootless: [SceneID], lookup: StoryboardLookup,
                                in storyboards: [Storyboard]) -> [SceneID] {
        if let type = navigation.ofClass {
            return rootless.filter { scene in
                storyboards[scene.storyboard].controller(id: scene.controller)?.isOfClass(type) == true
            }
        }
        guard let (index, id) = lookup.scene(navigation, from: nil, in: storyboards, allowingNavigation: true) else { return [] }
        let scene = SceneID(storyboard: index, controller: id)
        return rootless.contains(scene) ? [scene] : []
    }
}
