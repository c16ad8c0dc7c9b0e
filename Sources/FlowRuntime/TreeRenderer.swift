import FlowModel

/// Draws the window's hierarchy for `print tree` (Language.md, Output):
///
/// ```
/// window  compact · iOS 17
/// └─ Tabs  tabs, selected Browse
///    ├─ Browse  navigation
///    │  ├─ RecipeList
///    │  └─ RecipeDetail  ◀ visible
///    └─ Favorites  navigation · not loaded
/// ```
///
/// A controller's children come first, then what it presents, as
/// `presents AddRecipeNav  fullScreen · navigation`, with the resolved style.
///
/// A line deeper than ``foldedDepth`` levels folds its outer columns into one
/// marker, `┊47┊ `, followed by the innermost ``keptColumns`` columns: a chain
/// of sheets as deep as the hierarchy may go (`App.maximumDepth`) would
/// otherwise print a line per sheet, each wider than the last, so `print tree`
/// would grow as the square of the depth (before the bound, a fuzz input
/// printed 200 MB of trees of 729 sheets). The folded lines still say how deep
/// they are, and everything near the leaf is drawn as usual.
public struct TreeRenderer {
    /// The depth past which a line's outer columns are folded.
    static let foldedDepth = 32
    /// The innermost columns a folded line still draws.
    static let keptColumns = 8

    /// The iOS version the first line shows.
    public var platformVersion: Int

    /// A renderer whose first line shows iOS `platformVersion`.
    public init(platformVersion: Int) {
        self.platformVersion = platformVersion
    }

    /// The tree's lines, without line ends.
    public func render(_ snapshot: HierarchySnapshot) -> [String] {
        var lines = ["window  \(snapshot.width) · iOS \(platformVersion)"]
        if let root = snapshot.root {
            var columns: [String] = []
            draw(root, columns: &columns, isLast: true, presentedStyle: nil, into: &lines)
        }
        return lines
    }

    /// Draws `node` under the ancestors' `columns` (`"│  "` where an ancestor
    /// has siblings still to come, `"   "` where it was the last).
    private func draw(_ node: HierarchySnapshot.Node, columns: inout [String], isLast: Bool, presentedStyle: String?,
                      into lines: inout [String]) {
        lines.append(indentation(columns) + (isLast ? "└─ " : "├─ ") + label(node, presentedStyle: presentedStyle))
        columns.append(isLast ? "   " : "│  ")
        defer { columns.removeLast() }
        var entries: [(node: HierarchySnapshot.Node, style: String?)] = node.children.map { ($0, nil) }
        if let presented = node.presented { entries.append((presented.node, presented.style)) }
        for (index, entry) in entries.enumerated() {
            draw(entry.node, columns: &columns, isLast: index == entries.count - 1, presentedStyle: entry.style,
                 into: &lines)
        }
    }

    /// The columns in front of a line, folded past ``foldedDepth``.
    private func indentation(_ columns: [String]) -> String {
        guard columns.count > Self.foldedDepth else { return columns.joined() }
        return "┊\(columns.count)┊ " + columns.suffix(Self.keptColumns).joined()
    }

    /// The transitions in flight (inside a `timeline`), after the tree:
    /// `in flight: push Detail on Browse  List -> Detail · 29% · ends at 0.350`.
    public func renderInFlight(_ transitions: [TransitionInFlight], at time: Double) -> [String] {
        transitions.map { transition in
            let percent = Int((transition.progress(at: time) * 100).rounded())
            return "in flight: \(transition.description)  \(transition.from) -> \(transition.to) · \(percent)% · "
                + "ends at \(TraceRenderer.stamp(transition.end))"
        }
    }

    /// `Browse  navigation · not loaded  ◀ visible`.
    func label(_ node: HierarchySnapshot.Node, presentedStyle: String?) -> String {
        var details: [String] = []
        if let presentedStyle { details.append(presentedStyle) }
        switch node.kind {
        case .navigation:
            details.append("navigation" + (node.isNavigationBarHidden == true ? ", bar hidden" : "")
                           + (node.isToolbarShown == true ? ", toolbar" : ""))
        case .tabs:
            details.append("tabs" + (node.selected.map { ", selected \($0)" } ?? "")
                           + (node.showsSidebar == true ? ", sidebar" : "")
                           + (node.isBottomBarHidden == true ? ", tab bar hidden" : "")
                           + (node.isCustomizing == true ? ", customizing" : ""))
        case .pages: details.append("pages" + (node.selected.map { ", showing \($0)" } ?? ""))
        case .split: details.append("split, " + (node.isCollapsed == true ? "collapsed" : "expanded"))
        case .container: details.append("container")
        // Presented whenever it is in the tree, whose style says `search`: the text typed, if any.
        case .search:
            if let text = node.searchText { details.append(EventSpelling.quoted(text)) }
            if let scope = node.searchScope { details.append("scope " + EventSpelling.quoted(scope)) }
        case .content: break
        }
        if let view = node.hostedView { details.append("SwiftUI \(view)") }
        if !node.isViewLoaded { details.append("not loaded") }
        var text = (presentedStyle == nil ? "" : "presents ") + node.name
        if !details.isEmpty { text += "  " + details.joined(separator: " · ") }
        if node.isVisible { text += "  ◀ visible" }
        return text
    }
}
