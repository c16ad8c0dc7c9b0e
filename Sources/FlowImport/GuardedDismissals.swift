import SwiftSyntax

// Dismissals guarded by what is presented. xDrip's home screen closes its snooze screen, and only
// that one, when an alarm stops:
//
//     if let presentedViewController = self.presentedViewController {
//         if let snoozeViewController = presentedViewController as? SnoozeViewController {
//             snoozeViewController.dismiss(animated: true, completion: nil)
//
// and its screen-lock alert, and only that, on a timer: `if self.screenLockAlertController != nil {
// self.presentedViewController?.dismiss(…) }`. Written as a plain `dismiss`, either closed whatever
// the screen presented (a readings list, a picker). The first is
// `if presented(Home) == Snooze { dismiss }`; the second dismisses an alert, which flow does not
// import, so it is no move.

/// What the `if`s around a dismissal say of what it dismisses.
enum DismissalGuard: Equatable {
    /// Only a controller of this class, presented by the scene (`presentedViewController as? X`, `is X`).
    case presented(String)
    /// Only an alert a property holds (`if self.alertController != nil`).
    case alert
}

extension CallReader {
    /// What the conditions of the `if`s around `node` (in their bodies, up to the method or a closure)
    /// say it dismisses; nil when none says.
    func dismissalGuard(around node: Syntax) -> DismissalGuard? {
        // Names bound to the scene's presented controller by an outer condition (`if let presented =
        // self.presentedViewController`), found as the walk goes out.
        var choices: [IfExprSyntax] = []
        var child = node
        var current = node.parent
        while let parent = current, !parent.is(FunctionDeclSyntax.self), !parent.is(ClosureExprSyntax.self) {
            if let choice = parent.as(IfExprSyntax.self), child.id == choice.body.id { choices.append(choice) }
            child = parent
            current = parent.parent
        }
        var presentedNames: Set<String> = ["presentedViewController"]
        var found: DismissalGuard?
        // Outermost first, so a binding is known before the conditions inside it.
        for choice in choices.reversed() {
            for condition in choice.conditions {
                if let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                   let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                   let value = binding.initializer?.value {
                    if let (source, type) = Self.cast(value), presentedNames.contains(source) {
                        found = .presented(type)
                    } else if Self.ownName(value) == "presentedViewController" {
                        presentedNames.insert(name)
                    }
                } else if let expression = condition.condition.as(ExprSyntax.self) {
                    found = dismissalGuard(written: expression, presentedNames: presentedNames) ?? found
                }
            }
        }
        return found
    }

    /// `presented is X`, or `alert != nil` of a property holding an alert.
    private func dismissalGuard(written expression: ExprSyntax, presentedNames: Set<String>) -> DismissalGuard? {
        guard let elements = expression.as(SequenceExprSyntax.self).map({ Array($0.elements) }), elements.count == 3 else {
            return nil
        }
        if let check = elements[1].as(UnresolvedIsExprSyntax.self), check.isKeyword.tokenKind == .keyword(.is),
           let source = Self.ownName(elements[0]), presentedNames.contains(source),
           let type = elements[2].as(TypeExprSyntax.self)?.type.trimmedDescription {
            return .presented(type)
        }
        if elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "!=", elements[2].is(NilLiteralExprSyntax.self),
           let property = Self.ownName(elements[0]), parameters[property] == nil,
           AlertDismissals.holdsAlert(property, declaredAs: reader.propertyType(property, in: owner)) {
            return .alert
        }
        return nil
    }

    /// `source as? X` (unfolded: the name, `as?`, the type): the name and the type.
    private static func cast(_ value: ExprSyntax) -> (String, String)? {
        guard let elements = value.as(SequenceExprSyntax.self).map({ Array($0.elements) }), elements.count == 3,
              elements[1].is(UnresolvedAsExprSyntax.self), let source = ownName(elements[0]),
              let type = elements[2].as(TypeExprSyntax.self)?.type.trimmedDescription else { return nil }
        return (source, type)
    }
}
