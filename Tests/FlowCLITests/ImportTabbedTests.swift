import Foundation
import Testing

/// An app made in code the ways SwiftHub's template and many apps copy, each linked
/// (Tests/FlowImportTests/Fixtures/apps/Tabbed): a launch into a split view controller subclass given its
/// `viewControllers` where the delegate makes it when someone is signed in, or else into the sign-in; tabs an enum's cases make, set through
/// `strongSelf` from a list whose cases the code does not show; a page view controller subclass's pages; a helper that returns under one
/// case of a switch before it shows the detail; an enum case's controller pushed.
extension ImportAppCLITests {
    @Test func tabsOfAnEnumAndASplitMadeInALocalAreLinked() throws {
        let app = "Tests/FlowImportTests/Fixtures/apps/Tabbed"
        let (out, outcome) = try importApp(app)
        #expect(outcome.stderr.contains("10 calls that move between scenes linked, 0 not understood"), "\(outcome.stderr)")
        try expectWritten(["App.flow", "Code.flow"], in: out, toMatch: "apps/Tabbed.expected")
        let code = try String(contentsOf: out.appendingPathComponent("Code.flow"), encoding: .utf8)
        // Every case of the enum, in its order, each in the navigation controller its case makes.
        #expect(code.contains("SearchViewControllerNavigation, NewsViewController, SettingsViewControllerNavigation"), "\(code)")
        // A page view controller subclass: its first page and its data source's, pages (not presentations).
        #expect(code.contains("pages NewsViewController { HeadlineViewController }"), "\(code)")
        #expect(!code.contains("present HeadlineViewController"), "\(code)")
        // The helper's move for each call's case: a presentation under `.modal`, the detail after the switch.
        #expect(code.contains("segue \"openTabs\" -> present MainTabBarController"), "\(code)")
        #expect(code.contains("segue \"openDetail\" -> detail DetailViewController"), "\(code)")
        // The launch's other root: a segue of the scene it launches into, named after the delegate's method.
        // The split is the launch (the app's main screen, as a tab bar would be), the sign-in its other root.
        #expect(code.contains("initial RootSplitViewController"), "\(code)")
        #expect(code.contains("""
                segue "application(_:didFinishLaunchingWithOptions:)" {
                        set window.rootViewController = SignInViewControllerNavigation
                    }
                """), "\(code)")
        let entry = out.appendingPathComponent("App.flow").path
        try expectChecksClean(entry)
        try expectAllReached(out, 15)
    }
}
