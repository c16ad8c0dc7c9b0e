// Navigation controllers made in code (issue 52). Apps present a controller
// they instantiate inside a navigation controller they make there:
//
//     let editor = storyboard.instantiateViewController(withIdentifier: "editCheat")
//     present(UINavigationController(rootViewController: editor), animated: true)
//
// UIKit then shows a navigation stack whose root is the controller, so a
// `show` from it pushes. The importer gives such a controller's storyboard a
// navigation controller with it as root (named after it, `EditCheatNavigation`),
// and the code's presentation shows that; without it the controller would be
// presented bare, its pushes presented modally and warned about (W104).

enum CodeNavigation {
    /// The storyboard identifier of the navigation controller made around the
    /// controller with `identifier` (nil: the storyboard's initial one).
    static func identifier(wrapping identifier: String?) -> String {
        (identifier ?? "Initial") + " Navigation"
    }

    /// Adds to `storyboards` a navigation controller around each controller
    /// the code makes the root of one, once per controller.
    static func wrap(_ storyboards: inout [Storyboard], sources: SourceIndex) {
        guard !sources.isEmpty else { return }
        var holders: [String: [Int]] = [:]
        for (index, storyboard) in storyboards.enumerated() {
            for identifier in Set(storyboard.controllers.compactMap(\.storyboardIdentifier)) {
                holders[identifier, default: []].append(index)
            }
        }
        var wrapped: Set<String> = []
        for name in sources.classes.keys.sorted() {
            for trigger in sources.codeTriggers(of: name) {
                let made: CodeTrigger.Instantiation
                switch trigger.action {
                case .present(let scene), .show(let scene), .detail(let scene), .push(let scene), .instantiate(let scene):
                    made = scene
                case .performSegue, .dismiss, .pop:
                    continue
                }
                guard made.inNavigation else { continue }
                let target: Int?
                if let storyboard = made.storyboard {
                    target = storyboards.firstIndex { $0.name == storyboard }
                } else if let identifier = made.identifier, let found = holders[identifier], found.count == 1 {
                    target = found.first
                } else {
                    target = nil
                }
                guard let target else { continue }
                let storyboard = storyboards[target]
                let rootID = made.identifier.flatMap { wanted in
                    storyboard.controllers.first { $0.storyboardIdentifier == wanted }?.id
                } ?? (made.identifier == nil ? storyboard.initialControllerID : nil)
                // A navigation controller cannot be pushed on another (UIKit raises): nothing to make.
                guard let rootID, storyboard.controller(id: rootID)?.kind != .navigation,
                      wrapped.insert("\(target)/\(rootID)").inserted else { continue }
                var navigation = Controller(
                    id: "code-navigation:" + rootID, element: "navigationController", line: 0, kind: .navigation,
                    customClass: nil, storyboardIdentifier: identifier(wrapping: made.identifier),
                    restorationIdentifier: nil, title: nil, itemTitle: nil, userLabel: nil, definesContext: false,
                    hidesBottomBar: false, providesTransition: false, presentationStyle: nil, transitionStyle: nil,
                    segues: [], controls: [:])
                navigation.codeLocation = trigger.location
                navigation.segues = [StoryboardSegue(
                    id: navigation.id + "#root", line: 0, owner: .controller, destination: rootID, kind: "relationship",
                    identifier: nil, relationship: "rootViewController", customClass: nil, animates: true,
                    presentationStyle: nil, transitionStyle: nil, anchorID: nil, unwindAction: nil,
                    destinationCreationSelector: nil)]
                storyboards[target].controllers.append(navigation)
            }
        }
    }
}
