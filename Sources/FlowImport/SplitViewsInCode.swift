// Split view controllers an app makes in code (whole apps: KeePassium's
// `RootSplitVC`, Mastodon's `RootSplitViewController`). A subclass of UIKit's
// split view controller that fills its own columns — `setViewController(list,
// for: .primary)` in its initializer or `viewDidLoad`, or `viewControllers =
// [list, detail]` — is a split container of Code.flow whose columns are what
// the code puts there, each as the code makes it (in the navigation controller
// the code makes around it). `super.init(style: .tripleColumn)` says its
// style; without it, a column set with `setViewController(_:for:)` makes it
// column-style all the same (UIKit's method for column-style splits: "Use this
// method … for split view interfaces with a style of doubleColumn or
// tripleColumn"), and `viewControllers = [a, b]` alone is the classic split.
// `preferredDisplayMode = .oneBesideSecondary` in its own code is its display
// mode.

/// A column a split view controller subclass fills in its own code.
struct SplitColumn: Hashable, Sendable {
    /// UIKit's `UISplitViewController.Column` case: `primary`, `supplementary`, `secondary` or `compact`.
    var column: String
    var made: CodeTrigger.Instantiation
    /// `File.swift:12`, where the code sets it.
    var location: String
}

/// What a split view controller subclass's own code sets up: its columns, style and display mode.
struct SplitSetUp: Hashable, Sendable {
    var columns: [SplitColumn] = []
    /// `super.init(style: .doubleColumn)`: `doubleColumn` or `tripleColumn`.
    var style: String?
    /// `preferredDisplayMode = .oneBesideSecondary`.
    var preferredDisplayMode: String?

    var isEmpty: Bool { columns.isEmpty && style == nil && preferredDisplayMode == nil }

    /// Another method's set-up added: a column set twice keeps the first (the initializer's, read first).
    mutating func add(_ other: SplitSetUp) {
        for column in other.columns where !columns.contains(where: { $0.column == column.column }) { columns.append(column) }
        style = style ?? other.style
        preferredDisplayMode = preferredDisplayMode ?? other.preferredDisplayMode
    }
}

/// A split view controller's columns as Code.flow relates them — a subclass's, or one an object of
/// the app's keeps (ContainersInProperties.swift): the storyboard relationship for each column, and
/// the split's style and display mode as a storyboard writes them.
struct SplitInCode: Hashable, Sendable {
    struct Column: Hashable, Sendable {
        /// `masterViewController`, `supplementaryViewController`, `detailViewController` or `compactViewController`.
        var relationship: String
        var made: CodeTrigger.Instantiation
        var location: String
    }
    var columns: [Column]
    var style: String?
    var preferredDisplayMode: String?
}

extension SourceIndex {
    /// The columns a split view controller subclass fills in its own code, each as the code makes
    /// it; nil for any other class, or one that fills none.
    func split(ofSplitClass name: String) -> SplitInCode? {
        guard inherits(name, fromUIKit: "UISplitViewController") else { return nil }
        var setUp = SplitSetUp()
        for scanned in lineage(of: name) { setUp.add(scanned.splitSetUp) }
        // What an object keeping one sets (KeePassium's main coordinator, the primary of its `RootSplitVC`).
        for scanned in lineage(of: name) { setUp.add(columnsSetOutside[scanned.name] ?? SplitSetUp()) }
        // What a method of theirs, or its own, sets a column to, handed it (SplitColumnsHandedIn.swift).
        for scanned in lineage(of: name) {
            for setter in columnsHandedInBy[scanned.name] ?? [] { setUp.add(columnsHandedIn(by: setter, to: scanned.name)) }
        }
        return splitInCode(setUp, classic: viewControllers(ofContainerClass: name))
    }

    /// The controllers a tab bar or split class of the app's is given as its `viewControllers`: by its
    /// own code, else where it is made (`let split = SplitViewController(); split.viewControllers =
    /// [tabs, detail]`, SwiftHub's router) — the first making read, when it is made in several places.
    func viewControllers(ofContainerClass name: String) -> [CodeTrigger.Instantiation] {
        if let own = lineage(of: name).first(where: { !$0.ownViewControllers.isEmpty })?.ownViewControllers {
            return keepingCasesWritten(own, by: name)
        }
        if let outside = lineage(of: name).lazy.compactMap({ self.viewControllersSetOutside[$0.name] }).first { return outside }
        return viewControllersHandedAtMaking(to: name)
    }

    /// A split's columns as Code.flow relates them, from the columns `setUp` sets, else the classic
    /// split's two set as its `viewControllers` (`classic`), each as the code makes it; nil when
    /// none is one of the app's view controllers.
    func splitInCode(_ setUp: SplitSetUp, classic: [CodeTrigger.Instantiation]) -> SplitInCode? {
        // Each column as a storyboard relates it, the primary first as a storyboard writes it.
        let relationships = [("primary", "masterViewController"), ("supplementary", "supplementaryViewController"),
                             ("secondary", "detailViewController"), ("compact", "compactViewController")]
        var columns: [SplitInCode.Column] = []
        for (column, relationship) in relationships {
            guard let set = setUp.columns.first(where: { $0.column == column }),
                  let made = keptTabBar(set.made) != nil ? set.made : resolvingFactory(of: set.made) else { continue }
            columns.append(SplitInCode.Column(relationship: relationship, made: made, location: set.location))
        }
        var style = setUp.style
        if columns.isEmpty {
            // The classic split's two: `viewControllers = [list, detail]`.
            // By position: a controller not known leaves its column empty, not the next one in its place;
            // a split whose primary is not known is not read (Eurofurence's, each a module's list).
            let known = classic.map(resolvingFactory(of:))
            if known.first.map({ $0 != nil }) == true {
                columns = zip(["masterViewController", "detailViewController"], known).compactMap { relationship, made in
                    made.map { SplitInCode.Column(relationship: relationship, made: $0, location: "") }
                }
            }
        } else if style == nil {
            style = setUp.columns.contains { $0.column == "supplementary" } ? "tripleColumn" : "doubleColumn"
        }
        guard !columns.isEmpty else { return nil }
        return SplitInCode(columns: columns, style: style, preferredDisplayMode: setUp.preferredDisplayMode)
    }
}

extension SourceIndex {
    /// A column known by its class only that is a tab bar controller subclass whose tabs the code sets
    /// (Threema's split of `tabBarController`, a property `ThreemaTabBarController` made with the split,
    /// given its tabs by the coordinator filling the split): the controller of that class the code makes,
    /// as a property made of a container's subclass is not read as one (`ClassReader.controllerMade`).
    func tabBarFilledInCode(_ column: CodeTrigger.Instantiation) -> CodeTrigger.Instantiation {
        guard column.storyboard == nil, column.identifier == nil, column.factory == nil, let type = column.ofClass,
              isTabBarController(type), lineage(of: type).contains(where: { viewControllersSetOutside[$0.name] != nil })
        else { return column }
        var made = CodeTrigger.Instantiation(storyboard: CodeScreens.storyboardName, identifier: type)
        made.inNavigation = column.inNavigation
        return made
    }
}

extension SourceIndex {
    /// The tabs of UIKit's tab bar controller that `made` names when it is one a class keeps in a
    /// property (`CodeTrigger.Instantiation.kept`) and gives tabs to (Zebra's split column,
    /// `realTabBarController`): each of the app's as the class makes it; nil for anything else, or none.
    func keptTabBar(_ made: CodeTrigger.Instantiation) -> [CodeTrigger.Instantiation]? {
        guard let property = made.keptProperty, let owner = made.keptOwner,
              let held = lineage(of: owner).lazy.compactMap({ $0.heldContainers[property] }).first,
              held.kind == .tabBar else { return nil }
        let tabs = keepingCasesWritten(held.viewControllers, by: owner).compactMap(resolvingFactory(of:))
        return tabs.isEmpty ? nil : tabs
    }
}
