// Navigation controllers made in code (issue 52). Apps present a controller
// they instantiate inside a navigation controller they make there:
//
//     let editor = storyboard.instantiateViewController(withIdentifier: "editCheat")
//     present(UINavigationController(rootViewController: editor), animated: true)
//
// UIKit then shows a navigation stack whose root is the controller, so a
// `show` from it pushes. The importer gives the presenting scene's storyboard
// a navigation controller with it as root (named after it,
// `EditCheatNavigation`; the root another storyboard's scene when it is one),
// and the code's presentation shows that; without it the controller would be
// presented bare, its pushes presented modally and warned about (W104).

enum CodeNavigation {
    /// What names the navigation controller made around a controller
    /// instantiated by `identifier` (nil: a storyboard's initial one).
    static func label(wrapping made: CodeTrigger.Instantiation) -> String {
        (made.sceneIdentifier ?? made.storyboard ?? "Initial") + " Navigation"
    }

    /// Adds to each storyboard a navigation controller around each controller
    /// the code of its scenes makes the root of one, once per controller. It is
    /// the presenting storyboard's (its root, when that is another storyboard's
    /// scene, a reference), so the check of that file sees the path to it.
    /// Returns, per storyboard, the controller id of the navigation controller
    /// made around each instantiation (without its `inNavigation`).
    static func wrap(_ storyboards: inout [Storyboard], sources: SourceIndex) -> [[CodeTrigger.Instantiation: String]] {
        var wrapped = Array(repeating: [CodeTrigger.Instantiation: String](), count: storyboards.count)
        guard !sources.isEmpty else { return wrapped }
        var holders: [String: [Int]] = [:]
        // Per storyboard, each controller's id by its identifier (the first to have it): a lookup per call.
        var idsByIdentifier = Array(repeating: [String: String](), count: storyboards.count)
        for (index, storyboard) in storyboards.enumerated() {
            for identifier in Set(storyboard.controllers.compactMap(\.storyboardIdentifier)) {
                holders[identifier, default: []].append(index)
            }
            for controller in storyboard.controllers {
                if let identifier = controller.storyboardIdentifier, idsByIdentifier[index][identifier] == nil {
                    idsByIdentifier[index][identifier] = controller.id
                }
            }
        }
        for index in storyboards.indices {
            var made: [CodeTrigger.Instantiation: String] = [:]
            var order: [CodeTrigger.Instantiation] = []
            for custom in Set(storyboards[index].controllers.compactMap(\.customClass)).sorted() {
                let className = FlowNames.className(custom)
                // A tab bar controller's children are its tabs, whose navigation controllers CodeScreens makes.
                let addsTabs = sources.isTabBarController(className)
                for trigger in sources.codeTriggers(of: className) {
                    if addsTabs, case .addChild = trigger.action { continue }
                    guard let scene = trigger.action.made, scene.inNavigation, made[scene] == nil else { continue }
                    made[scene] = trigger.location
                    order.append(scene)
                }
            }
            // The children a variant of a container is made with (ContainersGivenChildren.swift): a
            // navigation controller a coordinator started (Zotero's settings, in its container).
            for controller in storyboards[index].controllers {
                for scene in controller.givenChildren where scene.inNavigation && made[scene] == nil {
                    made[scene] = controller.codeLocation ?? ""
                    order.append(scene)
                }
            }
            var declared: Set<String> = []
            for scene in order {
                guard let location = made[scene],
                      let root = root(of: scene, from: index, storyboards: storyboards, holders: holders,
                                      idsByIdentifier: idsByIdentifier) else { continue }
                let id = "code-navigation:\(scene.storyboard ?? "")/\(scene.sceneIdentifier ?? "")"
                // Two makings of one scene (made here, and kept in a property: Pocket Casts' up-next
                // list) share its navigation controller, which is declared once.
                guard declared.insert(id).inserted else {
                    wrapped[index][scene.withoutNavigation] = id
                    continue
                }
                var navigation = Controller.fromCode(id: id, element: "navigationController", kind: .navigation,
                                                     label: label(wrapping: scene), location: location)
                var rootID = root.localID
                if let reference = root.reference {
                    let placeholder = Controller.fromCode(id: id + "#root", element: "viewControllerPlaceholder",
                                                          kind: reference, location: location)
                    storyboards[index].controllers.append(placeholder)
                    rootID = placeholder.id
                }
                guard let rootID else { continue }
                navigation.segues = [StoryboardSegue.fromCode(id: id + "#relationship", owner: .controller, to: rootID,
                                                              kind: "relationship", relationship: "rootViewController")]
                storyboards[index].controllers.append(navigation)
                wrapped[index][scene.withoutNavigation] = id
            }
        }
        return wrapped
    }

    /// The controller a navigation controller made in code holds: one of
    /// storyboard `index` (its id), or a reference to another storyboard's;
    /// nil when no storyboard has it, or it is a navigation controller itself
    /// (UIKit raises when one is pushed on another).
    private static func root(of made: CodeTrigger.Instantiation, from index: Int, storyboards: [Storyboard],
                             holders: [String: [Int]], idsByIdentifier: [[String: String]])
        -> (localID: String?, reference: ControllerKind?)? {
        let target: Int?
        if let name = made.storyboard {
            target = storyboards.firstIndex { $0.name == name }
        } else if let identifier = made.sceneIdentifier {
            let found = holders[identifier] ?? []
            target = found.contains(index) ? index : (found.count == 1 ? found.first : nil)
        } else {
            target = nil
        }
        guard let target else { return nil }
        let storyboard = storyboards[target]
        let rootID = made.sceneIdentifier.flatMap { idsByIdentifier[target][$0] }
            ?? (made.identifier == nil ? storyboard.initialControllerID : nil)
        guard let rootID, storyboard.controller(id: rootID)?.kind != .navigation else { return nil }
        if target == index { return (rootID, nil) }
        return (nil, .reference(storyboardName: storyboard.name, identifier: made.identifier))
    }
}
