import Foundation
import Testing

/// An object that is no view controller presents on a parameter declared with a view controller
/// class of the app's (GoMap's map markers: `QuestMarker.handleButtonPress(in mainView:
/// MainViewController, …)` presenting the quest solver on `mainView`, called by a view that found
/// the main controller through the app delegate, `AppDelegate.shared.mainView`): that class presents.
extension ImportAppCLITests {
    static func markers(parameterType: String) -> String {
        """
        import UIKit

        \(sceneDelegate(root: "MainViewController()"))

        final class MainViewController: UIViewController {
            let markersView = MarkersView()
        }

        final class MarkersView: UIView {
            var markers: [Marker] = []
            @objc func buttonPressed() {
                guard let mainView = AppDelegate.shared.mainView else { return }
                markers.first?.handleButtonPress(in: mainView, markerView: self)
            }
        }

        class Marker {
            func handleButtonPress(in mainView: \(parameterType), markerView: MarkersView) {}
        }

        final class QuestMarker: Marker {
            override func handleButtonPress(in mainView: \(parameterType), markerView: MarkersView) {
                let vc = QuestSolverController.instantiate(onClose: {})
                mainView.present(vc, animated: true)
            }
        }

        final class QuestSolverController: UIViewController {
            var onClose: (() -> Void)?
            class func instantiate(onClose: @escaping () -> Void) -> UINavigationController {
                let solver = QuestSolverController()
                solver.onClose = onClose
                return UINavigationController(rootViewController: solver)
            }
        }

        """
    }

    @Test func aPresentationOnAParameterDeclaredWithAControllerClassIsThatClasss() throws {
        let (out, stderr, code) = try importApp("Markers", ["App.swift": Self.markers(parameterType: "MainViewController")])
        #expect(code.contains("""
            scene MainViewController {
                // code: QuestMarker.handleButtonPress() presents QuestSolverControllerNavigation (App.swift:29); fire it with perform "QuestMarker.handleButtonPress"
                segue "QuestMarker.handleButtonPress" -> present QuestSolverControllerNavigation
            }
            """), "\(code)")
        #expect(!stderr.contains("not linked"), "\(stderr)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 3)
    }

    /// UIKit's own class names no scene: which controller is handed cannot be told from the method.
    @Test func aPresentationOnAParameterDeclaredWithUIKitsClassIsNobodys() throws {
        let (_, _, code) = try importApp("Markers", ["App.swift": Self.markers(parameterType: "UIViewController")])
        #expect(!code.contains("segue \"QuestMarker.handleButtonPress\""), "\(code)")
    }
}
