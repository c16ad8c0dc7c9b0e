import FlowImport
import Testing

/// Restoration identifiers are imported only for an app that opts in to
/// UIKit's state restoration, or when no code was read to tell: otherwise
/// UIKit restores nothing, and W111 about them would be noise.
@Suite struct RestorationOptInTests {
    static let storyboard = EdgeCaseTests.storyboard([
        #"<navigationController restorationIdentifier="nav" id="a" sceneMemberID="viewController"><connections><segue destination="b" kind="relationship" relationship="rootViewController" id="r"/></connections></navigationController>"#,
        #"<viewController restorationIdentifier="list" id="b" customClass="ListViewController" sceneMemberID="viewController"/>"#,
    ])

    func sources(_ delegate: String) -> SourceIndex {
        var index = SourceIndex()
        index.add(path: "AppDelegate.swift", text: delegate)
        return index
    }

    @Test func withoutCodeTheyAreKept() {
        let text = EdgeCaseTests().imported(Self.storyboard).text
        #expect(text.contains("restoration \"nav\"") && text.contains("restoration \"list\""), "\(text)")
    }

    @Test func anAppThatNeverOptsInRestoresNothing() {
        let text = EdgeCaseTests().imported(Self.storyboard, sources: sources("class AppDelegate: UIResponder {}\n")).text
        #expect(!text.contains("restoration \""), "\(text)")
        #expect(text.contains("Restoration identifiers left out: the app's code never opts in to state restoration"))
    }

    @Test func anAppThatOptsInKeepsThem() {
        let delegate = """
            class AppDelegate: UIResponder {
                func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
            }
            """
        let text = EdgeCaseTests().imported(Self.storyboard, sources: sources(delegate)).text
        #expect(text.contains("restoration \"list\""), "\(text)")
    }
}
