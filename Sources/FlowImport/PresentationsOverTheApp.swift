import SwiftSyntax

// Presentations over the app from outside its view controllers.
//
// An app delegate, a manager or a repository presents a controller it made on whatever is on
// screen when something happens that no screen asked for: Habitica's delegate shows its
// maintenance screen with `UIApplication.topViewController()?.present(…)` when the server says so,
// its user manager calls `FaintViewController().show()` (a method presenting the controller on the
// top one) when the player's health reaches zero, Eidolon's delegate presents its help on
// `window?.rootViewController`. No screen's code makes these moves, so nothing linked them, and
// `flow check` said no path reaches those screens.
//
// Which screen is on top then cannot be told from the code; the one sure to be on screen at some
// point is the scene the app launches into. So each such presentation becomes a code segue of
// that scene, named `Class.method` after the code making it, which a script fires with `perform`
// and the explorer fires when the scene is on screen: the screen is reached, as it is in the app,
// and its comment says the app presents it over whatever is on screen. Read as such: a
// presentation, by a class that is no view controller, on a receiver spelled as the window's root
// or the top controller (`rootViewController`, `topViewController()`, `topController`…), and the
// methods presenting their controller on such a receiver (SelfPresentingControllers.swift) that
// such a class calls on a controller it made. A presentation on a controller the class keeps or is
// handed stays "not linked" (ownCloud's HUD, shown on the controller its license manager is handed).
// So does a window's root such a class replaces through another object's method that sets it
// (ProtonVPN's navigation service and its window service's `show(viewController:)`), where no
// screen's call reaches: whatever is on screen goes then, so it is the launch scene's move too.
//
// A presentation on the window's root itself (`window?.rootViewController?.present(…)`, not a
// top-controller helper: `CodeTrigger.onWindowRoot`) is written `on Scene#1`, the launch scene's
// first instance: a copy of the launch scene the presentation put on screen carries the same segue,
// and fired from it the presentation is the root's, which UIKit refuses while the root presents
// (eRouška presents its force-update screen, the scene it launches into, whenever remote values come).

/// How the reader tells a receiver that is whatever is on screen.
enum PresentationsOverTheApp {
    /// Whether `name`, a property, a function or a variable, names the window's root or the top
    /// controller: `rootViewController`, or a name starting with `top` and ending with `Controller`
    /// or `VC` (`UIApplication.topViewController()`, `topMostViewController`, `topController`).
    static func namesWhateverIsOnScreen(_ name: String) -> Bool {
        name == "rootViewController"
            || name.lowercased().hasPrefix("top") && (name.hasSuffix("Controller") || name.hasSuffix("VC"))
    }

    /// Whether `expression` is a window's root itself: `window?.rootViewController`,
    /// `UIApplication.shared.keyWindow?.rootViewController`, not what it shows above itself.
    static func namesWindowRoot(_ expression: ExprSyntax) -> Bool {
        guard let member = CallReader.unwrapped(expression).as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "rootViewController", let window = member.base else { return false }
        return window.trimmedDescription.lowercased().contains("window")
    }

    /// What a controller on screen shows above itself or in itself, or the one it is presented over
    /// (Siskin's meeting screen presents on `topController?.presentingViewController`): still whatever
    /// is on screen.
    static let shownAbove: Set<String> = ["presentedViewController", "visibleViewController", "topViewController",
                                          "presentingViewController"]
}

extension SourceIndex {
    /// The presentations over the app made outside the view controllers, as triggers of the scene
    /// class `name` when it is the one the app launches into (named `Class.method`); none otherwise.
    func presentationsOverTheApp(of name: String) -> [CodeTrigger] {
        guard name == launchRootClass else { return [] }
        return (movesOverTheApp ?? presentationsOverTheApp(besides: linkedOutsideControllers)).compactMap(resolvingFactory)
    }

    /// What the scene the app launches into, the class or SwiftUI view `name`, gets for being it:
    /// the moves over the app and the launch's other roots; none for any other.
    func launchSceneTriggers(of name: String) -> [CodeTrigger] {
        presentationsOverTheApp(of: name) + launchAlternativeTriggers(of: name)
    }

    /// The code triggers of a storyboard's scene: its class's, or, for the screen of the SwiftUI
    /// view the app launches into (which has no class), what the launch scene gets.
    func codeTriggers(ofScene controller: Controller) -> [CodeTrigger] {
        if let custom = controller.customClass { return codeTriggers(of: FlowNames.className(custom)) }
        guard let view = controller.hostedView, SwiftUIScreens.isScreen(controller) else { return [] }
        // And what the view's buttons have a coordinator do (Coordinators.swift), and the buttons of
        // the views it shows in place (Nextcloud Notes' list in its notes view), as its links are.
        // (Not its tabs: each is a screen of its own, SwiftUIScreens.swift.)
        var shown: [String] = [view]
        var seen: Set<String> = [view]
        var position = 0
        while position < shown.count {
            let shownView = swiftUI.views[shown[position]]
            let tabs = Set((shownView?.tabs ?? []).compactMap { swiftUI.resolve($0.destination.type) })
            for written in shownView?.embedded ?? [] {
                if let embedded = swiftUI.resolve(written), !tabs.contains(embedded), seen.insert(embedded).inserted {
                    shown.append(embedded)
                }
            }
            position += 1
        }
        // One segue per method and move, whichever view's button calls it.
        var moves: Set<MethodMove> = []
        let coordinated = shown.flatMap(coordinatedTriggers(of:)).filter {
            moves.insert(MethodMove(method: $0.method, action: $0.action)).inserted
        }
        return launchSceneTriggers(of: view) + coordinated
    }

    /// Works out the moves over the app once, for the launch as it is now set.
    mutating func workOutMovesOverTheApp() {
        movesOverTheApp = presentationsOverTheApp(besides: linkedOutsideControllers)
    }

    /// The places outside view controllers whose moves are linked: `linkedOutsideControllers`,
    /// and the moves over the app the launch scene makes its own.
    var linkedOutsideControllersOrOverTheApp: Set<String> {
        let linked = linkedOutsideControllers
        guard launchRootClass != nil else { return linked }
        return linked.union((movesOverTheApp ?? presentationsOverTheApp(besides: linked)).map(\.location))
    }

    /// The moves over the app, but for those made at `linked` places (linked otherwise), and what the
    /// coordinator rooting the window does next (LaunchCoordinatorMoves.swift).
    private func presentationsOverTheApp(besides linked: Set<String>) -> [CodeTrigger] {
        var result: [CodeTrigger] = []
        for name in classes.keys.sorted() {
            let isViewController = CodeScreens.isViewController(name, in: self)
            // A view controller's type method presenting on whatever is on screen (Siskin's meeting screen,
            // `static func open()` presenting a new one on the top controller) is such a presentation too.
            let calls = isViewController ? (classes[name]?.codeTriggers ?? []).filter(\.isMadeByTypeMethod) : unlinkedCalls(of: name)
            let presented = calls.filter { trigger in
                switch trigger.action {
                case .present, .push: return true
                default: return false
                }
            }
            for var trigger in presented + (isViewController ? [] : selfPresentations(of: name).triggers)
            where trigger.onWhateverIsOnScreen && !linked.contains(trigger.location) {
                trigger.method = "\(name).\(trigger.method)"
                trigger.overTheApp = true
                result.append(trigger)
            }
        }
        return result + rootsReplacedThroughOthers(besides: linked) + launchCoordinatorMoves(besides: linked)
    }

    /// The window's roots a class that is no view controller replaces through another object's
    /// method, at places no screen's call reaches (ProtonVPN's navigation service hands its tab bar,
    /// or its onboarding, to its window service's `show(viewController:)`, which sets the window's
    /// root, when the silent sign-in ends): whatever is on screen then goes, so they are the launch
    /// scene's moves too, each named after the method making the call. Not the launch's own root.
    private func rootsReplacedThroughOthers(besides linked: Set<String>) -> [CodeTrigger] {
        let propertyTypes = Self.propertyTypesByName(classes)
        let moving = movingClasses ?? classesThatMove(propertyTypes: propertyTypes)
        var tables: [String: ClassMethods] = [:]
        var implementers: [String: [String]] = [:]
        var result: [CodeTrigger] = []
        let launched = launchRoot.flatMap { resolvingFactory(of: $0.made) }?.withoutNavigation
        for name in classes.keys.sorted() where moving.contains(name) && !CodeScreens.isViewController(name, in: self) {
            for call in classes[name]?.methodCalls ?? [] where !linked.contains(call.location) {
                guard let type = receiverType(of: call, in: name, propertyTypes: propertyTypes) else { continue }
                let reached = coordinatorMoves(reachedBy: call, on: type, boundTo: nil, resolving: false, moving: moving,
                                               tables: &tables, implementers: &implementers, propertyTypes: propertyTypes)
                for var trigger in reached.triggers where trigger.location == call.location {
                    guard case .replaceRoot(let made) = trigger.action, let resolved = resolvingFactory(of: made),
                          resolved.withoutNavigation != launched else { continue }
                    trigger.method = "\(name).\(call.caller)"
                    trigger.overTheApp = true
                    result.append(trigger)
                }
            }
        }
        return result
    }
}

/// A method and one move it makes: a SwiftUI screen's segue, once whichever of its views calls it.
private struct MethodMove: Hashable {
    let method: String
    let action: CodeTrigger.Action
}
