import FlowLang
import FlowModel

// State restoration through NSUserActivity (UIKitModel.md, "Scenes and entry
// points"): `activity "type" restoration { … }` is the activity the scene
// delegate returns from `stateRestorationActivity(for:)`, UIKit asking for it
// as the scene goes to the background. A suspended app may be ended by the
// system without a word; a person opening it again (`launch` while it is in
// the background) connects a new scene with that activity as the session's
// `stateRestorationActivity`, and the app's code in `willConnectTo` restores
// from it — the activity's block, on the globals its userInfo kept — before
// the window shows, as Apple's sample does (`configure(window:with:)`). A
// person who ends the app in the app switcher discards it: a `launch` from
// the foreground starts afresh.

extension Interpreter {
    /// The file's restoration activity, if it declares one.
    private var restorationEntry: EntryPointStatement? {
        program.index.entryPoints.first { $0.isRestoration }
    }

    /// `background`: the scene delegate hears of it, and with a restoration
    /// activity UIKit asks for it and keeps it with the session.
    func enterBackground() throws {
        let app = try requireApp()
        let wasInBackground = app.isInBackground
        app.windowScene.enterBackground()
        guard !wasInBackground, let entry = restorationEntry else { return }
        app.windowScene.requestStateRestorationActivity()
        restoration.sessionActivity = SessionActivity(type: entry.value.value, userInfo: globals)
    }

    /// `launch`: from the background with an activity kept, the system had
    /// ended the app and the scene reconnects restoring it; else a new launch.
    func launchOrReconnect(width: WidthClass) throws {
        guard let app, app.isInBackground, let activity = restoration.sessionActivity else {
            return try launch(width: width, automatic: false)
        }
        record(.note("the system ended the app in the background; its scene reconnects with the session's stateRestorationActivity"))
        globals = activity.userInfo
        let found = entryPoint(.activity, activity.type)
        try launch(width: width, automatic: false, restoring: activity) {
            try self.handle(.activity, activity.type, found)
        }
    }
}
