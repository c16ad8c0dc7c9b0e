import Foundation
import Testing

/// A helper that pushes what a closure it is handed returns (ownCloud's
/// `ClientContext.pushViewControllerToNavigation(context:provider:push:animated:)`: `viewController =
/// provider(context ?? self)`, then `navigationController.pushViewController(viewController, …)`)
/// moves the controller each caller's closure returns.
extension ImportAppCLITests {
    static let closureProvider = """
        import UIKit

        \(Self.sceneDelegate(root: "UINavigationController(rootViewController: FolderViewController())"))

        class ClientContext {
            weak var navigationController: UINavigationController?
            func pushViewControllerToNavigation(context: ClientContext?, provider: (_ context: ClientContext) -> UIViewController?, animated: Bool) -> UIViewController? {
                var viewController: UIViewController?
                if let navigationController {
                    viewController = provider(context ?? self)
                    if let viewController {
                        navigationController.pushViewController(viewController, animated: animated)
                    }
                }
                return viewController
            }
            func present(animated: Bool, maker: () -> UIViewController) {
                let made = maker()
                let shown = made
                navigationController?.present(shown, animated: animated)
            }
        }

        class FolderViewController: UIViewController {
            var context: ClientContext!
            @objc func openTapped() {
                _ = context.pushViewControllerToNavigation(context: context, provider: { context in
                    let viewController = DocumentViewController()
                    viewController.title = "Document"
                    return viewController
                }, animated: true)
            }
            @objc func infoTapped() {
                context.present(animated: true, maker: { InfoViewController() })
            }
        }

        class DocumentViewController: UIViewController {}
        class InfoViewController: UIViewController {}

        """

    @Test func aClosureAHelperCallsIsWhatItMoves() throws {
        let (_, _, code) = try importApp("ClosureProvider", ["SceneDelegate.swift": Self.closureProvider])
        let folder = try #require(code.range(of: "scene FolderViewController {"))
        let end = try #require(code.range(of: "\n}\n", range: folder.upperBound..<code.endIndex))
        let block = code[folder.lowerBound..<end.lowerBound]
        #expect(block.contains("push DocumentViewController"), "\(code)")
        #expect(block.contains("present InfoViewController"), "\(code)")
    }
}
