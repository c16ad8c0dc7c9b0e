// Tabs a storyboard's tab bar controller gets from its class's code (Stepik's main tab bar).
//
// A storyboard may hold a tab bar controller with no tab relationships, its class giving it its tabs
// as it loads:
//
//     final class MainTabBarController: UITabBarController {
//         override func viewDidLoad() {
//             super.viewDidLoad()
//             let feed = UINavigationController(rootViewController: FeedViewController())
//             setViewControllers([feed, ProfileViewController()], animated: false)
//         }
//     }
//
// UIKit shows those tabs; the storyboard alone gave an empty `tabs` and nothing past it was reached.
// The tabs the class gives itself (`SourceIndex.tabs(ofTabBarClass:)`, as for a tab bar made in code)
// become the scene's tab relationships: a scene of this storyboard, a reference to another's (the
// view controllers made in code are Code.flow's, which CodeScreens declares for them), and a
// navigation controller made around one declared here, as CodeNavigation declares those of a
// presentation. A storyboard that relates tabs of its own keeps them: the code's are then for a
// reading this import does not do (a class setting its tabs only on some condition).

enum TabsSetInCode {
    /// The classes of the storyboards' tab bar controllers that relate no tab, each once, in order.
    static func tabBarClassesWithoutTabs(in storyboards: [Storyboard]) -> [String] {
        var found: [String] = []
        for storyboard in storyboards {
            for controller in storyboard.controllers where controller.kind == .tabBar && !relatesTabs(controller) {
                if let custom = controller.customClass, !found.contains(FlowNames.className(custom)) {
                    found.append(FlowNames.className(custom))
                }
            }
        }
        return found
    }

    /// What a tab's comments say of where the code makes it, no line being kept for a class's own
    /// tabs: `a tab MainTabBarController gives itself`.
    static func origin(ofTabsOf className: String) -> String { "a tab \(className) gives itself" }

    private static func relatesTabs(_ controller: Controller) -> Bool {
        controller.segues.contains { $0.kind == "relationship" && $0.relationship == "viewControllers" }
    }

    /// Gives each such tab bar controller of `storyboards` the tabs its class's code gives it.
    static func give(_ storyboards: inout [Storyboard], sources: SourceIndex) {
        guard !sources.isEmpty else { return }
        let lookup = StoryboardLookup(storyboards)
        for index in storyboards.indices {
            for position in storyboards[index].controllers.indices {
                let controller = storyboards[index].controllers[position]
                guard controller.kind == .tabBar, !relatesTabs(controller), let custom = controller.customClass,
                      let tabs = sources.tabs(ofTabBarClass: FlowNames.className(custom)) else { continue }
                var relationships: [StoryboardSegue] = []
                for (number, tab) in tabs.enumerated() {
                    let id = "code-tab:\(controller.id)#\(number)"
                    guard let shown = declare(tab, as: id, in: index, of: &storyboards, lookup: lookup,
                                              location: origin(ofTabsOf: FlowNames.className(custom))) else { continue }
                    relationships.append(StoryboardSegue.fromCode(id: id + "#relationship", owner: .controller, to: shown,
                                                                  kind: "relationship", relationship: "viewControllers"))
                }
                storyboards[index].controllers[position].segues += relationships
            }
        }
    }

    /// The id, in storyboard `index`, of what shows `tab`: its scene there, else a reference to
    /// another storyboard's, in a navigation controller declared around it when the code makes one;
    /// nil when no storyboard has it. (A root code gives a storyboard's navigation controller is
    /// declared so too: NavigationRootsSetInCode.swift.)
    static func declare(_ tab: CodeTrigger.Instantiation, as id: String, in index: Int, of storyboards: inout [Storyboard],
                        lookup: StoryboardLookup, location: String?) -> String? {
        // A container's scene of its own for the children it is given (ContainersGivenChildren.swift) is known by its name.
        var scene = tab.withoutNavigation
        scene.identifier = tab.sceneIdentifier
        scene.variant = nil
        guard let (target, sceneID) = lookup.scene(scene, from: index, in: storyboards, allowingNavigation: !tab.inNavigation) else { return nil }
        var content = sceneID
        if target != index {
            let placeholder = Controller.fromCode(id: id + "#reference", element: "viewControllerPlaceholder",
                                                  kind: .reference(storyboardName: storyboards[target].name, identifier: scene.identifier),
                                                  location: location)
            storyboards[index].controllers.append(placeholder)
            content = placeholder.id
        }
        guard tab.inNavigation else { return content }
        var navigation = Controller.fromCode(id: id + "#navigation", element: "navigationController", kind: .navigation,
                                             label: CodeNavigation.label(wrapping: tab), location: location)
        navigation.segues = [StoryboardSegue.fromCode(id: id + "#root", owner: .controller, to: content,
                                                      kind: "relationship", relationship: "rootViewController")]
        storyboards[index].controllers.append(navigation)
        return navigation.id
    }
}

/// Each storyboard's scenes by storyboard identifier, and the storyboards holding each identifier.
struct StoryboardLookup {
    private var holders: [String: [Int]] = [:]
    private var idsByIdentifier: [[String: String]]

    init(_ storyboards: [Storyboard]) {
        idsByIdentifier = Array(repeating: [:], count: storyboards.count)
        for (index, storyboard) in storyboards.enumerated() {
            for controller in storyboard.controllers {
                guard let identifier = controller.storyboardIdentifier, idsByIdentifier[index][identifier] == nil else { continue }
                idsByIdentifier[index][identifier] = controller.id
                holders[identifier, default: []].append(index)
            }
        }
    }

    /// The storyboard and the id of the scene `made` names, seen from storyboard `index` (nil: from
    /// none): of the storyboard it names, else of `index` itself, else of the one storyboard holding
    /// its identifier; nil when none does, or it is a navigation controller and `allowingNavigation`
    /// is not given (UIKit raises when one is pushed on another).
    func scene(_ made: CodeTrigger.Instantiation, from index: Int?, in storyboards: [Storyboard],
               allowingNavigation: Bool = false) -> (Int, String)? {
        let target: Int?
        if let name = made.storyboard {
            target = storyboards.firstIndex { $0.name == name }
        } else if let identifier = made.sceneIdentifier {
            let found = holders[identifier] ?? []
            target = index.flatMap { found.contains($0) ? $0 : nil } ?? (found.count == 1 ? found.first : nil)
        } else {
            target = nil
        }
        guard let target else { return nil }
        let storyboard = storyboards[target]
        let id = made.sceneIdentifier.flatMap { idsByIdentifier[target][$0] }
            ?? (made.identifier == nil ? storyboard.initialControllerID : nil)
        guard let id, allowingNavigation || storyboard.controller(id: id)?.kind != .navigation else { return nil }
        return (target, id)
    }
}
