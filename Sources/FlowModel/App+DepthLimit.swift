// flow's one bound on the window's hierarchy.
//
// UIKit sets none, but every walk over the hierarchy — the snapshot behind
// `print tree` and `expect tree`, freeing a subtree, preservation — recurses
// once per level, so a `repeat` presenting sheet on sheet, or a file nesting
// containers thousands deep, would exhaust the stack (`print tree` crashed on
// a chain of 20,000 sheets, and launching 5,000 nested containers). No real app comes near the bound:
// UIKit hierarchies are a few dozen levels at most, and a restoration
// archive already refuses anything past `ArchiveLimits.maximumDepth` nesting.
//
// The depth grows only when a controller joins the hierarchy: a child added
// to a parent (`addChild`) or a controller presented. Each of those checks the
// depth of the place it joins; a fresh instance's own subtree is bounded when
// it is instantiated. So no level is deeper than twice the bound, and the
// script stops with a limit error at the statement that crossed it.

/// A hierarchy deeper than ``App/maximumDepth``: the run stops with this
/// message as a limit, like the step limit.
public struct HierarchyTooDeep: Error, Hashable, Sendable {
    /// What crossed the bound, in a line.
    public var message: String

    /// A limit error saying `message`.
    public init(_ message: String) {
        self.message = message
    }
}

extension App {
    /// The deepest a controller may join the hierarchy, counted in
    /// controllers from the window's root (which is at depth 1).
    public static let maximumDepth = 128

    /// Throws when a declared scene's relationship children would nest past
    /// the bound (`depth` is the level the instance would take).
    func checkInstantiationDepth(_ depth: Int, of sceneName: String) throws(HierarchyTooDeep) {
        guard depth > Self.maximumDepth else { return }
        throw HierarchyTooDeep("'\(sceneName)' nests its children \(depth) controllers deep, past "
                               + "\(Self.maximumDepth), flow's bound on a window's hierarchy")
    }

    /// Notes that a controller joins the hierarchy under `parent` (as a child,
    /// or presented by it); past the bound, the statement running ends in a
    /// limit error (``takeDepthOverflow()``). Walks at most the bound outward.
    ///
    /// `relation` and `preposition` spell the operation: "adding X to P",
    /// "presenting X on P" (literals, so the check allocates nothing).
    func noteJoining(_ child: InstanceID, under parent: InstanceID, as relation: String, _ preposition: String,
                     hint: String = "") {
        guard depthOverflow == nil else { return }
        var depth = 1
        var current = parent
        while let next = viewController(current).outward {
            depth += 1
            if depth >= Self.maximumDepth { break }
            current = next
        }
        guard depth >= Self.maximumDepth else { return }
        depthOverflow = HierarchyTooDeep("\(relation) \(name(child)) \(preposition) \(name(parent)) would put it "
                                         + "\(depth + 1) controllers deep, past \(Self.maximumDepth), flow's bound on "
                                         + "a window's hierarchy\(hint)")
    }

    /// The bound a statement crossed, if any; reading it clears it, so that
    /// a REPL that goes on after the error starts afresh.
    public func takeDepthOverflow() -> HierarchyTooDeep? {
        defer { depthOverflow = nil }
        return depthOverflow
    }
}
