import FlowVocabulary

// Which style a presentation has and who presents it: UIKitModel.md, Presentation and Dismissal
// (rules 2 and 3). A style asked for is resolved (`automatic`), adapted to the width class the
// presented controller sees, and adapted again when that width changes; the presenter is the
// controller the presentation-context walk finds.

extension PresentationChain {
    /// A presentation's style as the trace and the tree say it: the
    /// resolved style, or for an alert what it is (its presentation is
    /// UIKit's own), `actionSheet, popover` in regular width.
    static func styleText(_ resolved: PresentationStyle, alert: AlertStyle?) -> String {
        (alert.map { .alert($0, resolved: resolved) } ?? HierarchySnapshot.Presentation.Manner.style(resolved)).text
    }

    /// The style UIKit gives a `UIAlertController` whatever was asked: an
    /// alert is presented by its own presentation controller, which keeps
    /// the presenter's views (`custom`); an action sheet is a popover in
    /// regular width and slides up from the bottom in compact width, the
    /// presenter staying (Apple, UIAlertController: "…the modal presentation
    /// style of a UIAlertController with the actionSheet style is
    /// popover" on iPad).
    func alertPresentationStyle(_ style: AlertStyle) -> PresentationStyle {
        switch style {
        case .alert: return .custom
        case .actionSheet: return app.width == .regular ? .popover : .custom
        }
    }

    /// Rule 2, who presents: for the full-screen family, the root of the
    /// receiver's tree (the window's root or a presented controller); for the
    /// current-context styles, the first controller up through the
    /// receiver's parents that defines the presentation context, else the
    /// presented controller the receiver is in, else the window's root. A
    /// navigation controller defines one:
    /// Apple's `definesPresentationContext` ("Some system-provided view
    /// controllers, such as UINavigationController, change the default value
    /// to true"), as iOS 18's search warning names "the navigation controller
    /// containing the presented search controller". The walk is through
    /// parents only ("walks up the view controller hierarchy", the same
    /// page): a controller presented full screen, or a popover's content,
    /// with no parent defining a context, is covered by what it presents over
    /// its context, as apps that show `overCurrentContext` dialogs from modal
    /// screens rely on; walking on through the presenting controller reached
    /// a controller already presenting, and UIKit's warning.
    func presentationContext(for receiver: InstanceID, style: PresentationStyle) -> InstanceID {
        guard style.usesCurrentContext else { return app.viewController(receiver).presentationRoot }
        var current: InstanceID? = receiver
        while let candidate = current, app.controllers.kind(of: candidate) != nil {
            if app.declared(candidate, \.definesPresentationContext) == true { return candidate }
            if app.controllers.kind(of: candidate) == .navigation { return candidate }
            current = app.controllers.parent(of: candidate)
        }
        // A presented controller is as far up as the walk goes: it is covered, not the controller
        // presenting it. A receiver in the window's root's tree asks the root, which warns when it is
        // already presenting (a sheet over it is no ancestor of the receiver's).
        let tree = app.viewController(receiver).presentationRoot
        if app.controllers.presenting(tree) != nil { return tree }
        return app.root ?? receiver
    }

    /// Rule 3: `automatic` is a form sheet (iOS 13 to 17: a page sheet; iOS 12: full screen).
    func resolve(_ style: PresentationStyle) -> PresentationStyle {
        style.resolvingAutomatic(onIOS: app.storyboard.presentationRulesRelease)
    }

    /// Rule 3, adaptation in compact width: a popover becomes a form sheet
    /// (iOS 12: full screen); on iOS 12 sheets become full screen; from iOS 13
    /// sheets stay sheets; the current-context styles do not adapt. The
    /// presented scene's `adapts S` / `adapts none` (its adaptive
    /// presentation delegate) overrides for the styles that adapt.
    func adapt(_ style: PresentationStyle, for presented: InstanceID) -> PresentationStyle {
        guard app.width == .compact else { return style }
        // The rule itself is FlowVocabulary's, shared with the static checks.
        let delegateStyle = app.declared(presented, \.adaptiveStyle)
        return style.adaptedToCompactWidth(onIOS: app.storyboard.presentationRulesRelease, delegateStyle: delegateStyle)
    }

    /// Every presentation's style is resolved again for the new width class;
    /// where that changes whether the presenter's views stay, the presenter
    /// disappears or appears accordingly.
    func readapt() throws {
        let presentedIDs = app.controllers.values.filter { $0.presenting != nil }.map(\.id).sorted()
        for id in presentedIDs {
            guard let controller = app.controllers[id], var requested = controller.presentation.requestedStyle,
                  let presenter = controller.presenting, let old = controller.presentation.style else { continue }
            // An alert controller is presented by its own presentation controller, whatever the width:
            // an action sheet is a popover in regular width and slides up from the bottom in compact
            // width, never a form sheet a person swipes away (the adaptivity audit: after `size
            // compact` it became one, where presented in compact width from the start it was not).
            let alertStyle = app.declaration(of: id)?.alertStyle
            if let alertStyle { requested = alertPresentationStyle(alertStyle) }
            // One presented with no source view (in compact width) has none to be a popover from:
            // it keeps its own presentation rather than become a popover UIKit would refuse.
            if alertStyle == .actionSheet, requested == .popover, controller.presentation.popoverAnchor == nil { continue }
            let new = adapt(resolve(requested), for: id)
            guard new != old else { continue }
            if alertStyle == .actionSheet {
                app.note("\(app.name(id)) adapts to \(new == .popover ? "a popover" : "an action sheet")")
            } else {
                app.note("\(app.name(id)) adapts to \(new.rawValue)")
            }
            app.update(id) { $0.presentation.style = new }
            let presentationController = controller.presentation.presentationController
            let wasRemoved = removesPresenterViews(style: old, presenter: presentationController)
            let isRemoved = removesPresenterViews(style: new, presenter: presentationController)
            if wasRemoved && !isRemoved {
                try app.viewController(presenter).beginAppearance(appearing: true, animated: false, followPresentations: false)
                try app.viewController(presenter).endAppearance(appearing: true, animated: false, followPresentations: false)
            } else if !wasRemoved && isRemoved && app.isInWindow(presenter) {
                try app.viewController(presenter).beginAppearance(appearing: false, animated: false, followPresentations: false)
                try app.viewController(presenter).endAppearance(appearing: false, animated: false, followPresentations: false)
            }
        }
    }
}
