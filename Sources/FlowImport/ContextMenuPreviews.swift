import SwiftSyntax

// A context menu's preview (iOS 13 and later): while a finger holds a row or a view, UIKit shows
// the controller `UIContextMenuConfiguration(identifier:previewProvider:actionProvider:)`'s
// provider returns, above the menu; it is no child of the screen and no presentation of it, and
// letting go dismisses it. Tapping the preview calls the delegate's
// `…(_:willPerformPreviewActionForMenuWith:animator:)`, whose moves are what the preview leads
// to: the app's own (Delta launches the previewed game; NetNewsWire opens the article's browser),
// or the preview itself, shown for good from `animator.previewViewController` (Simplenote's
// editor, after `animator.addCompletion`). So, as a 3D Touch peek's (PeekPreviews.swift), the
// preview is no move: it is the commit's move of what it is handed, or nothing. Before, the
// importer read Delta's preview, kept in a property, as the screen's child, and NetNewsWire's, a
// provider method's result, as a controller handed on, which flow presented.
// https://developer.apple.com/documentation/uikit/uicontextmenuconfiguration
// https://developer.apple.com/documentation/uikit/uicontextmenuinteractioncommitanimating/previewviewcontroller

extension CallReader {
    /// Notes what the provider of a context menu configuration made here previews: the controllers
    /// its closure returns, or the class's method it names (`previewProvider: makePreview`).
    func noteContextMenuPreview(_ node: FunctionCallExprSyntax) {
        guard let provider = node.arguments.first(where: { $0.label?.text == "previewProvider" })?.expression else { return }
        if let closure = provider.as(ClosureExprSyntax.self) {
            let returned = closure.statements.count == 1 && closure.statements.first?.item.is(ExprSyntax.self) == true
                ? [ClosureReturns.first(of: closure)].compactMap { $0 } : ClosureReturns.all(of: closure)
            for value in returned {
                guard let made = instantiation(of: value) else { continue }
                contextMenuPreviews.append(ContextMenuPreview(made: made))
            }
        } else if let method = Self.ownName(provider) ?? provider.as(DeclReferenceExprSyntax.self)?.baseName.text {
            contextMenuPreviews.append(ContextMenuPreview(providerMethod: method))
        }
    }

    /// The parameter a commit's preview is read from: `animator.previewViewController`, or a local
    /// bound to it without a cast (a cast's class is a controller of its own, as any cast's is).
    func previewCommitAnimator(_ expression: ExprSyntax) -> Parameter? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return previewLocals[reference.baseName.text].flatMap { parameters[$0] }
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "previewViewController",
              let base = member.base?.as(DeclReferenceExprSyntax.self), let animator = parameters[base.baseName.text],
              animator.type.contains("UIContextMenuInteractionCommitAnimating") else { return nil }
        return animator
    }
}

/// A scene a context menu previews: the storyboard the making names (nil: the previewing class's
/// own, or made in code), and the method that previews it, with where.
struct ContextMenuPreviewer: Hashable, Sendable {
    var storyboard: String?
    var method: String
    var location: String

    /// Whether it previews the scene `identifier` (its class, for one made in code) of `storyboard`.
    func previews(storyboard name: String) -> Bool {
        storyboard == nil || storyboard == name
    }
}

/// What a context menu configuration's provider previews: a controller its closure returns, or
/// the method of the class's it names.
struct ContextMenuPreview: Hashable, Sendable {
    var made: CodeTrigger.Instantiation?
    var providerMethod: String?
}

extension SourceIndex {
    /// The delegate methods UIKit calls when the person taps a context menu's preview.
    static let contextMenuCommitMethods: Set<String> = [
        "tableView(_:willPerformPreviewActionForMenuWith:animator:)",
        "collectionView(_:willPerformPreviewActionForMenuWith:animator:)",
        "contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)",
    ]

    /// `triggers` with each controller a context menu previews replaced by the commit's move of
    /// `animator.previewViewController`, or dropped when the commit does not move it.
    func contextMenuPreviewsCommitted(_ triggers: [CodeTrigger], lineage: [ScannedClass]) -> [CodeTrigger] {
        guard let isPreview = Self.previewTest(lineage) else { return triggers }
        let commit = lineage.lazy.flatMap(\.parameterMoves).first { Self.contextMenuCommitMethods.contains($0.method) }
        return triggers.compactMap { trigger in
            guard case .instantiate(let instantiation) = trigger.action, isPreview(trigger) else { return trigger }
            guard let commit else { return nil }
            var committed = trigger
            committed.method = commit.method
            committed.action = commit.action(moving: instantiation)
            committed.keptByMaker = false
            committed.keptInProperty = nil
            return committed
        }
    }

    /// Whether a trigger of a lineage's makes what one of its context menus previews: made by the
    /// provider method, by a factory its closure calls, or what its closure returns. Nil when the
    /// lineage previews nothing.
    private static func previewTest(_ lineage: [ScannedClass]) -> ((CodeTrigger) -> Bool)? {
        let previews = lineage.flatMap(\.contextMenuPreviews)
        guard !previews.isEmpty else { return nil }
        let providers = Set(previews.compactMap(\.providerMethod))
        let made = Set(previews.compactMap { $0.made.map(Self.previewIdentity) })
        let factories = Set(previews.compactMap { $0.made?.factory.map(Self.methodName) })
        return { trigger in
            guard case .instantiate(let instantiation) = trigger.action else { return false }
            return providers.contains(trigger.method) || factories.contains(trigger.method)
                || made.contains(Self.previewIdentity(instantiation))
        }
    }

    /// The scenes the app's context menus preview, by storyboard identifier (or class, for one made
    /// in code), with the first method previewing each: a scene shown only so is on no stack, and
    /// its declaration says so rather than W101 that no path reaches it.
    func workOutContextMenuPreviewers() -> [String: ContextMenuPreviewer] {
        var previewers: [String: ContextMenuPreviewer] = [:]
        for name in classes.keys.sorted() where classes[name]?.contextMenuPreviews.isEmpty == false {
            guard let isPreview = Self.previewTest(lineage(of: name)) else { continue }
            for trigger in codeTriggers(of: name, hosting: [], keepingPreviews: true) where isPreview(trigger) {
                guard let made = trigger.action.made, let key = made.identifier ?? made.ofClass, previewers[key] == nil else { continue }
                previewers[key] = ContextMenuPreviewer(storyboard: made.storyboard, method: "\(name).\(trigger.method)",
                                                       location: trigger.location)
            }
        }
        return previewers
    }

    /// A making as a preview is known, whichever method made it.
    private static func previewIdentity(_ made: CodeTrigger.Instantiation) -> CodeTrigger.Instantiation {
        var identity = made
        identity.factory = nil
        identity.forwarded = [:]
        return identity
    }

    /// `GamesViewController.makePreview` → `makePreview`: a factory as its triggers name their method.
    private static func methodName(_ factory: String) -> String {
        factory.split(separator: ".").last.map(String.init) ?? factory
    }
}
