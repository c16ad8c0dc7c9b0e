@testable import FlowImport
import Testing

/// SwiftUI read for navigation: the links of each view, written every way
/// SwiftUI takes them, what a hosting controller's root view is, and what a
/// representable instantiates.
@Suite struct SwiftUIReaderTests {
    static let source = #"""
        import SwiftUI

        struct Home: View {
            @State private var composing = false
            var body: some View {
                List {
                    NavigationLink("Inbox", destination: InboxView())
                    NavigationLink(destination: ArchiveView().padding()) { Label("Archive", systemImage: "archivebox") }
                    NavigationLink { destination(for: kind) } label: { Text("Folder \(kind)") }
                    NavigationLink(value: 3) { Text("By value") }
                    Footer()
                }
                .navigationTitle("Mail")
                .fullScreenCover(isPresented: $composing) { NavigationStack { ComposeView() } }
            }
            private func destination(for kind: Int) -> some View {
                if kind == 0 { SentView() } else { DraftsView() }
            }
        }

        protocol Screen: View {}
        struct InboxView: Screen {}
        struct Footer: View { var body: some View { NavigationLink("Help") { HelpView() } } }

        extension AccountViewController {
            struct Wrapper: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController {
                    UIStoryboard(name: "Account", bundle: nil).instantiateViewController(withIdentifier: "account")
                }
            }
        }

        final class Root: UIViewController {
            func open() {
                let home = Home()
                present(UIHostingController(rootView: home), animated: true)
            }
            func help() { present(UIHostingController(rootView: NavigationView { HelpView() }), animated: true) }
        }
        """#

    static var index: SwiftUIIndex {
        var sources = SourceIndex()
        sources.add(path: "Home.swift", text: source)
        return sources.swiftUI
    }

    @Test func everyWayOfWritingALink() throws {
        let home = try #require(Self.index.views["Home"])
        #expect(home.title == "Mail")
        #expect(!home.isNavigationRoot)
        let links = home.links.map { link in
            "\(link.kind == .push ? "push" : "present") \(link.label ?? "-") -> "
                + link.destinations.map { ($0.isHelper ? "helper " : "") + $0.type + ($0.inNavigation ? " in navigation" : "") }
                    .filter { !["Label", "Text"].contains($0) }.joined(separator: ", ")
        }
        // The modifier outermost first; a link by value goes through navigationDestination, not read.
        #expect(links == [
            "present composing -> ComposeView in navigation",
            "push Inbox -> InboxView",
            "push Archive -> ArchiveView",
            "push Folder -> helper destination",
        ])
        #expect(home.helpers["destination"]?.map(\.type) == ["SentView", "DraftsView"])
        #expect(home.embedded.contains("Footer"))
        #expect(Self.index.views["Footer"]?.links.first?.destinations.map(\.type) == ["HelpView"])
        #expect(Self.index.views["InboxView"] != nil, "a view through a protocol named like one")
    }

    @Test func aRepresentablesController() throws {
        let wrapper = try #require(Self.index.representables["AccountViewController.Wrapper"])
        #expect(wrapper.made == CodeTrigger.Instantiation(storyboard: "Account", identifier: "account"))
        #expect(Self.index.resolve("Wrapper") == "AccountViewController.Wrapper")
    }

    @Test func whatAHostingControllerShows() {
        var sources = SourceIndex()
        sources.add(path: "Home.swift", text: Self.source)
        let shown = sources.codeTriggers(of: "Root").compactMap { trigger -> String? in
            guard case .present(let made) = trigger.action else { return nil }
            return "\(made.storyboard ?? "-") \(made.identifier ?? "-")"
        }
        #expect(shown == ["SwiftUI Home", "SwiftUI HelpView in navigation"])
    }
}

/// How the screens a hosting controller shows become scenes: SwiftUI's own views are none, and a
/// sheet is one segue per view it can show, however many branches write it.
@Suite struct SwiftUIScreensTests {
    static let source = #"""
        import SwiftUI

        struct Shell: View {
            @State private var settings = false
            @State private var choosing = false
            var body: some View {
                if compact {
                    Main().sheet(isPresented: $settings) { SettingsView() }
                } else {
                    Main().sheet(isPresented: $settings) { SettingsView() }
                }
                Main().sheet(isPresented: $choosing) { if signedIn { SettingsView() } else { ServersView() } }
            }
        }
        struct Main: View {}
        struct SettingsView: View {}
        struct ServersView: View {}

        final class Root: UIViewController {
            func open() { present(UIHostingController(rootView: Shell()), animated: true) }
            func debug() {
                present(UIHostingController(rootView: AnyView(NavigationView { VStack { Text("Debug") } })), animated: true)
            }
            func approve() {
                let controller = UIHostingController(rootView: AnyView(EmptyView()))
                present(controller, animated: true)
            }
        }
        """#

    static let storyboard: Storyboard? = {
        var sources = SourceIndex()
        sources.add(path: "Shell.swift", text: source)
        sources.prepare()
        return SwiftUIScreens.storyboard(sources: sources, storyboards: [])
    }()

    @Test func swiftUIsOwnViewsAreNoScenes() throws {
        let names = try #require(Self.storyboard).controllers.map(\.id).sorted()
        #expect(names.allSatisfy { !$0.contains("VStack") && !$0.contains("EmptyView") }, "\(names)")
        #expect(names.contains { $0.contains("Shell") }, "\(names)")
    }

    @Test func aSheetIsOneSeguePerViewItShows() throws {
        let shell = try #require(Self.storyboard?.controllers.first { $0.id.contains("Shell") && $0.segues.count > 0 })
        let segues = shell.segues.map { "\($0.identifier ?? "-") -> \($0.destination)" }
        #expect(segues == ["settings -> swiftui:SettingsView", "choosing -> swiftui:SettingsView",
                           "choosing (ServersView) -> swiftui:ServersView"],
                "\(segues)")
    }
}

/// Views shown through a view's own helpers (Home Assistant's web view: a computed property of the
/// root view shows an app view, whose computed property, under modifiers, shows a representable whose
/// controller a method of its own makes), pushes by `navigationDestination`, and the branches an
/// iPhone takes.
@Suite struct SwiftUIHelpersShownInPlaceTests {
    static let source = #"""
        import SwiftUI

        struct RootView: View {
            @State private var pushesSettings = false
            @State private var url: URL?
            var body: some View {
                NavigationStack { content }
                    .navigationDestination(isPresented: $pushesSettings) { SettingsView() }
                    .navigationDestination(for: Route.self) { route in
                        switch route {
                        case .about: AboutView()
                        case .help: HelpView()
                        }
                    }
                    .sheet(isPresented: Binding(get: { url != nil }, set: { _ in url = nil })) { ShareView() }
            }
            private var content: some View {
                Group { HomeView() }
            }
        }

        struct HomeView: View {
            var body: some View {
                ZStack {
                    frontend.opacity(1)
                    if Current.isCatalyst { MacTitleBar() }
                }
            }
            private var frontend: some View {
                FrontendView(server: "s")
            }
        }

        struct SettingsView: View {
            var body: some View {
                Group {
                    if Current.isCatalyst { macView } else { phoneView }
                }
            }
            private var macView: some View { NavigationView { Text("Mac") } }
            private var phoneView: some View { NavigationStack { NavigationLink("Server") { ServerView() } } }
        }

        struct FrontendView: UIViewControllerRepresentable {
            let server: String
            func makeUIViewController(context: Context) -> WebViewController {
                let controller = makeWebViewController()
                return controller
            }
            func updateUIViewController(_ controller: WebViewController, context: Context) {}
            func makeWebViewController() -> WebViewController { WebViewController(server: server) }
        }
        struct MacTitleBar: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> TitleBarViewController { TitleBarViewController() }
        }

        struct AboutView: View {}
        struct HelpView: View {}
        struct ServerView: View {}
        struct ShareView: View {}
        final class WebViewController: UIViewController {}
        final class TitleBarViewController: UIViewController {}
        final class Root: UIViewController {
            func open() { present(UIHostingController(rootView: RootView()), animated: true) }
        }
        """#

    static let sources: SourceIndex = {
        var sources = SourceIndex()
        sources.add(path: "Root.swift", text: source)
        sources.prepare()
        return sources
    }()

    @Test func aViewsHelpersAreReadWhereItShowsThem() throws {
        let index = Self.sources.swiftUI
        let root = try #require(index.views["RootView"])
        #expect(root.embedded.contains("HomeView"), "\(root.embedded)")
        #expect(!root.embedded.contains("SettingsView"), "a pushed destination is not shown in place")
        let links = root.links.map { "\($0.kind == .push ? "push" : "present") \($0.label ?? "-") -> \($0.destinations.map(\.type))" }
        #expect(links == [
            "present - -> [\"ShareView\"]",
            "push - -> [\"AboutView\", \"HelpView\"]",
            "push pushesSettings -> [\"SettingsView\"]",
        ], "\(links)")
        let home = try #require(index.views["HomeView"])
        #expect(home.embedded == ["ZStack", "FrontendView"], "the Catalyst branch is left out: \(home.embedded)")
        #expect(index.representables["FrontendView"]?.made?.identifier == "WebViewController")
        let settings = try #require(index.views["SettingsView"])
        #expect(settings.isNavigationRoot)
        #expect(settings.links.map(\.label) == ["Server"])
    }

    @Test func aRepresentableTwoViewsDownIsEmbeddedInTheHost() throws {
        let storyboard = try #require(SwiftUIScreens.storyboard(sources: Self.sources, storyboards: []))
        let hosts = storyboard.controllers.filter { host in host.segues.contains { $0.kind == "embed" && $0.destination.contains("#controller") } }
        #expect(hosts.map(\.id).allSatisfy { $0.contains("RootView") } && hosts.count == 1,
                "the root view's content hosts it: \(storyboard.controllers.map { "\($0.id) \($0.segues.map(\.destination))" })")
        let placeholders = storyboard.controllers.filter { $0.element == "viewControllerPlaceholder" }
        #expect(placeholders.count == 1, "the web view's, not the Mac title bar's: \(placeholders.map(\.id))")
    }
}

/// A `TabView` that lists its tabs is a tab bar of the tabs' screens; one built from data, or
/// styled as pages, is not read as tabs.
@Suite struct SwiftUITabsTests {
    static let source = #"""
        import SwiftUI

        struct Root: View {
            var body: some View {
                if signedOut {
                    LoginView()
                } else {
                    TabView(selection: $selection) {
                        NavigationStack { NotesView() }
                            .tabItem { Label(title: { Text("Notes") }, icon: { Image(systemName: "note") }) }
                            .tag(0)
                        Tab("Settings", systemImage: "gear") { SettingsView() }
                    }
                    .tint(.accent)
                }
            }
        }
        struct Feeds: View {
            var body: some View {
                TabView { ForEach(tabs) { tab in tab.view.tabItem { Text(tab.title) } } }
            }
        }
        struct Onboarding: View {
            var body: some View {
                TabView { WelcomeView(); PrivacyView() }.tabViewStyle(.page)
            }
        }
        struct LoginView: View {}
        struct NotesView: View {}
        struct SettingsView: View {}
        struct WelcomeView: View {}
        struct PrivacyView: View {}

        final class Scene: UIViewController {
            func open() { present(UIHostingController(rootView: Root()), animated: true) }
        }
        """#

    static var sources: SourceIndex {
        var sources = SourceIndex()
        sources.add(path: "Root.swift", text: source)
        sources.prepare()
        return sources
    }

    @Test func aListedTabViewIsTabs() throws {
        let root = try #require(Self.sources.swiftUI.views["Root"])
        let tabs = try #require(root.tabs, "the one branch of the body's if that is a TabView")
        #expect(tabs == [
            SwiftUITab(destination: SwiftUIDestination(type: "NotesView", inNavigation: true), title: "Notes"),
            SwiftUITab(destination: SwiftUIDestination(type: "SettingsView"), title: "Settings"),
        ])
    }

    @Test func tabsMadeFromDataOrPagesAreNotTabs() throws {
        #expect(try #require(Self.sources.swiftUI.views["Feeds"]).tabs == nil)
        #expect(try #require(Self.sources.swiftUI.views["Onboarding"]).tabs == nil)
    }

    @Test func theHostingControllerHoldsATabBarOfTheTabsScreens() throws {
        let storyboard = try #require(SwiftUIScreens.storyboard(sources: Self.sources, storyboards: []))
        let tabBar = try #require(storyboard.controllers.first { $0.kind == .tabBar })
        #expect(tabBar.segues.map(\.destination) == ["swiftui:NotesView in navigation", "swiftui:SettingsView"])
        let root = try #require(storyboard.controllers.first { $0.id == "swiftui:Root" })
        #expect(root.segues.contains { $0.kind == "embed" && $0.destination == tabBar.id })
        let settings = try #require(storyboard.controllers.first { $0.id == "swiftui:SettingsView" })
        #expect(settings.itemTitle == "Settings")
        #expect(!storyboard.controllers.contains { $0.id.contains("#controller") }, "no tab is also shown in place")
    }
}

/// What a sheet written in place shows: SwiftUI's layouts of a screen written there (a list with a
/// spinner in a row) show that screen, not the app's views inside them, and modifiers under `#if`
/// (a toolbar's close button for Mac Catalyst) modify the view before them (Home Assistant's
/// pipeline and entity pickers had presented their spinner, their icon row and their close button).
@Suite struct SwiftUISheetsWrittenInPlaceTests {
    static let source = #"""
        import SwiftUI

        struct PipelinePicker: View {
            @State private var showList = false
            @State private var isLoading = false
            var body: some View {
                Button("Pick") { showList = true }
                    .sheet(isPresented: $showList) {
                        NavigationView {
                            List {
                                if isLoading { HStack { ProgressSpinner() } }
                                IconRow()
                            }
                        }
                    }
            }
        }

        struct EntityPicker: View {
            @State private var showList = false
            var body: some View {
                Button("Entity") { showList = true }
                    .sheet(isPresented: $showList) { fullscreen }
            }
            private var fullscreen: some View {
                content
                #if targetEnvironment(macCatalyst)
                .toolbar { ToolbarItem(placement: .topBarTrailing) { CloseButton { showList = false } } }
                #endif
            }
            private var content: some View { Text("Entities") }
        }

        struct SettingsRow: View {
            @State private var showsDetail = false
            var body: some View {
                Button("Detail") { showsDetail = true }
                    .sheet(isPresented: $showsDetail) { NavigationStack { DetailView() } }
            }
        }

        struct ProgressSpinner: View { var body: some View { Text("…") } }
        struct IconRow: View { var body: some View { Text("icon") } }
        struct CloseButton: View {
            let action: () -> Void
            var body: some View { Button("Close", action: action) }
        }
        struct DetailView: View { var body: some View { Text("Detail") } }
        """#

    static var index: SwiftUIIndex {
        var sources = SourceIndex()
        sources.add(path: "Pickers.swift", text: source)
        return sources.swiftUI
    }

    @Test func aScreenLaidOutInPlaceIsNotTheViewsInIt() {
        let links = Self.index.views["PipelinePicker"]?.links.flatMap(\.destinations).map(\.type) ?? []
        #expect(!links.contains("ProgressSpinner") && !links.contains("IconRow"), "\(links)")
    }

    @Test func aModifierUnderIfShowsNoViewOfItsOwn() {
        let helper = Self.index.views["EntityPicker"]?.helpers["fullscreen"]?.map(\.type) ?? []
        #expect(!helper.contains("CloseButton"), "\(helper)")
    }

    @Test func aViewOfTheAppInANavigationStackIsStillTheScreen() {
        let links = Self.index.views["SettingsRow"]?.links.flatMap(\.destinations).map(\.type) ?? []
        #expect(links == ["DetailView"], "\(links)")
    }
}
