// Controllers that present themselves (issue 52). Some apps give a view
// controller a method that shows it, wrapped in a navigation controller it
// makes, on the controller it is handed (Delta's editor:
// `func presentWithPresentingViewController(_ presenting: UIViewController)`
// makes `RSTNavigationController(rootViewController: self)` and presents it
// on `presenting`); the screen that made it calls that method
// (`editor.presentWithPresentingViewController(self)`). The reader records
// the methods that present `self` and the calls of methods on controllers a
// method made; `SourceIndex.selfPresentations(of:)` joins them by the
// method's name (a presenting method's name is the app's own and says what
// it does) into presentations by the caller, in a navigation controller when
// the method makes one.

/// A method that presents the controller it belongs to, on another.
struct SelfPresentation: Hashable, Sendable {
    /// The method's name (`presentWithPresentingViewController`).
    var method: String
    /// Whether it presents a navigation controller it makes around the controller.
    var inNavigation: Bool
    /// Whether it presents on whatever is on screen (`UIApplication.topViewController()`), not on
    /// a controller it is handed (PresentationsOverTheApp.swift).
    var onWhateverIsOnScreen = false
}

/// A method called on a controller the caller made (`editor.presentWithPresentingViewController(self)`).
struct CallOnMade: Hashable, Sendable {
    /// The method making the call, and the one called.
    var caller: String
    var callee: String
    /// The controller it is called on.
    var made: CodeTrigger.Instantiation
    /// `File.swift:12`, for comments.
    var location: String
    /// The caller's own parameter handed to the method, when one is: a helper that makes a dialog
    /// and has it present itself on the screen the helper is handed (Tinode's
    /// `UiUtils.showPermissionsEditDialog(over:…)` calling `alertVC.show(over: viewController)`),
    /// which is then a presentation on that parameter (`SourceIndex.presentationsOnSelf(of:)`).
    var presenter: PresenterSlot?
}

extension SourceIndex {
    /// The presentations class `name`'s methods make by calling a self-presenting method on a
    /// controller they made, and the instantiations those presentations show (which are then
    /// no longer handed on to code the reader does not follow).
    func selfPresentations(of name: String) -> (triggers: [CodeTrigger], shown: Set<ShownInstantiation>) {
        guard !selfPresentingMethods.isEmpty else { return ([], []) }
        var triggers: [CodeTrigger] = []
        var shown: Set<ShownInstantiation> = []
        for call in lineage(of: name).flatMap(\.callsOnMade) {
            guard let presentation = selfPresentingMethods[call.callee] else { continue }
            var made = call.made
            made.inNavigation = made.inNavigation || presentation.inNavigation
            var trigger = CodeTrigger(method: call.caller, action: .present(made), location: call.location)
            trigger.onWhateverIsOnScreen = presentation.onWhateverIsOnScreen
            triggers.append(trigger)
            shown.insert(ShownInstantiation(method: call.caller, made: call.made.withoutNavigation))
        }
        return (triggers, shown)
    }
}

/// An instantiation a method shows, by the method.
struct ShownInstantiation: Hashable {
    var method: String
    var made: CodeTrigger.Instantiation
}
