import FlowLang
import FlowModel

// The statements that drive the app directly: `present`, `show`, `detail`,
// `push`, `pop …`, `select …` and `tap`.
extension Interpreter {
    /// `present D [options] [from NAME] [on X]`, `show D`, `detail D`, `push D`:
    /// called on the visible scene, or on X; D is a new instance. `push` in the app's code
    /// with no navigation controller does nothing, as `pop` there
    /// (`navigationController?.pushViewController` of nil): D is not even made.
    func navigate(_ node: NavigateStatement, in context: Context) throws {
        let app = try requireApp()
        let options = ResolvedOptions(node.options)
        let scene = try sceneName(of: node.destination, in: context)
        let receiver = try options.on.map { try instance(named: $0, in: context) } ?? defaultReceiver(in: context)
        var navigation: InstanceID?
        if node.kind == .push {
            navigation = try nearestNavigation(from: receiver, for: "push", in: context)
            if navigation == nil { return }
        }
        if node.kind != .present { noteUnmodelled(options) }
        // In a custom segue's `perform`, naming the destination's scene means the destination.
        let destination: InstanceID
        if node.destination.last.instance != nil {
            // `push Detail#1`: that instance, not a new one. UIKit refuses one
            // already on the stack or on screen (App.push, App.present);
            // moving it out of another container is not modelled.
            destination = try instance(named: node.destination, in: context)
            if node.kind == .push, let parent = app.controllers.parent(of: destination),
               app.nearestNavigation(from: receiver) != parent {
                throw Failure("'\(app.name(destination))' is a child of '\(app.name(parent))'; flow does not model moving "
                              + "a controller into another container")
            }
        } else if let segueDestination = context.destination, !app.isAttached(segueDestination),
           app.controllers.scene(of: segueDestination) == scene {
            destination = segueDestination
        } else {
            destination = try app.instantiate(scene)
        }
        defer { app.discard(destination) }
        let animated = options.animated ?? true
        switch node.kind {
        case .present:
            try app.viewController(receiver).present(destination, style: presentationStyle(options), transition: options.transition,
                            animated: animated, anchor: options.from, completion: true,
                            animator: options.animator, presenter: options.presenter)
        case .show:
            record(.note("show \(app.name(destination)) (\(describe(app.viewController(receiver).showRoute(showing: destination), showing: destination)))"))
            _ = try app.viewController(receiver).show(destination, animated: animated)
        case .detail:
            record(.note("detail \(app.name(destination)) (\(describe(app.viewController(receiver).showDetailRoute(showing: destination), showing: destination)))"))
            _ = try app.viewController(receiver).showDetailViewController(destination, animated: animated)
        case .push:
            guard let navigation else { return }  // checked above, before the destination is made
            try app.navigation(navigation).push(destination, animated: animated)
        }
    }

    /// The page view controller on screen whose data source serves the scene
    /// `name` names, if any: `select` of one of its pages is a mistake.
    private func pageViewController(serving name: QualifiedName, in context: Context) -> InstanceID? {
        guard let app, let pages = app.visiblePageViewController,
              let scene = try? sceneName(of: name, in: context) else { return nil }
        return app.pageView(pages).scenes.contains(scene) ? pages : nil
    }

    /// `set Pages.viewControllers = [Page] [animated true]`: the page view
    /// controller's `setViewControllers([page], direction:, animated:)`.
    private func setPage(of pages: InstanceID, to value: Expression, animated: Bool, in context: Context) throws {
        let app = try requireApp()
        guard case .list(let elements, _) = value.kind, elements.count == 1, let identifier = elements[0].plainName,
              identifier.instance == nil else {
            throw Failure("a page view controller displays one page: 'set \(app.name(pages)).viewControllers = [Page]'")
        }
        try app.pageView(pages).setPage(try sceneName(of: QualifiedName(identifier), in: context), animated: animated)
    }

    /// `set Sheet.detent = large`: the sheet's `selectedDetentIdentifier`
    /// set in code (inside `animateChanges`): it rests there, with no
    /// delegate callback — the delegate hears only a person's drags.
    func setDetent(of base: Expression, to value: Expression, in context: Context) throws {
        let app = try requireApp()
        guard let sheet = try instanceReference(base, in: context) else { throw Failure("'detent' belongs to a presented sheet") }
        let detent: Detent?
        switch try evaluate(value, in: context) {
        case .word(let word), .string(let word): detent = Detent(word)
        case .integer(let points): detent = Detent(String(points))
        case .decimal(let points): detent = Detent(String(points))
        default: detent = nil
        }
        guard let detent else { throw Failure("a detent is medium, large or a height in points") }
        try app.sheet(sheet).select(detent)
    }

    /// `set Nav.navigationBarHidden = true [animated true]`: `setNavigationBarHidden(_:animated:)`.
    func setNavigationBarHidden(of base: Expression, to value: Expression, animated: Bool, in context: Context) throws {
        let (app, navigation, hidden) = try navigationFlag(Vocabulary.navigationBarHiddenProperty, of: base, to: value, in: context)
        app.navigation(navigation).setNavigationBarHidden(hidden, animated: animated)
    }

    /// `set Nav.toolbarHidden = false [animated true]`: `setToolbarHidden(_:animated:)`.
    func setToolbarHidden(of base: Expression, to value: Expression, animated: Bool, in context: Context) throws {
        let (app, navigation, hidden) = try navigationFlag(Vocabulary.toolbarHiddenProperty, of: base, to: value, in: context)
        app.navigation(navigation).setToolbarHidden(hidden, animated: animated)
    }

    /// The navigation controller `base` names and the Bool `value` gives, for a setter of one of its bars.
    private func navigationFlag(_ property: String, of base: Expression, to value: Expression,
                                in context: Context) throws -> (App, InstanceID, Bool) {
        let app = try requireApp()
        guard let navigation = try instanceReference(base, in: context), app.controllers.kind(of: navigation) == .navigation else {
            throw Failure("'\(property)' belongs to a navigation controller")
        }
        guard case .boolean(let flag) = try evaluate(value, in: context) else {
            throw Failure("'\(property)' is true or false")
        }
        return (app, navigation, flag)
    }

    /// `set List.searching = true|false`: `isActive` of the scene's search controller set in code:
    /// the automatic presentation or dismissal a person's tap makes, with the delegate told
    /// (Apple, presentSearchController(_:): "…or you set the isActive property to true").
    func setSearching(of base: Expression, to value: Expression, in context: Context) throws {
        let app = try requireApp()
        guard let host = try instanceReference(base, in: context),
              app.controllers.scene(of: host).flatMap({ app.storyboard.scene(named: $0)?.searchController }) != nil else {
            throw Failure("'searching' belongs to a scene with a search field ('search')")
        }
        guard case .boolean(let active) = try evaluate(value, in: context) else {
            throw Failure("'searching' is true or false")
        }
        do {
            if active {
                try app.search(of: host).search(typing: nil)
            } else if app.search(of: host).isActive {
                try app.search(of: host).cancel()
            }
        } catch let exception as UIKitException {
            throw Failure(exception.message, kind: .exception)
        }
    }

    /// `set X.horizontalSizeClass = regular|compact|nil`: X's `traitOverrides` in code (TraitHierarchy.swift).
    func setHorizontalSizeClass(of base: Expression, to value: Expression, in context: Context) throws {
        let app = try requireApp()
        guard let id = try instanceReference(base, in: context) else {
            throw Failure("'horizontalSizeClass' belongs to a view controller")
        }
        let width: WidthClass?
        switch try evaluate(value, in: context) {
        case .nil: width = nil
        case .word(let word) where WidthClass(rawValue: word) != nil: width = WidthClass(rawValue: word)
        case .string(let text) where WidthClass(rawValue: text) != nil: width = WidthClass(rawValue: text)
        case let other:
            throw Failure("'horizontalSizeClass' is regular, compact or nil, not \(other.quotedDescription)")
        }
        do {
            try app.viewController(id).setWidthOverride(width)
        } catch let exception as UIKitException {
            throw Failure(exception.message, kind: .exception)
        }
    }

    /// `set window.rootViewController = Main`: the window in front's root replaced by a new instance.
    func setWindowRoot(to value: Expression, in context: Context) throws {
        let app = try requireApp()
        guard let scene = value.sceneName else { throw Failure("the window's root is a new instance of a scene") }
        try app.replaceRoot(with: try sceneName(of: scene, in: context))
    }

    /// `set Nav.viewControllers = [List, Detail#1]`: each name is the
    /// instance of that scene already on the stack (`#N` picks one; a plain
    /// name the newest not yet taken), else a new instance, as code building
    /// the array from what it holds would do.
    func setStack(of base: Expression, to value: Expression, animated: Bool, in context: Context) throws {
        let app = try requireApp()
        // `navigationController`, no scene's name: the nearest one of the scene the code runs in, as a push's
        // (`navigationController?.setViewControllers([tabs], animated: true)`; nothing happens with none).
        let container: InstanceID?
        if let name = base.plainName, name.instance == nil, name.name == Vocabulary.ownNavigationName,
           !isVariable(name.name, in: context), sceneName(parts: [name.name], in: context) == nil {
            guard let navigation = try nearestNavigation(from: try defaultReceiver(in: context), for: "set viewControllers",
                                                         in: context) else { return }
            container = navigation
        } else {
            container = try instanceReference(base, in: context)
        }
        if let container, app.controllers.kind(of: container) == .pages {
            return try setPage(of: container, to: value, animated: animated, in: context)
        }
        guard let navigation = container, app.controllers.kind(of: navigation) == .navigation else {
            throw Failure("'viewControllers' can be set only on a navigation or page view controller")
        }
        guard case .list(let elements, _) = value.kind else { throw Failure("a navigation stack is a list of scenes") }
        let current = app.controllers.children(of: navigation)
        var stack: [InstanceID] = []
        var created: [InstanceID] = []
        do {
            for element in elements {
                // A plain name (`Detail#1` the instance on the stack), or an imported storyboard's scene (`Code.Tabs`).
                guard let named = element.plainName.map(QualifiedName.init) ?? element.sceneName else {
                    throw Failure("a navigation stack is a list of scenes")
                }
                let scene = try sceneName(of: named, in: context)
                if let number = element.plainName?.instance {
                    guard let id = liveInstance(of: scene, number: number) else {
                        throw Failure("no instance '\(scene)#\(number)' is alive", isMissingInstance: true)
                    }
                    guard current.contains(id) else {
                        throw Failure("'\(app.name(id))' is not on \(app.name(navigation))'s stack; flow does not model "
                                      + "moving a controller from another container")
                    }
                    stack.append(id)
                } else if let id = current.last(where: { app.controllers.scene(of: $0) == scene && !stack.contains($0) }) {
                    stack.append(id)
                } else {
                    let id = try app.instantiate(scene)
                    created.append(id)
                    stack.append(id)
                }
            }
            try app.navigation(navigation).setViewControllers(stack, animated: animated)
            // Refused without an error (a transition in flight, a search presented over a leaving
            // scene): what the list made joined nothing, and no one holds it.
            for id in created where app.controllers.parent(of: id) == nil { app.discard(id) }
        } catch {
            for id in created { app.discard(id) }
            throw error
        }
    }

    /// The receiver of `present`, `show`, `dismiss`… without `on X`.
    func defaultReceiver(in context: Context) throws -> InstanceID {
        if let receiver = context.receiver, app?.controllers.contains(receiver) == true { return receiver }
        return try visibleInstance()
    }

    /// The style to ask for: the option's, `custom` for a presenter without one.
    func presentationStyle(_ options: ResolvedOptions) -> PresentationStyle? {
        if let style = options.style { return style }
        return options.presenter == nil ? nil : .custom
    }

    /// A navigation controller's custom animator (its delegate's
    /// `animationController(for:from:to:)`) is not modelled: say so in the
    /// trace and run the standard transition.
    func noteUnmodelled(_ options: ResolvedOptions) {
        if let animator = options.animator {
            record(.note("animator \(animator) is not modelled for pushes yet: the standard transition runs"))
        }
    }

    /// The navigation controller `verb` (`push`, `pop`) goes through from `receiver`: in the app's
    /// code, with none, nil and a note that nothing happens (`navigationController?` of nil); from a
    /// script, an error.
    private func nearestNavigation(from receiver: InstanceID, for verb: String, in context: Context) throws -> InstanceID? {
        let app = try requireApp()
        if let navigation = app.nearestNavigation(from: receiver) { return navigation }
        guard context.isCallback else { throw Failure("no navigation controller contains '\(app.name(receiver))'") }
        record(.note("\(verb): '\(app.name(receiver))' is in no navigation controller (navigationController is nil): nothing happens"))
        return nil
    }

    /// `pop`, `pop to D`, `pop to root`: the nearest navigation controller of the visible scene,
    /// or in a control's action of the scene the code runs in (`self.navigationController`). In
    /// the app's code, with none, nothing happens (`navigationController?.popViewController` of nil).
    func pop(_ node: PopStatement, in context: Context) throws {
        let app = try requireApp()
        let base = try defaultReceiver(in: context)
        guard let navigation = try nearestNavigation(from: base, for: "pop", in: context) else { return }
        let animated = ResolvedOptions(node.options).animated ?? true
        switch node.target {
        case .top:
            try app.navigation(navigation).pop(animated: animated)
        case .root:
            try app.navigation(navigation).popToRoot(animated: animated)
        case .scene(let name):
            let destination = try instance(named: name, in: context)
            guard app.controllers.children(of: navigation).contains(destination) else {
                throw UIKitException("Tried to pop to a view controller that doesn't exist.")
            }
            try app.navigation(navigation).pop(to: destination, animated: animated)
        }
    }

    /// `select Tab` / `select 2` (counted from 1).
    func select(_ node: SelectStatement, in context: Context) throws {
        let app = try requireApp()
        switch node.target {
        case .name(let name):
            if let pages = pageViewController(serving: name, in: context) {
                let written = name.parts.map(\.name).joined(separator: ".")
                throw Failure("'\(written)' is a page of '\(app.name(pages))', which has no tabs to select: turn to it "
                              + "as a person does ('swipe next', 'swipe previous') or as code does "
                              + "('set \(app.name(pages)).viewControllers = [\(written)]')")
            }
            if try selectGroupedTab(name, in: context) { return }
            let child = try instance(named: name, in: context)
            if app.controllers.scene(of: child) == UIKitAddedControllers.more, let tabs = app.controllers.parent(of: child) {
                let selection = selectionContext(context, tabs: tabs)
                tellAboutMore("shouldSelect", more: child, in: tabs, context: selection)
                // As for any tab: More re-tapped pops to its list, and the delegate hears before the pop ends.
                try app.startingTogether {
                    try app.tabBar(tabs).selectMore(byPerson: !selection.isCallback)
                    tellAboutMore("didSelect", more: child, in: tabs, context: selection)
                }
                return
            }
            let tab = groupNavigation(rootedIn: child) ?? child
            guard let parent = app.controllers.withSlot(tab, { $0.pointee.tabs.tabBar }) ?? nil,
                  app.controllers.kind(of: parent) == .tabs,
                  let index = app.controllers.children(of: parent).firstIndex(of: tab) else {
                throw Failure("'\(app.name(child))' is not a tab of a tab bar controller")
            }
            let selection = selectionContext(context, tabs: parent)
            guard try shouldSelect(tab: index, in: parent, context: selection) else { return }
            try selectAndTell(tab: index, in: parent, context: selection)
        case .index(let number):
            guard case .integer(let position) = number.magnitude, !number.isPercentage else {
                throw Failure("'select' needs a tab number counted from 1, found \(number.text)")
            }
            guard let tabs = app.tabBarToSelect(from: try visibleInstance()) else {
                throw Failure("no tab bar controller is on screen, above '\(app.name(try visibleInstance()))' or beside it alone: "
                              + "select a tab by its scene's name ('select Home')")
            }
            let count = app.controllers.children(of: tabs).count
            guard position >= 1, position <= count else {
                throw Failure("there is no tab \(position): '\(app.name(tabs))' has \(count) tab\(count == 1 ? "" : "s")")
            }
            let selection = selectionContext(context, tabs: tabs)
            guard try shouldSelect(tab: position - 1, in: tabs, context: selection) else { return }
            try selectAndTell(tab: position - 1, in: tabs, context: selection)
        }
    }

    /// Selects tab `index` and tells the delegate in the tap's turn: before a re-tapped navigation
    /// tab's animated pop to its root ends (`App.startingTogether`).
    private func selectAndTell(tab index: Int, in tabs: InstanceID, context: Context) throws {
        let app = try requireApp()
        try app.startingTogether {
            try app.tabBar(tabs).select(tab: index, byPerson: !context.isCallback)
            didSelect(tab: index, in: tabs, context: context)
        }
    }

    /// The context a `select` of `tabs` runs in: a person's tap only where a person can tap the tab
    /// bar (`App.tappableInstances`, and the bar not hidden by a pushed `hides bottom bar`); under
    /// a presentation that covers it (full screen, a sheet, a popover's dimming view) or with the
    /// bar hidden it is the app's code setting `selectedIndex`, which asks and tells the delegate
    /// nothing (Apple, tabBarController(_:didSelect:): "not called when your code changes the tab
    /// bar contents programmatically") and pops no re-selected tab to its root, as in a hook.
    private func selectionContext(_ context: Context, tabs: InstanceID) -> Context {
        guard !context.isCallback, let app,
              !app.tappableInstances.contains(tabs) || app.tabBar(tabs).hidesBottomBar else { return context }
        var code = context
        code.isCallback = true
        return code
    }

    /// `select Albums` of a tab in a group (iOS 18's `UITabGroup`), which a
    /// person picks in the sidebar, and code selects whatever the width
    /// (`selectedTab`, in a hook): true when `name` is such a tab of the tab
    /// bar on screen, and selected (or refused by the delegate).
    private func selectGroupedTab(_ name: QualifiedName, in context: Context) throws -> Bool {
        guard let app, let scene = sceneName(parts: name.parts.map(\.name), in: context),
              let tabs = app.tabBarToSelect(from: try visibleInstance()),
              app.tabBar(tabs).tabObjects != nil, app.tabBar(tabs).groupPath(to: scene) != nil else { return false }
        guard context.isCallback || app.tabBar(tabs).showsSidebar else {
            throw Failure("'\(scene)' is a tab of a group of '\(app.name(tabs))', which a person picks in its sidebar: "
                          + "the sidebar shows in regular width ('size regular'), in mode tabSidebar or automatic")
        }
        guard try shouldSelect(grouped: scene, in: tabs, context: context) else { return true }
        try app.tabBar(tabs).select(groupedTab: scene)
        tellDidSelect(EventName(word: EventText(interning: scene)), in: tabs, context: context)
        return true
    }

    /// The navigation controller UIKit manages for the tab group `id` is the
    /// root of, which is the group's tab (`select Collections`).
    private func groupNavigation(rootedIn id: InstanceID) -> InstanceID? {
        guard let app, let scene = app.controllers.scene(of: id), let parent = app.controllers.parent(of: id),
              app.controllers.scene(of: parent) == UIKitAddedControllers.groupNavigation(group: scene),
              app.controllers.children(of: parent).first == id else { return nil }
        return parent
    }

    /// `tabBarController(_:shouldSelectTab:)` for a grouped tab, as for a root tab below.
    private func shouldSelect(grouped scene: String, in tabs: InstanceID, context: Context) throws -> Bool {
        guard !context.isCallback, let app, let barScene = app.controllers.scene(of: tabs), let info = program.scenes[barScene],
              !info.type.selectGuards.isEmpty else { return true }
        record(.callback(app.eventName(tabs), "shouldSelectTab", EventName(word: EventText(interning: scene))))
        let written = scene.hasPrefix(info.storyboard + ".") ? String(scene.dropFirst(info.storyboard.count + 1)) : scene
        return try selectGuardHolds(info.type.selectGuards[written], info: info, tabs: tabs)
    }

    /// `tabBarController(_:shouldSelect:)`: asked for a person's tap on a tab
    /// (a `select` of the script or a test), not for a selection made in
    /// code (a hook's `select`). A tab bar that declares a guard for any of
    /// its tabs (`select Settings when signedIn`) has a delegate that
    /// implements the method, and UIKit asks it for every tab tapped: the
    /// guarded ones answer with their guard, the others yes; false, nothing
    /// happens. Apple, tabBarController(_:shouldSelect:): "The tab bar
    /// controller calls this method in response to the user tapping a tab
    /// bar item"; a selection made in code (`selectedIndex`) asks no delegate.
    private func shouldSelect(tab index: Int, in tabs: InstanceID, context: Context) throws -> Bool {
        guard !context.isCallback, let app, let scene = app.controllers.scene(of: tabs), let info = program.scenes[scene],
              !info.type.selectGuards.isEmpty, index < info.type.declaration.children.count else { return true }
        let written = info.type.declaration.children[index].parts.map(\.name).joined(separator: ".")
        let children = app.controllers.children(of: tabs)
        // A tab bar of UITabs asks its delegate's iOS 18 method, with the tab.
        let method: EventText = app.tabBar(tabs).tabObjects != nil ? "shouldSelectTab" : "shouldSelect"
        let tab = groupRoot(of: children[index]).map { app.eventName($0) } ?? app.eventName(children[index])
        record(.callback(app.eventName(tabs), method, tab))
        return try selectGuardHolds(info.type.selectGuards[written], info: info, tabs: tabs)
    }

    /// `tabBarController(_:didSelect:)` after a person's tap selected a tab, the one already
    /// selected included, from the delegate `shouldSelect` asks (a tab bar with a `select … when`):
    /// Apple, tabBarController(_:didSelect:): "the tab bar controller calls this method regardless
    /// of whether the selected view controller changed … only in response to user taps in the tab
    /// bar". After the switch's appearance callbacks, as UIKit's `_setSelectedViewController:`
    /// calls it once its transition is done.
    private func didSelect(tab index: Int, in tabs: InstanceID, context: Context) {
        guard let app else { return }
        let children = app.controllers.children(of: tabs)
        guard children.indices.contains(index) else { return }
        tellDidSelect(groupRoot(of: children[index]).map { app.eventName($0) } ?? app.eventName(children[index]),
                      in: tabs, context: context)
    }

    /// Tells the tab bar's delegate, if it has one, that `tab` was picked (a group's tab in the
    /// sidebar by its scene's name): iOS 18's `didSelectTab` for a bar of UITabs.
    private func tellDidSelect(_ tab: EventName, in tabs: InstanceID, context: Context) {
        guard !context.isCallback, let app, let scene = app.controllers.scene(of: tabs), let info = program.scenes[scene],
              !info.type.selectGuards.isEmpty else { return }
        let method: EventText = app.tabBar(tabs).tabObjects != nil ? "didSelectTab" : "didSelect"
        record(.callback(app.eventName(tabs), method, tab))
    }

    /// `tabBarController(_:shouldSelect:)` and `(_:didSelect:)` for a person's tap on More, with
    /// `moreNavigationController`, from the delegate a tab bar with a `select … when` has: More's item
    /// is a tab bar item as the others are (apps' delegates test `viewController ==
    /// tabBarController.moreNavigationController` in both), and no guard can be written for it, so
    /// the answer is yes (fourth fidelity hunt, F3). A bar of UITabs has no More.
    private func tellAboutMore(_ method: EventText, more: InstanceID, in tabs: InstanceID, context: Context) {
        guard !context.isCallback, let app, let scene = app.controllers.scene(of: tabs), let info = program.scenes[scene],
              !info.type.selectGuards.isEmpty, app.tabBar(tabs).tabObjects == nil else { return }
        record(.callback(app.eventName(tabs), method, app.eventName(more)))
    }

    /// A managed group's tab is named after the group, not its navigation controller.
    private func groupRoot(of tab: InstanceID) -> InstanceID? {
        guard let app, let root = app.controllers.children(of: tab).first, groupNavigation(rootedIn: root) == tab else { return nil }
        return root
    }

    /// A `select … when` guard's answer; yes without one.
    private func selectGuardHolds(_ rule: SelectGuardMember?, info: SceneInfo, tabs: InstanceID) throws -> Bool {
        guard let rule else { return true }
        let allowed = try evaluate(rule.condition, in: Context(path: info.path, storyboard: info.storyboard, owner: tabs))
        guard case .boolean(let holds) = allowed else {
            throw Failure("'select … when' needs a Bool, found \(ValueOperations.typeName(allowed)) \(allowed.quotedDescription)")
        }
        return holds
    }

    /// `tap NAME` / `tap Scene.NAME`: a control of a scene a person can tap.
    func tap(_ name: QualifiedName, in context: Context) throws {
        let app = try requireApp()
        let control = name.last.name
        if name.parts.count == 1, try tapMoreListButton(control) { return }
        var candidates = app.tappableInstances.filter { id in
            guard let scene = app.controllers.scene(of: id) else { return false }
            return program.scenes[scene]?.type.controls.contains(control) == true
        }
        if name.parts.count > 1 {
            let sceneParts = Array(name.parts.dropLast())
            let sceneQualified = QualifiedName(parts: sceneParts, range: name.range)
            let scene = try sceneName(of: sceneQualified, in: context)
            if let number = sceneQualified.last.instance {
                candidates = candidates.filter { app.name($0) == "\(scene)#\(number)" }
            } else {
                candidates = candidates.filter { app.controllers.scene(of: $0) == scene }
            }
        }
        guard let source = candidates.last else {
            let owners = program.controlOwners.owners(of: control, in: program.scenes)
            let place = owners.isEmpty ? "" : " ('\(control)' belongs to \(owners.map { "'\($0)'" }.joined(separator: ", ")))"
            throw Failure("no scene a person can tap has the control '\(name.text)'\(place)")
        }
        let scenes = Set(candidates.compactMap { app.controllers.scene(of: $0) })
        if scenes.count > 1 {
            let names = candidates.map { "'\(app.name($0))'" }.joined(separator: " and ")
            throw Failure("'\(control)' is on \(names): qualify it, as in 'tap \(app.controllers.scene(of: source) ?? "Scene").\(control)'")
        }
        guard let scene = app.controllers.scene(of: source), let info = program.scenes[scene] else {
            throw Failure("the control '\(control)' fires no segue")
        }
        if let action = info.type.alertActions.first(where: { $0.name == control }) {
            return try tapAlertAction(action, of: source, info: info)
        }
        guard let segue = info.type.segues.first(where: { $0.controlName == control }) else {
            throw Failure("the control '\(control)' fires no segue")
        }
        try fire(segue, from: source, info: info, trigger: control, consultShouldPerform: true)
    }
}
