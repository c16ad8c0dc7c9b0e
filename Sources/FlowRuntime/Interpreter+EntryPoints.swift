import FlowLang
import FlowModel

// Entry points: Language.md, "Entry points"; UIKitModel.md, "Scenes and entry
// points". `open "URL"`, `open activity "type"` and `open shortcut "type"`
// are the system opening the app; the file's `link`, `activity` and
// `shortcut` blocks are what its scene delegate does then. The block is the
// app's code, run as an alert action's handler is: its statements not
// reported, on the app as it is. UIKit changes nothing on screen itself: a
// link that should show a recipe whatever is on screen dismisses, selects
// and pops in its block, as apps do.
//
// Not running, the app launches with what opened it in its connection
// options (`willConnectTo`); its scene delegate acts on it once the scene is
// active, as apps that keep a cold launch's link or quick action for
// `sceneDidBecomeActive` do (Apple's quick-action sample does).

extension Interpreter {
    /// `open …`: a cold launch when there is no app yet, else a delivery to the running one.
    func open(_ kind: EntryKind, _ value: String) throws {
        let found = entryPoint(kind, value)
        guard let app else {
            try launch(width: options.launchWidth, automatic: true, opening: value)
            try handle(kind, value, found)
            return
        }
        let delivery: SceneDelivery
        switch kind {
        case .link: delivery = LinkPattern.isUniversalLink(value) ? .continueActivity(value) : .openURL(value)
        case .activity: delivery = .continueActivity(value)
        case .shortcut: delivery = .shortcut(value)
        }
        if kind == .shortcut && !app.isInBackground {
            // A Home Screen quick action is chosen on the app's icon, on the Home Screen: a person
            // leaves the app to get there (UIApplicationShortcutItem: "Home Screen quick actions"),
            // so the scene resigns and goes to the background before the action brings it back.
            record(.note("open shortcut: a person leaves the app for its icon on the Home Screen"))
            try enterBackground()
        }
        do {
            try app.windowScene.deliver(delivery) { try handle(kind, value, found) }
        } catch let exception as UIKitException {
            throw Failure(exception.message, kind: .exception)
        }
    }

    /// The file's block for what was opened, with the `{name}` parts of a link's URL.
    func entryPoint(_ kind: EntryKind, _ value: String) -> (EntryPointStatement, [(name: String, value: String)])? {
        for entry in program.index.entryPoints where entry.kind == kind {
            switch kind {
            case .link:
                if let bound = LinkPattern(entry.value.value).match(value) { return (entry, bound) }
            case .activity, .shortcut:
                if entry.value.value == value { return (entry, []) }
            }
        }
        return nil
    }

    /// Runs the app's code for an entry; says so when the app has none for it.
    func handle(_ kind: EntryKind, _ value: String,
                        _ found: (EntryPointStatement, [(name: String, value: String)])?) throws {
        guard let (entry, bound) = found else {
            record(.note("open: no \(kind.rawValue) of the app handles \(EventSpelling.quoted(value))"))
            return
        }
        record(.note("\(kind.rawValue) \(EventSpelling.quoted(entry.value.value))"))
        let storyboard = program.index.name
        for (name, part) in bound {
            globals[storyboard, default: [:]][name] = .string(part.removingPercentEncodingOrSelf)
        }
        try runHook(entry.body, in: Context(path: program.path, storyboard: storyboard, owner: nil, isCallback: true))
    }
}

private extension String {
    /// `%20` and the like decoded, as `URLComponents` hands a path segment to an app; the text as it is when malformed.
    var removingPercentEncodingOrSelf: String {
        guard contains("%") else { return self }
        var bytes: [UInt8] = []
        var iterator = utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(Self.hexValue), let low = iterator.next().flatMap(Self.hexValue) else {
                return self
            }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self) ?? self
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
