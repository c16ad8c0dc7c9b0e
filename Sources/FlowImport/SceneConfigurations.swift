import SwiftSyntax

// The scene delegate an app delegate chooses in code. An Info.plist whose scene manifest names no
// delegate class leaves the choice to `application(_:configurationForConnecting:options:)`
// (https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:configurationforconnecting:options:)),
// which sets the configuration's `delegateClass` (Amperfy's):
//
//     guard connectingSceneSession.role != .carTemplateApplication else {
//         let config = UISceneConfiguration(name: "CarPlay Configuration", sessionRole: .carTemplateApplication)
//         config.delegateClass = CarPlaySceneDelegate.self
//         return config
//     }
//     if options.userActivities.filter({ $0.activityType == miniPlayerWindowActivityType }).first != nil {
//         …
//         config.delegateClass = MiniPlayerSceneDelegate.self
//         return config
//     }
//     let config = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
//     config.delegateClass = SceneDelegate.self
//     return config
//
// The class set at the method's top level, outside every condition, is the one UIKit connects when
// a person opens the app: the others answer a CarPlay screen, a window another activity asked for.
// Left unread, the import took whichever delegate sorted first (MiniPlayerSceneDelegate, whose
// window shows a mini player) as the app's launch.

/// The scene delegates an app delegate's `configurationForConnecting` chooses.
struct SceneDelegateChoice: Hashable, Sendable {
    /// The class set outside every condition (or the only one set at all): the app's windows'.
    var launched: String
    /// The classes set only under a condition: connected when another role or activity asks.
    var whenAsked: Set<String>
}

enum SceneConfigurations {
    /// UIKit's delegate method, as the class reader names it.
    static let selector = "application(_:configurationForConnecting:options:)"

    /// What `body` (the delegate method's) chooses; nil when it sets no delegate class, or sets more
    /// than one only under conditions.
    static func choice(in body: CodeBlockSyntax) -> SceneDelegateChoice? {
        final class Finder: SyntaxVisitor {
            var assignments: [(type: String, isTopLevel: Bool)] = []
            let body: CodeBlockSyntax
            init(body: CodeBlockSyntax) {
                self.body = body
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                let elements = Array(node.elements)
                guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                      let target = elements[0].as(MemberAccessExprSyntax.self), target.declName.baseName.text == "delegateClass",
                      let type = SceneConfigurations.classNamed(by: elements[2]) else { return .visitChildren }
                // A statement of the body itself: its parent is an item of the body's own statements.
                let isTopLevel = node.parent?.parent?.parent?.id == body.id
                assignments.append((type, isTopLevel))
                return .skipChildren
            }
            // A closure's assignment runs later, if ever.
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(body: body)
        finder.walk(body)
        let topLevel = finder.assignments.filter(\.isTopLevel).map(\.type)
        let all = Set(finder.assignments.map(\.type))
        guard let launched = topLevel.last ?? (all.count == 1 ? all.first : nil) else { return nil }
        return SceneDelegateChoice(launched: launched, whenAsked: all.subtracting([launched]))
    }

    /// `SceneDelegate` in `SceneDelegate.self` (or `Module.SceneDelegate.self`).
    static func classNamed(by expression: ExprSyntax) -> String? {
        guard let access = expression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "self",
              let base = access.base else { return nil }
        return FlowNames.className(base.trimmedDescription)
    }
}

extension SourceIndex {
    /// The scene delegate UIKit connects for the app's windows and those it connects only for other
    /// roles, from Info.plist's manifest (`named`, `otherRoles`) and the app delegate's code: a
    /// `delegateClass` the code sets is the one UIKit uses, the manifest's configuration only the
    /// base it starts from.
    public func sceneDelegates(named: String?, otherRoles: Set<String>) -> (launched: String?, otherRoles: Set<String>) {
        let choices = classes.keys.sorted().compactMap { name in
            classes[name].flatMap { $0.conformances.contains("UIApplicationDelegate") ? $0.sceneDelegateChoice : nil }
        }
        guard let choice = choices.first, classes[choice.launched] != nil else { return (named, otherRoles) }
        return (choice.launched, otherRoles.union(choice.whenAsked).subtracting([choice.launched]))
    }
}
