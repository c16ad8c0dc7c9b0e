import Foundation
import Testing

/// A helper of an object that is no view controller adds the screen it makes as a child of the
/// controller it is handed (2FAS's flow controllers: `MainFlowController.showAsRoot(in: viewController)`
/// doing `viewController.addChild(view)`), handed a property declared with a view controller class of
/// the app's in an extension (`var viewController: RootViewController`), or `self` by a view controller:
/// that class embeds the child.
extension ImportAppCLITests {
    static func flowControllers(handing handed: String, from caller: String) -> String {
        """
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = RootFlowController.setAsRoot()
            }
        }

        open class FlowController {
            private(set) weak var _viewController: UIViewController!
            init(viewController: UIViewController) { self._viewController = viewController }
        }

        final class RootViewController: UIViewController {
            var presenter: RootPresenter!
            override func viewDidLoad() {
                super.viewDidLoad()
                presenter.initialize()
                \(caller == "RootViewController" ? "MainFlowController.showAsRoot(in: \(handed))" : "")
            }
        }

        final class RootPresenter {
            private let flowController: RootFlowController
            init(flowController: RootFlowController) { self.flowController = flowController }
            func initialize() { flowController.toMain() }
        }

        final class RootFlowController: FlowController {
            static func setAsRoot() -> RootViewController {
                let view = RootViewController()
                let flowController = RootFlowController(viewController: view)
                view.presenter = RootPresenter(flowController: flowController)
                return view
            }
        }

        extension RootFlowController {
            var viewController: RootViewController { _viewController as! RootViewController }
            func toMain() { \(caller == "RootFlowController" ? "MainFlowController.showAsRoot(in: \(handed))" : "") }
        }

        final class MainFlowController: FlowController {
            static func showAsRoot(in viewController: UIViewController) {
                let view = MainViewController()
                viewController.addChild(view)
                viewController.view.addSubview(view.view)
                view.didMove(toParent: viewController)
            }
        }

        final class MainViewController: UIViewController {}

        """
    }

    @Test func aChildAHelperAddsToTheControllerItIsHandedIsThatControllersChild() throws {
        for (handed, caller, method, line) in [("viewController", "RootFlowController", "toMain", 41),
                                               ("self", "RootViewController", "viewDidLoad", 20)] {
            let (out, _, code) = try importApp("FlowControllers", ["App.swift": Self.flowControllers(handing: handed, from: caller)])
            #expect(code.contains("""
                container RootViewController {
                    // code: \(method)() adds MainViewController as a child\(method == "toMain" ? " later" : "") (App.swift:\(line))
                """), "\(handed)\n\(code)")
            #expect(code.contains("    embed MainViewController\n}"), "\(handed)\n\(code)")
            try expectAllReached(out, 2)
        }
    }
}
