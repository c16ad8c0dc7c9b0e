import SwiftSyntax

// A hosting controller made around a placeholder, its root view set afterwards (Monal's thirty
// factories, Home Assistant's tag approval):
//
//     let host = UIHostingController(rootView: AnyView(EmptyView()))
//     host.rootView = AnyView(ContactDetails(delegate: delegate, contact: contact))
//     return host
//
// The local holds the screen of the view set last before it is used, as if the view had been given
// to the initializer: `return host` hands on SwiftUI's `ContactDetails`, not an empty screen.

extension CallReader {
    /// `let host = UIHostingController(rootView: AnyView(EmptyView()))`: a hosting controller whose
    /// root is one of SwiftUI's own views (no screen), kept until the code gives it one.
    func noteHostingPlaceholder(_ name: String, _ value: ExprSyntax) {
        guard instantiated[name] == nil, let call = Self.unwrapped(value).as(FunctionCallExprSyntax.self),
              Self.callee(call).1 == "UIHostingController",
              call.arguments.contains(where: { $0.label?.text == "rootView" }) else { return }
        hostingPlaceholders.insert(name)
    }

    /// `host.rootView = X(…)` on such a local, or on one already holding a SwiftUI screen: the local
    /// holds X's screen from here on.
    func noteHostedRootSet(_ elements: [ExprSyntax]) {
        guard let member = Self.unwrapped(elements[0]).as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rootView",
              let local = member.base.map(Self.unwrapped)?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              hostingPlaceholders.contains(local) || instantiated[local]?.storyboard == SwiftUIScreens.storyboardName,
              let root = SwiftUIScreens.hostedRoot(of: elements[2], views: views) else { return }
        instantiated[local] = CodeTrigger.Instantiation(storyboard: SwiftUIScreens.storyboardName,
                                                        identifier: SwiftUIScreens.identifier(of: root))
    }
}
