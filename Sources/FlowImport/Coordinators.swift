// Coordinators. Many apps keep navigation out of their view controllers: a
// coordinator (an object that is no view controller) holds the navigation
// controller, and a view controller tells it what a person did through a
// delegate protocol it declares:
//
//     protocol StationsViewControllerDelegate: AnyObject { func presentAbout(_ controller: StationsViewController) }
//     class StationsViewController: UIViewController {
//         weak var delegate: StationsViewControllerDelegate?
//         @objc func aboutTapped() { delegate?.presentAbout(self) }
//     }
//     extension MainCoordinator: StationsViewControllerDelegate {
//         func presentAbout(_ controller: StationsViewController) { openAbout() }
//     }
//     func openAbout() { … navigationController.present(modalNavigation, animated: true) }
//
// The reader records each call a method makes on a property whose type is the
// app's (`delegate?.presentAbout(self)`), each call of the class's own methods
// (`openAbout()`) and the protocols and classes each class conforms to. A call
// on a property typed with a protocol reaches every class that conforms to it
// and is no view controller; one typed with such a class (`weak var
// coordinator: MainCoordinator?`) reaches that class. What the method reached
// moves — and what the methods it calls on itself and on other coordinators
// move — is the view controller's, named after its method that made the call
// (`segue "aboutTapped" -> present …`): the coordinator's navigation
// controller is the one the view controller is in, or presents from, as the
// coordinator put it there.
//
// A coordinator is started with a navigation controller it is handed
// (`AboutCoordinator(navigationController: modal).start()`): the controller
// its `start()` sets or pushes first is that navigation controller's root, so
// presenting `modal` presents a navigation controller around it
// (`SourceIndex.resolvingFactory`, through `Instantiation.coordinatorStart`).
// The app's window root is read the same way (`window?.rootViewController =
// coordinator?.navigationController`): WindowRoots.swift.
//
// A router — an object whose method pushes or presents the controller it is
// handed (`router.push(detail, animated: true)`) — moves to what each call
// hands it (`ParameterMove`). A property a superclass declares in another file
// (a base coordinator's `_router`) is found by its name once every file is
// read. Each view controller's call is followed through at most
// `SourceIndex.reachLimit` methods, and the links are worked out once per
// index (`SourceIndex.prepare()`).

/// A call of a method on a property whose type is the app's (`delegate?.presentAbout(self)`), or
/// of the class's own method (`openAbout()`).
struct MethodCall: Hashable, Sendable {
    /// The method making the call, as its triggers name it.
    var caller: String
    /// The property's type; nil for a call of the class's own method, or on a property the file
    /// does not declare (`receiverProperty`).
    var receiverType: String?
    /// The property a call is made on when its type is declared elsewhere (a superclass's
    /// `_router`): `SourceIndex.receiverType(of:in:)` finds it.
    var receiverProperty: String?
    /// The method called: its name, and its selector from the call's labels (`didSelectStation(_:from:)`);
    /// a method is known by one or the other (a delegate's by its selector: `ClassReader`'s
    /// `visit(_: FunctionDeclSyntax)`).
    var calleeName: String
    var calleeSelector: String
    /// The controllers made and handed to it, by argument label (`_0` unlabelled): what a router's
    /// method pushes or presents of its parameters (`router.push(settings, animated: true)`).
    var handed: [Handed] = []
    /// The enum cases written as arguments, by label: `present(scene: .thread(…), transition: .show)`
    /// → `scene: thread`, `transition: show` (SceneEnums.swift).
    var enumArguments: [String: String] = [:]
    /// The caller's own parameters passed on, by argument label: `get(scene: scene)` in
    /// `present(scene:from:transition:)` → `scene: scene` (the caller's label). Followed from a call
    /// naming a case for that parameter, the call names it too (`arguments(passedFrom:)`).
    var passedOn: [String: String] = [:]
    /// `File.swift:12`, for comments.
    var location = ""
    /// The case of a switch over one of the caller's parameters the call is made under, if any: it
    /// is followed only for a call into the caller that names that case (SceneEnums.swift) or, on a
    /// property or the class itself, names none.
    var enumCase: EnumCase?
    /// Whether it is made on an object of the app's the caller made (`let child = …Coordinator(…)`,
    /// `child.start()`): under a case, followed only for a call naming that case — a factory's
    /// `case .settings:` starting a coordinator would otherwise be every scene's (Mastodon's
    /// `get(scene:)`, reached with `scene` passed on).
    var isOnObjectMadeHere = false
    /// Whether it is an emission on an event stream, made a call of the subscription switching over its
    /// case (EventStreams.swift): replaced each time the index links the streams.
    var isThroughStream = false
    /// Whether it hands an empty navigation controller the caller made, which the method gives its stack
    /// (`Flow.setAsRoot(in: navi, …)`): what it pushes is that navigation controller's, not the caller's
    /// moves, so walks do not follow it (NavigationsGivenStacksByOthers.swift).
    var givesStack = false
    /// Whether it is made in a closure the caller writes (`DispatchQueue.main.async { self.showMainUI() }`):
    /// it runs when the closure is called, later (RootsSetAfterLaunchWork.swift).
    var isInClosure = false
    /// Whether it is an Objective-C message without arguments (`[[SPAppDelegate sharedDelegate] simperium]`,
    /// a property's getter): it reaches only a method taking none, never one of that first piece with
    /// parameters (Simplenote's Swift `simperium(_:didFailWithError:)`, `simperium:didFailWithError:` in
    /// Objective-C, whose sign-out a debug screen reading the property was said to make).
    var takesNoArguments = false
    /// The variable or property of the caller's the call is made on (`coordinator` in
    /// `coordinator?.chooseItem(…)`): whom it reaches is whom the app bound it to (DelegateBindings.swift).
    var property: String?
    /// Whether it hands the caller's presenter (`from: presentingViewController`): what the method
    /// moves there is that controller's, under the caller, which the import does not know.
    var handsItsPresenter = false
    /// The labels of the arguments naming a property or local of the caller's, neither `self` nor a
    /// parameter (`on: mainSplitViewController`): a controller a helper may present on
    /// (CoordinatorsHandingControllers.swift).
    var presenterLabels: [String] = []

    /// A controller handed to a method, by the argument's label.
    struct Handed: Hashable, Sendable {
        var label: String
        var made: CodeTrigger.Instantiation
        /// The cases the call that reached the handing method names for the parameters its factory
        /// is given (`show(target: get(segue: segue), …)` reached by `show(segue: .detail(…), …)`:
        /// `segue` → `detail`), by the factory's label.
        var cases: [String: String] = [:]
    }
}

extension MethodCall {
    /// Whether the call writes an argument of `label` (`_0` unlabelled, as `enumArguments` has it).
    func writes(_ label: String) -> Bool {
        let labels = ClassMethods.labels(of: calleeSelector) ?? []
        return labels.enumerated().contains { position, written in
            written == "_" ? label == "_\(position)" : written == label
        }
    }

    /// This call as made from a method reached by `call`: what `call` gives the parameters this one
    /// passes on is this one's too — the enum cases it names, and the controllers it hands
    /// (`_pushInitialViewController(aboutVC)` passing its `viewController` on to
    /// `router.push(viewController, …)`).
    func arguments(passedFrom call: MethodCall) -> MethodCall {
        guard !call.enumArguments.isEmpty || !call.handed.isEmpty else { return self }
        var passed = self
        // What a factory made of the caller's own parameters is, for the cases `call` names.
        for position in passed.handed.indices {
            for (factoryLabel, callerLabel) in passed.handed[position].made.forwarded {
                if let written = call.enumArguments[callerLabel] { passed.handed[position].cases[factoryLabel] = written }
            }
        }
        for (label, parameter) in passedOn.sorted(by: { $0.key < $1.key }) {
            if passed.enumArguments[label] == nil, let written = call.enumArguments[parameter] {
                passed.enumArguments[label] = written
            }
            if !passed.handed.contains(where: { $0.label == label }), let given = call.handed.first(where: { $0.label == parameter }) {
                passed.handed.append(Handed(label: label, made: given.made))
            }
        }
        return passed
    }
}

/// A method pushing or presenting one of its parameters (a router's `push(_ viewController:
/// animated:)`, `navigationController.pushViewController(viewController, …)`): each call handing
/// it a controller is that move.
struct ParameterMove: Hashable, Sendable {
    /// `pushViewController`, `present`, `show`, `showDetailViewController`, or the window's root set to it.
    enum Kind: Hashable, Sendable {
        case push, present, show, detail, root

        /// The move of `made` this kind makes.
        func action(moving made: CodeTrigger.Instantiation) -> CodeTrigger.Action {
            switch self {
            case .push: return .push(made)
            case .present: return .present(made)
            case .show: return .show(made)
            case .detail: return .detail(made)
            case .root: return .replaceRoot(made)
            }
        }
    }
    /// The method, as its triggers name it.
    var method: String
    /// The parameter's argument label (`_0` unlabelled).
    var label: String
    var kind: Kind
    /// Moved inside a navigation controller made around it (`sender.present(NavigationController(
    /// rootViewController: target), …)`).
    var inNavigation = false
    /// The case of a switch over one of the method's parameters the move is under: made only for a
    /// call naming that case, or none (SwiftHub's `Navigator.show(target:sender:transition:)`, SceneEnums.swift).
    var enumCase: EnumCase?
    /// The presentation style the method gives the parameter before presenting it (OpenTerm's
    /// `presentPopover(_:from:)` sets `viewController.modalPresentationStyle = .popover`), unless
    /// what is handed has one already.
    var style: String?
    /// The method returns rather than push a navigation controller (Element's router: `guard controller
    /// is UINavigationController == false else { return }`, UIKit raising otherwise).
    var refusesNavigation = false

    /// Whether the method makes no move of `made` (resolved): a navigation controller it refuses to push.
    func refuses(_ made: CodeTrigger.Instantiation?) -> Bool {
        refusesNavigation && kind == .push && made?.inNavigation == true
    }

    /// The move of `made`, handed to the parameter.
    func action(moving made: CodeTrigger.Instantiation) -> CodeTrigger.Action {
        var moved = made
        moved.inNavigation = moved.inNavigation || inNavigation
        if kind == .present, moved.presentationStyle == nil { moved.presentationStyle = style }
        return kind.action(moving: moved)
    }
}

extension CodeTrigger.Instantiation {
    /// The method a coordinator starts with, whose first controller set or pushed is the root of the
    /// navigation controller the coordinator was handed; the name factories of
    /// `navigation(startedBy:)` give it, whatever the app calls it (`isCoordinatorStart(_:)`).
    static let coordinatorStart = "start"

    /// Whether a method named `name` starts a coordinator: `start` (`start()`, `start(animated:)`,
    /// `start(with:)`), or `startWith…` as Objective-C spells a start given something (Antidote's
    /// coordinators' `startWithOptions(_:)`). Other `start…` names (`startLoading()`, `startTimer()`)
    /// are work a coordinator does, not its start.
    static func isCoordinatorStart(_ name: String) -> Bool {
        name == coordinatorStart || (name.hasPrefix("startWith") && name.count > "startWith".count)
    }

    /// The navigation controller handed to a coordinator of class `coordinator`, once it has started.
    static func navigation(startedBy coordinator: String) -> CodeTrigger.Instantiation {
        CodeTrigger.Instantiation(storyboard: nil, identifier: nil, factory: "\(coordinator).\(coordinatorStart)",
                                  inNavigation: true)
    }

    /// What a class's property (a router) holds as its `navigationController`, once the coordinator
    /// it is handed to has started (RoutersHandedToCoordinators.swift).
    static func navigation(ofRouter property: String, keptBy owner: String) -> CodeTrigger.Instantiation {
        CodeTrigger.Instantiation(storyboard: nil, identifier: nil, factory: "\(owner).\(property)\(routerNavigationSuffix)",
                                  inNavigation: true)
    }

    /// Ends the factory of `navigation(ofRouter:keptBy:)`; no method is named so.
    static let routerNavigationSuffix = ".navigationController"
}

/// What view controllers reach through coordinators, worked out once for an index
/// (`SourceIndex.prepare()`): each view controller's moves, and the places in the coordinators'
/// code those moves come from (linked, so not listed among calls outside view controllers).
struct CoordinatorLinks: Sendable {
    var triggers: [String: [CodeTrigger]] = [:]
    var locations: Set<String> = []
    /// The view controllers' calls whose walk stopped at `SourceIndex.reachLimit` methods with calls
    /// left to follow: what lies past them is not read, and the import says so.
    var cut: [CutWalk] = []
}

/// A view controller's call whose walk through coordinators stopped at the limit.
struct CutWalk: Hashable, Sendable {
    var viewController: String
    var method: String
    /// `File.swift:12`: the call.
    var location: String
}

/// One class's methods by key, for the walk through coordinators: its moves, its calls and what
/// it moves of its parameters, by method; and the keys by base name (`push` → `push(_:animated:)`).
struct ClassMethods {
    var triggers: [String: [CodeTrigger]] = [:]
    var calls: [String: [MethodCall]] = [:]
    var moves: [String: [ParameterMove]] = [:]
    var keysByName: [String: [String]] = [:]
    var selectorsByName: [String: Set<String>]
    /// The enum cases methods' parameters default to, by the method's name: each selector's.
    var enumDefaultsByName: [String: [(selector: String, defaults: [String: String])]] = [:]

    init(_ scanned: ScannedClass) {
        selectorsByName = scanned.selectorsByName
        for (selector, defaults) in scanned.enumDefaults.sorted(by: { $0.key < $1.key }) {
            let name = selector.split(separator: "(", maxSplits: 1).first.map(String.init) ?? selector
            enumDefaultsByName[name, default: []].append((selector, defaults))
        }
        for trigger in scanned.codeTriggers { triggers[trigger.method, default: []].append(trigger) }
        for call in scanned.methodCalls { calls[call.caller, default: []].append(call) }
        for move in scanned.parameterMoves { moves[move.method, default: []].append(move) }
        for key in Set(triggers.keys).union(calls.keys).union(moves.keys).sorted() {
            let name = key.split(separator: "(", maxSplits: 1).first.map(String.init) ?? key
            keysByName[name, default: []].append(key)
        }
    }

    /// The key of the method `call` calls, if the class declares it (a method is known by its
    /// name, or by its selector when it is a delegate's, `ClassReader`): by selector, else by
    /// name, when the call's labels are some of the method's in order (a call leaving out a
    /// defaulted argument) — `handleError(_:for:)`, of an extension of Cryptomator's `Coordinator`
    /// protocol, is not its coordinators' own `handleError(error:)`. Else nil, and the walk looks in
    /// the protocols' extensions.
    func method(calledBy call: MethodCall) -> String? {
        if triggers[call.calleeSelector] != nil || calls[call.calleeSelector] != nil || moves[call.calleeSelector] != nil {
            return call.calleeSelector
        }
        let written = Self.labels(of: call.calleeSelector) ?? []
        let found = keysByName[call.calleeName]?.first { key in
            // A method known by its name: one of the selectors of that name the class declares.
            let declared = Self.labels(of: key).map { [$0] } ?? selectorsByName[key]?.compactMap(Self.labels(of:))
            guard let declared, !declared.isEmpty else { return true }
            return declared.contains { Self.takes(call, $0) }
        }
        if let found { return found }
        // A method the class declares that moves and calls nothing (Cryptomator's settings
        // coordinator's empty `selectedAccount(_:)`): its own, not a protocol extension's.
        let declaresIt = selectorsByName[call.calleeName]?.contains { selector in
            Self.takes(call, Self.labels(of: selector) ?? [])
        } ?? false
        return declaresIt ? call.calleeName : nil
    }

    /// `call` with the enum cases of the arguments it leaves out, as the method it reaches defaults them
    /// (`navigator.show(segue: .detail(…), sender: self)` of `show(segue:sender:transition: Transition =
    /// .navigation)`: `transition` → `navigation`).
    func withDefaults(_ call: MethodCall) -> MethodCall {
        guard let declared = enumDefaultsByName[call.calleeName]?.first(where: { Self.reaches(call, $0.selector) }) else {
            return call
        }
        var filled = call
        filled.enumArguments.merge(declared.defaults) { written, _ in written }
        return filled
    }

    /// Whether `call` may reach a method of the `declared` labels: its labels some of those in order
    /// (a Swift call leaving out defaulted arguments); none, for an Objective-C message without any.
    static func takes(_ call: MethodCall, _ declared: [Substring]) -> Bool {
        call.takesNoArguments ? declared.isEmpty : isSubsequence(labels(of: call.calleeSelector) ?? [], of: declared)
    }

    /// Whether every label of `written` is among `declared`, in order.
    static func isSubsequence(_ written: [Substring], of declared: [Substring]) -> Bool {
        var rest = declared[...]
        for label in written {
            guard let found = rest.firstIndex(of: label) else { return false }
            rest = rest[(found + 1)...]
        }
        return true
    }

    /// `["_", "for"]` for `handleError(_:for:)`; nil for a name without them.
    static func labels(of selector: String) -> [Substring]? {
        guard let open = selector.firstIndex(of: "("), selector.last == ")" else { return nil }
        return selector[selector.index(after: open)..<selector.index(before: selector.endIndex)]
            .split(separator: ":")
    }

    /// Whether `call` reaches `method` as the reader names it (by name, or by selector for a method it
    /// knows by its selector, whose defaulted arguments the call may leave out: `WindowManager.open(.chat)`
    /// reaches `open(_:viewControllerIdentifier:)`).
    static func reaches(_ call: MethodCall, _ method: String) -> Bool {
        if method == call.calleeName || method == call.calleeSelector { return true }
        guard let declared = labels(of: method), method.hasPrefix(call.calleeName + "(") else { return false }
        return takes(call, declared)
    }
}

extension SourceIndex {
    /// The moves class `name`'s methods make through coordinators: each call on a property of a
    /// protocol or coordinator type, followed into the methods of the classes that are no view
    /// controller and implement it (and the methods those call), named after the calling method.
    func coordinatedTriggers(of name: String) -> [CodeTrigger] {
        (coordinatorLinks ?? linkingCoordinators()).triggers[name] ?? []
    }

    /// The view controllers' calls whose walk through coordinators stopped at `reachLimit` methods
    /// with calls left to follow, in the order of the classes' names, said for a person: the first
    /// `shownInFull` each on its own line (`File.swift:12: SettingsViewController.didSelect()'s call is
    /// followed through 32 methods …`), the rest on one line by file (`and 72 more calls the same
    /// way: FilePickerVC.swift:88, 120; ItemIconPicker.swift:107`). KeePassium's seventy-five cut calls were
    /// seventy-five lines on standard error, each true, together burying the rest of the summary.
    public func coordinatorWalksCut(shownInFull: Int = 3) -> [String] {
        let cuts = (coordinatorLinks ?? linkingCoordinators()).cut
        var lines = cuts.prefix(shownInFull).map { cut in
            let method = cut.method.hasSuffix(")") ? cut.method : cut.method + "()"
            return "\(cut.location): \(cut.viewController).\(method)'s call is followed through \(Self.reachLimit) methods "
                + "of the objects it reaches and no further; the moves past them are not read"
        }
        let rest = cuts.dropFirst(shownInFull)
        guard !rest.isEmpty else { return lines }
        // `File.swift:12` → ("File.swift", "12"), the files in the order their first cut call comes.
        var files: [String] = []
        var linesByFile: [String: [String]] = [:]
        for cut in rest {
            let parts = cut.location.split(separator: ":", omittingEmptySubsequences: false)
            let file = parts.dropLast().joined(separator: ":")
            if linesByFile[file] == nil { files.append(file) }
            linesByFile[file, default: []].append(parts.last.map(String.init) ?? "")
        }
        let places = files.map { "\($0):\(linesByFile[$0, default: []].joined(separator: ", "))" }.joined(separator: "; ")
        lines.append("and \(rest.count) more call\(rest.count == 1 ? "" : "s") the same way: \(places)")
        return lines
    }

    /// The places in coordinators' code whose moves a view controller's call reaches (or a
    /// coordinator's `start()` whose first controller roots a navigation controller), by location:
    /// linked, so not listed among calls outside view controllers.
    var coordinatedLocations: Set<String> {
        (coordinatorLinks ?? linkingCoordinators()).locations
    }

    /// Every view controller's moves through coordinators, and where in the coordinators they are.
    func linkingCoordinators() -> CoordinatorLinks {
        var links = CoordinatorLinks()
        var tables: [String: ClassMethods] = [:]
        var implementersByType: [String: [String]] = [:]
        let propertyTypes = Self.propertyTypesByName(classes)
        let bindings = DelegateBindings(classes.values)
        let moving = movingClasses ?? classesThatMove(propertyTypes: propertyTypes)
        var extensionCalls: [[String]: [String: [MethodCall]]] = [:]
        for name in classes.keys.sorted() where CodeScreens.isViewController(name, in: self) || swiftUI.views[name] != nil {
            // A SwiftUI view's calls too (Zotero's settings list: `coordinatorDelegate?.showSync()` in a
            // button's action, its coordinator pushing on the navigation controller hosting the view),
            // each named after the method it calls: the view's own are its `body`.
            let isView = swiftUI.views[name] != nil && !CodeScreens.isViewController(name, in: self)
            let ownLineage = lineage(of: name)
            // Its protocols' extensions' calls are its own (ProtocolExtensions.swift); and so are those of
            // a method of the app's extension of UIKit's class it calls on itself, read with what it hands
            // that method (GitHawk's `route_push(to: RepositoryViewController())`, whose `extension
            // UIViewController` method calls `router?.push(from: self, to: controller)`: every move of
            // the app goes through it), named after its own method.
            let calls = (ownLineage + protocolExtensions(of: name)).flatMap(\.methodCalls)
                + callsThroughUIKitExtensions(of: name, ownLineage, known: &extensionCalls)
            for call in calls where !call.givesStack {
                guard let type = receiverType(of: call, in: name, propertyTypes: propertyTypes) else { continue }
                let binders = call.property.flatMap { bindings.binders(of: $0, in: ownLineage) }
                let reached = coordinatorMoves(reachedBy: call, on: type, boundTo: binders, calledBackOn: name, moving: moving,
                                               tables: &tables, implementers: &implementersByType, propertyTypes: propertyTypes)
                if reached.isCut { links.cut.append(CutWalk(viewController: name, method: call.caller, location: call.location)) }
                for trigger in reached.triggers {
                    var renamed = trigger
                    renamed.method = isView ? Self.baseName(call.calleeName) : call.caller
                    links.triggers[name, default: []].append(renamed)
                }
                links.locations.formUnion(reached.locations)
            }
        }
        for scanned in classes.values {
            for trigger in scanned.codeTriggers where CodeTrigger.Instantiation.isCoordinatorStart(trigger.method) {
                if case .push = trigger.action { links.locations.insert(trigger.location) }
            }
        }
        return links
    }

    /// The calls on other objects that the methods of the app's extensions of UIKit's classes make when
    /// view controller `name` calls them on itself, each read with what that call hands it and named
    /// after the calling method. One level: an extension's method calling another of them is not followed.
    /// The extensions' calls on other objects, by their method's base name, are worked out once per set
    /// of extensions (`known`), not once per view controller.
    private func callsThroughUIKitExtensions(of name: String, _ ownLineage: [ScannedClass],
                                             known: inout [[String]: [String: [MethodCall]]]) -> [MethodCall] {
        let extensions = uikitExtensions(of: name)
        guard !extensions.isEmpty else { return [] }
        let key = extensions.map(\.name)
        let byMethod = known[key] ?? Dictionary(grouping: extensions.flatMap(\.methodCalls).filter { !$0.isOnItself }) {
            Self.baseName($0.caller)
        }
        known[key] = byMethod
        guard !byMethod.isEmpty else { return [] }
        var found: [MethodCall] = []
        for own in ownLineage.flatMap(\.methodCalls) where own.isOnItself && !own.handed.isEmpty {
            for call in byMethod[Self.baseName(own.calleeName)] ?? [] where ClassMethods.reaches(own, call.caller) {
                var passed = call.arguments(passedFrom: own)
                passed.caller = own.caller
                passed.location = own.location
                found.append(passed)
            }
        }
        return found
    }

    /// The moves the coordinators' methods a call on a property of `type` reaches make, following
    /// each one's calls of its own methods and of other coordinators' (each method once, a
    /// router's once per controller handed to it), and where in their code those moves are.
    /// `binders` narrows the classes reached to those the property is bound to
    /// (DelegateBindings.swift), `moving` the calls followed to classes that may move
    /// (ClassesThatMove.swift); without `resolving`, the moves are as written, factories unresolved
    /// (RoutersHandedToCoordinators.swift).
    func coordinatorMoves(reachedBy call: MethodCall, on type: String, boundTo binders: Set<String>?, resolving: Bool = true,
                          calledBackOn origin: String? = nil, moving: Set<String>, tables: inout [String: ClassMethods],
                          implementers implementersByType: inout [String: [String]], propertyTypes: [String: String])
        -> (triggers: [CodeTrigger], locations: Set<String>, isCut: Bool) {
        // Only the classes that may move are worth a method of the walk's (ClassesThatMove.swift).
        let reached = boundImplementers(implementersThatMove(of: type, moving: moving, known: &implementersByType), binders: binders)
        // Only one of the classes the call may reach runs: each has the whole reach of its own, so
        // that one whose method goes far (KeePassium's key file picker, whose pick dismisses through
        // the router's every helper) leaves the others theirs (the database picker's override,
        // which has the main coordinator show the database). The last reached is walked first,
        // as one walk took them, and a move two of them make is listed once.
        var triggers: [CodeTrigger] = []
        var listed: Set<CodeTrigger> = []
        var locations: Set<String> = []
        var isCut = false
        for implementer in reached.reversed() {
            let walked = coordinatorMoves(from: implementer, reachedBy: call, resolving: resolving, calledBackOn: origin, moving: moving,
                                          tables: &tables, implementers: &implementersByType, propertyTypes: propertyTypes)
            triggers += walked.triggers.filter { listed.insert($0).inserted }
            locations.formUnion(walked.locations)
            isCut = isCut || walked.isCut
        }
        return (triggers, locations, isCut)
    }

    /// The classes among those a call on a property of `type` runs in that may move, worked out
    /// once per type in `known`.
    private func implementersThatMove(of type: String, moving: Set<String>, known: inout [String: [String]]) -> [String] {
        if let found = known[type] { return found }
        let found = implementers(of: type).filter(moving.contains)
        known[type] = found
        return found
    }

    /// The walk of `coordinatorMoves` from `caller`, one of the classes its call reaches.
    private func coordinatorMoves(from start: String, reachedBy call: MethodCall, resolving: Bool, calledBackOn origin: String?,
                                  moving: Set<String>, tables: inout [String: ClassMethods],
                                  implementers implementersByType: inout [String: [String]], propertyTypes: [String: String])
        -> (triggers: [CodeTrigger], locations: Set<String>, isCut: Bool) {
        func implementers(of type: String) -> [String] {
            implementersThatMove(of: type, moving: moving, known: &implementersByType)
        }
        var pending: [(caller: String, call: MethodCall)] = [(start, call)]
        var seen: Set<String> = []
        var triggers: [CodeTrigger] = []
        var locations: Set<String> = []
        // A call reaches its coordinator's method and the few that one calls; coordinators that
        // call each other down a long chain would give every view controller the moves of all
        // the others, quadratic in the app: each call's reach stops at `reachLimit` methods.
        // Calls on objects a method made (a child coordinator it starts) wait until nothing else is
        // left: what the calls on the app's properties and the class's own methods reach comes
        // first, as it did before those were read, and the children have what the limit leaves.
        var deferred: [(caller: String, call: MethodCall)] = []
        while seen.count < Self.reachLimit, let (caller, call) = pending.popLast() ?? deferred.popLast() {
            // The method where the class or its nearest superclass declares it, else an extension
            // of a protocol it conforms to (ProtocolExtensions.swift).
            var found: (owner: String, table: ClassMethods, method: String)?
            for scanned in lineage(of: caller) + protocolExtensions(of: caller) {
                let table = tables[scanned.name] ?? ClassMethods(scanned)
                tables[scanned.name] = table
                if let method = table.method(calledBy: call) {
                    found = (scanned.name, table, method)
                    break
                }
            }
            // A protocol extension's method is each conformer's own: its calls of `self`'s methods
            // reach that conformer's (Cryptomator's account selection, shared by two coordinators).
            guard let (owner, table, method) = found,
                  seen.insert("\(protocols.contains(owner) ? caller + ":" : "")\(owner).\(method) "
                              + "\(call.handed.map(\.made.description)) \(call.enumArguments.sorted { $0.key < $1.key })")
                    .inserted else { continue }
            // The cases of the arguments the call leaves out are the method's defaults.
            let call = table.withDefaults(call)
            // A presentation on a controller the method is handed is that controller's already
            // (PresentersHandedIn.swift): DuckDuckGo's chat manager presents on the one it is given.
            let onParameters = Set((classes[owner]?.parameterPresentations ?? []).map(\.location))
            let root = Self.rootOfPresentedNavigation(table.triggers[method] ?? [], in: method, of: owner)
            // Called back, the view controller's method moves what it is handed; its own moves are its
            // segues already, and what it calls is its own business (below).
            let calledBack = caller == origin
            // (Not one whose factory takes the cases the call names, which that reading does not know:
            // Twidere's `present(scene:from:transition:)` presenting `get(scene: scene)` on `sender?`.)
            // Handed the caller's presenter, the method moves on the screen under the caller (Twidere's drawer
            // showing a profile `from: presentingViewController`, then dismissing): not the caller's moves.
            let moves = calledBack ? [] : ((table.triggers[method] ?? []) + (movesOnHeldScenes["\(owner).\(method)"] ?? [])).filter { trigger in
                guard !onParameters.contains(trigger.location) || !Self.factoryCases(of: trigger, under: call).isEmpty,
                      trigger.location != root, Self.runs(trigger, for: call)
                else { return false }
                switch trigger.action {
                case .present, .show, .detail, .push: return !call.handsItsPresenter
                case .dismiss: return trigger.dismissesHeld.map { dismissesItself(origin, held: $0) } ?? true
                case .pop, .popToRoot, .replaceRoot, .selectTab: return true
                case .performSegue, .instantiate, .addChild, .page, .handedOver, .searchResults: return false
                }
            }
            if !calledBack { locations.formUnion((table.triggers[method] ?? []).map(\.location)) }
            // What a router's method pushes or presents of its parameters: what the call hands it,
            // under the case of a switch the call names, if it is under one.
            let routed = (table.moves[method] ?? []).filter { Self.runs(under: $0.enumCase, for: call) }.flatMap { move in
                call.handed.filter { $0.label == move.label && !move.refuses(resolvingFactory(of: $0.made)) }.map { handed in
                    (CodeTrigger(method: method, action: move.action(moving: hostedIfView(handed.made)), location: call.location),
                     handed.cases)
                }
            }
            // A factory's controller is the one of the case the call names (SceneEnums.swift), and so
            // is a storyboard an enum's case names (StoryboardEnums.swift).
            let moved = moves.map { ($0, Self.factoryCases(of: $0, under: call)) } + routed
            triggers += resolving ? moved.flatMap { trigger, cases in
                                        withStoryboardCase(trigger, under: call).map { resolvingFactoryEach($0, cases: cases) } ?? []
                                    }
                                  : moved.map { trigger, _ in trigger }
            if !calledBack {
                for next in table.calls[method] ?? [] where Self.follows(next, for: call) {
                    triggers += presentationsThroughHandedControllers(next, in: caller, propertyTypes: propertyTypes)
                        .compactMap { resolving ? resolvingFactory($0) : $0 }
                }
            }
            for next in (calledBack ? [] : table.calls[method] ?? []).map({ $0.arguments(passedFrom: call) })
            where Self.follows(next, for: call) {
                if let type = receiverType(of: next, in: caller, propertyTypes: propertyTypes) {
                    if let origin, !next.handed.isEmpty, implementers(of: type).isEmpty, isCalledBack(origin, through: type) {
                        // The view controller the walk started from, called back through a property of a
                        // type it adopts: a presenter's `weak var view: RootViewProtocol?`, handed `self`
                        // (`RootPresenter(view: self)`), then `view?.startModalStack(WelcomeView())` from
                        // the method the controller called (Lockwise's and every MVP app's presenters).
                        // What that method of the controller moves of what it is handed is the
                        // controller's, named after its call that started the walk; a call handing it
                        // nothing is no move of a controller it does not know already.
                        pending.append((origin, next))
                    } else if next.isOnObjectMadeHere {
                        deferred.insert(contentsOf: implementers(of: type).map { ($0, next) }, at: 0)
                    } else {
                        pending += implementers(of: type).map { ($0, next) }
                    }
                } else if next.receiverProperty == nil {
                    // The class's own method, where the object's class (not the declaring one) has it.
                    pending.append((caller, next))
                }
            }
        }
        // Stopped at the limit with calls left: what they reach is not read (some may be methods seen already).
        let isCut = seen.count >= Self.reachLimit && !(pending.isEmpty && deferred.isEmpty)
        return (triggers, locations, isCut)
    }

    /// `made`, or the screen of a hosting controller around it when it is a SwiftUI view of the app's
    /// made in code, modified or not (`GeneralSettingsView().environmentObject(model)`, read as a
    /// method of the view's type, handed to Zotero's `pushDefaultSize(view:)`, which hosts and pushes
    /// it): a parameter moved as a controller cannot be handed a view, so one that is handed a view
    /// hosts it.
    private func hostedIfView(_ made: CodeTrigger.Instantiation) -> CodeTrigger.Instantiation {
        let written = made.factory.map { String($0.prefix { $0 != "." }) } ?? (made.isMadeInCode ? made.identifier : nil)
        guard let written, let view = swiftUI.resolve(written), swiftUI.views[view] != nil else { return made }
        return CodeTrigger.Instantiation(storyboard: SwiftUIScreens.storyboardName, identifier: view)
    }

    /// Whether a property of `type` may hold the view controller `origin`: its class or a superclass
    /// of it, or a protocol (each part of a composition) it or a superclass adopts.
    private func isCalledBack(_ origin: String, through type: String) -> Bool {
        let lineage = lineage(of: origin)
        return type.split(separator: "&").allSatisfy { part in
            let name = String(part)
            return lineage.contains { $0.name == name || $0.conformances.contains(name) }
        }
    }

    /// Where a coordinator's `start()` pushes the root of the navigation controller it keeps, when
    /// it also presents that navigation controller (Mastodon's settings coordinator: made with
    /// `UINavigationController()` in `init`, `start()` pushes its first controller and presents it
    /// on the controller it was handed): that push roots what is presented, it moves nothing.
    private static func rootOfPresentedNavigation(_ triggers: [CodeTrigger], in method: String, of owner: String) -> String? {
        guard CodeTrigger.Instantiation.isCoordinatorStart(method),
              triggers.contains(where: { trigger in
                  if case .present(let made) = trigger.action { return made == .navigation(startedBy: owner) }
                  return false
              })
        else { return nil }
        return triggers.first { trigger in
            if case .push = trigger.action { return true }
            return false
        }?.location
    }

    /// The most methods one view controller's call is followed into through coordinators.
    static let reachLimit = 32

    /// The classes a call on a property of `type` runs in: `type` itself when it is a class of the
    /// app that is no view controller, else every such class conforming to the protocol `type`.
    private func implementers(of type: String) -> [String] {
        if type.contains("&") {
            // A composition: the classes conforming to all its parts that have conformers (a base
            // protocol a part refines may list none directly), else to the one with the fewest.
            let parts = type.split(separator: "&").map { implementers(of: String($0)) }.filter { !$0.isEmpty }
            guard let fewest = parts.min(by: { $0.count < $1.count }) else { return [] }
            let all = fewest.filter { name in parts.allSatisfy { $0.contains(name) } }
            return all.isEmpty ? fewest : all
        }
        if classes[type] != nil, !CodeScreens.isViewController(type, in: self), !isProtocol(type) { return [type] }
        // A subclass of a conforming class conforms too, and what runs is its override (KeePassium's
        // `DatabasePickerCoordinator` overriding the delegate method its superclass adopts).
        var conforming = conformers[type] ?? []
        var seen = Set(conforming)
        var next = 0
        while next < conforming.count {
            for subclass in conformers[conforming[next]] ?? [] where seen.insert(subclass).inserted { conforming.append(subclass) }
            next += 1
        }
        return conforming.filter { !CodeScreens.isViewController($0, in: self) }
    }

    /// The type of the property a call is made on: as the file declaring the call read it, else as
    /// the class of `owner` or a superclass declares it, else as the app declares every property of
    /// that name (`provider.coordinator`, ProtocolExtensions.swift); nil for a call of the class's own method.
    func receiverType(of call: MethodCall, in owner: String, propertyTypes: [String: String]) -> String? {
        if let type = call.receiverType { return type }
        guard let property = call.receiverProperty else { return nil }
        // A chain of properties (`self.environment.router`): each declared on the class of the one before.
        if property.contains(".") {
            var type = owner
            for part in property.split(separator: ".").map(String.init) {
                guard let next = lineage(of: type).lazy.compactMap({ $0.properties[part] }).first else { return nil }
                type = next
            }
            return CallReader.isAppClass(type) || CallReader.isAppComposition(type) ? type : nil
        }
        guard let type = lineage(of: owner).lazy.compactMap({ $0.properties[property] }).first else {
            return propertyTypes[property]
        }
        return CallReader.isAppClass(type) || CallReader.isAppComposition(type) ? type : nil
    }

    /// Whether `name` is declared as a protocol, which classes conform to rather than inherit.
    private func isProtocol(_ name: String) -> Bool { protocols.contains(name) }
}
