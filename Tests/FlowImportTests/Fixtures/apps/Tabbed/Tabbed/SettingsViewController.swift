import UIKit

enum SettingsRow: CaseIterable {
    case about, licenses

    var viewController: UIViewController {
        switch self {
        case .about: return AboutViewController()
        case .licenses: return LicensesViewController()
        }
    }
}

class SettingsViewController: UITableViewController {
    init(navigator: Navigator) { super.init(style: .grouped) }

    @objc func showAbout() {
        navigationController?.pushViewController(SettingsRow.about.viewController, animated: true)
    }

    @objc func showLicenses() {
        show(SettingsRow.licenses.viewController, sender: self)
    }
}

class AboutViewController: UIViewController {}
class LicensesViewController: UIViewController {}
