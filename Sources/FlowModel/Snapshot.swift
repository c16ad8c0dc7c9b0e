/// The window's hierarchy as a value: for `print tree`, JSON and embedding tools.
public struct HierarchySnapshot: Hashable, Sendable, Codable {
    /// The window's width class (`compact`, `regular` in JSON).
    public var width: WidthClass
    /// The window's root view controller; nil before launch.
    public var root: Node?

    /// One view controller in the hierarchy.
    public struct Node: Hashable, Sendable, Codable {
        /// Its name in traces (`RecipeDetail#2`).
        public var name: String
        /// The scene it was instantiated from.
        public var scene: String
        /// What kind of view controller it is (`navigation` in JSON).
        public var kind: ControllerKind
        /// The scene's title, if it declares one.
        public var title: String?
        /// Whether its view has loaded.
        public var isViewLoaded: Bool
        /// Where it is in the appearance cycle (`appeared` in JSON).
        public var appearance: AppearanceState
        /// Whether it is the visible controller: the one the user sees on top.
        public var isVisible: Bool
        /// The selected child's name, for tab bar and page view controllers.
        public var selected: String?
        /// For split view controllers.
        public var isCollapsed: Bool?
        /// For tab bar controllers: true while a controller pushed on the
        /// shown tab's stack hides the tab bar (`hidesBottomBarWhenPushed`).
        public var isBottomBarHidden: Bool? = nil
        /// For tab bar controllers: true while its customizing sheet is up (the More list's Edit).
        public var isCustomizing: Bool? = nil
        /// For tab bar controllers of iOS 18's `UITab`s: true while a person has its sidebar
        /// (regular width, in a mode that shows one).
        public var showsSidebar: Bool? = nil
        /// For navigation controllers: true while the navigation bar is hidden (`isNavigationBarHidden`).
        public var isNavigationBarHidden: Bool? = nil
        /// For navigation controllers: true while a person sees its toolbar (shown, and not
        /// hidden by a pushed controller's `hidesBottomBarWhenPushed`).
        public var isToolbarShown: Bool? = nil
        /// For a `UIHostingController`: its SwiftUI root view's type (`hosting "SettingsView"`).
        public var hostedView: String? = nil
        /// For a search controller: the text in its search field, when there is some.
        public var searchText: String? = nil
        /// For a search controller with a scope bar: the selected scope button's title.
        public var searchScope: String? = nil
        /// Its children in order, as in `Controller.children`.
        public var children: [Node]
        /// What this controller presents, with the resolved style.
        public var presented: Presentation?
    }

    /// A boxed presented node, so that `Node` can contain itself.
    public final class Presentation: Hashable, Sendable, Codable {
        /// How a controller is presented, as UIKit resolved it.
        public enum Manner: Hashable, Sendable {
            /// In a presentation style (`pageSheet`; `automatic` resolved, adapted to the width).
            case style(PresentationStyle)
            /// A `UIAlertController`, by its own presentation controller: `resolved` is `popover` for
            /// an action sheet in regular width, else `custom`.
            case alert(AlertStyle, resolved: PresentationStyle)
            /// A search controller, over its host (UIKit's own presentation).
            case search

            /// As trees, traces and JSON write it: `pageSheet`, `alert`, `actionSheet, popover`, `search`.
            public var text: String {
                switch self {
                case .style(let style): return style.rawValue
                case .alert(let alert, let resolved): return alert.rawValue + (resolved == .popover ? ", popover" : "")
                case .search: return SearchController.styleText
                }
            }

            /// The manner `text` writes; nil for a text no manner writes.
            init?(text: String) {
                if text == SearchController.styleText {
                    self = .search
                } else if let style = PresentationStyle(rawValue: text) {
                    self = .style(style)
                } else if let alert = AlertStyle(rawValue: text) {
                    self = .alert(alert, resolved: .custom)
                } else if text.hasSuffix(", popover"), let alert = AlertStyle(rawValue: String(text.dropLast(", popover".count))) {
                    self = .alert(alert, resolved: .popover)
                } else {
                    return nil
                }
            }
        }

        /// How it is presented.
        public let manner: Manner
        /// The presented controller.
        public let node: Node

        /// The manner as written (`pageSheet`, `actionSheet, popover`, `search`).
        public var style: String { manner.text }

        /// A presentation of `node` in `manner`.
        public init(manner: Manner, node: Node) {
            self.manner = manner
            self.node = node
        }

        public static func == (lhs: Presentation, rhs: Presentation) -> Bool {
            lhs.manner == rhs.manner && lhs.node == rhs.node
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(manner)
            hasher.combine(node)
        }

        private enum CodingKeys: String, CodingKey { case style, node }

        /// Read from JSON, which keeps the text: `{"style": "pageSheet", "node": …}`.
        public convenience init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let text = try container.decode(String.self, forKey: .style)
            guard let manner = Manner(text: text) else {
                throw DecodingError.dataCorruptedError(forKey: .style, in: container,
                                                       debugDescription: "'\(text)' is no presentation style")
            }
            self.init(manner: manner, node: try container.decode(Node.self, forKey: .node))
        }

        /// Written as JSON with the manner as text (`style`), as trees write it.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(style, forKey: .style)
            try container.encode(node, forKey: .node)
        }
    }
}

extension App {
    /// The window's hierarchy as it is now.
    public func snapshot() -> HierarchySnapshot {
        let visible = self.visible
        return HierarchySnapshot(width: width, root: root.flatMap { viewController($0).snapshotNode(visible: visible) })
    }
}

extension ViewController {
    /// This controller, and what it contains and presents, as the snapshot shows them.
    fileprivate func snapshotNode(visible: InstanceID?) -> HierarchySnapshot.Node? {
        guard let controller = app.controllers[id] else { return nil }
        let scene = app.storyboard.scene(named: controller.scene)
        var selected: String?
        if controller.kind == .tabs, let child = app.tabBar(id).shownTab {
            selected = app.name(child)
        } else if controller.kind == .pages, let child = controller.selectedChild {
            selected = app.name(child)
        }
        var presented: HierarchySnapshot.Presentation?
        if let presentedID = controller.presented,
           let presentedNode = app.viewController(presentedID).snapshotNode(visible: visible) {
            let resolved = app.controllers[presentedID]?.presentation.style ?? .fullScreen
            let alert = app.declared(presentedID, \.alertStyle)
            let manner: HierarchySnapshot.Presentation.Manner
            if app.controllers.kind(of: presentedID) == .search {
                manner = .search
            } else if let alert {
                manner = .alert(alert, resolved: resolved)
            } else {
                manner = .style(resolved)
            }
            presented = HierarchySnapshot.Presentation(manner: manner, node: presentedNode)
        }
        return HierarchySnapshot.Node(
            name: controller.name, scene: controller.scene, kind: controller.kind,
            title: scene?.title, isViewLoaded: controller.isViewLoaded,
            appearance: controller.appearance, isVisible: id == visible,
            selected: selected, isCollapsed: controller.kind == .split ? controller.split.isCollapsed : nil,
            isBottomBarHidden: controller.kind == .tabs && app.tabBar(id).hidesBottomBar ? true : nil,
            isCustomizing: app.tabCustomization?.tabBar == id ? true : nil,
            showsSidebar: controller.kind == .tabs && app.tabBar(id).showsSidebar ? true : nil,
            isNavigationBarHidden: controller.kind == .navigation && controller.navigation.isNavigationBarHidden ? true : nil,
            isToolbarShown: controller.kind == .navigation && app.navigation(id).showsToolbarOnScreen ? true : nil,
            hostedView: scene?.hostedView,
            searchText: controller.kind == .search ? controller.search.text : nil,
            searchScope: controller.kind == .search ? controller.search.host.flatMap { app.search(of: $0).scope } : nil,
            children: app.hierarchyChildren(of: id).compactMap { app.viewController($0).snapshotNode(visible: visible) },
            presented: presented)
    }
}
