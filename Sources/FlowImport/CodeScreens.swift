// View controllers an app makes in code (issue 52). Many screens have no
// storyboard scene: the code makes them with an initializer and presents or
// pushes them (`let list = PasswordsViewController(); present(list, …)`),
// and what they do is code again. The importer gives each view controller
// class of the app that the code shows this way a scene of one more
// storyboard, `Code.flow`, named after the class, so that the calls that show
// it link to it and the calls in its own methods become its segues, as for a
// storyboard scene of that class.
//
// A class is the app's view controller when the sources declare it and its
// superclasses, followed through the app's own classes, end in UIKit's (a
// `UI…Controller`) or in a view controller of a module flow does not read
// (a name ending in `ViewController`). Anything else made in code (an alert,
// a formatter) is no screen, and a call that shows one is left out as before.

enum CodeScreens {
    /// The storyboard the screens form, and the flow file they are written to.
    static let storyboardName = "Code"
    /// Its path, for messages.
    static let path = "view controllers the app's code makes"
    /// Begins the id of UIKit's tab bar controller an object of the app's keeps in a property and
    /// adds as a child (`code-tabs:kept:RootCoordinator.tabBarController`).
    static let keptTabBarPrefix = "code-tabs:kept:"

    /// Whether class `name` is a view controller of the app (see the top of this file).
    static func isViewController(_ name: String, in sources: SourceIndex) -> Bool {
        func isKnownController(_ name: String) -> Bool {
            let plain = FlowNames.withoutGenericArguments(name)
            // UIKit's presentation and interaction controllers are objects, not view controllers;
            // an app's subclass of UIAlertController (ownCloud's ThemedAlertController) is an alert,
            // which flow declares as `alert`, not a screen.
            if plain.contains("Presentation") || plain.contains("Interaction") || plain == "UIAlertController" { return false }
            return (plain.hasPrefix("UI") && plain.hasSuffix("Controller")) || plain.hasSuffix("ViewController")
        }
        if sources.isLibraryContainer(name) { return true }
        // The lineage may run into UIKit's own class where the app extends it (`extension UIViewController`).
        for scanned in sources.lineage(of: name).dropFirst() where isKnownController(scanned.name) { return true }
        guard let last = sources.lineage(of: name).last, let root = last.superclass else { return false }
        return isKnownController(FlowNames.className(root))
    }

    /// The view controllers the code makes and shows, as a storyboard; nil when there are none.
    /// `root`, where the app launches into a controller made in code, is its initial scene (in a
    /// navigation controller when the delegate makes one around it); a root of a storyboard, or a
    /// hosting controller of the app's SwiftUI, is referred to (Eurofurence's `UIHostingController`).
    /// `storyboardTabBars`, the classes of storyboards' tab bar controllers that take their tabs from
    /// their code (TabsSetInCode.swift): the controllers it makes for them are screens too.
    static func storyboard(sources: SourceIndex, root: WindowRoot? = nil, storyboardTabBars: [String] = []) -> Storyboard? {
        // Each scene by its storyboard identifier: a class's name, or a variant's of a container
        // made with different children in different places (ContainersGivenChildren.swift).
        var included: [String] = []
        var locations: [String: String] = [:]
        var classes: [String: String] = [:]
        var variantChildren: [String: [CodeTrigger.Instantiation]] = [:]
        var pending: [String] = []
        func note(_ trigger: CodeTrigger) {
            // A making not resolved on its way here (a tab of a container an object keeps) is, now.
            guard var found = trigger.action.made else { return }
            // A split or tab bar class of the app's known by its class only, added as a child from a
            // property of the adding class (WooCommerce's orders wrapper: `lazy var ordersSplitViewController
            // = WooSplitViewController(…)`, its columns set there, then `addChild(ordersSplitViewController)`):
            // its scene, with the columns or tabs its class is given.
            if trigger.action.isAddChild, found.storyboard == nil, found.identifier == nil, found.factory == nil,
               let type = found.ofClass, isViewController(type, in: sources),
               sources.split(ofSplitClass: type) != nil || sources.tabs(ofTabBarClass: type) != nil {
                found = CodeTrigger.Instantiation(storyboard: storyboardName, identifier: type)
            }
            guard found.storyboard == storyboardName else { return }
            let made = found.given.isEmpty ? found : sources.withVariant(found)
            guard let name = made.identifier, let key = made.sceneIdentifier, locations[key] == nil else { return }
            locations[key] = trigger.location
            classes[key] = name
            if made.variant != nil { variantChildren[key] = made.given }
            included.append(key)
            pending.append(key)
        }
        // The controllers the window shows first: its root, or each tab of a tab bar made in code.
        let launched = root.map { $0.isLaunchable ? $0.shownFirst : [] } ?? []
        for made in launched {
            note(CodeTrigger(method: "window", action: .instantiate(made), location: root?.location ?? ""))
        }
        for name in sources.classes.keys.sorted() {
            for trigger in sources.codeTriggers(of: name) { note(trigger) }
        }
        for name in storyboardTabBars {
            for tab in sources.tabs(ofTabBarClass: name) ?? [] {
                note(CodeTrigger(method: "viewDidLoad", action: .instantiate(tab), location: TabsSetInCode.origin(ofTabsOf: name)))
            }
        }
        // What SwiftUI's representables make in code (SwiftUIScreens embeds it).
        for type in sources.swiftUI.representables.keys.sorted() {
            guard let representable = sources.swiftUI.representables[type], let made = sources.madeBy(representable),
                  made.storyboard == storyboardName, let name = made.identifier,
                  isViewController(name, in: sources) else { continue }
            note(CodeTrigger(method: "makeUIViewController", action: .instantiate(made), location: representable.location))
        }
        // Each screen's own moves, a tab bar controller subclass's tabs and a split view controller
        // subclass's columns (SplitViewsInCode.swift).
        var tabsByClass: [String: [CodeTrigger.Instantiation]] = [:]
        var splitsByClass: [String: SplitInCode] = [:]
        var pagesByClass: [String: [CodeTrigger.Instantiation]] = [:]
        // A navigation controller subclass's stack it begins as it is made (NavigationSubclassStacks.swift).
        var stacksByClass: [String: NavigationStackBegun] = [:]
        while let key = pending.popLast() {
            let next = classes[key] ?? key
            for trigger in sources.codeTriggers(of: next) { note(trigger) }
            for child in variantChildren[key] ?? [] {
                note(CodeTrigger(method: "init", action: .instantiate(child), location: locations[key] ?? ""))
            }
            if let tabs = sources.tabs(ofTabBarClass: next) {
                tabsByClass[next] = tabs
                for tab in tabs { note(CodeTrigger(method: "viewDidLoad", action: .instantiate(tab), location: locations[next] ?? "")) }
            } else if let pages = sources.pages(ofPageClass: next) {
                pagesByClass[next] = pages
            } else if key == next, let stack = sources.stack(ofNavigationClass: next) {
                stacksByClass[next] = stack
            } else if let split = sources.split(ofSplitClass: next) {
                splitsByClass[next] = split
                for column in split.columns {
                    let location = column.location.isEmpty ? locations[next] ?? "" : column.location
                    for made in sources.keptTabBar(column.made) ?? [sources.tabBarFilledInCode(column.made)] {
                        note(CodeTrigger(method: "viewDidLoad", action: .instantiate(made), location: location))
                    }
                }
            }
        }
        // A root of a storyboard or of SwiftUI is referred to: Code.flow launches there.
        guard !included.isEmpty || !launched.isEmpty else { return nil }
        var controllers = included.sorted().map { key in
            let name = classes[key] ?? key
            if key != name {
                var variant = Controller.fromCode(id: "code:" + key, element: "viewController", kind: .plain, customClass: name,
                                                  identifier: key, location: locations[key])
                variant.givenChildren = variantChildren[key] ?? []
                return variant
            }
            if let split = splitsByClass[name] {
                var controller = Controller.fromCode(id: "code:" + name, element: "splitViewController", kind: .split,
                                                     customClass: name, identifier: name, location: locations[name])
                controller.splitStyle = split.style
                controller.preferredDisplayMode = split.preferredDisplayMode
                return controller
            }
            if stacksByClass[name] != nil {
                return Controller.fromCode(id: "code:" + name, element: "navigationController", kind: .navigation,
                                           customClass: name, identifier: name, location: locations[name])
            }
            if pagesByClass[name] != nil {
                var pager = Controller.fromCode(id: "code:" + name, element: "pageViewController", kind: .page, customClass: name,
                                                identifier: name, location: locations[name])
                pager.pageTransitionStyle = sources.lineage(of: name).lazy.compactMap(\.pageTransitionStyle).first
                return pager
            }
            return Controller.fromCode(id: "code:" + name, element: tabsByClass[name] == nil ? "viewController" : "tabBarController",
                                       kind: tabsByClass[name] == nil ? .plain : .tabBar, customClass: name,
                                       identifier: name, location: locations[name])
        }
        // A controller the window or a tab shows, in the navigation controller the code makes around it.
        func shown(_ found: CodeTrigger.Instantiation, location: String) -> String? {
            var made = found.given.isEmpty ? found : sources.withVariant(found)
            // Known by its class only (a coordinator's lazy property made by a factory object, shown as its
            // navigation controller's root: Threema's chats and contacts tabs), where the code makes that
            // class and this storyboard declares it: that scene.
            if made.storyboard == nil, made.identifier == nil, made.factory == nil, let type = made.ofClass,
               included.contains(type), classes[type] == type {
                let inNavigation = made.inNavigation
                made = CodeTrigger.Instantiation(storyboard: storyboardName, identifier: type)
                made.inNavigation = inNavigation
            } else if made.storyboard == nil, made.identifier == nil, made.factory == nil, let type = made.ofClass,
                      var scene = sources.storyboardScenesByClass[type] {
                // Else the one scene of that class a storyboard declares (Radar COVID's tab bar keeps its Home
                // tab, `Home.storyboard`'s scene, in a property typed with its class).
                scene.inNavigation = made.inNavigation
                made = scene
            }
            let content: String
            if made.storyboard == storyboardName {
                guard let name = made.sceneIdentifier else { return nil }
                content = "code:" + name
            } else {
                // Another storyboard's scene (KeePassium's placeholder): a reference to it.
                guard let storyboard = made.storyboard else { return nil }
                content = "code-reference:\(storyboard)/\(made.identifier ?? "")"
                if !controllers.contains(where: { $0.id == content }) {
                    controllers.append(Controller.fromCode(id: content, element: "viewControllerPlaceholder",
                                                           kind: .reference(storyboardName: storyboard, identifier: made.identifier),
                                                           location: location))
                }
            }
            guard made.inNavigation else { return content }
            let name = made.sceneIdentifier ?? made.storyboard ?? ""
            let id = "code-navigation:window/" + name
            guard !controllers.contains(where: { $0.id == id }) else { return id }
            var navigation = Controller.fromCode(id: id, element: "navigationController", kind: .navigation,
                                                 label: CodeNavigation.label(wrapping: made), location: location)
            navigation.segues = [StoryboardSegue.fromCode(id: id + "#relationship", owner: .controller, to: content,
                                                          kind: "relationship", relationship: "rootViewController")]
            controllers.append(navigation)
            return id
        }
        func tabRelationships(_ tabs: [CodeTrigger.Instantiation], of id: String, location: String,
                              eachOnce: Bool = false) -> [StoryboardSegue] {
            // A page once (a page known by its class and the same page made: OsmAnd's image carousel); two
            // tabs may show one class (a feed of each kind).
            var seen: Set<String> = []
            return tabs.compactMap { shown($0, location: location) }.filter { !eachOnce || seen.insert($0).inserted }
                .enumerated().map { position, tab in
                StoryboardSegue.fromCode(id: id + "#tab\(position)", owner: .controller, to: tab,
                                         kind: "relationship", relationship: "viewControllers")
            }
        }
        /// UIKit's tab bar controller a class keeps in its property and gives `tabs`, declared once.
        func declaredKeptTabBar(of owner: String, in property: String, tabs: [CodeTrigger.Instantiation], location: String) -> String {
            let id = keptTabBarPrefix + "\(owner).\(property)"
            if !controllers.contains(where: { $0.id == id }) {
                var tabBar = Controller.fromCode(id: id, element: "tabBarController", kind: .tabBar,
                                                 label: "Tab Bar Controller", location: location)
                tabBar.segues = tabRelationships(tabs, of: id, location: location)
                controllers.append(tabBar)
            }
            return id
        }
        func columnRelationships(_ split: SplitInCode, of id: String, location: String) -> [StoryboardSegue] {
            split.columns.compactMap { column in
                let content: String? = if let keptTabs = sources.keptTabBar(column.made),
                                              let owner = column.made.keptOwner, let property = column.made.keptProperty {
                    declaredKeptTabBar(of: owner, in: property, tabs: keptTabs, location: column.location.isEmpty ? location : column.location)
                } else {
                    shown(sources.tabBarFilledInCode(column.made), location: location)
                }
                return content.map { shown in
                    StoryboardSegue.fromCode(id: id + "#" + column.relationship, owner: .controller, to: shown,
                                             kind: "relationship", relationship: column.relationship)
                }
            }
        }
        for position in controllers.indices {
            guard let name = controllers[position].customClass else { continue }
            let id = controllers[position].id, location = locations[name] ?? ""
            if let tabs = tabsByClass[name] ?? pagesByClass[name] {
                // (A page view controller's pages as a storyboard would list a tab bar's: `pages X { … }`.)
                controllers[position].segues = tabRelationships(tabs, of: id, location: location,
                                                                eachOnce: tabsByClass[name] == nil)
            } else if let split = splitsByClass[name] {
                controllers[position].segues = columnRelationships(split, of: id, location: location)
            } else if let stack = stacksByClass[name], let root = shown(stack.root, location: stack.location) {
                controllers[position].segues = [StoryboardSegue.fromCode(id: id + "#relationship", owner: .controller, to: root,
                                                                         kind: "relationship", relationship: "rootViewController")]
            }
        }
        /// A plain view controller the window shows and the code gives one child at a time
        /// (ContainersSwappingChildren.swift): a container, the child of the launch embedded, each
        /// swap a code segue; a tab bar child is UIKit's tab bar controller with its tabs.
        func swappingContainer(_ swapping: SwappingContainer, location: String) -> String {
            let id = "code-container:window"
            let childIDs = swapping.swaps.map { swap -> String? in
                switch swap.child {
                case .made(let made):
                    return shown(made, location: swap.location)
                case .tabs(let property, let tabs):
                    return declaredKeptTabBar(of: swapping.owner, in: property, tabs: tabs, location: swap.location)
                }
            }
            var container = Controller.fromCode(id: id, element: "viewController", kind: .plain,
                                                label: "\(swapping.owner).\(swapping.property)", location: location)
            container.childSwaps = zip(swapping.swaps, childIDs).compactMap { swap, childID in
                childID.map { ChildSwap(method: swap.method, destination: $0, location: swap.location) }
            }
            if let launched = swapping.launched, let childID = childIDs[launched] {
                container.segues = [StoryboardSegue.fromCode(id: id + "#embed", owner: .controller, to: childID, kind: "embed")]
            }
            controllers.append(container)
            return id
        }
        var initial: String?
        if let root, !launched.isEmpty {
            if let swapping = root.swapping {
                initial = swappingContainer(swapping, location: root.location)
            } else if let split = root.split {
                // UIKit's split view controller an object of the app's keeps (ContainersInProperties.swift).
                let id = "code-split:window"
                var controller = Controller.fromCode(id: id, element: "splitViewController", kind: .split,
                                                     label: "Split View Controller", location: root.location)
                controller.splitStyle = split.style
                controller.preferredDisplayMode = split.preferredDisplayMode
                controller.segues = columnRelationships(split, of: id, location: root.location)
                controllers.append(controller)
                initial = id
            } else if root.tabs.isEmpty {
                initial = launched.first.flatMap { shown($0, location: root.location) }
            } else {
                let id = "code-tabs:window"
                var tabBar = Controller.fromCode(id: id, element: "tabBarController", kind: .tabBar,
                                                 label: "Tab Bar Controller", location: root.location)
                tabBar.segues = tabRelationships(root.tabs, of: id, location: root.location)
                controllers.append(tabBar)
                initial = id
            }
        }
        return Storyboard(name: storyboardName, path: path, version: "3.0", initialControllerID: initial,
                          controllers: controllers, notes: [])
    }
}
