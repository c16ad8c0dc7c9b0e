// The navigation graph of one or more storyboards, as plain values that every
// renderer (DOT, Mermaid, JSON, text) reads and nothing mutates after it is
// built. `GraphBuilder` makes it from checked storyboards; `GraphFocus` cuts a
// neighbourhood out of it. Node identifiers are `Storyboard.Name`, which no
// two view controllers share, plus `nowhere` (no dot, so it never clashes) for
// unwinds that no scene implements.
import FlowLang

/// The navigation graph: storyboards, their view controllers and every edge between them.
public struct StoryboardGraph: Hashable, Sendable {
    /// The storyboards drawn, the files given first, then what they import.
    public var storyboards: [GraphStoryboard]
    /// Scenes and containers in storyboard order, then declaration order; the
    /// `nowhere` node last when an unwind needs it.
    public var nodes: [GraphNode]
    /// Relationships and segues of each node in declaration order, each unwind
    /// segue replaced by its edges to every scene UIKit's search can ask
    /// first; then, per action, the edges of guarded implementers for when
    /// they decline (trigger `declines`), in the order they are first asked.
    public var edges: [GraphEdge]

    /// A graph of these parts.
    public init(storyboards: [GraphStoryboard], nodes: [GraphNode], edges: [GraphEdge]) {
        self.storyboards = storyboards
        self.nodes = nodes
        self.edges = edges
    }

    /// The identifier of the node unwinds go to when no scene implements their action.
    public static let nowhere = "nowhere"
}

/// One storyboard: a file given on the command line or one it imports.
public struct GraphStoryboard: Hashable, Sendable {
    /// Its name: the `storyboard` declaration, else the file's base name.
    public var name: String
    /// The file it was read from, as the command line or the `import` named it.
    public var path: String
    /// Whether it is drawn only because another storyboard imports it.
    public var isImported: Bool
    /// The node of its `initial` scene, when it declares one.
    public var initial: String?
}

/// Where something is written: a file, a 1-based line and column.
public struct GraphLocation: Hashable, Sendable {
    /// The file's path.
    public var file: String
    /// The line, 1-based.
    public var line: Int
    /// The column, 1-based, in Unicode scalars.
    public var column: Int
}

/// What a node stands for: a scene, a kind of container, or the `nowhere` placeholder.
public enum GraphNodeKind: String, Hashable, Sendable, CaseIterable {
    case scene, navigation, tabs, split, container, pages, nowhere

    /// How Interface Builder calls it, for labels: `navigation controller`
    /// (the front end's `TypeKind.description`, which messages use too).
    public var description: String {
        TypeKind(rawValue: rawValue)?.description ?? rawValue
    }

    /// Containers hold children through relationships.
    public var isContainer: Bool {
        switch self {
        case .navigation, .tabs, .split, .container, .pages: return true
        case .scene, .nowhere: return false
        }
    }
}

/// A scene or container (or the `nowhere` placeholder).
public struct GraphNode: Hashable, Sendable {
    /// `Main.RecipeList`; `nowhere` for the placeholder.
    public var id: String
    /// The storyboard that declares it; nil for `nowhere`.
    public var storyboard: String?
    /// The declared name: `RecipeList`.
    public var name: String
    /// Scene, container kind or `nowhere`.
    public var kind: GraphNodeKind
    /// Whether it is its storyboard's `initial` view controller.
    public var isInitial: Bool
    /// What only drawing reads, in one copy-on-write box made when the first
    /// of it is set, as an edge's details are: the static checks' graph
    /// (`GraphBuilder.Detail.navigation`) sets neither, and inline the two
    /// made every node 120 bytes, not 56.
    private var drawing = LazySharedFields<Drawing>()

    /// A node's attributes that only drawing reads.
    private struct Drawing: DefaultedFields {
        static let defaultBox = SharedFields(Drawing())

        var title: String?
        var location: GraphLocation?
    }

    /// A node of every attribute.
    public init(id: String, storyboard: String?, name: String, kind: GraphNodeKind, title: String?, isInitial: Bool,
                location: GraphLocation?) {
        self.id = id
        self.storyboard = storyboard
        self.name = name
        self.kind = kind
        self.isInitial = isInitial
        if title != nil { self.title = title }
        if location != nil { self.location = location }
    }

    /// `title "…"`, when given.
    public var title: String? {
        get { drawing.fields.title }
        set { drawing.fields.title = newValue }
    }
    /// Where its name is declared; nil for `nowhere`.
    public var location: GraphLocation? {
        get { drawing.fields.location }
        set { drawing.fields.location = newValue }
    }
}

/// What an edge stands for: a container's relationship or a segue of some kind.
public enum GraphEdgeKind: String, Hashable, Sendable, CaseIterable {
    case relationship, show, detail, present, popover, custom, unwind
    /// A scene's search field to its search results controller (`search results R`):
    /// UIKit presents the search controller holding R over the scene.
    case search
    /// A control's action replacing the window's root (`set window.rootViewController = Main`):
    /// the destination becomes the window's root, inside nothing.
    case root
}

/// The control or manual identifier that fires a segue.
public struct GraphTrigger: Hashable, Sendable {
    /// `button`, `cell`, `accessory`, `item`, `gesture`, or `segue` for a manual segue;
    /// `declines` (`GraphTrigger.declines`) on the unwind edge UIKit's search
    /// takes from a guarded implementer that declines.
    public var kind: String
    /// The control's name, or the manual segue's identifier.
    public var name: String

    /// The kind of the trigger of an unwind edge from an implementer whose
    /// `when` is false to what UIKit's search asks next; its name is the action.
    public static let declines = "declines"

    /// `button add`; `segue "showRecipe"` for a manual segue.
    public var text: String {
        kind == "segue" ? "segue " + ExpressionText.quoted(name) : kind + " " + name
    }
}

/// A relationship or a segue from one node to another.
public struct GraphEdge: Hashable, Sendable {
    /// Relationship, or the segue's kind.
    public var kind: GraphEdgeKind
    /// The source node's id.
    public var from: String
    /// The destination node's id (`nowhere` for an unwind no scene implements).
    public var to: String
    /// For relationships: `root`, `tab`, `page`, `primary`, `secondary` or `embed`.
    public var relationship: Relationship.Kind?
    /// For `tab`, `page` and `embed` relationships: the child's position, from 1.
    public var index: Int?
    /// Everything else, in one copy-on-write box made when the first of it is
    /// set. Inline, the dozen optional strings made every edge about 280 bytes,
    /// and the static checks' graph (`GraphBuilder.Detail.navigation`) sets
    /// none of them but on unwinds: 7 MB of a 2 MB file's peak.
    private var details = LazySharedFields<Details>()

    /// An edge's attributes beyond its ends and its relationship.
    private struct Details: DefaultedFields {
        static let defaultBox = SharedFields(Details())

        var trigger: GraphTrigger?
        var identifier: String?
        var style: String?
        var transition: String?
        var animator: String?
        var presenter: String?
        var anchor: String?
        var segueClass: String?
        var animated = true
        var inCode = false
        var condition: String?
        var action: String?
        var acceptCondition: String?
        var location: GraphLocation?
    }

    /// An edge of `kind` from `from` to `to`, every attribute unset.
    public init(kind: GraphEdgeKind, from: String, to: String) {
        self.kind = kind
        self.from = from
        self.to = to
    }

    /// For segues: the control or manual identifier that fires it.
    public var trigger: GraphTrigger? {
        get { details.fields.trigger }
        set { details.fields.trigger = newValue }
    }
    /// The `id` option (a manual segue's identifier too).
    public var identifier: String? {
        get { details.fields.identifier }
        set { details.fields.identifier = newValue }
    }
    /// `style S`: the modal presentation style the segue asks for.
    public var style: String? {
        get { details.fields.style }
        set { details.fields.style = newValue }
    }
    /// `transition T`.
    public var transition: String? {
        get { details.fields.transition }
        set { details.fields.transition = newValue }
    }
    /// `animator A`.
    public var animator: String? {
        get { details.fields.animator }
        set { details.fields.animator = newValue }
    }
    /// `presenter P`.
    public var presenter: String? {
        get { details.fields.presenter }
        set { details.fields.presenter = newValue }
    }
    /// `anchor control`, a popover's anchor.
    public var anchor: String? {
        get { details.fields.anchor }
        set { details.fields.anchor = newValue }
    }
    /// The class of a custom segue.
    public var segueClass: String? {
        get { details.fields.segueClass }
        set { details.fields.segueClass = newValue }
    }
    /// False when the segue says `animated false`.
    public var animated: Bool {
        get { details.fields.animated }
        set { details.fields.animated = newValue }
    }
    /// True when no segue makes the move but a control's action, the app's
    /// code (`button cancel { present Discard }`), in one of its branches.
    public var inCode: Bool {
        get { details.fields.inCode }
        set { details.fields.inCode = newValue }
    }
    /// `when EXPR` on the segue: shouldPerformSegue, as canonical text.
    public var condition: String? {
        get { details.fields.condition }
        set { details.fields.condition = newValue }
    }
    /// For unwinds: the action's name.
    public var action: String? {
        get { details.fields.action }
        set { details.fields.action = newValue }
    }
    /// For unwinds: the destination's own `when` (canPerformUnwindSegueAction).
    public var acceptCondition: String? {
        get { details.fields.acceptCondition }
        set { details.fields.acceptCondition = newValue }
    }
    /// Where the segue's trigger or the relationship's child is written.
    public var location: GraphLocation? {
        get { details.fields.location }
        set { details.fields.location = newValue }
    }

    // Equal when every attribute is, however they came to be set (an edge
    // whose attributes were set and then unset equals one that never had them).
    public static func == (lhs: GraphEdge, rhs: GraphEdge) -> Bool {
        lhs.kind == rhs.kind && lhs.from == rhs.from && lhs.to == rhs.to && lhs.relationship == rhs.relationship
            && lhs.index == rhs.index && lhs.details == rhs.details
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(from)
        hasher.combine(to)
        hasher.combine(relationship)
        hasher.combine(index)
        hasher.combine(details)
    }
}
