// How the model works
// -------------------
// `App` is one launched app: a window, its root view controller, the
// instances alive in it, and the width class. Its operations — launch, push,
// pop, select, present, dismiss, … — change the hierarchy the way UIKit does
// and report every callback as an `Event`, in UIKit's order, to an observer.
//
// Scene hooks (`on viewWillAppear { … }`) run where UIKit calls them: right
// after each lifecycle event the observer is asked to run the hooks of that
// instance, and a hook may call back into the app (present from
// `viewDidAppear`, set a variable). That reentrancy is why `App` is a class
// whose operations never hold an access to their state across a callout.
//
// Instances that leave the hierarchy are freed at once, so memory stays flat
// however long a script runs.

/// Receives what the app does, as it happens.
public protocol AppObserver: AnyObject {
    /// Every event, in order.
    func app(_ app: App, emitted event: Event)
    /// After a lifecycle callback was emitted for `instance`: run its hooks.
    func app(_ app: App, didCall method: LifecycleMethod, on instance: InstanceID) throws
    /// An embed segue is about to add `child` to `container` while the
    /// container's view loads: run `prepare(for:sender:)` on the container.
    func app(_ app: App, prepareEmbed child: InstanceID, in container: InstanceID) throws
    /// A new instance exists (its relationship children not yet): set up
    /// what the observer keeps for it, such as its variables.
    func app(_ app: App, didInstantiate instance: InstanceID) throws
    /// A split view is collapsing: its delegate's
    /// `splitViewController(_:collapseSecondary:onto:)`. True: the delegate
    /// handled it (the secondary is discarded); false or nil (no delegate
    /// says): UIKit's default, the secondary onto the primary.
    func app(_ app: App, collapsesSecondaryOf split: InstanceID, secondary: InstanceID) throws -> Bool?
    /// A person swipes the sheet `presented` down: its presentation
    /// controller delegate's `presentationControllerShouldDismiss`. False
    /// refuses; nil (no delegate says) is UIKit's default, yes.
    func app(_ app: App, shouldDismiss presented: InstanceID) throws -> Bool?
}

extension AppObserver {
    /// Does nothing: observers that keep nothing per instance need not implement it.
    public func app(_ app: App, didInstantiate instance: InstanceID) throws {}

    /// No delegate: UIKit's default collapse.
    public func app(_ app: App, collapsesSecondaryOf split: InstanceID, secondary: InstanceID) throws -> Bool? { nil }

    /// No delegate: the swipe dismisses.
    public func app(_ app: App, shouldDismiss presented: InstanceID) throws -> Bool? { nil }
}


/// One launched app: the window, its view controllers and its width class, driven the way UIKit drives them.
///
/// The state read and written on every callback is `@exclusivity(unchecked)`:
/// a dynamic exclusivity check per access was a tenth of a run, and no
/// access overlaps another — `update` closures only set fields, and nothing
/// holds an access across a call out to the observer.
public final class App {
    /// The scenes the app instantiates from.
    public let storyboard: Storyboard
    /// The window's horizontal size class; `windowScene.setWidth(_:)` changes it with UIKit's trait callbacks.
    @exclusivity(unchecked) public internal(set) var width: WidthClass
    /// The window's root view controller.
    @exclusivity(unchecked) public internal(set) var root: InstanceID?
    /// Every live instance: in the hierarchy, or instantiated and about to join it.
    @exclusivity(unchecked) package internal(set) var controllers = ControllerTable()
    /// A controller joined past ``maximumDepth`` during the statement running (App+DepthLimit.swift).
    var depthOverflow: HierarchyTooDeep?
    /// Told of every event and lifecycle callback; held weakly.
    @exclusivity(unchecked) public weak var observer: AppObserver?
    /// The interpreter running this app, told in place of `observer`.
    ///
    /// Every event reaches the interpreter, and loading a weak reference
    /// (and releasing the object it gives through the side table a weak
    /// reference makes) at every event showed in every profile. So the interpreter
    /// that makes an app is held here, unowned and unchecked, under a
    /// contract it keeps (`Interpreter.app`): it clears this field when it
    /// lets the app go (a new launch, a restore) and in its `deinit`, so the
    /// field never outlives the interpreter. Package-only: an embedder
    /// observes through `observer`.
    @exclusivity(unchecked) package unowned(unsafe) var driver: AppObserver?

    /// Who is told of events: the driving interpreter, else the observer.
    var listener: AppObserver? { driver ?? observer }

    var nextID = 1
    /// Navigation controllers whose animated push or pop is still running.
    @exclusivity(unchecked) var animatingNavigations: Set<InstanceID> = []
    /// Pushes asked for while a navigation controller's transition ran, in order: each runs when
    /// it ends (`NavigationController.push`, "A push while a push is still animating").
    @exclusivity(unchecked) var deferredPushes: [InstanceID: [DeferredPush]] = [:]
    /// The width change under way, if one is (`TraitHierarchy`): a controller whose view joins the
    /// window meanwhile (a split view's column as it expands) is brought up to date as it appears.
    @exclusivity(unchecked) var traitChange: TraitChange?
    /// The controllers a transition moves while their appearance runs, what UIKit's
    /// `isMovingToParent`, `isMovingFromParent`, `isBeingPresented` and `isBeingDismissed` answer
    /// (Apple: true "only when called from inside" the appearance methods of that transition):
    /// set as a push, pop, new stack, swipe back, presentation or dismissal starts, cleared as it
    /// ends (ViewController+TransitionFlags.swift).
    @exclusivity(unchecked) var transitionFlags = TransitionFlags()
    /// Whether the app's scene is in the background (`background`; WindowScene.swift).
    @exclusivity(unchecked) public internal(set) var isInBackground = false
    /// Which of the app's windows this is, from 1 in the order they opened
    /// (an iPad's scene sessions, each its own hierarchy; the interpreter
    /// keeps the others): its scene delegate's events go to `SceneDelegate`,
    /// from the second window on to `SceneDelegate#2`, `SceneDelegate#3`.
    public var windowNumber = 1
    /// The tab bar whose customizing sheet is up (the More list's Edit;
    /// TabBarController+Customizing.swift), nil when none is.
    @exclusivity(unchecked) var tabCustomization: TabCustomization?
    /// True between the start of a presentation or dismissal and the end of
    /// its will-phase, while UIKit refuses to start another.
    @exclusivity(unchecked) var presentationInProgress = false
    /// The virtual clock and the transitions in flight on it (App+Clock.swift).
    @exclusivity(unchecked) var time = TransitionClock()
    /// Transition coordinators of the transitions being set up, innermost last.
    @exclusivity(unchecked) var coordinatorFrames: [CoordinatorFrame] = []
    /// Segue identifiers, and the program's other words, as events hold
    /// them, made once per string (`EventTextMemo`).
    @exclusivity(unchecked) var identifierTexts = EventTextMemo()
    @exclusivity(unchecked) var wordTexts = EventTextMemo()

    /// Takes the spellings `other` made for its events: restoring a checkpoint makes a new app
    /// (`flow explore` does at every state it expands), which would otherwise spell the program's
    /// segue identifiers again at each one — a twelfth of exploring a real app.
    package func keepSpellings(of other: App) {
        identifierTexts = other.identifierTexts
        wordTexts = other.wordTexts
    }
    /// Whether layout callbacks (`viewWillLayoutSubviews`, …) are emitted.
    /// They are a quarter of all events and most traces hide them, so an
    /// observer that will not show or read them turns them off.
    @exclusivity(unchecked) public var emitsLayout = true

    /// An app for `storyboard`, not yet launched (`launch()` shows the initial scene).
    public init(storyboard: Storyboard, width: WidthClass = .compact) {
        self.storyboard = storyboard
        self.width = width
    }

    // MARK: Instances

    /// The live instance with this identity, if any.
    public func controller(_ id: InstanceID) -> Controller? { controllers[id] }

    /// The name of an instance for traces; `nil` for no instance.
    public func name(_ id: InstanceID?) -> String {
        guard let id else { return "nil" }
        return controllers.name(of: id) ?? "nil"
    }

    /// An instance as an event names it (`name(_:)`'s text, written only
    /// when the event is rendered); `nil` for no instance.
    public func eventName(_ id: InstanceID?) -> EventName {
        guard let id, let instance = controllers.instanceName(of: id) else { return .noInstance }
        return .instance(instance)
    }

    /// A segue identifier as events spell it (`EventSpelling.identifier`:
    /// a name bare, anything else quoted).
    public func spelledIdentifier(_ identifier: String) -> EventName {
        EventName(word: identifierTexts.text(for: identifier) {
            EventText(interning: EventSpelling.identifier($0))
        })
    }

    /// A word an event takes as it is (an unwind action, an animator's or
    /// presentation controller's name, a detent, `40%`).
    func eventWord(_ text: String) -> EventName {
        EventName(word: wordTexts.text(for: text) { EventText(interning: $0) })
    }

    /// The declaration of the scene `id` was made from; nil when `id` is not alive.
    package func declaration(of id: InstanceID) -> Scene? {
        readDeclaration(of: id) { $0 }
    }

    /// `field` of the declaration of the scene `id` was made from, read in place; nil when `id`
    /// is not alive.
    package func declared<Field>(_ id: InstanceID, _ field: (Scene) -> Field) -> Field? {
        readDeclaration(of: id, field)
    }

    /// `declared(_:_:)` of an optional field: nil when `id` is not alive or the field is nil.
    package func declared<Field>(_ id: InstanceID, _ field: (Scene) -> Field?) -> Field? {
        readDeclaration(of: id, field) ?? nil
    }

    /// Reads the declaration of `id`'s scene in place (a copy of a whole `Scene` retains and
    /// releases each of its fields), by the number the controller was made with.
    private func readDeclaration<Result>(of id: InstanceID, _ body: (Scene) -> Result) -> Result? {
        controllers.withSlot(id) { slot in
            storyboard.numbering.withDeclaration(numbered: Int(slot.pointee.sceneNumber), named: slot.pointee.scene) {
                body($0.pointee)
            }
        } ?? nil
    }

    /// Creates an instance of `sceneName` with its relationship children,
    /// depth first in declaration order, views not loaded (UIKitModel.md Instances).
    public func instantiate(_ sceneName: String) throws -> InstanceID {
        try instantiate(sceneName, depth: 1)
    }

    /// `instantiate(_:)` for an instance that would sit `depth` levels below
    /// the one first asked for (App+DepthLimit.swift bounds it).
    private func instantiate(_ sceneName: String, depth: Int) throws -> InstanceID {
        try checkInstantiationDepth(depth, of: sceneName)
        guard let scene = storyboard.scene(named: sceneName) else {
            throw UIKitException("Storyboard doesn't contain a view controller with identifier '\(sceneName)'")
        }
        let id = InstanceID(raw: nextID, slot: controllers.nextSlot)
        nextID += 1
        // The numbering's own string: comparing it with itself (`declaration(of:)`) reads no bytes.
        let number = storyboard.numbering.number(of: sceneName)
        controllers.insert(id: id, scene: number.flatMap { storyboard.numbering.scene($0)?.name } ?? sceneName,
                           sceneName: scene.internedName, sceneNumber: number, kind: scene.kind)
        // traitOverrides of its own (iOS 17): the width class it and its children see.
        if let width = scene.widthOverride { update(id) { $0.overriddenWidth = width } }
        // The storyboard's "Shows Navigation Bar" unchecked: the bar is hidden from the start.
        if scene.hidesNavigationBar { update(id) { $0.navigation.isNavigationBarHidden = true } }
        // "Shows Toolbar" checked: the toolbar is there from the start.
        if scene.showsToolbar { update(id) { $0.navigation.isToolbarHidden = false } }
        try listener?.app(self, didInstantiate: id)
        // A page view controller holds only the page it displays: its data
        // source's first (PageViewController.swift).
        // A search controller adds its results controller when its view loads (SearchController.swift).
        let children = scene.kind == .pages ? Array(scene.relationships.prefix(1))
            : scene.kind == .search ? [] : scene.relationships
        for childScene in children {
            let child = try instantiate(childScene, depth: depth + 1)
            addChild(child, to: id)
            if scene.kind == .tabs { update(child) { $0.tabs.tabBar = id } }
            emit(.callback(eventName(child), "didMove", eventName(id)))
        }
        if scene.kind == .tabs { try tabBar(id).instantiateMore() }
        return id
    }

    /// Frees an instance that left the hierarchy, with its children and
    /// whatever it presents.
    func free(_ id: InstanceID) {
        // A tab popped off its tab bar's More stays a tab (TabBarController.swift).
        if TabBarController.takeBack(id, in: self) || MoreNavigationController.takeBack(id, in: self) { return }
        // A search controller dismissed stays its scene's (SearchController.swift).
        if SearchController.keep(id, in: self) { return }
        // A grouped tab taken off its group's stack stays its UITab's (TabBarController+Groups.swift).
        if TabBarController.keepGroupedTab(id, in: self) { return }
        let keptGroupedTabs = controllers.kind(of: id) == .tabs && tabBar(id).tabObjects != nil
            ? TabBarController.groupedTabsKept(by: id, in: self)
            : controllers.read(id, { $0.tabs.keptAbove }) ?? []
        guard let controller = controllers.remove(id) else { return }
        for tab in keptGroupedTabs { free(tab) }
        animatingNavigations.remove(id)
        for push in deferredPushes.removeValue(forKey: id) ?? [] { free(push.child) }
        if tabCustomization?.tabBar == id { tabCustomization = nil }
        for child in controller.children { free(child) }
        if let more = controller.tabs.moreNavigation { free(more) }
        if let search = controller.search.controller { free(search) }
        if let presented = controller.presented { free(presented) }
    }

    /// The newest live instance of a scene (Language.md: a scene named in a
    /// statement means its newest live instance).
    public func newestInstance(of scene: String) -> InstanceID? {
        controllers.newestInstance(of: scene) { isAttached($0) }
    }

    /// The instance named `Scene#ordinal` (the bare scene name for 1), if it
    /// is alive and in the hierarchy.
    public func instance(of scene: String, ordinal: Int) -> InstanceID? {
        guard let id = controllers.instance(of: scene, ordinal: ordinal), isAttached(id) else { return nil }
        return id
    }

    /// Whether the instance is in the window's hierarchy (not merely instantiated).
    public func isAttached(_ id: InstanceID) -> Bool {
        var current = id
        while current != root {
            guard let next = viewController(current).outward else { return false }
            current = next
        }
        return true
    }

    // MARK: Events

    func emit(_ event: consuming Event) {
        event.time = clock
        listener?.app(self, emitted: event)
    }

    func warn(_ text: String) {
        emit(.warning(text))
    }

    func note(_ text: String) {
        emit(.note(text))
    }

    /// Emits a lifecycle callback and runs the instance's hooks for it.
    func lifecycle(_ method: LifecycleMethod, _ id: InstanceID, animated: Bool? = nil) throws {
        emit(.callback(eventName(id), method.eventText, animated.map { $0 ? "true" : "false" }))
        try listener?.app(self, didCall: method, on: id)
    }

    func update(_ id: InstanceID, _ change: (inout Controller) -> Void) {
        controllers.modify(id, change)
    }
}
