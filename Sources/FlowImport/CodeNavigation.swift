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
        let lookup = StoryboardLookup(storyboards)
        for index in storyboards.indices {
            var made: [CodeTrigger.Instantiation: String] = [:]
            var order: [CodeTrigger.Instantiation] = []
            for custom in Set(storyboards[index].controllers.compactMap(\.customClass)).sorted() {
                let className = FlowNames.className(custom)
                // A tab bar controller's children are its tabs, whose navigation controllers CodeScreens makes.
                let addsTabs = sources.isTabBarController(className)
                for trigger in sources.codeTriggers(of: className) {
                    if addsTabs, case .addChild = trigger.action { continue }
                    // What a type method makes for its callers (Habitica's `EditingFormViewController.
                    // buildWithUsernameField(…)`, returning the form in a navigation controller) is shown
                    // by them, each storyboard its own navigation controller: none here, unreached.
                    if case .instantiate = trigger.action, trigger.isMadeByTypeMethod { continue }
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
                      let (target, rootSceneID) = lookup.scene(scene.withoutNavigation, from: index, in: storyboards) else { continue }
                let id = "code-navigation:\(scene.storyboard ?? "")/\(scene.sceneIdentifier ?? "")"
                // Two makings of one scene (made here, and kept in a property: Pocket Casts' up-next
                // list) share its navigation controller, which is declared once.
                guard declared.insert(id).inserted else {
                    wrapped[index][scene.withoutNavigation] = id
                    continue
                }
                var navigation = Controller.fromCode(id: id, element: "navigationController", kind: .navigation,
                                                     label: label(wrapping: scene), location: location)
                var rootID = rootSceneID
                if target != index {
                    let placeholder = Controller.fromCode(id: id + "#root", element: "viewControllerPlaceholder",
                                                          kind: .reference(storyboardName: storyboards[target].name,
                                                                           identifier: scene.identifier),
                                                          location: location)
                    storyboards[index].controllers.append(placeholder)
                    rootID = placeholder.id
                }
                navigation.segues = [StoryboardSegue.fromCode(id: id + "#relationship", owner: .controller, to: rootID,
                                                              kind: "relationship", relationship: "rootViewController")]
                storyboards[index].controllers.append(navigation)
                wrapped[index][scene.withoutNavigation] = id
            }
        }
        return wrapped
    }
}
