import Foundation
import Testing

/// A child a screen adds only when its size changes (xDrip4iOS's landscape chart: `willTransition(to:with:)`
/// calls `showChartLandscape()`, which adds it, or `hideLandscape()`, which takes it off) is no child
/// from the start: flow's iPhone launches upright. Each is an action named after its method; embedded
/// at load, the chart had been the visible controller of every state of the home screen.
extension ImportAppCLITests {
    @Test func aChildAddedWhenTheSizeChangesIsAnActionNotAChildAtLaunch() throws {
        let storyboard = Self.storyboard(initial: "root", [
            #"<viewController id="root" customClass="RootViewController" sceneMemberID="viewController"/>"#,
            #"<viewController storyboardIdentifier="LandscapeChart" id="chart" customClass="LandscapeChartViewController" sceneMemberID="viewController"/>"#,
        ])
        let (out, _, _) = try importApp("Rotation", [
            "App/Base.lproj/Main.storyboard": storyboard,
            "App/Info.plist": Self.launchingMain,
            "App/Root.swift": """
                import UIKit

                class LandscapeChartViewController: UIViewController {}
                class RootViewController: UIViewController {
                    var landscapeChartViewController: LandscapeChartViewController?
                    override func willTransition(to newCollection: UITraitCollection,
                                                 with coordinator: UIViewControllerTransitionCoordinator) {
                        super.willTransition(to: newCollection, with: coordinator)
                        if newCollection.verticalSizeClass == .compact { showChartLandscape() } else { hideLandscape() }
                    }
                    func showChartLandscape() {
                        guard landscapeChartViewController == nil else { return }
                        landscapeChartViewController = storyboard?.instantiateViewController(withIdentifier: "LandscapeChart")
                            as? LandscapeChartViewController
                        if let chart = landscapeChartViewController {
                            view.addSubview(chart.view)
                            addChild(chart)
                            chart.didMove(toParent: self)
                        }
                    }
                    func hideLandscape() {
                        landscapeChartViewController?.willMove(toParent: nil)
                        landscapeChartViewController?.view.removeFromSuperview()
                        landscapeChartViewController?.removeFromParent()
                        landscapeChartViewController = nil
                    }
                }
                """,
        ])
        let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(!main.contains("    embed LandscapeChartViewController\n"), "\(main)")
        #expect(main.contains("""
                segue "showChartLandscape" {
                    if !exists(LandscapeChartViewController) {
                        embed LandscapeChartViewController in RootViewController
                    }
                }
            """), "\(main)")
        #expect(main.contains("""
                segue "hideLandscape" {
                    if exists(LandscapeChartViewController) { unembed LandscapeChartViewController }
                }
            """), "\(main)")
        // Upright at launch: the root is what shows; turned and back, the chart comes and goes.
        let script = out.appendingPathComponent("Turn.flow")
        try """
            import "Main.flow"
            initial Main

            test "turning the phone" {
                expect visible == Main.RootViewController
                perform "showChartLandscape" from Main.RootViewController
                expect exists(Main.LandscapeChartViewController)
                perform "hideLandscape" from Main.RootViewController
                expect !exists(Main.LandscapeChartViewController)
            }
            """.write(to: script, atomically: true, encoding: .utf8)
        try expectAllPass(script, count: 1)
        try expectAllReached(out, 2)
    }
}
