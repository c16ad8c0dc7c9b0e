import SwiftSyntax

// A window's root that a library's generic container makes around one of the app's view
// controllers, named as its type argument (OpenTerm's delegate, with the TabView pod):
//
//     window?.rootViewController = TabViewContainerViewController<TerminalTabViewController>(theme: TabViewThemeDark())
//
// The container is the library's, whose source the import does not read (`TabViewType.init(theme:)`
// makes the app's class inside it), so nothing it declares can be launched into. What a person
// sees is the app's controller it shows: the launch is that controller. The container is left out
// of the model (a plain view controller showing one child, whose own appearance callbacks flow
// does not trace), and its making stays the place the scene's comment cites. When the generic
// class is the app's own (read from its source, a view controller), it is the root, as any class
// of the app's is.

extension CallReader {
    /// The app's view controller a library's generic container is specialized with, when `value`
    /// makes one (`Container<AppController>(…)`): its only type argument, a class of the app's name.
    func genericContainerContent(_ value: ExprSyntax) -> CodeTrigger.Instantiation? {
        guard let call = Self.unwrapped(value).as(FunctionCallExprSyntax.self),
              let specialization = call.calledExpression.as(GenericSpecializationExprSyntax.self),
              specialization.genericArgumentClause.arguments.count == 1,
              let argument = specialization.genericArgumentClause.arguments.first?.argument.trimmedDescription,
              Self.isAppClass(argument) else { return nil }
        return CodeTrigger.Instantiation(storyboard: CodeScreens.storyboardName, identifier: argument)
    }
}
