import Foundation
import TestSupport
import Testing

/// A repository holding other targets beside the app (AltStore's: a macOS server with a `Main` of its
/// own, a small second iOS app whose delegate makes its own root): the app launches where its own
/// Info.plist says, and the others' storyboards and code are said to be skipped.
extension ImportAppCLITests {
    @Test func otherTargetsNeitherLaunchNorStandForTheApp() throws {
        let tiny = Self.app + "/Tiny"
        let main = try String(contentsOfFile: tiny + "/Base.lproj/Main.storyboard", encoding: .utf8)
        let macOS = #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="1" targetRuntime="MacOSX.Cocoa">
            </document>
            """#
        let plist = { (entries: String) in
            #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>"# + entries + "</dict></plist>"
        }
        let (out, stderr, code) = try importApp("Repository", [
            "AltServer/Base.lproj/Main.storyboard": macOS,
            "AltServer/Info.plist": plist("<key>NSMainStoryboardFile</key><string>Main</string>"),
            "AltServer/AppDelegate.swift": "class AppDelegate: NSObject, NSApplicationDelegate {}\n",
            "Backup/Info.plist": plist("<key>LSRequiresIPhoneOS</key><true/>"),
            "Backup/AppDelegate.swift": Self.sceneDelegate(root: "BackupViewController()")
                + "\nclass BackupViewController: UIViewController {}\n",
            "Store/Base.lproj/Main.storyboard": main,
            "Store/Info.plist": plist("<key>UIMainStoryboardFile</key><string>Main</string>"),
            "Store/Settings/Settings.storyboard": try String(contentsOfFile: tiny + "/Settings/Settings.storyboard", encoding: .utf8),
            "Store/ListViewController.swift": try String(contentsOfFile: tiny + "/ListViewController.swift", encoding: .utf8),
        ])
        #expect(code.isEmpty, "Backup's delegate is another app's: \(code)")
        #expect(stderr.contains("/Repository/AltServer/Base.lproj/Main.storyboard: skipped: a macOS app's storyboard ("), "\(stderr)")
        #expect(stderr.contains("the app launches in Main ("), "\(stderr)")
        let app = try String(contentsOf: out.appendingPathComponent("App.flow"), encoding: .utf8)
        #expect(app.hasSuffix("import \"Main.flow\"\nimport \"Settings.flow\"\ninitial Main\n"), "\(app)")
        // The store's Main and its Settings, each scene reached (the macOS Main and Backup's root had stood for them).
        let explored = try cli.run(["explore", out.appendingPathComponent("App.flow").path, "--no-timing"])
        #expect(explored.stdout.contains("\n  scenes reached     5 of 5\n"), "\(explored.stdout)")
    }
}
