import FlowLang

// What a test does through the app's code, on a device (issue 57, item 3).
// A person cannot make the app's code perform a segue, present a screen or
// change what a variable stands for; a UI test can ask the app to, through a
// link its UI-test build handles. So a step only code takes becomes a link
// the generated test opens — `perform "showRecipe"` is
// `app.open(flowtest://perform/showRecipe)` — whose handler in the app does
// what the flow line says the code does. The Swift file's header and the
// README list every link the tests open, with what the app does for each.
// A step no link stands for (a value only the model computes, a container's
// own calls, flow's view of the model) stays a comment saying why.
//
// Every link is `flowtest://VERB[/NAME][?KEY=VALUE]`, each part
// percent-encoded: the verbs are the statements' own words, so a link reads
// as the flow line it comes from.

/// A link a generated UI test opens in place of a step the app's code takes.
public struct XCUITestLink: Hashable, Sendable {
    /// `flowtest://perform/showRecipe`
    public var url: String
    /// What the app does when it opens the link, in UIKit's words.
    public var meaning: String

    /// The URL scheme of every link: the app's UI-test build registers it.
    public static let scheme = "flowtest"

    /// The link standing for a statement of `kind`, or nil when none can;
    /// `written` gives the source text of a range of the statement's file.
    static func standingFor(_ kind: StatementKind, written: (SourceRange) -> String) -> XCUITestLink? {
        switch kind {
        case .perform(let identifier, let from):
            let sender = from.map { " on \($0.last.name)" } ?? " on the controller on screen"
            return XCUITestLink(verb: "perform", name: identifier.value, query: from.map { ("from", $0.last.name) },
                                meaning: "performSegue(withIdentifier: \(XCUITestExport.swiftString(identifier.value)), sender: nil)" + sender)
        case .navigate(let node):
            let scene = node.destination.last.name
            let call: String
            switch node.kind {
            case .present: call = "present(_:animated:completion:) from the controller on screen"
            case .show: call = "show(_:sender:) from the controller on screen"
            case .detail: call = "showDetailViewController(_:sender:) from the controller on screen"
            case .push: call = "pushViewController(_:animated:) on the navigation controller on screen"
            }
            return XCUITestLink(verb: node.kind.rawValue, name: scene, query: nil,
                                meaning: "instantiates \(scene) (its storyboard identifier) and calls " + call)
        case .pop(let node):
            switch node.target {
            case .top:
                return XCUITestLink(verb: "pop", name: nil, query: nil,
                                    meaning: "popViewController(animated:) on the navigation controller on screen")
            case .root:
                return XCUITestLink(verb: "pop", name: nil, query: ("to", "root"),
                                    meaning: "popToRootViewController(animated:) on the navigation controller on screen")
            case .scene(let scene):
                return XCUITestLink(verb: "pop", name: nil, query: ("to", scene.last.name),
                                    meaning: "popToViewController(_:animated:) to \(scene.last.name) on the navigation controller on screen")
            }
        case .dismiss(let target, _):
            let dismisser = target.map(\.last.name) ?? "the controller on screen"
            return XCUITestLink(verb: "dismiss", name: nil, query: target.map { ("on", $0.last.name) },
                                meaning: "dismiss(animated:completion:) on \(dismisser)")
        case .unwind(let action):
            return XCUITestLink(verb: "unwind", name: action.name, query: nil,
                                meaning: "performs the unwind segue to the controller that implements \(action.name)(_:)")
        case .set(let target, let value, _):
            guard let variable = target.plainName, variable.instance == nil, let text = literal(value, written: written) else { return nil }
            return XCUITestLink(verb: "set", name: variable.name, query: ("value", text),
                                meaning: "sets what \(variable.name) stands for in the app to \(text)")
        case .open(let entry, let value):
            switch entry {
            case .link:
                return nil
            case .activity:
                return XCUITestLink(verb: "activity", name: value.value, query: nil,
                                    meaning: "continues an NSUserActivity of type \(value.value), as scene(_:continue:) does")
            case .shortcut:
                return XCUITestLink(verb: "shortcut", name: value.value, query: nil,
                                    meaning: "performs the Home Screen quick action \(value.value), as windowScene(_:performActionFor:completionHandler:) does")
            }
        default:
            return nil
        }
    }

    private init(verb: String, name: String?, query: (key: String, value: String)?, meaning: String) {
        var url = Self.scheme + "://" + verb
        if let name { url += "/" + Self.encoded(name) }
        if let query { url += "?" + query.key + "=" + Self.encoded(query.value) }
        self.url = url
        self.meaning = meaning
    }

    /// A literal's value as the link carries it: a number as written, a
    /// string's text, `true`/`false`; nil for anything the model computes.
    private static func literal(_ value: Expression, written: (SourceRange) -> String) -> String? {
        switch value.kind {
        case .number: return written(value.range)
        case .string(let literal): return literal.value
        case .boolean(let truth, _): return truth ? "true" : "false"
        case .unary(.negate, let operand, _):
            guard case .number = operand.kind else { return nil }
            return written(value.range)
        default: return nil
        }
    }

    /// RFC 3986's unreserved characters as they are, every other byte of the UTF-8 as `%XX`.
    static func encoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            let isUnreserved = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
            if isUnreserved {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let digits = Array("0123456789ABCDEF")
                result += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
            }
        }
        return result
    }
}
