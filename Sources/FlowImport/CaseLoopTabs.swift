import SwiftSyntax

// A tab bar's tabs built by a loop over an enum's cases, each case handed to a method of the class's
// own, inside a closure called where it is written. WooCommerce's main tab bar:
//
//     viewControllers = {
//         var controllers = [UIViewController]()
//         let tabs: [WooTab] = [.myStore, .orders, .products, .hubMenu]
//         tabs.forEach { tab in
//             let tabIndex = tab.visibleIndex()
//             let tabViewController = rootTabViewController(tab: tab)
//             controllers.insert(tabViewController, at: tabIndex)
//         }
//         return controllers
//     }()
//
// is `[rootTabViewController(tab: .myStore), …]`, which OwnMethodCaseTabs.swift reads: each element
// that method's result for one case, resolved once every file is read (SceneEnums.swift). The loop is
// `forEach` or `for … in`, over a list of cases written in the closure (or a local there holding one)
// or an enum's `allCases`; what it puts in the list the closure returns is appended or inserted, the
// call written there or in a local of the loop's body. An insertion's index is taken to keep the
// loop's order (WooCommerce's `visibleIndex()` is each tab's place in that list); the import cannot
// work out another.

extension CallReader {
    /// `{ … loop over cases … return list }()`: one element per case, each the class's own method's
    /// result for it (`ownMethodCall`'s shape); nil for anything else.
    func caseLoopControllers(_ value: ExprSyntax) -> [CodeTrigger.Instantiation]? {
        guard let call = Self.unwrapped(value).as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              call.trailingClosure == nil, let closure = call.calledExpression.as(ClosureExprSyntax.self),
              let returned = Self.returnedName(closure.statements) else { return nil }
        var caseLists: [String: [String]] = [:]
        for item in closure.statements {
            if let declaration = item.item.as(VariableDeclSyntax.self) {
                for binding in declaration.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let value = binding.initializer?.value, let cases = caseList(value) else { continue }
                    caseLists[name] = cases
                }
                continue
            }
            guard let (cases, element, body) = loop(item.item, caseLists: caseLists),
                  let (method, label) = ownMethodHanded(element, into: returned, in: body) else { continue }
            return cases.map { ownMethodResult(method, label: label, case: $0) }
        }
        return nil
    }

    /// The name a closure's last statement returns (`return controllers`, or `controllers` alone).
    private static func returnedName(_ statements: CodeBlockItemListSyntax) -> String? {
        guard let last = statements.last?.item else { return nil }
        let expression = last.as(ReturnStmtSyntax.self)?.expression ?? last.as(ExpressionStmtSyntax.self)?.expression
            ?? last.as(ExprSyntax.self)
        return expression.flatMap { unwrapped($0).as(DeclReferenceExprSyntax.self)?.baseName.text }
    }

    /// The cases a list names: `[.a, .b]`, `[E.a, .b]`, or `E.allCases` of an enum of the app's.
    private func caseList(_ value: ExprSyntax) -> [String]? {
        let value = Self.unwrapped(value)
        if let array = value.as(ArrayExprSyntax.self) {
            let cases = array.elements.compactMap { EnumCase.literal($0.expression) }
            return !cases.isEmpty && cases.count == array.elements.count ? cases : nil
        }
        guard let all = value.as(MemberAccessExprSyntax.self), all.declName.baseName.text == "allCases",
              let type = all.base.flatMap({ Self.unwrapped($0).as(DeclReferenceExprSyntax.self)?.baseName.text }),
              let cases = reader.declarations.app.enumCases[type], !cases.isEmpty else { return nil }
        return cases
    }

    /// A loop over a list of cases (`tabs.forEach { tab in … }`, `for tab in tabs { … }`): its cases,
    /// the name each is known by in the body, and the body's statements.
    private func loop(_ item: CodeBlockItemSyntax.Item, caseLists: [String: [String]])
        -> (cases: [String], element: String, body: CodeBlockItemListSyntax)? {
        func cases(_ list: ExprSyntax) -> [String]? {
            if let name = Self.unwrapped(list).as(DeclReferenceExprSyntax.self)?.baseName.text, let known = caseLists[name] { return known }
            return caseList(list)
        }
        if let loop = item.as(ForStmtSyntax.self), loop.whereClause == nil, loop.awaitKeyword == nil,
           let element = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let listed = cases(loop.sequence) {
            return (listed, element, loop.body.statements)
        }
        let expression = item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
        guard let call = expression.flatMap({ Self.unwrapped($0).as(FunctionCallExprSyntax.self) }),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "forEach",
              let list = member.base, let listed = cases(list),
              let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
        else { return nil }
        return (listed, Self.onlyParameter(of: closure) ?? "$0", closure.statements)
    }

    /// The own method and label a loop's body hands its element to and puts the result in `list`:
    /// `list.append(method(label: element))`, `list.insert(…, at: i)`, directly or through a local.
    private func ownMethodHanded(_ element: String, into list: String, in body: CodeBlockItemListSyntax) -> (String, String)? {
        var locals: [String: ExprSyntax] = [:]
        for item in body {
            if let declaration = item.item.as(VariableDeclSyntax.self) {
                for binding in declaration.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value {
                        locals[name] = value
                    }
                }
                continue
            }
            let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
            guard let call = expression.flatMap({ Self.unwrapped($0).as(FunctionCallExprSyntax.self) }),
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  ["append", "insert"].contains(member.declName.baseName.text),
                  member.base.flatMap({ Self.unwrapped($0).as(DeclReferenceExprSyntax.self)?.baseName.text }) == list,
                  var added = call.arguments.first?.expression else { continue }
            if let local = Self.unwrapped(added).as(DeclReferenceExprSyntax.self)?.baseName.text, let value = locals[local] { added = value }
            guard let handed = Self.callHanding(element, in: added), handed.method.first?.isLowercase == true else { continue }
            return handed
        }
        return nil
    }
}
