// Which members each kind of declaration takes: relationships only in their
// container, animator and presenter members only there, and the view
// controller members nowhere else. Also containers left empty, decided as
// warnings (UIKit accepts them, but nothing useful shows): a navigation
// controller without `root`, a split view without `primary` or `secondary`,
// `tabs` or `pages` without children; and `provides transition` without the
// scene's own `transition`.
extension Checker {
    /// Where `member` stands in `node`: an error when its kind of declaration
    /// does not take it; the warning for `provides transition` when `node` has
    /// no `transition` of its own; a relationship's kind is added to
    /// `relationships`, for `checkContainerContents` once every member is
    /// seen (`Checker.walk`).
    mutating func checkPlacement(_ member: Member, in node: TypeDeclaration,
                                 relationships: inout Set<RelationshipKind>) {
        if case .relationship(let relationship) = member { relationships.insert(relationship.kind) }
        if let help = misplacementHelp(member, in: node.kind) {
            error(.memberNotAllowed(member.keyword, node.kind.description), at: member.range.prefix(member.keyword.utf8.count), help: help)
        }
        // The members are looked through for a `transition` only here, where
        // one is asked about: a pass over every declaration's members copied each.
        if case .providesTransition(let flag) = member, node.kind.isViewController,
           !node.members.contains(where: { if case .transition = $0 { return true }; return false }) {
            warning(.providesTransitionWithoutTransition, at: flag.range,
                    help: "add the scene's own 'transition T', such as 'transition crossDissolve'")
        }
    }

    /// Nil when `member` belongs in a `kind` declaration; else where it belongs.
    private func misplacementHelp(_ member: Member, in kind: TypeKind) -> String? {
        switch member {
        case .relationship(let relationship):
            let home: TypeKind
            switch relationship.kind {
            case .root: home = .navigation
            case .primary, .secondary, .supplementary, .compact: home = .split
            case .embed: home = .container
            }
            return kind == home ? nil : "'\(relationship.kind.rawValue)' belongs in \(Message.article(home.description)) \(home.description)"
        case .duration, .interactive:
            if kind == .animator { return nil }
            return kind == .presenter ? presenterMembers : "'\(member.keyword)' belongs in an animator"
        case .frame, .dims, .removesPresenter:
            if kind == .presenter { return nil }
            return kind == .animator ? animatorMembers : "'\(member.keyword)' belongs in a presenter"
        case .display:
            return kind == .split ? nil : "'display' belongs in a split view controller: it is its preferredDisplayMode"
        case .columns:
            return kind == .split ? nil : "'columns' belongs in a split view controller: it is its style (UISplitViewController(style:))"
        case .manualAppearance:
            return kind == .container ? nil : "'manual appearance' belongs in a custom container: it is its shouldAutomaticallyForwardAppearanceMethods"
        case .discardSecondary:
            return kind == .split ? nil : "'discard secondary' belongs in a split view controller: it is its delegate's collapseSecondary"
        case .selectGuard:
            return kind == .tabs ? nil : "'select … when' belongs in a tab bar controller: it is its delegate's shouldSelect"
        case .tabBarMode:
            return kind == .tabs ? nil : "'mode' belongs in a tab bar controller: it is its mode (iOS 18)"
        case .tabGroup:
            return kind == .tabs ? nil : "'group' belongs in a tab bar controller: it makes one of its tabs a UITabGroup (iOS 18)"
        case .collapseTo:
            return kind == .split ? nil : "'collapse to' belongs in a split view controller: it is its delegate's topColumnForCollapsing"
        case .hidesBottomBar:
            return kind == .animator || kind == .presenter ? "'hides bottom bar' belongs in a view controller pushed on a navigation stack" : nil
        case .showsToolbar:
            return kind == .navigation ? nil : "'shows toolbar' belongs in a navigation controller: it is its isToolbarHidden"
        case .hidesNavigationBar:
            return kind == .navigation ? nil : "'hides navigation bar' belongs in a navigation controller: it is its isNavigationBarHidden"
        case .backGuard:
            return kind == .scene ? nil : "'back when' belongs in a scene: it answers for the back button that pops it"
        case .dismissGuard:
            return kind == .animator || kind == .presenter ? "'dismiss when' belongs in a view controller that is presented" : nil
        case .hosting:
            // A UIHostingController is a plain view controller; embedding is how it holds a
            // UIViewControllerRepresentable's controller.
            return kind == .scene || kind == .container ? nil
                : "'hosting' belongs in a scene or a container: the view controller is then a UIHostingController"
        case .search:
            return kind == .scene ? nil : "'search' belongs in a scene: it is its navigation item's search controller"
        case .alert, .alertAction, .textField:
            return kind == .scene ? nil : "'\(member.keyword)' belongs in a scene: the scene is then a UIAlertController"
        case .title, .restoration, .accessibility, .definesContext, .providesTransition, .style, .transition, .adapts, .size, .sizeClass,
             .modalInPresentation, .segue, .unwindAction, .variable, .hook, .detents, .undimmed:
            switch kind {
            case .scene, .navigation, .tabs, .split, .container, .pages: return nil
            case .animator: return animatorMembers
            case .presenter: return presenterMembers
            }
        }
    }

    private var animatorMembers: String { "an animator takes only 'duration' and 'interactive'" }
    private var presenterMembers: String { "a presenter takes only 'frame', 'dims' and 'removes presenter'" }

    mutating func checkContainerContents(_ node: TypeDeclaration, _ relationships: Set<RelationshipKind>) {
        let missing: (what: String, help: String)?
        switch node.kind {
        case .navigation where !relationships.contains(.root):
            missing = ("'root'", "add 'root Scene', the first view controller of its stack")
        case .split where !relationships.contains(.primary):
            missing = ("'primary'", "add 'primary Scene'")
        case .split where !relationships.contains(.secondary):
            missing = ("'secondary'", "add 'secondary Scene'")
        case .tabs where node.children.isEmpty, .pages where node.children.isEmpty:
            missing = ("children", "list them first: '\(node.kind.rawValue) \(node.name.name) { A, B }'")
        case .scene, .navigation, .tabs, .split, .container, .pages, .animator, .presenter:
            missing = nil
        }
        guard let missing, !node.name.name.isEmpty else { return }
        warning(.emptyContainer(node.kind.description, node.name.name, missing.what), at: node.name.range, help: missing.help)
    }
}
