import Foundation
import Testing

/// A local declared with one of the app's types and no value (a protocol the readers adopt), given
/// a controller in each case of a `switch` and then added as a child through a helper of the app's
/// extension of `UIViewController` (Aidoku's reader, `add(child:below:)`): each case's controller
/// is a child, not a controller handed on that flow presents.
extension ImportAppCLITests {
    @Test func eachControllerABranchGivesALocalIsTheChildAdded() throws {
        let (out, _, code) = try importApp("ChildrenInBranches", ["Reader.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: ReaderViewController())"))

            protocol PageReader: UIViewController {}
            extension UIViewController {
                func add(child: UIViewController, below: UIView? = nil) {
                    addChild(child)
                    view.addSubview(child.view)
                    child.didMove(toParent: self)
                }
            }
            final class ReaderViewController: UIViewController {
                enum Mode { case paged, scroll }
                weak var reader: PageReader?
                var mode = Mode.paged
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setReader(mode)
                }
                func setReader(_ mode: Mode) {
                    let pageController: PageReader?
                    switch mode {
                    case .paged:
                        pageController = PagedViewController()
                    case .scroll:
                        pageController = ScrollViewController()
                    }
                    if let pageController {
                        reader = pageController
                        add(child: pageController, below: nil)
                    }
                }
            }
            final class PagedViewController: UIViewController, PageReader {}
            final class ScrollViewController: UIViewController, PageReader {}

            """])
        #expect(code.contains("embed PagedViewController"), "\(code)")
        #expect(code.contains("embed ScrollViewController"), "\(code)")
        #expect(!code.contains("present PagedViewController") && !code.contains("present ScrollViewController"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
    }
}

/// A local of the same name in each case of a `switch`, each an object of another class of the app's
/// whose method makes the controller (Stepik's `let assembly = …Assembly(…)`, then
/// `assembly.makeModule()`): each case's object makes its own controller, not the first case's.
extension ImportAppCLITests {
    @Test func aLocalOfTheSameNameInEachCaseIsThatCasesObject() throws {
        let (out, _, code) = try importApp("SameNamedLocals", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: HomeViewController())"))

            final class AAssembly { func makeModule() -> UIViewController { AViewController() } }
            final class BAssembly { func makeModule() -> UIViewController { BViewController() } }

            enum Tab { case a, b }

            final class HomeViewController: UIViewController {
                func load(tab: Tab) {
                    let controller: UIViewController
                    switch tab {
                    case .a:
                        let assembly = AAssembly()
                        controller = assembly.makeModule()
                    case .b:
                        let assembly = BAssembly()
                        controller = assembly.makeModule()
                    }
                    self.navigationController?.pushViewController(controller, animated: true)
                }
            }
            final class AViewController: UIViewController {}
            final class BViewController: UIViewController {}

            """])
        #expect(code.contains(#"segue "load" { push AViewController }"#), "\(code)")
        #expect(code.contains(#"segue "load (BViewController)" { push BViewController }"#), "\(code)")
        try expectAllReached(out, 4)
    }
}

/// Children handed to a method of the class's own inside a value that carries them (Stepik's
/// `registerSubmodule(.init(viewController: blocks, view: blocks.view))`, whose method adds
/// `submodule.viewController` as a child): each controller carried is a child.
extension ImportAppCLITests {
    @Test func aChildCarriedInAValueHandedToTheClassesMethodIsAdded() throws {
        let (out, _, code) = try importApp("CarriedChildren", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: ExploreViewController())"))

            final class BlocksAssembly { func makeModule() -> UIViewController { BlocksViewController() } }

            class ExploreViewController: UIViewController {
                struct Submodule {
                    let viewController: UIViewController?
                    let view: UIView
                }
                private var submodules: [Submodule] = []

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let blocks = BlocksAssembly().makeModule()
                    self.registerSubmodule(.init(viewController: blocks, view: blocks.view))
                    let stories = StoriesViewController()
                    self.registerSubmodule(Submodule(viewController: stories, view: stories.view))
                }

                func registerSubmodule(_ submodule: Submodule) {
                    self.submodules.append(submodule)
                    if let viewController = submodule.viewController {
                        self.addChild(viewController)
                    }
                }
            }

            class BlocksViewController: UIViewController {}
            class StoriesViewController: UIViewController {}

            """])
        #expect(code.contains("""
            container ExploreViewController {
                // code: viewDidLoad() adds BlocksViewController as a child (App.swift:22)
                embed BlocksViewController
                // code: viewDidLoad() adds StoriesViewController as a child (App.swift:24)
                embed StoriesViewController
            }
            """), "\(code)")
        try expectAllReached(out, 4)
    }
}
