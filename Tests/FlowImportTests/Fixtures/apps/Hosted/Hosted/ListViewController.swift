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
