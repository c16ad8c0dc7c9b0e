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
    /// In Split View, the window beside the one in front (one of `others`), both in the
    /// foreground; nil while the window in front has the screen to itself.
    var beside: Int?
    /// The width each window of a Split View had with the screen to itself, by number: what it
    /// gets back when it has the screen again.
    var fullWidths: [Int: WidthClass] = [:]

    /// Whether the app has ever had more than its launch's window since it launched.
    var isEmpty: Bool { others.isEmpty && nextNumber == 2 }

    /// The window beside the one in front, if any.
    var besideWindow: App? { beside.flatMap { number in others.first { $0.windowNumber == number } } }
}

extension Interpreter {
    /// `open window`, `focus window N`, `close window [N]`.
    func perform(_ statement: WindowStatement) throws {
        switch statement.action {
        case .open:
            try openWindow(activity: statement.activity?.value)
        case .openBeside:
            try openWindowBeside(activity: statement.activity?.value)
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
        let width = windows.fullWidths[current.windowNumber] ?? current.width
        endSplitView()
        let window = makeApp(width: width)
        window.windowNumber = windows.nextNumber
        windows.nextNumber += 1
        windows.others.append(current)
        app = window
        try window.launch(connecting: SceneConnection(option: activity))
        if let activity { try handle(.activity, activity, entryPoint(.activity, activity)) }
    }

    /// Window `number` in front: the one in front goes to the background, `number` comes to the
    /// foreground. In Split View, the window beside takes the focus and nothing else happens: both
    /// are in the foreground, and no view controller is told.
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
        if number == windows.beside {
            let window = windows.others.remove(at: position)
            windows.others.append(current)
            windows.beside = current.windowNumber
            current.driver = nil
            window.driver = self
            app = window
            record(.note("window \(number) has the focus; window \(current.windowNumber) stays beside it"))
            // From the background (the app switcher's pair), both come back.
            if window.isInBackground {
                window.windowScene.enterForeground()
                try besideWindowFollows(intoBackground: false)
            }
            return
        }
        if !current.isInBackground { try enterBackground() }
        endSplitView()
        let window = windows.others.remove(at: position)
        windows.others.append(current)
        try bringToFront(window)
    }

    /// `open window beside`: Split View. The window in front keeps the foreground and half the
    /// screen, where it is horizontally compact (a size change its controllers hear of, as at
    /// `size compact`); the new window connects in the other half, compact too, and has the focus.
    /// A window that was beside the one in front already goes to the background: it is replaced.
    /// UIKitModel.md, "Scenes and entry points".
    private func openWindowBeside(activity: String?) throws {
        guard let current = app else { return try openWindow(activity: activity) }
        if current.isInBackground { current.windowScene.enterForeground() }
        // A window beside it already is replaced: it goes to the background, and has its full
        // width back when it next comes to the front.
        if let replaced = windows.besideWindow {
            speak(through: replaced) { replaced.windowScene.enterBackground() }
        }
        let fullWidth = windows.fullWidths[current.windowNumber] ?? current.width
        windows.fullWidths[current.windowNumber] = fullWidth
        if current.width != .compact { try current.windowScene.setWidth(.compact) }
        let window = makeApp(width: .compact)
        window.windowNumber = windows.nextNumber
        windows.nextNumber += 1
        windows.fullWidths[window.windowNumber] = fullWidth
        current.driver = nil
        windows.others.append(current)
        windows.beside = current.windowNumber
        app = window
        try window.launch(connecting: SceneConnection(option: activity))
        if let activity { try handle(.activity, activity, entryPoint(.activity, activity)) }
    }

    /// The Split View is over (a window had the screen to itself): the one that was beside the
    /// window in front stays where it is, in the background with the front one.
    private func endSplitView() {
        if let beside = windows.besideWindow, !beside.isInBackground {
            speak(through: beside) { beside.windowScene.enterBackground() }
        }
        windows.beside = nil
    }

    /// Events of a window that is not in front, spoken through this interpreter.
    private func speak(through window: App, _ body: () throws -> Void) rethrows {
        let driver = window.driver
        window.driver = self
        defer { window.driver = driver }
        try body()
    }

    /// `background` and `foreground` in Split View: the window beside goes and comes with the one
    /// in front (a person leaves the app, both halves of the screen).
    func besideWindowFollows(intoBackground: Bool) throws {
        guard let beside = windows.besideWindow else { return }
        speak(through: beside) {
            if intoBackground { beside.windowScene.enterBackground() } else { beside.windowScene.enterForeground() }
        }
    }

    /// Closes window `number` (nil: the one in front): its scene leaves the foreground and
    /// disconnects. The last window closed ends the app's windows: the next statement that
    /// needs one launches it again.
    private func closeWindow(_ number: Int?) throws {
        let current = try requireApp()
        guard let number, number != current.windowNumber else {
            current.windowScene.disconnect()
            windows.fullWidths[current.windowNumber] = nil
            // In Split View, the window beside has the screen now, in the foreground already.
            if let beside = windows.besideWindow, let position = windows.others.firstIndex(where: { $0 === beside }) {
                windows.others.remove(at: position)
                windows.beside = nil
                beside.driver = self
                app = beside
                try takeTheScreen(beside)
                return
            }
            guard let next = windows.others.popLast() else {
                app = nil
                windows = WindowList()
                record(.note("the app has no window left"))
                return
            }
            try bringToFront(next)
            return
        }
        guard let position = windows.others.firstIndex(where: { $0.windowNumber == number }) else {
            throw Failure("the app has no window \(number) (its windows: \(openWindowNumbers))")
        }
        let window = windows.others.remove(at: position)
        // Its scene delegate speaks through this interpreter while it goes.
        speak(through: window) { window.windowScene.disconnect() }
        windows.fullWidths[number] = nil
        if number == windows.beside {
            windows.beside = nil
            try takeTheScreen(current)
        }
    }

    /// `window` in front, its scene to the foreground and active, then — a window that was half
    /// of a Split View — given the width it has with the screen to itself (no source orders the two:
    /// flow takes the scene coming back first, then filling the screen).
    private func bringToFront(_ window: App) throws {
        window.driver = self
        app = window
        window.windowScene.enterForeground()
        try takeTheScreen(window)
    }

    /// A window of a Split View has the screen to itself again: its width comes back (a size
    /// change, as at `size regular`).
    private func takeTheScreen(_ window: App) throws {
        guard let full = windows.fullWidths.removeValue(forKey: window.windowNumber), window.width != full else { return }
        try window.windowScene.setWidth(full)
    }
}
