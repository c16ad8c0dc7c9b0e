import SwiftUI
import UIKit

final class ListViewController: UITableViewController {
    @IBAction func showSettings(_ sender: Any) {
        let hostingController = UIHostingController(rootView: SettingsView())
        present(hostingController, animated: true)
    }

    @IBAction func edit(_ sender: Any) {
        let editor = storyboard!.instantiateViewController(withIdentifier: "editor")
        present(UINavigationController(rootViewController: editor), animated: true)
    }
}

final class EditorViewController: UIViewController {}

extension EditorViewController {
    /// A screen made in code, shown from the editor; an alert made in code is no screen.
    func openHistory() {
        let history = HistoryViewController(style: .insetGrouped)
        show(history, sender: self)
    }

    func confirm() {
        present(UIAlertController(title: "Discard?", message: nil, preferredStyle: .alert), animated: true)
    }
}

final class HistoryViewController: UITableViewController {}
import SwiftUI

struct SettingsView: View {
    @State private var showsTips = false

    var body: some View {
        NavigationStack {
            Form {
                AccountSection()
                NavigationLink("About") {
                    AboutView()
                }
                // NavigationLink("Legacy") { LegacyView() } is commented out: no link.
                Button("Tips") { showsTips = true }
            }
            .navigationTitle("Settings")
            .sheet(isPresented: $showsTips) {
                TipsView()
            }
        }
    }
}

private struct AccountSection: View {
    var body: some View {
        Section("Account") {
            NavigationLink(destination: ProfileViewController.Representable().ignoresSafeArea()) {
                Text("Profile")
            }
        }
    }
}

struct AboutView: View {
    var body: some View { Text("Hosted 1.0").navigationTitle("About") }
}

struct TipsView: View {
    var body: some View { Text("Tap a game to play it.") }
}
