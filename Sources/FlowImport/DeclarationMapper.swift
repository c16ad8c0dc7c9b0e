import FlowLang
import FlowVocabulary

/// One controller to one `scene`, `navigation`, `tabs`, `split`, `container`
/// or `pages` declaration: its members, its relationships and segues, the
/// unwind actions its class implements, and comments where flow cannot say
/// what the storyboard says.
struct DeclarationMapper {
    let controller: Controller
    let name: String
    let storyboardIndex: Int
    let linked: StoryboardSet
    let unwinds: UnwindActions
    /// Unwind selectors already explained in this file (one comment each).
    var explainedSelectors: Set<String>

    private(set) var warnings: [ImportWarning] = []
    /// The storyboards the declaration names a scene of that the file does not import yet (a scene an object
    /// keeps, MovesOnHeldScenes.swift), by index.
    private(set) var importsNeeded: Set<Int> = []
    private var members: [MemberSpec] = []
    private var children: [[String]] = []
    private var controlNames = NameAllocator()
    private var namedControls: [String: String] = [:]
    private var firedControls: Set<String> = []
    /// The methods `addMethodAction` has looked at: a method's steps are worked out once, whichever
    /// of its dismissals or pops comes first.
    private var methodActionsTried: Set<String> = []
    /// `accessibility` members, written after the scene's other members so that its segues stay aligned.
    private var accessibilityMembers: [MemberSpec] = []
    private var identifiers: Set<String> = []
    /// What each identifier's first control segue does (`transition(of:)`), for a repeat of it.
    private var controlTransitions: [String: SegueSpec] = [:]
    private var pendingAnchors: [(member: Int, anchorID: String, ownerID: String?, line: Int)] = []

    init(controller: Controller, name: String, storyboardIndex: Int, linked: StoryboardSet, unwinds: UnwindActions,
         explainedSelectors: Set<String>) {
        self.controller = controller
        self.name = name
        self.storyboardIndex = storyboardIndex
        self.linked = linked
        self.unwinds = unwinds
        self.explainedSelectors = explainedSelectors
    }

    private var path: String { linked.storyboards[storyboardIndex].path }

    /// What the code's makings of this scene are known by: its storyboard identifier, else its class.
    private var makingKey: String? {
        controller.storyboardIdentifier ?? controller.customClass.map(FlowNames.className)
    }

    /// What previews this storyboard scene in a context menu, if anything does.
    private var contextMenuPreviewer: ContextMenuPreviewer? {
        guard controller.codeLocation == nil, let key = makingKey,
              let previewer = unwinds.sources.contextMenuPreviewers[key],
              previewer.previews(storyboard: linked.storyboards[storyboardIndex].name) else { return nil }
        return previewer
    }

    /// Whether a method this scene's class inherits from one of the app's classes performs `segue`, and a
    /// scene of another class inheriting it has that segue: the shared code performs it where it exists,
    /// under a condition the import does not read. passforios's add and edit screens share
    /// `PasswordEditorTableViewController`, whose row selection performs `deletePasswordSegue` for the
    /// delete row only the edit screen has; the add screen would raise, but never has the row.
    private func inheritsSharedSegue(_ segue: String) -> Bool {
        guard let custom = controller.customClass.map(FlowNames.className) else { return false }
        let sources = unwinds.sources
        let performing = Set(sources.lineage(of: custom).dropFirst().filter { ancestor in
            ancestor.codeTriggers.contains { trigger in
                if case .performSegue(segue) = trigger.action { return true } else { return false }
            }
        }.map(\.name))
        guard !performing.isEmpty else { return false }
        return linked.someScene(hasSegue: segue) { other in
            sources.lineage(of: FlowNames.className(other)).contains { performing.contains($0.name) }
        }
    }

    /// The presenters' methods that dismiss this scene later (PresenterDismissals.swift).
    private var dismissingPresenters: [DismissingPresenter] {
        guard let key = makingKey else { return [] }
        let storyboard = linked.storyboards[storyboardIndex].name
        return (unwinds.sources.dismissingPresenters[key] ?? []).filter { $0.dismisses(inStoryboard: storyboard) }
    }

    /// Each presenter's later dismissal of this scene, a segue named after its method that the
    /// explorer fires and a script performs: `segue "RootsTableViewController.documentPicker" { dismiss }`.
    private mutating func addPresenterDismissals() {
        for presenter in dismissingPresenters {
            let method = presenter.method.hasSuffix(")") ? presenter.method : presenter.method + "()"
            members.append(.comment("code: \(method) presents this scene and dismisses it later, from a closure or a "
                + "block (\(presenter.location)); fire it with perform \"\(presenter.method)\""))
            members.append(.segue(SegueSpec(trigger: .manual(presenter.method), kind: .action, destination: [],
                                            actionSteps: [.dismiss])))
        }
    }

    /// The declaration, with the comments that go before it.
    mutating func map() -> (before: [String], declaration: TypeSpec) {
        var kind = typeKind()
        var before: [String] = []
        // The stack a navigation controller subclass made in code begins as it is made (NavigationSubclassStacks.swift).
        let begun = controller.kind == .navigation
            ? controller.customClass.flatMap { unwinds.sources.stack(ofNavigationClass: FlowNames.className($0)) } : nil
        switch controller.kind {
        case .hosting where controller.hostedView != nil:
            before.append("SwiftUI: a UIHostingController of " + (controller.hostedView ?? "")
                          + (controller.codeLocation.map { " (\($0))" } ?? ""))
        case .hosting:
            before.append(warn(controller.element, controller.line,
                               "a SwiftUI hosting controller: its content is SwiftUI code, which flow does not model"))
        case .page where controller.codeLocation != nil:
            before.append("made in code: \(controller.customClass ?? controller.id)(…), a page view controller with the pages "
                          + "its code gives it (" + (controller.codeLocation ?? "") + ")")
        case .page:
            before.append("a page view controller: UIKit gets its pages from a data source in code; list them here by hand")

        case .plain where !controller.childSwaps.isEmpty:
            before.append("the window's root: \(controller.userLabel ?? controller.id), a UIViewController() the code "
                          + "gives one child at a time (" + (controller.codeLocation ?? "") + ")")
        case .plain where controller.codeLocation != nil:
            before.append("made in code: \(controller.customClass ?? controller.id)(…) (" + (controller.codeLocation ?? "") + ")")
        case .navigation where controller.codeLocation != nil && controller.customClass != nil:
            let custom = controller.customClass ?? ""
            before.append("made in code: \(custom)(…) (" + (controller.codeLocation ?? "") + "), a navigation controller whose stack "
                          + (begun.map { "its \($0.method)() begins (\($0.location))" } ?? "its code begins"))
        case .navigation where controller.codeLocation != nil:
            before.append("made in code: a navigation controller around what the code shows in it ("
                          + (controller.codeLocation ?? "") + ")")
        case .tabBar where controller.codeLocation != nil && controller.customClass != nil:
            before.append("made in code: \(controller.customClass ?? controller.id)(…), a tab bar controller with the tabs "
                          + "its code gives it (" + (controller.codeLocation ?? "") + ")")
        case .tabBar where controller.codeLocation != nil && controller.id.hasPrefix(CodeScreens.keptTabBarPrefix):
            before.append("made in code: UIKit's tab bar controller \(controller.id.dropFirst(CodeScreens.keptTabBarPrefix.count)) "
                          + "keeps, with the tabs the code gives it (" + (controller.codeLocation ?? "") + ")")
        case .tabBar where controller.codeLocation != nil:
            before.append("made in code: UIKit's tab bar controller, the window's root, with the tabs the code gives it ("
                          + (controller.codeLocation ?? "") + ")")
        case .plain, .navigation, .tabBar, .split, .reference:
            break
        }
        if let place = controller.rootSetInCode {
            before.append("its root: the first of the stack the code sets on it (\(place))")
        }
        if let previewer = contextMenuPreviewer {
            before.append("a context menu's preview: \(previewer.method) (\(previewer.location)) shows it over the "
                          + "menu, on no stack of the app's, so no path reaches it")
            before.append("flow: allow W101")
        }
        addProperties()
        for (position, segue) in controller.segues.enumerated() {
            if linked.cyclicRelationships[storyboardIndex].contains("\(controller.id)#\(position)") {
                members.append(.comment(warn("segue", segue.line, "this relationship would make the controller "
                    + "contain itself; omitted")))
                continue
            }
            add(segue, containerKind: kind)
        }
        addChildSwaps()
        resolveAnchors()
        putPrimaryFirst()
        addColumnStyle()
        addDiscardingDelegate()
        addRefusedTabs()
        if let custom = controller.customClass {
            for action in unwinds.actions(ofClass: custom) { members.append(.unwind(action)) }
            for note in unwinds.overrideNotes(ofClass: custom) { members.append(.comment(note)) }
            // A variant of a container made with different children adds those of its making.
            let triggers = unwinds.sources.codeTriggers(of: FlowNames.className(custom))
                + controller.givenChildren.map { CodeTrigger(method: "init", action: .addChild($0), location: controller.codeLocation ?? "") }
            // What the class inherits from the app's extensions of UIKit and never calls, nor connects a
            // control to, moves nothing of its own (UIKitExtensionMethods.swift).
            let uncalled = unwinds.sources.uncalledMethodsOfUIKitExtensions(of: FlowNames.className(custom))
                .subtracting(controller.actions.map(\.method))
            // What a navigation controller subclass pushes as it is made is its root, not a move, and
            // what only its screens' closures call is theirs (NavigationSubclassStacks.swift).
            addCodeTriggers(triggers.filter { !uncalled.contains($0.method) && begun?.leavesOut($0) != true })
            linkActions(triggers)
        } else {
            // The SwiftUI view the app launches into gets what the launch scene gets: the moves over the
            // app (Nextcloud Notes' `NotesPresenter` presenting the editor on the top controller) and the
            // launch's other roots.
            addCodeTriggers(unwinds.sources.codeTriggers(ofScene: controller))
        }
        addPresenterDismissals()
        // A storyboard's page view controller given no page: those its code makes by identifier.
        if controller.kind == .page, controller.codeLocation == nil, children.isEmpty, let custom = controller.customClass {
            children = pagesByIdentifier(of: FlowNames.className(custom))
            if !children.isEmpty, let index = before.firstIndex(where: { $0.hasPrefix("a page view controller:") }) {
                before[index] = "a page view controller: its code makes these pages from the storyboard by identifier "
                    + "(\(custom)), which its data source hands UIKit"
            }
        }
        addLibraryPagesByIdentifier()
        // Children the code adds as it loads make a custom container of a plain scene.
        if kind == .scene, members.contains(where: embedsAChild) {
            kind = .container
        }
        return (before, TypeSpec(kind: kind, name: name, children: children, members: members + accessibilityMembers))
    }

    /// The methods swapping the child of a plain view controller the app keeps as the window's
    /// root (ContainersSwappingChildren.swift): each a code segue taking off whichever child is
    /// there and embedding its own, named after the method (and past the first of a method, the
    /// child: `showHome (TabBarController)`).
    private mutating func addChildSwaps() {
        var swapped: [[String]] = controller.segues.filter { $0.kind == "embed" }.compactMap { segue in
            if case .name(let target) = linked.target(of: segue.destination, in: storyboardIndex) { return target } else { return nil }
        }
        var swaps: [(swap: ChildSwap, child: [String])] = []
        for swap in controller.childSwaps {
            guard case .name(let child) = linked.target(of: swap.destination, in: storyboardIndex) else { continue }
            swaps.append((swap, child))
            if !swapped.contains(child) { swapped.append(child) }
        }
        var named: Set<String> = []
        for (swap, child) in swaps {
            var segueName = swap.method
            if !named.insert(segueName).inserted {
                segueName = "\(swap.method) (\(child.last ?? ""))"
                guard named.insert(segueName).inserted else { continue }
            }
            let shown = child.joined(separator: ".")
            let method = swap.method.hasSuffix(")") ? swap.method : swap.method + "()"
            members.append(.comment("code: \(method) makes \(shown) its child in place of the one before (\(swap.location)); "
                + "fire it with perform \"\(segueName)\""))
            let steps = swapped.map { SegueSpec.ActionStep.unembedIfAlive($0) } + [.embed(child, in: [name])]
            members.append(.segue(SegueSpec(trigger: .manual(segueName), kind: .action, destination: [], actionSteps: steps)))
        }
    }

    /// `select TAB when false` for each tab a tab bar controller subclass's own
    /// `tabBarController(_:shouldSelect:)` refuses whatever else holds (RefusedTabs.swift).
    private mutating func addRefusedTabs() {
        guard controller.kind == .tabBar, let custom = controller.customClass else { return }
        for refused in unwinds.sources.lineage(of: FlowNames.className(custom)).flatMap(\.refusedTabs) {
            let tab: [String]?
            switch refused {
            case .index(let index): tab = index < children.count ? children[index] : nil
            case .ofClass(let type): tab = linked.scene(.instance(of: type), from: storyboardIndex).flatMap { children.contains($0) ? $0 : nil }
            }
            guard let tab, !members.contains(.refusesTab(tab)) else { continue }
            members.append(.comment("code: its tabBarController(_:shouldSelect:) answers false for \(tab.joined(separator: ".")): "
                + "a person's tap never selects it"))
            members.append(.refusesTab(tab))
        }
    }

    /// `discard secondary` for a split view whose delegate discards the secondary as it collapses
    /// (SplitDelegates.swift); the launch storyboard's initial split is the one an app's delegate takes.
    private mutating func addDiscardingDelegate() {
        guard controller.kind == .split else { return }
        let storyboard = linked.storyboards[storyboardIndex]
        let isLaunchRoot = storyboard.initialControllerID == controller.id && storyboard.name == unwinds.sources.launchStoryboard
        let secondaryIsNavigation = members.contains { member in
            guard case .relationship(.secondary, let target, _) = member else { return false }
            return linked.kind(of: target, from: storyboardIndex) == .navigation
        }
        guard unwinds.sources.discardsSecondary(splitClass: controller.customClass.map(FlowNames.className),
                                                isLaunchRoot: isLaunchRoot, secondaryIsNavigation: secondaryIsNavigation)
        else { return }
        members.append(.comment("code: its delegate's splitViewController(_:collapseSecondary:onto:) may return true: "
            + "collapsed, the split keeps its primary alone"))
        members.append(.discardSecondary)
    }

    /// A column-style split view (Interface Builder's `style` or
    /// `allowDoubleColumnStyle`): `columns`, unless a supplementary or compact
    /// column says so already, and its preferred display mode.
    private mutating func addColumnStyle() {
        guard controller.kind == .split, let style = controller.splitStyle else { return }
        let triple = members.contains { if case .relationship(.supplementary, _, _) = $0 { return true } else { return false } }
        let compact = members.contains { if case .relationship(.compact, _, _) = $0 { return true } else { return false } }
        if !triple && !compact { members.insert(.columns(style == "tripleColumn" ? "triple" : "double"), at: 0) }
        let modes = ["beside": triple ? "twoBesideSecondary" : "oneBesideSecondary",
                     "overlay": triple ? "twoOverSecondary" : "oneOverSecondary",
                     "displace": "twoDisplaceSecondary", "secondaryOnly": "secondaryOnly",
                     "oneBesideSecondary": "oneBesideSecondary", "oneOverSecondary": "oneOverSecondary",
                     "twoBesideSecondary": "twoBesideSecondary", "twoOverSecondary": "twoOverSecondary",
                     "twoDisplaceSecondary": "twoDisplaceSecondary"]
        if let written = controller.preferredDisplayMode, let mode = modes[written],
           triple || (SplitDisplayMode(rawValue: mode)?.columnsWithSecondary ?? 2) < 2 {
            members.insert(.display(mode), at: 0)
        }
    }

    /// `--sources`: the calls in the class's methods that move between
    /// scenes (CodeTriggers.swift). A presentation of a scene instantiated by
    /// storyboard identifier becomes a manual segue named after its method,
    /// which a script fires with `perform "method"`; a push is the method's code
    /// (`segue "postTapped" { push PostDetail }`), which, as
    /// `navigationController?.pushViewController`, does nothing where the scene is in no
    /// navigation controller; the rest — a segue the code performs, a dismissal, a
    /// pop — a comment saying where.
    private mutating func addCodeTriggers(_ triggers: [CodeTrigger]) {
        var named: Set<String> = []
        for member in members {
            if case .segue(let segue) = member, case .manual(let identifier) = segue.trigger { named.insert(identifier) }
        }
        // Presentations over the app: one segue per controller, however many places present it.
        let overTheAppCounts = Dictionary(grouping: triggers.filter(\.overTheApp), by: \.action.made).mapValues(\.count)
        var overTheAppShown: Set<CodeTrigger.Instantiation?> = []
        for trigger in triggers {
            let method = trigger.method.hasSuffix(")") ? trigger.method : trigger.method + "()"
            if trigger.overTheApp, !overTheAppShown.insert(trigger.action.made).inserted { continue }
            // UIKit's restoration class method makes the controller it restores, no move of a person's
            // (SWRevealViewController's `+viewControllerWithRestorationIdentifierPath:coder:`, instantiating an
            // identifier its app's storyboard need not have; it runs only where the app restores state).
            if Self.isRestorationClassMethod(trigger.method) { continue }
            var kind: SegueKind
            let made: CodeTrigger.Instantiation
            var pushes = false
            switch trigger.action {
            case .performSegue(let segue):
                // UIKit's "Receiver (…) has no segue with identifier": a crash on the device.
                if !controller.segues.contains(where: { $0.identifier == segue }),
                   !(controller.customClass.map { linked.someScene(ofClass: $0, hasSegue: segue) } ?? false),
                   !inheritsSharedSegue(segue) {
                    members.append(.comment(warn(controller.element, controller.line,
                        "code performs segue \"\(segue)\" on \(name) (\(method), \(trigger.location)), which has no segue "
                        + "with that identifier: UIKit raises 'Receiver has no segue with identifier' there")))
                    continue
                }
                if controller.segues.contains(where: { $0.identifier == segue }) {
                    members.append(.comment("code: \(method) performs segue \"\(segue)\" (\(trigger.location))"))
                }
                continue
            case .dismiss:
                members.append(.comment("code: \(method) dismisses (\(trigger.location))"))
                addMethodAction(trigger, step: dismissStep(trigger), triggers: triggers, named: &named)
                continue
            case .pop:
                members.append(.comment("code: \(method) pops its navigation controller (\(trigger.location))"))
                addMethodAction(trigger, step: .pop, triggers: triggers, named: &named)
                continue
            case .popToRoot:
                members.append(.comment("code: \(method) pops its navigation controller to its root (\(trigger.location))"))
                addMethodAction(trigger, step: .popToRoot, triggers: triggers, named: &named)
                continue
            case .selectTab(let index):
                members.append(.comment("code: \(method) selects its tab bar's tab \(index + 1) (\(trigger.location))"))
                addMethodAction(trigger, step: .select(index + 1), triggers: triggers, named: &named)
                continue
            case .present(let scene): kind = .present; made = scene
            case .show(let scene): kind = .show; made = scene
            case .push(let scene): kind = .show; made = scene; pushes = true
            case .detail(let scene): kind = .detail; made = scene
            case .instantiate(let scene): kind = .present; made = scene
            case .addChild(let child):
                addChild(child, trigger: trigger)
                continue
            case .page(let page):
                // A page view controller's own page is one of its pages (a storyboard's scene setting its
                // first page in code: Eurofurence's tutorial); another's is embedded where that one is.
                if controller.kind == .page {
                    if let destination = linked.scene(page, from: storyboardIndex), !children.contains(destination) {
                        children.append(destination)
                    }
                } else {
                    addChild(page, trigger: trigger, asPage: true)
                }
                continue
            case .handedOver(let scene): kind = .show; made = scene
            case .replaceRoot(let scene):
                addRootReplacement(scene, trigger: trigger, triggers: triggers, named: &named)
                continue
            case .searchResults(let results):
                addSearchResults(results, trigger: trigger)
                continue
            }
            guard let destination = linked.scene(made, from: storyboardIndex) else {
                if made.identifier != nil, !linked.declares(made) {
                    // UIKit's "Storyboard doesn't contain a view controller with identifier": a crash.
                    members.append(.comment(warn(controller.element, controller.line,
                        "code instantiates \(made.description) (\(method), \(trigger.location)), which no storyboard of the "
                        + "import declares: UIKit raises 'Storyboard doesn't contain a view controller with identifier' there")))
                } else {
                    members.append(.comment("code: \(method) instantiates \(made.description), which no storyboard imported with this one "
                        + "declares (\(trigger.location))"))
                }
                continue
            }
            // A controller handed over is shown by the controller; a container cannot be pushed, so
            // it is presented (DuckDuckGo's settings present the feedback navigation controller).
            if case .handedOver = trigger.action, let destinationKind = linked.kind(of: destination, from: storyboardIndex),
               [.navigation, .tabBar, .split].contains(destinationKind) {
                kind = .present
            }
            // Made and handed on, and shown by this class as a page or a child (NetNewsWire's factory
            // of the web view its article page view controller shows): that page, not a presentation.
            if case .instantiate = trigger.action, triggers.contains(where: { other in
                switch other.action {
                case .page(let shown), .addChild(let shown): return linked.scene(shown, from: storyboardIndex) == destination
                default: return false
                }
            }) {
                members.append(.comment("code: \(method) makes \(destination.joined(separator: ".")), which this scene shows "
                    + "as its own (\(trigger.location))"))
                continue
            }
            // A class's own factory (`static func instantiate() -> Self`, or one returning a navigation
            // controller made around a new one, `UINavigationController(rootViewController: Self())`):
            // where it is shown is its callers' business (their triggers, once the factory is read); a
            // segue to itself would never fire, and one to its own navigation controller would stack
            // copies of the scene for ever (OnionBrowser's `HistoryViewController.instantiate()`). So too
            // a provider's factory making the screen that holds the provider (OsmAnd's
            // `AisTrackerPlugin.getSettingsController()`, making the settings screen the plugin is
            // given to): what it makes is shown by whoever asks the provider, not by itself.
            let isHandedOn = switch trigger.action {
            case .instantiate, .handedOver: true
            default: false
            }
            if isHandedOn,
               destination == [name] || made.inNavigation && linked.scene(made.withoutNavigation, from: storyboardIndex) == [name] {
                members.append(.comment("code: \(method) makes this scene (\(trigger.location))"))
                continue
            }
            // Another controller a type method makes (Sileo's `static func viewController(native:)` of
            // one package screen, returning the other): no instance of this class shows it; its callers do.
            if case .instantiate = trigger.action, trigger.isMadeByTypeMethod {
                members.append(.comment("code: \(method), a type method, makes \(destination.joined(separator: ".")) "
                    + "for its callers (\(trigger.location))"))
                continue
            }
            // Made and kept by this screen, shown through code the import does not read: its child
            // (ControllersKept.swift).
            if case .instantiate(let kept) = trigger.action, controller.kind == .plain || controller.kind == .hosting,
               trigger.isKeptByItsMaker(among: triggers) {
                addChild(kept, trigger: trigger, kept: true)
                continue
            }
            // Pushed onto a navigation controller a library's container holds, not this scene's own (ContainerSlots.swift).
            let pushedOnto = pushes ? trigger.onto.flatMap { linked.scene($0, from: storyboardIndex) } : nil
            // Presented or shown on a scene an object keeps, not from this one (MovesOnHeldScenes.swift), wherever
            // its storyboard is: this file imports it then.
            let heldOn = pushes ? nil : trigger.onto.flatMap { $0.ofClass }.flatMap { linked.scene(ofClass: $0, from: storyboardIndex) }
            let shownOn = heldOn?.scene
            if let held = heldOn, held.storyboard != storyboardIndex, !linked.imports[storyboardIndex].contains(held.storyboard) {
                importsNeeded.insert(held.storyboard)
            }
            // A method that shows several controllers shows them in branches (a switch over
            // account types, a table's rows): each is a segue of its own, named after the
            // method and, past the first, the controller (`presentController (CloudKitAccount)`).
            let shown = destination.joined(separator: ".")
            var segueName = trigger.method
            if named.contains(segueName) {
                segueName = "\(trigger.method) (\(destination.last ?? shown))"
                guard !named.contains(segueName) else {
                    members.append(.comment("code: \(method) also shows \(shown) (\(trigger.location))"))
                    continue
                }
            }
            named.insert(segueName)
            if trigger.overTheApp, trigger.onWindowRoot, kind == .present, let navigation = NavigateKind(rawValue: kind.rawValue) {
                // On the window's root, not on top: a second while the first shows is refused, as UIKit does
                // ("which is already presenting"), where firing it on the copy it presented stacked copies.
                members.append(.comment("code: \(method) presents \(shown) on the window's root (\(trigger.location)); "
                    + "flow presents it on the first \(name), where the app launches: fire it with perform \"\(segueName)\""))
                members.append(.segue(SegueSpec(trigger: .manual(segueName), kind: .action, destination: [],
                                                actionSteps: [.navigateOn(navigation, destination, on: [name], instance: 1,
                                                                          style: Self.codeStyle(of: trigger))])))
                continue
            }
            if trigger.overTheApp {
                let others = (overTheAppCounts[trigger.action.made] ?? 1) - 1
                let elsewhere = others == 0 ? "" : others == 1 ? ", as one more place does" : ", as \(others) more places do"
                let move = kind == .present ? "presents \(shown) over" : "shows \(shown) in"
                members.append(.comment("code: \(method) \(move) whatever is on screen (\(trigger.location))"
                    + "\(elsewhere); flow \(kind == .present ? "presents" : "shows") it from here, where the app launches: "
                    + "fire it with perform \"\(segueName)\""))
            } else if case .instantiate = trigger.action {
                // What the code does with it is not followed: presented here, so that it can be reached.
                members.append(.comment("code: \(method) instantiates \(shown) and hands it on "
                    + "(\(trigger.location)); flow presents it: fire it with perform \"\(segueName)\""))
            } else if pushes, let stack = wholeStack(trigger, top: destination) {
                let listed = stack.map { $0.joined(separator: ".") }.joined(separator: ", ")
                members.append(.comment("code: \(method) makes [\(listed)] its navigation controller's whole stack "
                    + "(\(trigger.location)); fire it with perform \"\(segueName)\""))
                members.append(.segue(SegueSpec(trigger: .manual(segueName), kind: .action, destination: [],
                                                actionSteps: [.setStack(stack, animated: trigger.setsStack?.animated ?? false)])))
                continue
            } else if pushes, let onto = pushedOnto {
                members.append(.comment("code: \(method) pushes \(shown) onto \(onto.joined(separator: ".")) (\(trigger.location)); "
                    + "fire it with perform \"\(segueName)\""))
            } else if let holder = shownOn, holder != [name], let navigation = NavigateKind(rawValue: kind.rawValue) {
                let verb = kind == .present ? "presents" : "shows"
                members.append(.comment("code: \(method) \(verb) \(shown) on \(holder.joined(separator: ".")), which an object keeps "
                    + "(\(trigger.location)); fire it with perform \"\(segueName)\""))
                members.append(.segue(SegueSpec(trigger: .manual(segueName), kind: .action, destination: [],
                                                actionSteps: [.navigateOn(navigation, destination, on: holder,
                                                                          style: Self.codeStyle(of: trigger))])))
                continue
            } else {
                let verb = pushes ? "pushes" : kind == .present ? "presents" : "shows"
                members.append(.comment("code: \(method) \(verb) \(shown) (\(trigger.location)); fire it with perform \"\(segueName)\""))
            }
            // A push is code, not a segue: no prepare(for:sender:), and nothing happens where the scene is in no
            // navigation controller (`navigationController?` is nil), where a `show` segue would present modally.
            if pushes, !trigger.overTheApp {
                let popFirst: [SegueSpec.ActionStep] = switch trigger.popsFirst {
                case .pop: [.pop]
                case .popToRoot: [.popToRoot]
                case nil: []
                }
                let push: SegueSpec.ActionStep = pushedOnto.map { .pushOn(destination, on: $0) } ?? .push(destination)
                members.append(.segue(SegueSpec(trigger: .manual(segueName), kind: .action, destination: [],
                                                actionSteps: popFirst + [push])))
                continue
            }
            var spec = SegueSpec(trigger: .manual(segueName), kind: kind, destination: destination)
            // The style the code presents it in (`modalPresentationStyle = .fullScreen`), when flow models it.
            // Not a popover: its anchor is what the code gives its presentation controller (a source
            // view, a bar button), no control of a scene's that a segue could name.
            if let style = Self.codeStyle(of: trigger) { spec.options.append(.style(style)) }
            members.append(.segue(spec))
        }
    }

    /// A library's paging container given no page (ICViewPager's `ViewPagerController`, whose Objective-C
    /// subclass keeps what it makes by identifier, `self.updates = [self.storyboard
    /// instantiateViewControllerWithIdentifier:@"UpdatesViewController"]`, and hands it out from its data
    /// source's `viewPager:contentViewControllerForTabAtIndex:`): the scenes its code names by storyboard
    /// identifier, each embedded, as the pages a Swift subclass makes are (iNaturalist's news and
    /// project tabs).
    private mutating func addLibraryPagesByIdentifier() {
        guard controller.kind == .plain, let custom = controller.customClass,
              unwinds.sources.isLibraryPager(FlowNames.className(custom)), !members.contains(where: embedsAChild) else { return }
        for page in pagesByIdentifier(of: FlowNames.className(custom)) {
            members.append(.comment("code: \(custom) makes \(page.joined(separator: ".")) by its storyboard identifier, a page "
                + "its paging library's data source hands out; embedded here, where that library's page view controller is"))
            members.append(.relationship(.embed, page, identifier: nil))
        }
    }

    /// The scenes the string literals of class `name` (and its app superclasses) name by storyboard
    /// identifier, in the order its code writes them, the page view controller itself left out
    /// (PagesByIdentifier.swift).
    private func pagesByIdentifier(of name: String) -> [[String]] {
        var pages: [[String]] = []
        // Not what the class's own code presents, pushes or makes the root (a walkthrough's done, the
        // app's tab bar), by identifier.
        var seen = Set(unwinds.sources.codeTriggers(of: name).compactMap { trigger -> String? in
            switch trigger.action {
            case .present(let made), .show(let made), .detail(let made), .push(let made), .replaceRoot(let made):
                return made.identifier
            case .performSegue, .instantiate, .dismiss, .pop, .popToRoot, .addChild, .page, .handedOver, .searchResults,
                 .selectTab:
                return nil
            }
        })
        for literal in unwinds.sources.lineage(of: name).flatMap(\.identifierLiterals) where seen.insert(literal).inserted {
            guard linked.declares(CodeTrigger.Instantiation(storyboard: nil, identifier: literal)),
                  let scene = linked.scene(CodeTrigger.Instantiation(storyboard: nil, identifier: literal), from: storyboardIndex),
                  scene != [self.name], !pages.contains(scene) else { continue }
            pages.append(scene)
        }
        return pages
    }

    /// The scenes of the whole stack a push sets (StackReplacements.swift), its top `top`, the push's
    /// destination as resolved; nil when it sets none or one of the others is no scene imported with this one.
    private func wholeStack(_ trigger: CodeTrigger, top: [String]) -> [[String]]? {
        guard let set = trigger.setsStack, !set.controllers.isEmpty else { return nil }
        var scenes: [[String]] = []
        for made in set.controllers.dropLast() {
            guard let scene = linked.scene(made, from: storyboardIndex) else { return nil }
            scenes.append(scene)
        }
        return scenes + [top]
    }

    /// `window.rootViewController = X` in a method (a sign-in done): a segue named after the method,
    /// `segue "didSignIn" { set window.rootViewController = Main }`, which a script fires with `perform`.
    private mutating func addRootReplacement(_ made: CodeTrigger.Instantiation, trigger: CodeTrigger, triggers: [CodeTrigger],
                                             named: inout Set<String>) {
        let method = trigger.method.hasSuffix(")") ? trigger.method : trigger.method + "()"
        guard let destination = linked.scene(made, from: storyboardIndex) else {
            members.append(.comment("code: \(method) makes \(made.description) the window's root, which no storyboard imported "
                + "with this one declares (\(trigger.location))"))
            return
        }
        let shown = destination.joined(separator: ".")
        var segueName = trigger.method
        if named.contains(segueName) { segueName = "\(trigger.method) (\(destination.last ?? shown))" }
        // The same root from two calls of one method (Mastodon's account list, after removing an
        // account and after choosing one) is one segue.
        let replacesAlready = members.contains { member in
            guard case .segue(let spec) = member, spec.actionSteps.last == .setRoot(destination),
                  case .manual(let name) = spec.trigger else { return false }
            return name == trigger.method || name.hasPrefix(trigger.method + " (")
        }
        guard !replacesAlready, named.insert(segueName).inserted else {
            members.append(.comment("code: \(method) also makes \(shown) the window's root (\(trigger.location))"))
            return
        }
        members.append(.comment("code: \(method) makes \(shown) the window's root (\(trigger.location)); "
            + "fire it with perform \"\(segueName)\""))
        // A method that also dismisses (a sign-in sheet's `navigationController?.dismiss(animated: true)`,
        // then the delegate's root replaced: Siskin's account setup), itself or through a method of the
        // class's it calls (Siskin's `dismissView()`), closes what is presented first: on a screen
        // presenting nothing, UIKit's dismissal does nothing.
        let ownCallees = Set(controller.customClass.map(FlowNames.className).map { unwinds.sources.lineage(of: $0) }?
            .flatMap(\.methodCalls).filter { call in
                call.caller == trigger.method && call.receiverType == nil && call.receiverProperty == nil
            }.map(\.calleeName) ?? [])
        // So too a window's helper that dismisses what the old root presented (WindowRootHelpers.swift).
        let dismisses = trigger.dismissesWhatWasPresented || triggers.contains { other in
            if case .dismiss = other.action { return other.method == trigger.method || ownCallees.contains(other.method) }
            return false
        }
        members.append(.segue(SegueSpec(trigger: .manual(segueName), kind: .action, destination: [],
                                        actionSteps: (dismisses ? [.dismiss] : []) + [.setRoot(destination)])))
    }

    /// A screen made in code has no control Interface Builder connects: its method whose only move
    /// is one dismissal or one pop (About's `doneTapped()` calling its coordinator, which
    /// dismisses) is an action a script fires by the method's name, `segue "doneTapped" { dismiss }`,
    /// as a control's is (`linkDismissal`). So is the method of a storyboard's plain scene that none
    /// of its controls is connected to: something else calls it — a callback (Nextcloud Notes' text
    /// viewer dismisses itself when its web page posts a message, in WebKit's
    /// `userContentController(_:didReceive:)`; NetNewsWire's image viewer when its scroll view
    /// reports a swipe), a gesture or a notification — and without it the explorer would call the
    /// screen one that cannot be dismissed. A method a control is connected to is that control's
    /// action (`linkDismissal`). A container's such method keeps its comment: what it pops or
    /// dismisses is usually a child's (Pocket Casts' tab bar popping its selected tab's stack).
    ///
    /// A method whose moves are all such steps does each in turn (Simplenote's `dismissEditor:`
    /// dismissing what the editor presents, then popping to the list), or, where a dismissal and a
    /// pop are alternatives, either, pushed or not, as a control's (`linkDismissalOrPop`).
    private mutating func addMethodAction(_ trigger: CodeTrigger, step: SegueSpec.ActionStep, triggers: [CodeTrigger],
                                          named: inout Set<String>) {
        let madeInCode = controller.id.hasPrefix("code:")
        let unconnected = controller.kind == .plain && !controller.actions.contains { $0.method == trigger.method }
        guard madeInCode || unconnected, !named.contains(trigger.method), methodActionsTried.insert(trigger.method).inserted
        else { return }
        let own = triggers.filter { $0.method == trigger.method }
        var steps = [step]
        if own.count > 1 {
            guard let backSteps = backSteps(own, scene: [name]) else { return }
            steps = backSteps
        }
        named.insert(trigger.method)
        members.append(.segue(SegueSpec(trigger: .manual(trigger.method), kind: .action, destination: [], actionSteps: steps)))
    }

    /// A dismissal's step: of what the scene presents when it is the one class the code's guard names
    /// (GuardedDismissals.swift), where that class is a scene imported with this one; else a plain one.
    private func dismissStep(_ trigger: CodeTrigger) -> SegueSpec.ActionStep {
        guard let type = trigger.dismissesOnly,
              let presented = linked.scene(.instance(of: FlowNames.className(type)), from: storyboardIndex) else { return .dismiss }
        return .dismissIfPresenting(presented, by: [name])
    }

    /// The step a dismissal or a pop is (in source order, as the reader found them), nil for other moves.
    private func backStep(_ trigger: CodeTrigger) -> SegueSpec.ActionStep? {
        switch trigger.action {
        case .dismiss: return dismissStep(trigger)
        case .pop: return .pop
        case .popToRoot: return .popToRoot
        case .performSegue, .present, .show, .detail, .push, .instantiate, .addChild, .page, .handedOver, .replaceRoot,
             .searchResults, .selectTab:
            return nil
        }
    }

    /// Whether `member` embeds a child in this scene: from the start, or by an action (a child added when the size changes).
    private func embedsAChild(_ member: MemberSpec) -> Bool {
        if case .relationship(.embed, _, _) = member { return true }
        guard case .segue(let spec) = member else { return false }
        return spec.actionSteps.contains { step in
            if case .embedIfAbsent(_, let container) = step { return container == [name] } else { return false }
        }
    }

    /// The style a presentation's code gives it (`modalPresentationStyle = .fullScreen`), when flow models
    /// it: not a popover, whose anchor is what the code gives its presentation controller.
    static func codeStyle(of trigger: CodeTrigger) -> String? {
        guard case .present(let made) = trigger.action, let written = made.presentationStyle, written != "popover",
              Vocabulary.presentationStyles.contains(written) else { return nil }
        return written
    }

    /// Whether `method` is `UIViewControllerRestoration`'s class method, as Objective-C's first selector
    /// piece or Swift's selector.
    static func isRestorationClassMethod(_ method: String) -> Bool {
        method == "viewControllerWithRestorationIdentifierPath" || method.hasPrefix("viewController(withRestorationIdentifierPath:")
    }

    /// The methods in which a child the code adds is there from the start, as
    /// a storyboard's embedded child is: the controller's own loading.
    static let loadingMethods: Set<String> = ["viewDidLoad", "loadView", "init", "awakeFromNib", "viewWillAppear"]

    /// `addChild(vc)` in code: a child embedded (`embed X`), making the scene a
    /// custom container. One added as the controller loads is there from the
    /// start, as in the app; one added later (the browser tab a main screen
    /// attaches, a banner) is embedded all the same, with a comment saying so:
    /// flow's containers embed as they load, and a screen the app shows must be
    /// reachable (an explorer that never sees it would call it dead).
    ///
    /// `asPage`: the controller is the page on screen of a page view controller the class made in
    /// code and holds (NetNewsWire's article's web view): embedded here, where that page view
    /// controller is, rather than presented as a controller handed on.
    /// `search results X` for the first search controller the class makes with a results controller
    /// that is another scene of this file (FlowMapper keeps it only where both are scenes there).
    private mutating func addSearchResults(_ made: CodeTrigger.Instantiation, trigger: CodeTrigger) {
        let method = trigger.method.hasSuffix(")") ? trigger.method : trigger.method + "()"
        let searches = members.contains { if case .search = $0 { return true } else { return false } }
        guard !searches, let destination = linked.scene(made, from: storyboardIndex),
              destination.count == 1, destination != [name] else {
            members.append(.comment("code: \(method) makes a search controller that shows its results in \(made.description) "
                + "(\(trigger.location))"))
            return
        }
        members.append(.comment("code: \(method) makes a search controller that shows its results in \(destination[0]) "
            + "(\(trigger.location)); a person's search shows it"))
        members.append(.search(results: destination[0]))
    }

    ///
    /// `kept`: a controller the class makes and keeps, handed to code the import does not read
    /// (ControllersKept.swift).
    private mutating func addChild(_ made: CodeTrigger.Instantiation, trigger: CodeTrigger, asPage: Bool = false,
                                   kept: Bool = false) {
        let method = trigger.method.hasSuffix(")") ? trigger.method : trigger.method + "()"
        let verb = asPage ? "shows" : kept ? "keeps" : "adds"
        // A tab bar controller's children are its tabs (SourceIndex.tabs(ofTabBarClass:) lists them).
        let role = asPage ? "as a page of its page view controller"
            : controller.kind == .tabBar ? (made.inNavigation ? "as a tab, in a navigation controller" : "as a tab") : "as a child"
        guard controller.kind == .plain || controller.kind == .hosting,
              let destination = linked.scene(made, from: storyboardIndex), destination != [name] else {
            members.append(.comment("code: \(method) \(verb) \(made.description) \(role) (\(trigger.location))"))
            return
        }
        let shown = destination.joined(separator: ".")
        let embedded = members.contains { member in
            if case .relationship(.embed, destination, _) = member { return true } else { return false }
        }
        guard !embedded else { return }
        if asPage {
            members.append(.comment("code: \(method) shows \(shown) as a page of the page view controller it made "
                + "(\(trigger.location)); embedded here, where that page view controller is"))
        } else if kept, let property = trigger.keptInProperty {
            members.append(.comment("code: \(method) makes \(shown), which the class keeps in '\(property)' and never shows "
                + "(\(trigger.location)); embedded here, as a child the screen holds"))
        } else if kept {
            members.append(.comment("code: \(method) makes a hosting controller of \(shown) and keeps it (\(trigger.location)); "
                + "embedded here, as SwiftUI content a screen installs is"))
        } else if Self.loadingMethods.contains(trigger.method) {
            members.append(.comment("code: \(method) adds \(shown) as a child (\(trigger.location))"))
        } else if let custom = controller.customClass,
                  let callback = unwinds.sources.sizeChangeCallback(calling: trigger.method, inClass: FlowNames.className(custom)) {
            // Added only when the size changes (ChildrenAddedOnRotation.swift): an action, not a child from the start.
            let named = members.contains { member in
                if case .segue(let spec) = member { return spec.trigger == .manual(trigger.method) } else { return false }
            }
            guard !named else {
                members.append(.comment("code: \(method) also adds \(shown) as a child when the size changes (\(trigger.location))"))
                return
            }
            members.append(.comment("code: \(method) adds \(shown) as a child when the size changes, from \(callback) "
                + "(\(trigger.location)); flow's iPhone launches upright, without it: fire it with perform \"\(trigger.method)\""))
            members.append(.segue(SegueSpec(trigger: .manual(trigger.method), kind: .action, destination: [],
                                            actionSteps: [.embedIfAbsent(destination, in: [name])])))
            // Its removal as the size changes back, by the method taking it off a property of its class.
            let classes = Set([made.ofClass, destination.last].compactMap { $0 })
            for removal in unwinds.sources.childRemovals(ofClasses: classes, inClass: FlowNames.className(custom)) {
                let remover = SourceIndex.baseName(removal.caller)
                guard !members.contains(where: { member in
                    if case .segue(let spec) = member { return spec.trigger == .manual(remover) } else { return false }
                }) else { continue }
                members.append(.comment("code: \(remover)() takes \(shown) off (\(removal.location)): fire it with perform \"\(remover)\""))
                members.append(.segue(SegueSpec(trigger: .manual(remover), kind: .action, destination: [],
                                                actionSteps: [.unembedIfAlive(destination)])))
            }
            return
        } else {
            members.append(.comment("code: \(method) adds \(shown) as a child later (\(trigger.location)); "
                + "embedded as the scene loads, where flow's containers embed"))
        }
        members.append(.relationship(.embed, destination, identifier: nil))
    }

    /// `@IBAction` methods linked to the controls connected to them: a
    /// control whose action performs a segue (or shows a controller it
    /// instantiates) fires the same segue when tapped, so `tap settings`
    /// and the explorer's taps do what the person's tap does in the app.
    /// The manual segue stays, for the code's other callers.
    private mutating func linkActions(_ triggers: [CodeTrigger]) {
        for action in controller.actions where !firedControls.contains(action.controlID) {
            let moving = triggers.first { trigger in
                guard trigger.method == action.method else { return false }
                switch trigger.action {
                case .performSegue, .present, .show, .detail, .push, .replaceRoot: return true
                case .instantiate, .dismiss, .pop, .popToRoot, .addChild, .page, .handedOver, .searchResults, .selectTab: return false
                }
            }
            guard let moving else {
                linkDismissal(action, triggers)
                continue
            }
            var manual = moving.method
            if case .performSegue(let identifier) = moving.action { manual = identifier }
            let performed = members.lazy.compactMap { member -> SegueSpec? in
                if case .segue(let spec) = member, spec.trigger == .manual(manual) { return spec }
                return nil
            }.first
            guard var segue = performed else { continue }
            let control = controller.controls[action.controlID]
            let kind = Self.controlKind(of: control, accessory: false)
            let name = controlName(key: action.controlID, control: control, kind: kind, identifier: nil)
            segue.trigger = .control(kind, name)
            segue.options.removeAll { if case .identifier = $0 { return true } else { return false } }
            members.append(.comment("\(name): its action \(action.method)() "
                + (manual == moving.method ? "shows what it instantiates (\(moving.location))"
                                           : "performs segue \"\(manual)\" (\(moving.location))")))
            members.append(.segue(segue))
            firedControls.insert(action.controlID)
        }
    }

    /// An `@IBAction` whose only move is one dismissal or one pop (a Cancel or
    /// Done bar button's `dismiss(animated: true)`) becomes the control's
    /// action, `item done { dismiss }`, so a tap does what the app's does. A
    /// method that does more (a dismissal in one branch, a pop in another) is
    /// left to its comments: the importer does not guess which branch runs.
    private mutating func linkDismissal(_ action: ControlAction, _ triggers: [CodeTrigger]) {
        let own = triggers.filter { $0.method == action.method }
        if own.count > 1 { return linkDismissalOrPop(action, own) }
        guard own.count == 1, let only = own.first else { return }
        let step: SegueSpec.ActionStep
        switch only.action {
        case .dismiss: step = dismissStep(only)
        case .pop: step = .pop
        case .popToRoot: step = .popToRoot
        case .selectTab(let index): step = .select(index + 1)
        case .performSegue, .present, .show, .detail, .push, .instantiate, .addChild, .page, .handedOver, .replaceRoot, .searchResults:
            return
        }
        let control = controller.controls[action.controlID]
        let kind = Self.controlKind(of: control, accessory: false)
        let name = controlName(key: action.controlID, control: control, kind: kind, identifier: nil)
        // The call's own comment (`code: cancel() dismisses (…)`) gives way to the control's, which names it.
        let method = only.method.hasSuffix(")") ? only.method : only.method + "()"
        members.removeAll { member in
            guard case .comment(let text) = member else { return false }
            return text.hasPrefix("code: \(method) ") && text.hasSuffix("(\(only.location))")
        }
        members.append(.comment("\(name): its action \(method) \(only.action.verb) (\(only.location))"))
        members.append(.segue(SegueSpec(trigger: .control(kind, name), kind: .action, destination: [], actionSteps: [step])))
        firedControls.insert(action.controlID)
    }

    /// A control's action whose moves are all dismissals and pops: either, when a dismissal and a pop
    /// are alternatives (BackStepChoices.swift: COVIDSafe's back button, `if reauthenticating { dismiss(…) }
    /// else { navigationController?.popViewController(…) }`, the flag set where the screen is presented at the
    /// root of a navigation controller; NetNewsWire's `if isModal`; GoMap's `if navigationController?
    /// .popViewController(…) == nil { dismiss(…) }`), written `if count(stack(navigationController(Self))) > 1
    /// { pop } else { dismiss }`, the state those conditions stand for; else each in turn (Tinode's cancel:
    /// a pop, then a dismissal). Dropped, the button did nothing, and the explorer found the screen a
    /// dead end that cannot be dismissed.
    private mutating func linkDismissalOrPop(_ action: ControlAction, _ own: [CodeTrigger]) {
        guard let steps = backSteps(own, scene: [name]), let first = own.first else { return }
        let control = controller.controls[action.controlID]
        let kind = Self.controlKind(of: control, accessory: false)
        let controlName = controlName(key: action.controlID, control: control, kind: kind, identifier: nil)
        let method = first.method.hasSuffix(")") ? first.method : first.method + "()"
        let locations = Set(own.map { "(\($0.location))" })
        members.removeAll { member in
            guard case .comment(let text) = member else { return false }
            return text.hasPrefix("code: \(method) ") && locations.contains { text.hasSuffix($0) }
        }
        let said = own.map { "\($0.action.verb) (\($0.location))" }.joined(separator: ", then ")
        if steps == [.popElseDismiss([name])] {
            members.append(.comment("\(controlName): its action \(method) pops or dismisses by a condition of its own "
                + "(\(own.map(\.location).joined(separator: ", "))): flow pops where the scene is pushed, else dismisses"))
        } else if steps.count < own.count {
            members.append(.comment("\(controlName): its action \(method) \(first.action.verb) in each branch "
                + "(\(own.map(\.location).joined(separator: ", ")))"))
        } else {
            members.append(.comment("\(controlName): its action \(method) \(said)"))
        }
        members.append(.segue(SegueSpec(trigger: .control(kind, controlName), kind: .action, destination: [], actionSteps: steps)))
        firedControls.insert(action.controlID)
    }

    /// The steps of a method whose moves are all dismissals and pops (BackStepChoices.swift): a
    /// dismissal and a pop that are alternatives, `popElseDismiss`; else each in turn, in source
    /// order, where they happen so. Nil when one of `own` is another move, or they are in separate
    /// closures or branches otherwise.
    private func backSteps(_ own: [CodeTrigger], scene: [String]) -> [SegueSpec.ActionStep]? {
        // (More than a person's one action does: none, and no pairwise reading of a long run.)
        guard own.count <= 8 else { return nil }
        let steps = own.compactMap(backStep)
        guard steps.count == own.count, !steps.isEmpty else { return nil }
        if own.count == 2, steps.contains(.dismiss), steps.contains(.pop), own[0].isAlternative(to: own[1]) {
            return [.popElseDismiss(scene)]
        }
        // The same step wherever it is (openhab's side menu dismissing in every case; Stepik's save, in a
        // guard's `else` and in the closure its service calls when done): that step, once.
        if steps.allSatisfy({ $0 == steps[0] }) { return [steps[0]] }
        // Each in turn only where they are: not in separate closures or branches.
        for (position, trigger) in own.enumerated() {
            guard own[(position + 1)...].allSatisfy(trigger.isInTurn(with:)) else { return nil }
        }
        return steps
    }

    private func typeKind() -> TypeKind {
        switch controller.kind {
        case .navigation: return .navigation
        case .tabBar: return .tabs
        case .split: return .split
        case .page: return .pages
        case .plain, .hosting, .reference:
            let embeds = controller.segues.contains { $0.kind == "embed" } || !controller.childSwaps.isEmpty
            return embeds ? .container : .scene
        }
    }

    private mutating func addProperties() {
        if let view = controller.hostedView { members.append(.hosting(view)) }
        let title = controller.title ?? controller.itemTitle
        if let title { members.append(.title(title)) }
        // How a UI test finds the scene (issue 57): its view's identifier; a scene of the storyboard
        // with neither that nor a title (which its navigation bar shows) has nothing, and says so.
        if let identifier = controller.viewIdentifier {
            accessibilityMembers.append(.accessibility(control: nil, text: identifier))
        } else if title == nil, typeKind() == .scene, controller.codeLocation == nil {
            accessibilityMembers.append(.accessibility(control: nil, text: ""))
        }
        // A screen read from code has no storyboard identifier: its own is how code triggers find it.
        if controller.codeLocation == nil, let identifier = controller.storyboardIdentifier,
           FlowNames.upperCamel(identifier, prefix: "Scene") != name {
            members.append(.comment("storyboard identifier \"\(identifier)\""))
        }
        // An app that never opts in to state restoration restores nothing: its identifiers are inert.
        if let restoration = controller.restorationIdentifier, unwinds.sources.mayRestoreState {
            members.append(.restoration(restoration))
        }
        // A page view controller without `transitionStyle="scroll"` curls
        // (Interface Builder's and UIKit's default).
        if controller.kind == .page, controller.pageTransitionStyle != "scroll" { members.append(.transition(Vocabulary.pageCurl)) }
        // Set in Interface Builder, or in the class's code (`definesPresentationContext = true`, beside a search
        // controller it makes: SearchResultsInCode.swift).
        let definesContextInCode = controller.customClass.map { custom in
            unwinds.sources.lineage(of: FlowNames.className(custom)).contains(where: \.definesPresentationContext)
        } ?? false
        if controller.definesContext || definesContextInCode { members.append(.definesContext) }
        if controller.hidesBottomBar { members.append(.hidesBottomBar) }
        if controller.kind == .navigation, controller.hidesNavigationBar { members.append(.hidesNavigationBar) }
        if controller.kind == .navigation, controller.showsToolbar { members.append(.showsToolbar) }
        if controller.providesTransition { members.append(.providesTransition) }
        if let style = controller.presentationStyle {
            if Vocabulary.presentationStyles.contains(style) {
                members.append(.style(style))
            } else {
                members.append(.comment(warn(controller.element, controller.line,
                                             "presentation style '\(style)' is not one flow models; omitted")))
            }
        }
        if let transition = controller.transitionStyle {
            if Vocabulary.transitionStyles.contains(transition) {
                members.append(.transition(transition))
            } else {
                members.append(.comment(warn(controller.element, controller.line,
                                             "transition style '\(transition)' is not one flow models; omitted")))
            }
        }
        if let size = controller.size { members.append(.size(size.width, size.height)) }
    }

    // MARK: Segues

    private mutating func add(_ segue: StoryboardSegue, containerKind: TypeKind) {
        let destination = linked.target(of: segue.destination, in: storyboardIndex)
        if segue.kind == "relationship" || segue.kind == "embed" {
            addRelationship(segue, destination: destination, containerKind: containerKind)
            return
        }
        guard let trigger = trigger(for: segue) else { return }
        var mapped = SegueMapper().map(segue, trigger: trigger, destination: destination)
        if let selector = segue.unwindAction, !explainedSelectors.contains(selector), let note = unwinds.note(for: selector) {
            explainedSelectors.insert(selector)
            mapped.comments.append(note)
        }
        if let spec = mapped.segue {
            // UIKit allows two segues of a scene one identifier (`performSegue` performs the first):
            // both keep it, and flow warns too, unless both are controls' segues doing the same
            // (prototype cells each with a Reply button, as flow check judges them).
            if let identifier = spec.options.compactMap(identifierOption).first {
                let transition = Self.transition(of: spec)
                if identifiers.insert(identifier).inserted {
                    if case .control = spec.trigger { controlTransitions[identifier] = transition }
                } else if case .control = spec.trigger, controlTransitions[identifier] == transition {
                    // The same move whichever `perform` takes.
                } else {
                    mapped.warnings.append("the segue identifier '\(identifier)' is used twice in this scene; "
                        + "'perform' performs the first")
                }
            }
            mapped.segue = spec
        }
        for comment in mapped.comments { members.append(.comment(comment)) }
        for warning in mapped.warnings { members.append(.comment(warn("segue", segue.line, warning))) }
        guard let spec = mapped.segue else { return }
        if let anchorID = mapped.anchorID {
            pendingAnchors.append((members.count, anchorID, ownerID(of: segue), segue.line))
        }
        if case .control = spec.trigger, let owner = ownerID(of: segue) { firedControls.insert(owner) }
        members.append(.segue(spec))
        // How a UI test finds the control, when its flow name is not that already.
        if case .control(let kind, let name) = spec.trigger, case .control(let id) = segue.owner,
           let control = controller.controls[id] {
            if let findBy = control.findBy, findBy != name {
                accessibilityMembers.append(.accessibility(control: name, text: findBy))
            } else if control.findBy == nil, kind == .button || kind == .item,
                      controller.codeLocation == nil, controller.hostedView == nil {
                // An image-only button or bar item of the storyboard: nothing there a UI test could find it by
                // (issue 57); a test that taps it gets W119. Not said of controls read from code: a SwiftUI
                // link's exact label is read (SwiftUIReader.exactLabel), a composed one is not guessed.
                accessibilityMembers.append(.accessibility(control: name, text: ""))
            }
        }
    }

    /// `spec` without what tells two controls' segues apart but for their move: its trigger, its
    /// identifier, its popover's anchor.
    private static func transition(of spec: SegueSpec) -> SegueSpec {
        var transition = spec
        transition.trigger = .manual("")
        transition.options = spec.options.filter { option in
            switch option {
            case .identifier, .anchor: return false
            case .style, .transition, .animated: return true
            }
        }
        return transition
    }

    private func identifierOption(_ option: SegueSpec.Option) -> String? {
        if case .identifier(let identifier) = option { return identifier }
        return nil
    }

    private func ownerID(of segue: StoryboardSegue) -> String? {
        switch segue.owner {
        case .control(let id): return id
        case .accessory(let cellID): return "accessory:" + cellID
        case .controller, .containerView: return nil
        }
    }

    /// The segue's trigger; nil (with a comment) when it has none flow can fire.
    private mutating func trigger(for segue: StoryboardSegue) -> SegueSpec.Trigger? {
        switch segue.owner {
        case .controller, .containerView:
            guard let identifier = segue.identifier else {
                members.append(.comment(warn("segue", segue.line, "a manual \(segue.kind) segue without an identifier "
                    + "can never be performed; omitted")))
                return nil
            }
            guard identifiers.insert(identifier).inserted else {
                members.append(.comment(warn("segue", segue.line, "a second manual segue with the identifier "
                    + "'\(identifier)'; UIKit performs the first, so this one is omitted")))
                return nil
            }
            return .manual(identifier)
        case .control(let id), .accessory(let id):
            let isAccessory = segue.owner == .accessory(cellID: id)
            let key = isAccessory ? "accessory:" + id : id
            guard !firedControls.contains(key) else {
                members.append(.comment(warn("segue", segue.line, "a second segue from the same control; omitted")))
                return nil
            }
            let control = controller.controls[id]
            let kind = Self.controlKind(of: control, accessory: isAccessory)
            return .control(kind, controlName(key: key, control: control, kind: kind, identifier: segue.identifier))
        }
    }

    /// The flow keyword of a storyboard control (a cell's accessory button is `accessory`).
    private static func controlKind(of control: Control?, accessory: Bool) -> ControlKind {
        switch control?.kind ?? .button {
        case .button: return .button
        case .cell: return accessory ? .accessory : .cell
        case .item: return .item
        case .gesture: return .gesture
        }
    }

    private mutating func controlName(key: String, control: Control?, kind: ControlKind, identifier: String?) -> String {
        if let name = namedControls[key] { return name }
        let labels = (control?.labels ?? []) + (identifier.map { [$0] } ?? [])
        var base = labels.lazy.compactMap { FlowNames.lowerCamel($0, prefix: kind.rawValue) }.first ?? kind.rawValue
        if kind == .accessory, base != "accessory" { base += "Detail" }
        let name = controlNames.claim(base)
        namedControls[key] = name
        return name
    }

    /// A popover's anchor: its own trigger by default, another control of the scene by name, else,
    /// for a manual popover, the scene's view (`anchor view`, PopoverAnchor): the storyboard anchors
    /// it at a view that is no control flow names — the scene's root view, a plain subview, a bar
    /// button item or a control that fires nothing — which gives UIKit its source all the same
    /// (OctoPod's tooltips, anchored at the panel's view: written as presentations in the popover
    /// style with no anchor, they raised UIKit's exception in regular width, and W106).
    private mutating func resolveAnchors() {
        for pending in pendingAnchors.reversed() {
            guard case .segue(var spec) = members[pending.member], pending.anchorID != pending.ownerID else { continue }
            if let anchor = namedControls[pending.anchorID], firedControls.contains(pending.anchorID) {
                spec.options.append(.anchor(anchor))
            } else if case .manual = spec.trigger, spec.kind == .popover {
                spec.options.append(.anchor(PopoverAnchor.sceneView))
            } else {
                continue
            }
            members[pending.member] = .segue(spec)
        }
    }

    // MARK: Relationships

    private mutating func addRelationship(_ segue: StoryboardSegue, destination: ResolvedTarget, containerKind: TypeKind) {
        guard case .name(let target) = destination else {
            members.append(.comment(warn("segue", segue.line,
                                         "relationship destination '\(segue.destination)' is missing; omitted")))
            return
        }
        let relationship = segue.kind == "embed" ? "embed" : (segue.relationship ?? "")
        switch (containerKind, relationship) {
        case (.container, "embed"):
            members.append(.relationship(.embed, target, identifier: segue.identifier))
        case (.navigation, "rootViewController"):
            addSingle(.root, target, segue)
        case (.tabs, "viewControllers"), (.pages, "viewControllers"):
            children.append(target)
        case (.split, "masterViewController"):
            addSingle(.primary, target, segue)
        case (.split, "detailViewController"):
            addSingle(.secondary, target, segue)
        case (.split, "supplementaryViewController"):
            addSingle(.supplementary, target, segue)
        case (.split, "compactViewController"):
            addSingle(.compact, target, segue)
        default:
            members.append(.comment(warn("segue", segue.line, "a '\(relationship)' relationship from a "
                + "\(containerKind.description) is not one flow models; omitted")))
        }
    }

    /// The primary column reads first, whatever the XML's order. Done after
    /// the anchors are resolved: they point at members by index.
    private mutating func putPrimaryFirst() {
        guard let primary = members.firstIndex(where: isPrimary),
              let secondary = members.firstIndex(where: isSecondary), secondary < primary else { return }
        members.insert(members.remove(at: primary), at: secondary)
    }

    private func isPrimary(_ member: MemberSpec) -> Bool {
        if case .relationship(.primary, _, _) = member { return true }
        return false
    }

    private func isSecondary(_ member: MemberSpec) -> Bool {
        if case .relationship(.secondary, _, _) = member { return true }
        return false
    }

    private mutating func addSingle(_ kind: RelationshipKind, _ target: [String], _ segue: StoryboardSegue) {
        let exists = members.contains { member in
            if case .relationship(let existing, _, _) = member { return existing == kind }
            return false
        }
        if exists {
            members.append(.comment(warn("segue", segue.line, "a second '\(kind.rawValue)' relationship; omitted")))
        } else {
            members.append(.relationship(kind, target, identifier: nil))
        }
    }

    /// Records a warning and returns its text, for the comment.
    private mutating func warn(_ element: String, _ line: Int, _ message: String) -> String {
        // A screen read from code (SwiftUI, a view controller made in code) is where the code shows it.
        if line == 0, let location = controller.codeLocation.flatMap(CodeLocation.init) {
            warnings.append(ImportWarning(file: String(location.file), element: element, line: location.line, message: message))
        } else {
            warnings.append(ImportWarning(file: path, element: element, line: line, message: message))
        }
        return "warning: " + message
    }
}
