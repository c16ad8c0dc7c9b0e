/// The window's hierarchy as a value: for `print tree`, JSON and embedding tools.
public struct HierarchySnapshot: Hashable, Sendable, Codable {
    public var width: String
    public var root: Node?

    public struct Node: Hashable, Sendable, Codable {
        public var name: String
        public var scene: String
        public var kind: String
        public var title: String?
        public var isViewLoaded: Bool
        public var appearance: String
        public var isVisible: Bool
        /// The selected child's name, for tab bar and page view controllers.
        public var selected: String?
        /// For split view controllers.
        public var isCollapsed: Bool?
        public var children: [Node]
        /// What this controller presents, with the resolved style.
        public var presented: Presentation?
    }

    /// A boxed presented node, so that `Node` can contain itself.
    public final class Presentation: Hashable, Sendable, Codable {
        public let style: String
        public let node: Node

        public init(style: String, node: Node) {
            self.style = style
            self.node = node
        }

        public static func == (lhs: Presentation, rhs: Presentation) -> Bool {
            lhs.style == rhs.style && lhs.node == rhs.node
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(style)
            hasher.combine(node)
        }
    }
}

extension App {
    public func snapshot() -> HierarchySnapshot {
        let visible = self.visible
        return HierarchySnapshot(width: width.rawValue, root: root.flatMap { node($0, visible: visible) })
    }

    private func node(_ id: InstanceID, visible: InstanceID?) -> HierarchySnapshot.Node? {
        guard let controller = controllers[id] else { return nil }
        let scene = storyboard.scenes[controller.scene]
        var selected: String?
        if controller.kind == .tabs || controller.kind == .pages,
           controller.children.indices.contains(controller.selectedIndex) {
            selected = name(controller.children[controller.selectedIndex])
        }
        var presented: HierarchySnapshot.Presentation?
        if let presentedID = controller.presented, let presentedNode = node(presentedID, visible: visible) {
            let style = controllers[presentedID]?.presentationStyle?.rawValue ?? "fullScreen"
            presented = HierarchySnapshot.Presentation(style: style, node: presentedNode)
        }
        return HierarchySnapshot.Node(
            name: controller.name, scene: controller.scene, kind: controller.kind.rawValue,
            title: scene?.title, isViewLoaded: controller.isViewLoaded,
            appearance: controller.appearance.rawValue, isVisible: id == visible,
            selected: selected, isCollapsed: controller.kind == .split ? controller.isCollapsed : nil,
            children: controller.children.compactMap { node($0, visible: visible) },
            presented: presented)
    }
}
