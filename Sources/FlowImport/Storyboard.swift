// The storyboard model: what a storyboard says about navigation, read out of
// the XML by `StoryboardReader` and mapped to flow by `FlowMapper`. Ids are
// Interface Builder's opaque object ids; nothing here is a flow name yet.

/// One `.storyboard` file's scenes and segues.
struct Storyboard: Sendable {
    /// The storyboard's name: its file's base name (`Main` for `Main.storyboard`).
    var name: String
    /// The path as given, for warnings.
    var path: String
    /// The document's `version` (`3.0`, or `2.0` from Xcode 4).
    var version: String
    /// `initialViewController`, when the storyboard has an entry point.
    var initialControllerID: String?
    /// Every scene's controller, in document order.
    var controllers: [Controller]
    /// What was skipped or could not be read, for comments and warnings.
    var notes: [ImportWarning]

    /// The controller with object id `id`.
    func controller(id: String) -> Controller? {
        controllers.first { $0.id == id }
    }

    /// The class of the controller a storyboard's code instantiates by `identifier` (nil: the
    /// initial one), or, for a container, of its first child (a navigation controller's root, a tab
    /// bar's first tab): the scene of the app's own on screen when it shows. Nil when none is the app's.
    func appClass(identifier: String?) -> String? {
        // (Named as SwiftGen's case is, the identifier with a lowercase start: eRouška's launch.)
        var id = identifier.map { identifier in
            (controllers.first { $0.storyboardIdentifier == identifier }
                ?? controllers.first { $0.storyboardIdentifier?.lowercased() == identifier.lowercased() })?.id
        } ?? initialControllerID
        var visited: Set<String> = []
        while let current = id, visited.insert(current).inserted, let controller = controller(id: current) {
            let child = controller.segues.first { $0.kind == "relationship" }?.destination
            // A container of the app's own with no child here (its code gives it one) is the scene then.
            if let custom = controller.customClass, controller.kind == .plain || child == nil { return custom }
            id = child
        }
        return nil
    }
}

/// The kind of view controller a scene's controller element is.
enum ControllerKind: Sendable, Equatable {
    case plain
    case navigation
    case tabBar
    case split
    case page
    /// A SwiftUI `hostingController`: its content is code.
    case hosting
    /// `viewControllerPlaceholder`: a reference to a scene of another storyboard.
    case reference(storyboardName: String, identifier: String?)
}

/// A scene's controller: the element marked `sceneMemberID="viewController"`.
struct Controller: Sendable {
    var id: String
    /// The XML element's name (`tableViewController`).
    var element: String
    var line: Int
    var kind: ControllerKind
    var customClass: String?
    var storyboardIdentifier: String?
    var restorationIdentifier: String?

    /// Whether its custom class is `name` (module prefixes aside).
    func isOfClass(_ name: String) -> Bool {
        customClass.map(FlowNames.className) == FlowNames.className(name)
    }
    /// The `title` attribute.
    var title: String?
    /// The title of its `navigationItem` or `tabBarItem`, when it has no own title.
    var itemTitle: String?
    var userLabel: String?
    var definesContext: Bool
    /// `hidesBottomBarWhenPushed`.
    var hidesBottomBar: Bool
    /// A navigation controller's `navigationBarHidden` ("Shows Navigation Bar" unchecked).
    var hidesNavigationBar = false
    /// A navigation controller's `toolbarHidden="NO"` ("Shows Toolbar" checked).
    var showsToolbar = false
    var providesTransition: Bool
    var presentationStyle: String?
    var transitionStyle: String?
    /// A page view controller's `transitionStyle` (`scroll`; none is page curl).
    var pageTransitionStyle: String? = nil
    /// A split view controller's column style, as Interface Builder writes it:
    /// `allowDoubleColumnStyle="YES"` or `style`.
    var splitStyle: String? = nil
    /// A split view controller's `preferredDisplayMode` (`beside`, `overlay`, …).
    var preferredDisplayMode: String? = nil
    /// `preferredContentSize` (a popover's or form sheet's size).
    var size: (width: Double, height: Double)?
    /// The segues it owns or its controls own, in document order.
    var segues: [StoryboardSegue]
    /// Object ids of its controls (anything that owns a segue) to their descriptions.
    var controls: [String: Control]
    /// Controls connected to an action method of this controller's class
    /// (`<action selector="settingsTapped:" destination="…"/>`), in document order.
    var actions: [ControlAction] = []
    /// A hosting controller's SwiftUI root view, when the app's Swift says which (SwiftUIScreens).
    var hostedView: String? = nil
    /// The accessibility identifier of its root view (`<view key="view">`'s
    /// accessibilityConfiguration): how a UI test finds the scene.
    var viewIdentifier: String? = nil
    /// Where the code shows it (`GamesViewController.swift:323`), for a screen read from code.
    var codeLocation: String? = nil
    /// For a navigation controller relating no root: where the code sets the stack whose first is the
    /// root the import gives it (NavigationRootsSetInCode.swift).
    var rootSetInCode: String? = nil
    /// For a plain view controller an object of the app's keeps as the window's root: each method
    /// that makes a controller its child in place of the one before (ContainersSwappingChildren.swift).
    var childSwaps: [ChildSwap] = []
    /// For a variant of a container made with different children in different places: the
    /// children its making hands it, which it adds (ContainersGivenChildren.swift).
    var givenChildren: [CodeTrigger.Instantiation] = []
}

/// A method of the app's code that swaps a container's child: the new child's controller id.
struct ChildSwap: Sendable, Equatable {
    var method: String
    var destination: String
    var location: String
}

/// A control's `@IBAction` connection: tapping it calls the method.
struct ControlAction: Sendable, Equatable {
    /// The control's object id (its description is in `Controller.controls`).
    var controlID: String
    /// The method's name: the selector up to its first colon (`settingsTapped`).
    var method: String
    var line: Int
}

/// A control that owns a segue: a button, a cell, a bar button item, a
/// gesture recognizer (or another UIControl, treated as a button).
struct Control: Sendable {
    enum Kind: Sendable, Equatable { case button, cell, item, gesture }

    var id: String
    var kind: Kind
    var element: String
    /// Names worth deriving the control's flow name from, best first
    /// (its user label, title, system item, reuse identifier…).
    var labels: [String]
    /// How a UI test finds it in the app: its accessibility identifier, else
    /// the title a person sees on it (its accessibility label); nil for neither.
    var findBy: String? = nil
}

/// Who fires a segue.
enum SegueOwner: Sendable, Equatable {
    /// The controller itself: a manual segue (or a container relationship).
    case controller
    /// A control: tapping it fires the segue.
    case control(id: String)
    /// A cell's detail accessory button (`trigger="accessoryAction"`).
    case accessory(cellID: String)
    /// A container view: an embed segue.
    case containerView(id: String)
}

/// A `<segue>` element.
struct StoryboardSegue: Sendable {
    var id: String
    var line: Int
    var owner: SegueOwner
    var destination: String
    /// `kind` as written: `show`, `push`, `presentation`, `modal`, …
    var kind: String
    var identifier: String?
    var relationship: String?
    var customClass: String?
    var animates: Bool
    var presentationStyle: String?
    var transitionStyle: String?
    /// `popoverAnchorView` or `popoverAnchorBarButtonItem`.
    var anchorID: String?
    var unwindAction: String?
    var destinationCreationSelector: String?
}

extension Controller {
    /// A controller the app's code makes (SwiftUIScreens, CodeScreens, CodeNavigation): no
    /// storyboard attributes, shown at `location` in the code.
    static func fromCode(id: String, element: String, kind: ControllerKind, customClass: String? = nil,
                         identifier: String? = nil, label: String? = nil, location: String?) -> Controller {
        var controller = Controller(id: id, element: element, line: 0, kind: kind, customClass: customClass,
                                    storyboardIdentifier: identifier, restorationIdentifier: nil, title: nil,
                                    itemTitle: nil, userLabel: label, definesContext: false, hidesBottomBar: false,
                                    providesTransition: false, presentationStyle: nil, transitionStyle: nil,
                                    segues: [], controls: [:])
        controller.codeLocation = location
        return controller
    }
}

extension StoryboardSegue {
    /// A segue the app's code makes: animated, with no storyboard options.
    static func fromCode(id: String, owner: SegueOwner, to destination: String, kind: String,
                         identifier: String? = nil, relationship: String? = nil) -> StoryboardSegue {
        StoryboardSegue(id: id, line: 0, owner: owner, destination: destination, kind: kind, identifier: identifier,
                        relationship: relationship, customClass: nil, animates: true, presentationStyle: nil,
                        transitionStyle: nil, anchorID: nil, unwindAction: nil, destinationCreationSelector: nil)
    }
}
