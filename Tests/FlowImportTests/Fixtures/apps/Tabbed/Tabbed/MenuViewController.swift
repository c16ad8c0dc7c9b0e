import UIKit

class MenuViewController: UITableViewController {
    enum Style {
        case modal
        case detail
    }

    @objc func openTabs() {
        show(MainTabBarController(), as: .modal)
    }

    @objc func openDetail() {
        show(DetailViewController(), as: .detail)
    }

    private func show(_ target: UIViewController, as style: Style) {
        switch style {
        case .modal:
            present(target, animated: true)
            return
        case .detail:
            break
        }
        showDetailViewController(target, sender: self)
    }
}
