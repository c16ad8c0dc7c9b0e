@testable import FlowImport
import Testing

/// Swift read with the compiler's parser: what each call moves to, on what
/// it is made, and what is not a call at all.
@Suite struct SwiftSourceReaderTests {
    static let source = #"""
        import UIKit

        enum Segue: String { case showDetail = "detail"; case showHelp }
        enum StoryboardSegue { enum Main: String { case showAbout } }

        final class ListViewController: UITableViewController {
            static let settingsSegue = "settings"
            var game: GameViewController!
            let helper = HelperViewController()

            @IBAction func settingsTapped(_ sender: Any) {
                performSegue(withIdentifier: ListViewController.settingsSegue, sender: self)
            }

            func literal() { self.performSegue(withIdentifier: "literal", sender: nil) }
            func rawValue() { performSegue(withIdentifier: Segue.showDetail.rawValue, sender: nil) }
            func caseName() { performSegue(withIdentifier: Segue.showHelp.rawValue, sender: nil) }
            func swiftGen() { perform(segue: StoryboardSegue.Main.showAbout, sender: nil) }
            func onAnother() { self.game.performSegue(withIdentifier: "pause", sender: nil) }

            func commented() {
                // performSegue(withIdentifier: "commented", sender: nil)
                let text = "performSegue(withIdentifier: \"quoted\", sender: nil)"
                print(text)
            }

            func openSettings() {
                let storyboard = UIStoryboard(name: "Settings", bundle: nil)
                let settings = storyboard.instantiateInitialViewController()!
                present(settings, animated: true)
            }

            func openProfile() {
                let profile = UIStoryboard(name: "Profile", bundle: .main).instantiateViewController(withIdentifier: "profile")
                let navigation = UINavigationController(rootViewController: profile)
                self.present(navigation, animated: true)
            }

            func pushNote() {
                let note = self.storyboard!.instantiateViewController(withIdentifier: "note") as! NoteViewController
                navigationController?.pushViewController(note, animated: true)
            }

            func viaLocal() {
                let presenter = self.presentingViewController
                presenter?.performSegue(withIdentifier: "elsewhere", sender: nil)
            }

            func makeHelp() -> UIViewController {
                return storyboard!.instantiateViewController(withIdentifier: "help")
            }

            func alert() {
                let action = UIAlertAction(title: "Go", style: .default) { _ in
                    self.performSegue(withIdentifier: "fromClosure", sender: nil)
                }
                _ = action
            }

            @IBAction func unwindToList(_ segue: UIStoryboardSegue) {}
            @objc(backHome:) @IBAction func goHome(segue: UIStoryboardSegue) {}
            override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
        }
        """#

    static let read = SwiftSourceReader(text: source, file: "List.swift").scan()
    let classes = Dictionary(Self.read.classes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    var list: [CodeTrigger] { classes["ListViewController"]?.codeTriggers ?? [] }

    func segues(_ triggers: [CodeTrigger]) -> [String] {
        triggers.compactMap { if case .performSegue(let identifier) = $0.action { return identifier } else { return nil } }
    }

    @Test func segueIdentifiersAsWritten() {
        #expect(segues(list) == ["settings", "literal", "detail", "showHelp", "showAbout", "fromClosure"])
        #expect(list.first?.method == "settingsTapped")
        #expect(list.first?.location == "List.swift:12")
    }

    @Test func aSegueOnAPropertyIsThatClasssOwn() {
        let game = classes["GameViewController"]?.codeTriggers ?? []
        #expect(segues(game) == ["pause"])
        #expect(game.first?.method == "ListViewController.onAnother")
    }

    @Test func aReceiverOfUnknownClassIsSetAside() {
        #expect(!segues(list).contains("elsewhere"))
        #expect(Self.read.notUnderstood == ["List.swift:46: presenter?.performSegue(…) is made on something whose class is not known"])
    }

    @Test func commentsAndStringsAreNoCalls() {
        #expect(!segues(list).contains("commented") && !segues(list).contains("quoted"))
    }

    @Test func instantiatedControllersAndWhereTheyGo() {
        let moves = list.compactMap { trigger -> String? in
            switch trigger.action {
            case .present(let made): return "present \(made.description)"
            case .push(let made): return "push \(made.description)"
            case .show(let made): return "show \(made.description)"
            case .detail(let made): return "detail \(made.description)"
            case .instantiate(let made): return "instantiate \(made.description)"
            case .addChild(let made): return "add \(made.description)"
            case .page(let made): return "page \(made.description)"
            case .handedOver(let made): return "handed over \(made.description)"
            case .replaceRoot(let made): return "root \(made.description)"
            case .searchResults(let made): return "search results \(made.description)"
            case .performSegue, .dismiss, .pop, .popToRoot, .selectTab: return nil
            }
        }
        #expect(moves == ["present the initial scene of 'Settings'", "present 'profile' of 'Profile'", "push 'note'",
                          "instantiate 'help'"])
    }

    @Test func unwindActionsAndOverrides() {
        let scanned = classes["ListViewController"]
        #expect(scanned?.superclass == "UITableViewController")
        #expect(scanned?.unwindActions.map(\.selector) == ["unwindToList:", "backHome:"])
        #expect(scanned?.overrides == ["shouldPerformSegue(withIdentifier:sender:)"])
    }

    /// NetNewsWire's idioms: storyboards as `UIStoryboard` properties (defined
    /// in a module the app folder may not hold), iOS 13's
    /// `instantiateViewController(identifier:)`, a helper that instantiates by
    /// class, and a coordinator (no view controller) presenting on a property
    /// whose class is a scene's.
    static let coordinator = #"""
        import UIKit

        extension UIStoryboard {
            static var settings: UIStoryboard { UIStoryboard(name: "SettingsBoard", bundle: nil) }
        }

        final class SceneCoordinator {
            private var rootSplitViewController: RootSplitViewController!
            weak var anyParent: UIViewController?

            func showSettings() {
                let navigation = UIStoryboard.settings.instantiateInitialViewController() as! UINavigationController
                rootSplitViewController.present(navigation, animated: true)
            }

            func showInspector() {
                let inspector = UIStoryboard.inspector.instantiateViewController(identifier: "FeedInspector")
                rootSplitViewController.present(inspector, animated: true)
            }

            func showImage() {
                let image = UIStoryboard.main.instantiateController(ofType: ImageViewController.self)
                anyParent?.present(image, animated: true)
            }
        }
        """#

    @Test func aCoordinatorPresentsOnItsScenesWithTheirStoryboards() {
        let read = SwiftSourceReader(text: Self.coordinator, file: "Coordinator.swift").scan()
        let classes = Dictionary(read.classes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        func moves(_ name: String) -> [String] {
            (classes[name]?.codeTriggers ?? []).compactMap { trigger in
                if case .present(let made) = trigger.action { return "\(trigger.method): \(made.description)" }
                return nil
            }
        }
        #expect(moves("RootSplitViewController") == [
            "SceneCoordinator.showSettings: the initial scene of 'SettingsBoard'",
            "SceneCoordinator.showInspector: 'FeedInspector' of 'Inspector'",
        ])
        // On a property typed UIViewController (any scene): the method's own class keeps it.
        #expect(moves("SceneCoordinator") == ["showImage: 'ImageViewController' of 'Main'"])
        #expect(read.notUnderstood.isEmpty)
    }

    /// Calls made in a class that is no view controller, on a controller it keeps for later
    /// (AltStore's `AuthenticationOperation`, DuckDuckGo's pass preview helper), are listed as not
    /// linked and not counted as linked; a helper presenting on a parameter (linked through the
    /// controller that hands itself in), a hosting controller's subclass, and a class with no
    /// superclass written are not listed.
    @Test func callsOutsideViewControllersAreListedNotLinked() {
        var sources = SourceIndex()
        sources.add(path: "Operations.swift", text: """
            class ResultOperation<T>: Operation {}
            final class AuthenticationOperation: ResultOperation<Int> {
                weak var presenter: UIViewController?
                func run() {
                    let auth = UIStoryboard(name: "Authentication", bundle: nil).instantiateViewController(withIdentifier: "auth")
                    presenter?.present(auth, animated: true)
                }
                func finish() { presenter?.dismiss(animated: true) }
            }
            final class Onboarding: NSObject {
                func show(from controller: UIViewController) {
                    let intro = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "intro")
                    controller.present(intro, animated: true)
                }
            }
            final class SettingsHost: UIHostingController<SettingsView> {
                func close() { dismiss(animated: true) }
            }
            final class Plain {
                weak var presenter: UIViewController?
                func close() { presenter?.dismiss(animated: true) }
            }
            """)
        #expect(sources.callsOutsideControllers(launch: nil) == [
            "Operations.swift:6: AuthenticationOperation presents 'auth' of 'Authentication', and is no view controller",
            "Operations.swift:8: AuthenticationOperation dismisses, and is no view controller",
        ])
        // Onboarding's presentation, and SettingsHost's and Plain's dismissals; not AuthenticationOperation's two.
        #expect(sources.codeTriggerCount == 3)
    }

    /// A view of the app presents through the controller it is in, which holds it: that
    /// presentation is the holder's, so it is linked and not listed (Pocket Casts' filter chips);
    /// the view's own pop is not, and is.
    @Test func aViewsPresentationIsItsHoldersAndNotListed() {
        var sources = SourceIndex()
        sources.add(path: "Chips.swift", text: """
            final class ChipsView: UICollectionView {
                weak var chipDelegate: ChipDelegate?
                func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                    let duration = DurationViewController()
                    chipDelegate?.presentingViewController().present(duration, animated: true)
                }
                func close() { chipDelegate?.presentingViewController().navigationController?.popViewController(animated: true) }
            }
            final class DurationViewController: UIViewController {}
            final class PlaylistViewController: UIViewController {
                @IBOutlet var chips: ChipsView!
            }
            """)
        sources.prepare()
        #expect(sources.viewTriggers(heldBy: "PlaylistViewController").map(\.location) == ["Chips.swift:5"])
        #expect(sources.callsOutsideControllers(launch: nil) == ["Chips.swift:7: ChipsView pops, and is no view controller"])
    }
}

/// The guard in front of the Swift parser, whose lookahead doubles with each nested `[`.
@Suite struct BracketDepthTests {
    /// swift-syntax 603 stops the program on this (found by the `app` fuzz target): six quotes in a row
    /// are refused, but in a comment.
    @Test func aRunOfSixQuotesIsNotRead() {
        #expect(BracketDepth.refusal(in: "\"\\(@\n\"\"\"\"\"\"V O\"\"\"")?.line == 2)
        #expect(BracketDepth.refusal(in: "let s = \"\"\"\n  \\\"\"\"\"\n  \"\"\"") == nil)
        #expect(BracketDepth.refusal(in: "/// strings of quotes `\"\"\"\"\"\"\"`\nlet a = 1") == nil)
    }

    /// `[x: [x: … 1]]`, nested `depth` deep with no run of brackets (a run is refused wherever it stands).
    static func nested(_ depth: Int) -> String { String(repeating: "[x: ", count: depth) + "1" + String(repeating: "]", count: depth) }
    /// `depth` brackets nothing closes, with no run.
    static func unclosed(_ depth: Int) -> String { String(repeating: "[x ", count: depth) }

    @Test func nestingUpToTheLimitIsRead() {
        #expect(BracketDepth.lineBeyondLimit(in: "let x = \(Self.nested(BracketDepth.limit))\n") == nil)
        #expect(BracketDepth.lineBeyondLimit(in: "let x = \(Self.nested(4)); let y = \(Self.nested(BracketDepth.limit))") == nil)
        #expect(BracketDepth.lineBeyondLimit(in: "a\nb\nlet x = \(Self.nested(BracketDepth.limit + 1))") == 3)
        // Unclosed: the fuzzer's stray run.
        #expect(BracketDepth.lineBeyondLimit(in: "struct A {\n}" + String(repeating: "[", count: 95)) == 2)
    }

    @Test func bracketsInCommentsAndStringsAreNotCounted() {
        let deep = Self.unclosed(40)
        let text = """
            // \(deep)
            /* \(deep) /* nested */ \(deep) */
            let a = "\(deep)"
            let b = \"""
                \(deep)
                \"""
            let c = "\\"\(deep)"
            let r = #"\\"\(deep)"#
            let d = \(Self.nested(BracketDepth.limit + 1))
            """
        #expect(BracketDepth.lineBeyondLimit(in: text) == 9)
        // A raw string has no escapes: `#"\"#` is one backslash, and what follows it is code.
        #expect(BracketDepth.lineBeyondLimit(in: "let r = #\"\\\"#; let d = \(Self.nested(BracketDepth.limit + 1))") == 1)
    }

    /// A one-line raw string nothing closes ends with its line, as the Swift lexer has it: read
    /// on, it hid the brackets after it (the fuzzer's `sceneID=#"s0">` in a mangled file).
    @Test func anUnclosedRawStringEndsWithItsLine() {
        let deep = Self.unclosed(95)
        #expect(BracketDepth.lineBeyondLimit(in: "<scene sceneID=#\"s0\">\n}\(deep)\n") == 2)
        // A multi-line raw string runs to its `\"\"\"#`, over lines and lone quotes.
        let multiline = "let m = #\"\"\"\n\" \(deep)\n\"\"\"#\nlet d = \(Self.nested(BracketDepth.limit + 1))"
        #expect(BracketDepth.lineBeyondLimit(in: multiline) == 4)
    }

    /// Storyboard XML pasted into a Swift file, mangled: 45 quotes, but the lexer reads a regex
    /// literal from `/><segue` to `"sg1"/` and the brackets after the last quote as code (the
    /// twelfth session's `app` fuzzing, a run of 37 there); in a string that closes they are not.
    @Test func bracketsAfterPastedXMLCount() {
        let deep = Self.unclosed(37)
        let xml = #"</sceneut="YES" useTralections="YES" useSafeontroller"><connections><segue destination="list" "#
            + #"kind="relationship" relationshiue destination="detail" kind="show" identifier*="showNote" id="sg0"/>"#
            + #"<segue destination="settingsRef" kind=itCollections="YES" useSafeontroller"><connections><segue "#
            + #"destination="list" kind="relationship" relationshiue destination="detail" kind="show" "#
            + #"identifier*="showNote" id="sg1"/><segue destination="settingsRef" kind="presentation" "#
            + #"identifier="sho"presentation" identifier="showSettiwSettings" id="sg2"/>"#
        #expect(BracketDepth.lineBeyondLimit(in: "\(xml)\(deep)\n") == 1)
        #expect(BracketDepth.lineBeyondLimit(in: "let a = \"closed \(deep)\"\n") == nil)
    }

    /// An interpolation is code, which the parser reads: its brackets count, in a string of either
    /// kind, and a string in it ends where its own quote does.
    @Test func bracketsInInterpolationsAreCounted() {
        let deep = Self.nested(BracketDepth.limit + 1)
        #expect(BracketDepth.lineBeyondLimit(in: "let s = \"a \\(\(deep)) b\"") == 1)
        #expect(BracketDepth.lineBeyondLimit(in: "let s = \"\\(f(\")\", [1]))\"\nlet t = \"\(deep)\"") == nil)
        #expect(BracketDepth.lineBeyondLimit(in: "let r = #\"\\(\(deep))\"#") == nil)
        #expect(BracketDepth.lineBeyondLimit(in: "let r = #\"\\#(\(deep))\"#") == 1)
        #expect(BracketDepth.lineBeyondLimit(in: "let m = \"\"\"\n\\(\(deep))\n\"\"\"") == 2)
        #expect(BracketDepth.lineBeyondLimit(in: "let s = \"\\(\"\\(1)\")\"") == nil)
    }

    /// A raw identifier (Swift 6.2) runs from a backtick to the next on its line, quotes and all:
    /// read as quotes, the five in one hid a run of brackets after it (the `app` fuzzing's
    /// `` d`sti…tion="list" … stingsTapped:" d`sti `` in storyboard XML pasted into a Swift file).
    @Test func aRawIdentifierHoldsItsQuotes() {
        let deep = Self.nested(BracketDepth.limit + 1)
        #expect(BracketDepth.lineBeyondLimit(in: "let `a \"b` = 1; let c = \(deep); let s = \"\"") == 1)
        // A lone backtick is punctuation; the string after it is a string.
        #expect(BracketDepth.lineBeyondLimit(in: "let ` = \"\(deep)\"\n") == nil)
    }

    /// The parser ends an interpolation the lexer thinks open when what follows cannot go on
    /// the expression (`"\(a "` ends the string): inside an interpolation, every `[` counts.
    @Test func bracketsAfterAnInterpolationTheParserEndsCount() {
        let deep = Self.nested(BracketDepth.limit + 1).replacingOccurrences(of: "[[", with: "[x: [")
        #expect(BracketDepth.lineBeyondLimit(in: "let s = \"\\(a \"x\" // \" \(deep)\n") == 1)
        // Closed, an interpolation's depth is what it was before it.
        let unbalanced = String(repeating: "let s = \"\\(f(\"[\"))\"\n", count: 2 * BracketDepth.limit)
        #expect(BracketDepth.lineBeyondLimit(in: unbalanced) == nil)
    }

    /// A run of brackets with nothing but spaces and `(` between is not read wherever it stands.
    @Test func aLongRunIsNotReadAnywhere() {
        let run = String(repeating: "[ (", count: BracketDepth.limit + 1)
        #expect(BracketDepth.lineBeyondLimit(in: "let a = 1\n// \(run)\n") == 2)
        #expect(BracketDepth.lineBeyondLimit(in: "let a = \"\(String(repeating: "[", count: BracketDepth.limit))\"") == nil)
    }

    /// A file past the limit is not read, and the index says which and why.
    @Test func aFileTooDeepIsNotRead() throws {
        var sources = SourceIndex()
        sources.add(path: "Deep.swift", text: "final class A: UIViewController {\n  let x = \(Self.nested(30))\n}\n")
        sources.add(path: "Fine.swift", text: "final class B: UIViewController {}\n")
        #expect(sources.unread == ["Deep.swift:2: square brackets nested more than 12 deep, which the Swift parser "
                                   + "takes exponential time to read"])
        #expect(sources.classes["A"] == nil && sources.classes["B"] != nil)
    }
}

/// A superclass written with its module is the app's class of that name, unless the app's class
/// of that name itself subclasses the module's (Delta: `GameViewController: DeltaCore.GameViewController`,
/// `PreviewGameViewController: DeltaCore.GameViewController`): then it is the module's.
@Suite struct ModuleSuperclassTests {
    @Test func aModulesClassIsNotTheAppsOfTheSameName() {
        var sources = SourceIndex()
        sources.add(path: "Game.swift", text: """
            class GameViewController: DeltaCore.GameViewController {
                func pause() { performSegue(withIdentifier: "pause", sender: nil) }
            }
            class PreviewGameViewController: DeltaCore.GameViewController {}
            class BaseViewController: UIViewController {
                func help() { performSegue(withIdentifier: "help", sender: nil) }
            }
            class ListViewController: MyApp.BaseViewController {}
            """)
        #expect(sources.lineage(of: "PreviewGameViewController").map(\.name) == ["PreviewGameViewController"])
        #expect(sources.codeTriggers(of: "PreviewGameViewController").isEmpty)
        #expect(sources.lineage(of: "GameViewController").map(\.name) == ["GameViewController"])
        #expect(sources.lineage(of: "ListViewController").map(\.name) == ["ListViewController", "BaseViewController"])
        #expect(sources.codeTriggers(of: "ListViewController").map(\.method) == ["help"])
        #expect(CodeScreens.isViewController("PreviewGameViewController", in: sources))
    }
}

/// Where an app's delegate sets its window's root (Coordinators.swift): the app's window, made
/// in code, in a navigation controller made around it; a window of another purpose (a PIN lock
/// shown over the app) is not the app's root.
@Test func theWindowRootIsTheAppWindows() {
    var sources = SourceIndex()
    sources.add(path: "SceneDelegate.swift", text: """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            var pinLockWindow: UIWindow?
            func showPinLock() {
                pinLockWindow?.rootViewController = PinLockViewController()
            }
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                let list = ListViewController()
                window?.rootViewController = UINavigationController(rootViewController: list)
            }
        }
        class ListViewController: UITableViewController {}
        class PinLockViewController: UIViewController {}
        """)
    let root = sources.windowRoot
    #expect(root?.made.identifier == "ListViewController")
    #expect(root?.made.inNavigation == true)
    #expect(root?.made.isMadeInCode == true)
    #expect(root?.location == "SceneDelegate.swift:9")
}

/// A window root held in a property the delegate declares with one of the app's view controllers
/// (ownCloud's `lazy var appRootViewController: AppRootViewController`) is that class, made in
/// code; an app's subclass of UIAlertController is an alert, no screen.
@Test func aRootInATypedPropertyAndAnAlertSubclass() {
    var sources = SourceIndex()
    sources.add(path: "SceneDelegate.swift", text: """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            lazy var appRootViewController: AppRootViewController = { AppRootViewController() }()
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = appRootViewController
            }
        }
        class AppRootViewController: UIViewController {}
        class ThemedAlertController: UIAlertController {}
        """)
    #expect(sources.windowRoot?.made.identifier == "AppRootViewController")
    #expect(sources.windowRoot?.made.isMadeInCode == true)
    #expect(CodeScreens.isViewController("AppRootViewController", in: sources))
    #expect(!CodeScreens.isViewController("ThemedAlertController", in: sources))
}

/// Coordinators that call each other down a chain: a view controller's call is followed through
/// at most `SourceIndex.reachLimit` methods (32: sixteen coordinators' `go` and `helper` here), so
/// that a long chain does not give every screen the moves of all the others (quadratic).
@Test func aChainOfCoordinatorsIsFollowedABoundedWay() {
    var text = "protocol P0: AnyObject { func go() }\n"
    for index in 0..<40 {
        text += """
            protocol P\(index + 1): AnyObject { func go() }
            class V\(index): UIViewController { weak var delegate: P\(index)?; @objc func tapped() { delegate?.go() } }
            final class C\(index): P\(index) {
                let nav: UINavigationController
                let next: C\(index + 1)
                func go() { helper() }
                func helper() { next.go(); nav.pushViewController(V\(index + 1)(), animated: true) }
            }

            """
    }
    var sources = SourceIndex()
    sources.add(path: "Chain.swift", text: text)
    sources.prepare()
    let pushes = sources.codeTriggers(of: "V0").compactMap { trigger -> String? in
        guard trigger.method == "tapped", case .push(let made) = trigger.action else { return nil }
        return made.identifier
    }
    #expect(SourceIndex.reachLimit == 32)
    #expect(pushes.count == 16, "\(pushes)")
    #expect(Set(pushes) == Set((1...16).map { "V\($0)" }))
}

/// A controller known by its class is "a" or "an" one in the import's comments, as it is spoken.
@Test func aControllerKnownByItsClassTakesItsArticle() {
    #expect(CodeTrigger.Instantiation.instance(of: "AboutViewController").description == "an AboutViewController")
    #expect(CodeTrigger.Instantiation.instance(of: "SettingsViewController").description == "a SettingsViewController")
    #expect(CodeTrigger.Instantiation.instance(of: "UserViewController").description == "a UserViewController")
}

/// The names Swift classes give Objective-C (`@objc(VLCName)`, on the class's line or the one above,
/// among other attributes) replace those names in Objective-C text, as whole words only.
@Test func objectiveCNamesOfSwiftClasses() {
    var names = ObjectiveCNames()
    names.learn(swift: """
        @objc(VLCBottomTabBarController) class BottomTabBarController: UITabBarController {}
        @objc(VLCPlayerViewController)
        @MainActor public final class PlayerViewController: UIViewController {}
        @objc(Same) class Same: NSObject {}
        @objc(VLCHelper) func helper() {}
        """)
    #expect(names.swiftNames == ["VLCBottomTabBarController": "BottomTabBarController",
                                 "VLCPlayerViewController": "PlayerViewController"])
    let text = "x = [VLCBottomTabBarController new]; id<VLCBottomTabBarControllerDelegate> d; [[VLCPlayerViewController alloc] init];"
    #expect(names.renamed(objectiveC: text)
            == "x = [BottomTabBarController new]; id<VLCBottomTabBarControllerDelegate> d; [[PlayerViewController alloc] init];")
}

/// Mammoth's launch: the scene delegate starts a coordinator whose `start()` hands each root to a
/// helper that sets a property, whose `didSet` gives the window the new value as its root. The
/// first root written is the launch's, the others its alternatives.
@Test func aRootSetThroughAPropertysDidSet() {
    var sources = SourceIndex()
    sources.add(path: "SceneDelegate.swift", text: """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            var appCoordinator: AppCoordinator!
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = (scene as? UIWindowScene) else { return }
                self.window = UIWindow(windowScene: windowScene)
                self.appCoordinator = AppCoordinator(window: self.window!)
                self.appCoordinator.start()
            }
        }
        """)
    sources.add(path: "AppCoordinator.swift", text: """
        class AppCoordinator {
            private func setCurrentViewController(_ viewController: UIViewController) {
                rootViewController = viewController
            }
            private(set) var rootViewController: UIViewController = UIViewController() {
                didSet {
                    self.window.rootViewController = self.rootViewController
                }
            }
            let window: UIWindow
            init(window: UIWindow) {
                self.window = window
                self.window.rootViewController = rootViewController
            }
            @objc func start() {
                if AccountsManager.shared.allAccounts.isEmpty {
                    setCurrentViewController(UINavigationController(rootViewController: IntroViewController()))
                } else {
                    setCurrentViewController(TabBarViewController())
                }
            }
        }
        class IntroViewController: UIViewController {}
        class TabBarViewController: UITabBarController {}
        """)
    sources.prepare()
    let root = sources.windowRoot
    #expect(root?.made.identifier == "IntroViewController")
    #expect(root?.made.inNavigation == true)
    #expect(root?.alternatives.map(\.made.identifier) == ["TabBarViewController"])
}

/// VLC's tabs: a coordinator handed the app's tab bar fills it from a local list that grows by
/// appends, of navigation controllers its lazy properties make around its screens. An iPad's
/// branch and another system's build clause are left out, as flow models an iPhone.
@Test func tabsFromAListThatGrowsByAppending() {
    var sources = SourceIndex()
    sources.add(path: "TabBarCoordinator.swift", text: """
        class TabBarCoordinator: NSObject {
            private var tabBarController: BottomTabBarController
            private lazy var videoNavigationController: UINavigationController = {
                let rootViewController = VideoViewController(mediaLibraryService: mediaLibraryService)
                return UINavigationController(rootViewController: rootViewController)
            }()
            private lazy var audioNavigationController: UINavigationController = {
                return UINavigationController(rootViewController: AudioViewController())
            }()
            private lazy var artistsNavigationController: UINavigationController = {
                UINavigationController(rootViewController: ArtistsViewController())
            }()
            private lazy var playlistsNavigationController: UINavigationController = {
                UINavigationController(rootViewController: PlaylistViewController())
            }()
            private lazy var browseNavigationController: UINavigationController? = {
                guard let rootViewController = ServerListViewController(service: service) else { return nil }
                return UINavigationController(rootViewController: rootViewController)
            }()
            init(tabBarController: BottomTabBarController) {
                self.tabBarController = tabBarController
                super.init()
                setupViewControllers()
            }
            private func setupViewControllers() {
                var controllers = [UINavigationController]()
                controllers.append(videoNavigationController)
        #if os(iOS)
                if UIDevice.current.userInterfaceIdiom == .pad {
                    controllers.append(artistsNavigationController)
                } else {
                    controllers.append(audioNavigationController)
                }
        #else
                controllers.append(audioNavigationController)
        #endif
                controllers.append(contentsOf: [playlistsNavigationController])
                if let browseNavigationController = browseNavigationController {
                    controllers.append(browseNavigationController)
                }
                tabBarController.viewControllers = controllers
            }
        }
        class BottomTabBarController: UITabBarController {}
        class VideoViewController: UIViewController {}
        class AudioViewController: UIViewController {}
        class ArtistsViewController: UIViewController {}
        class PlaylistViewController: UIViewController {}
        class ServerListViewController: UIViewController {}
        """)
    let tabs = sources.viewControllersSetOutside["BottomTabBarController"]
    #expect(tabs?.map(\.identifier) == ["VideoViewController", "AudioViewController", "PlaylistViewController",
                                        "ServerListViewController"])
    #expect(tabs?.allSatisfy(\.inNavigation) == true)
}

/// AlphaWallet's lock screen: a coordinator that makes a window of its own (`let window: UIWindow =
/// UIWindow()`), raises it over the app's and roots it there: no root of the app's window.
@Test func aWindowOfItsOwnIsNotTheApps() {
    var sources = SourceIndex()
    sources.add(path: "LockCoordinator.swift", text: """
        class LockCoordinator: Coordinator {
            let window: UIWindow = UIWindow()
            private lazy var lockViewController: LockViewController = { LockViewController() }()
            init() {
                window.windowLevel = UIWindow.Level.statusBar + 1.0
            }
            func start() {
                window.rootViewController = lockViewController
                window.makeKeyAndVisible()
            }
        }
        class LockViewController: UIViewController {}
        """)
    #expect(sources.classes["LockCoordinator"]?.windowRoots.isEmpty == true)
    #expect(sources.classes["LockCoordinator"]?.codeTriggers.isEmpty == true)
}

/// AlphaWallet's navigation controllers: made empty by a static method of an extension of UIKit's
/// class (`let navigationController: UINavigationController = .withOverridenBarAppearence()`), then
/// given their stacks (`viewControllers = [HomeViewController()]`): what they show is that stack's.
@Test func aNavigationControllerAFactoryMakesThenGivenItsStack() {
    var sources = SourceIndex()
    sources.add(path: "AppDelegate.swift", text: """
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let navigationController: UINavigationController = .withOverridenBarAppearence()
                navigationController.viewControllers = [HomeViewController()]
                window?.rootViewController = navigationController
                return true
            }
        }
        extension UINavigationController {
            static func withOverridenBarAppearence() -> UINavigationController {
                let instance = NavigationController()
                return instance
            }
        }
        class NavigationController: UINavigationController {}
        class HomeViewController: UIViewController {
            func showSettings() {
                let settings = NavigationController.withOverridenBarAppearence()
                settings.viewControllers = [SettingsViewController()]
                present(settings, animated: true)
            }
        }
        class SettingsViewController: UIViewController {}
        """)
    sources.prepare()
    #expect(sources.windowRoot?.made.identifier == "HomeViewController")
    #expect(sources.windowRoot?.made.inNavigation == true)
    let presented = sources.classes["HomeViewController"]?.codeTriggers.compactMap { trigger -> CodeTrigger.Instantiation? in
        if case .present(let made) = trigger.action { return made } else { return nil }
    }
    #expect(presented?.map(\.identifier) == ["SettingsViewController"])
    #expect(presented?.first?.inNavigation == true)
}

/// gnosis's onboarding: a page view controller subclass whose pages come from a data source the
/// import does not read, and whose factory makes one of its own in a local named like the page
/// (`let controller = OnboardingViewController(…)`): it is no page of its own (the file written
/// had a relationship cycle, and did not load).
@Test func aPageViewControllerIsNoPageOfItsOwn() {
    var sources = SourceIndex()
    sources.add(path: "OnboardingViewController.swift", text: """
        class OnboardingViewController: UIPageViewController {
            private (set) var pageDataSource = OnboardingPageDataSource()
            static func create(steps: [OnboardingStepInfo]) -> OnboardingViewController {
                let controller = OnboardingViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
                return controller
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                if let controller = pageDataSource.stepController(at: 0) {
                    setViewControllers([controller], direction: .forward, animated: false, completion: nil)
                }
            }
        }
        """)
    sources.prepare()
    #expect(sources.pages(ofPageClass: "OnboardingViewController") == nil)
}

/// breadwallet's home screen: a presenter keeps a closure another object hands it, declared to
/// return one of the app's controllers, and pushes what calling it gives.
@Test func aStoredClosureReturningAControllerGivesOneOfItsClass() {
    var sources = SourceIndex()
    sources.add(path: "StartFlowPresenter.swift", text: """
        class StartFlowPresenter: Subscriber {
            private var createHomeScreen: ((UINavigationController) -> HomeScreenViewController)
            private var makeSettings: (@escaping () -> Void) -> SettingsViewController?
            let rootViewController: UINavigationController
            private func pushHomeScreen() {
                let homeScreen = self.createHomeScreen(self.rootViewController)
                self.rootViewController.pushViewController(homeScreen, animated: false)
            }
            private func pushSettings() {
                guard let settings = makeSettings({}) else { return }
                rootViewController.pushViewController(settings, animated: true)
            }
        }
        class HomeScreenViewController: UIViewController {}
        class SettingsViewController: UIViewController {}
        """)
    let pushed = sources.classes["StartFlowPresenter"]?.codeTriggers.compactMap { trigger -> String? in
        if case .push(let made) = trigger.action { return made.knownClass } else { return nil }
    }
    #expect(pushed == ["HomeScreenViewController", "SettingsViewController"])
}

/// V2EX's root: a drawer container of a pod whose sources are not the app's, made with the
/// controllers it shows, is a container embedding them, and the app launches into it.
@Test func aLibrarysContainerMadeWithControllers() {
    var sources = SourceIndex()
    sources.add(path: "AppDelegate.swift", text: """
        import DrawerController
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let centerNav = UINavigationController(rootViewController: HomeViewController())
                let left = LeftViewController()
                let drawerController = DrawerController(centerViewController: centerNav, leftDrawerViewController: left, rightDrawerViewController: nil)
                self.window?.rootViewController = drawerController
                return true
            }
        }
        class HomeViewController: UIViewController {
            func openLink() {
                let link = LeftViewController()
                present(SFSafariViewController(url: url, configuration: link), animated: true)
            }
        }
        class LeftViewController: UIViewController {}
        class DrawerModelController {}
        """)
    sources.prepare()
    #expect(sources.isLibraryContainer("DrawerController"))
    #expect(!sources.isLibraryContainer("SFSafariViewController"), "no argument labelled as a controller's slot")
    #expect(!sources.isLibraryContainer("HomeViewController"))
    #expect(CodeScreens.isViewController("DrawerController", in: sources))
    #expect(sources.windowRoot?.made.identifier == "DrawerController")
    let children = sources.childrenGivenAtMaking(to: "DrawerController").compactMap { trigger -> String? in
        if case .addChild(let made) = trigger.action { return made.knownClass } else { return nil }
    }
    #expect(children == ["HomeViewController", "LeftViewController"])
}

/// Where the code sets the window's root, for the note a person reads when no launch is found:
/// AlphaWallet's coordinator, made by a static factory the launch reading does not follow.
@Test func whereTheCodeSetsTheWindowsRoot() {
    var sources = SourceIndex()
    sources.add(path: "AppCoordinator.swift", text: """
        class AppCoordinator: NSObject {
            let window: UIWindow
            static func create() -> AppCoordinator { AppCoordinator(window: UIWindow()) }
            init(window: UIWindow) {
                self.window = window
                super.init()
                window.rootViewController = UINavigationController(rootViewController: SplashViewController())
            }
        }
        class SplashViewController: UIViewController {}
        """)
    sources.prepare()
    #expect(sources.windowRootsSetInCode() == ["AppCoordinator.swift:7 (AppCoordinator.init)"])
    #expect(sources.windowRootsSetInCode(limit: 0).isEmpty)
}

/// A coordinator the launch makes through a static factory of its own, whose initializer sets the
/// window's root to the navigation controller it is handed and a helper it calls roots that with a
/// splash (AlphaWallet's `AppCoordinator.create(application:)`): the app launches into the splash, in
/// the navigation controller; what `start()` shows is pushed later. A method of the same name on
/// another type makes nothing of the coordinator.
@Test func aCoordinatorMadeByItsStaticFactoryAtLaunch() {
    func index(launching call: String) -> SourceIndex {
        var sources = SourceIndex()
        sources.add(path: "AppDelegate.swift", text: """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                private var appCoordinator: AppCoordinator!
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    appCoordinator = \(call)
                    return true
                }
            }
            """)
        sources.add(path: "AppCoordinator.swift", text: """
            final class Settings {
                static func create() -> AppCoordinator? { nil }
            }
            final class AppCoordinator: NSObject {
                let window: UIWindow
                let navigationController: UINavigationController
                static func create(settings: Settings) -> AppCoordinator {
                    let coordinator = AppCoordinator(window: UIWindow(), navigationController: UINavigationController())
                    return coordinator
                }
                init(window: UIWindow, navigationController: UINavigationController) {
                    self.window = window
                    self.navigationController = navigationController
                    super.init()
                    window.rootViewController = navigationController
                    setupSplashViewController(on: navigationController)
                }
                func start() {
                    navigationController.pushViewController(WalletsViewController(), animated: false)
                }
                private func setupSplashViewController(on navigationController: UINavigationController) {
                    navigationController.viewControllers = [SplashViewController()]
                }
            }
            final class SplashViewController: UIViewController {}
            final class WalletsViewController: UIViewController {}
            """)
        sources.prepare()
        return sources
    }
    let launched = index(launching: "AppCoordinator.create(settings: Settings())").windowRoot
    #expect(launched?.made.identifier == "SplashViewController")
    #expect(launched?.made.inNavigation == true)
    #expect(launched?.location == "AppCoordinator.swift:15")
    #expect(index(launching: "Settings.create()").windowRoot == nil)
}

/// OpenTrace's OTP screen: a closure's capture list names `self` otherwise (`[unowned viewController
/// = self]`), and the segue it performs on that name is the screen's own.
@Test func aCaptureListsNameForSelf() {
    var sources = SourceIndex()
    sources.add(path: "OTPViewController.swift", text: """
        class OTPViewController: UIViewController {
            @IBAction func verify(_ sender: UIButton) {
                verifyOTP { [unowned viewController = self] result in
                    viewController.performSegue(withIdentifier: "showConsentFromOTPSegue", sender: nil)
                }
            }
        }
        """)
    let performed = sources.classes["OTPViewController"]?.codeTriggers.compactMap { trigger -> String? in
        if case .performSegue(let identifier) = trigger.action { return identifier } else { return nil }
    }
    #expect(performed == ["showConsentFromOTPSegue"])
    #expect(sources.notUnderstood.isEmpty)
}

/// A presenter that is no view controller, handed the controller that makes it as a protocol it
/// adopts (`RootPresenter(view: self)`, `weak var view: RootViewProtocol?`), moves through it: what
/// the controller's method does with what the presenter hands it is the controller's, named after
/// its call of the presenter (Lockwise's and every MVP app's presenters). A call back handing
/// nothing is no new move.
@Test func aPresenterMovesThroughTheViewItWasHanded() {
    var sources = SourceIndex()
    sources.add(path: "Root.swift", text: """
        protocol RootViewProtocol: AnyObject {
            func startModalStack(_ viewController: UIViewController)
            func showError()
        }
        final class RootPresenter {
            private weak var view: RootViewProtocol?
            init(view: RootViewProtocol) { self.view = view }
            func onViewReady() {
                view?.startModalStack(WelcomeView())
                view?.showError()
            }
        }
        final class RootView: UIViewController, RootViewProtocol {
            var presenter: RootPresenter?
            override func viewDidLoad() {
                super.viewDidLoad()
                presenter = RootPresenter(view: self)
                presenter?.onViewReady()
            }
            func startModalStack(_ viewController: UIViewController) {
                present(viewController, animated: true)
            }
            func showError() {
                present(ErrorViewController(), animated: true)
            }
        }
        final class WelcomeView: UIViewController {}
        final class ErrorViewController: UIViewController {}
        """)
    sources.prepare()
    let moves = sources.coordinatedTriggers(of: "RootView").map { trigger -> String in
        if case .present(let made) = trigger.action { return "\(trigger.method) presents \(made.knownClass ?? "?")" }
        return "\(trigger.method) \(trigger.action)"
    }
    #expect(moves == ["viewDidLoad presents WelcomeView"])
}

/// A screen handing itself to its coordinator, which hands it on to its own delegate, which presents
/// on it (KeePassium's file picker's gear: two hops before the settings are presented); and a type
/// method called on its class is that class's alone (xDrip4iOS's two pickers each declare
/// `static func displayPickerViewController(pickerViewData:parentController:)`, and every call
/// names the modal one).
@Test func aPresenterHandedOnToAnotherObjectsMethodAndATypeMethodsClass() {
    var sources = SourceIndex()
    sources.add(path: "Picker.swift", text: """
        protocol PickerDelegate: AnyObject { func didPressGear(in viewController: UIViewController) }
        protocol PickerCoordinatorDelegate: AnyObject { func didPressSettings(in viewController: UIViewController) }
        final class PickerViewController: UITableViewController {
            weak var delegate: PickerDelegate?
            @objc func gearTapped() { delegate?.didPressGear(in: self) }
            @objc func sortTapped() { SortPickerModal.display(data: 1, parentController: self) }
        }
        final class PickerCoordinator: PickerDelegate {
            weak var delegate: PickerCoordinatorDelegate?
            func didPressGear(in viewController: UIViewController) { delegate?.didPressSettings(in: viewController) }
        }
        final class MainCoordinator: PickerCoordinatorDelegate {
            func didPressSettings(in viewController: UIViewController) {
                viewController.present(SettingsViewController(), animated: true)
            }
        }
        final class SortPicker: UIViewController {
            static func display(data: Int, parentController: UIViewController) {
                parentController.present(SortPicker(), animated: true)
            }
        }
        final class SortPickerModal: UIViewController {
            static func display(data: Int, parentController: UIViewController) {
                parentController.present(SortPickerModal(), animated: true)
            }
        }
        final class SettingsViewController: UIViewController {}
        """)
    sources.prepare()
    let presented = sources.presentationsOnSelf(of: "PickerViewController").map { trigger -> String in
        guard case .present(let made) = trigger.action else { return "\(trigger.action)" }
        return "\(trigger.method) presents \(made.knownClass ?? "?")"
    }
    #expect(presented.sorted() == ["gearTapped presents SettingsViewController", "sortTapped presents SortPickerModal"])
}

/// Delta Chat's launch: the delegate makes its coordinator at launch, whose initializer calls a method
/// of its own that sets the window's root, to a welcome navigation controller or to UIKit's tab bar
/// controller a lazy property makes and gives its tabs (each made by a factory of the coordinator's):
/// the methods an initializer calls run at launch, and the tab bar's tabs are the ones its closure gives it.
@Test func aCoordinatorsInitializerSetsTheRootThroughItsOwnMethodsToALazyTabBar() {
    var sources = SourceIndex()
    sources.add(path: "App.swift", text: """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            var appCoordinator: AppCoordinator!
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                continueLaunching()
                return true
            }
            func continueLaunching() {
                window = UIWindow(frame: UIScreen.main.bounds)
                guard let window = window else { return }
                appCoordinator = AppCoordinator(window: window)
            }
        }

        class AppCoordinator: NSObject {
            private let window: UIWindow
            private lazy var loginNavController: UINavigationController = {
                let nav = UINavigationController()
                return nav
            }()
            lazy var tabBarController: UITabBarController = {
                let chatsNavController = createChatsNavigationController()
                let settingsNavController = createSettingsNavigationController()
                let tabBarController = UITabBarController()
                tabBarController.viewControllers = [chatsNavController, settingsNavController]
                return tabBarController
            }()
            private func createChatsNavigationController() -> UINavigationController {
                let root = ChatListViewController()
                let nav = UINavigationController(rootViewController: root)
                return nav
            }
            private func createSettingsNavigationController() -> UINavigationController {
                let root = SettingsViewController()
                let nav = UINavigationController(rootViewController: root)
                return nav
            }
            init(window: UIWindow) {
                self.window = window
                super.init()
                initializeRootController()
            }
            func initializeRootController() {
                if isConfigured {
                    presentTabBarController()
                } else {
                    presentWelcomeController()
                }
            }
            func presentWelcomeController() {
                let viewControllers: [UIViewController] = [WelcomeViewController()]
                loginNavController.setViewControllers(viewControllers, animated: false)
                window.rootViewController = loginNavController
                window.makeKeyAndVisible()
            }
            func presentTabBarController() {
                window.rootViewController = tabBarController
                window.makeKeyAndVisible()
            }
        }
        final class ChatListViewController: UIViewController {}
        final class SettingsViewController: UIViewController {}
        final class WelcomeViewController: UIViewController {}
        """)
    sources.prepare()
    let root = sources.windowRoot
    #expect(root?.made == .windowTabBar)
    #expect(root?.location == "App.swift:60")
    #expect(root?.tabs.map { "\($0.identifier ?? "?") \($0.inNavigation)" } == ["ChatListViewController true", "SettingsViewController true"])
    // The welcome screen, whose stack a local lists (`loginNavController.setViewControllers(viewControllers, …)`),
    // set first in the file, is the tab bar's alternative: a root with tabs is no alternative of another.
    #expect(root?.alternatives.map { "\($0.made.identifier ?? "?") \($0.made.inNavigation) \($0.location)" }
            == ["WelcomeViewController true App.swift:56"])
}

/// Provenance's repository holds several SwiftUI apps, each `@main`: the one declared under the app
/// target's folder launches, whatever the others' names; and modifiers under a build condition
/// (`#if canImport(FreemiumKit) .environmentObject(…) #endif`) modify the view the window shows.
@Test func ofSeveralAppsTheAppTargetsLaunches() {
    var sources = SourceIndex()
    sources.add(path: "Repo/EmuSkins/EmuSkinsApp.swift", text: """
        @main struct EmuSkinsApp: App {
            var body: some Scene { WindowGroup { SkinsView() } }
        }
        struct SkinsView: View { var body: some View { Text("skins") } }
        """)
    sources.add(path: "Repo/Provenance/Main UI/ProvenanceApp.swift", text: """
        @main struct ProvenanceApp: App {
            var body: some Scene {
                WindowGroup(id: "main") {
                    GamesView()
                        .environmentObject(state)
        #if canImport(FreemiumKit)
                        .environmentObject(store)
        #endif
                }
            }
        }
        struct GamesView: View { var body: some View { Text("games") } }
        """)
    sources.prepare()
    #expect(sources.mainSwiftUIAppRoot(preferringFolder: "Repo/Provenance/")?.made.identifier == "GamesView")
    #expect(sources.mainSwiftUIAppRoot()?.made.identifier == "SkinsView", "without a folder, the first by name")
}

