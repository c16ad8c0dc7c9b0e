import FlowVocabulary

// The app's scene: UIKitModel.md, Scenes and entry points.
//
// A window scene's delegate (UIWindowSceneDelegate) hears of the scene's
// life — connected, to the foreground, active, resigning, to the background —
// and of what opens the app: a URL (`scene(_:openURLContexts:)`), a universal
// link or another user activity (`scene(_:continue:)`), a Home Screen quick
// action (`windowScene(_:performActionFor:completionHandler:)`). Its events
// go to the receiver `SceneDelegate`. None of them touches the view
// controllers: leaving the app and coming back sends no appearance callback
// (a view stays in its window), and what a link does to the screens is the
// app's own code (`link … { … }`).
//
// Orders, from Apple's documentation (the scene life cycle; the connection
// options, which carry at a cold launch what opened the app, so that the
// delegate's open and continue methods are not called then; quick actions
// reach `performActionFor` only when the scene is connected) and, where it is
// silent, from published logs of apps on devices (Flutter's scene tests): at a
// launch, the storyboard's window and root exist before `willConnectTo`; the
// root's will-phase, then `sceneWillEnterForeground` and
// `sceneDidBecomeActive`, then its `viewDidAppear`. A URL opened from the
// background is delivered before the foreground callbacks; a user activity
// between `sceneWillEnterForeground` and `sceneDidBecomeActive`; a quick
// action, whose place no source gives, as a user activity.

/// What a launch tells the scene delegate: nil for a launch whose file
/// declares no entry point (the trace then shows the view controllers alone).
public struct SceneConnection: Sendable {
    /// What opened the app, as its event spells it: the URL, the activity type, the quick action's type.
    public var option: String?
    /// Whether `option` is the session's `stateRestorationActivity` (a scene
    /// reconnecting after the system ended the app), not what opened it.
    public var restoresState: Bool

    /// A connection carrying `option`.
    public init(option: String?, restoresState: Bool = false) {
        self.option = option
        self.restoresState = restoresState
    }
}

/// How an entry reaches a running app's scene delegate.
public enum SceneDelivery: Sendable {
    /// `scene(_:openURLContexts:)`: a URL of the app's own scheme.
    case openURL(String)
    /// `scene(_:continue:)`: a universal link (its URL) or another user activity (its type).
    case continueActivity(String)
    /// `windowScene(_:performActionFor:completionHandler:)`: a Home Screen quick action's type.
    case shortcut(String)
}

/// The app's window scene, with its delegate (UIWindowSceneDelegate): what
/// the system tells the app of its life and what opens it. A view of the
/// app's state, made where it is needed (`App.windowScene`); it holds nothing
/// of its own: `app.windowScene.enterBackground()`.
public struct WindowScene {
    /// Held strongly (`ViewController.app` says why).
    let app: App

    /// `sceneWillResignActive`, `sceneDidEnterBackground`: a person leaves the app.
    public func enterBackground() {
        guard !app.isInBackground else {
            app.note("background: the app is in the background already")
            return
        }
        event("sceneWillResignActive")
        event("sceneDidEnterBackground")
        app.isInBackground = true
    }

    /// `sceneWillEnterForeground`, `sceneDidBecomeActive`: a person comes back.
    public func enterForeground() {
        guard app.isInBackground else {
            app.note("foreground: the app is in the foreground already")
            return
        }
        event("sceneWillEnterForeground")
        app.isInBackground = false
        event("sceneDidBecomeActive")
    }

    /// Delivers an entry to the running app's scene delegate, `handle` being
    /// the app's code for it; from the background, around the foreground
    /// callbacks in the order the file's header gives.
    public func deliver(_ delivery: SceneDelivery, handle: () throws -> Void) throws {
        let fromBackground = app.isInBackground
        switch delivery {
        case .openURL(let url):
            event("openURLContexts", app.spelledIdentifier(url))
            try handle()
            if fromBackground { enterForeground() }
        case .continueActivity(let activity), .shortcut(let activity):
            if fromBackground {
                event("sceneWillEnterForeground")
                app.isInBackground = false
            }
            if case .shortcut = delivery {
                event("performActionFor", app.spelledIdentifier(activity))
            } else {
                event("continue", app.spelledIdentifier(activity))
            }
            try handle()
            if fromBackground { event("sceneDidBecomeActive") }
        }
    }

    /// UIKit asks the scene delegate for the activity to keep with the
    /// session (`stateRestorationActivity(for:)`): "Before disconnecting a
    /// scene, the system asks your delegate for an NSUserActivity object
    /// containing state information for that scene" (UISceneSession); as the
    /// scene goes to the background, since the system may end a suspended app
    /// without a word.
    public func requestStateRestorationActivity() {
        event("stateRestorationActivity")
    }

    /// `sceneDidDisconnect`: UIKit removes the scene, as it does "when the
    /// user explicitly closes it in the app switcher" (UISceneDelegate); a
    /// scene in the foreground first resigns and goes to the background. The
    /// window goes with it, its controllers told nothing (its views are
    /// released, not taken off screen one by one).
    public func disconnect() {
        if !app.isInBackground { enterBackground() }
        event("sceneDidDisconnect")
    }

    /// `scene(_:willConnectTo:options:)`, with what opened the app or the session's restoration activity.
    func connect(_ connection: SceneConnection) {
        if let option = connection.option, connection.restoresState {
            app.emit(.callback(delegateName, "willConnectTo", app.spelledIdentifier(option),
                               label: "stateRestorationActivity"))
        } else if let option = connection.option {
            event("willConnectTo", app.spelledIdentifier(option))
        } else {
            event("willConnectTo")
        }
    }

    /// The window's horizontal size class changes (a rotation, a resize in
    /// multitasking): UIKit's trait callbacks to the controllers in the
    /// window, split views collapsing or separating, presentations adapting
    /// anew (TraitHierarchy.swift).
    public func setWidth(_ width: WidthClass) throws {
        try TraitHierarchy(app: app).windowWidthChanged(to: width)
    }

    /// The scene comes to the foreground and becomes active as the launch's window shows.
    func activateAtLaunch() {
        event("sceneWillEnterForeground")
        event("sceneDidBecomeActive")
    }

    private func event(_ method: EventText, _ argument: EventName? = nil) {
        app.emit(.callback(delegateName, method, argument))
    }

    /// The receiver of the scene delegate's events: `SceneDelegate`, `SceneDelegate#2` for the second window.
    private var delegateName: EventName {
        app.eventWord(app.windowNumber == 1 ? UIKitAddedControllers.sceneDelegate
                                            : "\(UIKitAddedControllers.sceneDelegate)#\(app.windowNumber)")
    }
}

extension App {
    /// The app's window scene and its delegate: `app.windowScene.enterForeground()`.
    public var windowScene: WindowScene { WindowScene(app: self) }
}
