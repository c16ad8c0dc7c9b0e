import FlowLang
import FlowModel
import FlowRuntime

// The actions a person has (issue 18): tap each control of the scenes on
// screen, the navigation bar's back button, the tab bar's tabs, swipe back,
// swipe a sheet down, tap outside a popover, use a search field, open the app
// by each of its links, activities and quick actions and, when asked, change the
// width class; and what code does: perform each manual segue of a scene on
// screen (issue 52: imported apps navigate from code). Each is a statement, run as `flow run` runs it (guards,
// hooks and unwind bodies included); the table parses every statement the
// storyboard could need once, before the search, so a state's actions are
// indices into it and the workers share it read-only.

/// One action: the statement a person's gesture amounts to.
public struct ExploreAction: Hashable, Sendable {
    /// Which kind of action.
    public var kind: ExploreActionKind
    /// The statement as a script spells it: `tap add`, `select 2`.
    public var text: String
    /// For taps: the model name of the scene and the control.
    public var scene: String?
    /// For taps: the control's name.
    public var control: String?
}

/// An action in a state: its number, and for a tap the scene and control it reaches.
struct AvailableAction {
    var index: Int
    var scene: String?
    var control: String?
}

/// Every action of a storyboard, parsed once.
struct ActionTable: @unchecked Sendable {
    // @unchecked: `Statement` is a value tree the table never mutates after init.
    private(set) var actions: [ExploreAction] = []
    private(set) var statements: [Statement] = []
    private var byText: [String: Int] = [:]
    /// By model scene name, its controls in order: the control's name number
    /// and the unqualified and qualified tap actions (so listing a state's
    /// taps builds no strings).
    private var tapsByScene: [String: [(name: Int, plain: Int?, qualified: Int?, control: String)]] = [:]
    private var controlNameCount = 0
    /// By model scene name, its manual segues: the `perform "ID"` action (on
    /// the visible scene) and the `perform "ID" from Scene` one (on another).
    private var performsByScene: [String: [(plain: Int, qualified: Int)]] = [:]
    /// The `open …` actions of the file's entry points.
    private var openActions: [Int] = []
    /// By model scene name, an alert's text fields: the field and its `type "a" in FIELD` action.
    private var typingByScene: [String: [(field: String, index: Int)]] = [:]
    /// By model scene name, its search's scope buttons: the title and its `search scope "T"` action.
    private var scopesByScene: [String: [(title: String, index: Int)]] = [:]

    init(program: Program, interpreter: Interpreter, widths: [WidthClass]) {
        var tabs = 0
        var names: [String: Int] = [:]
        for scene in interpreter.sceneNames {
            guard let declaration = interpreter.declaration(ofScene: scene) else { continue }
            if declaration.kind == .tabs { tabs = max(tabs, declaration.children.count) }
            // A group's tabs (iOS 18), which a person picks in the sidebar.
            for group in declaration.tabGroups {
                for child in group.children { add(.select, "select " + child.parts.map(\.name).joined(separator: ".")) }
            }
            for (control, _) in declaration.controls {
                add(.tap, "tap \(control)", scene: scene, control: control)
                add(.tap, "tap \(scene).\(control)", scene: scene, control: control)
                let name = names[control] ?? names.count
                names[control] = name
                tapsByScene[scene, default: []].append(
                    (name, byText["tap \(control)"], byText["tap \(scene).\(control)"], control))
            }
            for title in declaration.search?.scopes ?? [] {
                let text = "search scope " + EventSpelling.quoted(title)
                add(.search, text, scene: scene)
                if let index = byText[text] { scopesByScene[scene, default: []].append((title, index)) }
            }
            for field in declaration.alertTextFields.map(\.name) where declaration.alert?.style == .alert {
                let text = "type \"a\" in \(field)"
                add(.tap, text, scene: scene)
                if let index = byText[text] { typingByScene[scene, default: []].append((field, index)) }
            }
            for segue in declaration.segues {
                guard case .manual(let identifier, _) = segue.trigger else { continue }
                let plain = "perform " + EventSpelling.quoted(identifier.value)
                add(.perform, plain, scene: scene)
                add(.perform, plain + " from " + scene, scene: scene)
                if let plainIndex = byText[plain], let qualifiedIndex = byText[plain + " from " + scene] {
                    performsByScene[scene, default: []].append((plainIndex, qualifiedIndex))
                }
            }
        }
        controlNameCount = names.count
        add(.back, "back")
        add(.swipeBack, "swipe back to 100% then finish")
        add(.swipeDown, "swipe down to 100% then finish")
        add(.swipeDown, "swipe up")
        add(.outside, "tap outside")
        add(.swipePage, "swipe next")
        add(.swipePage, "swipe previous")
        add(.tap, "tap " + Vocabulary.moreListEdit)
        add(.tap, "tap " + Vocabulary.moreListDone)
        add(.search, ActionTable.typeInSearch)
        add(.search, "cancel search")
        for entry in program.index.entryPoints {
            let text: String
            switch entry.kind {
            case .link: text = "open " + EventSpelling.quoted(LinkPattern(entry.value.value).example(filling: "x"))
            case .activity, .shortcut: text = "open \(entry.kind.rawValue) " + EventSpelling.quoted(entry.value.value)
            }
            add(.open, text)
            if let index = byText[text], !openActions.contains(index) { openActions.append(index) }
        }
        if tabs > 0 {
            for tab in 1...tabs { add(.select, "select \(tab)") }
        }
        for width in widths { add(.size, "size \(width.rawValue)") }
    }

    private mutating func add(_ kind: ExploreActionKind, _ text: String, scene: String? = nil, control: String? = nil) {
        guard byText[text] == nil else { return }
        let parsed = parse(SourceFile(path: "<explore>", text: text))
        guard !parsed.hasErrors, parsed.file.items.count == 1,
              case .statement(let statement) = parsed.file.items[0] else { return }
        byText[text] = actions.count
        actions.append(ExploreAction(kind: kind, text: text, scene: scene, control: control))
        statements.append(statement)
    }

    /// What the explorer types in a search field: one letter, enough for
    /// the results controller to show.
    static let typeInSearch = "search \"a\""

    func index(of text: String) -> Int? { byText[text] }

    /// The actions a person has in the state `interpreter` is in, in a fixed
    /// order: action numbers, with the scene and control a tap reaches (an
    /// unqualified `tap next` is shared by every scene with a `next`).
    func available(in interpreter: Interpreter, kinds: Set<ExploreActionKind>,
                   widths: [WidthClass]) -> [AvailableAction] {
        guard let app = interpreter.app, let visible = app.visible else { return [] }
        var result: [AvailableAction] = []
        let top = app.topmostPresentation
        // The More list's Edit: its sheet covers the screen, Done its only way out
        // (dragging tabs is left to scripts: each order would be a state of its own).
        if app.customizedTabBar != nil {
            return kinds.contains(.tap) ? byText["tap " + Vocabulary.moreListDone].map { [AvailableAction(index: $0)] } ?? [] : []
        }
        if kinds.contains(.tap), app.controllers.scene(of: visible) == UIKitAddedControllers.moreList,
           let index = byText["tap " + Vocabulary.moreListEdit] {
            result.append(AvailableAction(index: index))
        }
        if kinds.contains(.tap) {
            // As `Interpreter.tappableControls()` lists them; a name on two
            // scenes on screen is tapped qualified.
            let scenes = app.tappableInstances.compactMap { app.controllers.scene(of: $0) }
            var counts = [UInt8](repeating: 0, count: controlNameCount)
            for scene in scenes {
                for tap in tapsByScene[scene] ?? [] { counts[tap.name] &+= 1 }
            }
            let start = result.count
            for scene in scenes {
                for tap in tapsByScene[scene] ?? [] {
                    guard let index = counts[tap.name] == 1 ? tap.plain : tap.qualified,
                          !result[start...].contains(where: { $0.index == index }) else { continue }
                    result.append(AvailableAction(index: index, scene: scene, control: tap.control))
                }
            }
        }
        if kinds.contains(.tap), let top, let scene = app.controllers.scene(of: top) {
            // One letter in each empty field of the alert on screen: enough
            // for an action's `when` to see text, and the state space stays small.
            for typing in typingByScene[scene] ?? [] {
                let text = app.controllers.withSlot(top) { $0.pointee.variables[typing.field] } ?? nil
                if text == nil || text == .string("") {
                    result.append(AvailableAction(index: typing.index, scene: scene))
                }
            }
        }
        if kinds.contains(.perform) {
            // Code may perform a segue from any controller on screen, containers too. `perform "ID"
            // from Scene` runs on the scene's newest instance: one on screen with a newer one
            // elsewhere (in a tab not selected, below a presentation) is not what the action names,
            // and firing it would perform on the other (the Corona-Warn-App's container in each tab).
            for instance in app.tappableInstances {
                guard let scene = app.controllers.scene(of: instance),
                      instance == visible || app.newestInstance(of: scene) == instance else { continue }
                for perform in performsByScene[scene] ?? [] {
                    let index = instance == visible ? perform.plain : perform.qualified
                    guard !result.contains(where: { $0.index == index }) else { continue }
                    result.append(AvailableAction(index: index, scene: scene))
                }
            }
        }
        // The bar's back button, whose stack may be the one a collapsed split pushed a detail
        // navigation controller on (App.backNavigation).
        if let navigation = app.backNavigation(from: visible),
           app.viewController(navigation).presentationRoot == top,
           app.controllers.children(of: navigation).count > 1 {
            if kinds.contains(.back), let index = byText["back"] { result.append(AvailableAction(index: index)) }
            if kinds.contains(.swipeBack), let index = byText["swipe back to 100% then finish"] { result.append(AvailableAction(index: index)) }
        }
        if let top, top != app.root, let presented = app.controller(top) {
            let interactive = presented.presentation.animator.flatMap { app.storyboard.animators[$0] }?.isInteractive == true
            if kinds.contains(.swipeDown), presented.presentation.style?.isSheet == true || interactive,
               let index = byText["swipe down to 100% then finish"] {
                result.append(AvailableAction(index: index))
            }
            // A resizable sheet below its largest detent can be dragged up.
            if kinds.contains(.swipeDown), let detents = app.sheet(top).detents, let current = app.sheet(top).selectedDetent,
               current != detents.last, let index = byText["swipe up"] {
                result.append(AvailableAction(index: index))
            }
            if kinds.contains(.outside), presented.presentation.style == .popover,
               let index = byText["tap outside"] {
                result.append(AvailableAction(index: index))
            }
        }
        if kinds.contains(.select), let tabs = app.tabBarToSelect(from: visible),
           app.viewController(tabs).presentationRoot == top, let bar = app.controller(tabs) {
            // A bar hidden by a pushed `hides bottom bar` is not there to tap.
            for tab in bar.children.indices where tab != bar.selectedIndex && !app.tabBar(tabs).hidesBottomBar {
                if let index = byText["select \(tab + 1)"] { result.append(AvailableAction(index: index)) }
            }
            if app.tabBar(tabs).showsSidebar, let groups = app.tabBar(tabs).tabObjects?.groups {
                for child in groups.values.flatMap(\.children).sorted() {
                    if let index = byText["select " + child] { result.append(AvailableAction(index: index)) }
                }
            }
        }
        if kinds.contains(.swipePage), let pages = app.visiblePageViewController,
           app.viewController(pages).presentationRoot == top, let position = app.controller(pages)?.selectedIndex {
            let count = app.pageView(pages).scenes.count
            if position + 1 < count, let index = byText["swipe next"] { result.append(AvailableAction(index: index)) }
            if position > 0, let index = byText["swipe previous"] { result.append(AvailableAction(index: index)) }
        }
        if kinds.contains(.search), let host = app.searchHostOnScreen {
            if !app.search(of: host).isActive {
                // A field in no navigation bar is not there to tap (a search in code is a scene's hook's).
                if app.search(of: host).whyTheFieldIsHidden == nil, let index = byText[ActionTable.typeInSearch] {
                    result.append(AvailableAction(index: index))
                }
            } else if let top, app.controllers.kind(of: top) == .search, let index = byText["cancel search"] {
                result.append(AvailableAction(index: index))
                // The scope bar shows while the search is active: its other buttons.
                let selected = app.search(of: host).scope
                for scope in app.controllers.scene(of: host).flatMap({ scopesByScene[$0] }) ?? [] where scope.title != selected {
                    result.append(AvailableAction(index: scope.index))
                }
            }
        }
        if kinds.contains(.open) {
            for index in openActions { result.append(AvailableAction(index: index)) }
        }
        if kinds.contains(.size), widths.count > 1 {
            for width in widths where width != app.width {
                if let index = byText["size \(width.rawValue)"] { result.append(AvailableAction(index: index)) }
            }
        }
        return result
    }
}
