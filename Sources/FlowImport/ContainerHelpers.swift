import SwiftSyntax

// An app's helper that makes a container around the controllers it is handed and returns it,
// as Mattermost's router makes its root:
//
//     fileprivate class func sideMenuContainer(_ centerViewController: AnyObject, leftMenuViewController: AnyObject,
//                                              rightMenuViewController: AnyObject) -> MFSideMenuContainerViewController {
//         let container = MFSideMenuContainerViewController.init()
//         container.leftMenuViewController = leftMenuViewController    // (force-cast to UIViewController)
//         container.rightMenuViewController = rightMenuViewController  // (the same)
//         container.centerViewController = centerViewController
//         return container
//     }
//
// called as `RouterUtils.sideMenuContainer(centerVc!, leftMenuViewController: leftVc, rightMenuViewController: rightVc)`.
// Inside the helper its parameters say nothing; each call, read with its arguments, is the container
// made with those children (`MadeContainer`), as if the caller had made it in place and set them
// (`CallReader.noteChildSetOnMadeContainer`). Read app-wide (AppWideDeclarations), by the helper's
// name and the labels of the parameters it hands on: the parameters set on a property of the made
// container named as a controller's slot (`…ViewController`), or handed to its initializer under
// such a label, in the order the body gives them. Only functions declared to return a controller
// that is no navigation controller (NavigationWrappers.swift reads those), whose body returns the
// local it made.

/// A helper making a container of `type` around the parameters `children` names.
struct ContainerHelper: Hashable, Sendable {
    var type: String
    /// Each child's parameter: the label a call hands it under, and its position.
    var children: [ContainerHelperChild]
}

/// A parameter a container helper hands its container as a child.
struct ContainerHelperChild: Hashable, Sendable {
    /// The label calls hand it under (`_` for none).
    var label: String
    /// Its position among the helper's parameters.
    var position: Int
    /// The container's slot it is set on, or the initializer's label it is handed under (`centerViewController`).
    var slot: String
}

enum ContainerHelpers {
    /// The helpers `tree` declares, by name (the first declared of a name).
    static func helpers(in tree: SourceFileSyntax) -> [String: ContainerHelper] {
        let collector = Collector()
        collector.walk(tree)
        return collector.helpers
    }

    /// Whether a file may declare one (a quick look at its bytes before parsing): a function declared
    /// to return a controller (`-> SomeContainerController {`) that is no navigation controller.
    static func mayDeclare(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            let arrow = UInt8(ascii: "-"), greater = UInt8(ascii: ">"), space = UInt8(ascii: " "), brace = UInt8(ascii: "{")
            var offset = 0
            while offset + 1 < bytes.count {
                defer { offset += 1 }
                guard bytes[offset] == arrow, bytes[offset + 1] == greater else { continue }
                var end = offset + 2
                while end < bytes.count, bytes[end] == space { end += 1 }
                let start = end
                while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
                let name = bytes[start..<end]
                while end < bytes.count, bytes[end] == space { end += 1 }
                guard end < bytes.count, bytes[end] == brace, name.count > 10 else { continue }
                let written = String(decoding: name, as: UTF8.self)
                if written.hasSuffix("Controller"), !CallReader.namesNavigationClass(written) { return true }
            }
            return false
        }
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }

    /// What `function` makes and hands on, when it is such a helper.
    static func helper(_ function: FunctionDeclSyntax) -> ContainerHelper? {
        guard let body = function.body, let returned = function.signature.returnClause.map({ ClassReader.plainType($0.type.trimmedDescription) }),
              returned.hasSuffix("Controller"), !CallReader.namesNavigationClass(returned) else { return nil }
        let parameters = Array(function.signature.parameterClause.parameters)
        var positions: [String: Int] = [:]
        for (position, parameter) in parameters.enumerated() where positions[(parameter.secondName ?? parameter.firstName).text] == nil {
            positions[(parameter.secondName ?? parameter.firstName).text] = position
        }
        func parameterPosition(_ expression: ExprSyntax) -> Int? {
            CallReader.unwrapped(expression).as(DeclReferenceExprSyntax.self).flatMap { positions[$0.baseName.text] }
        }
        // The local made (`let container = T()`, `T.init()`), its type, and the children in order.
        var made: (local: String, type: String)?
        var handed: [(position: Int, slot: String)] = []
        var returnsMade = false
        for item in body.statements {
            if let declaration = item.item.as(VariableDeclSyntax.self) {
                for binding in declaration.bindings {
                    guard made == nil, let local = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let value = binding.initializer.map({ CallReader.unwrapped($0.value) }),
                          let call = value.as(FunctionCallExprSyntax.self) else { continue }
                    // `T()`, or `T.init()`.
                    let (base, called) = CallReader.callee(call)
                    let name = called == "init" ? base?.trimmedDescription ?? "" : base == nil ? called : ""
                    guard name.hasSuffix("Controller"), name.first?.isUppercase == true,
                          !CallReader.namesNavigationClass(name), !name.hasPrefix("UI") else { continue }
                    made = (local, name)
                    for argument in call.arguments
                    where argument.label?.text.lowercased().hasSuffix("controller") == true {
                        if let position = parameterPosition(argument.expression), let label = argument.label?.text {
                            handed.append((position, label))
                        }
                    }
                }
            } else if let made, let elements = item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self)?.elements
                        ?? item.item.as(SequenceExprSyntax.self)?.elements {
                // (Unfolded, as the parser leaves it, an assignment whose value is force-cast to a type is
                // five parts: the slot, `=`, the parameter, the cast, the type.)
                let parts = Array(elements)
                guard parts.count == 3 || parts.count == 5 && parts[3].is(UnresolvedAsExprSyntax.self),
                      parts[1].is(AssignmentExprSyntax.self),
                      let member = CallReader.unwrapped(parts[0]).as(MemberAccessExprSyntax.self),
                      member.declName.baseName.text.hasSuffix("ViewController"),
                      member.base.flatMap({ CallReader.unwrapped($0).as(DeclReferenceExprSyntax.self)?.baseName.text }) == made.local,
                      let position = parameterPosition(parts[2]) else { continue }
                handed.append((position, member.declName.baseName.text))
            } else if let made, let returned = item.item.as(ReturnStmtSyntax.self)?.expression {
                returnsMade = CallReader.unwrapped(returned).as(DeclReferenceExprSyntax.self)?.baseName.text == made.local
            }
        }
        guard let made, returnsMade, !handed.isEmpty else { return nil }
        var seen: Set<Int> = []
        let children = handed.filter { seen.insert($0.position).inserted }.map { position, slot in
            ContainerHelperChild(label: parameters[position].firstName.text, position: position, slot: slot)
        }
        return ContainerHelper(type: made.type, children: children)
    }

    private final class Collector: SyntaxVisitor {
        var helpers: [String: ContainerHelper] = [:]

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if helpers[node.name.text] == nil, let helper = ContainerHelpers.helper(node) { helpers[node.name.text] = helper }
            return .skipChildren
        }
    }
}

extension CallReader {
    /// A call of a container helper (ContainerHelpers.swift) with controllers for the children it
    /// hands on: the container made around them, as made in place. Nil when no argument gives one.
    func containerMadeByHelper(_ call: FunctionCallExprSyntax, named name: String) -> CodeTrigger.Instantiation? {
        guard let helper = reader.declarations.app.containerHelpers[name] else { return nil }
        let arguments = Array(call.arguments)
        let given = helper.children.compactMap { child -> (slot: String, made: CodeTrigger.Instantiation)? in
            // By its label; an unlabelled one by its position.
            let argument = child.label == "_" ? (child.position < arguments.count && arguments[child.position].label == nil
                                                    ? arguments[child.position] : nil)
                : arguments.first { $0.label?.text == child.label }
            guard let argument, let made = instantiation(of: argument.expression) ?? heldController(argument.expression, storedFirst: true)
            else { return nil }
            return (child.slot, made)
        }
        guard !given.isEmpty else { return nil }
        var made = MadeContainer(type: helper.type, children: given.map(\.made), location: "\(reader.file):\(reader.line(of: Syntax(call)))")
        made.labelsAControllerSlot = true
        made.slots = Dictionary(given.map { ($0.slot, $0.made) }, uniquingKeysWith: { first, _ in first })
        if !madeContainers.contains(made) { madeContainers.append(made) }
        return CodeTrigger.Instantiation(storyboard: CodeScreens.storyboardName, identifier: helper.type)
    }
}
