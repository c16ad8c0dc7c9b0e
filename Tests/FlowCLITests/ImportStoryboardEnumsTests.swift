import Foundation
import Testing

/// Storyboards named by enums' cases (StoryboardEnums.swift in the importer;
/// Tests/FlowImportTests/Fixtures/apps/Boards): `AppStoryboard.settings.instance`, its
/// `viewController(viewControllerClass:)`, `LoginViewController.instantiate(fromAppStoryboard: .Login)`
/// (the class it is called on, from the storyboard the case names, its raw value or its name), and a
/// `Storyboard` enum whose names a property switching over `self` gives: every move is linked. A
/// static method handed a `Storyboard` case replaces the window's root with its initial controller
/// through a UIWindow extension of the app's (`window.set(rootViewController:withTransition:)`), as
/// Rocket.Chat's `WindowManager.open(_:)`: the app launches where the delegate's first call says
/// (`.home`, the Main storyboard), and the screens calling it replace the root with the storyboard
/// their case names.
extension ImportAppCLITests {
    @Test func storyboardsNamedByEnumCasesAreRead() throws {
        let app = "Tests/FlowImportTests/Fixtures/apps/Boards"
        let (out, outcome) = try importApp(app)
        #expect(outcome.stderr.contains("8 calls that move between scenes linked, 0 not understood"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("the app launches in Code (WindowManager.swift:8: the delegate sets the window's root)"),
                "\(outcome.stderr)")
        try expectWritten(["App.flow", "Chat.flow", "Code.flow", "Login.flow", "Main.flow", "Settings.flow"], in: out,
                          toMatch: "apps/Boards.expected")
        let entry = out.appendingPathComponent("App.flow").path
        try expectChecksClean(entry)
        let explored = try cli.run(["explore", entry, "--no-timing"])
        #expect(explored.stdout.contains("scenes reached     8 of 8"), "\(explored.stdout)")
        // Signing out of the chat presented over Home replaces the root under it: UIKit leaves it on screen.
        #expect(explored.stdout.contains("warning: the window's root was replaced while Chat.ChatNav is presented"),
                "\(explored.stdout)")
    }
}
