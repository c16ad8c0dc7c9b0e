import Foundation
import Testing

/// A method of another object that returns what it is handed in a navigation controller it makes
/// (OneBusAway's `ViewRouter.buildNavigation(controller:prefersLargeTitles:)`, which its tab bar's
/// initializer calls for each tab), and a window's root a factory chooses behind a flag (its
/// `ApplicationRootControllerFactory.make(application:)`: a map panel, else the tab bar).
extension ImportAppCLITests {
    static let routerTabs = [
        "SceneDelegate.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "RootFactory.make(flags: .standard)"))

            """,
        "Router.swift": """
            import UIKit

            class ViewRouter {
                func buildNavigation(controller: UIViewController, prefersLargeTitles: Bool = false) -> UINavigationController {
                    let navigation = UINavigationController(rootViewController: controller)
                    navigation.navigationBar.prefersLargeTitles = prefersLargeTitles
                    return navigation
                }
            }

            """,
        "Roots.swift": """
            import UIKit

            class RootFactory {
                static func make(flags: UserDefaults) -> UIViewController {
                    if flags.bool(forKey: "panel") {
                        return PanelRootController()
                    } else {
                        return ClassicRootController(router: ViewRouter())
                    }
                }
            }

            class PanelRootController: UIViewController {}

            class ClassicRootController: UITabBarController {
                let mapController: MapViewController
                let moreController: MoreViewController
                init(router: ViewRouter) {
                    mapController = MapViewController()
                    moreController = MoreViewController()
                    super.init(nibName: nil, bundle: nil)
                    let mapNav = router.buildNavigation(controller: self.mapController)
                    let moreNav = router.buildNavigation(controller: self.moreController, prefersLargeTitles: true)
                    viewControllers = [mapNav, moreNav]
                }
            }

            class MapViewController: UIViewController {}
            class MoreViewController: UIViewController {}

            """,
    ]

    @Test func aRoutersNavigationControllersAreTheTabsAndTheTabBarIsTheLaunch() throws {
        let (_, stderr, code) = try importApp("RouterTabs", Self.routerTabs)
        #expect(!stderr.contains("internal error"), "\(stderr)")
        #expect(code.contains("tabs ClassicRootController {\n    MapViewControllerNavigation, MoreViewControllerNavigation\n"), "\(code)")
        // Of the roots the factory may make, the tab bar is where a person starts; the other is the
        // root the app may set instead.
        #expect(code.contains("initial ClassicRootController"), "\(code)")
        #expect(code.contains("set window.rootViewController = PanelRootController"), "\(code)")
    }

    /// A scene made in a method and kept in a property by another, each put in a navigation
    /// controller, has one navigation controller (Pocket Casts' up-next list: two were declared
    /// under one name, and the import failed with an internal error).
    static let upNextTwice = """
        import UIKit

        \(Self.sceneDelegate(root: "PlayerViewController()"))

        enum Utils {
            static func navController(for controller: UIViewController) -> UINavigationController {
                UINavigationController(rootViewController: controller)
            }
        }

        class PlayerViewController: UIViewController {
            var upNextViewController: UpNextViewController?
            @objc func showUpNextSheet() {
                upNextViewController = UpNextViewController()
                guard let upNext = upNextViewController else { return }
                let navigation = Utils.navController(for: upNext)
                navigation.modalPresentationStyle = .formSheet
                present(navigation, animated: true)
            }
            @objc func showUpNext() {
                let navigation = Utils.navController(for: upNextViewController!)
                present(navigation, animated: true)
            }
        }

        class UpNextViewController: UIViewController {}

        """

    @Test func oneSceneMadeAndKeptHasOneNavigationController() throws {
        let (_, stderr, code) = try importApp("UpNextTwice", ["SceneDelegate.swift": Self.upNextTwice])
        #expect(!stderr.contains("internal error"), "\(stderr)")
        #expect(code.components(separatedBy: "navigation UpNextViewControllerNavigation").count == 2, "\(code)")
        #expect(code.contains("present UpNextViewControllerNavigation style formSheet"), "\(code)")
    }

    /// A factory that returns one controller or another by a condition it reads (OneBusAway's
    /// `makeStopController(stopID:)`: the new stop page behind a flag, else the old one) moves to
    /// either: a segue for each.
    static let flaggedFactory = """
        import UIKit

        \(Self.sceneDelegate(root: "UINavigationController(rootViewController: StopsViewController())"))

        class StopsViewController: UIViewController {
            @objc func openStop() {
                navigationController?.pushViewController(makeStopController(), animated: true)
            }
            func makeStopController() -> UIViewController {
                if UserDefaults.standard.bool(forKey: "newStopPage") {
                    return StopPageViewController()
                } else {
                    return StopViewController()
                }
            }
        }

        class StopPageViewController: UIViewController {}
        class StopViewController: UIViewController {}

        """

    @Test func aFactoryChoosingByAConditionMovesToEither() throws {
        let (_, _, code) = try importApp("FlaggedFactory", ["SceneDelegate.swift": Self.flaggedFactory])
        #expect(code.contains("segue \"openStop\" { push StopPageViewController }"), "\(code)")
        #expect(code.contains("segue \"openStop (StopViewController)\" { push StopViewController }"), "\(code)")
    }
}
