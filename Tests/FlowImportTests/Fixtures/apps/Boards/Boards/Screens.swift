import UIKit

class HomeViewController: UIViewController {
    @IBAction func signIn() {
        let login = LoginViewController.instantiate(fromAppStoryboard: .Login)
        navigationController?.pushViewController(login, animated: true)
    }

    @IBAction func openSettings() {
        let settings = AppStoryboard.settings.instance.instantiateViewController(withIdentifier: "SettingsViewController")
        present(settings, animated: true)
    }

    @IBAction func openChat() {
        guard let chat = Storyboard.chat.initialViewController() else { return }
        present(chat, animated: true)
    }
}

class LoginViewController: UIViewController {
    @IBAction func signUp() {
        let signUp = AppStoryboard.Login.viewController(viewControllerClass: SignUpViewController.self)
        show(signUp, sender: self)
    }
}

class SignUpViewController: UIViewController {
    @IBAction func finish() {
        WindowManager.open(.home)
    }
}

class SettingsViewController: UIViewController {
    @IBAction func about() {
        let about = Storyboard.preferences.instantiate(viewController: "AboutViewController")
        present(about, animated: true)
    }

    @IBAction func done() {
        dismiss(animated: true)
    }
}

class AboutViewController: UIViewController {}

class ChatViewController: UIViewController {
    @IBAction func signOut() {
        WindowManager.open(.login)
    }
}
