import UIKit

final class SettingsViewController: UITableViewController {
    @IBAction func cancel(_ sender: Any) {
        dismiss(animated: true)
    }
}
