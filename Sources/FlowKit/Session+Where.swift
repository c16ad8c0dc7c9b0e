extension Session {
    /// Where the app is, in one line: the chain of containers and presenters
    /// from the window's root down to the visible scene —
    /// `Tabs (tabs: Browse) › presents AddRecipeNav (navigation, fullScreen) › AddRecipe`.
    /// Nil before a launch.
    public func whereabouts() -> String? {
        guard let root = snapshot()?.root else { return nil }
        return Self.path(to: root, presentedAs: nil)?.joined(separator: " › ")
    }

    /// The steps from `node` down to the visible scene, nil when it is not below `node`.
    private static func path(to node: HierarchySnapshot.Node, presentedAs style: String?) -> [String]? {
        let here = describe(node, presentedAs: style)
        if let presented = node.presented, let below = path(to: presented.node, presentedAs: presented.style) {
            return [here] + below
        }
        for child in node.children {
            if let below = path(to: child, presentedAs: nil) { return [here] + below }
        }
        return node.isVisible ? [here] : nil
    }

    /// `Tabs (tabs: Browse)`, `presents Help (formSheet)`, `Split (split: collapsed)`.
    private static func describe(_ node: HierarchySnapshot.Node, presentedAs style: String?) -> String {
        var details: [String] = node.kind == .content ? [] : [node.kind.rawValue]
        if let selected = node.selected { details[details.count - 1] += ": \(selected)" }
        if let collapsed = node.isCollapsed { details.append(collapsed ? "collapsed" : "expanded") }
        if let style { details.append(style) }
        let name = style == nil ? node.name : "presents \(node.name)"
        return details.isEmpty ? name : "\(name) (\(details.joined(separator: ", ")))"
    }
}
