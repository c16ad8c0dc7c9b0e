import Reusable
import UIKit

class ListViewController: UIViewController {
    /// Made once, pushed each time.
    lazy var historyViewController = storyboard!.instantiateViewController(withIdentifier: "HistoryViewController") as! HistoryViewController

    @IBAction func openDetail() {
        let detail: DetailViewController = storyboard!.instantiateViewController()
        navigationController?.pushViewController(detail, animated: true)
    }

    @IBAction func openProfile() {
        let profile = storyboard!.instantiate(ProfileViewController.self)
        navigationController?.pushViewController(profile, animated: true)
    }

    @IBAction func openSettings() {
        // R.swift's generated accessor of Settings.storyboard's initial controller.
        guard let settings = R.storyboard.settings.instantiateInitialViewController() else { return }
        present(settings, animated: true)
    }

    @IBAction func compose() {
        let compose = ComposeViewController.instantiate()
        compose.modalPresentationStyle = .fullScreen
        present(compose, animated: true)
    }

    @IBAction func openHistory() {
        navigationController?.pushViewController(historyViewController, animated: true)
    }

    @IBAction func signOut() {
        let welcome = R.storyboard.main.welcomeViewController()!
        (UIApplication.shared.connectedScenes.first?.delegate as? SceneDelegate)?.changeRootViewController(welcome)
    }
}

class DetailViewController: UIViewController {}
class ProfileViewController: UIViewController {}
class HistoryViewController: UIViewController {}
class WelcomeViewController: UIViewController {}

/// Reusable's protocol: `instantiate()` makes the scene of the class's name in `sceneStoryboard`.
final class ComposeViewController: UIViewController, StoryboardSceneBased {
    static let sceneStoryboard = UIStoryboard(name: "Main", bundle: nil)

    @IBAction func cancel() {
        dismiss(animated: true)
    }
}

class SettingsViewController: UIViewController {}

extension ListViewController {
    /// What a function at a file's top level makes, presented.
    @IBAction func presentHistory() {
        present(newHistoryRootViewController(), animated: true)
    }
}
