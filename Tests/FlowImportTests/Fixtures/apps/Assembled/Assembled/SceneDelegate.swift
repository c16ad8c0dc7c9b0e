import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        self.window = window
        let assembler = Assembler(window: window)
        assembler.start()
        window.makeKeyAndVisible()
    }
}

protocol WindowWireframe {
    func setRoot(_ viewController: UIViewController)
}

struct AppWindowWireframe: WindowWireframe {
    let window: UIWindow

    func setRoot(_ viewController: UIViewController) {
        window.rootViewController = viewController
    }
}

final class Assembler {
    private let wireframe: WindowWireframe
    private let screens = ScreenFactory()

    init(window: UIWindow) {
        wireframe = AppWindowWireframe(window: window)
    }

    func start() {
        wireframe.setRoot(screens.makeHome())
    }
}
