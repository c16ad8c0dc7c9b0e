/// A member of a braced declaration.
///
/// A parse keeps its members in one block (`MemberArena`), each as wide as
/// the widest case, so the widest ones, each one or none a scene, are boxed
/// (`indirect`): a relationship (80 bytes inline), an unwind action and a
/// select guard (72), a size and a frame (52); a member is then 40 bytes (a
/// variable's or a hook's, an interned name and an expression or a block),
/// not 88. A segue is a view of its node in the parse's statement arena
/// (`SegueMember`), 16 bytes.
public enum Member: Hashable, Sendable {
    /// `title "Recipes"`
    case title(StringMember)
    /// `restoration "recipes"`
    case restoration(StringMember)
    /// `hosting "SettingsView"`: the view controller is a `UIHostingController`
    /// whose root view is that SwiftUI view.
    case hosting(StringMember)
    /// `defines context`
    case definesContext(FlagMember)
    /// `provides transition`
    case providesTransition(FlagMember)
    /// `style fullScreen`
    case style(NameMember)
    /// `transition crossDissolve`
    case transition(NameMember)
    /// `adapts formSheet` / `adapts none`
    case adapts(NameMember)
    /// `size 320 x 480`
    indirect case size(DimensionsMember)
    /// `modal in presentation`
    case modalInPresentation(FlagMember)
    /// `root A`, `primary A`, `secondary B`, `embed A` — relationship and embed segues.
    indirect case relationship(RelationshipMember)
    /// `button add -> present AddRecipeNav …` (a view of its node: `SegueMember`).
    case segue(SegueMember)
    /// `unwind saveRecipe when … { … }`
    indirect case unwindAction(UnwindActionMember)
    /// `var recipe = ""`
    case variable(VariableDeclaration)
    /// `on viewWillAppear { … }`
    case hook(HookMember)
    /// `duration 0.35` (animator)
    case duration(NumberMember)
    /// `interactive` (animator)
    case interactive(FlagMember)
    /// `frame 0.5 x 1.0` (presenter)
    indirect case frame(DimensionsMember)
    /// `dims` (presenter)
    case dims(FlagMember)
    /// `removes presenter` (presenter)
    case removesPresenter(FlagMember)
    /// `select Settings when signedIn` (tab bar): the delegate's
    /// `tabBarController(_:shouldSelect:)` for that tab.
    indirect case selectGuard(SelectGuardMember)
    /// `discard secondary [when …]` (split view): the delegate's
    /// `splitViewController(_:collapseSecondary:onto:)` returning true.
    case discardSecondary(DiscardSecondaryMember)
    /// `detents medium, large`: the sizes a sheet may rest at (iOS 15
    /// `UISheetPresentationController.detents`).
    case detents(DetentsMember)
    /// `size regular|compact`: the controller's own `traitOverrides`
    /// (iOS 17) for the horizontal size class, for it and what it contains.
    case sizeClass(NameMember)
    /// `display oneOverSecondary` (column-style split view): its `preferredDisplayMode`.
    case display(NameMember)
    /// `columns double|triple` (split view): the column style of iOS 14,
    /// `UISplitViewController(style:)`.
    case columns(NameMember)
    /// `manual appearance` (custom container):
    /// `shouldAutomaticallyForwardAppearanceMethods` returning false.
    case manualAppearance(FlagMember)
    /// `undimmed medium`: `largestUndimmedDetentIdentifier`, the largest
    /// detent at which what is under the sheet stays interactive.
    case undimmed(NameMember)
    /// `alert "Discard changes?" message "…"`, `alert actionSheet "…"`: the
    /// scene is a `UIAlertController` of that style.
    indirect case alert(AlertMember)
    /// `collapse to primary` (column-style split view): its delegate's
    /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`.
    case collapseTo(NameMember)
    /// `hides bottom bar`: `hidesBottomBarWhenPushed`, the tab bar hidden
    /// while the scene is on a navigation stack above its root.
    case hidesBottomBar(FlagMember)
    /// `hides navigation bar` (a navigation controller): `isNavigationBarHidden` from the start,
    /// the storyboard's "Shows Navigation Bar" unchecked.
    case hidesNavigationBar(FlagMember)
    /// `shows toolbar` (a navigation controller): its toolbar shown from the
    /// start (`isToolbarHidden` false), the storyboard's "Shows Toolbar" checked.
    case showsToolbar(FlagMember)
    /// `back when EXPR` (a scene in a navigation stack): whether the back
    /// button (`navigationBar(_:shouldPop:)`) and the interactive pop may
    /// take it off the stack.
    case backGuard(ConditionMember)
    /// `dismiss when EXPR` (a presented scene): its presentation controller
    /// delegate's `presentationControllerShouldDismiss`, which may refuse a
    /// person's swipe down.
    case dismissGuard(ConditionMember)
    /// `action discard "Discard" destructive { … }`: one of an alert's
    /// actions (`UIAlertAction`), its handler run once the alert is gone.
    indirect case alertAction(AlertActionMember)
    /// `field name "Placeholder"`: one of an alert's text fields
    /// (`addTextField(configurationHandler:)`), its text the alert's variable `name`.
    indirect case textField(TextFieldMember)
    /// `accessibility add "Add Recipe"`: how a UI test finds the control
    /// `add` in the real app — its accessibility identifier, or its label.
    indirect case accessibility(AccessibilityMember)
    /// `search [results Results]`: the scene's `navigationItem.searchController`,
    /// a `UISearchController` showing its results in `Results` (its
    /// `searchResultsController`) or, without one, in the scene itself.
    indirect case search(SearchMember)
    /// `mode sidebar` (a tab bar): iOS 18's `UITabBarController.mode`; the
    /// tab bar is then made of `UITab`s.
    case tabBarMode(NameMember)
    /// `group Collections { Albums, Artists; manages navigation }` (a tab
    /// bar): the tab `Collections` is an iOS 18 `UITabGroup` of those tabs.
    indirect case tabGroup(TabGroupMember)

    /// The whole member.
    public var range: SourceRange {
        switch self {
        case .title(let node), .restoration(let node), .hosting(let node): return node.range
        case .definesContext(let node), .providesTransition(let node), .modalInPresentation(let node),
             .manualAppearance(let node), .hidesBottomBar(let node), .hidesNavigationBar(let node), .showsToolbar(let node),
             .interactive(let node), .dims(let node), .removesPresenter(let node): return node.range
        case .style(let node), .transition(let node), .adapts(let node), .undimmed(let node),
             .columns(let node), .display(let node), .sizeClass(let node), .collapseTo(let node),
             .tabBarMode(let node): return node.range
        case .detents(let node): return node.range
        case .size(let node), .frame(let node): return node.range
        case .relationship(let node): return node.range
        case .segue(let node): return node.range
        case .unwindAction(let node): return node.range
        case .variable(let node): return node.range
        case .hook(let node): return node.range
        case .duration(let node): return node.range
        case .selectGuard(let node): return node.range
        case .tabGroup(let node): return node.range
        case .discardSecondary(let node): return node.range
        case .alert(let node): return node.range
        case .dismissGuard(let node), .backGuard(let node): return node.range
        case .alertAction(let node): return node.range
        case .textField(let node): return node.range
        case .accessibility(let node): return node.range
        case .search(let node): return node.range
        }
    }

    /// The member's keyword as written, for messages (`'root'`, `'size'`).
    public var keyword: String {
        switch self {
        case .title: return "title"
        case .restoration: return "restoration"
        case .hosting: return "hosting"
        case .definesContext: return "defines context"
        case .providesTransition: return "provides transition"
        case .style: return "style"
        case .transition: return "transition"
        case .adapts: return "adapts"
        case .alert: return "alert"
        case .dismissGuard: return "dismiss when"
        case .backGuard: return "back when"
        case .hidesBottomBar: return "hides bottom bar"
        case .hidesNavigationBar: return "hides navigation bar"
        case .showsToolbar: return "shows toolbar"
        case .collapseTo: return "collapse to"
        case .alertAction: return "action"
        case .textField: return "field"
        case .accessibility: return "accessibility"
        case .search: return "search"
        case .size: return "size"
        case .modalInPresentation: return "modal in presentation"
        case .relationship(let node): return node.kind.rawValue
        case .segue(let node): return node.trigger.keyword
        case .unwindAction: return "unwind"
        case .variable: return "var"
        case .hook: return "on"
        case .duration: return "duration"
        case .interactive: return "interactive"
        case .frame: return "frame"
        case .dims: return "dims"
        case .removesPresenter: return "removes presenter"
        case .selectGuard: return "select"
        case .tabBarMode: return "mode"
        case .tabGroup: return "group"
        case .discardSecondary: return "discard secondary"
        case .detents: return "detents"
        case .manualAppearance: return "manual appearance"
        case .columns: return "columns"
        case .display: return "display"
        case .sizeClass: return "size"
        case .undimmed: return "undimmed"
        }
    }
}

/// `detents 200, medium, large`: a sheet's detents, smallest first as a rule.
public struct DetentsMember: Hashable, Sendable {
    /// One detent: a system one by name, or a custom height in points (iOS 16 `.custom`).
    public enum Detent: Hashable, Sendable {
        case system(Identifier)
        case custom(NumberLiteral)

        /// As written: `medium`, `200`.
        public var text: String {
            switch self {
            case .system(let name): return name.text
            case .custom(let height): return height.text
            }
        }
    }

    /// The detents as written.
    public var values: [Detent]
    /// The whole member.
    public var range: SourceRange

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(values: [Detent], range: SourceRange) {
        self.values = values
        self.range = range
    }
}

/// `group Collections { Albums, Artists; manages navigation }`: iOS 18's
/// `UITabGroup`. The group is one of the tab bar's tabs (or of another
/// group's), its own view controller the scene it names; its children are
/// tabs a person selects in the sidebar.
public struct TabGroupMember: Hashable, Sendable {
    /// The group: a tab of the tab bar or a child of another group.
    public var group: QualifiedName
    /// Its child tabs, in order.
    public var children: [QualifiedName]
    /// `manages navigation`: the group's `managingNavigationController`,
    /// whose stack UIKit builds from the selected tabs.
    public var managesNavigation: Bool
    /// From `group` to the closing brace.
    public var range: SourceRange

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(group: QualifiedName, children: [QualifiedName], managesNavigation: Bool, range: SourceRange) {
        self.group = group
        self.children = children
        self.managesNavigation = managesNavigation
        self.range = range
    }
}

/// `select Settings when signedIn`: a guard on a person's selecting a tab.
public struct SelectGuardMember: Hashable, Sendable {
    /// The tab: one of the tab bar's children.
    public var tab: QualifiedName
    /// Whether the tab may be selected.
    public var condition: Expression
    /// From `select` to the end of the condition.
    public var range: SourceRange

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(tab: QualifiedName, condition: Expression, range: SourceRange) {
        self.tab = tab
        self.condition = condition
        self.range = range
    }
}

/// `discard secondary [when detailIsEmpty]`: when the split view collapses,
/// its delegate keeps the primary alone (the Master-Detail template's
/// `collapseSecondary` returning true) — always, or when the condition holds.
public struct DiscardSecondaryMember: Hashable, Sendable {
    /// Nil: always.
    public var condition: Expression?
    /// From `discard` to the end.
    public var range: SourceRange

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(condition: Expression?, range: SourceRange) {
        self.condition = condition
        self.range = range
    }
}

/// A keyword and `when EXPR`: `dismiss when …` (whether a person's swipe
/// down may dismiss the presented scene), `back when …` (whether the back
/// button and the swipe back may pop the scene).
public struct ConditionMember: Hashable, Sendable {
    /// The delegate's answer.
    public var condition: Expression
    /// From `dismiss` to the end.
    public var range: SourceRange

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(condition: Expression, range: SourceRange) {
        self.condition = condition
        self.range = range
    }
}

/// A member that is its keywords alone: `defines context`, `dims`.
public struct FlagMember: Hashable, Sendable {
    /// The keywords: `defines context`.
    public var range: SourceRange

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(range: SourceRange) {
        self.range = range
    }
}

/// A keyword and a string: `title "Recipes"`, `restoration "recipes"`.
public struct StringMember: Hashable, Sendable {
    /// The string: `"Recipes"`.
    public var value: StringLiteral
    /// The whole member.
    public var range: SourceRange

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(value: StringLiteral, range: SourceRange) {
        self.value = value
        self.range = range
    }
}

/// `search [results Results]`.
public struct SearchMember: Hashable, Sendable {
    /// The search results controller's scene; nil when the scene shows its own results.
    public var results: Identifier?
    /// `scopes "All", "Mine"`: the search bar's scopeButtonTitles, in order; empty for no scope bar.
    public var scopes: [StringLiteral]
    /// The whole member.
    public var range: SourceRange

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(results: Identifier?, scopes: [StringLiteral] = [], range: SourceRange) {
        self.results = results
        self.scopes = scopes
        self.range = range
    }
}

/// A keyword and a name: `style fullScreen`, `transition crossDissolve`, `adapts none`.
public struct NameMember: Hashable, Sendable {
    /// The name: `fullScreen`.
    public var value: Identifier
    /// The whole member.
    public var range: SourceRange

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(value: Identifier, range: SourceRange) {
        self.value = value
        self.range = range
    }
}

/// A keyword and a number: `duration 0.35`.
public struct NumberMember: Hashable, Sendable {
    /// The number: `0.35` (seconds for `duration`).
    public var value: NumberLiteral
    /// The whole member.
    public var range: SourceRange

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(value: NumberLiteral, range: SourceRange) {
        self.value = value
        self.range = range
    }
}

/// `size 320 x 480`, `frame 0.5 x 1.0`
public struct DimensionsMember: Hashable, Sendable {
    /// `320` in `size 320 x 480`.
    public var width: NumberLiteral
    /// `480` in `size 320 x 480`.
    public var height: NumberLiteral
    /// The whole member.
    public var range: SourceRange

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(width: NumberLiteral, height: NumberLiteral, range: SourceRange) {
        self.width = width
        self.height = height
        self.range = range
    }
}

/// A container's relationship member: `root` (navigation), `primary`/`secondary` (split), `embed` (container).
public enum RelationshipKind: String, Hashable, Sendable, CaseIterable {
    case root, primary, supplementary, secondary, compact, embed
}

/// `root RecipeList`, `embed Child prepare { … }`
public struct RelationshipMember: Hashable, Sendable {
    /// The keyword: `root`.
    public var kind: RelationshipKind
    /// The child: `RecipeList`.
    public var destination: QualifiedName
    /// Options after the child (`embed` takes `id` and `prepare`).
    public var options: OptionList
    /// The whole member, options included.
    public var range: SourceRange

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(kind: RelationshipKind, destination: QualifiedName, options: OptionList, range: SourceRange) {
        self.kind = kind
        self.destination = destination
        self.options = options
        self.range = range
    }
}

/// The controls a trigger can name; all are tapped with `tap NAME`.
public enum ControlKind: String, Hashable, Sendable, CaseIterable {
    case button, cell, accessory, item, gesture
}

/// What fires a segue: a control a person taps, or `segue "ID"`, a manual
/// segue fired only by `perform "ID"`.
public enum Trigger: Hashable, Sendable {
    case control(kind: ControlKind, name: Identifier, range: SourceRange)
    case manual(identifier: StringLiteral, range: SourceRange)

    /// The trigger as written: `button add`, `segue "ID"`.
    public var range: SourceRange {
        switch self {
        case .control(_, _, let range), .manual(_, let range): return range
        }
    }

    /// The trigger's keyword, for messages: `button`, `segue`.
    public var keyword: String {
        switch self {
        case .control(let kind, _, _): return kind.rawValue
        case .manual: return "segue"
        }
    }
}

/// `TRIGGER -> SEGUE`
///
/// A view of a node of its parse's `StatementArena` (`StatementArena+Segues`),
/// as a `Statement` is: its trigger and segue are made when read. The index's
/// `DeclaredSegue` keeps the member itself, not a copy of its parts.
/// Setting a part makes the member anew, in an arena of its own.
public struct SegueMember: Hashable, Sendable {
    /// The arena holding this member and everything in it.
    let arena: StatementArena
    /// The member's position among the arena's segues.
    let index: Int32

    init(arena: StatementArena, index: Int32) {
        self.arena = arena
        self.index = index
    }

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(trigger: Trigger, arrowRange: SourceRange, segue: Segue, range: SourceRange) {
        self = StatementArena().addSegue(trigger: trigger, arrowRange: arrowRange, segue: segue, range: range)
    }

    /// What fires it: `button add`.
    public var trigger: Trigger {
        get { arena.trigger(ofSegue: index) }
        set { self = SegueMember(trigger: newValue, arrowRange: arrowRange, segue: segue, range: range) }
    }
    /// The `->`.
    public var arrowRange: SourceRange {
        get { arena.arrowRange(ofSegue: index) }
        set { self = SegueMember(trigger: trigger, arrowRange: newValue, segue: segue, range: range) }
    }
    /// What it does: `present AddRecipeNav style fullScreen`.
    public var segue: Segue {
        get { arena.segue(ofSegue: index) }
        set { self = SegueMember(trigger: trigger, arrowRange: arrowRange, segue: newValue, range: range) }
    }
    /// The whole member, options included.
    public var range: SourceRange {
        get { arena.range(ofSegue: index) }
        set { self = SegueMember(trigger: trigger, arrowRange: arrowRange, segue: segue, range: newValue) }
    }

    // Parts of `segue` read without making the whole segue (its destination,
    // its options and its class name): the checks read them for every segue.
    var segueKind: SegueKind { arena.segueKind(ofSegue: index) }
    var segueDestination: QualifiedName { arena.destination(ofSegue: index) }
    var segueOptions: OptionList { arena.options(ofSegue: index) }
    var segueKindRange: SourceRange { arena.kindRange(ofSegue: index) }
    /// The name of the control that fires it, read without making the trigger; nil for a manual segue.
    var controlName: String? { arena.controlName(ofSegue: index) }

    /// Two members are equal when their parts are, wherever they are kept.
    public static func == (lhs: SegueMember, rhs: SegueMember) -> Bool {
        (lhs.arena === rhs.arena && lhs.index == rhs.index)
            || (lhs.range == rhs.range && lhs.arrowRange == rhs.arrowRange && lhs.trigger == rhs.trigger
                && lhs.segue == rhs.segue)
    }

    /// Hashes the parts, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        trigger.hash(into: &hasher)
        arrowRange.hash(into: &hasher)
        segue.hash(into: &hasher)
        range.hash(into: &hasher)
    }
}

extension SegueMember: CustomReflectable {
    /// The parts, as the plain struct showed them (`SyntaxDump`, `--dump-ast`).
    public var customMirror: Mirror {
        Mirror(self, children: ["trigger": trigger, "arrowRange": arrowRange, "segue": segue, "range": range],
               displayStyle: .struct)
    }
}

/// The segue kinds, named after Interface Builder's: Show, Show Detail, Present Modally, Present as Popover, Custom, Exit;
/// and `action`, a control's action method rather than a segue.
public enum SegueKind: String, Hashable, Sendable, CaseIterable {
    case show, detail, present, popover, custom, unwind
    /// `button done { dismiss }`: the control's action (an `@IBAction`, the
    /// target-action pair Interface Builder draws as a Sent Event), the app's
    /// code run on the scene when a person taps it; no segue, no destination.
    /// Its body is the segue's `perform` block (`Segue.actionBody`).
    case action

    /// The kinds written after `->`: every kind but `action`, which is a
    /// control's block.
    public static let written: [SegueKind] = [.show, .detail, .present, .popover, .custom, .unwind]
}

/// `KIND DESTINATION OPTIONS…`; for `unwind`, the destination is the action's
/// name; for `custom`, `className` is the segue class (`custom D "Name"`).
public struct Segue: Hashable, Sendable {
    /// The kind: `present`.
    public var kind: SegueKind
    /// The kind's keyword.
    public var kindRange: SourceRange
    /// The destination scene (`AddRecipeNav`), or the unwind action's name.
    public var destination: QualifiedName
    /// The segue class for `custom`: `"FadeSegue"`; nil otherwise.
    public var className: StringLiteral?
    /// `id`, `style`, `when`, `prepare { … }`, … in source order.
    public var options: OptionList
    /// From the kind to the last option.
    public var range: SourceRange

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(kind: SegueKind, kindRange: SourceRange, destination: QualifiedName, className: StringLiteral?,
                options: OptionList, range: SourceRange) {
        self.kind = kind
        self.kindRange = kindRange
        self.destination = destination
        self.className = className
        self.options = options
        self.range = range
    }

    /// A control's action (`button done { dismiss }`): kind `action`, no
    /// destination, `body` its only option (a `perform` block).
    public static func action(_ body: Block) -> Segue {
        let start = SourceRange.empty(at: body.range.start)
        return Segue(kind: .action, kindRange: start, destination: QualifiedName(parts: [], range: start), className: nil,
                     options: [Option(kind: .perform(body), keywordRange: start, range: body.range)], range: body.range)
    }

    /// The code of a control's action (`button done { dismiss }`); nil for a segue.
    public var actionBody: Block? {
        guard kind == .action else { return nil }
        for option in options { if case .perform(let body) = option.kind { return body } }
        return nil
    }
}

/// `unwind saveRecipe when EXPR { … }`: the scene implements an unwind action.
public struct UnwindActionMember: Hashable, Sendable {
    /// The action's name: `saveRecipe`.
    public var action: Identifier
    /// `when EXPR`: canPerformUnwindSegueAction; nil means always.
    public var condition: Expression?
    /// The body, run on the destination when the unwind happens; nil when none is written.
    public var body: Block?
    /// The whole member.
    public var range: SourceRange

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(action: Identifier, condition: Expression?, body: Block?, range: SourceRange) {
        self.action = action
        self.condition = condition
        self.body = body
        self.range = range
    }
}

/// `alert "Discard changes?" message "Your edits will be lost."` /
/// `alert actionSheet "…"`.
public struct AlertMember: Hashable, Sendable {
    /// `actionSheet` or `alert` when written; nil for an alert.
    public var style: Identifier?
    /// The title.
    public var title: StringLiteral
    /// `message "…"`: the text under the title.
    public var message: StringLiteral?
    /// The whole member.
    public var range: SourceRange

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(style: Identifier?, title: StringLiteral, message: StringLiteral?, range: SourceRange) {
        self.style = style
        self.title = title
        self.message = message
        self.range = range
    }
}

/// `action discard "Discard" destructive preferred { … }`.
public struct AlertActionMember: Hashable, Sendable {
    /// The action's name, which `tap` names: `discard`.
    public var name: Identifier
    /// The button's label.
    public var label: StringLiteral
    /// `cancel` or `destructive` (`UIAlertAction.Style`); nil for default.
    public var style: Identifier?
    /// `preferred`: the alert's `preferredAction`.
    public var preferred: SourceRange?
    /// `when EXPR`: whether the action is enabled (`isEnabled`), evaluated
    /// on the alert as a person taps; nil for always.
    public var enabledWhen: Expression?
    /// The handler, run once the alert has been dismissed; nil for none.
    public var body: Block?
    /// The whole member.
    public var range: SourceRange

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(name: Identifier, label: StringLiteral, style: Identifier?, preferred: SourceRange?,
                enabledWhen: Expression? = nil, body: Block?, range: SourceRange) {
        self.name = name
        self.label = label
        self.style = style
        self.preferred = preferred
        self.enabledWhen = enabledWhen
        self.body = body
        self.range = range
    }
}

/// `field name "Recipe name"`.
public struct TextFieldMember: Hashable, Sendable {
    /// The field's name: the alert's variable holding its text, which `type … in` names.
    public var name: Identifier
    /// `"…"`: its placeholder, shown while it is empty.
    public var placeholder: StringLiteral?
    /// The whole member.
    public var range: SourceRange

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(name: Identifier, placeholder: StringLiteral?, range: SourceRange) {
        self.name = name
        self.placeholder = placeholder
        self.range = range
    }
}

/// `accessibility add "Add Recipe"`.
public struct AccessibilityMember: Hashable, Sendable {
    /// The control of this scene it names; nil for the scene's own view
    /// (`accessibility "Editor"`).
    public var control: Identifier?
    /// Its accessibility identifier or label in the real app; empty when the
    /// app gives it none (`flow import` says so for an image-only button).
    public var value: StringLiteral
    /// The whole member.
    public var range: SourceRange

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(control: Identifier?, value: StringLiteral, range: SourceRange) {
        self.control = control
        self.value = value
        self.range = range
    }
}

/// `on viewWillAppear { … }`
public struct HookMember: Hashable, Sendable {
    /// The lifecycle event: `viewWillAppear`.
    public var event: Identifier
    /// The statements run when UIKit calls the event.
    public var body: Block
    /// The whole member.
    public var range: SourceRange

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(event: Identifier, body: Block, range: SourceRange) {
        self.event = event
        self.body = body
        self.range = range
    }
}
