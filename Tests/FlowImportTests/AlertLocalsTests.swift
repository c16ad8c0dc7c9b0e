@testable import FlowImport
import Testing

/// A local of a name an earlier local had holds only its own value, and an alert made in code and
/// presented is no screen: Zotero's launch (nested functions, one instantiating its launch screen as
/// `controller`, the next presenting `let controller = UIAlertController(…)`) presented its launch
/// screen over the app; AlphaWallet's account sheet presented the account list again.
@Test func anAlertPresentedInANestedFunctionIsNotTheLaunchScreenItsSiblingMade() {
    var sources = SourceIndex()
    sources.add(path: "Root.swift", text: """
        final class RootViewController: UIViewController {
            func start() {
                if needsSplash {
                    showLaunchScreen()
                } else {
                    showMain()
                }
                showBetaAlert()

                func showLaunchScreen() {
                    let controller = UIStoryboard(name: "LaunchScreen", bundle: nil).instantiateInitialViewController()
                    present(controller!, animated: false)
                }

                func showBetaAlert() {
                    let controller = UIAlertController(title: "Resync", message: nil, preferredStyle: .alert)
                    present(controller, animated: true, completion: nil)
                }
            }
            func showMain() {
                let controller = MainViewController()
                present(controller, animated: true)
            }
            func showSheet() {
                let controller = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                present(controller, animated: true)
            }
        }
        final class MainViewController: UIViewController {}
        """)
    sources.prepare()
    let moves = sources.moves(of: "RootViewController") { made in
        "\(made?.storyboard ?? "-").\(made?.identifier ?? "initial")"
    }
    #expect(moves == ["present LaunchScreen.initial", "present Code.MainViewController"], "\(moves)")
}
