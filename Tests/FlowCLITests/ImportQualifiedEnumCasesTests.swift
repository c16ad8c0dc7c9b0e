import Foundation
import Testing

/// A router's case written with its enum's name (`router.route(to: Routes.detail, from: self)`, as Radar
/// COVID writes thirteen of its thirty calls) names that case, as `.detail` does: the call reaches only the
/// case's moves. Before, it reached every case's (the detail button pushed the about screen too).
extension ImportAppCLITests {
    @Test func aCaseWrittenWithItsEnumsNameReachesOnlyThatCase() throws {
        let main = Self.storyboard(initial: "nav", [
            Self.navigationController(root: "list"),
            #"<viewController title="List" id="list" customClass="ListViewController" sceneMemberID="viewController"/>"#,
        ])
        let (out, _, _) = try importApp("QualifiedCases", [
            "App/Base.lproj/Main.storyboard": main,
            "App/Info.plist": Self.launchingMain,
            "App/Router.swift": """
                import UIKit

                enum Routes { case detail, about }

                final class AppRouter {
                    func route(to routeID: Routes, from context: UIViewController) {
                        switch routeID {
                        case .detail: context.navigationController?.pushViewController(DetailViewController(), animated: true)
                        case .about: context.navigationController?.pushViewController(AboutViewController(), animated: true)
                        }
                    }
                }
                """,
            "App/Screens.swift": """
                import UIKit

                final class ListViewController: UIViewController {
                    let router = AppRouter()
                    @objc func openDetail() { router.route(to: Routes.detail, from: self) }
                    @objc func openAbout() { router.route(to: .about, from: self) }
                }
                final class DetailViewController: UIViewController {}
                final class AboutViewController: UIViewController {}
                """,
        ])
        let mainFlow = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        let segues = mainFlow.split(separator: "\n").filter { $0.contains("segue \"open") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(segues == ["segue \"openDetail\" { push Code.DetailViewController }",
                           "segue \"openAbout\" { push Code.AboutViewController }"], "\(mainFlow)")
    }
}
