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
