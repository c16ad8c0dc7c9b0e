// Helpers handed the presenting controller (issue 52). An app's helper that
// is no view controller often presents on the controller it is handed:
// DuckDuckGo's `faviconsFetcherOnboarding.presentOnboardingIfNeeded(from: self)`
// presents a sheet on `self`; its text-zoom coordinator takes the controller
// in `makeBrowsingMenuEntry(forLink:inController:forWebView:)` and passes it on
// to `showTextZoomEditor(inController:forWebView:)`, which presents. The reader
// records, per method, what it presents on a parameter and which parameters it
// passes on to methods of its own class or of other objects (KeePassium's
// picker coordinator tells its own delegate, which presents), by selector (the method's name and its
// argument labels, so that two helpers' `presentOnboardingIfNeeded` tell apart
// by their labels), and each call that hands `self` to another object's method;
// `SourceIndex.presentationsOnSelf(of:)` follows those into presentations by the
// controller that handed itself.

/// A parameter of a method, by the method's selector (`showTextZoomEditor(inController:forWebView:)`)
/// and the parameter's argument label (`inController`, `_0` unlabelled).
struct PresenterSlot: Hashable, Sendable {
    var selector: String
    var label: String

    /// `name(a:_:b:)` from a method's name and its argument labels (`_N` is unlabelled), as a
    /// declaration and a call of it both spell it.
    static func selector(_ name: String, labels: [String]) -> String {
        name + "(" + labels.map { ($0.hasPrefix("_") ? "_" : $0) + ":" }.joined() + ")"
    }

    /// The method's name, without its labels.
    var name: String { selector.split(separator: "(", maxSplits: 1).first.map(String.init) ?? selector }
}

/// A controller a method presents on one of its parameters (`viewController.present(controller, …)`).
struct ParameterPresentation: Hashable, Sendable {
    var slot: PresenterSlot
    var made: CodeTrigger.Instantiation
    /// `File.swift:12`: where the presenting call is.
    var location: String
    /// Added as a child of the parameter (`viewController.addChild(view)`), not presented on it
    /// (ChildrenAddedToParameters.swift).
    var isChild = false
    /// The class the parameter is declared with (`mainView: MainViewController`): when it is a view
    /// controller class of the app's, the move is that class's whoever calls (TypedParameterPresenters.swift).
    var parameterType = ""
}

/// A method passing its parameter on to a method of its own class (`showTextZoomEditor(inController: controller, …)`)
/// or of another object (`delegate?.didPressSettings(in: viewController)`), known by its selector as every slot is.
struct PresenterForward: Hashable, Sendable {
    var from: PresenterSlot
    var to: PresenterSlot
    /// The class a type method is called on (`PickerViewControllerModal.displayPickerViewController(…)`):
    /// its method alone is the one called; nil for an instance's, known by its selector alone.
    var receiverClass: String? = nil
}

/// A controller's method handing `self` to another object's method (`coordinator.show(in: self)`).
struct SelfHandedOver: Hashable, Sendable {
    /// The controller's method making the call.
    var caller: String
    /// The method called and the argument `self` is given as.
    var slot: PresenterSlot
    /// `File.swift:12`, for comments.
    var location: String
    /// The class a type method is called on, as `PresenterForward.receiverClass`.
    var receiverClass: String? = nil
    /// Not `self` but a property of the caller's declared with this class of the app's (a flow
    /// controller's `var viewController: RootViewController`): what the method called does to it is
    /// that class's (ChildrenAddedToParameters.swift).
    var heldType: String? = nil
}

extension SourceIndex {
    /// The presentations class `name`'s methods make by handing `self` to a helper that presents
    /// on it, directly or through the methods it passes the controller on to (its own, other objects'),
    /// a type method called on its class being that class's alone.
    func presentationsOnSelf(of name: String) -> [CodeTrigger] {
        var triggers: [CodeTrigger] = []
        // A property of another class's declared with this one, handed over, is this class's too (children only).
        let heldHere = (controllersHandedOverByType[name] ?? []).map { (handed: $0, childrenOnly: true) }
        for (handed, childrenOnly) in lineage(of: name).flatMap(\.selfHandedOver).filter({ $0.heldType == nil })
            .map({ (handed: $0, childrenOnly: false) }) + heldHere {
            for action in moves(ofControllerHandedTo: handed.slot, calledOn: handed.receiverClass, childrenOnly: childrenOnly) {
                triggers.append(CodeTrigger(method: handed.caller, action: action, location: handed.location))
            }
        }
        return triggers
    }

    /// What the methods a controller handed as `slot` reaches do to it: present on it, or add a child
    /// to it, directly or through the methods it passes the controller on to (its own, other objects'),
    /// a type method called on class `receiverClass` being that class's alone. Only the children when
    /// `childrenOnly`.
    func moves(ofControllerHandedTo handedSlot: PresenterSlot, calledOn receiverClass: String?,
               childrenOnly: Bool = false) -> [CodeTrigger.Action] {
        var actions: [CodeTrigger.Action] = []
        /// A parameter the controller reaches, and the class whose type method has it, if one is named.
        struct Reached: Hashable { var slot: PresenterSlot; var receiverClass: String? }
        let slots = declaredSlots(calledAs: handedSlot).map { Reached(slot: $0, receiverClass: receiverClass) }
        var seen = Set(slots)
        var pending = slots
        while let reached = pending.popLast() {
            let (slot, receiverClass) = (reached.slot, reached.receiverClass)
            // A type method called on its class is that class's (or a superclass's) alone: two
            // pickers' `displayPickerViewController(pickerViewData:parentController:)` (xDrip4iOS's)
            // each present their own.
            // An object's class known where it is called is that class's (or a superclass's, or a protocol
            // extension's it conforms to) alone too. A class the app does not declare says nothing, nor
            // does a protocol, or a protocol's extension: a class conforming to a protocol that inherits
            // the one named reaches them too, and protocol inheritance is not read (Zotero's reader calls
            // `coordinatorDelegate?.showReadAloudOnboarding(from: self, …)`, implemented in an extension
            // of a protocol its delegate's protocol inherits).
            let isCalled = { (owner: String) in
                guard let called = receiverClass, owner != called, self.classes[called] != nil,
                      !self.protocols.contains(called), !self.protocols.contains(owner) else { return true }
                return (self.lineage(of: called) + self.protocolExtensions(of: called)).contains { $0.name == owner }
            }
            for (owner, made, isChild) in parameterPresentations[slot] ?? [] where isCalled(owner) && (isChild || !childrenOnly) {
                actions.append(isChild ? .addChild(made) : .present(made))
            }
            // A controller the helper made and has present itself on the parameter.
            for call in childrenOnly ? [] : callsOnMadeHandedParameters[slot] ?? [] {
                guard let presentation = selfPresentingMethods[call.callee], !presentation.onWhateverIsOnScreen else { continue }
                var made = call.made
                made.inNavigation = made.inNavigation || presentation.inNavigation
                actions.append(.present(made))
            }
            for (owner, forward) in presenterForwards[slot] ?? [] where isCalled(owner) {
                let next = Reached(slot: forward.to, receiverClass: forward.receiverClass)
                if seen.insert(next).inserted { pending.append(next) }
            }
        }
        return actions
    }

    /// The slots a call's argument fills: its own, else those of the methods of that name whose
    /// labels include the call's in order, the call leaving out defaulted arguments (Cryptomator's
    /// `hud.show(presentingViewController: self)` of `show(presentingViewController:animated:)`).
    /// Sorted, for a stable order.
    func declaredSlots(calledAs slot: PresenterSlot) -> [PresenterSlot] {
        if parameterPresentations[slot] != nil || presenterForwards[slot] != nil || callsOnMadeHandedParameters[slot] != nil {
            return [slot]
        }
        let written = ClassMethods.labels(of: slot.selector) ?? []
        return (presenterSlotsByName[slot.name] ?? []).filter { declared in
            declared.label == slot.label && ClassMethods.isSubsequence(written, of: ClassMethods.labels(of: declared.selector) ?? [])
        }.sorted { ($0.selector, $0.label) < ($1.selector, $1.label) }
    }
}
