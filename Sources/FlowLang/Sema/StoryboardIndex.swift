import FlowStorage
import FlowVocabulary
#if DEBUG
import Synchronization
#endif

/// What one storyboard declares, resolved by name: the symbol table that
/// semantic analysis checks against and the interpreter runs from.
///
/// It is built from a parsed file before any check runs. When a name is
/// declared twice, the first declaration wins here (the duplicate is a
/// diagnostic). The AST nodes stay reachable (`declaration`, `body`, …) so a
/// consumer never needs to walk the syntax tree again to find them.
public struct StoryboardIndex: Hashable, Sendable {
    /// The storyboard's name: its `storyboard` declaration, else the file's base name.
    public var name: String { didSet { nameSymbol = Symbol(name) } }
    /// `name`, interned: what the references to its types hold.
    public private(set) var nameSymbol: Symbol
    /// The path of the file it was read from.
    public var path: String
    /// The `storyboard` declaration's name, when there is one.
    public var nameRange: SourceRange?

    /// Type declarations (scenes, containers, animators, presenters) by name,
    /// in declaration order; they share one namespace. One array: a pass over
    /// every type walks it (`for type in index.types.inOrder`, or with the
    /// names made, `for (name, type) in index.types`) and hashes no name,
    /// where a dictionary beside a list of names made every pass hash each
    /// name again (about 10 % of `flow check` on the chain shape).
    public var types = TypeTable()
    /// Type names in declaration order (made on each call: walk `types` where it is walked often).
    public var typeOrder: [String] { types.keys }

    /// Global variables by name, in declaration order (first declaration wins).
    public var globals = DeclaredMembers<DeclaredVariable>()
    /// The names of `globals` in declaration order (made on each call).
    public var globalOrder: [String] { globals.keys }

    /// `test` blocks at the top level, in source order.
    public var tests: [DeclaredTest] = []
    /// `link`, `activity` and `shortcut` blocks at the top level, in source order.
    public var entryPoints: [EntryPointStatement] = []
    /// Top-level statements other than tests, in source order: the script `flow run` runs.
    public var script: [Statement] = []

    /// `initial X` as written.
    public var initialName: QualifiedName?
    /// The scene or container `initialName` names; nil when absent or unknown.
    public var initial: TypeReference?

    /// `platform iOS N`; nil means the current iOS.
    public var platform: PlatformVersion?

    /// Imported storyboards by name. Only direct imports are visible to this
    /// storyboard's names.
    public var imports: [String: StoryboardIndex] = [:]
    /// The names of `imports` in import order.
    public var importOrder: [String] = []

    /// An empty index for storyboard `name` read from `path`; the builder fills it.
    public init(name: String, path: String) {
        self.name = name
        self.nameSymbol = Symbol(name)
        self.path = path
    }

    /// The type declared as `name`, if any.
    public subscript(name: String) -> DeclaredType? { types[name] }

    /// A reference to `type`, one of this storyboard's types.
    public func reference(to type: DeclaredType) -> TypeReference {
        TypeReference(storyboard: nameSymbol, name: type.nameSymbol)
    }

    /// Every type in declaration order. Builds the list, so a check must not
    /// call it per statement (that made checking quadratic twice): use a table
    /// built once (`VisibleNames`). Debug builds count the types it hands out.
    public var orderedTypes: [DeclaredType] {
        #if DEBUG
        typeListReads.add(types.count)
        #endif
        return types.values
    }

    #if DEBUG
    /// The declared types `orderedTypes` has handed out, over every copy of
    /// this index: tests check that checking a file reads the list a bounded
    /// number of times, not once per statement (QuadraticTests).
    public let typeListReads = TypeListReads()
    #endif

    /// Scenes and containers, in declaration order.
    public var viewControllers: [DeclaredType] { orderedTypes.filter(\.kind.isViewController) }
    /// `animator` declarations, in declaration order.
    public var animators: [DeclaredType] { orderedTypes.filter { $0.kind == .animator } }
    /// `presenter` declarations, in declaration order.
    public var presenters: [DeclaredType] { orderedTypes.filter { $0.kind == .presenter } }

    /// The scene `flow` launches: the `initial` declaration's, else the first
    /// declared view controller (semantic analysis warns when a file relies on that).
    public var launchScene: TypeReference? {
        if let initial { return initial }
        return viewControllers.first.map { reference(to: $0) }
    }

    /// The type a reference names, in this storyboard or a direct import.
    public func type(_ reference: TypeReference) -> DeclaredType? {
        if reference.storyboardID == nameSymbol.nameID { return types[id: reference.nameID] }
        return imports[reference.storyboard]?.types[id: reference.nameID]
    }

    /// This storyboard and its direct imports.
    public var visibleStoryboards: [StoryboardIndex] { [self] + importOrder.compactMap { imports[$0] } }
}

/// A resolved name of a type declaration: which storyboard, which name.
///
/// Both names are interned (`Symbol`), with their name ids beside them: a
/// reference is 16 plain bytes, copied without touching a reference count,
/// compared and hashed by its ids (so `é` written two ways names one type,
/// as `String`'s `==` has it), and looked up in an index's table of types by
/// id (`TypeTable`). `storyboard` and `name` read the names back as written.
public struct TypeReference: TableKey, CustomStringConvertible {
    /// The storyboard's name, interned.
    public private(set) var storyboardSymbol: Symbol
    /// The declared type's name within that storyboard, interned.
    public private(set) var nameSymbol: Symbol
    /// `storyboardSymbol`'s name id, which equality and the tables read.
    public private(set) var storyboardID: NameID
    /// `nameSymbol`'s name id.
    public private(set) var nameID: NameID

    /// The storyboard's name: `Main`, or `Settings` for an imported one.
    public var storyboard: String {
        get { storyboardSymbol.text }
        set { self = TypeReference(storyboard: Symbol(newValue), name: nameSymbol) }
    }
    /// The declared type's name within that storyboard: `RecipeList`.
    public var name: String {
        get { nameSymbol.text }
        set { self = TypeReference(storyboard: storyboardSymbol, name: Symbol(newValue)) }
    }

    /// A reference to `name` in `storyboard`.
    public init(storyboard: String, name: String) {
        self.init(storyboard: Symbol(storyboard), name: Symbol(name))
    }

    /// A reference to the interned `name` in the interned `storyboard`.
    public init(storyboard: Symbol, name: Symbol) {
        storyboardSymbol = storyboard
        nameSymbol = name
        storyboardID = storyboard.nameID
        nameID = name.nameID
    }

    /// Equal when they name the same type: the same names, by name id.
    public static func == (lhs: TypeReference, rhs: TypeReference) -> Bool {
        lhs.nameID == rhs.nameID && lhs.storyboardID == rhs.storyboardID
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storyboardID.raw)
        hasher.combine(nameID.raw)
    }

    /// Both ids in one word, spread (Fibonacci hashing, as `NameID`'s): a
    /// `KeyedTable` of references hashes no text and runs no SipHash.
    public var tableHash: UInt64 {
        (((UInt64(storyboardID.raw) << 32) | UInt64(nameID.raw)) &+ 1) &* 0x9E37_79B9_7F4A_7C15
    }

    /// `Main.RecipeList`.
    public var description: String { TypeReference.qualified(storyboard, name) }

    /// `storyboard.name`, the id the graph gives a view controller, written in
    /// one pass over the bytes (`+` on two strings grows and copies a buffer
    /// part by part), and the graph and the static checks write
    /// one or more per scene on every `flow check`.
    public static func qualified(_ storyboard: String, _ name: String) -> String {
        var storyboard = storyboard
        var name = name
        return storyboard.withUTF8 { first in
            name.withUTF8 { second in
                String(unsafeUninitializedCapacity: first.count + 1 + second.count) { buffer in
                    var end = buffer.initialize(fromContentsOf: first)
                    buffer[end] = UInt8(ascii: ".")
                    end += 1
                    end += UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(fromContentsOf: second)
                    return end
                }
            }
        }
    }
}

extension TypeReference: CustomReflectable {
    /// The two names, as the struct of two strings showed them (not the ids).
    public var customMirror: Mirror {
        Mirror(self, children: ["storyboard": storyboard, "name": name], displayStyle: .struct)
    }
}

/// A `scene`, container, `animator` or `presenter` declaration.
public struct DeclaredType: Hashable, Sendable {
    // The members live in one shared, copy-on-write box (`SharedFields`):
    // the index hands out a DeclaredType on every lookup (`types[name]`,
    // `orderedTypes`, …), and copying ~20 fields cost a retain and a release each.
    private var storage: SharedFields<Fields>

    /// The name as declared: `RecipeList` (made from its symbol).
    public var name: String {
        get { storage.fields.name.text }
        set { storage.fields.name = DeclaredName(newValue) }
    }
    /// `name`, interned: what a reference to the type holds.
    public var nameSymbol: Symbol { storage.fields.name.symbol }
    /// `name`'s id.
    public var nameID: NameID { storage.fields.name.id }
    /// `scene`, `navigation`, `tabs`, … `presenter`.
    public var kind: TypeKind {
        get { storage.fields.kind }
        set { storage.fields.kind = newValue }
        _modify { yield &storage.fields.kind }
    }
    /// Where the name is written in the declaration.
    public var nameRange: SourceRange {
        get { storage.fields.nameRange }
        set { storage.fields.nameRange = newValue }
        _modify { yield &storage.fields.nameRange }
    }
    /// The declaration as parsed.
    public var declaration: TypeDeclaration {
        get { storage.fields.declaration }
        set { storage.fields.declaration = newValue }
        _modify { yield &storage.fields.declaration }
    }
    /// Relationship children in declaration order: tabs and pages as listed,
    /// then `root`, `primary`, `secondary` and `embed` members.
    public var children: [Relationship] {
        get { storage.fields.children }
        set { storage.fields.children = newValue }
        _modify { yield &storage.fields.children }
    }
    /// Controls by name (first declaration wins).
    public var controls: DeclaredMembers<DeclaredControl> {
        get { storage.fields.members.controls }
        set { storage.fields.members.controls = newValue }
    }
    /// The names of `controls` in declaration order (made on each call).
    public var controlOrder: [String] { controls.keys }
    /// Segues fired by this scene's controls and manual triggers, in order.
    public var segues: DeclaredSegues {
        get { storage.fields.segues }
        set { storage.fields.segues = newValue }
        _modify { yield &storage.fields.segues }
    }
    /// Unwind actions the scene implements, by name.
    public var unwindActions: DeclaredMembers<DeclaredUnwindAction> {
        get { storage.fields.members.unwindActions }
        set { storage.fields.members.unwindActions = newValue }
    }
    /// The names of `unwindActions` in declaration order (made on each call).
    public var unwindActionOrder: [String] { unwindActions.keys }
    /// Instance variables by name.
    public var variables: DeclaredMembers<DeclaredVariable> {
        get { storage.fields.members.variables }
        set { storage.fields.members.variables = newValue }
    }
    /// The names of `variables` in declaration order (made on each call).
    public var variableOrder: [String] { variables.keys }
    /// Its controls, unwind actions, variables and hooks together, as the builder sets them.
    var namedMembers: TypeMembers {
        get { storage.fields.members }
        set { storage.fields.members = newValue }
        _modify { yield &storage.fields.members }
    }
    /// Lifecycle hooks by event name (`viewDidLoad`, …).
    public var hooks: DeclaredMembers<DeclaredHook> {
        get { storage.fields.members.hooks }
        set { storage.fields.members.hooks = newValue }
    }
    // Single-valued members: the first one given wins.
    /// `title "…"`: shown in traces and trees.
    public var title: String? {
        get { storage.fields.title }
        set { storage.fields.title = newValue }
        _modify { yield &storage.fields.title }
    }
    /// `restoration "id"`: UIKit's restorationIdentifier; without it the scene is not preserved.
    public var restorationIdentifier: String? {
        get { storage.fields.restorationIdentifier }
        set { storage.fields.restorationIdentifier = newValue }
        _modify { yield &storage.fields.restorationIdentifier }
    }
    /// `defines context`: UIKit's definesPresentationContext.
    public var definesPresentationContext: Bool {
        get { storage.fields.definesPresentationContext }
        set { storage.fields.definesPresentationContext = newValue }
        _modify { yield &storage.fields.definesPresentationContext }
    }
    /// `provides transition`: UIKit's providesPresentationContextTransitionStyle.
    public var providesPresentationContextTransitionStyle: Bool {
        get { storage.fields.seldom.fields.providesPresentationContextTransitionStyle }
        set { storage.fields.seldom.fields.providesPresentationContextTransitionStyle = newValue }
        _modify { yield &storage.fields.seldom.fields.providesPresentationContextTransitionStyle }
    }
    /// `style S`: the modalPresentationStyle used when it is presented without one (`fullScreen`).
    public var modalPresentationStyle: PresentationStyle? {
        get { storage.fields.modalPresentationStyle }
        set { storage.fields.modalPresentationStyle = newValue }
        _modify { yield &storage.fields.modalPresentationStyle }
    }
    /// `transition T`: its own modalTransitionStyle (`crossDissolve`).
    public var modalTransitionStyle: TransitionStyle? {
        get { storage.fields.modalTransitionStyle }
        set { storage.fields.modalTransitionStyle = newValue }
        _modify { yield &storage.fields.modalTransitionStyle }
    }
    /// `adapts S`: the adaptive presentation delegate's style in compact width; `none` means do not adapt.
    public var adaptiveStyle: PresentationStyle? {
        get { storage.fields.seldom.fields.adaptiveStyle }
        set { storage.fields.seldom.fields.adaptiveStyle = newValue }
        _modify { yield &storage.fields.seldom.fields.adaptiveStyle }
    }
    /// `size W x H`: UIKit's preferredContentSize, in points.
    public var preferredContentSize: Dimensions? {
        get { storage.fields.seldom.fields.preferredContentSize }
        set { storage.fields.seldom.fields.preferredContentSize = newValue }
        _modify { yield &storage.fields.seldom.fields.preferredContentSize }
    }
    /// Tab bar: `select Settings when …`, by the tab's name as written:
    /// `tabBarController(_:shouldSelect:)` for a person's tap on that tab.
    public var selectGuards: [String: SelectGuardMember] {
        get { storage.fields.seldom.fields.selectGuards }
        set { storage.fields.seldom.fields.selectGuards = newValue }
        _modify { yield &storage.fields.seldom.fields.selectGuards }
    }
    /// Tab bar: `mode tabSidebar`, iOS 18's `UITabBarController.mode`; nil when
    /// none is written (or an unknown one, which the checker reports).
    public var tabBarMode: TabBarMode? {
        get { storage.fields.seldom.fields.tabBarMode }
        set { storage.fields.seldom.fields.tabBarMode = newValue }
        _modify { yield &storage.fields.seldom.fields.tabBarMode }
    }
    /// Tab bar: its `group G { … }` lines, in order: iOS 18's `UITabGroup`s.
    public var tabGroups: [TabGroupMember] {
        get { storage.fields.seldom.fields.tabGroups }
        set { storage.fields.seldom.fields.tabGroups = newValue }
        _modify { yield &storage.fields.seldom.fields.tabGroups }
    }
    /// Tab bar: made of iOS 18's `UITab`s (`tabs`) rather than of view
    /// controllers (`viewControllers`): it has a `mode` or a group.
    public var usesTabObjects: Bool { tabBarMode != nil || !tabGroups.isEmpty }
    /// Split view: `discard secondary [when …]`, its delegate's collapseSecondary returning true.
    public var discardsSecondary: DiscardSecondaryMember? {
        get { storage.fields.seldom.fields.discardsSecondary }
        set { storage.fields.seldom.fields.discardsSecondary = newValue }
        _modify { yield &storage.fields.seldom.fields.discardsSecondary }
    }
    /// `detents medium, large`: the sizes its sheet may rest at; empty for
    /// UIKit's default (large only).
    public var detents: [Detent] {
        get { storage.fields.seldom.fields.detents }
        set { storage.fields.seldom.fields.detents = newValue }
        _modify { yield &storage.fields.seldom.fields.detents }
    }
    /// `columns double|triple`: a split view of iOS 14's column style; nil
    /// for the classic split view, unless it has a supplementary or compact
    /// column (`isColumnStyle`).
    public var columnStyle: SplitColumnStyle? {
        get { storage.fields.seldom.fields.columnStyle }
        set { storage.fields.seldom.fields.columnStyle = newValue }
        _modify { yield &storage.fields.seldom.fields.columnStyle }
    }
    /// `size regular|compact`: its traitOverrides' horizontal size class.
    public var widthOverride: WidthClass? {
        get { storage.fields.seldom.fields.widthOverride }
        set { storage.fields.seldom.fields.widthOverride = newValue }
        _modify { yield &storage.fields.seldom.fields.widthOverride }
    }
    /// `transition pageCurl` on `pages`: turns with page curls, not scrolls.
    public var isPageCurl: Bool {
        get { storage.fields.seldom.fields.isPageCurl }
        set { storage.fields.seldom.fields.isPageCurl = newValue }
        _modify { yield &storage.fields.seldom.fields.isPageCurl }
    }
    /// `display oneOverSecondary`: a column-style split view's preferredDisplayMode.
    public var preferredDisplayMode: SplitDisplayMode? {
        get { storage.fields.seldom.fields.preferredDisplayMode }
        set { storage.fields.seldom.fields.preferredDisplayMode = newValue }
        _modify { yield &storage.fields.seldom.fields.preferredDisplayMode }
    }
    /// A split view of the column style: `columns` written, or a
    /// supplementary or compact column.
    public var isColumnStyle: Bool {
        kind == .split && (columnStyle != nil || children.contains { $0.kind == .supplementary || $0.kind == .compact })
    }
    /// `manual appearance`: a custom container that forwards appearance to
    /// its children by hand (`shouldAutomaticallyForwardAppearanceMethods` false).
    public var forwardsAppearanceManually: Bool {
        get { storage.fields.seldom.fields.forwardsAppearanceManually }
        set { storage.fields.seldom.fields.forwardsAppearanceManually = newValue }
        _modify { yield &storage.fields.seldom.fields.forwardsAppearanceManually }
    }
    /// `alert "…"`: the scene is a UIAlertController; nil for any other scene.
    public var alert: DeclaredAlert? {
        get { storage.fields.seldom.fields.alert }
        set { storage.fields.seldom.fields.alert = newValue }
    }
    /// `dismiss when EXPR`: its presentation controller delegate's
    /// `presentationControllerShouldDismiss`; nil for none (yes).
    public var dismissGuard: Expression? {
        get { storage.fields.seldom.fields.dismissGuard }
        set { storage.fields.seldom.fields.dismissGuard = newValue }
    }
    /// `back when EXPR`: whether the back button and the swipe back may pop
    /// the scene; nil for none (yes).
    public var backGuard: Expression? {
        get { storage.fields.seldom.fields.backGuard }
        set { storage.fields.seldom.fields.backGuard = newValue }
    }
    /// `collapse to primary`: the column a column-style split view's
    /// delegate puts on top when it collapses; nil for UIKit's proposal.
    public var topColumnForCollapsing: SplitColumn? {
        get { storage.fields.seldom.fields.topColumnForCollapsing }
        set { storage.fields.seldom.fields.topColumnForCollapsing = newValue }
    }
    /// `hides bottom bar`: hidesBottomBarWhenPushed.
    public var hidesBottomBarWhenPushed: Bool {
        get { storage.fields.seldom.fields.hidesBottomBarWhenPushed }
        set { storage.fields.seldom.fields.hidesBottomBarWhenPushed = newValue }
    }
    /// `hides navigation bar`: a navigation controller's isNavigationBarHidden from the start.
    public var hidesNavigationBar: Bool {
        get { storage.fields.seldom.fields.hidesNavigationBar }
        set { storage.fields.seldom.fields.hidesNavigationBar = newValue }
    }
    /// `shows toolbar`: a navigation controller's toolbar shown from the start.
    public var showsToolbar: Bool {
        get { storage.fields.seldom.fields.showsToolbar }
        set { storage.fields.seldom.fields.showsToolbar = newValue }
    }
    /// `search [results R]`: the scene's navigation item's search controller.
    public var search: DeclaredSearch? {
        get { storage.fields.seldom.fields.search }
        set { storage.fields.seldom.fields.search = newValue }
    }
    /// `hosting "View"`: a `UIHostingController` whose root view is that SwiftUI view.
    public var hostedView: String? {
        get { storage.fields.seldom.fields.hostedView }
        set { storage.fields.seldom.fields.hostedView = newValue }
    }
    /// An alert's actions, in order.
    public var alertActions: [DeclaredAlertAction] {
        get { storage.fields.seldom.fields.alertActions }
        set { storage.fields.seldom.fields.alertActions = newValue }
        _modify { yield &storage.fields.seldom.fields.alertActions }
    }
    /// An alert's text fields (`field NAME`), in order: each is also one of
    /// its variables, holding the field's text.
    public var alertTextFields: [DeclaredTextField] {
        get { storage.fields.seldom.fields.alertTextFields }
        set { storage.fields.seldom.fields.alertTextFields = newValue }
        _modify { yield &storage.fields.seldom.fields.alertTextFields }
    }
    /// `accessibility NAME "text"`: by control, how a UI test finds it in the real app.
    public var accessibilityTexts: [String: String] {
        get { storage.fields.seldom.fields.accessibilityTexts }
        set { storage.fields.seldom.fields.accessibilityTexts = newValue }
        _modify { yield &storage.fields.seldom.fields.accessibilityTexts }
    }
    /// `accessibility "text"`: how a UI test finds the scene's view in the real
    /// app (its accessibility identifier); empty when the app gives it none.
    public var viewAccessibility: String? {
        get { storage.fields.seldom.fields.viewAccessibility }
        set { storage.fields.seldom.fields.viewAccessibility = newValue }
        _modify { yield &storage.fields.seldom.fields.viewAccessibility }
    }
    /// `undimmed medium`: its sheet's largestUndimmedDetentIdentifier.
    public var largestUndimmedDetent: Detent? {
        get { storage.fields.seldom.fields.largestUndimmedDetent }
        set { storage.fields.seldom.fields.largestUndimmedDetent = newValue }
        _modify { yield &storage.fields.seldom.fields.largestUndimmedDetent }
    }
    /// `modal in presentation`: isModalInPresentation, so a sheet refuses swipe-down dismissal.
    public var isModalInPresentation: Bool {
        get { storage.fields.seldom.fields.isModalInPresentation }
        set { storage.fields.seldom.fields.isModalInPresentation = newValue }
        _modify { yield &storage.fields.seldom.fields.isModalInPresentation }
    }
    /// Animator: `duration` in seconds.
    public var duration: Double? {
        get { storage.fields.seldom.fields.duration }
        set { storage.fields.seldom.fields.duration = newValue }
        _modify { yield &storage.fields.seldom.fields.duration }
    }
    /// `interactive`: the animator drives interactive transitions (`swipe … then …`).
    public var isInteractive: Bool {
        get { storage.fields.seldom.fields.isInteractive }
        set { storage.fields.seldom.fields.isInteractive = newValue }
        _modify { yield &storage.fields.seldom.fields.isInteractive }
    }
    /// Presenter: `frame`, the presented view's share of the container.
    public var frame: Dimensions? {
        get { storage.fields.seldom.fields.frame }
        set { storage.fields.seldom.fields.frame = newValue }
        _modify { yield &storage.fields.seldom.fields.frame }
    }
    /// `dims`: the presentation shows a dimming view behind the presented view.
    public var dims: Bool {
        get { storage.fields.seldom.fields.dims }
        set { storage.fields.seldom.fields.dims = newValue }
        _modify { yield &storage.fields.seldom.fields.dims }
    }
    /// `removes presenter`: shouldRemovePresentersView; by default the presenting view stays.
    public var removesPresenter: Bool {
        get { storage.fields.seldom.fields.removesPresenter }
        set { storage.fields.seldom.fields.removesPresenter = newValue }
        _modify { yield &storage.fields.seldom.fields.removesPresenter }
    }

    /// The members few types set, together: the index's builder writes them so.
    var seldom: SeldomMembers {
        _read { yield storage.fields.seldom.fields }
        _modify { yield &storage.fields.seldom.fields }
    }

    /// The type `declaration` declares, with its members still to be added by the builder.
    public init(declaration: TypeDeclaration) {
        storage = SharedFields(Fields(name: DeclaredName(declaration.name.symbol), kind: declaration.kind,
                                      nameRange: declaration.name.range, declaration: declaration))
    }

    /// The stored members of a DeclaredType, held in `storage`.
    private struct Fields: Hashable, Sendable {
        /// The name, interned: no `String` is kept.
        var name: DeclaredName
        var kind: TypeKind
        var nameRange: SourceRange
        var declaration: TypeDeclaration
        var children: [Relationship] = []
        var segues = DeclaredSegues()
        /// Controls, unwind actions, variables and hooks: runs of arrays
        /// shared by the types indexed together (`MemberBatch`).
        var members = TypeMembers()
        var title: String?
        var restorationIdentifier: String?
        var definesPresentationContext: Bool = false
        var modalPresentationStyle: PresentationStyle?
        var modalTransitionStyle: TransitionStyle?
        /// The members few types set (animators, presenters, split views, sheets…).
        var seldom = LazySharedFields<SeldomMembers>()
    }

    /// The segue whose identifier is `identifier`, if any.
    public func segue(identifier: String) -> DeclaredSegue? {
        segues.first { $0.identifier == identifier }
    }
}

extension DeclaredType: CustomReflectable {
    /// The members, as the plain struct showed them (not the box that holds them).
    public var customMirror: Mirror {
        // The named members as their four views, not the batch's store (every type's members) and runs.
        let fields = Mirror(reflecting: storage.fields).children.flatMap { child -> [Mirror.Child] in
            if child.label == "name" { return [("name", name)] }  // as written, not the symbol and its id
            guard child.label == "members" else { return [child] }
            return [("controls", controls), ("unwindActions", unwindActions), ("variables", variables), ("hooks", hooks)]
        }
        return Mirror(self, children: fields, displayStyle: .struct)
    }
}

/// A width and a height: `size 320 x 480`, `frame 0.5 x 1.0`.
public struct Dimensions: Hashable, Sendable {
    /// Points for `size`, a fraction of the container for `frame`.
    public var width: Double
    /// Points for `size`, a fraction of the container for `frame`.
    public var height: Double

    /// A `width x height` pair.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A container's relationship to a child: `tabs X { A, B }`, `root A`, `embed A`, ….
public struct Relationship: Hashable, Sendable {
    /// Which relationship: a `tabs` or `pages` child, or the member that names it.
    public enum Kind: String, Hashable, Sendable {
        case tab, page, root, primary, supplementary, secondary, compact, embed
    }

    /// How the child is held: `tab`, `page`, `root`, `primary`, `secondary` or `embed`.
    public var kind: Kind
    /// The child as written.
    public var destination: QualifiedName
    /// The child, resolved; nil when it names nothing.
    public var target: TypeReference?
    /// `embed` options (`id`, `prepare`); empty for the others.
    public var options: OptionList
    /// `options`, lowered once when the index is built.
    public var resolvedOptions: ResolvedOptions
}

/// `search [results R]`: a scene's `navigationItem.searchController`.
public struct DeclaredSearch: Hashable, Sendable {
    /// The scene of its `searchResultsController`; nil when the scene shows its own results.
    public var results: String?
    /// Its search bar's scopeButtonTitles (`scopes "All", "Mine"`); empty for no scope bar.
    public var scopes: [String]
    /// The member, for diagnostics.
    public var range: SourceRange

    /// A search controller with its results controller's scene and its scope buttons.
    public init(results: String?, scopes: [String] = [], range: SourceRange) {
        self.results = results
        self.scopes = scopes
        self.range = range
    }
}

/// `alert [actionSheet] "Title" [message "…"]`: a scene that is a UIAlertController.
public struct DeclaredAlert: Hashable, Sendable {
    /// `UIAlertController.Style`.
    public enum Style: String, Hashable, Sendable {
        /// A modal alert in the middle of the screen.
        case alert
        /// A sheet of actions: from the bottom in compact width, a popover in regular width.
        case actionSheet
    }
    /// Alert or action sheet.
    public var style: Style
    /// The title.
    public var title: String
    /// `message "…"`: the text under the title.
    public var message: String?

    /// An alert of `style` with its texts.
    public init(style: Style, title: String, message: String?) {
        self.style = style
        self.title = title
        self.message = message
    }
}

/// `field name "Recipe name"`: one of an alert's text fields.
public struct DeclaredTextField: Hashable, Sendable {
    /// Its name: the alert's variable holding its text.
    public var name: String
    /// What it shows while empty, if the declaration says.
    public var placeholder: String?

    /// The field `name` with its placeholder.
    public init(name: String, placeholder: String?) {
        self.name = name
        self.placeholder = placeholder
    }
}

/// `action NAME "Title" [cancel|destructive] [preferred] [{ … }]`: one of an alert's actions.
public struct DeclaredAlertAction: Hashable, Sendable {
    /// `UIAlertAction.Style`.
    public enum Style: String, Hashable, Sendable {
        /// A button of the standard look.
        case `default`
        /// The action that cancels: at most one per alert, shown apart.
        case cancel
        /// An action that may change or delete data, drawn in red.
        case destructive
    }
    /// The name `tap` names it by.
    public var name: String
    /// Its button's title.
    public var title: String
    /// Default, cancel or destructive.
    public var style: Style
    /// The alert's `preferredAction`.
    public var isPreferred: Bool
    /// `when EXPR`: whether it is enabled (`isEnabled`) as a person taps; nil for always.
    public var enabledWhen: Expression?
    /// The handler, run once the alert has been dismissed.
    public var body: Block?
    /// Where its name is written.
    public var range: SourceRange

    /// The action `name` with every field given.
    public init(name: String, title: String, style: Style, isPreferred: Bool, enabledWhen: Expression? = nil,
                body: Block?, range: SourceRange) {
        self.name = name
        self.title = title
        self.style = style
        self.isPreferred = isPreferred
        self.enabledWhen = enabledWhen
        self.body = body
        self.range = range
    }
}

/// A control a person can tap: `button add`, `cell recipe`, ….
public struct DeclaredControl: Hashable, Sendable {
    /// The control's name, interned: what the checks' tables of controls
    /// key by (`declaredName.id`), so that no table hashes the string.
    public var declaredName: DeclaredName
    /// `button`, `cell`, `accessory`, `item` or `gesture`.
    public var kind: ControlKind
    /// Where the control's name is written.
    public var range: SourceRange

    /// The control's name: `add` in `button add` (made from its symbol).
    public var name: String {
        get { declaredName.text }
        set { declaredName = DeclaredName(newValue) }
    }
    /// `name`'s id.
    public var nameID: NameID { declaredName.id }

    /// The control `name` of `kind`, written at `range`.
    public init(name: String, kind: ControlKind, range: SourceRange) {
        self.init(name: Symbol(name), kind: kind, range: range)
    }

    /// The control whose name is interned as `symbol` (the index's case: the name as parsed).
    init(name symbol: Symbol, kind: ControlKind, range: SourceRange) {
        declaredName = DeclaredName(symbol)
        self.kind = kind
        self.range = range
    }
}

/// `TRIGGER -> KIND DESTINATION OPTIONS…`
public struct DeclaredSegue: Hashable, Sendable {
    // In one shared, copy-on-write box (`SharedFields`), as `DeclaredType`:
    // every check and the graph walk `type.segues`, and each step copied a
    // segue's dozen strings, AST node and options (3 % of `flow check` on
    // the chain shape); copying the box is one retain. The parsed member is
    // the syntax tree's own (a view of its node), not a copy.
    private var storage: SharedFields<Fields>

    /// The segue `member` declares, of `kind`.
    public init(member: SegueMember, kind: SegueKind, destination: TypeReference?, unwindAction: String?,
                identifier: String?, options: ResolvedOptions) {
        self.init(member: member, kind: kind, destination: destination, unwindAction: unwindAction.map(DeclaredName.init),
                  identifier: identifier, options: options)
    }

    /// The segue `member` declares, its unwind action's name interned (the index's case).
    init(member: SegueMember, kind: SegueKind, destination: TypeReference?, unwindAction: DeclaredName?,
         identifier: String?, options: ResolvedOptions) {
        storage = SharedFields(Fields(member: member, kind: kind, destination: destination, unwindAction: unwindAction,
                                      identifier: identifier, options: options))
    }

    /// The member as parsed: the syntax tree's own, shared, not copied.
    public var member: SegueMember {
        get { storage.fields.member }
        set { storage.fields.member = newValue }
    }
    /// The control or `segue "ID"` that fires it.
    public var trigger: Trigger {
        get { storage.fields.member.trigger }
        set { storage.fields.member.trigger = newValue }
    }
    /// `show`, `detail`, `present`, `popover`, `custom` or `unwind`.
    public var kind: SegueKind {
        get { storage.fields.kind }
        set { storage.fields.kind = newValue }
    }
    /// The destination scene, resolved; nil for unwind segues and unknown names.
    public var destination: TypeReference? {
        get { storage.fields.destination }
        set { storage.fields.destination = newValue }
    }
    /// For `unwind` segues, the action's name (made from its symbol).
    public var unwindAction: String? {
        get { storage.fields.unwindAction?.text }
        set { storage.fields.unwindAction = newValue.map(DeclaredName.init) }
    }
    /// For `unwind` segues, the action's name, interned: what tables of actions key by.
    public var unwindActionName: DeclaredName? { storage.fields.unwindAction }
    /// The `id` option's value, else a manual trigger's identifier.
    public var identifier: String? {
        get { storage.fields.identifier }
        set { storage.fields.identifier = newValue }
    }
    /// The segue as parsed (options, `custom` class name).
    public var segue: Segue {
        get { storage.fields.member.segue }
        set { storage.fields.member.segue = newValue }
    }
    /// The segue's options, lowered once when the index is built.
    public var options: ResolvedOptions {
        get { storage.fields.options }
        set { storage.fields.options = newValue }
    }

    /// `segue.destination`, the destination as written, read without making
    /// the whole segue: the checks read it, the options and the kind's range
    /// for every segue (five reads a segue on every `flow check`).
    public var writtenDestination: QualifiedName { storage.fields.member.segueDestination }
    /// `segue.options`, the options as written, read without making the segue.
    public var writtenOptions: OptionList { storage.fields.member.segueOptions }
    /// `segue.kindRange`, read without making the segue.
    public var kindRange: SourceRange { storage.fields.member.segueKindRange }

    /// The name of the control that fires it; nil for a manual segue.
    public var controlName: String? { storage.fields.member.controlName }

    private struct Fields: Hashable, Sendable {
        var member: SegueMember
        var kind: SegueKind
        var destination: TypeReference?
        var unwindAction: DeclaredName?
        var identifier: String?
        var options: ResolvedOptions
    }
}

extension DeclaredSegue: CustomReflectable {
    /// The members, as the plain struct showed them (not the boxes that hold them).
    public var customMirror: Mirror {
        Mirror(self, children: ["trigger": trigger, "kind": kind, "destination": destination as Any,
                                "unwindAction": unwindAction as Any, "identifier": identifier as Any,
                                "segue": segue, "options": options],
               displayStyle: .struct)
    }
}

/// `unwind action [when EXPR] [{ … }]`
public struct DeclaredUnwindAction: Hashable, Sendable {
    /// The action's name, interned.
    public var declaredName: DeclaredName
    /// Where the action's name is written.
    public var range: SourceRange
    /// `when EXPR`: canPerformUnwindSegueAction; nil means always.
    public var condition: Expression?
    /// The unwind action's body, run on the destination; nil when none is written.
    public var body: Block?

    /// The action's name: `saveRecipe` (made from its symbol).
    public var name: String {
        get { declaredName.text }
        set { declaredName = DeclaredName(newValue) }
    }

    /// The action whose name is interned as `symbol` (the index's case).
    init(name symbol: Symbol, range: SourceRange, condition: Expression?, body: Block?) {
        declaredName = DeclaredName(symbol)
        self.range = range
        self.condition = condition
        self.body = body
    }
}

/// `var x = expr`, global or per instance.
public struct DeclaredVariable: Hashable, Sendable {
    /// The variable's name, interned: what the checks' tables of variables key by.
    public var declaredName: DeclaredName
    /// Where the variable's name is written.
    public var range: SourceRange
    /// The expression after `=`, which gives the variable its first value.
    public var initialValue: Expression

    /// The variable's name: `saved` (made from its symbol).
    public var name: String {
        get { declaredName.text }
        set { declaredName = DeclaredName(newValue) }
    }
    /// `name`'s id.
    public var nameID: NameID { declaredName.id }

    /// The variable `name`, written at `range`, first valued `initialValue`.
    public init(name: String, range: SourceRange, initialValue: Expression) {
        self.init(name: Symbol(name), range: range, initialValue: initialValue)
    }

    /// The variable whose name is interned as `symbol` (the index's case).
    init(name symbol: Symbol, range: SourceRange, initialValue: Expression) {
        declaredName = DeclaredName(symbol)
        self.range = range
        self.initialValue = initialValue
    }
}

/// `on viewWillAppear { … }`
public struct DeclaredHook: Hashable, Sendable {
    /// The lifecycle event's name, interned.
    public var declaredEvent: DeclaredName
    /// Where the event's name is written.
    public var range: SourceRange
    /// The statements run when UIKit calls the event.
    public var body: Block

    /// The lifecycle event: `viewDidLoad`, `viewWillAppear`, … (made from its symbol).
    public var event: String {
        get { declaredEvent.text }
        set { declaredEvent = DeclaredName(newValue) }
    }

    /// The hook whose event is interned as `symbol` (the index's case).
    init(event symbol: Symbol, range: SourceRange, body: Block) {
        declaredEvent = DeclaredName(symbol)
        self.range = range
        self.body = body
    }
}

/// `test "name" { … }`
public struct DeclaredTest: Hashable, Sendable {
    /// The test's name, as in the string literal.
    public var name: String
    /// Where the test's name is written.
    public var range: SourceRange
    /// The test's statements, run on a freshly launched app.
    public var body: Block
}

/// `platform iOS 12`
public struct PlatformVersion: Hashable, Sendable {
    /// The iOS major version: `12`.
    public var major: Int
    /// The whole `platform` declaration.
    public var range: SourceRange

    /// `platform iOS major`, declared at `range`.
    public init(major: Int, range: SourceRange) {
        self.major = major
        self.range = range
    }

    /// Before iOS 13, sheets were full screen by default (UIKitModel.md).
    public var usesPreSheetRules: Bool { major < 13 }
}

#if DEBUG
/// A count that reads of an index can bump: copies of the index share it, and
/// indexes are read on several threads (the explorer), so it is atomic. It
/// takes no part in an index's equality.
public final class TypeListReads: Hashable, Sendable {
    private let value = Atomic<Int>(0)

    /// The types handed out so far.
    public var count: Int { value.load(ordering: .relaxed) }

    func add(_ reads: Int) {
        value.wrappingAdd(reads, ordering: .relaxed)
    }

    public static func == (lhs: TypeListReads, rhs: TypeListReads) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
}
#endif
