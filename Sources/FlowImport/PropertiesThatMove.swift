import SwiftSyntax

// What a class's stored properties say of its moves, read as the class is entered
// (`ClassReader.notePropertyTypes`), before any method: a property whose `didSet` gives the window
// its value as root (Mammoth's coordinator), a stored closure returning one of the app's
// controllers (breadwallet's `createHomeScreen`), and a window the class makes and raises over the
// app's (AlphaWallet's lock coordinator), whose root is not the app's.

extension ClassReader {
    /// Whether `owner`'s `window` property is a window it makes itself.
    func makesWindowOfItsOwn(_ owner: String) -> Bool { classesWithWindowsOfTheirOwn.contains(owner) }

    /// The app's controller class a closure of type `type` returns (`((UINavigationController) ->
    /// HomeScreenViewController)?`, `@escaping () -> SettingsViewController`), when it is one.
    static func controllerReturned(byClosureOfType type: TypeSyntax) -> String? {
        var type = type
        while true {
            if let wrapped = type.as(OptionalTypeSyntax.self) { type = wrapped.wrappedType; continue }
            if let wrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = wrapped.wrappedType; continue }
            if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType; continue }
            if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                type = only.type
                continue
            }
            break
        }
        guard let function = type.as(FunctionTypeSyntax.self) else { return nil }
        let result = plainType(function.returnClause.type.trimmedDescription)
        guard CallReader.namesController(result), !containerSuffixes.contains(where: result.hasSuffix) else { return nil }
        return result
    }

    /// The controller class the stored closure `name` of `owner` returns, when it returns one.
    func closurePropertyResult(_ name: String, in owner: String) -> String? {
        closurePropertyResults[owner]?[name]
    }

    /// The window a property's `didSet` gives the property's new value as its root, when it does
    /// (Mammoth's coordinator: `var rootViewController: UIViewController { didSet {
    /// self.window.rootViewController = self.rootViewController } }`): setting the property sets
    /// the window's root (`windowRootProperty(_:in:)`).
    static func windowGivenAsRoot(_ property: String, by block: AccessorBlockSyntax) -> ExprSyntax? {
        guard case .accessors(let accessors) = block.accessors else { return nil }
        for accessor in accessors where accessor.accessorSpecifier.tokenKind == .keyword(.didSet) {
            for item in accessor.body?.statements ?? [] {
                guard let sequence = item.item.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { continue }
                let elements = Array(sequence.elements)
                guard elements[1].is(AssignmentExprSyntax.self),
                      let target = CallReader.unwrapped(elements[0]).as(MemberAccessExprSyntax.self),
                      target.declName.baseName.text == "rootViewController", let window = target.base,
                      CallReader.ownName(CallReader.unwrapped(elements[2])) == property else { continue }
                return window
            }
        }
        return nil
    }

    /// The window setting `property` of `owner` gives the new value as its root, when its `didSet` does.
    func windowRootProperty(_ property: String, in owner: String) -> ExprSyntax? {
        windowRootProperties[owner]?[property]
    }
}
