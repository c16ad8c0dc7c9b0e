import SwiftSyntax

// Closures an object hands the controllers it makes. Many coordinators tell a
// screen what to do when a person acts not through a delegate protocol but
// with closures given to its initializer (the Corona-Warn-App's settings
// coordinator):
//
//     SettingsViewController(store: store,
//                            onNotificationsCellTap: { [weak self] in self?.showNotificationsScreen() },
//                            …)
//     private func showNotificationsScreen() {
//         parentNavigationController?.pushViewController(NotificationSettingsViewController(…), animated: true)
//     }
//
// The screen calls the closure when its cell is tapped, and the coordinator's
// method runs: what it pushes, presents or dismisses is the screen's move,
// named after the closure's label (`segue "onNotificationsCellTap"`), as a call
// the screen makes on its coordinator is (Coordinators.swift) and as a bar
// button the coordinator gives it is (BarButtonsOfOthers.swift). A closure
// given to something the screen is made with (a view model's
// `onTestResultCellTap:`) is the screen's too; one given to a controller made
// inside another's arguments is that inner controller's. Only a class that is
// no view controller hands closures so, as its name tells (`namesController`):
// a view controller's own methods are its own moves already.
//
// Some set the closure on the screen after making it, as a property the
// screen calls (`avatar.onCrop = { [weak self] in self?.showCrop() }`, then
// `onCrop?()` in the screen's action): read the same way, named after the
// property. A view controller setting one on another is read apart too, its
// moves given to the other by ClosuresSetOnControllers.swift.
//
// And many make the screen in a method of their own that takes the closures
// and hands them on (the Corona-Warn-App's diary coordinator):
//
//     infoScreen(dismissAction: { [weak self] in self?.viewController.pushViewController(self.overview, …) })
//     private func infoScreen(dismissAction: @escaping () -> Void) -> DiaryInfoViewController {
//         DiaryInfoViewController(onDismiss: { dismissAction() })
//     }
//
// A closure handed to a method of the class's own is also read as a method
// of its own, `infoScreen#dismissAction` (every such closure of every call, as
// one method), and a call of a closure parameter (`dismissAction()`, in the
// method or in a closure read apart from it) calls that method: the screen's
// `onDismiss` reaches the push. So does the screen's own closure when the
// parameter is handed on as it is (`DiaryInfoViewController(onDismiss: dismissAction)`). The closure stays read as the calling
// method's too, as before (a helper may run it at once).

extension CallReader {
    /// `SettingsViewController(…, onNotificationsCellTap: { self?.showNotificationsScreen() })`, seen
    /// before its arguments are read: each closure the controller (or a model) is made with is read
    /// as a method of this class's that the object's class calls (`ClassReader.readHandedClosures`).
    /// A controller's are its, so not read as this method's too; a model's still are, since
    /// nothing may call them but the model.
    func noteClosuresHanded(to node: FunctionCallExprSyntax) {
        let (base, name) = Self.callee(node)
        noteClosuresHandedOn(node, base: base, name: name)
        let isController = Self.namesController(name)
        guard readsHandedClosures, base == nil, isController || Self.namesModel(name),
              !node.arguments.isEmpty || node.trailingClosure != nil,
              let objectClass = instantiation(of: ExprSyntax(node))?.knownClass, objectClass != owner else { return }
        for (label, closure) in handedClosures(node) {
            if isController { closuresOfControllers.insert(closure.id) }
            handedClosureBodies.append(HandedClosure(objectClass: objectClass, label: label ?? "closure", closure: closure,
                                                     line: reader.line(of: closure), parameters: Array(parameters.values)))
        }
        // A closure parameter handed on as it is (`dismiss: dismissAction`): the object calls the
        // closures this method's callers hand it.
        for argument in node.arguments {
            guard let label = argument.label?.text, let reference = argument.expression.as(DeclReferenceExprSyntax.self),
                  let parameter = parameters[reference.baseName.text], parameter.type.contains("->"), !parameter.method.isEmpty
            else { continue }
            let closures = Self.closureParameterMethod(parameter.method, parameter.label)
            var call = MethodCall(caller: label, receiverType: owner, calleeName: closures, calleeSelector: closures)
            call.location = "\(reader.file):\(reader.line(of: argument))"
            callsByOthers.append((objectClass, call))
        }
    }

    /// `avatar.onCrop = { [weak self] in self?.showCrop() }` on a controller made or held here, seen
    /// before the closure is read: the closure is the controller's, read as a method of this class's
    /// that the controller's class calls as `onCrop`, as if the controller had been made with it.
    /// Set by a view controller, its moves are the other controller's (ClosuresSetOnControllers.swift).
    func noteClosureAssigned(in node: SequenceExprSyntax) {
        let elements = Array(node.elements)
        // (One inside a closure a view controller sets on another stays that closure's.)
        guard readsHandedClosures || !method.contains("@"), elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let closure = elements[2].as(ClosureExprSyntax.self),
              let property = Self.unwrapped(elements[0]).as(MemberAccessExprSyntax.self),
              let screen = property.base, !Self.isSelf(screen),
              let made = instantiation(of: screen) ?? heldController(screen, storedFirst: true),
              let objectClass = made.knownClass, Self.namesController(objectClass), objectClass != owner else { return }
        closuresOfControllers.insert(closure.id)
        // A view controller's: the other controller's moves when it calls the property, read apart the
        // same way (ClosuresSetOnControllers.swift).
        handedClosureBodies.append(HandedClosure(objectClass: objectClass, label: property.declName.baseName.text,
                                                 closure: closure, line: reader.line(of: closure),
                                                 parameters: Array(parameters.values), isSetOnController: !readsHandedClosures))
    }

    /// `infoScreen(dismissAction: { … })`, a method of the class's own given labelled closures: each
    /// read apart too, as the method `infoScreen#dismissAction`, which a call of that parameter in
    /// `infoScreen` calls (`noteMethodCall`).
    private func noteClosuresHandedOn(_ node: FunctionCallExprSyntax, base: ExprSyntax?, name: String) {
        guard readsHandedClosures, base.map(Self.isSelf) ?? true, name.first?.isLowercase == true else { return }
        for argument in node.arguments {
            guard let label = argument.label?.text, let closure = argument.expression.as(ClosureExprSyntax.self) else { continue }
            closuresHandedOn.append((Self.closureParameterMethod(name, label), closure))
        }
    }

    /// The method a closure parameter stands for: `infoScreen#dismissAction`.
    static func closureParameterMethod(_ method: String, _ label: String) -> String { "\(method)#\(label)" }

    /// Whether this class's closures handed to objects are read apart: a coordinator's, a router's,
    /// not a view controller's, whose every move is its own already (a closure it hands the
    /// controller it presents in its initializer stays read as the method's that wrote it; one it
    /// sets on that controller's property is read apart: ClosuresSetOnControllers.swift).
    var readsHandedClosures: Bool { !Self.namesController(owner) }

    /// Whether a class's name says it is a model a controller is made with (`HomeTableViewModel`),
    /// which hands the controller's calls on to the closures it holds. (Any other object's closures —
    /// a `Task`'s, a timer's — run by themselves, and stay read as the method's that wrote them.)
    static func namesModel(_ name: String) -> Bool { isAppClass(name) && name.hasSuffix("Model") }

    /// Whether a class's name says it is a view controller (`SettingsViewController`, `ListVC`): read
    /// before every file is, which is all the reader knows of it here.
    static func namesController(_ name: String) -> Bool {
        isAppClass(name) && (name.hasSuffix("Controller") || name.hasSuffix("VC"))
    }

    /// The closures a call of an app's class is made with, with their labels: its arguments', those
    /// of what they are made with, and its trailing ones; not those of another class made inside
    /// them, which are that class's.
    private func handedClosures(_ node: FunctionCallExprSyntax) -> [(label: String?, closure: ClosureExprSyntax)] {
        let finder = HandedClosures { inner in
            inner.id != node.id && Self.callee(inner).0 == nil && Self.isAppClass(Self.callee(inner).1)
        }
        for argument in node.arguments { finder.walk(argument) }
        var handed = finder.closures
        if let trailing = node.trailingClosure { handed.append((nil, trailing)) }
        for additional in node.additionalTrailingClosures { handed.append((additional.label.text, additional.closure)) }
        return handed
    }
}

/// The closures written in a call's arguments, with their labels, not looking into another object
/// of the app's made inside them (`isInnerObject`), which claims its own.
private final class HandedClosures: SyntaxVisitor {
    private(set) var closures: [(label: String?, closure: ClosureExprSyntax)] = []
    private let isInnerObject: (FunctionCallExprSyntax) -> Bool

    init(isInnerObject: @escaping (FunctionCallExprSyntax) -> Bool) {
        self.isInnerObject = isInnerObject
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        isInnerObject(node) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        closures.append((node.parent?.as(LabeledExprSyntax.self)?.label?.text, node))
        return .skipChildren
    }
}

/// A closure an object of the app's is made with, in a method of another class.
struct HandedClosure {
    /// The class of the object made with it.
    var objectClass: String
    /// Its argument's label (`onEdit`), `closure` for a trailing one.
    var label: String
    var closure: ClosureExprSyntax
    var line: Int
    /// The parameters of the method writing it, which its body may call (`dismissAction()`).
    var parameters: [CallReader.Parameter] = []
    /// Whether a view controller set it on another's property: its moves are that controller's
    /// (ClosuresSetOnControllers.swift), not reached through a walk of coordinators.
    var isSetOnController = false

    /// The name its body is read under, as a method of the class that wrote it: unique in the class.
    func methodName(in method: String) -> String { "\(method).\(label)@\(line)" }
}

extension CallReader {
    /// What a closure read apart knows of the method writing it: the controllers that method made, and
    /// the names it and the closure's capture list give `self`.
    struct Context {
        var instantiated: [String: CodeTrigger.Instantiation]
        var selfAliases: Set<String>

        init(of reader: CallReader, closure: ClosureExprSyntax) {
            instantiated = reader.instantiated
            selfAliases = reader.selfAliases
            for item in closure.signature?.capture?.items ?? [] {
                if let value = item.initializer?.value, CallReader.isSelf(value) { selfAliases.insert(item.name.text) }
            }
        }
    }
}

extension ClassReader {
    /// Each closure a method handed an object of the app's, read as a method of the class's own
    /// (its moves, its calls of the class's methods), which the object's class calls under the
    /// closure's label: what the coordinator does when the screen calls `onEdit` is the screen's
    /// `segue "onEdit"` (Coordinators.swift).
    /// The closures `calls` (a method's reader) found handed to objects and to the class's own methods
    /// (`infoScreen#dismissAction`, read with the method's `parameters`), each read apart.
    func readHandedClosures(of calls: CallReader, in method: String, owner: String, parameters: [CallReader.Parameter] = []) {
        readHandedClosures(calls.handedClosureBodies, of: method, owner: owner, context: calls)
        for (handedOn, closure) in calls.closuresHandedOn where closuresReadApart.insert(closure.id).inserted {
            readBody(Syntax(closure.statements), method: handedOn, owner: owner, parameters: parameters)
        }
    }

    /// `context`, the reader of the method writing them: a closure a view controller sets on another reads
    /// the controllers that method made and the names it gives `self` (`let detail = DetailViewController()`
    /// then `sheet.onDone = { [unowned me = self] in me.navigationController?.pushViewController(detail, …) }`),
    /// as it did when it was read as part of the method.
    func readHandedClosures(_ handed: [HandedClosure], of method: String, owner: String, context: CallReader? = nil) {
        for closure in handed where closuresReadApart.insert(closure.closure.id).inserted {
            let name = closure.methodName(in: method)
            readBody(Syntax(closure.closure.statements), method: name, owner: owner, parameters: closure.parameters,
                     context: closure.isSetOnController ? context.map { CallReader.Context(of: $0, closure: closure.closure) } : nil)
            if closure.isSetOnController {
                let set = ClosureSetOnController(objectClass: closure.objectClass, property: closure.label, method: name,
                                                 setIn: method)
                update(owner) { $0.closuresSetOnControllers.append(set) }
                continue
            }
            var call = MethodCall(caller: closure.label, receiverType: owner, calleeName: name, calleeSelector: name)
            call.location = "\(file):\(closure.line)"
            update(closure.objectClass) { $0.methodCalls.append(call) }
        }
    }
}
