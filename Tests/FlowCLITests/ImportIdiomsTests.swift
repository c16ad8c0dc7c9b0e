import Foundation
import Testing

/// Common ways of making and showing a screen, each linked (Tests/FlowImportTests/Fixtures/apps/Idioms):
/// a generic helper typed by the declaration, one taking the class, R.swift's accessors, Reusable's
/// `StoryboardSceneBased` presented with the style the code gives it, a `lazy var` pushed later, a
/// function at a file's top level making a controller (GitHawk's root controllers), presented, and a
/// scene delegate's `changeRootViewController(_:)` — the window's root replaced, not a presentation.
extension ImportAppCLITests {
    @Test func commonIdiomsOfMakingAScreenAreLinked() throws {
        let app = "Tests/FlowImportTests/Fixtures/apps/Idioms"
        let (out, outcome) = try importApp(app)
        #expect(outcome.stderr.contains("8 calls that move between scenes linked, 0 not understood"), "\(outcome.stderr)")
        try expectWritten(["App.flow", "Main.flow", "Settings.flow"], in: out, toMatch: "apps/Idioms.expected")
        let entry = out.appendingPathComponent("App.flow").path
        try expectChecksClean(entry)
        let explored = try cli.run(["explore", entry, "--no-timing"])
        let reached = explored.stdout.split(separator: "\n").first { $0.contains("scenes reached") }
        #expect(reached?.hasSuffix(" 9 of 9") == true, "\(explored.stdout)")
    }
}

/// `try`, `try?` and `await` around what makes a controller leave it as made (blink's `let ctrl = try
/// SnippetsViewController.create(context: self)`, added as a child); an empty navigation controller
/// given its stack with `setViewControllers(_:animated:)` and presented presents its top, as one
/// given `viewControllers` does (blink's `showConfigAction`); and a type method making another class's
/// controller is its callers' move, not a presentation of its own class (Sileo's
/// `NativePackageViewController.viewController(native:)`).
extension ImportAppCLITests {
    @Test func triesAwaitsStacksGivenAndTypeMethodsFactories() throws {
        let (out, _, code) = try importApp("Tries", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: SpaceController())"))

            class SnippetsViewController: UIViewController {
                static func create(context: SpaceController) throws -> SnippetsViewController { SnippetsViewController() }
            }
            class ConfigViewController: UIViewController {
                init(id: String) throws { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
            }
            class HelpViewController: UIViewController {}
            class PackageViewController: UIViewController {}
            class NativePackageViewController: UIViewController {
                static func viewController(native: Bool) -> UIViewController {
                    if !native { return PackageViewController() }
                    return NativePackageViewController()
                }
            }

            class SpaceController: UIViewController {
                func presentSnippets() {
                    do {
                        let ctrl = try SnippetsViewController.create(context: self)
                        addChild(ctrl)
                    } catch {}
                }
                func config() {
                    if let vc = try? ConfigViewController(id: "x") { present(vc, animated: true) }
                }
                func help() async {
                    let vc = await makeHelp()
                    let navCtrl = UINavigationController()
                    navCtrl.setViewControllers([vc], animated: false)
                    present(navCtrl, animated: true)
                }
                func makeHelp() async -> HelpViewController { HelpViewController() }
                func showPackage() {
                    navigationController?.pushViewController(NativePackageViewController.viewController(native: true), animated: true)
                }
            }

            """])
        #expect(code.contains("embed SnippetsViewController"), "\(code)")
        #expect(code.contains("segue \"config\" -> present ConfigViewController"), "\(code)")
        #expect(code.contains("segue \"help\" -> present HelpViewControllerNavigation"), "\(code)")
        #expect(code.contains("segue \"showPackage\" { push PackageViewController }"), "\(code)")
        #expect(code.contains("segue \"showPackage (NativePackageViewController)\" { push NativePackageViewController }"), "\(code)")
        #expect(!code.contains("segue \"viewController\""), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 8)
    }
}

/// A helper copying its parameter to give it a fallback (`var controller = controller; if controller
/// == nil { controller = FallbackViewController() }`) moves what each call hands it and the fallback.
extension ImportAppCLITests {
    @Test func aParametersCopyWithAFallbackMovesBoth() throws {
        let (_, _, code) = try importApp("ParameterCopy", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: HomeViewController())"))

            class HomeViewController: UIViewController {
                func open(_ controller: UIViewController?) {
                    var controller = controller
                    if controller == nil { controller = FallbackViewController() }
                    navigationController?.pushViewController(controller!, animated: true)
                }
                @objc func openA() { open(AViewController()) }
                @objc func openB() { open(BViewController()) }
            }
            class AViewController: UIViewController {}
            class BViewController: UIViewController {}
            class FallbackViewController: UIViewController {}

            """])
        for expected in ["segue \"openA\" { push AViewController }", "segue \"openB\" { push BViewController }",
                         "segue \"open\" { push FallbackViewController }"] {
            #expect(code.contains(expected), "\(expected)\n\(code)")
        }
    }
}
