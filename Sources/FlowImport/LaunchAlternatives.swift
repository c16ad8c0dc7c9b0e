import SwiftSyntax

// A launch whose root depends on what the app finds (the survey's most common
// launch: a person signed in or not, an onboarding done or not):
//
//     if UserDefaults.standard.bool(forKey: "loggedIn") {
//         window?.rootViewController = MainTabBarController()
//     } else {
//         window?.rootViewController = UINavigationController(rootViewController: LoginViewController())
//     }
//
// or `window?.rootViewController = loggedIn ? main : login`, a local given a
// controller in each branch, a `guard` whose `else` sets one and returns. Which
// runs is the app's state, which the import does not evaluate. The first root
// the code writes is the launch (`initial`), as before; each other one is a
// code segue of the launch scene named after the delegate's method, `{ set
// window.rootViewController = Login… }`: the explorer reaches it from the
// launch, a script fires it with `perform`, and the comment says the delegate's
// launch sets it. (Before, the other branches were dropped, and a screen made
// only there was not even a scene.) Two assignments are alternatives when they
// sit in different branches of one `if`, `switch` or `guard` — including the
// statements after a `guard` (its `then`) or after an `if` whose body returns
// (its `else`) — in the same method; assignments one after the other are not.
// Nor are branches on the device (`UIDevice.current.userInterfaceIdiom`, an
// `isPad`): flow models an iPhone, and an iPad's root is no state a person can
// reach on one.

/// A root the launch may set instead of the one it launches into, and where the code sets it.
public struct LaunchAlternative: Hashable, Sendable {
    /// The root it sets.
    public var made: CodeTrigger.Instantiation
    /// `SceneDelegate.swift:12`.
    public var location: String
    /// The delegate's method the segue to it is named after, when it is not the launch root's own: a
    /// notification's observer setting it (`SourceIndex.rootsSetWhenTheSystemCalls`), or the launch
    /// method handing it to a helper (`rootsHandedToOwnHelpers`).
    var method: String?
    /// Set on a window the method makes there (`let window = UIWindow()`, eRouška's `setupInterface()`):
    /// the old window, and what its root presented, leave the screen with it (`WindowRoot.isOnNewWindow`).
    var isOnNewWindow = false
}

/// A block's statements that leave early, by position, and each statement's position.
struct BlockExits {
    var exits: [(position: Int, branch: String)]
    var positions: [SyntaxIdentifier: Int]
}

extension CallReader {
    /// The root a value set as the window's gives, and the others it may give instead: a controller
    /// made or held, one of several a condition chooses (`a ? b : c`, an `if` or `switch`
    /// expression, a local holding one, a local declared above and given one in each branch).
    func chosenRoot(_ value: ExprSyntax) -> (CodeTrigger.Instantiation, [CodeTrigger.Instantiation])? {
        let value = Self.unwrapped(value)
        // A choice by the device (`isPad ? split : tabs`): the first written, as before.
        if Self.namesDevice(value.trimmedDescription),
           let root = instantiation(of: value) ?? Self.branchValues(of: value)?.first.flatMap(instantiation(of:)) {
            return (root, [])
        }
        if let reference = value.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if parameters[name] != nil, LocalBindings.namesParameter(name, at: Syntax(reference)) { return nil }
            // (A property given in a branch, OnionBrowser's `viewController = browsingUi`: what it holds.)
            let chosen = (branches[name] ?? []).compactMap { instantiation(of: $0) ?? heldController($0, storedFirst: true) }
            guard let first = instantiated[name] ?? chosen.first else { return nil }
            var others: [CodeTrigger.Instantiation] = []
            var seen: Set<CodeTrigger.Instantiation> = [first]
            for other in chosen + (otherBranchValues[name] ?? []) where seen.insert(other).inserted { others.append(other) }
            return (first, others)
        }
        if let root = instantiation(of: value) { return (root, []) }
        guard let chosen = Self.branchValues(of: value)?.compactMap(instantiation(of:)), let first = chosen.first else { return nil }
        return (first, chosen.dropFirst().filter { $0 != first })
    }

    /// The branches `node` is in, innermost first, each `<statement>#<branch>`: the `then` or `else`
    /// of an `if`, a `case` of a `switch`, the `else` of a `guard` — and the `then` of a `guard`
    /// before it in its block, or the `else` of an `if` before it whose body returns (each block's
    /// read once, `earlyExits`, so that many roots set in one block cost its size once).
    func branchPath(of node: Syntax) -> [String] {
        var path: [String] = []
        var child = node
        while let parent = child.parent, !parent.is(FunctionDeclSyntax.self),
              !parent.is(AccessorBlockSyntax.self), !parent.is(InitializerDeclSyntax.self) {
            if let closure = parent.as(ClosureExprSyntax.self) {
                // What a closure does, it does only where the branch that wrote it was taken (Session's
                // launch chooses its first screen by onboarding state in a `switch`, each case setting
                // it in a `DispatchQueue.main.async`); a local closure read at a call is where the
                // call is (LocalClosures.swift).
                if let call = localClosureCallsBeingRead[closure.id] {
                    child = call
                    continue
                }
            } else if choosesByDevice(parent) {
                // Not the app's state (above).
            } else if let branch = parent.as(IfExprSyntax.self) {
                if child.id == branch.body.id { path.append("\(branch.id)#then") }
                if let other = branch.elseBody, child.id == other.id { path.append("\(branch.id)#else") }
            } else if let item = parent.as(SwitchCaseSyntax.self), let owner = item.parent?.parent?.as(SwitchExprSyntax.self) {
                path.append("\(owner.id)#\(item.id)")
            } else if let guardNode = parent.as(GuardStmtSyntax.self), child.id == guardNode.body.id {
                path.append("\(guardNode.id)#else")
            } else if let block = parent.as(CodeBlockItemListSyntax.self) {
                // The statements before it in its block that leave early.
                let read = earlyExits(in: block)
                if let position = read.positions[child.id] {
                    // The nearest sixteen above it (found by halving): a root after thousands of
                    // guards costs no more than one after a few.
                    var low = 0, high = read.exits.count
                    while low < high {
                        let middle = (low + high) / 2
                        if read.exits[middle].position < position { low = middle + 1 } else { high = middle }
                    }
                    path += read.exits[max(0, low - 16)..<low].map(\.branch)
                }
            }
            child = parent
        }
        return path
    }
}

extension CallReader {
    /// The statements of `block` that leave early — a `guard` (what follows is its `then`), an `if`
    /// with no `else` whose body returns (what follows is its `else`) — by position; read once per block.
    func earlyExits(in block: CodeBlockItemListSyntax) -> BlockExits {
        if let known = earlyExitsByBlock[block.id] { return known }
        var exits: [(position: Int, branch: String)] = []
        var positions: [SyntaxIdentifier: Int] = [:]
        for (position, item) in block.enumerated() {
            positions[item.id] = position
            if let guardNode = item.item.as(GuardStmtSyntax.self), !choosesByDevice(Syntax(guardNode)) {
                exits.append((position, "\(guardNode.id)#then"))
            } else if let branch = item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
                        ?? item.item.as(IfExprSyntax.self),
                      branch.elseBody == nil, branch.body.statements.last?.item.is(ReturnStmtSyntax.self) == true,
                      !choosesByDevice(Syntax(branch)) {
                exits.append((position, "\(branch.id)#else"))
            }
        }
        let read = BlockExits(exits: exits, positions: positions)
        earlyExitsByBlock[block.id] = read
        return read
    }

    /// Whether `node`, a root set, is set only when a condition on the app's state holds, with no
    /// branch for the other case: in the body of an `if` with no `else`, or the `else` of a `guard`
    /// (iSH's and Pyto's scene delegates: `if UserDefaults.standard.bool(forKey: "recovery") { window?
    /// .rootViewController = settings; return }`, the storyboard's scene otherwise). Not a choice by the
    /// device, an `#available`, nor the unwrapping of the scene or window UIKit always hands
    /// (`if let windowScene = scene as? UIWindowScene { … }`).
    func isUnderAStateCondition(_ node: Syntax) -> Bool {
        var child = node
        while let parent = child.parent, !parent.is(FunctionDeclSyntax.self), !parent.is(ClosureExprSyntax.self),
              !parent.is(AccessorBlockSyntax.self), !parent.is(InitializerDeclSyntax.self) {
            if let branch = parent.as(IfExprSyntax.self), child.id == branch.body.id, branch.elseBody == nil,
               !choosesByDevice(parent), Self.choosesByState(branch.conditions) {
                return true
            }
            if let guardNode = parent.as(GuardStmtSyntax.self), child.id == guardNode.body.id,
               !choosesByDevice(parent), Self.choosesByState(guardNode.conditions) {
                return true
            }
            child = parent
        }
        return false
    }

    /// Whether any of `conditions` tests the app's state: not an `#available`, and not only the
    /// unwrapping of the scene or window UIKit hands a delegate.
    static func choosesByState(_ conditions: ConditionElementListSyntax) -> Bool {
        conditions.contains { element in
            switch element.condition {
            case .availability:
                return false
            case .optionalBinding(let binding):
                let value = (binding.initializer?.value.trimmedDescription ?? binding.pattern.trimmedDescription).lowercased()
                return !value.contains("scene") && !value.contains("window")
            case .expression(let expression):
                let text = expression.trimmedDescription.lowercased()
                return !text.hasPrefix("#available") && !text.hasPrefix("#unavailable")
            case .matchingPattern:
                return true
            }
        }
    }

    /// Whether `node` is an `if`, `guard` or `switch` choosing by the device, not the app's state.
    static func isDeviceChoice(_ node: Syntax) -> Bool {
        if let branch = node.as(IfExprSyntax.self) { return namesDevice(branch.conditions.trimmedDescription) }
        if let guardNode = node.as(GuardStmtSyntax.self) { return namesDevice(guardNode.conditions.trimmedDescription) }
        if let switchNode = node.as(SwitchExprSyntax.self) { return namesDevice(switchNode.subject.trimmedDescription) }
        return false
    }

    /// Whether a condition's text names the device (`UIDevice.current.userInterfaceIdiom == .pad`,
    /// `isPad`, `traitCollection.horizontalSizeClass`, an app's own `InterfaceIdiom.current()`).
    static func namesDevice(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return ["interfaceidiom", "ipad", "ispad", "isphone", "iphone", "horizontalsizeclass"].contains { lowered.contains($0) }
    }

    /// Whether `node`, an assignment, is under a choice by the device (each statement's condition
    /// read once, `deviceChoices`: many assignments under one long condition cost it once).
    func isUnderDeviceChoice(_ node: Syntax) -> Bool {
        var current = node.parent
        while let next = current, !next.is(FunctionDeclSyntax.self), !next.is(ClosureExprSyntax.self) {
            if choosesByDevice(next) { return true }
            current = next.parent
        }
        return false
    }

    /// Marks `root`, set at `node`, as under a choice by the device, and as set in the branch of one an
    /// iPhone does not take.
    func markDeviceChoice(_ root: inout WindowRoot, at node: Syntax) {
        root.isUnderDeviceChoice = isUnderDeviceChoice(node)
        root.isOnlyOnAnIPad = isLeftOutOnAnIPhone(node)
    }

    /// `isDeviceChoice`, each statement's condition read once.
    func choosesByDevice(_ node: Syntax) -> Bool {
        guard node.is(IfExprSyntax.self) || node.is(GuardStmtSyntax.self) || node.is(SwitchExprSyntax.self) else { return false }
        if let known = deviceChoices[node.id] { return known }
        let chooses = Self.isDeviceChoice(node)
        deviceChoices[node.id] = chooses
        return chooses
    }
}

extension WindowRoot {
    /// Set at launch too, by the same coordinator in another method than `other` is (Zotero's
    /// coordinator `start()` shows the launch storyboard in a nested `showLaunchScreen()` while it
    /// waits and otherwise calls `showMainScreen(isLoggedIn:)`, which sets the root itself): a root
    /// the launch may set instead, or next. Either way the launch leads there, which the import says
    /// as an alternative. Not a delegate's: UIKit calls its launch methods in a known order, and a
    /// root one sets under a condition flow does not model (the Corona-Warn-App's `showUpdateOS()`
    /// under `#unavailable(iOS 14)`) is no alternative on the iPhone flow models.
    func isSetAtLaunchElsewhere(than other: WindowRoot) -> Bool {
        guard let setter = coordinator, setter == other.coordinator else { return false }
        return isSetAtLaunch && other.isSetAtLaunch && method != other.method && made != other.made
    }

    /// Set at launch by an object the delegate makes or calls (its coordinator's `start()`), where
    /// `other` is the delegate's own: Threema's delegate roots its onboarding on a first launch and
    /// otherwise makes the coordinator that roots the app's split. UIKit runs both pieces of code at
    /// launch, one after the other or in different branches; either way the launch leads there.
    func isSetAtLaunchByAnObject(besides other: WindowRoot) -> Bool {
        coordinator != nil && isSetByALaunchObject && other.coordinator == nil && isSetAtLaunch && other.isSetAtLaunch
            && made != other.made
    }

    /// Whether this root and `other` are set in different branches of one statement, so that the
    /// launch sets one or the other.
    func isAlternative(to other: WindowRoot) -> Bool {
        guard method == other.method, location.split(separator: ":").first == other.location.split(separator: ":").first
        else { return false }
        // Set in a closure the method keeps and hands on, where the launch's is set at once (Drrrible's
        // splash is given the closures rooting its main screen and its sign-in): where the launch goes next.
        if isInStoredClosure && !other.isInStoredClosure { return true }
        let theirs = Dictionary(other.branches.map { branch in
            (branch.split(separator: "#").first.map(String.init) ?? branch, branch)
        }, uniquingKeysWith: { first, _ in first })
        return branches.contains { branch in
            let statement = branch.split(separator: "#").first.map(String.init) ?? branch
            return theirs[statement].map { $0 != branch } ?? false
        }
    }
}

extension SourceIndex {
    /// The launch's other roots, `root`'s own and those of the assignments in other branches
    /// among `candidates`, each as the code makes it.
    /// One the same object sets in another method is named after that method (Mattermost's router:
    /// `loadConversationScene()` makes the side menu the root, where the launch's `loadLoginScene()` makes
    /// the sign-in the root; the segue had been named after the latter). One an object the delegate makes
    /// sets is named after the delegate's launch method, which chose to make it.
    func launchAlternatives(to root: WindowRoot, among candidates: [WindowRoot]) -> [LaunchAlternative] {
        var result: [LaunchAlternative] = []
        var seen: Set<CodeTrigger.Instantiation> = []
        let others = root.alternatives + candidates.flatMap { candidate -> [LaunchAlternative] in
            guard candidate.tabs.isEmpty else { return [] }
            let isLater = candidate.isSetAfterLaunchWork(besides: root)
            let method = (candidate.isSetAtLaunchElsewhere(than: root) || isLater) && !candidate.method.isEmpty ? candidate.method : nil
            let isElsewhere = candidate.isSetAtLaunchElsewhere(than: root) || candidate.isSetAtLaunchByAnObject(besides: root) || isLater
            if isElsewhere, candidate.heldIn == nil {
                // With the roots its own condition chooses among (Zotero's onboarding or main split).
                return [LaunchAlternative(made: candidate.made, location: candidate.location, method: method,
                                          isOnNewWindow: candidate.isOnNewWindow)]
                    + candidate.alternatives.map { alternative in
                        var named = alternative
                        named.method = named.method ?? method
                        return named
                    }
            }
            // (Held in a property, set in another method the launch may call instead: Delta Chat's welcome
            // screen in its sign-in navigation controller, beside its tab bar.)
            guard isElsewhere || candidate.isAlternative(to: root) else { return [] }
            guard let held = candidate.heldIn else {
                return [LaunchAlternative(made: candidate.made, location: candidate.location, method: method,
                                          isOnNewWindow: candidate.isOnNewWindow)]
            }
            // What a property holds (CovidCertificate's delegate's `navigationController`, set in the `else`
            // of its onboarding's `if`), when that is one controller, not a tab bar or a split it fills.
            guard let kept = resolvingHeld(candidate, in: held), kept.tabs.isEmpty, kept.split == nil, kept.swapping == nil
            else { return [] }
            return [LaunchAlternative(made: kept.made, location: candidate.location, method: method)]
        }
        for other in others {
            guard let resolved = resolvingFactory(of: other.made), seen.insert(resolved).inserted else { continue }
            result.append(LaunchAlternative(made: resolved, location: other.location, method: other.method,
                                            isOnNewWindow: other.isOnNewWindow))
        }
        return result
    }

    /// The launch's other roots as code segues of the scene it launches into (class `name`): each
    /// the root replaced, by the delegate's method.
    func launchAlternativeTriggers(of name: String) -> [CodeTrigger] {
        guard name == launchRootClass, let root = launchRoot else { return [] }
        return root.alternatives.map { alternative in
            var trigger = CodeTrigger(method: alternative.method ?? root.method, action: .replaceRoot(alternative.made),
                                      location: alternative.location)
            // On a new window a method makes again after the launch (eRouška's `setupInterface()`, also run
            // when the locale changes), what the old one's root presented is gone with it. (A launch method's
            // alternative is the root at launch, when nothing is presented yet.)
            trigger.dismissesWhatWasPresented = alternative.isOnNewWindow && !WindowRoot.launchMethods.contains(trigger.method)
            return trigger
        }
    }
}

extension SourceIndex {
    /// The roots `delegates` set in a method the delegate names as a target's (`#selector`,
    /// `@selector`: a notification's observer) that the launch does not run and no other class
    /// calls, or in the delegate's own methods that one calls (OsmAnd's scene delegate shows a launch
    /// screen; its `launchUpdateStateNotification:` observer calls `configureSceneState:`, which roots
    /// the map once its resources are ready). The system calls such a method as the app runs, so each
    /// root is one the app goes to from where it launches, as a launch alternative is, named after the
    /// target method. A method a screen calls (Seafile's `enterAccount:`) is that screen's move
    /// instead, however it reaches the delegate (a cast, a macro, a shared instance: read or not, the
    /// delegate names no selector of it); one UIKit calls on its own (`sceneWillResignActive(_:)`
    /// covering the app with a privacy screen, restored after) is no root a person goes on from; a
    /// root held in a property or given tabs here is left to the launch's reading.
    func rootsSetWhenTheSystemCalls(of delegates: [String], isRunAtLaunch: (String, String) -> Bool) -> [LaunchAlternative] {
        var result: [LaunchAlternative] = []
        for delegate in delegates {
            let lineage = lineage(of: delegate)
            let roots = lineage.flatMap(\.windowRoots)
            // A notification's observer of the app's resigning or going to the background (a privacy
            // screen, put back after) is no root a person goes on from.
            let targets = lineage.flatMap(\.selectorTargets).filter { target in
                let lowered = target.lowercased()
                return !lowered.contains("resign") && !lowered.contains("background")
            } + Self.eventCallbacks.filter { callback in roots.contains { $0.method == callback } }
            guard !targets.isEmpty, !roots.isEmpty else { continue }
            // The names other classes call (their calls' first selector piece, or a Swift method's base name).
            let calledByOthers = Set(classes.values.filter { $0.name != delegate }.flatMap(\.methodCalls).map(\.calleeName))
            for target in Set(targets).sorted() where !calledByOthers.contains(Self.baseName(target)) && !isRunAtLaunch(target, delegate) {
                let reached = ownMethodsReached(from: target, in: delegate)
                for root in roots where root.heldIn == nil && root.tabs.isEmpty && Self.isReached(root.method, in: reached) {
                    guard let made = resolvingFactory(of: root.made) else { continue }
                    result.append(LaunchAlternative(made: made, location: root.location, method: target))
                }
            }
        }
        return result
    }

    /// UIKit's calls of a delegate for what a person does outside the app (opens a link to it, taps
    /// a notification or a quick action, hands over an activity), as Swift names them: a root one sets
    /// (an OAuth sign-in's callback) is reached from the launch, as a target method's is.
    static let eventCallbacks = ["application(_:open:options:)", "scene(_:openURLContexts:)", "scene(_:continue:)",
                                 "application(_:continue:restorationHandler:)",
                                 "userNotificationCenter(_:didReceive:withCompletionHandler:)",
                                 "application(_:performActionFor:completionHandler:)",
                                 "windowScene(_:performActionFor:completionHandler:)"]

    /// The methods of class `name` a call of `method` runs: those Swift's calls reach
    /// (`ownMethods(of:reachedFrom:)`), and those Objective-C's messages to `self` reach.
    func ownMethodsReached(from method: String, in name: String) -> Set<String> {
        ownMethods(of: name, reachedFrom: [method])
    }
}
