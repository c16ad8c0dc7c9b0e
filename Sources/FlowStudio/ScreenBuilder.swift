import FlowKit
import FlowLang
import FlowModel
import FlowVocabulary

/// Draws a hierarchy as a person sees it on the phone: for the window's root
/// and for each presentation, the content controller shown (the top of a
/// navigation stack, the selected tab), its bar and its controls; and which
/// parts of the graph's picture that is.
struct ScreenBuilder {
    /// The main storyboard's name: graph ids are `Main.RecipeList`, the model's scene names `RecipeList`.
    let mainStoryboard: String
    /// Resolves a model scene name (`RecipeList`, `Settings.Root`) to its declaration.
    let declaration: (String) -> DeclaredType?

    /// One presentation context: the node a layer starts at and how it was presented (nil: the
    /// window's root).
    private struct LayerRoot {
        var node: HierarchySnapshot.Node
        var manner: HierarchySnapshot.Presentation.Manner?

        /// `root`, or the manner as written (`pageSheet`).
        var presentation: String { manner?.text ?? "root" }

        /// How the phone draws it: `root`, or its look (`sheet`, `popover`, `over`, `cover`). An
        /// alert is drawn over the presenter by its own presentation controller, a search
        /// controller over its host: covers.
        var look: String {
            switch manner {
            case nil: return "root"
            case .style(let style)?: return style.look.rawValue
            case .alert?, .search?: return PresentationLook.cover.rawValue
            }
        }

        /// How a person dismisses it without a control. A sheet may refuse (`modal in
        /// presentation`): the model says so when it is tried.
        var dismissal: StudioCommand? {
            switch manner {
            case .style(let style)?:
                switch style.look {
                case .sheet: return StudioCommand(label: "swipe down", statement: "swipe down to 60% then finish")
                case .popover: return StudioCommand(label: "tap outside", statement: "tap outside")
                case .over, .cover: return nil
                }
            case .search?: return StudioCommand(label: "Cancel", statement: "cancel search")
            case .alert?, nil: return nil
            }
        }
    }

    /// The layers bottom first and, for each, the path of nodes from its root to what it shows.
    func layers(of snapshot: HierarchySnapshot) -> [(layer: ScreenLayer, path: [HierarchySnapshot.Node])] {
        guard let root = snapshot.root else { return [] }
        var roots = [LayerRoot(node: root, manner: nil)]
        collectPresentations(under: root, into: &roots)
        return roots.enumerated().map { position, layerRoot in
            let path = shownPath(from: layerRoot.node)
            return (layer(layerRoot, path: path, isTop: position == roots.count - 1), path)
        }
    }

    /// Every presentation under `node`, a presenter before what it presents.
    private func collectPresentations(under node: HierarchySnapshot.Node, into roots: inout [LayerRoot]) {
        for child in node.children { collectPresentations(under: child, into: &roots) }
        if let presented = node.presented {
            roots.append(LayerRoot(node: presented.node, manner: presented.manner))
            collectPresentations(under: presented.node, into: &roots)
        }
    }

    /// From a layer's root down to the content it shows: a navigation
    /// controller's top, a tab bar's or a page view controller's selected
    /// child, the child of a split or a container that holds the visible one.
    private func shownPath(from node: HierarchySnapshot.Node) -> [HierarchySnapshot.Node] {
        var path = [node]
        var current = node
        while let next = shownChild(of: current) {
            path.append(next)
            current = next
        }
        return path
    }

    private func shownChild(of node: HierarchySnapshot.Node) -> HierarchySnapshot.Node? {
        guard !node.children.isEmpty else { return nil }
        switch node.kind {
        case .navigation:
            return node.children.last
        case .tabs, .pages:
            return node.children.first { $0.name == node.selected } ?? node.children.first
        case .split, .container, .content:
            return node.children.first(where: containsVisible) ?? node.children.last
        case .search:
            // Its results controller shows once something is typed.
            return node.searchText == nil ? nil : node.children.first
        }
    }

    private func containsVisible(_ node: HierarchySnapshot.Node) -> Bool {
        node.isVisible || node.children.contains(where: containsVisible)
    }

    private func layer(_ root: LayerRoot, path: [HierarchySnapshot.Node], isTop: Bool) -> ScreenLayer {
        let content = path.last ?? root.node
        var navigationBar: NavigationBar?
        var tabBar: TabBar?
        var toolbar = false
        var customizing = false
        for node in path {
            if node.kind == .navigation, node.isToolbarShown == true { toolbar = true }
            if node.kind == .tabs, node.isCustomizing == true { customizing = true }
            switch node.kind {
            case .navigation where navigationBar == nil && node.isNavigationBarHidden != true:
                let top = node.children.last
                var back: StudioCommand?
                if node.children.count > 1 {
                    let previous = node.children[node.children.count - 2]
                    back = StudioCommand(label: previous.title ?? "Back", statement: "back")
                }
                navigationBar = NavigationBar(title: top.map(title) ?? "", back: back)
            case .tabs where tabBar == nil && node.isBottomBarHidden != true:
                tabBar = TabBar(items: node.children.enumerated().map { position, child in
                    TabItem(title: tabTitle(child), selected: child.name == node.selected,
                            statement: "select \(position + 1)")
                })
            default:
                break
            }
        }
        let type = declaration(content.scene)
        var controls = type.map { type in
            type.controls.map { name, control in
                ScreenControl(name: name, kind: control.kind.rawValue, enabled: false,
                              statement: "tap \(content.scene).\(name)")
            }
        } ?? []
        // The More list's Edit, in its navigation bar; while the customizing sheet is up, its Done.
        if customizing {
            controls = [ScreenControl(name: "Done", kind: "item", enabled: false, statement: "tap " + Vocabulary.moreListDone)]
        } else if content.scene == UIKitAddedControllers.moreList {
            controls.append(ScreenControl(name: "Edit", kind: "item", enabled: false, statement: "tap " + Vocabulary.moreListEdit))
        }
        let fields = type?.alertTextFields.map { ScreenTextField(name: $0.name, placeholder: $0.placeholder) }
        return ScreenLayer(presentation: root.presentation, look: root.look,
                           instance: content.name, scene: content.scene,
                           title: content.title, hostedView: content.hostedView, navigationBar: navigationBar, tabBar: tabBar,
                           toolbar: toolbar ? true : nil, textFields: fields?.isEmpty == false ? fields : nil,
                           controls: controls, dismiss: root.dismissal, isTop: isTop)
    }

    private func title(_ node: HierarchySnapshot.Node) -> String {
        node.title ?? node.scene
    }

    /// A tab's title: the tab's own title, else its name (the storyboard's
    /// name for the tab, as Interface Builder shows a tab bar item's).
    private func tabTitle(_ node: HierarchySnapshot.Node) -> String {
        node.title ?? node.scene
    }

    /// The picture's element id of a model scene name.
    func elementID(ofScene scene: String) -> String {
        "node:" + (scene.contains(".") ? scene : mainStoryboard + "." + scene)
    }
}
