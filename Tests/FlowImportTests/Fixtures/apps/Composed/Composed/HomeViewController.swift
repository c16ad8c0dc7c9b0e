import UIKit

class HomeViewController: ViewController {
    private let listViewController = ListViewController()
    private let summaryViewController: SummaryViewController

    init() {
        summaryViewController = SummaryViewController(title: "Summary")
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        addSubviewController(listViewController)
        addChild(summaryViewController)
        view.addSubview(summaryViewController.view)
        summaryViewController.didMove(toParent: self)
    }
}

class SummaryViewController: UIViewController {
    init(title: String) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }

    @objc func openSettings() {
        navigationController?.pushViewController(SettingsViewController(), animated: true)
    }
}

enum Row { case profile, about, licences }

class ListViewController: UIViewController {
    var rows: [Row] = [.profile, .about, .licences]

    func didSelect(_ row: Row) {
        let controller: UIViewController
        switch row {
        case .profile:
            controller = ProfileViewController()
        case .about:
            let about = AboutViewController()
            controller = about
        case .licences:
            controller = LicencesViewController()
        }
        navigationController?.pushViewController(controller, animated: true)
    }
}

class SettingsViewController: UIViewController {}
class ProfileViewController: UIViewController {}
class AboutViewController: UIViewController {}
class LicencesViewController: UIViewController {}

/// A picker shown in a window of its own over the app's, as Pocket Casts' options picker is:
/// its root is that window's, not the app's.
final class OverlayPicker {
    private var window: UIWindow?

    func show() {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.windowLevel = .alert
        window?.rootViewController = PickerViewController()
        window?.makeKeyAndVisible()
    }
}

class PickerViewController: UIViewController {}

extension SummaryViewController {
    @objc func pickTheme() {
        OverlayPicker().show()
    }
}
