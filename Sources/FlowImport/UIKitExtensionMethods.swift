// Methods an app adds to UIKit's own classes. An extension of `UIViewController`
// is every view controller's, so its moves were every scene's segues:
//
//     extension UIViewController {
//         func presentChatReplacingCurrentVC(with topic: String) {
//             navigationController?.popToRootViewController(animated: false)
//             navigationController?.pushViewController(chat, animated: true)
//         }
//     }
//
// Tinode calls it from five screens, and flow gave it to all thirty (its call
// screen, its image preview), where the explorer fired it and found stacks
// growing that the app never grows. A class moves with such a method only when
// its code calls it on itself (in a method no subclass of its overrides), or
// through another method of those extensions
// it calls, or when a storyboard connects one of its controls to it
// (`DeclarationMapper`, which leaves the others' moves out of the scene).
// A method some code calls on another controller (Ello's navigation controller
// calling `topViewController?.backGestureAction()`) may run in any of them:
// it stays every class's.

extension SourceIndex {
    /// The methods class `name` inherits from the app's extensions of UIKit's classes and never
    /// calls: their moves are not its segues.
    func uncalledMethodsOfUIKitExtensions(of name: String) -> Set<String> {
        let lineage = lineage(of: name)
        let extensions = lineage.filter { Self.isExtensionOfUIKit($0) && $0.name != name } + uikitExtensions(of: name)
        guard !extensions.isEmpty else { return [] }
        // A call reaches a method of its name whose labels it writes some of, in order (leaving out
        // defaulted ones): NetNewsWire's `presentError(error)` is its extension's `presentError(_:dismiss:)`,
        // its `presentError(title:message:)` is RSCore's, which presents no account screen. A method
        // with an unlabelled first parameter is known by its selector (`presentAccountError(_:dismiss:)`),
        // another by its name, its selectors beside it.
        let declared = Set(extensions.flatMap { $0.codeTriggers.map(\.method) })
        var keysByName: [String: Set<String>] = [:]
        var selectorsByName: [String: Set<String>] = [:]
        for scanned in extensions {
            for key in scanned.codeTriggers.map(\.method) + scanned.methodCalls.map(\.caller) {
                keysByName[Self.baseName(key), default: []].insert(key)
            }
            selectorsByName.merge(scanned.selectorsByName) { $0.union($1) }
        }
        var called: Set<String> = []
        var pending: [String] = []
        func call(_ found: MethodCall) {
            let written = ClassMethods.labels(of: found.calleeSelector) ?? []
            for key in keysByName[Self.baseName(found.calleeName)] ?? [] {
                let labels = ClassMethods.labels(of: key).map { [$0] } ?? selectorsByName[key]?.compactMap(ClassMethods.labels(of:))
                guard labels.map({ $0.isEmpty || $0.contains { ClassMethods.isSubsequence(written, of: $0) } }) ?? true else { continue }
                if called.insert(key).inserted { pending.append(key) }
            }
        }
        // Nearest class first: a call in a method a nearer class overrides is not made (Tinode's
        // forward picker overrides its superclass's `jumpTo(topic:)`, the call's place).
        var overridden: Set<String> = []
        for scanned in lineage where !Self.isExtensionOfUIKit(scanned) {
            for found in scanned.methodCalls where found.isOnItself && !overridden.contains(Self.baseName(found.caller)) {
                call(found)
            }
            overridden.formUnion(scanned.selectorsByName.keys.map { Self.baseName($0) })
        }
        // And what those methods call of the extensions in turn.
        while let method = pending.popLast() {
            for scanned in extensions {
                for found in scanned.methodCalls where found.caller == method && found.isOnItself {
                    call(found)
                }
            }
        }
        return declared.filter { method in
            !called.contains(method) && !methodsCalledOnOthers.contains(Self.baseName(method))
        }
    }


    /// Whether `scanned` is the app's extension of one of UIKit's classes (`extension
    /// UIViewController`), which declares no superclass, rather than a class of the app's.
    static func isExtensionOfUIKit(_ scanned: ScannedClass) -> Bool {
        scanned.superclass == nil && scanned.name.hasPrefix("UI") && scanned.name.hasSuffix("Controller")
    }
}

extension MethodCall {
    /// A call of the caller's own method: on `self`, or with no receiver.
    var isOnItself: Bool { receiverType == nil && receiverProperty == nil }
}
