import SwiftSyntax

// The app's SwiftUI screens as one more storyboard (issues 52 and 55): the
// importer gives the views its code hosts the shape of a storyboard — one
// controller per screen, a segue per link — so that naming, imports,
// references into the real storyboards and code triggers work on them as on
// any other, and `flow import --app` writes them to `SwiftUI.flow`.
//
// From each view a `UIHostingController(rootView:)` in the code shows, and
// from each view those link to:
//
// - a view becomes a scene with `hosting "View"`, its title the view's
//   `navigationTitle`, each link a control (`button controllers -> show
//   ControllerSettingsView`; a sheet, which some state shows, a manual
//   segue named after its binding), the links of the views it shows in place
//   its own;
// - a view whose body is a `NavigationStack` (or that is hosted inside one)
//   becomes a container with `hosting` that embeds a navigation controller
//   whose root is the view's content;
// - a `UIViewControllerRepresentable` becomes a container with `hosting` that
//   embeds the storyboard scene its `makeUIViewController` instantiates (a
//   scene of no storyboard, or one made in code, leaves the container empty).
//
// A link whose destination is no view of the app (SwiftUI's own, a package's) is
// not read. A link by value (`NavigationLink(value:)`) is read where its value
// is taken: each view a `navigationDestination(for:)` may push is a push of the
// view that declares it (SwiftUIReader.swift).

enum SwiftUIScreens {
    /// The storyboard the screens form, and the flow file they are written to.
    static let storyboardName = "SwiftUI"
    /// The path the screens' storyboard has, for messages and `ImportedFile.isSwiftUIScreens`.
    static let path = "SwiftUI views of the app's Swift"

    /// The storyboard identifier a hosting controller of `root` has among the screens.
    static func identifier(of root: SwiftUIDestination) -> String {
        root.inNavigation ? root.type + inNavigation : root.type
    }

    /// The view a storyboard identifier of the screens names (`identifier(of:)` read back).
    static func destination(identifier: String) -> SwiftUIDestination {
        guard identifier.hasSuffix(inNavigation) else { return SwiftUIDestination(type: identifier) }
        return SwiftUIDestination(type: String(identifier.dropLast(inNavigation.count)), inNavigation: true)
    }

    /// What the identifier of a view hosted inside a `NavigationStack` ends with.
    private static let inNavigation = " in navigation"

    /// Whether `controller` is a view's screen: a hosting controller of the view, not the one
    /// holding the navigation controller around it (`stackSuffix`), whose content is the screen.
    static func isScreen(_ controller: Controller) -> Bool {
        controller.hostedView != nil && !controller.segues.contains { $0.destination.hasSuffix(stackSuffix) }
    }

    /// What the id of the navigation controller a hosting controller holds ends with.
    private static let stackSuffix = "#stack"

    /// The view a hosting controller's `rootView:` is: a view built there
    /// (under its modifiers, inside a `NavigationStack`), or a variable holding one.
    static func hostedRoot(of expression: ExprSyntax, views: [String: SwiftUIDestination]) -> SwiftUIDestination? {
        let expression = CallReader.unwrapped(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return views[reference.baseName.text] }
        // Modifiers under a build condition (`ContentView().environmentObject(…)` then `#if
        // canImport(FreemiumKit) .environmentObject(…) #endif`, Provenance's app): the view they modify.
        if let conditional = expression.as(PostfixIfConfigExprSyntax.self), let base = conditional.base {
            return hostedRoot(of: base, views: views)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if let base = SwiftUIReader.modifiedBase(call) { return hostedRoot(of: base, views: views) }
        guard let type = SwiftUIReader.typeName(call.calledExpression) else { return nil }
        // A type-erased view is the view it erases.
        if type == "AnyView" { return call.arguments.first.flatMap { hostedRoot(of: $0.expression, views: views) } }
        if SwiftUIReader.makesNavigationStack(call, type: type) {
            let content = call.trailingClosure.flatMap { closure in
                closure.statements.first.flatMap { $0.item.as(ExprSyntax.self) }
            } ?? call.arguments.first?.expression
            guard let inner = content.flatMap({ hostedRoot(of: $0, views: views) }) else { return nil }
            return SwiftUIDestination(type: inner.type, inNavigation: true)
        }
        // Layers over a view (`ZStack { MainView(); … }`, Yubico Authenticator's window with its toasts
        // above) and a `Group` host the first view of the app's they hold: the screen, the rest drawn on it.
        if type == "ZStack" || type == "Group", let closure = call.trailingClosure {
            return closure.statements.lazy.compactMap { $0.item.as(ExprSyntax.self).flatMap { hostedRoot(of: $0, views: views) } }.first
        }
        // UIKit's types are no views; `Self()` in a protocol's extension is whichever view conforms;
        // SwiftUI's own views are no screens of the app's.
        guard !type.hasPrefix("UI"), type != "Self", !SwiftUIReader.builtInViews.contains(type) else { return nil }
        return SwiftUIDestination(type: type)
    }

    /// The screens the code hosts, as a storyboard; nil when the code hosts none.
    /// `storyboards` are the app's real ones, for what representables instantiate.
    static func storyboard(sources: SourceIndex, storyboards: [Storyboard]) -> Storyboard? {
        var roots: [SwiftUIDestination] = []
        var rootLocations: [String: String] = [:]
        func note(_ made: CodeTrigger.Instantiation, at location: String) {
            guard made.storyboard == storyboardName, let identifier = made.identifier else { return }
            let root = destination(identifier: identifier)
            if !roots.contains(root) { roots.append(root) }
            if !location.isEmpty { rootLocations[identifier] = rootLocations[identifier] ?? location }
        }
        for name in sources.classes.keys.sorted() {
            for trigger in sources.codeTriggers(of: name) {
                if let made = trigger.action.made { note(made, at: trigger.location) }
            }
            // A hosted view a container made in code shows (Planetary's tab bar, each tab a navigation
            // controller around a hosting controller): CodeScreens refers to it, so it is a screen here.
            let listed = (sources.tabs(ofTabBarClass: name) ?? [])
                + (sources.split(ofSplitClass: name)?.columns.flatMap { sources.keptTabBar($0.made) ?? [$0.made] } ?? [])
            for made in listed { note(made, at: "") }
        }
        for made in sources.launchRoot?.shownFirst ?? [] { note(made, at: sources.launchRoot?.location ?? "") }
        guard !roots.isEmpty else { return nil }
        var builder = Builder(index: sources.swiftUI, storyboards: storyboards, sources: sources)
        for root in roots { builder.add(root, shownAt: rootLocations[identifier(of: root)]) }
        builder.drain()
        return Storyboard(name: storyboardName, path: path, version: "3.0",
                          initialControllerID: nil, controllers: builder.controllers, notes: [])
    }

    /// Turns views into controllers, each once, breadth first.
    private struct Builder {
        let index: SwiftUIIndex
        let storyboards: [Storyboard]
        let sources: SourceIndex
        var controllers: [Controller] = []
        /// The titles of the tab items that show each view's screen, by its identifier.
        private var tabTitles: [String: String] = [:]
        private var queued: Set<String> = []
        private var pending: [(SwiftUIDestination, String?)] = []

        init(index: SwiftUIIndex, storyboards: [Storyboard], sources: SourceIndex) {
            self.index = index
            self.storyboards = storyboards
            self.sources = sources
        }

        static func id(_ identifier: String) -> String { "swiftui:" + identifier }

        mutating func add(_ destination: SwiftUIDestination, shownAt location: String?) {
            guard queued.insert(SwiftUIScreens.identifier(of: destination)).inserted else { return }
            pending.append((destination, location))
        }

        mutating func drain() {
            var next = 0
            while next < pending.count {
                let (destination, location) = pending[next]
                next += 1
                build(destination, shownAt: location)
            }
        }

        private func controller(id: String, kind: ControllerKind, identifier: String?, hosted: String?,
                                location: String?) -> Controller {
            var controller = Controller.fromCode(id: id, element: "hostingController", kind: kind, identifier: identifier,
                                                 location: location)
            controller.hostedView = hosted
            return controller
        }

        private func segue(_ id: String, owner: SegueOwner, to destination: String, kind: String,
                           identifier: String? = nil, relationship: String? = nil) -> StoryboardSegue {
            StoryboardSegue.fromCode(id: id, owner: owner, to: destination, kind: kind, identifier: identifier,
                                     relationship: relationship)
        }

        private mutating func build(_ destination: SwiftUIDestination, shownAt location: String?) {
            let identifier = SwiftUIScreens.identifier(of: destination)
            let id = Self.id(identifier)
            let resolved = index.resolve(destination.type)
            if let type = resolved, let representable = index.representables[type] {
                var host = controller(id: id, kind: .hosting, identifier: identifier, hosted: type,
                                      location: location ?? representable.location)
                let made = sources.madeBy(representable)
                let embedded = made.flatMap { made in
                    reference(to: made).map { reference in
                        embed(reference, inNavigation: made.inNavigation, as: id + "#controller", segueID: id + "#embed",
                              viewID: id + "#view", in: &host)
                    }
                } ?? []
                controllers.append(host)
                controllers += embedded
                return
            }
            var view = resolved.flatMap { index.views[$0] }
            let type = resolved ?? destination.type
            var content = controller(id: id, kind: .hosting, identifier: identifier, hosted: type,
                                     location: location ?? view?.location)
            content.title = view?.title
            content.itemTitle = tabTitles[identifier]
            // A body that is a `TabView` of the app's views: a tab bar controller in the hosting
            // controller, each tab the screen of its view, which is then not shown in place.
            let tabs = view?.tabs.flatMap { tabs -> [SwiftUITab]? in
                let resolved = tabs.compactMap { tab in
                    index.resolve(tab.destination.type).map {
                        SwiftUITab(destination: SwiftUIDestination(type: $0, inNavigation: tab.destination.inNavigation), title: tab.title)
                    }
                }
                return resolved.count == tabs.count ? resolved : nil
            }
            if let tabs {
                let tabTypes = Set(tabs.map(\.destination.type))
                view?.embedded.removeAll { tabTypes.contains(index.resolve($0) ?? $0) }
            }
            if destination.inNavigation || view?.isNavigationRoot == true {
                // The hosting controller holds a navigation controller whose root is the content.
                var host = content
                host.title = nil
                content.itemTitle = nil  // the tab's item is the host's, the tab bar's child
                let stack = id + SwiftUIScreens.stackSuffix
                host.segues = [segue(id + "#embed", owner: .containerView(id: id + "#view"), to: stack, kind: "embed")]
                // Named after the view (the identifiers are no storyboard's, and no code asks for them).
                var navigation = controller(id: stack, kind: .navigation, identifier: type + " Stack", hosted: nil,
                                            location: nil)
                navigation.element = "navigationController"
                content.id = id + "#content"
                content.storyboardIdentifier = type + " Content"
                navigation.segues = [segue(stack + "#root", owner: .controller, to: content.id, kind: "relationship",
                                           relationship: "rootViewController")]
                controllers.append(host)
                controllers.append(navigation)
            }
            if let view { addLinks(of: view, to: &content) }
            if let view { embedRepresentables(shownIn: view, by: &content) }
            let tabBar = tabs.map { embedTabs($0, of: type, in: &content) }
            controllers.append(content)
            if let tabBar { controllers.append(tabBar) }
        }

        /// A tab bar controller embedded in `content`, whose tabs are the screens of `tabs`' views in
        /// order, each titled as its tab item is (Nextcloud Notes' notes and settings); the caller adds it.
        private mutating func embedTabs(_ tabs: [SwiftUITab], of type: String, in content: inout Controller) -> Controller {
            let tabBarID = content.id + "#tabs"
            content.segues.append(segue(content.id + "#embedTabs", owner: .containerView(id: content.id + "#tabsView"),
                                        to: tabBarID, kind: "embed"))
            // Named after the view, as its navigation controller is.
            var tabBar = controller(id: tabBarID, kind: .tabBar, identifier: type + " Tabs", hosted: nil, location: nil)
            tabBar.element = "tabBarController"
            for (position, tab) in tabs.enumerated() {
                let tabIdentifier = SwiftUIScreens.identifier(of: tab.destination)
                tabBar.segues.append(segue(tabBarID + "#tab\(position)", owner: .controller, to: Self.id(tabIdentifier),
                                           kind: "relationship", relationship: "viewControllers"))
                if let title = tab.title, tabTitles[tabIdentifier] == nil { tabTitles[tabIdentifier] = title }
                add(tab.destination, shownAt: nil)
            }
            return tabBar
        }

        /// The storyboard scenes of the representables `view` shows in place, embedded in its screen
        /// (Yubico Authenticator's add-account sheet, whose body is the representable that makes the
        /// `AddCredential` storyboard's navigation controller, with a title and a close button on it).
        /// The representables `view` shows in place, and those of the views it shows in place (Home
        /// Assistant's web view, two views down), each embedded in `content`.
        private mutating func embedRepresentables(shownIn view: SwiftUIView, by content: inout Controller) {
            var position = 0
            var seen: Set<String> = [view.type]
            var stack = [view]
            while !stack.isEmpty {
                let next = stack.removeFirst()
                for embedded in next.embedded {
                    guard let type = index.resolve(embedded) else { continue }
                    if let shown = index.views[type], seen.insert(type).inserted { stack.append(shown) }
                    guard let made = index.representables[type].flatMap(sources.madeBy), let reference = reference(to: made) else { continue }
                    let child = "\(content.id)#controller\(position)"
                    position += 1
                    controllers += embed(reference, inNavigation: made.inNavigation, as: child, segueID: child + "#embed",
                                         viewID: child + "#view", in: &content)
                }
            }
        }

        /// The storyboard scene `reference` names, embedded in `host`: the placeholder `child`, for the
        /// caller to add (a representable's screen, or a view's that shows one in place); with
        /// `inNavigation`, the root of the navigation controller the representable makes around it
        /// (`UINavigationController(rootViewController: ContactBookViewController())`), embedded in its
        /// place, so that its pushes push.
        private func embed(_ reference: ControllerKind, inNavigation: Bool, as child: String, segueID: String, viewID: String,
                           in host: inout Controller) -> [Controller] {
            var placeholder = controller(id: child, kind: reference, identifier: nil, hosted: nil, location: nil)
            placeholder.element = "viewControllerPlaceholder"
            guard inNavigation else {
                host.segues.append(segue(segueID, owner: .containerView(id: viewID), to: child, kind: "embed"))
                return [placeholder]
            }
            // (Not the view's own stack, `stackSuffix`: the host stays the screen of its view, its moves its own.)
            let stack = child + "#navigation"
            host.segues.append(segue(segueID, owner: .containerView(id: viewID), to: stack, kind: "embed"))
            // Named after the host's view, as a view's own stack is.
            var navigation = controller(id: stack, kind: .navigation, identifier: (host.storyboardIdentifier ?? child) + " Navigation",
                                        hosted: nil, location: nil)
            navigation.element = "navigationController"
            navigation.segues = [segue(stack + "#root", owner: .controller, to: child, kind: "relationship",
                                       relationship: "rootViewController")]
            return [navigation, placeholder]
        }

        /// The storyboard scene a representable makes, as a reference to it. Not a SwiftUI view's
        /// hosting controller: a representable wraps UIKit's controllers for SwiftUI, and one read
        /// as hosting a view (a mangled file's `makeUIViewController` run into a method hosting the
        /// settings view that shows it: the `app` fuzzing) would embed that view's screen in itself.
        private func reference(to made: CodeTrigger.Instantiation) -> ControllerKind? {
            guard made.storyboard != SwiftUIScreens.storyboardName else { return nil }
            // A view controller made in code is a scene of Code.flow (CodeScreens) when it is the app's.
            if made.storyboard == CodeScreens.storyboardName {
                guard let name = made.identifier, CodeScreens.isViewController(name, in: sources) else { return nil }
                return .reference(storyboardName: CodeScreens.storyboardName, identifier: name)
            }
            if let storyboard = made.storyboard { return .reference(storyboardName: storyboard, identifier: made.identifier) }
            guard let identifier = made.identifier else { return nil }
            let holders = storyboards.filter { $0.controllers.contains { $0.storyboardIdentifier == identifier } }
            guard holders.count == 1, let holder = holders.first else { return nil }
            return .reference(storyboardName: holder.name, identifier: identifier)
        }

        /// The view's links and those of the views it shows in place, as its controls' segues.
        private mutating func addLinks(of view: SwiftUIView, to content: inout Controller) {
            // The app's own on its window's content, when this view is that content (SwiftUIAppScenes.swift).
            var links: [(SwiftUILink, SwiftUIView)] = (index.appLinks[view.type] ?? []).map { ($0, view) }
            var seen: Set<String> = []
            var stack = [view]
            while let next = stack.popLast() {
                guard seen.insert(next.type).inserted else { continue }
                links += next.links.map { ($0, next) }
                for embedded in next.embedded.reversed() {
                    if let type = index.resolve(embedded), let shown = index.views[type] { stack.append(shown) }
                }
            }
            for (position, (link, owner)) in links.enumerated() {
                for (choice, destination) in expand(link.destinations, helpersOf: owner).enumerated() {
                    guard let type = index.resolve(destination.type) else { continue }
                    let target = SwiftUIDestination(type: type, inNavigation: destination.inNavigation)
                    add(target, shownAt: link.location)
                    let segueID = "\(content.id)#link\(position).\(choice)"
                    let kind = link.kind == .push ? "show" : "presentation"
                    switch link.kind {
                    case .push:
                        let control = segueID + "#control"
                        // Unlabelled, a link is named after its destination's type (a representable's outer one).
                        let shortType = type.split(separator: ".").first.map(String.init) ?? type
                        content.controls[control] = Control(id: control, kind: .button, element: "NavigationLink",
                                                            labels: [link.label, shortType].compactMap { $0 }, findBy: link.findBy)
                        content.segues.append(segue(segueID, owner: .control(id: control), to: Self.id(SwiftUIScreens.identifier(of: target)),
                                                    kind: kind))
                    case .present:
                        // One binding presents one sheet: the same sheet written in two branches of an
                        // `if` (Home Assistant's settings, phone and pad) is one segue; a sheet showing one
                        // of several views has one segue per view, each after its view past the first.
                        let destinationID = Self.id(SwiftUIScreens.identifier(of: target))
                        let binding = link.label ?? "sheet"
                        let sameBinding = content.segues.filter { $0.identifier == binding || $0.identifier?.hasPrefix(binding + " (") == true }
                        guard !sameBinding.contains(where: { $0.destination == destinationID }) else { continue }
                        let shortType = type.split(separator: ".").first.map(String.init) ?? type
                        let identifier = sameBinding.isEmpty ? binding : "\(binding) (\(shortType))"
                        content.segues.append(segue(segueID, owner: .controller, to: destinationID, kind: kind, identifier: identifier))
                    }
                }
            }
        }

        /// Destinations with each helper replaced by what it returns (one level).
        private func expand(_ destinations: [SwiftUIDestination], helpersOf view: SwiftUIView) -> [SwiftUIDestination] {
            var result: [SwiftUIDestination] = []
            for destination in destinations {
                let found = destination.isHelper
                    ? (view.helpers[destination.type] ?? []).filter { !$0.isHelper }.map {
                        SwiftUIDestination(type: $0.type, inNavigation: $0.inNavigation || destination.inNavigation)
                    }
                    : [destination]
                for item in found where index.resolve(item.type) != nil && !result.contains(item) { result.append(item) }
            }
            return result
        }
    }
}
