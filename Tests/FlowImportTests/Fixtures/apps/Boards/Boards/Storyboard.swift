import UIKit

/// Storyboards by feature, their names given by a property switching over the case.
enum Storyboard {
    case home
    case login
    case chat
    case preferences

    var name: String {
        switch self {
        case .home: return "Main"
        case .login: return "Login"
        case .chat: return "Chat"
        case .preferences: return "Settings"
        }
    }

    func instantiate() -> UIStoryboard {
        return UIStoryboard(name: name, bundle: Bundle.main)
    }

    func initialViewController() -> UIViewController? {
        let storyboard = instantiate()
        return storyboard.instantiateInitialViewController()
    }

    func instantiate(viewController identifier: String) -> UIViewController {
        return instantiate().instantiateViewController(withIdentifier: identifier)
    }
}
