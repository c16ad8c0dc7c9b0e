import Foundation
import Testing

/// A navigation controller subclass made with an initializer whose arguments name no root (2FAS's
/// `CommonNavigationControllerFlow(flowController:)`, a convenience initializer calling `self.init()`)
/// and given its stack next with `setViewControllers(_:animated:)`: presenting it presents that stack,
/// not an empty screen of the subclass's name with a push from the presenter.
extension ImportAppCLITests {
    @Test func aNavigationMadeWithLabelledArgumentsNamingNoRootIsGivenItsStackNext() throws {
        let swift = """
            import UIKit

            protocol FlowControlling: AnyObject {}
            final class SettingsFlow: FlowControlling {}

            class CommonNavigationController: UINavigationController {}

            final class CommonNavigationControllerFlow<T: FlowControlling>: CommonNavigationController {
                private(set) var flowController: T!

                convenience init(flowController: T) {
                    self.init()
                    self.flowController = flowController
                }
            }

            \(Self.sceneDelegate(root: "HomeViewController()"))

            final class HomeViewController: UIViewController {
                @objc func openSettings() {
                    let navi = CommonNavigationControllerFlow(flowController: SettingsFlow())
                    navi.setViewControllers([SettingsViewController()], animated: false)
                    present(navi, animated: true)
                }
            }

            final class SettingsViewController: UIViewController {
                @objc func close() {
                    dismiss(animated: true)
                }
            }

            """
        let (out, _, code) = try importApp("LabelledNavigation", ["App.swift": swift, "Info.plist": Self.launchingInCode])
        #expect(code.contains("""
                segue "openSettings" -> present SettingsViewControllerNavigation
            """), "\(code)")
        #expect(code.contains("navigation SettingsViewControllerNavigation { root SettingsViewController }"), "\(code)")
        #expect(!code.contains("push SettingsViewController"), "\(code)")
        try expectAllReached(out, 3)
    }

    /// The same navigation controller handed to another flow controller's static method, which pushes
    /// its screen onto what it is handed, then presented (2FAS's `ComposeServiceFlowController.present(in:
    /// navi, …)`): the presentation is of that screen in the navigation controller, and the push is no
    /// move of the presenting screen, which has no navigation controller to push onto.
    @Test func aNavigationAnotherObjectGivesItsStackIsPresentedWithIt() throws {
        let swift = """
            import UIKit

            class NavigationFlowController {
                weak var navigationController: UINavigationController?
            }

            final class CommonNavigationControllerFlow<T: NavigationFlowController>: UINavigationController {
                private(set) var flowController: T!

                convenience init(flowController: T) {
                    self.init()
                    self.flowController = flowController
                }
            }

            final class ComposeNavigationFlowController: NavigationFlowController {
                static func present(on viewController: UIViewController) {
                    let flowController = ComposeNavigationFlowController()
                    let navi = CommonNavigationControllerFlow(flowController: flowController)
                    flowController.navigationController = navi
                    ComposeFlowController.present(in: navi, freshlyAdded: true)
                    viewController.present(navi, animated: true, completion: nil)
                }
            }

            final class ComposeFlowController {
                static func present(in navigationController: UINavigationController, freshlyAdded: Bool) {
                    let view = ComposeViewController()
                    navigationController.pushViewController(view, animated: false)
                }
            }

            \(Self.sceneDelegate(root: "HomeViewController()"))

            final class HomeViewController: UIViewController {
                @objc func compose() {
                    ComposeNavigationFlowController.present(on: self)
                }
            }

            final class ComposeViewController: UIViewController {
                @objc func close() {
                    dismiss(animated: true)
                }
            }

            """
        let (out, _, code) = try importApp("NavigationGivenItsStack", ["App.swift": swift, "Info.plist": Self.launchingInCode])
        #expect(code.contains("""
                segue "compose" -> present ComposeViewControllerNavigation
            """), "\(code)")
        #expect(code.contains("navigation ComposeViewControllerNavigation { root ComposeViewController }"), "\(code)")
        #expect(!code.contains("push ComposeViewController"), "\(code)")
        #expect(!code.contains("scene CommonNavigationControllerFlow"), "\(code)")
        try expectAllReached(out, 3)
    }
}
