import FlowLang
import FlowModel

// An iPad app's windows: Language.md, "Windows"; UIKitModel.md, "Scenes and
// entry points". Each window is a scene session of its own, with its own
// window scene, scene delegate and view controller hierarchy (here, an `App`
// of its own on the same storyboard); the app's model — the file's globals —
// is one. Statements act on the window in front (`app`); the others wait,
// their scenes in the background.
//
// `open window` is a person opening another window of the app (the app's
// "New Window", an item dragged out, `requestSceneSessionActivation`): the
// system connects a new scene whose window's root is the storyboard's initial
// controller, full screen, so the window in front goes to the background
// first. `focus window N` is a person switching windows (the app switcher, the
// Dock's App Exposé): the one in front goes to the background, N comes to the
// foreground; no view controller is told (the views stay in their windows).
// `close window [N]` is a person closing one in the app switcher: UIKit
// "disconnects a scene when the user explicitly closes it in the app
// switcher" (`sceneDidDisconnect`), after it leaves the foreground; closing the
// window in front brings the one before it back. What no source gives — the
// order of one scene's background callbacks against another's foreground
// ones — flow takes as the person's sequence: the old goes, then the new comes.

/// The windows behind the one in front, and how they are numbered.
struct WindowList {
    /// The windows not in front, in the order they were last in front (the last one most recently).
    var others: [App] = []
    /// The number the next window opened gets.
    var nextNumber = 2

    /// Whether the app has ever had more than its launch's window since it launched.
    var isEmpty: Bool { others.isEmpty && nextNumber == 2 }
}

extension Interpreter {
    /// `open window`, `focus window N`, `close window [N]`.
    func perform(_ statement: WindowStatement) throws {
        switch statement.action {
        case .open:
            try openWindow(activity: statement.activity?.value)
        case .focus:
            try focusWindow(try windowNumber(statement.number))
        case .close:
            try closeWindow(statement.number.map(windowNumber))
        }
    }

    /// The number written, a whole number from 1 (the checker says so too).
    private func windowNumber(_ literal: NumberLiteral?) throws -> Int {
        guard let literal, case .integer(let value) = literal.magnitude, value >= 1 else {
            throw Failure("a window is numbered from 1, in the order the windows opened")
        }
        return value
    }

    /// The numbers of the open windows, in order, for messages.
    private var openWindowNumbers: String {
        ((app.map { [$0.windowNumber] } ?? []) + windows.others.map(\.windowNumber)).sorted()
            .map(String.init).joined(separator: ", ")
    }

    /// A new window in front, its scene connected (with the activity it was opened for), the
    /// one in front before it gone to the background. With no app running, the launch's own window.
    private func openWindow(activity: String?) throws {
        guard let current = app else {
            try launch(width: options.launchWidth, automatic: false, opening: activity)
            if let activity { try handle(.activity, activity, entryPoint(.activity, activity)) }
            return
        }
        // As `background` does: its delegate asked for the scene's restoration activity, if the file keeps one.
        if !current.isInBackground { try enterBackground() }
        let window = makeApp(width: current.width)
        window.windowNumber = windows.nextNumber
        windows.nextNumber += 1
        windows.others.append(current)
        app = window
        try window.launch(connecting: SceneConnection(option: activity))
        if let activity { try handle(.activity, activity, entryPoint(.activity, activity)) }
    }

    /// Window `number` in front: the one in front goes to the background, `number` comes to the foreground.
    private func focusWindow(_ number: Int) throws {
        let current = try requireApp()
        if current.windowNumber == number {
            if current.isInBackground { current.windowScene.enterForeground() }
            record(.note("window \(number) is in front already"))
            return
        }
        guard let position = windows.others.firstIndex(where: { $0.windowNumber == number }) else {
            throw Failure("the app has no window \(number) (its windows: \(openWindowNumbers))")
        }
        if !current.isInBackground { try enterBackground() }
        let window = windows.others.remove(at: position)
        windows.others.append(current)
        bringToFront(window)
    }

    /// Closes window `number` (nil: the one in front): its scene leaves the foreground and
    /// disconnects. The last window closed ends the app's windows: the next statement that
    /// needs one launches it again.
    private func closeWindow(_ number: Int?) throws {
        let current = try requireApp()
        guard let number, number != current.windowNumber else {
            current.windowScene.disconnect()
            guard let next = windows.others.popLast() else {
                app = nil
                windows = WindowList()
                record(.note("the app has no window left"))
                return
            }
            bringToFront(next)
            return
        }
        guard let position = windows.others.firstIndex(where: { $0.windowNumber == number }) else {
            throw Failure("the app has no window \(number) (its windows: \(openWindowNumbers))")
        }
        let window = windows.others.remove(at: position)
        // Its scene delegate speaks through this interpreter while it goes.
        window.driver = self
        window.windowScene.disconnect()
        window.driver = nil
    }

    /// `window` in front, its scene to the foreground and active.
    private func bringToFront(_ window: App) {
        window.driver = self
        app = window
        window.windowScene.enterForeground()
    }
}
