import SwiftSyntax

// An app's navigation controller subclass whose initializer takes its root under a label of its
// own and hands it to UIKit's: Aidoku's reader,
//
//     class ReaderNavigationController: UINavigationController {
//         init(readerViewController: ReaderViewController, mangaInfo: MangaInfo? = nil) {
//             super.init(rootViewController: readerViewController)
//
// so `ReaderNavigationController(readerViewController: reader)` is the reader in a navigation
// controller, as `UINavigationController(rootViewController: reader)` is (CodeNavigation). Read
// app-wide (AppWideDeclarations), since the class and its callers are in different files. Read,
// the reader's scenes were a plain `ReaderNavigationController` scene with nothing in it, and
// the reader and its pages unreached.

/// The argument label each navigation controller subclass's initializer takes its root under
/// (`ReaderNavigationController` → `readerViewController`), when it hands a parameter to
/// `super.init(rootViewController:)`.
final class NavigationSubclassRootCollector: SyntaxVisitor {
    private(set) var rootLabels: [String: String] = [:]
    /// The app's classes that subclass a navigation controller, whatever their own name says
    /// (Zotero's `NavigationViewController: UINavigationController`), made empty and handed to the
    /// coordinators that root them as UIKit's is (Coordinators.swift).
    private(set) var subclasses: Set<String> = []
    private var classes: [(name: String, isNavigation: Bool)] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription ?? ""
        let isNavigation = CallReader.namesNavigationClass(inherited)
        if isNavigation { subclasses.insert(node.name.text) }
        classes.append((node.name.text, isNavigation))
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { classes.removeLast() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = classes.last, owner.isNavigation, let body = node.body else { return .skipChildren }
        // The parameters by the name the body uses, with the label a caller writes.
        var labels: [String: String] = [:]
        for parameter in node.signature.parameterClause.parameters where parameter.firstName.tokenKind != .wildcard {
            labels[(parameter.secondName ?? parameter.firstName).text] = parameter.firstName.text
        }
        for statement in body.statements {
            guard let call = statement.item.as(FunctionCallExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?
                    .expression.as(FunctionCallExprSyntax.self),
                  let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
                  callee.base?.is(SuperExprSyntax.self) == true, callee.declName.baseName.text == "init",
                  let first = call.arguments.first, first.label?.text == "rootViewController",
                  let handed = first.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let label = labels[handed] else { continue }
            if rootLabels[owner.name] == nil { rootLabels[owner.name] = label }
        }
        return .skipChildren
    }
}
