import SwiftSyntax

// Bar buttons an object installs on a controller it shows (issue 52). A
// coordinator often makes a screen, gives it a bar button whose target is the
// coordinator itself, and pushes it (Trust Wallet's wallets coordinator:
// `controller.navigationItem.rightBarButtonItem = UIBarButtonItem(
// barButtonSystemItem: .add, target: self, action: #selector(add))`;
// Cryptomator's settings coordinator's Done). A person taps the button on the
// screen, and the coordinator's method runs: what it pushes, presents or
// dismisses is the screen's move, named after the method (`segue "add"`), as
// a call the screen makes on its coordinator is (Coordinators.swift). The
// reader records, for the controller's class, a call of the object's method by
// the button (`CallReader.noteBarButtonOfAnother`).

extension CallReader {
    /// The `navigationItem` properties that hold bar buttons.
    static let barButtonProperties: Set<String> = ["rightBarButtonItem", "leftBarButtonItem", "rightBarButtonItems",
                                                   "leftBarButtonItems"]

    /// `screen.navigationItem.rightBarButtonItem = UIBarButtonItem(…, target: self, action: #selector(add))`
    /// (or an array of them) on a controller made or held here, not the class itself: the
    /// controller's class calls `add` on this class, as its button's action.
    func noteBarButtonOfAnother(_ elements: [ExprSyntax]) {
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
              let target = Self.unwrapped(elements[0]).as(MemberAccessExprSyntax.self),
              Self.barButtonProperties.contains(target.declName.baseName.text),
              let item = target.base.map(Self.unwrapped)?.as(MemberAccessExprSyntax.self),
              item.declName.baseName.text == "navigationItem", let screen = item.base, !Self.isSelf(screen),
              let made = instantiation(of: screen) ?? heldController(screen, storedFirst: true),
              let screenClass = made.knownClass, screenClass != owner else { return }
        for button in InstantiatingHelperCollector.calls(in: Syntax(elements[2])) {
            guard Self.callee(button).1 == "UIBarButtonItem",
                  let targetArgument = button.arguments.first(where: { $0.label?.text == "target" }),
                  Self.isSelf(targetArgument.expression),
                  let action = button.arguments.first(where: { $0.label?.text == "action" })?.expression
                    .as(MacroExpansionExprSyntax.self),
                  action.macroName.text == "selector",
                  let name = Self.selectorName(action) else { continue }
            var call = MethodCall(caller: name, receiverType: owner, calleeName: name,
                                  calleeSelector: PresenterSlot.selector(name, labels: []))
            call.location = "\(reader.file):\(reader.line(of: button))"
            callsByOthers.append((screenClass, call))
        }
    }

    /// The method a `#selector(…)` names: `add`, `share` of `share(_:)`, `dismiss` of `self.dismiss`.
    static func selectorName(_ selector: MacroExpansionExprSyntax) -> String? {
        guard let argument = selector.arguments.first?.expression else { return nil }
        if let reference = argument.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = argument.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }
}
