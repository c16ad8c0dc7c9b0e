import Foundation
import Testing

/// A class method of a provider a screen holds, making a controller and returning it to calls that
/// present it (ownCloud's `Action.cardViewController(for:with:)`, presented as a card from the
/// viewer and from the root through an extension, `present(asCard:)`): what it returns goes where those calls put it, not to every holder
/// of the provider's objects as a controller handed over (a `show` that drew a false W104).
extension ImportAppCLITests {
    @Test func aFactoryWhoseResultIsPresentedHandsNothingToItsHolders() throws {
        let app = """
            import UIKit

            \(Self.sceneDelegate(root: "DisplayViewController()"))

            class Action {
                var name = ""
                class func cardViewController(for item: String) -> UIViewController? {
                    let card = CardViewController()
                    return card
                }
            }

            extension Action {
                class func sheetViewController() -> UIViewController? {
                    return SheetViewController()
                }
            }

            extension UIViewController {
                func present(asCard viewController: UIViewController, animated: Bool) {
                    viewController.modalPresentationStyle = .custom
                    present(viewController, animated: animated)
                }
            }

            class CardViewController: UIViewController {}
            class SheetViewController: UIViewController {}

            class DisplayViewController: UIViewController {
                var primaryAction: Action?

                @objc func moreTapped() {
                    if let card = Action.cardViewController(for: "item") {
                        present(card, animated: true)
                    }
                }

                @objc func shareTapped() {
                    if let sheet = Action.sheetViewController() {
                        self.present(asCard: sheet, animated: true)
                    }
                }
            }
            """
        let (out, _, code) = try importApp("Cards", ["Cards/App.swift": app])
        #expect(code.contains("segue \"moreTapped\" -> present CardViewController"), "\(code)")
        #expect(!code.contains("show CardViewController"), "\(code)")
        // Handed to an extension that presents it as a card (ownCloud's `present(asCard:)`).
        #expect(code.contains("segue \"shareTapped\" -> present SheetViewController style custom"), "\(code)")
        #expect(!code.contains("show SheetViewController"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 3)
    }
}
