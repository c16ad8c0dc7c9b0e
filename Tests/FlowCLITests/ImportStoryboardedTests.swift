import Foundation
import Testing

/// The `Storyboarded` idiom (Hacking with Swift's coordinators): a protocol whose extension for view
/// controllers instantiates `String(describing: self)` from Main, so `DetailViewController.instantiate()`
/// is that scene; a class property that is the class's name (`SettingsViewController.identifier`) is
/// that name, not the word `identifier`; and a test file (it imports XCTest) is not the app: its mock
/// controller, made the window's root, is no scene and not the launch.
extension ImportAppCLITests {
    @Test func storyboardedFactoriesAndClassNamePropertiesAreRead() throws {
        let (out, stderr, code) = try importApp("Storyboarded", [
            "App/Info.plist": #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>"#
                + "<key>UIMainStoryboardFile</key><string>Main</string></dict></plist>",
            "App/Base.lproj/Main.storyboard": Self.storyboardedMain,
            "App/Storyboarded.swift": """
                import UIKit

                protocol Storyboarded {
                    static func instantiate() -> Self
                }

                extension Storyboarded where Self: UIViewController {
                    static func instantiate() -> Self {
                        let id = String(describing: self)
                        let storyboard = UIStoryboard(name: "Main", bundle: Bundle.main)
                        return storyboard.instantiateViewController(withIdentifier: id) as! Self
                    }
                }

                extension UIViewController {
                    static var identifier: String { String(describing: self) }
                }
                """,
            "App/Screens.swift": """
                import UIKit

                class ListViewController: UIViewController, Storyboarded {
                    @IBAction func open() {
                        let detail = DetailViewController.instantiate()
                        navigationController?.pushViewController(detail, animated: true)
                    }

                    @IBAction func openSettings() {
                        guard let settings = storyboard?.instantiateViewController(withIdentifier: SettingsViewController.identifier) else { return }
                        present(settings, animated: true)
                    }
                }

                class DetailViewController: UIViewController, Storyboarded {}
                class SettingsViewController: UIViewController {}
                """,
            "App/__tests__/ListViewControllerTests.swift": """
                import XCTest
                @testable import App

                final class MockViewController: UIViewController {}

                final class ListViewControllerTests: XCTestCase {
                    func testOpens() {
                        let window = UIWindow()
                        window.rootViewController = MockViewController()
                    }
                }
                """,
        ])
        #expect(code.isEmpty, "the test's mock is no scene: \(code)")
        #expect(!stderr.contains("warning"), "\(stderr)")
        #expect(stderr.contains("the app launches in Main ("), "\(stderr)")
        let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(main.contains("segue \"open\" { push DetailViewController }"), "\(main)")
        #expect(main.contains("segue \"openSettings\" -> present SettingsViewController"), "\(main)")
        let explored = try cli.run(["explore", out.appendingPathComponent("App.flow").path, "--no-timing"])
        #expect(explored.stdout.contains("scenes reached     4 of 4"), "\(explored.stdout)")
    }

    static let storyboardedMain = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav-1">
                    <scenes>
                        <scene sceneID="s-nav">
                            <objects>
                                <navigationController id="nav-1" sceneMemberID="viewController">
                                    <connections>
                                        <segue destination="list-1" kind="relationship" relationship="rootViewController" id="r-1"/>
                                    </connections>
                                </navigationController>
                                <placeholder placeholderIdentifier="IBFirstResponder" id="fr-1" sceneMemberID="firstResponder"/>
                            </objects>
                        </scene>
                        <scene sceneID="s-list">
                            <objects>
                                <viewController storyboardIdentifier="ListViewController" id="list-1" customClass="ListViewController" customModule="App" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="v-list">
                                        <subviews>
                                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-1">
                                                <state key="normal" title="Open"/>
                                                <connections>
                                                    <action selector="open" destination="list-1" eventType="touchUpInside" id="act-1"/>
                                                </connections>
                                            </button>
                                        </subviews>
                                    </view>
                                    <navigationItem key="navigationItem" title="List" id="ni-list"/>
                                </viewController>
                                <placeholder placeholderIdentifier="IBFirstResponder" id="fr-2" sceneMemberID="firstResponder"/>
                            </objects>
                        </scene>
                        <scene sceneID="s-detail">
                            <objects>
                                <viewController storyboardIdentifier="DetailViewController" id="detail-1" customClass="DetailViewController" customModule="App" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="v-detail">
                                    </view>
                                </viewController>
                                <placeholder placeholderIdentifier="IBFirstResponder" id="fr-3" sceneMemberID="firstResponder"/>
                            </objects>
                        </scene>
                        <scene sceneID="s-settings">
                            <objects>
                                <viewController storyboardIdentifier="SettingsViewController" id="settings-1" customClass="SettingsViewController" customModule="App" sceneMemberID="viewController"/>
                                <placeholder placeholderIdentifier="IBFirstResponder" id="fr-4" sceneMemberID="firstResponder"/>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """
}
