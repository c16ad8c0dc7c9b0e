import SwiftSyntax

// A custom container a class keeps in a property, given its child through the container's child
// property (one whose setter adds its value as a child: ContainersGivenChildren.swift) by the class
// that keeps it. WooCommerce's tab bar keeps three of the same container, each a tab:
//
//     private let ordersContainerController = TabContainerController()   // var wrappedController { didSet { addChild(…) } }
//     func updateViewControllers(siteID: Int64?) {
//         ordersContainerController.wrappedController = createOrdersViewController(siteID: siteID)
//     }
//
// Each such property is a scene of its own, a variant of the container's class named after its
// first child (`OrdersSplitViewWrapperControllerInTabContainer`), embedding what is set on it: one
// scene of the class embedding every tab's child would show them all in every tab. Before, the
// container was an empty scene and its child a presentation from the tab bar ("instantiates … and
// hands it on").
//
// The reader notes, per class, the names whose controller slot its methods set (`ClassReader
// .objectsGivenMembers`, a pass over each body of the class and its extensions as it is entered, since
// a method may read the property before the one setting its member), and reads such a property, when
// it is declared with a controller class of the app's, as what the class keeps there
// (`Instantiation.kept`), resolved once every file is read (`SourceIndex.controllerKept(in:by:)`): the
// variant when a member set is a child property of its class, else the controller it is made with.

/// A controller a method sets on a property of an object the class keeps in a property of its own.
struct HeldObjectController: Hashable, Sendable {
    /// The class's own property holding the object (`ordersContainerController`).
    var holder: String
    /// What is set on the object's property (`wrappedController`), where.
    var set: PropertyController
}

extension ClassReader {
    /// Notes the names of `owner`'s members whose controller slots a method in `members` sets (WooCommerce's
    /// tab bar declares its containers in its body and sets them in an extension). Which of them are
    /// properties of a class of the app's is asked where one is read (`CallReader.keptObjectGivenMembers(_:)`),
    /// once the property's type is known.
    func noteObjectsGivenMembers(_ members: MemberBlockSyntax, of owner: String) {
        let finder = MemberAssignmentFinder()
        finder.walk(members)
        if !finder.found.isEmpty { objectsGivenMembers[owner, default: []].formUnion(finder.found) }
    }
}

/// The names whose controller slot is assigned (`holder.wrappedController = …`, `self.holder.contentViewController
/// = …`): a member named for a controller, given a making, a call or a name other than `self` (a delegate's
/// `holder.delegate = self` is no child, nor NetNewsWire's flag `mainTimelineViewController?.didPushArticleViewController
/// = true`, and a property so bound is read as it always was).
final class MemberAssignmentFinder: SyntaxVisitor {
    var found: Set<String> = []

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    /// A value that may be a controller: a call, a name or a member of one; no literal, `nil` or closure.
    static func mayBeController(_ value: ExprSyntax) -> Bool {
        value.is(FunctionCallExprSyntax.self) || value.is(DeclReferenceExprSyntax.self) || value.is(MemberAccessExprSyntax.self)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
           let member = CallReader.unwrapped(elements[0]).as(MemberAccessExprSyntax.self), let base = member.base,
           member.declName.baseName.text.hasSuffix("Controller"), !CallReader.isSelf(elements[2]),
           Self.mayBeController(CallReader.unwrapped(elements[2])), let holder = CallReader.ownName(base) {
            found.insert(holder)
        }
        return .visitChildren
    }
}

extension CallReader {
    /// `holder.member = controller` on an object the class keeps in its property `holder`: noted for
    /// the container it may be (`SourceIndex.controllerKept(in:by:)`), and the controller shown there,
    /// not handed on.
    func noteControllerOnHeldObject(_ target: ExprSyntax, _ value: ExprSyntax, at location: String) {
        guard let member = Self.unwrapped(target).as(MemberAccessExprSyntax.self), let base = member.base, !Self.isSelf(base),
              let holder = Self.ownName(base), namesUnhiddenProperty(holder),
              keptObjectGivenMembers(holder) != nil,
              let made = instantiation(of: value) ?? heldController(value, storedFirst: true) else { return }
        let set = PropertyController(property: member.declName.baseName.text, made: made, method: method, location: location)
        reader.noteControllerOnHeldObject(set, heldIn: holder, by: owner)
        markShown(made)
    }

    /// What the class's property `name` holds when a method of the class sets a controller slot of it
    /// and it is declared with a controller class of the app's (no navigation controller): what it keeps
    /// there, read once every file is (a container given its child: a scene of its own).
    func keptObjectGivenMembers(_ name: String) -> CodeTrigger.Instantiation? {
        guard reader.objectsGivenMembers[owner]?.contains(name) == true, namesUnhiddenProperty(name),
              let type = reader.propertyType(name, in: owner), Self.isAppClass(type), type.hasSuffix("Controller"),
              !Self.namesNavigationClass(type) else { return nil }
        return .kept(name, by: owner)
    }
}

extension SourceIndex {
    /// The scene of its own that class `owner`'s property `property` holds, a container of the app's,
    /// when `owner` sets a child property of it (its class's, `ScannedClass.childProperties`): a variant
    /// of the container's class named after its first child, embedding each controller set there; nil
    /// otherwise.
    func containerGivenOnProperty(_ property: String, by owner: String) -> CodeTrigger.Instantiation? {
        let lineage = lineage(of: owner)
        let set = lineage.flatMap(\.controllersOnHeldObjects).filter { $0.holder == property }
        guard !set.isEmpty, let type = lineage.lazy.compactMap({ $0.properties[property] }).first,
              CodeScreens.isViewController(type, in: self) else { return nil }
        let childProperties = Set(self.lineage(of: type).flatMap(\.childProperties))
        let children = set.filter { childProperties.contains($0.set.property) }.compactMap { resolvingFactory(of: $0.set.made) }
        guard !children.isEmpty, let name = Self.variantName(of: type, firstChild: childrenKey(children).first) else { return nil }
        var made = CodeTrigger.Instantiation(storyboard: CodeScreens.storyboardName, identifier: type)
        made.variant = name
        made.given = children
        return made
    }
}
