import Foundation
import Testing

/// A factory method of one of the app's protocols, called on a local the class's own method
/// returns (the Corona-Warn-App's update onboardings: `guard let onboarding = nextOnboarding()`,
/// `onboarding.makeViewController()`, four conformers): each conformer's result is a move.
extension ImportAppCLITests {
    @Test func aProtocolsFactoryMakesEachConformersScreen() throws {
        let (out, _, code) = try importApp("Onboardings", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: HomeViewController())"))

            class HomeViewController: UIViewController {
                private var onboardingCoordinator: OnboardingCoordinator?
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    onboardingCoordinator = OnboardingCoordinator(rootViewController: self)
                    onboardingCoordinator?.startOnboarding()
                }
            }

            protocol Onboarding {
                func makeViewController() -> UIViewController
            }

            class NewFeatures: Onboarding {
                func makeViewController() -> UIViewController {
                    let features = NewFeaturesViewController()
                    return features
                }
            }

            class DataDonation: Onboarding {
                func makeViewController() -> UIViewController {
                    UINavigationController(rootViewController: DataDonationViewController())
                }
            }

            class OnboardingCoordinator {
                weak var rootViewController: UIViewController?
                init(rootViewController: UIViewController) { self.rootViewController = rootViewController }

                func startOnboarding() {
                    guard let onboarding = nextOnboarding() else { return }
                    let onboardingViewController = onboarding.makeViewController()
                    rootViewController?.present(onboardingViewController, animated: true)
                }

                private func nextOnboarding() -> Onboarding? { nil }
            }

            class NewFeaturesViewController: UIViewController {}
            class DataDonationViewController: UIViewController {}
            """])
        #expect(code.contains("""
                segue "viewDidAppear" -> present DataDonationViewControllerNavigation
            """), "\(code)")
        #expect(code.contains("""
                segue "viewDidAppear (NewFeaturesViewController)" -> present NewFeaturesViewController
            """), "\(code)")
        try expectAllReached(out, 5)
    }
}
