import UIKit

final class ListViewController: UITableViewController {
    @IBAction func settingsTapped(_ sender: Any) {
        performSegue(withIdentifier: "showSettings", sender: self)
    }

    @IBAction func unwindToList(_ segue: UIStoryboardSegue) {}

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        performSegue(withIdentifier: "showNote", sender: self)
    }
}
