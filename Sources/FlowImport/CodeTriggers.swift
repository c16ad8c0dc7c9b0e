import Foundation

// `--sources`: the code that moves between scenes. A storyboard shows the
// segues Interface Builder draws; an app also performs segues, presents,
// shows and pushes controllers it instantiates from a storyboard, and
// dismisses and pops, in its methods. The scanners find those calls in each
// method body (text, not a parse: a method's calls in source order, the
// instantiated identifier paired with the next presentation after it), and
// the importer attaches them to the scenes of the method's class as manual
// triggers named after the method: `segue "addTapped" -> present AddFeed`,
// which a script fires with `perform "addTapped"`.

/// One call that moves between scenes, in a method of a class.
public struct CodeTrigger: Hashable, Sendable {
    /// What the call does.
    public enum Action: Hashable, Sendable {
        /// `performSegue(withIdentifier: "X", sender:)`.
        case performSegue(String)
        /// `present(vc, animated:)` of a controller instantiated by storyboard identifier.
        case present(String)
        /// `show(vc, sender:)`.
        case show(String)
        /// `showDetailViewController(vc, sender:)`.
        case detail(String)
        /// `navigationController?.pushViewController(vc, animated:)`.
        case push(String)
        /// `dismiss(animated:)`.
        case dismiss
        /// `navigationController?.popViewController(animated:)`.
        case pop
    }

    /// The method's name (`addTapped`; Objective-C's first selector piece).
    public var method: String
    /// The call.
    public var action: Action
    /// `File.swift:12`, for comments.
    public var location: String
}

/// The calls of one method body, in order.
enum CodeTriggerScanner {
    /// How each language spells the calls, as regular expressions; the
    /// first group is a storyboard or segue identifier where there is one.
    struct Spelling {
        var performSegue: String
        var instantiate: String
        var present: String
        var show: String
        var detail: String
        var push: String
        var dismiss: String
        var pop: String

        static let swift = Spelling(
            performSegue: #"performSegue\s*\(\s*withIdentifier\s*:\s*"([^"\n]+)""#,
            // UIKit's call, or SwiftGen's `StoryboardScene.Main.profileViewController.instantiate()`,
            // whose case is the storyboard identifier with a lowercase start.
            instantiate: #"(?:instantiateViewController\s*\(\s*withIdentifier\s*:\s*"([^"\n]+)"|StoryboardScene\.\w+\.(\w+)\.instantiate\s*\()"#,
            present: #"\bpresent\s*\(\s*\w"#,
            show: #"\bshow\s*\(\s*\w+\s*,\s*sender\s*:"#,
            detail: #"showDetailViewController\s*\("#,
            push: #"pushViewController\s*\("#,
            dismiss: #"\bdismiss\s*\(\s*animated\s*:"#,
            pop: #"popViewController\s*\(\s*animated\s*:"#)

        static let objectiveC = Spelling(
            performSegue: #"performSegueWithIdentifier\s*:\s*@"([^"\n]+)""#,
            instantiate: #"instantiateViewControllerWithIdentifier\s*:\s*@"([^"\n]+)""#,
            present: #"presentViewController\s*:"#,
            show: #"showViewController\s*:"#,
            detail: #"showDetailViewController\s*:"#,
            push: #"pushViewController\s*:"#,
            dismiss: #"dismissViewControllerAnimated\s*:"#,
            pop: #"popViewControllerAnimated\s*:"#)
    }

    /// The triggers in `body` (a method's text), attributed to `method`.
    static func triggers(in body: String, method: String, spelling: Spelling,
                         location: (Int) -> String) -> [CodeTrigger] {
        let matcher = TextMatcher(body)
        enum Kind { case segue, instantiate, present, show, detail, push, dismiss, pop }
        var found: [(offset: Int, kind: Kind, identifier: String?)] = []
        let patterns: [(String, Kind)] = [
            (spelling.performSegue, .segue), (spelling.instantiate, .instantiate), (spelling.present, .present),
            (spelling.show, .show), (spelling.detail, .detail), (spelling.push, .push),
            (spelling.dismiss, .dismiss), (spelling.pop, .pop),
        ]
        for (pattern, kind) in patterns {
            for match in matcher.matches(pattern) {
                let identifier = (1..<match.numberOfRanges).lazy.compactMap { matcher.group(match, $0) }.first
                found.append((match.range.location, kind, identifier))
            }
        }
        found.sort { $0.offset < $1.offset }
        var instantiated: String?
        var triggers: [CodeTrigger] = []
        for call in found {
            let action: CodeTrigger.Action?
            switch call.kind {
            case .instantiate:
                instantiated = call.identifier
                action = nil
            case .segue: action = call.identifier.map { .performSegue($0) }
            case .present: action = instantiated.map { .present($0) }
            case .show: action = instantiated.map { .show($0) }
            case .detail: action = instantiated.map { .detail($0) }
            case .push: action = instantiated.map { .push($0) }
            case .dismiss: action = .dismiss
            case .pop: action = .pop
            }
            guard let action else { continue }
            if [.present, .show, .detail, .push].contains(call.kind) { instantiated = nil }
            triggers.append(CodeTrigger(method: method, action: action, location: location(call.offset)))
        }
        return triggers
    }
}
