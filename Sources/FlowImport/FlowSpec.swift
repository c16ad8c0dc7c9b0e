import FlowLang

// What the mapper decides, before it becomes syntax: plain values that
// `SyntaxBuilder` turns into FlowLang's AST, with comments between them.

/// A top-level item of an imported file, or a comment line.
enum ItemSpec: Equatable {
    case comment(String)
    case blankLine
    case storyboard(String)
    case importFile(String)
    /// `initial X` or `initial Storyboard.X`.
    case initial([String])
    case type(TypeSpec)
}

/// `KIND Name { children; members }`.
struct TypeSpec: Equatable {
    var kind: TypeKind
    var name: String
    /// `tabs` and `pages` children, each a qualified name's parts.
    var children: [[String]] = []
    var members: [MemberSpec] = []
}

/// A member, or a comment line standing before the next member.
enum MemberSpec: Equatable {
    case comment(String)
    case title(String)
    case restoration(String)
    /// `hosting "View"`: a UIHostingController of that SwiftUI view.
    case hosting(String)
    case definesContext
    case hidesBottomBar
    case hidesNavigationBar
    case showsToolbar
    /// `accessibility control "text"`: how a UI test finds the control; with
    /// no control, the scene's view; `""`: the storyboard gives it nothing.
    case accessibility(control: String?, text: String)
    case providesTransition
    case style(String)
    case transition(String)
    /// `adapts S`: the style its adaptive presentation delegate gives in compact width (AdaptivePresentations.swift).
    case adapts(String)
    case size(Double, Double)
    case relationship(RelationshipKind, [String], identifier: String?)
    case segue(SegueSpec)
    case unwind(String)
    /// `columns double|triple` (split view).
    case columns(String)
    /// `display MODE` (split view).
    case display(String)
    /// `discard secondary` (split view): its delegate's `collapseSecondary` returns true (SplitDelegates.swift).
    case discardSecondary
    /// `select TAB when false` (tab bar): its delegate's `tabBarController(_:shouldSelect:)` refuses that
    /// tab (RefusedTabs.swift).
    case refusesTab([String])
    /// `search results X`: the scene's search controller shows its results in scene X of the
    /// same file (SearchResultsInCode.swift).
    case search(results: String)
}

/// `TRIGGER -> KIND DESTINATION OPTIONS…`.
struct SegueSpec: Equatable {
    enum Trigger: Equatable {
        case control(ControlKind, String)
        case manual(String)
    }

    enum Option: Equatable {
        case identifier(String)
        case style(String)
        case transition(String)
        case animated(Bool)
        case anchor(String)
    }

    /// A step of a control's action that the importer writes (kind `action`).
    enum ActionStep: Equatable {
        /// `dismiss`: `dismiss(animated:)` on the scene.
        case dismiss
        /// `pop`: `navigationController?.popViewController(animated:)`.
        case pop
        /// `pop to root`: `navigationController?.popToRootViewController(animated:)`.
        case popToRoot
        /// `push X`: `navigationController?.pushViewController(X, animated:)`, which does nothing where
        /// the scene is in no navigation controller (a `show` segue would present it modally there).
        case push([String])
        /// `push X on N`: `N.pushViewController(X, animated:)`, onto a navigation controller that is not the
        /// scene's own (a side menu's centre, ContainerSlots.swift).
        case pushOn([String], on: [String])
        /// `present X [style S] on C` / `show X on C` / `detail X on C`: called on another scene than the
        /// segue's own, one an object keeps (MovesOnHeldScenes.swift); `on C#1` with `instance`, the
        /// first instance of C (the window's root the app launches with: PresentationsOverTheApp.swift).
        case navigateOn(NavigateKind, [String], on: [String], instance: Int? = nil, style: String?)
        /// `if exists(X) { unembed X }`: a child the code removes before it adds another.
        case unembedIfAlive([String])
        /// `embed X in C`.
        case embed([String], in: [String])
        /// `if !exists(X) { embed X in C }`: a child the code adds unless it holds one (a `guard` on the
        /// property it keeps it in), ChildrenAddedOnRotation.swift.
        case embedIfAbsent([String], in: [String])
        /// `set window.rootViewController = X`: the window's root replaced.
        case setRoot([String])
        /// `set navigationController.viewControllers = [X, Y] [animated true]`: the scene's navigation
        /// controller's whole stack replaced (StackReplacements.swift).
        case setStack([[String]], animated: Bool)
        /// `if presented(S) == X { dismiss }`: a dismissal of what scene S presents when it is X (GuardedDismissals.swift).
        case dismissIfPresenting([String], by: [String])
        /// `if count(stack(navigationController(X))) > 1 { pop } else { dismiss }`: a control's action popping or
        /// dismissing X by a condition of the code's own (DeclarationMapper's `linkDismissalOrPop`).
        case popElseDismiss([String])
        /// `select N` (from 1): the tab bar controller's `selectedIndex` set in code.
        case select(Int)
    }

    var trigger: Trigger
    var kind: SegueKind
    /// A scene's qualified name, or for `unwind` the action's name.
    var destination: [String]
    /// A custom segue's class.
    var className: String?
    var options: [Option] = []
    /// For kind `action`: its code (`button done { dismiss }`).
    var actionSteps: [ActionStep] = []
}
