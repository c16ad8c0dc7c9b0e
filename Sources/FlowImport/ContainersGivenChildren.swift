// Custom containers given their children as they are made, or through properties.
//
// A container of the app's often takes the controllers it shows in its
// initializer and adds them itself: Simplenote's delegate makes
// `[[SPSidebarContainerViewController alloc] initWithMainViewController:
// self.navigationController sidebarViewController:self.tagListViewController]`
// and the container's `viewDidLoad` calls `[self addChildViewController:
// self.mainViewController]` on what it was given. Neither place alone says
// which children the container has: the call knows the controllers, the
// container knows it adds what it is handed. So a reader records, at each
// place an app's class is made, the arguments that are controllers
// (`MadeContainer`), and, per class, whether it adds as a child something it
// did not make (`ScannedClass.addsChildrenHandedIn`); a class that does gets
// the controllers it is made with as its children (`SourceIndex.childrenGivenAtMaking(to:)`),
// as if it added each (`addChild`), with the place it was made for a comment.
//
// A container may instead take a child through a property whose setter adds
// it: ECSlidingViewController's `setTopViewController:` calls
// `addChildViewController:`, and Kodi Remote's subclass sets
// `self.topViewController = navController` as it loads; in Swift, ownCloud's
// `EmbeddingViewController.contentViewController` adds its new value in
// `didSet`, and the root subclass sets it in a closure to a setup screen it
// makes or to the browser it holds in another property. A reader records the
// properties whose setters add a child (`ScannedClass.childProperties`) and
// the controllers a class's methods set on its own properties
// (`PropertyController`); a controller set on a child property of the class
// or a superclass is a child (`SourceIndex.childrenSetOnProperties(of:)`).
//
// A container of a library the import does not read (its dependencies are
// skipped) may take its children the way UIKit's containers do, as
// `viewControllers`: OpenTerm's terminal tabs subclass the TabView pod's
// `TabViewController` and set `self.viewControllers = [TerminalViewController()]`
// in their initializer. UIKit's containers call their children so, and a
// library's follow them; so a class whose superclasses leave the app for a
// class that is not UIKit's (nor a paging library's, whose pages are read
// apart) has what it sets as its own `viewControllers` as children
// (`SourceIndex.childrenOfLibraryContainer(_:)`). Each is a child, though such
// a container may show one at a time: which one it shows is the library's
// to say, and a person can switch to any.

/// A class of the app made with controllers as arguments: `[[Container alloc]
/// initWithMain:navigation sidebar:tags]`, `Container(main: navigation, sidebar: tags)`.
struct MadeContainer: Hashable, Sendable {
    /// The class made.
    var type: String
    /// The arguments that are controllers, in order.
    var children: [CodeTrigger.Instantiation]
    /// `SPAppDelegate.m:84`, for comments.
    var location: String
    /// Whether an argument giving a child is labelled as a controller's slot
    /// (`centerViewController:`, `frontViewController:`): a container's, not a screen's parameter.
    var labelsAControllerSlot = false
    /// The children given through slots, by the slot's name (`centerViewController`): what the code
    /// reads back through it (ContainerSlots.swift).
    var slots: [String: CodeTrigger.Instantiation] = [:]
    /// Every controller given under a label, by the label (`shotListViewController`).
    var labelled: [String: CodeTrigger.Instantiation] = [:]
    /// Every list of controllers given under a label, by the label (`controllers: [friends, settings]`).
    var labelledLists: [String: [CodeTrigger.Instantiation]] = [:]
}

/// A parameter of a container's initializer it gives itself as one of its `viewControllers`, by the
/// label a making writes (`shotListViewController`), and whether the list wraps it in a navigation controller.
struct ViewControllerParameter: Hashable, Sendable {
    var label: String
    var inNavigation: Bool
}

extension SourceIndex {
    /// The controllers the makings of container class `name` hand it under the labels of the parameters
    /// its initializer gives itself as `viewControllers` (Drrrible's `MainTabBarController(reactor:
    /// shotListViewController:settingsViewController:)`, Radar COVID's tab bar): its tabs, when every
    /// making hands the same classes; empty otherwise.
    func viewControllersHandedAtMaking(to name: String) -> [CodeTrigger.Instantiation] {
        if let list = lineage(of: name).lazy.compactMap(\.viewControllerListParameter).first {
            return viewControllersListedAtMaking(to: name, under: list)
        }
        guard let parameters = lineage(of: name).lazy.map(\.viewControllerParameters).first(where: { !$0.isEmpty }),
              let makings = containersMade[name], !makings.isEmpty else { return [] }
        var lists: Set<[CodeTrigger.Instantiation]> = []
        for making in makings {
            let list = parameters.compactMap { parameter -> CodeTrigger.Instantiation? in
                guard var made = making.labelled[parameter.label] else { return nil }
                made.inNavigation = made.inNavigation || parameter.inNavigation
                return made
            }
            guard list.count == parameters.count else { return [] }
            lists.insert(list)
        }
        return lists.count == 1 ? lists.first ?? [] : []
    }

    /// The list the makings of container class `name` hand it under the label of the one parameter its
    /// initializer gives itself as `viewControllers` (Antidote's `TabBarController(theme:controllers:
    /// tabBarItems:)`, doing `viewControllers = controllers`): its tabs, when every making hands the same.
    private func viewControllersListedAtMaking(to name: String, under parameter: ViewControllerParameter) -> [CodeTrigger.Instantiation] {
        guard let makings = containersMade[name], !makings.isEmpty else { return [] }
        var lists: Set<[CodeTrigger.Instantiation]> = []
        for making in makings {
            guard let listed = making.labelledLists[parameter.label], !listed.isEmpty else { return [] }
            lists.insert(listed.map { made in
                var made = made
                made.inNavigation = made.inNavigation || parameter.inNavigation
                return made
            })
        }
        return lists.count == 1 ? lists.first ?? [] : []
    }
}

/// A controller a method sets on a property of its own class (`self.topViewController = navigation`).
struct PropertyController: Hashable, Sendable {
    var property: String
    var made: CodeTrigger.Instantiation
    /// The method setting it, as its triggers name it.
    var method: String
    /// `InitialSlidingViewController.m:41`, for comments.
    var location: String
}

extension SourceIndex {
    /// The controllers `name`'s methods (or its superclasses') set on a property whose setter adds
    /// its value as a child: children, added where they are set.
    func childrenSetOnProperties(of name: String) -> [CodeTrigger] {
        let lineage = lineage(of: name)
        let childProperties = Set(lineage.flatMap(\.childProperties))
        guard !childProperties.isEmpty else { return [] }
        return lineage.flatMap(\.controllersOnProperties).filter { childProperties.contains($0.property) }.map {
            CodeTrigger(method: $0.method, action: .addChild($0.made), location: $0.location)
        }
    }

    /// What class `name` sets as its own `viewControllers` when its superclasses end in a library's
    /// class (neither UIKit's nor a paging library's): children, as UIKit's containers' are.
    func childrenOfLibraryContainer(_ name: String) -> [CodeTrigger] {
        let lineage = lineage(of: name)
        guard let root = lineage.last?.superclass.map(FlowNames.className), !root.hasPrefix("UI"), root != "NSObject",
              !Self.libraryPagers.contains(root),
              let own = lineage.first(where: { !$0.ownViewControllers.isEmpty }) else { return [] }
        return own.ownViewControllers.map {
            CodeTrigger(method: "init", action: .addChild($0), location: "\(own.name)'s viewControllers")
        }
    }

    /// What the places that make `name` hand it, as children it adds: nothing unless the class
    /// (or a superclass) adds as a child something it did not make. Each controller once.
    /// A container made with different children in different places has them per making instead
    /// (`containerVariants(of:)`).
    func childrenGivenAtMaking(to name: String) -> [CodeTrigger] {
        guard let made = containersMade[name], lineage(of: name).contains(where: \.addsChildrenHandedIn) || isLibraryContainer(name),
              containerVariants(of: name) == nil else { return [] }
        var seen: Set<CodeTrigger.Instantiation> = []
        var result: [CodeTrigger] = []
        for container in made {
            for child in container.children where seen.insert(child).inserted {
                result.append(CodeTrigger(method: "init", action: .addChild(child), location: container.location))
            }
        }
        return result
    }
}

extension SourceIndex {
    /// Whether class `name` is a container of a library the app links (its sources are not the
    /// app's): no file declares it, its name says it is a controller, and the app makes it with
    /// controllers (V2EX's root, `DrawerController(centerViewController: centerNav,
    /// leftDrawerViewController: left, rightDrawerViewController: right)` of the DrawerController
    /// pod; MMDrawerController's, SWRevealViewController's), in an argument labelled as a
    /// controller's slot (not Safari's `SFSafariViewController(url:)`). Such containers add what they are
    /// made with, as UIKit's do: the import makes it a scene embedding them, where the app's root
    /// was lost and no launch found.
    /// So is a class of the app's subclassing such a container of a library's (Bark's `class
    /// BarkSnackbarController: SnackbarController`, of Material, made as
    /// `BarkSnackbarController(rootViewController: tabBarController)` for the window's root).
    func isLibraryContainer(_ name: String) -> Bool {
        // A library's navigation controller (SideMenu's `SideMenuNavigationController(rootViewController:)`)
        // is read as one already.
        guard !CallReader.namesNavigationClass(name), containersMade[name]?.contains(where: \.labelsAControllerSlot) == true
        else { return false }
        if classes[name] == nil { return name.hasSuffix("Controller") }
        guard let root = lineage(of: name).last?.superclass.map(FlowNames.className) else { return false }
        return classes[root] == nil && root.hasSuffix("Controller") && !root.hasPrefix("UI") && !root.hasPrefix("NS")
            && !CallReader.namesNavigationClass(root)
    }
}

// A container made with different children in different places (the Corona-Warn-App's generic
// `TopBottomContainerViewController(topController:bottomController:)`, made in 34 places around
// 34 screens) is a scene per making: one scene embedding every child it is ever given would load
// and show them all at once. Each making with other children is a variant, its scene named after
// its first child (`DiaryInfoViewControllerInTopBottomContainer`), holding only those children;
// the calls that show one making show its scene. A making reads what it is made with
// (`Instantiation.given`); resolving it (`SourceIndex.resolvingFactory`) names its variant.

/// The scenes of a container class made with different children in different places: each
/// making's children, by their classes, to the name of its scene.
struct ContainerVariants: Sendable {
    /// The children's classes of each making (`["DiaryInfoViewController", "FooterViewController"]`) → its scene's name.
    var names: [[String]: String]
}

extension SourceIndex {
    /// The scenes of class `name`, when it adds what it is handed (or is a library's container) and
    /// the sources make it with more than one set of children's classes; nil otherwise. Worked out once by `prepare()`.
    func containerVariants(of name: String) -> ContainerVariants? {
        if let table = containerVariantTable { return table[name] }
        return workOutContainerVariants(of: name)
    }

    /// The same, worked out: each making's children in the order the sources make them, named after
    /// the first child's class in the container's name without `ViewController`
    /// (`DiaryInfoViewControllerInTopBottomContainer`), numbered when two share a first child.
    func workOutContainerVariants(of name: String) -> ContainerVariants? {
        guard let made = containersMade[name], made.count > 1,
              lineage(of: name).contains(where: \.addsChildrenHandedIn) || isLibraryContainer(name) else { return nil }
        var keys: [[String]] = []
        for container in made {
            let key = childrenKey(container.children)
            if !keys.contains(key) { keys.append(key) }
        }
        guard keys.count > 1 else { return nil }
        var names: [[String]: String] = [:]
        var taken: Set<String> = []
        for (position, key) in keys.enumerated() {
            var candidate = Self.variantName(of: name, firstChild: key.first) ?? "\(name)\(position + 1)"
            if !taken.insert(candidate).inserted {
                candidate += "\(position + 1)"
                taken.insert(candidate)
            }
            names[key] = candidate
        }
        return ContainerVariants(names: names)
    }

    /// The classes of what a container is made with that are view controllers (a view model handed
    /// beside them is not a child), as written: the key of its scene.
    func childrenKey(_ given: [CodeTrigger.Instantiation]) -> [String] {
        given.compactMap { written in
            // What a factory makes, by its class: the navigation controller a coordinator handed it
            // roots (Zotero's `SettingsListViewInContainer`), not the factory's name.
            let child = written.factory == nil ? written : resolvingFactory(of: written) ?? written
            if child.isMadeInCode, let name = child.identifier {
                return CodeScreens.isViewController(name, in: self) ? name : nil
            }
            return child.knownClass ?? child.identifier ?? child.description
        }
    }

    /// `DiaryInfoViewControllerInTopBottomContainer`: the first child's class in the container's
    /// name without `ViewController`; nil without a first child.
    static func variantName(of name: String, firstChild: String?) -> String? {
        let short = ["ViewController", "Controller"].first { name.hasSuffix($0) && name.count > $0.count }
            .map { String(name.dropLast($0.count)) } ?? name
        return firstChild.map { "\(FlowNames.className($0))In\(short)" }
    }

    /// `made`, resolved: for a container made with different children in different places, which
    /// of its scenes this making is, with its children resolved (`given`); for anything else, what
    /// it was made with dropped. A making the reader did not record as one of the class's (in a
    /// lazy property's closure) is a scene of its own all the same, named after its first child.
    func withVariant(_ made: CodeTrigger.Instantiation) -> CodeTrigger.Instantiation {
        guard made.variant == nil else { return made }
        var resolved = made
        resolved.given = []
        guard !made.given.isEmpty, let name = made.identifier, let variants = containerVariants(of: name) else { return resolved }
        let key = childrenKey(made.given)
        if let known = variants.names[key] {
            resolved.variant = known
        } else {
            let named = Self.variantName(of: name, firstChild: key.first) ?? name
            resolved.variant = variants.names.values.contains(named) ? named + "\(variants.names.count + 1)" : named
        }
        resolved.given = made.given.compactMap(resolvingFactory(of:))
        return resolved
    }
}
