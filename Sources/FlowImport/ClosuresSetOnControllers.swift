// Closures a screen sets on a controller it shows, which that controller calls
// when a person acts on it. Swift apps pass a result back so more often than
// through a delegate (MiniKeePass's settings, its custom field sheet):
//
//     @IBAction func addFieldPressed(_ sender: UIButton) {
//         guard let navigationController = storyboard.instantiateInitialViewController() as? UINavigationController,
//               let customField = navigationController.topViewController as? CustomFieldViewController else { return }
//         customField.donePressed = { field in field.dismiss(animated: true, completion: nil) }
//         present(navigationController, animated: true, completion: nil)
//     }
//     class CustomFieldViewController: UIViewController {
//         var donePressed: ((CustomFieldViewController) -> Void)?
//         @IBAction func donePressedAction(_ sender: UIBarButtonItem?) { donePressed?(self) }
//     }
//
// The dismissal runs when the sheet's Done is tapped: it is the sheet's move,
// not one of the settings screen's `addFieldPressed`, which only presents.
// Read as the setter's (before), the settings screen dismissed itself as it
// presented the sheet, and the sheet's Done and Cancel did nothing. The reader
// reads such a closure apart, as a method of the setter's own
// (`addFieldPressed.donePressed@29`), when a view controller sets it on a
// property of another view controller it made or holds (a local, a
// property, `segue.destination` cast to X in `prepare(for:)`). Its moves — and
// those of the setter's own methods it calls (`self?.showDetail(item)`) — are
// then the other controller's, each named after the method of that class
// that calls the property (`donePressedAction`, so its Done bar button
// dismisses), or after the property when none of its methods does; they are
// no longer the setter's (the setter's methods it calls keep theirs too).
// UIKit does the same either way for a dismissal: a presented controller's
// `dismiss` is handed to its presenter, and a presenter's dismisses what it
// presented
// (https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:));
// and for a pop, a push or a presentation when the setter shows the other
// within its own container, taken only on proof (`ShowingProofs`: a
// storyboard segue pushing or embedding it, a push, a show or a child in the
// method setting the closure). Where that is not so (`CallbackMoves.areTheCallers`),
// where closures set on one property by different setters move differently,
// or where the other class is no scene of the import (`SceneClasses`), the
// closure's moves stay the method's that wrote it, as before; read apart, it
// still knows what that method made and the names it gives `self`.
//
// A coordinator's closures set so are the screen's already, through the
// walk of coordinators (ClosuresHandedToControllers.swift); one whose name
// reads as a view controller's (2FAS's `…FlowController`s) has its closures
// read here. Objective-C's blocks set on a property are not read so.

/// A closure a view controller's method sets on a property of another view controller
/// (`customField.donePressed = { … }`), read as the setter's method `method`.
struct ClosureSetOnController: Hashable, Sendable {
    /// The class of the controller it is set on (`CustomFieldViewController`).
    var objectClass: String
    /// The property (`donePressed`).
    var property: String
    /// The name the closure is read under, as a method of the setter's (`addFieldPressed.donePressed@29`).
    var method: String
    /// The setter's method writing it (`addFieldPressed`).
    var setIn: String
}

/// What view controllers do when other view controllers call them back: the moves of the closures
/// they set on those (this file) and of their delegate methods those call (DelegateCallbacks.swift),
/// by the class making the call; the methods whose moves are so another's, by the class declaring
/// them; and the closures whose moves stay their setter's, renamed after the method writing them.
/// Worked out by `SourceIndex.prepare()`, and again once the import tells the index its storyboards
/// (`noteStoryboards(_:)`).
struct CallbackMoves {
    var moves: [String: [CodeTrigger]] = [:]
    var taken: [String: Set<String>] = [:]
    var renamed: [String: [String: String]] = [:]

    /// Whether alternatives' moves are one: the same moves in the same order (where they are written
    /// aside). Different setters' closures, or delegates', that move differently stay theirs.
    static func areOne(_ alternatives: [[CodeTrigger]]) -> Bool {
        Set(alternatives.map { $0.map(\.action) }).count <= 1
    }

    /// Whether `moves`, a callback's, are the same made by the controller calling it back: a dismissal
    /// is (UIKit hands a presented controller's `dismiss` to its presenter, and a presenter's dismisses
    /// what it presented); a pop, a push or a presentation is only when the callback's class is known to
    /// have shown the caller within its own container (`shownWithin`: pushed it on its navigation
    /// controller, by a storyboard's segue or in the method that set the callback, or made it a child),
    /// and is the callback's class's own otherwise (NetNewsWire's account sheets, whose delegate pops
    /// itself under them). A segue the callback's class performs, anything it makes, a move through
    /// another object (`unread`), and a step back with a move forward (the second made once the caller
    /// is gone) are its own.
    static func areTheCallers(_ moves: [CodeTrigger], shownWithin: Bool) -> Bool {
        var backSteps = false
        var forward = false
        for trigger in moves {
            switch trigger.action {
            case .dismiss: backSteps = true
            case .pop, .popToRoot:
                guard shownWithin else { return false }
                backSteps = true
            case .present, .show, .detail, .push, .selectTab:
                guard shownWithin else { return false }
                forward = true
            case .replaceRoot: forward = true
            case .performSegue, .instantiate, .addChild, .page, .handedOver, .searchResults: return false
            }
        }
        // A step back and a move forward: once the caller is gone, what follows is the writer's
        // (iNaturalist's tab bar dismisses its media picker, then presents the new observation).
        return !(backSteps && forward)
    }

    /// What stands for the moves of a callback that calls another object (a coordinator): that walk
    /// is its writer's, none of it the caller's.
    static let unread = CodeTrigger(method: "", action: .performSegue(""), location: "")
}

extension SourceIndex {
    /// The moves of the closures and delegate methods of view controllers that other view
    /// controllers call back, each named after the caller's method.
    func workOutCallbackMoves() -> CallbackMoves {
        var found = CallbackMoves()
        let scenes = SceneClasses(self)
        var proofs = ShowingProofs(self)
        // The closures set on each property of each class: alternatives, whichever setter showed it.
        var closuresByProperty: [String: [(setter: String, closure: ClosureSetOnController, moves: [CodeTrigger])]] = [:]
        for name in classes.keys.sorted() {
            guard let setter = classes[name], !setter.closuresSetOnControllers.isEmpty else { continue }
            let table = ClassMethods(setter)
            let callingOthers = callersOfMovingObjects(in: setter)
            for closure in setter.closuresSetOnControllers {
                let moves = callingOthers.contains(closure.method) ? [CallbackMoves.unread] : table.movesWithOwnCalls(of: closure.method)
                closuresByProperty["\(closure.objectClass).\(closure.property)", default: []].append((name, closure, moves))
            }
        }
        for key in closuresByProperty.keys.sorted() {
            guard let alternatives = closuresByProperty[key], let first = alternatives.first else { continue }
            let object = first.closure.objectClass
            let areTheObjects = scenes.contains(object) && CallbackMoves.areOne(alternatives.map(\.moves))
                && alternatives.allSatisfy { setter, closure, moves in
                    CallbackMoves.areTheCallers(moves, shownWithin: proofs.shows(object, by: setter, in: [closure.setIn]))
                }
            for (setter, closure, _) in alternatives {
                if areTheObjects {
                    found.taken[setter, default: []].insert(closure.method)
                } else {
                    found.renamed[setter, default: [:]][closure.method] = closure.setIn
                }
            }
            guard areTheObjects, !first.moves.isEmpty else { continue }
            for caller in propertyCallers(in: object)[first.closure.property] ?? [first.closure.property] {
                found.moves[object, default: []] += first.moves.map { $0.named(caller) }
            }
        }
        addDelegateCallbacks(to: &found, proofs: &proofs, scenes: scenes)
        return found
    }

    /// The methods of `scanned` calling a method of an object that may move and is no view controller
    /// (a coordinator, a router: ClassesThatMove.swift, or a protocol one of them adopts), whose walk
    /// (Coordinators.swift) names its moves after them.
    func callersOfMovingObjects(in scanned: ScannedClass) -> Set<String> {
        let moving = movingClasses ?? []
        let walked = { (type: String) in moving.contains(type) && !CodeScreens.isViewController(type, in: self) }
        return Set(scanned.methodCalls.filter { call in
            // (On a property a superclass declares, of the type it declares it with.)
            guard !call.isOnItself, let type = receiverType(of: call, in: scanned.name, propertyTypes: [:]) else { return false }
            return walked(type) || (conformers[type] ?? []).contains(where: walked)
        }.map(\.caller))
    }

    /// The methods of class `name` (its lineage's) calling each of its own properties or methods, by
    /// what they call, each caller once, in the order written.
    func propertyCallers(in name: String) -> [String: [String]] {
        var callers: [String: [String]] = [:]
        for call in lineage(of: name).flatMap(\.methodCalls) where call.isOnItself {
            if callers[call.calleeName]?.contains(call.caller) != true { callers[call.calleeName, default: []].append(call.caller) }
        }
        return callers
    }

    /// The moves other view controllers' callbacks make for class `name` or a superclass of it.
    func callbackMoves(of name: String) -> [CodeTrigger] {
        lineage(of: name).flatMap { callbackMoveTable.moves[$0.name] ?? [] }.flatMap { resolvingFactoryEach($0) }
    }

    /// The methods of class `name` whose moves are another view controller's (`callbackMoves(of:)`).
    func methodsMovingForOthers(in name: String) -> Set<String> { callbackMoveTable.taken[name] ?? [] }

    /// `triggers` (those a walk of coordinators names after the calling method), those named after a
    /// closure of `lineage`'s whose moves stay its writer's named after the method writing it instead.
    func renamingKeptClosures(_ triggers: [CodeTrigger], in lineage: [ScannedClass]) -> [CodeTrigger] {
        let renames = lineage.reduce(into: [String: String]()) { renames, scanned in
            renames.merge(closuresMovingForSetter(in: scanned.name)) { first, _ in first }
        }
        guard !renames.isEmpty else { return triggers }
        return triggers.map { trigger in renames[trigger.method].map(trigger.named) ?? trigger }
    }

    /// The closures class `name` sets on other controllers whose moves stay its own, by the name
    /// they were read under: the method writing each, which makes them as before.
    func closuresMovingForSetter(in name: String) -> [String: String] { callbackMoveTable.renamed[name] ?? [:] }
}

extension ClassMethods {
    /// A method's moves (`method` as the class names it): its own, then those of the class's own
    /// methods it calls, once each.
    func movesWithOwnCalls(of method: String) -> [CodeTrigger] {
        var called: Set<String> = [method]
        var found = triggers[method] ?? []
        for call in calls[method] ?? [] where call.isOnItself && called.insert(call.calleeName).inserted {
            found += triggers[call.calleeName] ?? []
        }
        return found
    }

    /// Whether one of `methods` pushes, shows or adds a child (the controller it sets a callback on).
    func showsWithin(in methods: [String]) -> Bool {
        methods.contains { method in
            (triggers[method] ?? []).contains { trigger in
                switch trigger.action {
                case .push, .show, .addChild, .page: return true
                case .performSegue, .present, .detail, .instantiate, .dismiss, .pop, .popToRoot, .handedOver, .replaceRoot,
                     .searchResults, .selectTab: return false
                }
            }
        }
    }
}

/// The view controller classes that may be scenes of the import: a storyboard's scene's, one the code
/// makes, or a superclass of either (every class, while the storyboards are not known). A callback's
/// moves given to a controller that is none would be lost (Zotero's PDF document view, a child its
/// reader makes in a way not read, calling the reader's `toggleToolOptions()`): they stay their writer's.
struct SceneClasses {
    private let known: Set<String>?
    private let inheritors: [String: [String]]

    init(_ index: SourceIndex) {
        inheritors = index.conformers
        guard let storyboards = index.storyboardClasses else {
            known = nil
            return
        }
        var classes = storyboards
        for scanned in index.classes.values {
            for trigger in scanned.codeTriggers {
                if let made = trigger.action.made?.knownClass { classes.insert(made) }
            }
        }
        known = classes
    }

    /// Whether class `name`, or a class inheriting from it, may be a scene.
    func contains(_ name: String) -> Bool {
        guard let known else { return true }
        var pending = [name]
        var seen: Set<String> = [name]
        while let next = pending.popLast() {
            if known.contains(next) { return true }
            for inheritor in inheritors[next] ?? [] where seen.insert(inheritor).inserted { pending.append(inheritor) }
        }
        return false
    }
}

/// Whether a class shows another within its own container, the proof a callback's pop, push or
/// presentation needs to be the other's (`CallbackMoves.areTheCallers`): a storyboard's segue from a
/// scene of the one to a scene of the other that pushes it (`show`, `push`) or embeds it, or a push, a
/// show or a child in the method that set the callback. Read from the storyboards and the classes' own
/// moves as written, never from the moves this table changes.
struct ShowingProofs {
    private let index: SourceIndex
    private var tables: [String: ClassMethods?] = [:]

    init(_ index: SourceIndex) { self.index = index }

    mutating func shows(_ shown: String, by shower: String, in methods: [String]) -> Bool {
        let showers = index.lineage(of: shower).map(\.name)
        let shownClasses = index.lineage(of: shown).map(\.name)
        if showers.contains(where: { from in shownClasses.contains { index.storyboardShows(from, $0) } }) { return true }
        for name in showers {
            let table = tables[name] ?? index.classes[name].map(ClassMethods.init)
            tables[name] = table
            if table?.showsWithin(in: methods) == true { return true }
        }
        return false
    }
}

extension CodeTrigger {
    /// The same move, made by `method`.
    func named(_ method: String) -> CodeTrigger {
        var renamed = self
        renamed.method = method
        return renamed
    }
}
