import FlowVocabulary

// Lifecycle hook names (`on viewWillAppear`) and event patterns in
// `expect events/order/no` blocks.
extension Checker {
    mutating func checkHookName(_ event: Identifier) {
        guard !event.isEmpty, !Vocabulary.hookEventIDs.contains(event.symbol.nameID) else { return }
        reportUnknown(.unknownHook(event.name), at: event.range, name: event.name, among: { Vocabulary.hookEvents },
                      otherwise: "hooks are \(Vocabulary.hookEvents.joined(separator: ", "))")
    }

    /// `Receiver.method(argument)`: the receiver is an instance of a view
    /// controller, or an animator or a presenter; the method a known callback.
    mutating func checkEventPattern(_ pattern: EventPattern) {
        let receiver = pattern.receiver
        if !receiver.parts.isEmpty, receiver.parts.allSatisfy({ !$0.name.isEmpty }) {
            let instanceIsLast = receiver.parts.dropLast().allSatisfy { $0.instance == nil }
            if !instanceIsLast, let part = receiver.parts.first(where: { $0.instance != nil }) {
                error(.instanceNotAllowed(part.text), at: part.range, help: "write the scene's name, '\(part.name)'")
            } else if !(receiver.rest.isEmpty && (isControllerUIKitAdds(receiver.first.name)
                                                   || receiver.first.name == UIKitAddedControllers.sceneDelegate)) {
                lookupReporting(receiver, asReceiver: true)
            }
        }
        let method = pattern.method
        guard !method.isEmpty, !Vocabulary.eventMethods.contains(method.name),
              !isAction(method.name, of: receiver) else { return }
        reportUnknown(.unknownEvent(method.name), at: method.range, name: method.name,
                      among: { Vocabulary.eventMethods })
    }

    /// Whether `method` names a control's action of the scene `receiver`
    /// (`button done { … }` is traced `Editor.done`), or a manual one (`segue "finish()" { … }`).
    private func isAction(_ method: String, of receiver: QualifiedName) -> Bool {
        guard let reference = index.resolvedType(receiver), let type = index.type(reference) else { return false }
        // The name the interpreter traces it by (`Interpreter.runAction`): the control's, else the manual identifier.
        return type.segues.contains { $0.kind == .action && ($0.controlName ?? $0.identifier) == method }
    }
}
