import SwiftSyntax

// Lists of controllers a method builds by appending, before it hands them to a container (VLC's
// tabs: `var controllers = [videoNavigationController]`, appends under a choice by the device and
// an `#if os(iOS)`, then `tabBarController.viewControllers = controllers`; AlphaWallet's coordinator
// appends its children's navigation controllers the same way). A local given a list (`noteArray`)
// grows with each `append`, and the list is what the container is given. flow models an iPhone:
// an iPad's branch, and a build clause for another system, add nothing.

extension CallReader {
    /// `list.append(x)`, `list.append(contentsOf: [x, y])` on a local array (`noteArray`): the list
    /// grows as the method builds it (VLC's and AlphaWallet's tabs: `var controllers = [video]`,
    /// appends in branches, then `tabBarController.viewControllers = controllers`). Every branch's
    /// appends are the list's, as any may run, but for a choice by the device: flow models an iPhone,
    /// and an iPad's branch is left out. Whether the local was given a list is all that is known of
    /// its type: what is appended is read as controllers only where a list of controllers is used.
    func appendedToList(_ node: FunctionCallExprSyntax, on base: ExprSyntax) -> Bool {
        guard let name = Self.unwrapped(base).as(DeclReferenceExprSyntax.self)?.baseName.text, arrays[name] != nil,
              let argument = node.arguments.first, node.arguments.count == 1 else { return false }
        guard !isLeftOutOnAnIPhone(Syntax(node)) else { return true }
        if argument.label?.text == "contentsOf" {
            arrays[name]?.append(contentsOf: Self.unwrapped(argument.expression).as(ArrayExprSyntax.self)?.elements.map(\.expression) ?? [])
        } else if argument.label == nil {
            arrays[name]?.append(argument.expression)
        }
        return true
    }

    /// Whether `node` sits in the branch of a choice by the device that an iPhone does not take:
    /// the `if` of a condition naming the iPad (`userInterfaceIdiom == .pad`, `isPad`, a regular
    /// width), or the `else` of one naming the phone. A condition naming neither way is taken both.
    /// So for a build condition: a clause for another system (`#if os(tvOS)`), or one after a
    /// clause for iOS (VLC's `#if os(iOS) … #else` appends its tvOS tabs).
    func isLeftOutOnAnIPhone(_ node: Syntax) -> Bool {
        var child = node
        var current = node.parent
        while let next = current, !next.is(FunctionDeclSyntax.self), !next.is(ClosureExprSyntax.self) {
            if let clause = next.as(IfConfigClauseSyntax.self), Self.isBuiltForAnotherSystem(clause) { return true }
            if let branch = next.as(IfExprSyntax.self), choosesByDevice(next) {
                let condition = branch.conditions.trimmedDescription.lowercased()
                let inThen = child.id == branch.body.id
                let namesPad = condition.contains("pad") || condition.contains(".regular")
                let namesPhone = condition.contains("phone") || condition.contains(".compact")
                if namesPad && !namesPhone && inThen || namesPhone && !namesPad && !inThen { return true }
            }
            child = next
            current = next.parent
        }
        return false
    }

    /// Whether an iPhone's build leaves out `clause`: its condition names only other systems, or it
    /// follows a clause for iOS.
    static func isBuiltForAnotherSystem(_ clause: IfConfigClauseSyntax) -> Bool {
        let condition = clause.condition?.trimmedDescription ?? ""
        let others = ["os(tvOS)", "os(macOS)", "os(watchOS)", "os(visionOS)", "os(OSX)"]
        if !condition.contains("os(iOS)"), others.contains(where: condition.contains) { return true }
        guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { return false }
        for earlier in clauses {
            if earlier.id == clause.id { return false }
            if earlier.condition?.trimmedDescription.contains("os(iOS)") == true { return true }
        }
        return false
    }
}
