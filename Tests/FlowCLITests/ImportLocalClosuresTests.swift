import Foundation
import Testing

/// A closure a method keeps in a local and calls by name is read at each call, its parameter bound to
/// what the call hands it (LocalClosures.swift): Session's launch sets the window's root to a banner
/// container around a navigation controller around whatever screen each branch of its onboarding
/// state makes, from a `DispatchQueue.main.async` in each case, one of them once the home screen's
/// data is in (a closure handed to the screen itself). Before, the root was a banner with no child,
/// and the explorer reached only it.
extension ImportAppCLITests {
    @Test func aLocalClosureSettingTheRootIsReadAtEachCall() throws {
        let (out, _, code) = try importApp("LocalClosure", ["App.swift": """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    let setupComplete: (UIViewController) -> () = { [weak self] rootViewController in
                        let target: UIViewController = BannerController(
                            child: UINavigationController(rootViewController: rootViewController)
                        )
                        self?.window?.rootViewController = target
                    }
                    switch Onboarding.state {
                    case .newUser:
                        DispatchQueue.main.async {
                            setupComplete(LandingViewController())
                        }
                    case .completed:
                        let home = HomeViewController()
                        home.startObservingChanges {
                            DispatchQueue.main.async { setupComplete(home) }
                        }
                    }
                }
            }

            final class BannerController: UIViewController {
                private let child: UIViewController
                init(child: UIViewController) {
                    self.child = child
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { nil }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(child)
                    view.addSubview(child.view)
                    child.didMove(toParent: self)
                }
            }
            final class LandingViewController: UIViewController {}
            final class HomeViewController: UIViewController {
                func startObservingChanges(_ done: @escaping () -> Void) {}
                @objc func openSettings() { present(SettingsViewController(), animated: true) }
            }
            final class SettingsViewController: UIViewController {}

            """])
        #expect(code.contains("initial LandingViewControllerInBanner"), "\(code)")
        #expect(code.contains("""
            container LandingViewControllerInBanner {
                segue "scene(_:willConnectTo:options:)" {
                    set window.rootViewController = HomeViewControllerInBanner
                }
                // code: init() adds LandingViewControllerNavigation as a child (App.swift:10)
                embed LandingViewControllerNavigation
            }
            """), "\(code)")
        #expect(code.contains("embed HomeViewControllerNavigation"), "\(code)")
        #expect(code.contains("segue \"openSettings\" -> present SettingsViewController"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 7)
    }

    /// A local closure nothing calls by name is read where it is written, as before: a completion
    /// handler's moves are the method's.
    @Test func aLocalClosureNoCallNamesIsReadWhereWritten() throws {
        let (_, _, code) = try importApp("LocalClosureUncalled", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: ListViewController())"))

            final class ListViewController: UIViewController {
                @objc func add() {
                    let done: (Bool) -> Void = { [weak self] saved in
                        self?.navigationController?.pushViewController(DetailViewController(), animated: true)
                    }
                    Store.shared.save(completion: done)
                }
            }
            final class DetailViewController: UIViewController {}

            """])
        #expect(code.contains("segue \"add\" { push DetailViewController }"), "\(code)")
    }
}
