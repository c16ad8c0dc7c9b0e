import Foundation
import Testing

/// A generic container made with different children in different places (the Corona-Warn-App's
/// `TopBottomContainerViewController(topController:bottomController:)`) is a scene per making, named
/// after its first child and holding only that making's children: one scene embedding every child
/// it is ever given would load and show them all at once. A making in a factory the tab's lazy
/// navigation controller calls, one wrapped in a navigation controller, one pushed, and one a lazy
/// property's closure returns are each their own.
extension ImportAppCLITests {
    @Test func aContainerMadeInSeveralPlacesIsASceneForEach() throws {
        let (out, _, code) = try importApp("Containers", [
            "App.swift": """
                import UIKit

                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let windowScene = scene as? UIWindowScene else { return }
                        let window = UIWindow(windowScene: windowScene)
                        window.rootViewController = TabsViewController()
                        self.window = window
                        window.makeKeyAndVisible()
                    }
                }

                class TopBottomContainerViewController<Top: UIViewController, Bottom: UIViewController>: UIViewController {
                    init(topController: Top, bottomController: Bottom) {
                        self.topViewController = topController
                        self.bottomViewController = bottomController
                        super.init(nibName: nil, bundle: nil)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        addChild(topViewController)
                        topViewController.didMove(toParent: self)
                        addChild(bottomViewController)
                        bottomViewController.didMove(toParent: self)
                    }
                    let topViewController: Top
                    let bottomViewController: Bottom
                }

                class HomeViewController: UIViewController {
                    @objc func showInfo() {
                        let info = InfoViewController()
                        let footer = FooterViewController()
                        let container = TopBottomContainerViewController(topController: info, bottomController: footer)
                        navigationController?.pushViewController(container, animated: true)
                    }
                    @objc func showConsent() {
                        let container = TopBottomContainerViewController(topController: ConsentViewController(), bottomController: FooterViewController())
                        present(UINavigationController(rootViewController: container), animated: true)
                    }
                }

                class InfoViewController: UIViewController {}
                class ConsentViewController: UIViewController {}
                class FooterViewController: UIViewController {}

                class CheckinsViewController: UIViewController {
                    init(onCancel: @escaping () -> Void) { super.init(nibName: nil, bundle: nil) }
                    required init?(coder: NSCoder) { fatalError() }
                }

                extension HomeViewController {
                    @objc func showCheckins() {
                        var checkinsVC: CheckinsViewController!
                        checkinsVC = CheckinsViewController(onCancel: { [weak self] in
                            self?.dismiss(animated: true)
                            _ = checkinsVC
                        })
                        let footerVC = FooterViewController()
                        let topBottomVC = TopBottomContainerViewController(topController: checkinsVC, bottomController: footerVC)
                        navigationController?.pushViewController(topBottomVC, animated: true)
                    }
                }
                """,
            "Diary.swift": """
                import UIKit

                class DiaryCoordinator {
                    lazy var viewController: UINavigationController = {
                        return UINavigationController(rootViewController: infoScreen(dismissAction: { [weak self] in
                            self?.viewController.pushViewController(DiaryOverviewViewController(), animated: true)
                        }))
                    }()

                    private func infoScreen(dismissAction: @escaping () -> Void) -> TopBottomContainerViewController<DiaryInfoViewController, FooterViewController> {
                        let viewController = DiaryInfoViewController(onDismiss: { dismissAction() })
                        let footerViewController = FooterViewController()
                        let topBottomContainerViewController = TopBottomContainerViewController(
                            topController: viewController,
                            bottomController: footerViewController
                        )
                        return topBottomContainerViewController
                    }
                }

                class DiaryInfoViewController: UIViewController {
                    init(onDismiss: @escaping () -> Void) { self.onDismiss = onDismiss; super.init(nibName: nil, bundle: nil) }
                    required init?(coder: NSCoder) { fatalError() }
                    let onDismiss: () -> Void
                    @objc func next() { onDismiss() }
                }
                class DiaryOverviewViewController: UIViewController {}

                class TabsViewController: UITabBarController {
                    let diary = DiaryCoordinator()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        viewControllers = [UINavigationController(rootViewController: HomeViewController()), diary.viewController]
                    }
                }
                """,
            "Trace.swift": """
                import UIKit

                class TraceLocationsCoordinator {
                    init(parentNavigationController: UINavigationController) { self.parentNavigationController = parentNavigationController }
                    let parentNavigationController: UINavigationController

                    func start() {
                        parentNavigationController.pushViewController(overviewScreen, animated: true)
                    }

                    private lazy var overviewScreen: UIViewController = {
                        let overview = TraceLocationsOverviewViewController(onAddEntryCellTap: { [weak self] in
                            self?.showTypeSelection()
                        })
                        let footer = FooterViewController()
                        let container = TopBottomContainerViewController(topController: overview, bottomController: footer)
                        return container
                    }()

                    private func showTypeSelection() {
                        parentNavigationController.pushViewController(TypeSelectionViewController(), animated: true)
                    }
                }

                class TraceLocationsOverviewViewController: UIViewController {
                    init(onAddEntryCellTap: @escaping () -> Void) { self.onAddEntryCellTap = onAddEntryCellTap; super.init(nibName: nil, bundle: nil) }
                    required init?(coder: NSCoder) { fatalError() }
                    let onAddEntryCellTap: () -> Void
                }
                class TypeSelectionViewController: UIViewController {}

                extension HomeViewController {
                    @objc func showTraceLocations() {
                        guard let navigation = navigationController else { return }
                        let coordinator = TraceLocationsCoordinator(parentNavigationController: navigation)
                        coordinator.start()
                    }
                }
                """,
        ])
        #expect(code.contains("""
            container InfoViewControllerInTopBottomContainer {
                // code: init() adds InfoViewController as a child (App.swift:37)
                embed InfoViewController
                // code: init() adds FooterViewController as a child (App.swift:37)
                embed FooterViewController
            }
            """), "\(code)")
        #expect(code.contains("""
            container ConsentViewControllerInTopBottomContainer {
                // code: init() adds ConsentViewController as a child (App.swift:41)
                embed ConsentViewController
                // code: init() adds FooterViewController as a child (App.swift:41)
                embed FooterViewController
            }
            """), "\(code)")
        #expect(code.contains("""
            container DiaryInfoViewControllerInTopBottomContainer {
                // code: init() adds DiaryInfoViewController as a child (Diary.swift:17)
                embed DiaryInfoViewController
            """), "\(code)")
        #expect(code.contains("segue \"showInfo\" { push InfoViewControllerInTopBottomContainer }"), "\(code)")
        #expect(code.contains("segue \"showConsent\" -> present ConsentViewControllerInTopBottomContainerNavigation"), "\(code)")
        // A local declared with its class and given a making of it later (`var checkinsVC:
        // CheckinsViewController!`, captured by the closure it is made with) is that making.
        #expect(code.contains("""
            container CheckinsViewControllerInTopBottomContainer {
                // code: init() adds CheckinsViewController as a child (App.swift:63)
                embed CheckinsViewController
            """), "\(code)")
        // A lazy property's closure making the container around its locals holds that container:
        // the coordinator's push of it, reached from the home screen, shows that making.
        #expect(code.contains("segue \"showTraceLocations\" { push TraceLocationsOverviewViewControllerInTopBottomContainer }"),
                "\(code)")
        #expect(code.contains("segue \"onAddEntryCellTap\" { push TypeSelectionViewController }"), "\(code)")
        // No scene of the class holds every child.
        #expect(!code.contains("container TopBottomContainerViewController"), "\(code)")
        let script = out.deletingLastPathComponent().appendingPathComponent("Containers.flow")
        try """
            import "Flows/Code.flow"
            initial Code

            test "the info's container holds the info and its footer, not the consent" {
                perform "showInfo" from Code.HomeViewController
                expect visible == Code.FooterViewController
                expect children(Code.InfoViewControllerInTopBottomContainer) == [Code.InfoViewController, Code.FooterViewController]
                expect !exists(Code.ConsentViewController)
            }
            """.write(to: script, atomically: true, encoding: .utf8)
        try expectAllPass(script, count: 1)
    }
}
