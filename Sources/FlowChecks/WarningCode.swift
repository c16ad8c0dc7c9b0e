// The catalogue of static checks: one stable code per UIKit rule, with the
// rule in words and where it is documented. `flow explain CODE` prints these;
// SARIF lists them as the run's rules. Codes are never reused or renumbered.

/// A static check's stable code: `W101` ….
public enum WarningCode: String, CaseIterable, Hashable, Sendable, Comparable {
    case w101 = "W101", w102 = "W102", w103 = "W103", w104 = "W104", w105 = "W105"
    case w106 = "W106", w107 = "W107", w108 = "W108", w109 = "W109", w110 = "W110"
    case w111 = "W111", w112 = "W112", w113 = "W113", w114 = "W114", w115 = "W115"
    case w116 = "W116", w117 = "W117", w118 = "W118", w119 = "W119", w120 = "W120"
    case w121 = "W121"

    /// Codes order by number.
    public static func < (lhs: WarningCode, rhs: WarningCode) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The code as written by a person: `w104`, `W104`.
    /// A code as written (`W104`, `w104`), or the id its findings carry
    /// (`show-presents-modally`), which JSON, SARIF and the editor show.
    public init?(parsing text: String) {
        if let code = WarningCode(rawValue: text.uppercased()) {
            self = code
        } else if let code = WarningCode.allCases.first(where: { $0.id == text.lowercased() }) {
            self = code
        } else {
            return nil
        }
    }

    /// Which `--warnings` level turns the check on.
    public var level: WarningLevel {
        switch self {
        case .w114: return .all
        case .w101, .w102, .w103, .w104, .w105, .w106, .w107, .w108, .w109, .w110, .w111, .w112, .w113,
             .w115, .w116, .w117, .w118, .w119, .w120, .w121:
            return .default
        }
    }

    /// The diagnostic id its findings carry (`Diagnostic.id`), kebab-case.
    public var id: String {
        switch self {
        case .w101: return "unreachable-scene"
        case .w102: return "unknown-unwind-action"
        case .w103: return "unwind-destination-never-below"
        case .w104: return "show-presents-modally"
        case .w105: return "detail-presents-modally"
        case .w106: return "popover-without-anchor"
        case .w107: return "presentation-without-dismissal"
        case .w108: return "push-navigation-controller"
        case .w109: return "relationship-child-as-destination"
        case .w110: return "tabs-overflow-into-more"
        case .w111: return "restoration-without-parent"
        case .w112: return "constant-guard"
        case .w113: return "variable-never-read"
        case .w114: return "variable-never-written"
        case .w115: return "unbounded-self-push"
        case .w116: return "tab-bar-not-root"
        case .w117: return "push-split-view"
        case .w118: return "ui-test-ambiguous-control"
        case .w119: return "ui-test-unfindable"
        case .w120: return "presentation-style-none"
        case .w121: return "search-without-navigation-bar"
        }
    }

    /// One line: what the check finds.
    public var summary: String {
        switch self {
        case .w101: return "a scene no path reaches from the initial scene"
        case .w102: return "an unwind segue whose action no scene implements"
        case .w103: return "an unwind segue whose implementers can never be below its source"
        case .w104: return "'show' from a scene that is never inside a navigation controller or a split view"
        case .w105: return "'detail' from a scene that is never inside a split view controller"
        case .w106: return "a popover presentation that gives UIKit no anchor"
        case .w107: return "a presentation that covers the screen in compact width with no way out"
        case .w108: return "a navigation controller pushed onto a navigation stack"
        case .w109: return "a segue to a relationship child of a container"
        case .w110: return "a tab bar with more than five tabs"
        case .w111: return "a restoration identifier under a container that has none"
        case .w112: return "a 'when' guard that does not depend on anything"
        case .w113: return "a variable that is never read"
        case .w114: return "a variable that is never written"
        case .w115: return "a segue from a scene to itself that its own hook performs, pushing without bound"
        case .w116: return "a tab bar controller that is not the root of the window"
        case .w117: return "a split view controller pushed onto a navigation stack"
        case .w118: return "two controls of a scene that a UI test finds by the same text"
        case .w119: return "a test step whose control or scene the real app gives nothing a UI test finds it by"
        case .w120: return "a presentation in the style 'none', which UIKit refuses with an exception"
        case .w121: return "a scene with a search field that is never inside a navigation controller, whose bar would show it"
        }
    }

    /// The UIKit rule behind the check, in a few sentences.
    public var rule: String {
        switch self {
        case .w101:
            return """
            UIKit instantiates a storyboard scene only when something asks for it: the window's initial \
            view controller, a relationship of a container, a segue, or code (here: a 'present', 'show', \
            'detail', 'push' or 'embed' statement). A scene none of these reach from the initial scene is \
            dead weight in the storyboard; usually a segue was deleted or never drawn. A scene that code \
            instantiates by its storyboard identifier is reached by a statement in flow: write that \
            'present' or 'show' in the hook or script that does it, or allow W101. A storyboard without \
            an 'initial' declaration is entered through references or code, and is not judged.
            """
        case .w102:
            return """
            An unwind segue asks UIKit to search the view-controller hierarchy for a controller that \
            implements the action. When no scene implements it, the search finds nothing and the segue \
            does nothing: on a device the control is silently dead.
            """
        case .w103:
            return """
            UIKit's unwind search starts at the source and walks up through its parents and the \
            controllers that present them, asking each container's children on the way \
            (allowedChildrenForUnwinding). Only a controller that is above the source at run time can be \
            the destination. When every scene implementing the action is one from which no chain of \
            segues and relationships leads to the source, the search can never find it and the unwind \
            does nothing.
            """
        case .w104:
            return """
            show(_:sender:) asks targetViewController(forAction:) for a target, walking up from the \
            source, itself first, through its parents: a navigation controller pushes (its own 'show' \
            pushes onto it); a split view handles it itself \
            (collapsed, its primary navigation controller pushes; expanded, the destination becomes its \
            primary column). When the source is in neither, UIKit falls back to \
            presenting the destination modally, with no back button. A custom container ('container') \
            is not judged: its class may override show(_:sender:) or targetViewController(forAction:sender:). \
            Nor is a 'show' of a navigation controller: it could never be pushed, so a modal screen with \
            its own bar is what was meant (the storyboard's common idiom).
            """
        case .w105:
            return """
            showDetailViewController(_:sender:) is handled by a split view controller: the source itself or one above it \
            (it replaces the secondary column, or pushes when collapsed). When the source is never inside \
            a split view, UIKit falls back to presenting the destination modally. A custom container is \
            not judged, as for W104.
            """
        case .w106:
            return """
            A popover needs a source: the control that fires a popover segue is its anchor. A 'present' \
            segue whose style is 'popover' sets no source view, so in regular width UIKit raises \
            'UIPopoverPresentationController … should have a non-nil sourceView or barButtonItem set \
            before the presentation occurs'; in compact width it adapts and hides the problem.
            """
        case .w107:
            return """
            In compact width UIKit adapts popovers and sheets (before iOS 13, and with an adaptive \
            delegate returning a full-screen style, to full screen). A full-screen presentation has no \
            area outside it to tap and no sheet to swipe down, and a sheet with isModalInPresentation \
            refuses the swipe: when the presented scene has no control that fires a segue or an unwind, \
            the person is stuck.
            """
        case .w108:
            return """
            pushViewController(_:animated:) with a navigation controller raises 'Pushing a navigation \
            controller is not supported': a control's code that pushes one onto a navigation stack \
            (`segue "m" { push Nav }`, what flow import writes for a method's pushViewController) throws. \
            A 'show' of one does not: the stack declines it and UIKit presents it modally, the storyboard's \
            idiom for a modal screen with its own bar. A split view's primary navigation controller is the \
            exception: collapsing lets it hold navigation controllers (it pushes the secondary one there), \
            so a push onto it is not reported.
            """
        case .w109:
            return """
            A container's relationship children are instantiated with the container. A segue to the \
            same scene instantiates a second, unrelated instance: its state is not the child's, and \
            changes made to one never show in the other.
            """
        case .w110:
            return """
            A tab bar shows at most five items in compact width; with more, UIKit shows four and moves \
            the rest into a 'More' navigation controller it manages itself, where the tabs' own \
            navigation bars nest inside UIKit's.
            """
        case .w111:
            return """
            State preservation walks down from the window's root and skips a controller without a \
            restoration identifier together with everything below it. A child with an identifier under \
            a container without one is never preserved, so never restored.
            """
        case .w112:
            return """
            shouldPerformSegue(withIdentifier:sender:) and canPerformUnwindSegueAction are asked every \
            time. A guard made only of literals gives the same answer every time: either the guard is \
            useless or the segue can never fire.
            """
        case .w113:
            return """
            A variable that nothing reads (no expression, expectation, guard or print) holds state no \
            one sees; often a misspelt name elsewhere.
            """
        case .w114:
            return """
            A variable that no 'set' and no 'prepare' ever writes keeps its first value for ever: a \
            constant dressed as state (enabled with '--warnings all').
            """
        case .w115:
            return """
            A manual 'show' segue from a scene to itself, performed by one of the scene's lifecycle hooks \
            outside any 'if', pushes a new instance whose own hook performs it again as soon as it \
            appears: the stack, and memory, grow without bound. (A 'when' on a manual segue is never \
            consulted, so only an 'if' around the 'perform' can stop it.) A person tapping a control that \
            pushes the same scene again — related items, subfolders — is bounded by the person and not \
            reported.
            """
        case .w116:
            return """
            UITabBarController's documentation: when deploying a tab bar interface, install its view as \
            the root of the window; unlike other view controllers, a tab bar interface should never be \
            installed as a child of another view controller. Pushed, its tab bar sits inside another \
            controller's chrome and the navigation bar overlaps the tabs' own. The exception is iOS 14's \
            column-style split view's `compact` column, shown alone when the split view is collapsed: \
            there the tab bar is the whole interface, and flow does not warn.
            """
        case .w117:
            return """
            UIKit does not push a split view controller: `pushViewController(_:animated:)` logs \
            "Split View Controllers cannot be pushed to a Navigation Controller" and does nothing, so \
            the 'show' that should bring the split view in leaves the screen as it was. Present it, or \
            make it the child of a plain container scene that is pushed instead (apps' \
            `PushableSplitViewController` wrappers).
            """
        case .w118:
            return """
            XCUITest finds an element by its accessibility identifier or its label \
            (`app.buttons["Done"]`); with two matches the query fails ("multiple matching elements \
            found") or taps the first. A scene's controls are found by their 'accessibility' text, \
            else by their flow name; an alert's actions by their titles. Two controls of one scene \
            with the same text cannot both be tapped by a UI test: give one an accessibility \
            identifier of its own ('accessibility NAME "identifier"', set in the app as \
            accessibilityIdentifier).
            """
        case .w119:
            return """
            A UI test finds a control by its accessibility identifier or label, and waits for a scene \
            by its navigation bar's title or its view's identifier. 'accessibility NAME ""' says the \
            real app gives the control none of these (`flow import` writes it for an image-only button \
            or bar item), 'accessibility ""' the same of a scene with no title; a test that taps that \
            control or expects that scene visible cannot do so on a device (`flow test --export \
            xcuitest`). Set the identifier in the app (Interface Builder: Identity inspector, \
            Accessibility, Identifier; or accessibilityIdentifier in code) and write it in the \
            'accessibility' line.
            """
        case .w120:
            return """
            UIModalPresentationStyle.none is the answer an adaptive presentation delegate gives to keep \
            a style as it is ('adapts none'); Apple: "Do not use this style to present a view \
            controller". Presenting in it raises 'The specified modal presentation style doesn't have \
            a corresponding presentation controller.'
            """
        case .w121:
            return """
            A navigation item's search controller ('search') shows its search bar in the navigation bar: \
            Apple, "The navigation controller integrates the search bar from your search controller into \
            the navigation bar interface". A scene that is never inside a navigation controller (nor a \
            column-style split view, which wraps its columns in one) has no navigation bar, so a person \
            never sees the field; only code setting isActive brings the search up. Embed the scene in a \
            navigation controller. An app that puts the search bar in the scene's own view (a table \
            header) shows it anywhere: `flow import` writes 'search' for such a bar too, and the \
            warning is then false; allow W121 on that scene.
            """
        }
    }

    /// Where the rule is written: the model's documentation, then Apple's.
    public var documentation: [String] {
        switch self {
        case .w101:
            return ["UIKitModel.md, Segues", "Language.md, Statements (present, show, detail, push, embed)"]
        case .w102:
            return ["UIKitModel.md, Unwind segues, steps 1–2", "Apple, Technical Note TN2298: Using Unwind Segues"]
        case .w103:
            return ["UIKitModel.md, Unwind segues, step 2", "Apple, UIViewController.allowedChildrenForUnwinding(from:)"]
        case .w104:
            return ["UIKitModel.md, Segues (show: targetViewController(forAction:))",
                    "Apple, UIViewController.show(_:sender:)"]
        case .w105:
            return ["UIKitModel.md, Segues (detail)", "Apple, UIViewController.showDetailViewController(_:sender:)"]
        case .w106:
            return ["UIKitModel.md, Presentation, Popover", "Apple, UIPopoverPresentationController.sourceView"]
        case .w107:
            return ["UIKitModel.md, Presentation, rule 3 and Sheets",
                    "Apple, UIAdaptivePresentationControllerDelegate; UIViewController.isModalInPresentation"]
        case .w108:
            return ["UIKitModel.md, Containment, Navigation controller",
                    "Apple, UINavigationController.pushViewController(_:animated:)"]
        case .w109:
            return ["UIKitModel.md, Containment, Launch", "UIKitModel.md, Instances"]
        case .w110:
            return ["UIKitModel.md, Containment, Tab bar controller", "Apple, UITabBarController.moreNavigationController"]
        case .w111:
            return ["UIKitModel.md, State preservation and restoration",
                    "Apple, Preserving your app's UI across launches"]
        case .w112:
            return ["UIKitModel.md, Segues (shouldPerformSegue)", "UIKitModel.md, Unwind segues, step 2"]
        case .w113, .w114:
            return ["Language.md, Declarations and Statements (var, set)"]
        case .w115:
            return ["UIKitModel.md, Containment, Navigation controller", "UIKitModel.md, Segues"]
        case .w116:
            return ["Apple, UITabBarController (overview: \"install its view as the root of your window\")"]
        case .w117:
            return ["UIKitModel.md, Containment, Navigation controller",
                    "Apple, UISplitViewController (overview: a split view is the root of an interface)"]
        case .w118, .w119:
            return ["Commands.md, flow test (--export xcuitest)", "Apple, XCUIElementQuery; UIAccessibilityIdentification"]
        case .w120:
            return ["UIKitModel.md, Presentation, rule 3", "Apple, UIModalPresentationStyle.none"]
        case .w121:
            return ["UIKitModel.md, Search", "Apple, UINavigationItem.searchController"]
        }
    }
}

/// `flow check --warnings`: which static checks run.
public enum WarningLevel: String, CaseIterable, Hashable, Sendable, Comparable {
    /// No static check (the front end's own diagnostics still show).
    case none
    /// Every check except the pedantic ones.
    case `default`
    /// Every check.
    case all

    private var rank: Int {
        switch self {
        case .none: return 0
        case .default: return 1
        case .all: return 2
        }
    }

    /// `none < default < all`.
    public static func < (lhs: WarningLevel, rhs: WarningLevel) -> Bool { lhs.rank < rhs.rank }

    /// Whether a check of `code` runs at this level.
    public func enables(_ code: WarningCode) -> Bool { self != .none && code.level <= self }
}
