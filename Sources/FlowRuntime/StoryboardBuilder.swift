import FlowLang
import FlowModel
import FlowVocabulary

/// Builds the model's `Storyboard` from a checked index: the scenes of every
/// loaded storyboard (imported ones under their qualified name), their
/// relationships in order — a navigation controller's root, tabs and pages
/// as listed, a split view's primary then secondary — their embeds, their
/// configuration, the platform's sheet rules and the launch scene.
struct StoryboardBuilder {
    let main: StoryboardIndex

    struct Result {
        var storyboard: Storyboard
        var scenes: NameTable<SceneInfo>
        var storyboards: [String: StoryboardIndex]
    }

    /// The iOS release the app runs on: the main file's `platform` (which `--platform` sets), else the current one.
    private var platform: Int { main.platform?.major ?? IOSRelease.current }

    func build() -> Result {
        var storyboards: [String: StoryboardIndex] = [:]
        collect(main, into: &storyboards)
        var scenes: [String: Scene] = [:]
        var infos = NameTable<SceneInfo>()
        for storyboard in storyboards.values {
            for type in storyboard.viewControllers {
                let name = modelName(storyboard.reference(to: type))
                guard scenes[name] == nil, let kind = controllerKind(type.kind) else { continue }
                var built = scene(type, named: name, kind: kind)
                if type.isColumnStyle {
                    for wrapper in wrapColumns(of: type, in: &built, storyboards: storyboards) where scenes[wrapper.name] == nil {
                        scenes[wrapper.name] = wrapper
                    }
                }
                // UITab and UITabGroup are iOS 18's: an app for an earlier iOS (`--platform 17`, which wins
                // over the file, whose own `platform iOS 17` the checker refuses them under) has a tab bar
                // of its tabs alone, as an app sets them up only `if #available` (the adaptivity audit).
                if type.kind == .tabs, type.usesTabObjects, platform >= TabBarMode.firstRelease {
                    for wrapper in tabGroups(of: type, in: &built, storyboard: storyboard) where scenes[wrapper.name] == nil {
                        scenes[wrapper.name] = wrapper
                    }
                }
                if let search = type.search {
                    let searchScene = Scene(name: UIKitAddedControllers.searchController(host: name), kind: .search,
                                            relationships: search.results.map { [storyboard.name == main.name ? $0 : storyboard.name + "." + $0] } ?? [])
                    built.searchController = searchScene.name
                    built.searchScopes = search.scopes
                    if scenes[searchScene.name] == nil { scenes[searchScene.name] = searchScene }
                }
                scenes[name] = built
                infos[name] = SceneInfo(type: type, storyboard: storyboard.name, path: storyboard.path)
            }
        }
        // A tab bar of more than five tabs has UIKit's More navigation
        // controller and its list (TabBarController.swift); the checker has refused
        // a storyboard whose own scenes take those names.
        if scenes.values.contains(where: { $0.kind == .tabs && TabBarRules.hasMore(tabs: $0.relationships.count) }) {
            for more in App.moreScenes where scenes[more.name] == nil { scenes[more.name] = more }
        }
        let initial = main.launchScene.map(modelName)
        let preSheet = main.platform?.usesPreSheetRules ?? false
        // Animators and presenters by their own name (options name them
        // unqualified); the main storyboard's come first, then imports'.
        var animators: [String: AnimatorSpec] = [:]
        var presenters: [String: PresenterSpec] = [:]
        let ordered = [main] + storyboards.values.filter { $0.name != main.name }.sorted { $0.name < $1.name }
        for storyboard in ordered {
            for type in storyboard.animators where animators[type.name] == nil {
                animators[type.name] = AnimatorSpec(name: type.name, duration: type.duration,
                                                    isInteractive: type.isInteractive)
            }
            for type in storyboard.presenters where presenters[type.name] == nil {
                presenters[type.name] = PresenterSpec(name: type.name,
                                                      frame: type.frame.map { (width: $0.width, height: $0.height) },
                                                      dims: type.dims, removesPresenter: type.removesPresenter)
            }
        }
        return Result(storyboard: Storyboard(scenes: scenes, initialScene: initial, usesPreSheetRules: preSheet,
                                             platformVersion: platform,
                                             animators: animators, presenters: presenters),
                      scenes: infos, storyboards: storyboards)
    }

    /// The scenes of the main storyboard's types `names` alone, as `build()` makes them, for a
    /// program a session adds them to (`Program.adding(_:from:as:)`); nil when one is not a view
    /// controller, or brings a scene UIKit adds (a More tab, a column-style split's columns, a tab
    /// group's, a search's): `build()` makes those beside it.
    func buildScenes(named names: [String]) -> [(scene: Scene, info: SceneInfo)]? {
        var built: [(scene: Scene, info: SceneInfo)] = []
        for name in names {
            guard let type = main.types[name], let kind = controllerKind(type.kind), !type.isColumnStyle,
                  type.search == nil, !(type.kind == .tabs && type.usesTabObjects) else { return nil }
            let made = scene(type, named: name, kind: kind)
            guard !(made.kind == .tabs && TabBarRules.hasMore(tabs: made.relationships.count)) else { return nil }
            built.append((made, SceneInfo(type: type, storyboard: main.name, path: main.path)))
        }
        return built
    }

    /// The main storyboard and its imports, at any depth; the first of a name wins.
    private func collect(_ storyboard: StoryboardIndex, into all: inout [String: StoryboardIndex]) {
        guard all[storyboard.name] == nil else { return }
        all[storyboard.name] = storyboard
        for name in storyboard.importOrder {
            if let imported = storyboard.imports[name] { collect(imported, into: &all) }
        }
    }

    private func modelName(_ reference: TypeReference) -> String {
        reference.storyboard == main.name ? reference.name : "\(reference.storyboard).\(reference.name)"
    }

    private func controllerKind(_ kind: TypeKind) -> ControllerKind? {
        switch kind {
        case .scene: return .content
        case .navigation: return .navigation
        case .tabs: return .tabs
        case .split: return .split
        case .container: return .container
        case .pages: return .pages
        case .animator, .presenter: return nil
        }
    }

    /// A column-style split view's columns, each in a navigation controller:
    /// UIKit wraps a column's view controller that is not one (WWDC20 "Build
    /// for iPad": the split view "automatically wraps" each column's view
    /// controller in a navigation controller). The wrappers are scenes of
    /// their own, named after the split and the column (`RootPrimary`); the
    /// split's relationships become primary, supplementary, secondary, in
    /// that order, and the compact column is kept apart — as it is: UIKit
    /// wraps only the primary, supplementary and secondary columns
    /// (`setViewController(_:for:)`), and assigns the compact column's view
    /// controller unwrapped (`SplitColumn.isWrapped`).
    private func wrapColumns(of type: DeclaredType, in scene: inout Scene,
                             storyboards: [String: StoryboardIndex]) -> [Scene] {
        var wrappers: [Scene] = []
        func column(_ kind: Relationship.Kind) -> String? {
            guard let target = type.children.first(where: { $0.kind == kind })?.target else { return nil }
            let content = modelName(target)
            if !(kind.splitColumn?.isWrapped ?? true)
                || storyboards[target.storyboard]?.types[id: target.nameID]?.kind == .navigation { return content }
            let wrapper = Scene(name: UIKitAddedControllers.columnWrapper(split: scene.name, column: kind.rawValue),
                                kind: .navigation, relationships: [content])
            wrappers.append(wrapper)
            return wrapper.name
        }
        let primary = column(.primary)
        let supplementary = column(.supplementary)
        let secondary = column(.secondary)
        scene.relationships = [primary, supplementary, secondary].compactMap { $0 }
        scene.columns = ColumnLayout(hasSupplementary: supplementary != nil, compact: column(.compact),
                                     displayMode: type.preferredDisplayMode)
        let order = SplitColumn.expanded(hasSupplementary: supplementary != nil)
        scene.columns?.topColumnForCollapsing = type.topColumnForCollapsing.flatMap { order.firstIndex(of: $0) }
        return wrappers
    }

    /// A tab bar of iOS 18's `UITab`s: its mode and groups
    /// (TabBarController+Groups.swift). A root group that manages navigation
    /// is a tab through the navigation controller UIKit builds its stack in,
    /// a scene of its own (`CollectionsNavigation`) rooted in the group's
    /// controller; a nested group's stack is its root group's (UIKit's
    /// `managingTabGroup` is "the root-most UITabGroup … with an active
    /// managingNavigationController").
    private func tabGroups(of type: DeclaredType, in scene: inout Scene, storyboard: StoryboardIndex) -> [Scene] {
        var groups: [String: TabGroup] = [:]
        var wrappers: [Scene] = []
        func name(_ written: QualifiedName) -> String? { storyboard.resolveViewController(written).map(modelName) }
        for member in type.tabGroups {
            guard let group = name(member.group), groups[group] == nil else { continue }
            var navigation: String?
            if member.managesNavigation, let index = scene.relationships.firstIndex(of: group) {
                let wrapper = Scene(name: UIKitAddedControllers.groupNavigation(group: group), kind: .navigation,
                                    relationships: [group])
                scene.relationships[index] = wrapper.name
                wrappers.append(wrapper)
                navigation = wrapper.name
            }
            groups[group] = TabGroup(children: member.children.compactMap(name), navigation: navigation)
        }
        scene.tabObjects = TabObjects(mode: type.tabBarMode ?? .automatic,
                                      groups: groups)
        return wrappers
    }

    private func scene(_ type: DeclaredType, named name: String, kind: ControllerKind) -> Scene {
        var relationships: [String] = []
        var embeds: [String] = []
        var embedWidths: [WidthClass?] = []
        // Relationship order: tabs and pages as listed, a navigation
        // controller's root, a split view's primary before its secondary
        // whatever order the members were written in.
        let order: [Relationship.Kind] = [.tab, .page, .root, .primary, .secondary]
        for kind in order {
            for child in type.children where child.kind == kind {
                if let target = child.target { relationships.append(modelName(target)) }
            }
        }
        for child in type.children where child.kind == .embed {
            if let target = child.target {
                embeds.append(modelName(target))
                embedWidths.append(child.resolvedOptions.size.flatMap(WidthClass.init(rawValue:)))
            }
        }
        var scene = Scene(
            name: name, kind: kind, relationships: relationships, embeds: embeds,
            title: type.title, restorationIdentifier: type.restorationIdentifier,
            definesPresentationContext: type.definesPresentationContext,
            providesPresentationContextTransitionStyle: type.providesPresentationContextTransitionStyle,
            modalPresentationStyle: type.modalPresentationStyle,
            modalTransitionStyle: type.modalTransitionStyle,
            preferredContentSize: type.preferredContentSize.map { (width: $0.width, height: $0.height) },
            adaptiveStyle: type.adaptiveStyle,
            isModalInPresentation: type.isModalInPresentation)
        scene.embedWidths = embedWidths
        scene.isPageCurl = type.isPageCurl
        scene.widthOverride = type.widthOverride
        // Smallest first, as a sheet lists them (SheetPresentationController.detents). Only those the
        // platform has: before iOS 15 a sheet has one height (Checker+SheetPlatform.swift).
        scene.detents = type.detents.filter { $0.exists(onIOS: platform) }.sorted { $0.height < $1.height }
        scene.largestUndimmedDetent = platform >= Detent.firstRelease ? type.largestUndimmedDetent : nil
        scene.hidesBottomBarWhenPushed = type.hidesBottomBarWhenPushed
        scene.hidesNavigationBar = type.hidesNavigationBar
        scene.showsToolbar = type.showsToolbar
        scene.hostedView = type.hostedView
        scene.registersForTraitChanges = type.hooks[id: LifecycleMethod.traitChange.nameID] != nil
        scene.alertStyle = type.alert.map { $0.style == .actionSheet ? .actionSheet : .alert }
        // A UIAlertController's title is the alert's.
        if let alert = type.alert, scene.title == nil { scene.title = alert.title }
        scene.forwardsAppearanceManually = type.forwardsAppearanceManually
        return scene
    }
}
