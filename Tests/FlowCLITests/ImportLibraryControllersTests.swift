import Foundation
import Testing

/// A subclass of a library's container that gives itself `viewControllers` (OpenTerm's terminal
/// tabs, a subclass of the TabView pod's `TabViewController`) has them as children: the library's
/// source is not read, and its `viewControllers` are what UIKit's containers call their children
/// (ContainersGivenChildren.swift).
extension ImportAppCLITests {
    @Test func aLibraryContainersOwnViewControllersAreItsChildren() throws {
        let (out, _, code) = try importApp("LibraryContainer", ["App.swift": """
            import UIKit
            import TabView

            \(Self.sceneDelegate(root: "TerminalTabViewController()"))

            final class TerminalTabViewController: TabViewController {
                init() {
                    super.init(theme: TabViewThemeDark())
                    self.viewControllers = [TerminalViewController()]
                }
            }
            final class TerminalViewController: UIViewController {
                @objc func showMenu() {
                    present(MenuViewController(), animated: true)
                }
            }
            final class MenuViewController: UITableViewController {}

            """])
        #expect(code.contains("embed TerminalViewController"), "\(code)")
        #expect(code.contains("segue \"showMenu\" -> present MenuViewController"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
    }

    /// Not a subclass of UIKit's own controllers: a view controller's `viewControllers` of its own
    /// is no container's (nor a tab bar's, whose tabs are read as tabs).
    @Test func aUIKitControllersPropertyNamedViewControllersIsNoChildList() throws {
        let (_, _, code) = try importApp("OwnList", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "ListViewController()"))

            final class ListViewController: UIViewController {
                var viewControllers: [UIViewController] = []
                override func viewDidLoad() {
                    self.viewControllers = [DetailViewController()]
                }
            }
            final class DetailViewController: UIViewController {}

            """])
        #expect(!code.contains("embed DetailViewController"), "\(code)")
    }
}

/// A library's view controller made around one of the app's (PanelKit's `PanelViewController(with:
/// history, in: self)`, OpenTerm's panels) stands for it where it is shown: the library is not
/// read, and what a person sees in the panel is the app's list (LibraryWrappers.swift).
extension ImportAppCLITests {
    @Test func aLibrarysControllerMadeAroundTheAppsStandsForIt() throws {
        let (out, _, code) = try importApp("LibraryWrapper", ["App.swift": """
            import UIKit
            import PanelKit

            \(Self.sceneDelegate(root: "TerminalViewController()"))

            final class TerminalViewController: UIViewController {
                let historyViewController: HistoryViewController
                var historyPanelViewController: PanelViewController!
                init() {
                    historyViewController = HistoryViewController()
                    super.init(nibName: nil, bundle: nil)
                    historyPanelViewController = PanelViewController(with: historyViewController, in: self)
                }
                @objc func showHistory() {
                    present(historyPanelViewController, animated: true)
                }
                @objc func showSafari() {
                    present(SFSafariViewController(url: URL(string: "https://example.com")!), animated: true)
                }
            }
            final class HistoryViewController: UITableViewController {
                @objc func close() { dismiss(animated: true) }
            }

            """])
        #expect(code.contains("segue \"showHistory\" -> present HistoryViewController"), "\(code)")
        #expect(!code.contains("SFSafariViewController"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
    }
}

/// Two libraries' presenters (Stepik's lessons and courses): Presentr's
/// `customPresentViewController(_:viewController:animated:completion:)`, a presentation of its second
/// argument in the presenter's custom style, and PanModal's `presentPanModal(_:)`, a sheet.
extension ImportAppCLITests {
    @Test func presentrsAndPanModalsPresentationsArePresentations() throws {
        let (out, _, code) = try importApp("LibraryPresenters", ["App.swift": """
            import UIKit
            import PanModal
            import Presentr
            
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = UINavigationController(rootViewController: LessonViewController())
                }
            }
            
            final class LessonViewController: UIViewController {
                private let presentr = Presentr(presentationType: .bottomHalf)
            
                @objc func deadlinesTapped() {
                    let modeSelection = DeadlinesModeSelectionViewController()
                    self.customPresentViewController(self.presentr, viewController: modeSelection, animated: true, completion: nil)
                }
            
                @objc func finishedTapped() {
                    presentPanModal(LessonFinishedViewController())
                }
            }
            
            final class DeadlinesModeSelectionViewController: UIViewController {}
            final class LessonFinishedViewController: UIViewController {}

            """])
        #expect(code.contains("""
                // code: deadlinesTapped() presents DeadlinesModeSelectionViewController (App.swift:17); fire it with perform "deadlinesTapped"
                segue "deadlinesTapped" -> present DeadlinesModeSelectionViewController style custom
                // code: finishedTapped() presents LessonFinishedViewController (App.swift:21); fire it with perform "finishedTapped"
                segue "finishedTapped" -> present LessonFinishedViewController
            """), "\(code)")
        try expectAllReached(out, 4)
    }
}

/// A helper of the app's extension rebinding its parameter by a cast before handing it on (Stepik's
/// `presentIfPanModalWithCustomModalPresentationStyle(_:)`: `if let panModal = viewController as?
/// UIViewController & PanModalPresentable`, then its own PanModal helper): the cast local is the
/// parameter, so what each caller hands is presented.
extension ImportAppCLITests {
    @Test func aParameterReboundByACastIsStillTheParameter() throws {
        let (out, _, code) = try importApp("CastParameter", ["App.swift": """
            import UIKit
            import PanModal
            
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = UINavigationController(rootViewController: LessonViewController())
                }
            }
            
            extension UIViewController {
                func presentPanModalWithCustomModalPresentationStyle(_ viewControllerToPresent: PanModalPresentable.LayoutType) {
                    if DeviceInfo.current.isPad {
                        viewControllerToPresent.modalPresentationStyle = .custom
                        self.present(viewControllerToPresent, animated: true, completion: nil)
                    } else {
                        self.presentPanModal(viewControllerToPresent)
                    }
                }
            
                @discardableResult
                func presentIfPanModalWithCustomModalPresentationStyle(_ viewControllerToPresent: UIViewController) -> Bool {
                    if let panModalPresentableViewController = viewControllerToPresent as? UIViewController & PanModalPresentable {
                        self.presentPanModalWithCustomModalPresentationStyle(panModalPresentableViewController)
                        return true
                    } else {
                        return false
                    }
                }
            }
            
            final class LessonViewController: UIViewController {
                @objc func finishedTapped() {
                    let controller = LessonFinishedViewController()
                    self.presentIfPanModalWithCustomModalPresentationStyle(controller)
                }
            }
            
            final class LessonFinishedViewController: UIViewController {}

            """])
        #expect(code.contains(#"segue "finishedTapped" -> present LessonFinishedViewController"#), "\(code)")
        try expectAllReached(out, 3)
    }
}
