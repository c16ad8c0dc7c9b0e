import Foundation
import Testing

/// Navigation through an event stream (EventStreams.swift, Jami's MVVM-C shape, audit-V repro-1): a view
/// model emits a state on a subject, and a coordinator subscribed to it switches over the state and moves.
/// The screen calling the view model moves as the coordinator's arm for that case does; before, the arm
/// was read as the coordinator's initializer's, and the screen had no segue (Jami: 0 of 35 reached).
extension ImportAppCLITests {
    /// The list scene of these tests: `ListViewController`, one button per name, each connected to
    /// its `<name>Tapped:` action.
    static func listScene(buttons names: String...) -> String {
        let buttons = names.enumerated().map { position, name in
            #"<button id="\#(name)" title="\#(name.prefix(1).uppercased() + name.dropFirst())"><connections>"#
                + #"<action selector="\#(name)Tapped:" destination="list" eventType="touchUpInside" id="a\#(position + 1)"/>"#
                + "</connections></button>"
        }
        return #"<viewController title="List" id="list" customClass="ListViewController" sceneMemberID="viewController">"#
            + #"<view key="view" id="v"><subviews>"# + buttons.joined() + "</subviews></view></viewController>"
    }

    @Test func aStateEmittedOnAStreamMovesAsTheSubscribingCoordinatorsCase() throws {
        let main = Self.storyboard(initial: "nav", [
            Self.navigationController(root: "list"),
            Self.listScene(buttons: "open", "settings"),
            #"<viewController storyboardIdentifier="Detail" id="detail" customClass="DetailViewController" sceneMemberID="viewController"/>"#,
        ])
        let (out, _, code) = try importApp("Streams", [
            "App/Base.lproj/Main.storyboard": main,
            "App/Info.plist": Self.launchingMain,
            "App/ListCoordinator.swift": """
                import UIKit
                import RxSwift

                protocol State {}
                enum ListState: State { case openDetail, openSettings }
                enum OtherState: State { case openSettings }

                final class ListCoordinator {
                    let navigationController: UINavigationController
                    let stateSubject = PublishSubject<State>()
                    let disposeBag = DisposeBag()

                    init(navigationController: UINavigationController, viewModel: ListViewModel) {
                        self.navigationController = navigationController
                        viewModel.stateSubject.subscribe(onNext: { [weak self] state in self?.stateSubject.onNext(state) })
                            .disposed(by: disposeBag)
                        stateSubject
                            .subscribe(onNext: { [weak self] state in
                                guard let self = self, let state = state as? ListState else { return }
                                switch state {
                                case .openDetail:
                                    self.showDetail()
                                case .openSettings:
                                    self.navigationController.present(SettingsViewController(), animated: true)
                                }
                            })
                            .disposed(by: disposeBag)
                    }

                    func showDetail() {
                        let detail = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Detail")
                        navigationController.pushViewController(detail, animated: true)
                    }
                }

                final class OtherCoordinator {
                    let navigationController = UINavigationController()
                    let stateSubject = PublishSubject<OtherState>()
                    init() {
                        _ = stateSubject.subscribe(onNext: { state in
                            switch state {
                            case .openSettings: self.navigationController.pushViewController(OtherViewController(), animated: true)
                            }
                        })
                    }
                }
                """,
            "App/Screens.swift": """
                import UIKit
                import RxSwift

                final class ListViewModel {
                    let stateSubject = PublishSubject<State>()
                    func open() { stateSubject.onNext(ListState.openDetail) }
                    func settings() { stateSubject.onNext(ListState.openSettings) }
                }

                final class ListViewController: UIViewController {
                    let viewModel = ListViewModel()
                    var coordinator: ListCoordinator?

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        coordinator = ListCoordinator(navigationController: navigationController!, viewModel: viewModel)
                    }
                    @IBAction func openTapped(_ sender: Any) { viewModel.open() }
                    @IBAction func settingsTapped(_ sender: Any) { viewModel.settings() }
                }

                final class DetailViewController: UIViewController {}
                final class SettingsViewController: UIViewController {}
                final class OtherViewController: UIViewController {}
                """,
        ])
        let mainFlow = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        // Each button moves as its case's arm does, and only as that arm does; the other enum's
        // `openSettings` is another coordinator's.
        #expect(mainFlow.contains("button open { push DetailViewController }"), "\(mainFlow)")
        #expect(mainFlow.contains("button settings -> present Code.SettingsViewController"), "\(mainFlow)")
        #expect(!mainFlow.contains("OtherViewController"), "\(mainFlow)")
        #expect(!code.contains("push OtherViewController"), "\(code)")
        let script = out.appendingPathComponent("Streams.flow")
        try """
            import "Main.flow"
            import "Code.flow"
            initial Main

            test "each button's state moves as its case does" {
                tap open
                expect visible == Main.DetailViewController
                pop
                tap settings
                expect visible == Code.SettingsViewController
            }
            """.write(to: script, atomically: true, encoding: .utf8)
        try expectAllPass(script, count: 1)
    }
}

/// What the delegate has the object holding the window's root do once the root is on screen is the
/// launch's (LaunchCoordinatorMoves.swift, Jami's app coordinator): its `start()` emits the loading state,
/// which roots its navigation controller, then onboarding or the main list by the app's state. Both are
/// moves of the launch scene; before, the loading screen was a dead end (Jami: 2 of 36 reached).
extension ImportAppCLITests {
    @Test func theDelegatesCallsOnTheObjectHoldingTheRootAreTheLaunchsMoves() throws {
        let (out, _, code) = try importApp("HeldLaunch", [
            "App/Info.plist": Self.launchingInCode,
            "App/AppDelegate.swift": """
                import UIKit

                @main
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    private lazy var appCoordinator = AppCoordinator()

                    func application(_ application: UIApplication,
                                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow(frame: UIScreen.main.bounds)
                        window?.rootViewController = appCoordinator.rootViewController
                        window?.makeKeyAndVisible()
                        appCoordinator.start()
                        return true
                    }
                }
                """,
            "App/AppCoordinator.swift": """
                import UIKit
                import RxSwift

                protocol State {}
                enum AppState: State { case initialLoading, needToOnboard, allSet }

                final class AppCoordinator {
                    var rootViewController: UIViewController { return navigationController }
                    private let navigationController = UINavigationController()
                    let stateSubject = PublishSubject<State>()
                    let disposeBag = DisposeBag()
                    var hasAccounts = false

                    init() {
                        stateSubject
                            .subscribe(onNext: { [weak self] state in
                                guard let self = self, let state = state as? AppState else { return }
                                switch state {
                                case .initialLoading: self.showInitialLoading()
                                case .needToOnboard: self.showWalkthrough()
                                case .allSet: self.showMainInterface()
                                }
                            })
                            .disposed(by: disposeBag)
                    }

                    func start() {
                        stateSubject.onNext(AppState.initialLoading)
                        dispatchApplication()
                    }

                    private func dispatchApplication() {
                        if hasAccounts {
                            stateSubject.onNext(.allSet)
                        } else {
                            stateSubject.onNext(.needToOnboard)
                        }
                    }

                    func showInitialLoading() {
                        navigationController.setViewControllers([LoadingViewController()], animated: true)
                    }

                    private func showWalkthrough() {
                        let welcome = UINavigationController(rootViewController: WelcomeViewController())
                        navigationController.present(welcome, animated: true)
                    }

                    private func showMainInterface() {
                        navigationController.setViewControllers([ListViewController()], animated: true)
                    }
                }

                final class LoadingViewController: UIViewController {}
                final class WelcomeViewController: UIViewController {}
                final class ListViewController: UIViewController {}
                """,
        ])
        #expect(code.contains("initial LoadingViewControllerNavigation"), "\(code)")
        #expect(code.contains("""
                segue "AppCoordinator.start" -> present WelcomeViewControllerNavigation
            """), "\(code)")
        #expect(code.contains("""
                segue "AppCoordinator.start (ListViewController)" {
                    set navigationController.viewControllers = [ListViewController] animated true
                }
            """), "\(code)")
        try expectAllReached(out, 5)
    }
}

/// A subscription that hands each state to a method of the coordinator's own, which switches over it
/// (`{ [weak self] route in self?.navigate(to: route) }`): the emission moves as that method's case does.
extension ImportAppCLITests {
    @Test func aStateHandedOnByTheSubscriptionMovesAsTheMethodsCase() throws {
        let main = Self.storyboard(initial: "nav", [
            Self.navigationController(root: "list"),
            Self.listScene(buttons: "open", "about"),
        ])
        let (out, _, _) = try importApp("HandedOnStreams", [
            "App/Base.lproj/Main.storyboard": main,
            "App/Info.plist": Self.launchingMain,
            "App/Screens.swift": """
                import UIKit
                import Combine

                enum Route { case detail, about }

                final class ListViewModel {
                    let route = PassthroughSubject<Route, Never>()
                    func open() { route.send(.detail) }
                    func about() { route.send(Route.about) }
                }

                final class ListCoordinator {
                    let navigationController: UINavigationController
                    var cancellables = Set<AnyCancellable>()
                    init(navigationController: UINavigationController, viewModel: ListViewModel) {
                        self.navigationController = navigationController
                        viewModel.route.sink { [weak self] route in self?.navigate(to: route) }.store(in: &cancellables)
                    }
                    private func navigate(to route: Route) {
                        switch route {
                        case .detail: navigationController.pushViewController(DetailViewController(), animated: true)
                        case .about: navigationController.present(AboutViewController(), animated: true)
                        }
                    }
                }

                final class ListViewController: UIViewController {
                    let viewModel = ListViewModel()
                    var coordinator: ListCoordinator?
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        coordinator = ListCoordinator(navigationController: navigationController!, viewModel: viewModel)
                    }
                    @IBAction func openTapped(_ sender: Any) { viewModel.open() }
                    @IBAction func aboutTapped(_ sender: Any) { viewModel.about() }
                }
                final class DetailViewController: UIViewController {}
                final class AboutViewController: UIViewController {}
                """,
        ])
        let mainFlow = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(mainFlow.contains("button open { push Code.DetailViewController }"), "\(mainFlow)")
        #expect(mainFlow.contains("button about -> present Code.AboutViewController"), "\(mainFlow)")
        try expectAllReached(out, 4)
    }
}
