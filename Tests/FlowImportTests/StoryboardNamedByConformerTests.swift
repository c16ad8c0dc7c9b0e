@testable import FlowImport
import Foundation
import SwiftParser
import TestSupport
import Testing

/// A protocol whose extension instantiates `Self` from a storyboard its conformer names through a
/// static property the protocol requires (`static var storyboardName`), defaulted in the extension:
/// Rocket.Chat's `StoryboardInitializable`, an idiom many apps write; and the method that configures
/// what it made and returns it (SelfReturningMethods.swift).
@Suite struct StoryboardNamedByConformerTests {
    let folders = TemporaryFolders(prefix: "storyboard-named-by-conformer")

    func index(_ files: [String: String]) throws -> SourceIndex { try folders.scannedSources(files) }

    /// What a class's calls move to, resolved: `a Class` for a controller known by its class.
    func moves(of name: String, in sources: SourceIndex) -> [String] {
        sources.moves(of: name) { made in
            made?.ofClass.map { "a \($0)" } ?? "\(made?.storyboard ?? "own").\(made?.identifier ?? "initial")"
                + (made?.inNavigation == true ? " in navigation" : "")
        }
    }

    static let helper = """
        import UIKit
        enum StoryboardIdentifier {
            case initial
            case identifier(String)
        }
        protocol StoryboardInitializable where Self: UIViewController {
            static var storyboardName: String { get }
            static var identifier: StoryboardIdentifier { get }
        }
        extension StoryboardInitializable {
            static var storyboardName: String { return "Main" }
            static var identifier: StoryboardIdentifier { return .initial }
            static func fromStoryboard(name: String = Self.storyboardName,
                                       identifier: StoryboardIdentifier = Self.identifier) -> Self {
                let storyboard = UIStoryboard(name: name, bundle: nil)
                let viewController = { () -> UIViewController? in
                    switch identifier {
                    case .identifier(let identifier):
                        return storyboard.instantiateViewController(withIdentifier: identifier)
                    case .initial:
                        return storyboard.instantiateInitialViewController()
                    }
                }() as? Self
                guard let result = viewController else { fatalError("no \\(name)") }
                return result
            }
        }
        """

    @Test func theConformersStaticPropertyNamesTheStoryboard() throws {
        let sources = try index([
            "StoryboardInitializable.swift": Self.helper,
            "Screens.swift": """
                import UIKit
                class UserDetailViewController: UIViewController, StoryboardInitializable {
                    static var storyboardName: String { return "UserDetail" }
                    var model: String?
                }
                extension UserDetailViewController {
                    func withModel(_ model: String) -> UserDetailViewController {
                        self.model = model
                        return self
                    }
                }
                class SettingsViewController: UIViewController, StoryboardInitializable {}
                class ActionsViewController: UIViewController {
                    func showUser() {
                        let controller = UserDetailViewController.fromStoryboard().withModel("user")
                        navigationController?.pushViewController(controller, animated: true)
                    }
                    func showSettings() {
                        present(SettingsViewController.fromStoryboard(), animated: true)
                    }
                }
                """,
        ])
        #expect(moves(of: "ActionsViewController", in: sources) == ["push a UserDetailViewController", "present a SettingsViewController"])
    }

    /// Only a method returning its own type (or `Self`) and `self` wherever it returns is a builder:
    /// not one returning another object, nor one whose closure returns something else.
    @Test func aBuilderReturnsSelfWhereverItReturns() {
        let tree = Parser.parse(source: """
            class DetailViewController: UIViewController {
                func with(_ model: Model) -> DetailViewController { self.model = model; return self }
                func titled(_ title: String) -> Self? {
                    guard !title.isEmpty else { return self }
                    let pick = { () -> Int in return 1 }
                    self.title = title
                    return self
                }
                func other() -> DetailViewController { return DetailViewController() }
                func view() -> UIView { return self.view }
            }
            extension Module.ListViewController {
                func sorted() -> ListViewController { return self }
            }
            """)
        #expect(SelfReturningMethods.names(in: tree) == ["with", "titled", "sorted"])
    }
}
