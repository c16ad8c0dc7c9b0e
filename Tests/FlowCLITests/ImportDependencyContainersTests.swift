import Foundation
import Testing

/// Screens a dependency-injection container makes (Swinject: Radar COVID's router): `resolve(X.self)` is what
/// the closure registered for X returns — the storyboard's scene it instantiates, or X made in code — and X
/// made in code where no registration is read. Before, such a call made nothing, and said nothing.
extension ImportAppCLITests {
    @Test func whatAContainerResolvesIsWhatItsRegistrationMakes() throws {
        let (out, _, code) = try importContainerApp("DependencyContainers", detailIdentifier: "Detail", [
            "App/Injection.swift": """
                import UIKit
                import Swinject

                final class Injection {
                    static let shared = Injection()
                    let container = Container()
                    init() {
                        container.register(DetailViewController.self) { _ in
                            UIStoryboard(name: "Main", bundle: nil)
                                .instantiateViewController(withIdentifier: "Detail") as! DetailViewController
                        }
                        container.register(SettingsViewController.self) { resolver in
                            resolver.resolve(SettingsViewController.self)!
                        }
                    }
                    func resolve<T>(_ type: T.Type) -> T? { container.resolve(type) }
                }
                """,
            "App/Screens.swift": """
                import UIKit

                final class ListViewController: UIViewController {
                    @objc func openDetail() {
                        let detail = Injection.shared.resolve(DetailViewController.self)!
                        navigationController?.pushViewController(detail, animated: true)
                    }
                    @objc func openSettings() {
                        present(Injection.shared.resolve(SettingsViewController.self)!, animated: true)
                    }
                    @objc func openAbout() {
                        present(Injection.shared.resolve(AboutViewController.self)!, animated: true)
                    }
                }
                final class DetailViewController: UIViewController {}
                final class SettingsViewController: UIViewController {}
                final class AboutViewController: UIViewController {}
                """,
        ])
        let mainFlow = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(mainFlow.contains("segue \"openDetail\" { push DetailViewController }"), "\(mainFlow)")
        // Registered as resolving itself (read once, no recursion), and not registered: made in code.
        #expect(mainFlow.contains("segue \"openSettings\" -> present Code.SettingsViewController"), "\(mainFlow)")
        #expect(mainFlow.contains("segue \"openAbout\" -> present Code.AboutViewController"), "\(mainFlow)")
        #expect(!code.contains("scene DetailViewController"), "\(code)")
        try expectAllReached(out, 5)
    }

    /// An app of `files` beside Main.storyboard (a navigation controller around the list, and the detail
    /// scene under `detailIdentifier`) and an Info.plist launching it, imported whole.
    func importContainerApp(_ name: String, detailIdentifier: String, _ files: [String: String]) throws
        -> (out: URL, stderr: String, code: String) {
        let main = Self.storyboard(initial: "nav", [
            Self.navigationController(root: "list"),
            #"<viewController title="List" id="list" customClass="ListViewController" sceneMemberID="viewController"/>"#,
            #"<viewController title="Detail" storyboardIdentifier=""# + detailIdentifier
                + #"" id="detail" customClass="DetailViewController" sceneMemberID="viewController"/>"#,
        ])
        return try importApp(name, files.merging(["App/Base.lproj/Main.storyboard": main, "App/Info.plist": Self.launchingMain]) { own, _ in own })
    }
}

/// A registration that makes its screen with the container's own helper, falls back to one made in code,
/// configures it and returns it (Radar COVID's every screen: `let vc = self.createViewController(storyboard:
/// "HealthyExposition", viewId: …) as? HealthyExpositionViewController ?? HealthyExpositionViewController()`,
/// then `vc.router = …`, `return vc`): the returned local is what it was made with, and of `a as? X ?? X()`
/// the storyboard's scene `a` makes, where before the scene made in code was declared beside it and the
/// storyboard's was never reached.
extension ImportAppCLITests {
    @Test func aRegistrationReturningAConfiguredLocalResolvesToWhatItWasMadeWith() throws {
        let (out, _, code) = try importContainerApp("ConfiguredRegistrations", detailIdentifier: "DetailViewController", [
            "App/Injection.swift": """
                import UIKit
                import Swinject

                final class Injection {
                    static let shared = Injection()
                    let container = Container()
                    init() {
                        container.register(DetailViewController.self) { _ in
                            let vc = self.createViewController(
                                storyboard: "Main",
                                viewId: "DetailViewController"
                            ) as? DetailViewController ?? DetailViewController()
                            vc.title = "Detail"
                            return vc
                        }
                    }
                    func resolve<T>(_ type: T.Type) -> T? { container.resolve(type) }
                    private func createViewController(storyboard: String, viewId: String) -> UIViewController {
                        UIStoryboard(name: storyboard, bundle: Bundle.main).instantiateViewController(withIdentifier: viewId)
                    }
                }
                """,
            "App/Screens.swift": """
                import UIKit

                final class ListViewController: UIViewController {
                    @objc func openDetail() {
                        let detail = Injection.shared.resolve(DetailViewController.self)!
                        navigationController?.pushViewController(detail, animated: true)
                    }
                }
                final class DetailViewController: UIViewController {}
                """,
        ])
        let mainFlow = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(mainFlow.contains("segue \"openDetail\" { push DetailViewController }"), "\(mainFlow)")
        #expect(!code.contains("scene DetailViewController"), "\(code)")
        try expectAllReached(out, 3)
    }
}
