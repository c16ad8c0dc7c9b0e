import FlowVocabulary

// iOS 18's tabs in a `tabs` declaration: `mode tabSidebar` and
// `group Collections { Albums, Artists; manages navigation }`.
extension Checker {
    /// `mode M`: one of UIKit's modes, on an iOS that has them.
    mutating func checkTabBarMode(_ node: NameMember) {
        let written = node.value.name
        guard !written.isEmpty else { return }
        if TabBarMode(rawValue: written) == nil {
            error(.make("unknown-tab-bar-mode", "'\(written)' is not a tab bar mode"), at: node.value.range,
                  help: "one of \(TabBarMode.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        checkTabObjectsPlatform(node.range, what: "'mode'")
    }

    /// `group G { … }`. Each group is checked as a whole bar the first time
    /// one of the bar's groups is walked, so that a tab listed twice is found
    /// with one set, whatever the number of groups: a group is one of the tab
    /// bar's tabs or a child of another of its groups; a tab belongs to one
    /// place (the bar, or one group); every child is a view controller.
    /// (A group inside itself cannot be written: it would be listed twice.)
    mutating func checkTabGroup(_ node: TabGroupMember, of owner: DeclaredType) {
        let groups = owner.tabGroups
        guard let first = groups.first, first.range == node.range else { return }
        checkTabObjectsPlatform(node.range, what: "'group'")
        func written(_ name: QualifiedName) -> String { name.parts.map(\.name).joined(separator: ".") }
        var placed: [String: SourceRange] = [:]
        for child in owner.declaration.children { placed[written(child)] = placed[written(child)] ?? child.range }
        for group in groups {
            for child in group.children {
                let name = written(child)
                if let earlier = placed[name] {
                    error(.make("tab-listed-twice", "'\(name)' is already a tab of '\(owner.name)'"), at: child.range,
                          help: "a tab belongs to the tab bar or to one group",
                          notes: [note("listed here", at: earlier)])
                    continue
                }
                placed[name] = child.range
                resolveViewController(child, allowInstance: false)
            }
        }
        // Two groups of one name are a duplicate declaration (Checker+Duplicates).
        for group in groups where placed[written(group.group)] == nil {
            error(.make("group-not-a-tab", "'\(written(group.group))' is not a tab of '\(owner.name)'"), at: group.group.range,
                  help: "list it among the tabs, or in another group's tabs, then make it a group")
        }
        checkGroupNavigationNamesFree(of: owner)
    }

    /// A group of the bar's own tabs that manages navigation is a tab through
    /// the navigation controller UIKit builds its stack in, which flow names
    /// after the group's controller in the group's storyboard
    /// (`CollectionsNavigation`, `Other.CollectionsNavigation` for a group
    /// of `Other`; StoryboardBuilder's `tabGroups`): a scene of that name
    /// there would be a second controller of one name, of which the model
    /// keeps one. The group is resolved as the model resolves it (written
    /// qualified, or a storyboard's name for its launch scene).
    private mutating func checkGroupNavigationNamesFree(of owner: DeclaredType) {
        let tabs = owner.declaration.children.compactMap { index.resolveViewController($0) }
        for group in owner.tabGroups where group.managesNavigation {
            guard let reference = index.resolveViewController(group.group), tabs.contains(reference),
                  let groupType = index.type(reference), let storyboard = index.storyboard(named: reference.storyboard) else { continue }
            let navigationName = UIKitAddedControllers.groupNavigation(group: groupType.name)
            guard let clash = storyboard.types[navigationName] else { continue }
            let shown = storyboard.name == index.name ? navigationName : storyboard.name + "." + navigationName
            addedControllerNameTaken("group-navigation-name-taken", shown,
                                     names: "the navigation controller UIKit builds \(groupType.name)'s stack in",
                                     at: group.group.range, clash: clash, in: storyboard)
        }
    }

    /// `UITab`s are iOS 18's: a storyboard for an earlier iOS has none.
    private mutating func checkTabObjectsPlatform(_ range: SourceRange, what: String) {
        guard let platform = index.platform, platform.major < TabBarMode.firstRelease else { return }
        error(.make("tabs-need-ios-18", "\(what) makes the tab bar of UITabs, which iOS \(platform.major) does not have"),
              at: range, help: "UITab and UITabGroup came with iOS \(TabBarMode.firstRelease): raise 'platform iOS \(platform.major)' or list the tabs alone",
              notes: [note("the platform is declared here", at: platform.range)])
    }
}
