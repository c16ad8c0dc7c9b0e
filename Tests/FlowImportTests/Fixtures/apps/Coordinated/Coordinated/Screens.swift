import UIKit

protocol ListViewControllerDelegate: AnyObject {
    func list(_ controller: ListViewController, didSelect item: String)
    func listDidAskForAbout(_ controller: ListViewController)
    func listDidAskForSettings(_ controller: ListViewController)
    func listDidAskForHelp(_ controller: ListViewController)
}

final class ListViewController: UITableViewController {
    weak var delegate: ListViewControllerDelegate?
    private let items = ["One", "Two"]

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "About", style: .plain, target: self,
                                                            action: #selector(aboutTapped))
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Settings", style: .plain, target: self,
                                                           action: #selector(settingsTapped))
    }

    @objc func aboutTapped() {
        delegate?.listDidAskForAbout(self)
    }

    @objc func settingsTapped() {
        delegate?.listDidAskForSettings(self)
    }

    @objc func helpTapped() {
        delegate?.listDidAskForHelp(self)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        delegate?.list(self, didSelect: items[indexPath.row])
    }
}

/// What the detail and the settings ask of the coordinator that made them.
protocol AccountShowing: AnyObject {
    func showAccount()
}

extension AccountShowing {
    /// Each conformer's own: it shows the account as that conformer does.
    func openAccount() {
        showAccount()
    }
}

final class DetailViewController: UIViewController {
    let item: String
    weak var coordinator: AccountShowing?

    init(item: String, coordinator: AccountShowing) {
        self.item = item
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    @objc func accountTapped() {
        coordinator?.showAccount()
    }
}

final class AboutViewController: UIViewController {
    weak var coordinator: AboutCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self,
                                                            action: #selector(doneTapped))
        // Another method of that name, every coordinator's: it dismisses nothing.
        coordinator?.finish(reason: "shown")
    }

    @objc func doneTapped() {
        coordinator?.finish()
    }
}

final class SettingsViewController: UITableViewController {
    weak var coordinator: SettingsCoordinator?

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if indexPath.row == 0 { coordinator?.showAccount() } else { coordinator?.showProfile() }
    }
}

struct ProfileModel {
    let onAvatarTap: () -> Void
}

/// Made with closures its coordinator gives it: it calls them when a person acts.
final class ProfileViewController: UIViewController {
    let model: ProfileModel
    let onEdit: () -> Void
    let onDone: () -> Void

    init(model: ProfileModel, onEdit: @escaping () -> Void, onDone: @escaping () -> Void) {
        self.model = model
        self.onEdit = onEdit
        self.onDone = onDone
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    @objc func editTapped() { onEdit() }
    @objc func avatarTapped() { model.onAvatarTap() }
}

final class EditorViewController: UIViewController {}

/// Told what to do when a person crops through a closure set after it is made.
final class AvatarViewController: UIViewController {
    var onCrop: (() -> Void)?

    @objc func cropTapped() { onCrop?() }
}

final class CropViewController: UIViewController {}

final class AccountViewController: UIViewController {}

final class HelpViewController: UIViewController {
    /// Set to whichever coordinator shows accounts, not to the one that made it.
    weak var coordinator: AccountShowing?

    @objc func accountTapped() {
        coordinator?.openAccount()
    }
}
