import FlowLang

// Every message the static checks give, by code. Wording changes here and
// nowhere else; tests match the code and the id (`WarningCode.id`).

extension Message {
    static func check(_ code: WarningCode, _ text: String) -> Message { Message(id: code.id, text: text) }

    static func unreachableScene(_ name: String, _ initial: String) -> Message {
        .check(.w101, "no path reaches '\(name)' from the initial scene '\(initial)'")
    }
    static func unwindNeverBelow(_ action: String, _ source: String) -> Message {
        .check(.w103, "no scene implementing '\(action)' can be below '\(source)': UIKit's unwind search never finds one")
    }
    static func showPresentsModally(_ source: String, _ destination: String) -> Message {
        .check(.w104, "'\(source)' is never inside a navigation controller or a split view: 'show' presents '\(destination)' modally from it")
    }
    static func detailPresentsModally(_ source: String, _ destination: String) -> Message {
        .check(.w105, "'\(source)' is never inside a split view controller: 'detail' presents '\(destination)' modally from it")
    }
    static func popoverWithoutAnchor(_ destination: String) -> Message {
        .check(.w106, "presenting '\(destination)' as a popover with no anchor: in regular width UIKit raises an exception")
    }
    static func searchWithoutNavigationBar(_ scene: String) -> Message {
        .check(.w121, "'\(scene)' is never inside a navigation controller: its search field, which the navigation bar shows, is never on screen")
    }
    static func presentationStyleNone(_ destination: String) -> Message {
        .check(.w120, "presenting '\(destination)' in the style 'none': UIKit raises an exception, as no presentation controller has that style")
    }
    static func presentationWithoutDismissal(_ destination: String, _ why: String) -> Message {
        .check(.w107, "'\(destination)' \(why) in compact width and has no control, unwind or way to dismiss it")
    }
    static func pushNavigationController(_ destination: String, by verb: NavigateKind = .show) -> Message {
        .check(.w108, "'\(verb.rawValue)' pushes the navigation controller '\(destination)' onto a navigation stack: UIKit raises 'Pushing a navigation controller is not supported'")
    }
    static func relationshipChildAsDestination(_ destination: String, _ container: String) -> Message {
        .check(.w109, "'\(destination)' is already a child of '\(container)': this segue instantiates a second, separate '\(destination)'")
    }
    static func tabsOverflow(_ tabs: String, _ count: Int) -> Message {
        .check(.w110, "tab bar '\(tabs)' has \(count) tabs: in compact width UIKit shows four and moves the rest into 'More'")
    }
    static func restorationWithoutParent(_ child: String, _ container: String) -> Message {
        .check(.w111, "'\(child)' has a restoration identifier but its container '\(container)' has none: it is never preserved")
    }
    static var constantGuard: Message {
        .check(.w112, "this 'when' guard uses no variable: it gives the same answer every time")
    }
    static func variableNeverRead(_ name: String, isTextField: Bool = false) -> Message {
        .check(.w113, isTextField ? "text field '\(name)': what a person types in it is never read"
                                  : "variable '\(name)' is never read")
    }
    static func variableNeverWritten(_ name: String) -> Message {
        .check(.w114, "variable '\(name)' is never written: it keeps its first value")
    }
    static func ambiguousControl(_ control: String, _ first: String, _ text: String) -> Message {
        .check(.w118, "a UI test finds '\(control)' and '\(first)' by the same text \"\(text)\"")
    }
    static func unfindableControl(_ control: String, _ scene: String) -> Message {
        .check(.w119, "a UI test cannot tap '\(control)' of '\(scene)': 'accessibility \(control) \"\"' says it has no accessibility identifier, label or title")
    }
    static func unfindableScene(_ scene: String) -> Message {
        .check(.w119, "a UI test cannot see '\(scene)': it has no title, and 'accessibility \"\"' says its view has no accessibility identifier")
    }
    static func unboundedSelfPush(_ scene: String) -> Message {
        .check(.w115, "'show' from '\(scene)' to itself, performed by its own lifecycle hook, pushes a new '\(scene)' on every appearance, without bound")
    }
    static func pushSplitView(_ split: String, by verb: NavigateKind = .show) -> Message {
        .check(.w117, "'\(verb.rawValue)' pushes the split view controller '\(split)' onto a navigation stack: UIKit refuses "
               + "('Split View Controllers cannot be pushed to a Navigation Controller') and nothing happens")
    }
    static func tabBarNotRoot(_ tabs: String, _ how: String) -> Message {
        .check(.w116, "tab bar controller '\(tabs)' \(how): UIKit expects a tab bar interface at the root of the window")
    }
}
