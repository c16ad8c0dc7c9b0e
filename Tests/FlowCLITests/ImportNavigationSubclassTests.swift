import Foundation
import Testing

/// An app's navigation controller subclass whose initializer takes its root under a label of its
/// own and hands it to `super.init(rootViewController:)` (Aidoku's
/// `ReaderNavigationController(readerViewController:mangaInfo:)`, declared in another file than its
/// callers) is that root in a navigation controller, as `UINavigationController(rootViewController:)`
/// is: the reader is reached, and no empty scene stands for the navigation controller. Given a root
/// not known where it is made (a parameter), it stays the subclass made in code, as before its roots
/// were read (the Corona-Warn-App's submission flow, whose coordinator shows through it). And a
/// subclass whose name does not say it (Zotero's `NavigationViewController: UINavigationController`),
/// made empty and handed to a coordinator that roots it, is what that coordinator roots it with,
/// also returned in a tuple whose `.0` the caller presents (Zotero's note editor).
extension ImportAppCLITests {
    @Test func aNavigationSubclassTakingItsRootUnderItsOwnLabelIsThatRootInANavigationController() throws {
        let (out, _, code) = try importApp("Reader", [
            "App.swift": """
                import UIKit

                \(Self.sceneDelegate(root: "UINavigationController(rootViewController: LibraryViewController())"))

                final class LibraryViewController: UIViewController {
                    func open() {
                        let reader = ReaderViewController(chapter: 1)
                        let navigation = ReaderNavigationController(readerViewController: reader, info: nil)
                        navigation.modalPresentationStyle = .fullScreen
                        present(navigation, animated: true)
                    }
                }

                final class ReaderViewController: UIViewController {
                    init(chapter: Int) { super.init(nibName: nil, bundle: nil) }
                    required init?(coder: NSCoder) { nil }
                }

                """,
            "Reader/ReaderNavigationController.swift": """
                import UIKit

                class ReaderNavigationController: UINavigationController {
                    let info: String?
                    init(readerViewController: ReaderViewController, info: String? = nil) {
                        self.info = info
                        super.init(rootViewController: readerViewController)
                    }
                    required init?(coder: NSCoder) { nil }
                }

                """,
        ])
        #expect(code.contains("-> present ReaderViewControllerNavigation style fullScreen"), "\(code)")
        #expect(code.contains("navigation ReaderViewControllerNavigation { root ReaderViewController }"), "\(code)")
        #expect(!code.contains("scene ReaderNavigationController"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 4)
    }

    @Test func aNavigationSubclassGivenAnUnknownRootStaysMadeInCode() throws {
        let (_, _, code) = try importApp("Submission", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: HomeViewController())"))

            final class HomeViewController: UIViewController {
                func submit() {
                    start(with: IntroViewController())
                }
                private func start(with initialViewController: UIViewController) {
                    let navigation = SubmissionNavigationController(dismissClosure: {}, rootViewController: initialViewController)
                    present(navigation, animated: true)
                }
            }
            final class IntroViewController: UIViewController {}
            final class SubmissionNavigationController: UINavigationController {
                init(dismissClosure: @escaping () -> Void, rootViewController: UIViewController) {
                    super.init(rootViewController: rootViewController)
                }
                required init?(coder: NSCoder) { nil }
            }

            """])
        #expect(code.contains("-> present SubmissionNavigationController"), "\(code)")
    }

    @Test func aNavigationSubclassMadeEmptyForACoordinatorIsWhatItRootsItWith() throws {
        let (out, _, code) = try importApp("EmptySubclass", [
            "App.swift": """
                import UIKit

                \(Self.sceneDelegate(root: "UINavigationController(rootViewController: ItemsViewController())"))

                final class ItemsViewController: UIViewController {
                    private var childCoordinator: ItemsFilterCoordinator?
                    @objc func showFilters() {
                        let navigationController = NavigationViewController()
                        let coordinator = ItemsFilterCoordinator(navigationController: navigationController)
                        childCoordinator = coordinator
                        coordinator.start(animated: false)
                        present(navigationController, animated: true)
                    }
                    @objc func addNote() {
                        present(createNoteController().0, animated: true)
                    }
                    private func createNoteController() -> (NavigationViewController, Int) {
                        let navigationController = NavigationViewController()
                        let coordinator = NoteEditorCoordinator(navigationController: navigationController)
                        coordinator.start(animated: false)
                        return (navigationController, 1)
                    }
                }
                final class NoteEditorCoordinator {
                    weak var navigationController: UINavigationController?
                    init(navigationController: UINavigationController) { self.navigationController = navigationController }
                    func start(animated: Bool) {
                        navigationController?.setViewControllers([NoteEditorViewController()], animated: animated)
                    }
                }
                final class NoteEditorViewController: UIViewController {}
                final class ItemsFilterCoordinator {
                    weak var navigationController: UINavigationController?
                    init(navigationController: UINavigationController) { self.navigationController = navigationController }
                    func start(animated: Bool) {
                        let controller = ItemsFilterViewController()
                        navigationController?.setViewControllers([controller], animated: animated)
                    }
                }
                final class ItemsFilterViewController: UIViewController {}

                """,
            "Navigation.swift": """
                import UIKit

                final class NavigationViewController: UINavigationController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }

                """,
        ])
        #expect(code.contains("segue \"showFilters\" -> present ItemsFilterViewControllerNavigation"), "\(code)")
        #expect(code.contains("segue \"addNote\" -> present NoteEditorViewControllerNavigation"), "\(code)")
        #expect(!code.contains("scene NavigationViewController") && !code.contains("push ItemsFilterViewController"), "\(code)")
        try expectAllReached(out, 6)
    }

    /// A subclass whose initializer makes its own root (Lockwise's `LoginNavigationController()` loading
    /// Welcome's scene; `MainNavigationController(storyboardName:identifier:)` loading what its
    /// arguments, or its parameters' defaults, name), or fills its stack with `viewControllers =` from a
    /// property its initializer set, or in `viewDidLoad` (COVIDSafe's feedback flow): that root in a
    /// navigation controller, not an empty scene made in code.
    @Test func aNavigationSubclassMakingItsOwnRootIsThatRootInANavigationController() throws {
        func storyboard(_ scene: String, _ identifier: String) -> String {
            Self.storyboard(initial: "s", [
                #"<viewController storyboardIdentifier="\#(identifier)" id="s" customClass="\#(scene)" sceneMemberID="viewController"/>"#,
            ])
        }
        let (out, _, code) = try importApp("OwnRoots", [
            "App/Welcome.storyboard": storyboard("WelcomeView", "welcome"),
            "App/ItemList.storyboard": storyboard("ItemListView", "itemlist"),
            "App/Settings.storyboard": storyboard("SettingsView", "settings"),
            "App/Feedback.storyboard": storyboard("FeedbackView", "feedback"),
            "App/Navigation.swift": """
                import UIKit

                class LoginNavigationController: UINavigationController {
                    convenience init() {
                        let welcomeView = UIStoryboard(name: "Welcome", bundle: .main)
                            .instantiateViewController(withIdentifier: "welcome")
                        self.init(rootViewController: welcomeView)
                    }
                }
                class MainNavigationController: UINavigationController {
                    convenience init(storyboardName: String = "ItemList", identifier: String = "itemlist") {
                        let listView = UIStoryboard(name: storyboardName, bundle: .main)
                            .instantiateViewController(withIdentifier: identifier)
                        self.init(rootViewController: listView)
                    }
                }
                class SettingsNavigationController: UINavigationController {
                    let settings: SettingsView
                    init() {
                        settings = UIStoryboard(name: "Settings", bundle: .main)
                            .instantiateViewController(withIdentifier: "settings") as! SettingsView
                        super.init(nibName: nil, bundle: nil)
                        viewControllers = [settings]
                    }
                    required init?(coder: NSCoder) { nil }
                }
                class FeedbackNavigationController: UINavigationController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        viewControllers = [UIStoryboard(name: "Feedback", bundle: nil).instantiateViewController(withIdentifier: "feedback")]
                    }
                }
                """,
            "App/Screens.swift": """
                import UIKit

                \(Self.sceneDelegate(root: "LoginNavigationController()"))

                class WelcomeView: UIViewController {
                    @IBAction func signIn() {
                        view.window?.rootViewController = MainNavigationController()
                    }
                }
                class ItemListView: UIViewController {
                    @IBAction func settings() { present(SettingsNavigationController(), animated: true) }
                }
                class SettingsView: UIViewController {
                    @IBAction func feedback() {
                        let feedback = FeedbackNavigationController()
                        present(feedback, animated: true)
                    }
                }
                class FeedbackView: UIViewController {}
                """,
        ])
        #expect(code.contains("initial WelcomeNavigation"), "\(code)")
        #expect(!code.contains("scene LoginNavigationController"), "\(code)")
        #expect(!code.contains("NavigationController {}"), "\(code)")
        try expectAllReached(out, 8)
    }
}

