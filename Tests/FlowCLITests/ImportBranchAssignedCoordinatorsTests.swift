import Foundation
import Testing

/// A coordinator that picks its child coordinator in a switch's branches, assigning a local declared
/// without a value (`let child: Coordinator`, then `child = HintCoordinator(…)` in one case and
/// `child = SuspicionCoordinator(…)` in another), and starts it after the switch (Stopp Corona's
/// questionnaire): the call runs in each class given, so the screen calling it pushes each one's
/// screen. Before, only the last branch's was read. A case starting a `child` of its own and
/// returning makes the call after the switch one under the other cases: followed for a call that
/// names no case (a variable), as a factory's single case is not.
extension ImportAppCLITests {
    @Test func aCallOnALocalGivenAnotherClassInEachBranchRunsInEach() throws {
        let swift = """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: QuestionViewController())"))

            class Coordinator: NSObject {
                func start() {}
            }

            enum Decision { case nextQuestion, hint, suspected }

            final class QuestionCoordinator: Coordinator {
                var navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }

                func nextPage(_ nextStep: Decision) {
                    let child: Coordinator
                    switch nextStep {
                    case .nextQuestion:
                        let child = QuestionCoordinator(navigationController: navigationController)
                        child.start()
                        return
                    case .hint:
                        child = HintCoordinator(navigationController: navigationController)
                    case .suspected:
                        child = SuspicionCoordinator(navigationController: navigationController)
                    }
                    child.start()
                }
            }

            final class HintCoordinator: Coordinator {
                var navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                override func start() { navigationController.pushViewController(HintViewController(), animated: true) }
            }

            final class SuspicionCoordinator: Coordinator {
                var navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                override func start() { navigationController.pushViewController(SuspicionViewController(), animated: true) }
            }

            final class QuestionViewController: UIViewController {
                weak var coordinator: QuestionCoordinator?
                var decision = Decision.hint
                @objc func nextTapped() { coordinator?.nextPage(decision) }
            }
            final class HintViewController: UIViewController {}
            final class SuspicionViewController: UIViewController {}

            """
        let (out, _, code) = try importApp("BranchCoordinators", ["App.swift": swift])
        #expect(code.contains("segue \"nextTapped\" { push HintViewController }"), "\(code)")
        #expect(code.contains("{ push SuspicionViewController }"), "\(code)")
        try expectAllReached(out, 4)
    }
}
