import Foundation
import Testing

/// An app's navigation controller subclass whose initializer calls a method of its own that begins
/// its stack (WooCommerce's `IssueRefundCoordinatingController`, `startRefundNavigation()` setting
/// `[issueRefundViewController]`; its survey flow's root made by a factory object) is a navigation
/// controller of that class rooted there, its other methods' moves its own: the screens' `show`s
/// push, where a plain scene of that class had made them modal presentations (W104). What only the
/// closures it sets on its screens call is those screens' (the refund's next step), not a segue the
/// navigation controller could fire past them; the method beginning the stack is no segue at all.
extension ImportAppCLITests {
    @Test func aNavigationSubclassBeginningItsStackInAMethodOfItsOwnIsANavigationRootedThere() throws {
        let (out, _, code) = try importApp("Refunds", [
            "App/AppDelegate.swift": Self.appDelegate(root: "UINavigationController(rootViewController: OrderViewController())"),
            "App/Refunds.swift": """
                import UIKit

                class OrderViewController: UIViewController {
                    @IBAction func survey() { present(SurveyFlowController(), animated: true) }
                    @IBAction func refund() {
                        let flow = RefundFlowController(order: 1)
                        present(flow, animated: true)
                    }
                }

                class RefundFlowController: UINavigationController {
                    private let order: Int

                    init(order: Int) {
                        self.order = order
                        super.init(nibName: nil, bundle: nil)
                        startRefundNavigation()
                    }

                    required init?(coder: NSCoder) { nil }
                }

                private extension RefundFlowController {
                    func startRefundNavigation() {
                        let refund = RefundViewController()
                        refund.onNextAction = { [weak self] in
                            self?.navigateToConfirmation()
                        }
                        setViewControllers([refund], animated: false)
                    }

                    func navigateToConfirmation() {
                        let confirmation = ConfirmationViewController()
                        confirmation.onDone = { [weak self] in
                            self?.dismiss(animated: true)
                        }
                        show(confirmation, sender: nil)
                    }
                }

                class RefundViewController: UIViewController {
                    var onNextAction: (() -> Void)?
                    @IBAction func next() { onNextAction?() }
                }

                class ConfirmationViewController: UIViewController {
                    var onDone: (() -> Void)?
                    @IBAction func done() { onDone?() }
                }

                """,
            "App/Survey.swift": """
                import UIKit

                class BaseNavigationController: UINavigationController {}

                protocol SurveyFactoryProtocol {
                    func makeSurveyViewController() -> UIViewController
                }

                final class SurveyFactory: SurveyFactoryProtocol {
                    func makeSurveyViewController() -> UIViewController { SurveyViewController() }
                }

                final class SurveyFlowController: BaseNavigationController {
                    private let factory: SurveyFactoryProtocol

                    init(factory: SurveyFactoryProtocol = SurveyFactory()) {
                        self.factory = factory
                        super.init(nibName: nil, bundle: nil)
                        self.startSurvey()
                    }

                    required init?(coder: NSCoder) { nil }

                    private func startSurvey() {
                        setViewControllers([factory.makeSurveyViewController()], animated: false)
                    }

                    func finish() { dismiss(animated: true) }
                }

                class SurveyViewController: UIViewController {
                    @IBAction func more() { show(SurveyDetailViewController(), sender: nil) }
                }

                class SurveyDetailViewController: UIViewController {}

                """,
        ])
        #expect(code.contains("""
            // made in code: RefundFlowController(…) (Refunds.swift:7), a navigation controller whose stack its \
            startRefundNavigation() begins (Refunds.swift:29)
            navigation RefundFlowController { root RefundViewController }
            """), "\(code)")
        #expect(code.contains("""
            navigation SurveyFlowController {
                root SurveyViewController
                // code: finish() dismisses (Survey.swift:28)
                segue "finish" { dismiss }
            }
            """), "\(code)")
        #expect(code.contains(#"segue "next" -> show ConfirmationViewController"#), "\(code)")
        #expect(code.contains(#"segue "done" { dismiss }"#), "\(code)")
        #expect(!code.contains("startRefundNavigation\""), "\(code)")
        #expect(!code.contains("scene RefundFlowController"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 8)
    }
}
