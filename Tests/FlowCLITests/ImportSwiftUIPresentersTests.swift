import Foundation
import Testing

/// A SwiftUI app presenting through a presenter of its own (Unstoppable Wallet's
/// `Coordinator.shared.present { isPresented in ThemeNavigationStack { RestoreTypeView(…) } }`, 233
/// calls, and its `presentAfterUnlock { … }`): the view the closure builds is presented, not shown in
/// place in the view calling it, and a wrapper of the app's named for a navigation stack and handed its
/// content (`ThemeNavigationStack { … }`) puts that content in one, so its `navigationDestination`
/// pushes. Read as views shown in place, the wallet's screen had carried every presented view's
/// controls, each push a false W104, and the presented views were no screens of their own.
extension ImportAppCLITests {
    @Test func aViewPresentedThroughTheAppsPresenterIsAPresentation() throws {
        let (out, _, _) = try importApp("Wallet", ["App.swift": """
            import SwiftUI
            import UIKit

            @main
            struct WalletApp: App {
                var body: some Scene {
                    WindowGroup {
                        WalletView()
                    }
                }
            }

            final class Coordinator: ObservableObject {
                static let shared = Coordinator()
                @Published var routes: [Route] = []

                func present(@ViewBuilder content: @escaping (Binding<Bool>) -> some View) {
                    routes.append(Route(content: AnyView(content(.constant(true)))))
                }

                func presentAfterUnlock(@ViewBuilder content: @escaping (Binding<Bool>) -> some View) {
                    present(content: content)
                }
            }

            struct Route { let content: AnyView }

            struct ThemeNavigationStack<Content: View>: View {
                private let content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View { NavigationStack { content } }
            }

            struct WalletView: View {
                var body: some View {
                    List {
                        Button("Restore") {
                            Coordinator.shared.present { isPresented in
                                ThemeNavigationStack {
                                    RestoreTypeView(isPresented: isPresented)
                                }
                            }
                        }
                        Button("Main") {
                            Coordinator.shared.present { _ in
                                MainNavigationView { 1 }
                            }
                        }
                        Button("Keys") {
                            Coordinator.shared.presentAfterUnlock { _ in
                                KeysView()
                            }
                        }
                    }
                    .presentationBackground { Color.clear }
                }
            }

            struct RestoreTypeView: View {
                @Binding var isPresented: Bool
                @State private var phrasePresented = false
                var body: some View {
                    List {
                        Button("Phrase") { phrasePresented = true }
                        NavigationRow(destination: { FaqView() }) { Text("FAQ") }
                    }
                        .navigationDestination(isPresented: $phrasePresented) { RestorePhraseView() }
                }
            }

            struct RestorePhraseView: View { var body: some View { Text("Phrase") } }
            struct FaqView: View { var body: some View { Text("FAQ") } }

            struct NavigationRow<Destination: View, Label: View>: View {
                let destination: () -> Destination
                let label: () -> Label
                var body: some View { NavigationLink(destination: destination) { label() } }
            }

            struct MainNavigationView: UIViewControllerRepresentable {
                let model: () -> Int
                init(_ model: @escaping () -> Int) { self.model = model }
                func makeUIViewController(context _: Context) -> MainViewController { MainViewController() }
                func updateUIViewController(_: MainViewController, context _: Context) {}
            }

            class MainViewController: UIViewController {}
            struct KeysView: View { var body: some View { Text("Keys") } }
            """])
        let screens = try String(contentsOf: out.appendingPathComponent("SwiftUI.flow"), encoding: .utf8)
        #expect(screens.contains("""
            scene WalletView {
                hosting "WalletView"
                segue "present"                      -> present RestoreTypeViewInNavigation
                segue "present (MainNavigationView)" -> present MainNavigationView
                segue "presentAfterUnlock"           -> present KeysView
            }
            """), "\(screens)")
        #expect(screens.contains("navigation RestoreTypeViewStack { root RestoreTypeViewContent }"), "\(screens)")
        #expect(screens.contains("button phrasePresented -> show RestorePhraseView"), "\(screens)")
        // An app's row handed its `destination` pushes it.
        #expect(screens.contains("button faqView         -> show FaqView"), "\(screens)")
        #expect(!screens.contains("ThemeNavigationStack"), "\(screens)")
        // A representable named for a navigation view and handed a closure is its own screen (Metatext's).
        #expect(screens.contains(#"container MainNavigationView { hosting "MainNavigationView"; embed Code.MainViewController }"#),
                "\(screens)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 9)
    }

    /// A representable whose `makeUIViewController` calls another type's factory (Unstoppable Wallet's
    /// `ContactBookModule.viewController(mode: mode) ?? UIViewController()`) embeds what the factory
    /// makes; a navigation controller made around it (there or in the representable) is embedded too,
    /// so the contact book's push pushes: before, the representable's screen was empty, or embedded
    /// the contact book bare, and the push did nothing.
    @Test func aRepresentableMakingItsControllerThroughAFactoryEmbedsItInItsNavigationController() throws {
        let (out, _, _) = try importApp("Contacts", ["App.swift": """
            import SwiftUI
            import UIKit

            @main
            struct WalletApp: App {
                let launched = true

                var body: some Scene {
                    WindowGroup {
                        if launched {
                            SettingsView()
                        } else {
                            ErrorView()
                        }
                    }
                }
            }

            struct SettingsView: View {
                @State private var contactsPresented = false
                var body: some View {
                    List {
                        HeaderView()
                        Button("Contacts") { contactsPresented = true }
                    }
                        .sheet(isPresented: $contactsPresented) { ContactBookView(presented: true) }
                }
            }

            struct ContactBookView: UIViewControllerRepresentable {
                let presented: Bool

                func makeUIViewController(context _: Context) -> UIViewController {
                    ContactBookModule.viewController(presented: presented) ?? UIViewController()
                }

                func updateUIViewController(_: UIViewController, context _: Context) {}
            }

            enum ContactBookModule {
                static func viewController(presented: Bool = false) -> UIViewController? {
                    let viewController = ContactBookViewController()
                    return UINavigationController(rootViewController: viewController)
                }
            }

            class ContactBookViewController: UIViewController {
                @objc func addContact() { navigationController?.pushViewController(ContactViewController(), animated: true) }
            }

            class ContactViewController: UIViewController {}

            struct ErrorView: View { var body: some View { Text("Error") } }

            struct HeaderView: UIViewControllerRepresentable {
                func makeUIViewController(context _: Context) -> UINavigationController {
                    UINavigationController(rootViewController: HeaderViewController())
                }
                func updateUIViewController(_: UINavigationController, context _: Context) {}
            }

            class HeaderViewController: UIViewController {}
            """])
        let screens = try String(contentsOf: out.appendingPathComponent("SwiftUI.flow"), encoding: .utf8)
        #expect(screens.contains("""
            container ContactBookView { hosting "ContactBookView"; embed ContactBookViewNavigation }

            navigation ContactBookViewNavigation { root Code.ContactBookViewController }
            """), "\(screens)")
        // One shown in place in the view the app launches into: that view's screen keeps the launch's
        // other root, as a screen (not the host of its own navigation stack).
        #expect(screens.contains("""
            navigation SettingsViewNavigation { root Code.HeaderViewController }

            // SwiftUI: a UIHostingController of SettingsView (App.swift:11)
            container SettingsView {
                hosting "SettingsView"
                segue "contactsPresented" -> present ContactBookView
                embed SettingsViewNavigation
                // code: body() makes ErrorView the window's root (App.swift:13); fire it with perform "body"
                segue "body" { set window.rootViewController = ErrorView }
            }
            """), "\(screens)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 8)
    }
}
