import Foundation

// `--sources`: the code that moves between scenes (Swift through
// SwiftSourceReader; Objective-C through ObjectiveCMethod). A storyboard shows the
// segues Interface Builder draws; an app also performs segues, presents,
// shows and pushes controllers it instantiates from a storyboard, and
// dismisses and pops, in its methods. The readers find those calls in each
// method body, in the order they run, with the controller each shows (a
// variable followed to what it was given), and
// the importer attaches them to the scenes of the method's class as manual
// triggers named after the method: `segue "addTapped" -> present AddFeed`,
// which a script fires with `perform "addTapped"`.

/// One call that moves between scenes, in a method of a class.
public struct CodeTrigger: Hashable, Sendable {
    /// What the call does.
    public enum Action: Hashable, Sendable {
        /// `performSegue(withIdentifier: "X", sender:)`.
        case performSegue(String)
        /// `present(vc, animated:)` of a controller instantiated from a storyboard.
        case present(Instantiation)
        /// `show(vc, sender:)`.
        case show(Instantiation)
        /// `showDetailViewController(vc, sender:)`.
        case detail(Instantiation)
        /// `navigationController?.pushViewController(vc, animated:)`, `setViewControllers`.
        case push(Instantiation)
        /// A controller instantiated and handed on (returned, stored, given to
        /// a page view controller): the code does something with it that the
        /// reader does not follow.
        case instantiate(Instantiation)
        /// `dismiss(animated:)`.
        case dismiss
        /// `navigationController?.popViewController(animated:)`.
        case pop
        /// `navigationController?.popToRootViewController(animated:)`.
        case popToRoot
        /// `addChild(vc)`: the controller made a child of this one, in code.
        case addChild(Instantiation)
        /// `pageViewController.setViewControllers([vc], direction: …)` on a page view controller
        /// the class holds: the controller is the page on screen there (NetNewsWire's article
        /// screen shows each article's web view as a page of a page view controller it made).
        case page(Instantiation)
        /// A controller a provider the view controller holds makes and hands it
        /// (SourceIndex.viewTriggers): the view controller shows it, presenting
        /// what cannot be pushed.
        case handedOver(Instantiation)
        /// `view.window?.rootViewController = vc` after launch (a sign-in done): the window's root
        /// replaced, `set window.rootViewController = X` (WindowRoots.swift).
        case replaceRoot(Instantiation)
        /// `UISearchController(searchResultsController: vc)` made by the class: its search shows its
        /// results in that controller, `search results X` (SearchResultsInCode.swift).
        case searchResults(Instantiation)
        /// `tabBarController?.selectedIndex = 0`: the scene's tab bar controller selects that tab (from 0),
        /// `select 1` (OwnTracks' friends list showing the map after a tap).
        case selectTab(Int)

        /// The call in words, for the import's summary: `presents 'navigationController'`,
        /// `dismisses`, `performs segue "showPatreon"`.
        public var verb: String {
            switch self {
            case .performSegue(let identifier): return "performs segue \"\(identifier)\""
            case .present(let made): return "presents \(made.description)"
            case .show(let made): return "shows \(made.description)"
            case .detail(let made): return "shows the detail \(made.description)"
            case .push(let made): return "pushes \(made.description)"
            case .instantiate(let made): return "instantiates \(made.description)"
            case .dismiss: return "dismisses"
            case .pop: return "pops"
            case .popToRoot: return "pops to the root"
            case .addChild(let made): return "adds \(made.description) as a child"
            case .page(let made): return "shows \(made.description) as a page of its page view controller"
            case .handedOver(let made): return "is handed \(made.description)"
            case .replaceRoot(let made): return "makes \(made.description) the window's root"
            case .searchResults(let made): return "shows its search results in \(made.description)"
            case .selectTab(let index): return "selects its tab bar's tab \(index + 1)"
            }
        }

        /// Whether the call adds the controller as a child (`addChild`).
        var isAddChild: Bool {
            if case .addChild = self { return true }
            return false
        }

        /// The controller the call shows, hands on or adds; nil for a performed
        /// segue, a dismissal, a pop.
        public var made: Instantiation? {
            switch self {
            case .present(let made), .show(let made), .detail(let made), .push(let made), .instantiate(let made),
                 .addChild(let made), .page(let made), .handedOver(let made), .replaceRoot(let made),
                 .searchResults(let made):
                return made
            case .performSegue, .dismiss, .pop, .popToRoot, .selectTab:
                return nil
            }
        }

        /// The same call of another controller; a call of none as it is.
        func replacingMade(with other: Instantiation) -> Action {
            switch self {
            case .present: return .present(other)
            case .show: return .show(other)
            case .detail: return .detail(other)
            case .push: return .push(other)
            case .instantiate: return .instantiate(other)
            case .addChild: return .addChild(other)
            case .page: return .page(other)
            case .handedOver: return .handedOver(other)
            case .replaceRoot: return .replaceRoot(other)
            case .searchResults: return .searchResults(other)
            case .performSegue, .dismiss, .pop, .popToRoot, .selectTab: return self
            }
        }
    }

    /// A controller made from a storyboard: by storyboard identifier, or the
    /// storyboard's initial one (`identifier` nil); in the storyboard `storyboard`
    /// names, or (nil) the calling controller's own and those it imports.
    public struct Instantiation: Hashable, Sendable {
        /// The storyboard's name (`UIStoryboard(name:)`), or nil for the caller's own.
        public var storyboard: String?
        /// The storyboard identifier, or nil for the storyboard's initial controller.
        public var identifier: String?
        /// A method that makes the controller (`HeightViewController.instantiate`,
        /// `CheatsViewController.makeEditCheatViewController`): what it
        /// instantiates, once the method is read (`SourceIndex.codeTriggers(of:)`).
        public var factory: String?
        /// Made the root of a navigation controller in code
        /// (`UINavigationController(rootViewController: vc)`), which is what is shown.
        public var inNavigation = false
        /// A controller known only by its class, made wherever the app makes it
        /// (a parameter `tab: TabViewController` a method adds as a child): the
        /// scene of that class (`StoryboardSet.scene(_:from:)`).
        public var ofClass: String?
        /// What a factory of the caller's own class is handed of the caller's parameters: the
        /// factory's label → the caller's parameter's label (`get(scene: scene)` in `present(scene:…)`:
        /// `scene` → `scene`), for the case a call names (SceneEnums.swift).
        var forwarded: [String: String] = [:]
        /// The controllers a class of the app is made with (`TopBottomContainerViewController(topController:
        /// info, bottomController: footer)`), as the making place reads them; once resolved, which of the
        /// class's makings this is, when it adds what it is handed and is made with different children
        /// in different places (`variant`, ContainersGivenChildren.swift). Empty once resolved.
        var given: [Instantiation] = []
        /// The scene of a container made with different children in different places that this making
        /// is (`DiaryInfoViewControllerInTopBottomContainer`); nil for any other controller.
        var variant: String?
        /// The method's parameter whose enum case names the storyboard (`WindowManager.open(_ storyboard:
        /// Storyboard)` making `storyboard.initialViewController()`): each call's case says which
        /// (StoryboardEnums.swift); until then `storyboard` is nil, and what no call names is not made.
        var storyboardParameter: StoryboardParameter?
        /// The `modalPresentationStyle` the code gives the controller before presenting it
        /// (`compose.modalPresentationStyle = .fullScreen`), as UIKit spells it; nil for none.
        var presentationStyle: String?
        /// The case of the enum `factory` is a member of, when the member switches over `self`
        /// (`Tab.home.viewController`, EnumCaseControllers.swift): what it makes for that case.
        var selfCase: String?
        /// The enum cases a call of a method of the class's own writes as its arguments, by label
        /// (`viewControler(for: .info)`: `for` → `info`): the method's result is that case's, when it
        /// switches over the parameter (SceneEnums.swift; SwissCovid's tabs, OwnMethodCaseTabs.swift).
        var argumentCases: [String: String] = [:]
        /// One of a list made for every case of that enum, because the list the code maps is not
        /// written there (`tabs.map { $0.viewController }`): the cases the class writes say which
        /// (`SourceIndex.keepingCasesWritten`, EnumCaseControllers.swift).
        var isOneOfEveryCase = false

        /// A controller of `storyboard` (nil: the caller's own) by `identifier`
        /// (nil: the initial one), or what `factory` makes.
        public init(storyboard: String?, identifier: String?, factory: String? = nil, inNavigation: Bool = false) {
            self.storyboard = storyboard
            self.identifier = identifier
            self.factory = factory
            self.inNavigation = inNavigation
        }

        /// The identifier, or the storyboard's name, of a helper that instantiates by the name of
        /// the class it is called on (`String(describing: self)` in an extension of
        /// `UIViewController`: `ProductViewController.loadFromStoryboard()`); each call says which
        /// (`SourceIndex.resolvingFactory`). No class can be named `Self`.
        public static let ownClassName = "Self"

        /// A controller of class `name`, however the app makes it.
        public static func instance(of name: String) -> Instantiation {
            var made = Instantiation(storyboard: nil, identifier: nil)
            made.ofClass = name
            return made
        }

        /// The storyboard identifier the scene it makes has: the variant's of a container made with
        /// different children in different places, else `identifier`.
        var sceneIdentifier: String? { variant ?? identifier }

        /// The same controller, not in a navigation controller made in code (nor with the style it is
        /// presented in: the same controller, whatever the presentation).
        var withoutNavigation: Instantiation {
            var plain = self
            plain.inNavigation = false
            plain.presentationStyle = nil
            return plain
        }

        /// `'detail'`, `the initial scene of 'Settings'`, `'detail' of 'Settings'`: for comments.
        public var description: String {
            if let factory, let selfCase, let dot = factory.firstIndex(of: ".") {
                return "what \(factory[..<dot]).\(selfCase)\(factory[dot...]) makes"
            }
            // What another object keeps (ContainersInProperties.swift): "what SeafAppDelegate's startNav holds".
            if let property = keptProperty, let factory, let dot = factory.firstIndex(of: ".") {
                return "what \(factory[..<dot])'s \(property) holds"
            }
            if let factory { return "what \(factory)() makes" }
            // "an AboutViewController"; a `U` is left to "a" (a UserViewController), as it mostly sounds.
            if let ofClass { return ("AEIO".contains(ofClass.prefix(1)) ? "an " : "a ") + ofClass }
            if storyboard == CodeScreens.storyboardName, let identifier { return "\(identifier), made in code" }
            switch (storyboard, identifier) {
            case (let storyboard?, let identifier?): return "'\(identifier)' of '\(storyboard)'"
            case (let storyboard?, nil): return "the initial scene of '\(storyboard)'"
            case (nil, let identifier?): return "'\(identifier)'"
            case (nil, nil): return "a controller"
            }
        }
    }

    /// A parameter of an enum of storyboards a controller is made from, and the member of the enum's
    /// that gives the case's storyboard (StoryboardEnums.swift).
    struct StoryboardParameter: Hashable, Sendable {
        /// The parameter's argument label (`_0` unlabelled).
        var label: String
        var type: String
        var member: String
    }

    /// The method's name (`addTapped`; Objective-C's first selector piece).
    public var method: String
    /// The call.
    public var action: Action
    /// `File.swift:12`, for comments.
    public var location: String
    /// The case of a `switch` over one of the method's parameters the call is under (SceneEnums.swift).
    var enumCase: EnumCase?
    /// Whether it presents on a receiver spelled as whatever is on screen, the window's root or the
    /// top controller (`UIApplication.topViewController()?.present(…)`), as the reader found it.
    var onWhateverIsOnScreen = false
    /// Whether that receiver is the window's root itself (`window?.rootViewController?.present(…)`), not
    /// the controller on top: UIKit refuses a second presentation there while the first shows
    /// ("which is already presenting"), where one on the top controller stacks (PresentationsOverTheApp.swift).
    var onWindowRoot = false
    /// Whether it is such a presentation made outside the view controllers, given to the scene the
    /// app launches into (PresentationsOverTheApp.swift).
    var overTheApp = false
    /// For a push: the pop the statements before it in its block make first, on the navigation
    /// controller it pushes onto (`popToRootViewController(animated: false)`, then the push: Tinode's
    /// "open this chat in place of the current screen"); nil for none (PopsBeforePushes.swift).
    var popsFirst: PopBeforePush?
    /// For a push: the whole stack the code gives the scene's own navigation controller, when it lists
    /// every controller (`navigationController?.setViewControllers([tabs], animated: true)`, COVIDSafe's
    /// onboarding leaving for the tab bar): the stack replaced, not pushed onto (StackReplacements.swift).
    var setsStack: StackSet?
    /// For a push standing for a whole stack set on a navigation controller named otherwise than as the
    /// scene's own (a storyboard's instantiated there, one known by its class, a subclass's own in its
    /// `viewDidLoad`): that controller and the stack's first, the root of a storyboard's navigation
    /// controller that relates none (NavigationRootsSetInCode.swift).
    var stackOfNavigation: NavigationStackSet?
    /// For a dismissal or a pop: the parts of the choices it is made in (BackStepChoices.swift).
    var choices: [String] = []
    /// For a dismissal: the class of the only controller it dismisses, presented by the scene
    /// (`if let snooze = presentedViewController as? SnoozeViewController`, GuardedDismissals.swift).
    var dismissesOnly: String?
    /// For a push onto a navigation controller a library's container holds in a slot, not the scene's
    /// own (Mattermost's menus: `menuContainerViewController.centerViewController.pushViewController(…)`):
    /// the slot as the code names it (`centerViewController`), and once every file is read, what the
    /// container was given there (`SourceIndex.resolvingFactory(_:cases:)`, ContainerSlots.swift).
    var ontoSlot: String?
    var onto: Instantiation?
    /// For an Objective-C presentation or show: the property or instance variable it is sent to
    /// (`[_mainViewController presentViewController:…]` → `mainViewController`), which `SourceIndex.prepare()`
    /// makes `onto` when the class keeps a scene of the app's there (MovesOnHeldScenes.swift).
    var onProperty: String?
    /// For a dismissal a class that is no view controller sends to a controller it presents and keeps
    /// (`loadingView.dismiss(animated:)`): that controller's class. A screen whose call reaches it
    /// dismisses itself only when it is that controller (HeldPresentationDismissals.swift).
    var dismissesHeld: String?
    /// For the window's root replaced: made by a helper that then dismisses what the old root presented
    /// (WindowRootHelpers.swift), so the move closes what is presented first.
    var dismissesWhatWasPresented = false
    /// For an instantiation: the method that made it neither moved nor returned it, but handed it
    /// to code the reader does not follow, a helper of another module or a library's container
    /// (ControllersKept.swift).
    var keptByMaker = false
    /// For an instantiation: the property of its maker's class that keeps it, directly or as what the
    /// class's own factory returns (`profileHeaderViewController = createProfileHeaderViewController()`),
    /// when nothing of the class moves it (ControllersKept.swift).
    var keptInProperty: String?
    /// For an instantiation: made in a type method (`static func viewController(native:) -> UIViewController`),
    /// which has no instance of the class to show it from: its callers show it, never the class.
    var isMadeByTypeMethod = false
}

/// A navigation controller's whole stack set in code, bottom first, and whether animated.
struct StackSet: Hashable, Sendable {
    var controllers: [CodeTrigger.Instantiation]
    var animated: Bool
}

/// A whole stack code gives a navigation controller it names (NavigationRootsSetInCode.swift).
struct NavigationStackSet: Hashable, Sendable {
    /// The navigation controller: a storyboard's scene by storyboard and identifier, or one of a class
    /// (`ofClass`).
    var navigation: CodeTrigger.Instantiation
    /// The stack's first controller, its root.
    var root: CodeTrigger.Instantiation
    /// Whether the call is a push where no storyboard's navigation controller takes the stack as its
    /// root (`setViewControllers(_:animated:)`, read so before); an assignment of `viewControllers`
    /// to one named so is read for the root only.
    var pushesOtherwise: Bool
}

/// A pop a method makes right before it pushes.
enum PopBeforePush: Hashable, Sendable {
    case pop, popToRoot
}

/// A call's place as the importer writes it, `File.swift:12`, read back into its file and line.
struct CodeLocation: Equatable {
    var file: Substring
    var line: Int

    /// Nil for anything but `file:line`.
    init?(_ written: String) {
        guard let colon = written.lastIndex(of: ":"), let line = Int(written[written.index(after: colon)...]) else { return nil }
        file = written[..<colon]
        self.line = line
    }
}
