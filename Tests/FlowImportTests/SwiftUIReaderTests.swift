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
