import SwiftSyntax

// Roots a delegate sets once the launch's work is done. iNaturalist's delegate roots a loading screen
// as it launches, then, when its database is open, onboarding or the main storyboard:
//
//     [self showLoadingScreen];                                  // window.rootViewController = loading
//     dispatch_async(dispatch_get_main_queue(), ^{
//         if (!loggedIn) { [self showInitialSignupUI]; } else { [self showMainUI]; }
//     });
//
// A delegate's own roots set at launch in other methods are no alternatives of its launch root
// (UIKit calls its launch methods in a known order, and a root under `#unavailable(iOS 14)` is none on
// the iPhone flow models: the Corona-Warn-App's), so the loading screen was a dead end and everything
// behind onboarding unreached. A root set in a method the launch reaches only through a closure or a
// block (a call or a message written inside one) comes after the launch's own root is on screen: it
// is an alternative, named after its method, as a coordinator's other root is.

extension CallReader {
    /// Whether `node` is written inside a closure of the method (not the method's own statements).
    static func isInClosure(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(ClosureExprSyntax.self) { return true }
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(AccessorDeclSyntax.self) {
                return false
            }
            current = parent.parent
        }
        return false
    }
}

extension WindowRoot {
    /// Set by the same delegate as `root`, in another method, after the launch's work (`isSetAfterLaunchWork`).
    func isSetAfterLaunchWork(besides root: WindowRoot) -> Bool {
        isSetAfterLaunchWork && coordinator == nil && root.coordinator == nil && method != root.method && made != root.made
            && !root.isSetAfterLaunchWork
    }
}

extension SourceIndex {
    /// The methods of class `name` its `methods` reach through at least one call or message made in a
    /// closure or a block (`ownMethods(of:reachedFrom:)`, the calls' `isInClosure`, Objective-C's
    /// `objectiveCOwnMessagesInBlocks`).
    func ownMethodsReachedLater(of name: String, from methods: Set<String>) -> Set<String> {
        let lineage = lineage(of: name)
        let calls = lineage.flatMap(\.methodCalls).filter { $0.receiverType == nil && $0.receiverProperty == nil }
        let callsByCaller = Dictionary(grouping: calls) { Self.baseName($0.caller) }
        let messages = lineage.reduce(into: [String: Set<String>]()) { all, scanned in
            all.merge(scanned.objectiveCOwnMessages) { $0.union($1) }
        }
        let messagesInBlocks = lineage.reduce(into: [String: Set<String>]()) { all, scanned in
            all.merge(scanned.objectiveCOwnMessagesInBlocks) { $0.union($1) }
        }
        // (method, reached through a closure yet) pairs, each visited once.
        var seen: Set<String> = []
        var pending = methods.sorted().map { ($0, false) }
        var later: Set<String> = []
        while let (method, isLater) = pending.popLast(), seen.count < 128 {
            guard seen.insert("\(isLater):\(method)").inserted else { continue }
            if isLater { later.insert(method) }
            for call in callsByCaller[Self.baseName(method)] ?? [] where call.caller == method || Self.baseName(call.caller) == method {
                pending.append((call.calleeName, isLater || call.isInClosure))
            }
            for callee in (messages[method] ?? []).sorted() {
                pending.append((callee, isLater || messagesInBlocks[method]?.contains(callee) == true))
            }
        }
        return later
    }
}
