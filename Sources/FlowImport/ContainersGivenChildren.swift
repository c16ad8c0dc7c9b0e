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

/// A class of the app made with controllers as arguments: `[[Container alloc]
/// initWithMain:navigation sidebar:tags]`, `Container(main: navigation, sidebar: tags)`.
struct MadeContainer: Hashable, Sendable {
    /// The class made.
    var type: String
    /// The arguments that are controllers, in order.
    var children: [CodeTrigger.Instantiation]
    /// `SPAppDelegate.m:84`, for comments.
    var location: String
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

    /// What the places that make `name` hand it, as children it adds: nothing unless the class
    /// (or a superclass) adds as a child something it did not make. Each controller once.
    func childrenGivenAtMaking(to name: String) -> [CodeTrigger] {
        guard let made = containersMade[name], lineage(of: name).contains(where: \.addsChildrenHandedIn) else { return [] }
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
