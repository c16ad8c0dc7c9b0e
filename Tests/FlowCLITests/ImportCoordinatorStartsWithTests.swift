import Foundation
import Testing

/// A coordinator started by `startWith…`, as Objective-C spells a start given something (Antidote's
/// `startWithOptions(_:)`, declared by its coordinator protocol): the first controller it pushes roots
/// the navigation controller the coordinator keeps, as `start()`'s does. Its iPad branch
/// (`switch InterfaceIdiom.current()`) is no move on the iPhone flow models.
extension ImportAppCLITests {
    @Test func aCoordinatorsStartWithOptionsRootsItsNavigationControllerAsStartDoes() throws {
        let (out, _, code) = try importApp("StartWith", [
            "App/Info.plist": Self.launchingInCode,
            "App/AppDelegate.swift": Self.appDelegate(starting: "ActiveSessionCoordinator", with: "startWithOptions(nil)"),
            "App/App.swift": """
                import UIKit

                typealias CoordinatorOptions = [String: Any]

                protocol CoordinatorProtocol {
                    func startWithOptions(_ options: CoordinatorOptions?)
                }

                enum InterfaceIdiom {
                    case iPhone, iPad
                    static func current() -> InterfaceIdiom { UIDevice.current.userInterfaceIdiom == .pad ? .iPad : .iPhone }
                }

                class ActiveSessionNavigationCoordinator: CoordinatorProtocol {
                    let navigationController = UINavigationController()
                    func startWithOptions(_ options: CoordinatorOptions?) { preconditionFailure("This method must be overridden") }
                }

                class FriendsTabCoordinator: ActiveSessionNavigationCoordinator {
                    weak var delegate: ActiveSessionCoordinator?
                    override func startWithOptions(_ options: CoordinatorOptions?) {
                        let controller = FriendListController()
                        controller.coordinator = self
                        navigationController.pushViewController(controller, animated: false)
                    }
                    func friendTapped() {
                        delegate?.showChat()
                    }
                }

                class SettingsTabCoordinator: ActiveSessionNavigationCoordinator {
                    override func startWithOptions(_ options: CoordinatorOptions?) {
                        navigationController.pushViewController(SettingsMainController(), animated: false)
                    }
                }

                class ActiveSessionCoordinator: CoordinatorProtocol {
                    let window: UIWindow
                    let friendsCoordinator = FriendsTabCoordinator()
                    let settingsCoordinator = SettingsTabCoordinator()
                    let tabBarController = UITabBarController()
                    let splitController = UISplitViewController()

                    init(window: UIWindow) {
                        self.window = window
                        tabBarController.viewControllers = [friendsCoordinator.navigationController, settingsCoordinator.navigationController]
                        friendsCoordinator.delegate = self
                    }

                    func startWithOptions(_ options: CoordinatorOptions?) {
                        window.rootViewController = tabBarController
                        friendsCoordinator.startWithOptions(nil)
                        settingsCoordinator.startWithOptions(options)
                    }

                    func showChat() {
                        switch InterfaceIdiom.current() {
                        case .iPhone:
                            friendsCoordinator.navigationController.pushViewController(ChatController(), animated: true)
                        case .iPad:
                            splitController.showDetailViewController(UINavigationController(rootViewController: ChatController()), sender: nil)
                        }
                    }
                }

                class FriendListController: UIViewController {
                    weak var coordinator: FriendsTabCoordinator?
                    @objc func rowTapped() { coordinator?.friendTapped() }
                }
                class SettingsMainController: UIViewController {}
                class ChatController: UIViewController {}

                """,
        ])
        #expect(code.contains("tabs"), "\(code)")
        #expect(code.contains("navigation FriendListControllerNavigation { root FriendListController }"), "\(code)")
        #expect(code.contains("navigation SettingsMainControllerNavigation { root SettingsMainController }"), "\(code)")
        #expect(code.contains("push ChatController") && !code.contains("detail"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 6)
    }
}
