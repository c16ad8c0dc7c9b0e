import SwiftSyntax

// A push onto a navigation controller a library's container holds in a slot. Mattermost's menus are
// children of an MFSideMenu container (a pod), made with `container.centerViewController = center`
// (`CallReader.noteChildSetOnMadeContainer`, or a helper doing it, ContainerHelpers.swift), and push
// what they open onto the container's centre:
//
//     let center = (self.menuContainerViewController!.centerViewController as AnyObject)
//     center.pushViewController(more, animated: true)
//
// The menu is in no navigation controller: written as the menu's own `push`, nothing happened. The
// reader notes the slot a push goes through (`CodeTrigger.ontoSlot`); once every file is read, the
// one controller any library container was given in a slot of that name is where it pushes
// (`CodeTrigger.onto`), and the import writes `push More on Main.NavigationController` (Language.md:
// `push D on X` pushes onto X, a navigation controller, whoever's code pushes). A slot given several
// controllers, or none, leaves the push the scene's own, as before.
//
// So for a property of a shared object the launch gives a navigation controller: V2EX's delegate keeps
// the drawer's centre in `V2Client.sharedInstance.centerNavigation = centerNav`, and its side menu
// pushes with `V2Client.sharedInstance.centerNavigation?.pushViewController(notifications, …)`. The
// slot is the class and the property (`V2Client.centerNavigation`), given one controller in all the
// sources: the push is onto it (`push NotificationsViewController on HomeViewControllerNavigation`).

/// A controller a method keeps in a property of a shared object (`V2Client.sharedInstance.centerNavigation
/// = centerNav`): the slot, `V2Client.centerNavigation`, and what it holds.
struct SharedObjectSlot: Hashable, Sendable {
    var slot: String
    var made: CodeTrigger.Instantiation
}

extension CallReader {
    /// `Type.shared.property = controller`: the controller the shared object keeps there.
    func noteKeptBySharedObject(_ elements: [ExprSyntax]) {
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let slot = Self.sharedObjectSlot(elements[0]),
              let made = instantiation(of: elements[2]) ?? heldController(elements[2], storedFirst: true) else { return }
        sharedObjectSlots.append(SharedObjectSlot(slot: slot, made: made))
    }

    /// `Type.property` for `Type.shared.property` (a class member of an app's class reading its shared
    /// instance, `CallReader.sharedInstanceClass`), optional or not; nil for anything else.
    static func sharedObjectSlot(_ expression: ExprSyntax) -> String? {
        guard let member = unwrapped(expression).as(MemberAccessExprSyntax.self), let base = member.base,
              let type = sharedInstanceClass(unwrapped(base)) else { return nil }
        return "\(type).\(member.declName.baseName.text)"
    }

    /// The slot of a container `base` reads (`menuContainerViewController.centerViewController`, or a local
    /// bound to it), when it is named as a controller's slot: not the scene's own `navigationController`.
    func containerSlot(of base: ExprSyntax?) -> String? {
        guard let base else { return nil }
        let value = Self.unwrapped(base)
        if let reference = value.as(DeclReferenceExprSyntax.self) { return slotLocals[reference.baseName.text] }
        return Self.sharedObjectSlot(value) ?? Self.slotRead(value)
    }

    /// `x.centerViewController` (x anything but `self`): the slot's name.
    static func slotRead(_ expression: ExprSyntax) -> String? {
        guard let member = unwrapped(expression).as(MemberAccessExprSyntax.self), let owner = member.base, !isSelf(owner)
        else { return nil }
        let slot = member.declName.baseName.text
        return slot.hasSuffix("ViewController") && slot != "navigationController" ? slot : nil
    }
}

extension SourceIndex {
    /// The one controller the library containers the app makes were given in slot `slot`; nil when
    /// none or several were.
    func controllerInContainerSlot(_ slot: String) -> CodeTrigger.Instantiation? {
        guard let given = containerSlots[slot], given.count == 1 else { return nil }
        return given.first
    }
}
