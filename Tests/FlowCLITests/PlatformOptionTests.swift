import Foundation
import Testing

/// `--platform N` runs an app on iOS N whatever its file's `platform` line
/// says (UIKitModel.md: iOS 12 has no `viewIsAppearing` and the sheet rules
/// from before iOS 13); without it, the file's line or the current release.
@Suite struct PlatformOptionTests {
    let cli = CLITests()
    let source = "initial Home\nscene Home { button open -> present Sheet }\nscene Sheet {}\ntap open\nprint tree\n"

    @Test func theCurrentReleaseUnlessTheFlagSaysOtherwise() throws {
        let current = try cli.run(["run", "-"], input: source)
        #expect(current.status == 0, "\(current.stderr)")
        #expect(current.stdout.contains("  Sheet.viewIsAppearing(true)\n"))
        #expect(current.stdout.contains("window  compact · iOS 26\n"))
        #expect(current.stdout.contains("formSheet"), "iOS 18 and later's automatic style is a form sheet")

        let old = try cli.run(["run", "-", "--platform", "12"], input: source)
        #expect(old.status == 0, "\(old.stderr)")
        #expect(!old.stdout.contains("viewIsAppearing"))
        #expect(old.stdout.contains("window  compact · iOS 12\n"))
        #expect(old.stdout.contains("fullScreen"), "iOS 12's automatic style is full screen")

        let declared = try cli.run(["run", "-", "--platform", "17"], input: "platform iOS 12\n" + source)
        #expect(declared.stdout.contains("window  compact · iOS 17\n"), "the flag wins over the file's line")
        #expect(declared.stdout.contains("Sheet.viewIsAppearing(true)"))
        #expect(declared.stdout.contains("pageSheet"), "iOS 13 to 17's automatic style is a page sheet")
    }

    /// UITab and UITabGroup are iOS 18's: under `--platform 17` a tab bar of them is a tab bar of its
    /// tabs alone (no sidebar, no groups), as the file's own `platform iOS 17` refuses them.
    @Test func anEarlierPlatformHasNoTabObjects() throws {
        let tabs = "initial Tabs\ntabs Tabs { A, B; mode tabSidebar; group B { C, D } }\n"
            + "scene A {}\nscene B {}\nscene C {}\nscene D {}\nlaunch regular\nprint tree\n"
        let current = try cli.run(["run", "-"], input: tabs)
        #expect(current.stdout.contains("Tabs  tabs, selected A, sidebar\n"), "\(current.stdout)")
        let older = try cli.run(["run", "-", "--platform", "17"], input: tabs)
        #expect(older.status == 0, "\(older.stderr)")
        #expect(older.stdout.contains("Tabs  tabs, selected A\n"), "\(older.stdout)")
        // The delegate is iOS 17's too: shouldSelect, and told of More, not iOS 18's shouldSelectTab.
        let six = "initial Tabs\ntabs Tabs { A, B, C, D, E, F; mode tabBar; select B when true }\n"
            + "scene A {}\nscene B {}\nscene C {}\nscene D {}\nscene E {}\nscene F {}\nselect B\nselect More\n"
        let delegate = try cli.run(["run", "-", "--platform", "17"], input: six)
        #expect(delegate.stdout.contains("Tabs.shouldSelect(B)") && delegate.stdout.contains("Tabs.shouldSelect(More)"),
                "\(delegate.stdout)\(delegate.stderr)")
        #expect(!delegate.stdout.contains("shouldSelectTab"), "\(delegate.stdout)")
        let grouped = try cli.run(["run", "-", "--platform", "17"], input: tabs + "select C\n")
        #expect(grouped.stderr.contains("no instance of 'C' is alive"), "\(grouped.stdout)\(grouped.stderr)")
    }

    @Test func testAndExploreTakeItToo() throws {
        let tested = try cli.run(["test", "-", "--platform", "12"],
                                 input: source + "test \"no callback\" { tap open\n expect no { Sheet.viewIsAppearing } }\n")
        #expect(tested.status == 0, "\(tested.stdout)\(tested.stderr)")
        let explored = try cli.run(["explore", "-", "--platform", "12", "--no-timing"], input: source)
        #expect(explored.status == 0, "\(explored.stderr)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flow-platform-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("app.flow")
        try Data(source.utf8).write(to: file)
        let session = try cli.run(["repl", "--platform", "12", file.path], input: ":tree\n")
        #expect(session.status == 0, "\(session.stderr)")
        #expect(session.stdout.contains("window  compact · iOS 12"), "\(session.stdout)")
    }

    @Test func aVersionFlowDoesNotModelIsRefused() throws {
        let refused = try cli.run(["run", "-", "--platform", "9"], input: source)
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("--platform 9: flow models iOS 12 to 26"))
    }
}
