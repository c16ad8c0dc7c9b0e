import Foundation
import Testing
import TestSupport

/// `flow studio` in a real browser: the built binary serving a copy of
/// examples/recipes.flow, driven by Debian's headless chromium through
/// selenium (browser/studio_browser_test.py): click a control, see the next
/// scene and the trace, undo, switch the width class, edit the file and see
/// the page reload. Screenshots are kept in .build/studio-screenshots.
///
/// `.ci/setup` installs chromium, chromium-driver and selenium; CI sets
/// FLOW_STUDIO_BROWSER=required so that a missing browser fails the test
/// instead of skipping it.
@Suite struct StudioBrowserTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var required: Bool { ProcessInfo.processInfo.environment["FLOW_STUDIO_BROWSER"] == "required" }

    /// The folders each test serves its files from, removed with the suite's instance.
    let temporary = TemporaryFolders(prefix: "flow-studio-browser")

    static var browserInstalled: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium")
            && FileManager.default.isExecutableFile(atPath: "/usr/bin/chromedriver")
            && (try? runProgram(["python3", "-c", "import selenium"]).status) == 0
    }

    @Test(.enabled(if: required || browserInstalled, "chromium, chromedriver or selenium missing (bash .ci/setup installs them)"),
          .timeLimit(.minutes(2)))
    func recipesClickThroughUndoWidthAndLiveReload() throws {
        let folder = try temporary.make()
        let file = folder.appendingPathComponent("recipes.flow")
        try FileManager.default.copyItem(at: Self.packageRoot.appendingPathComponent("examples/recipes.flow"), to: file)
        let screenshots = Self.packageRoot.appendingPathComponent(".build/studio-screenshots")
        try? FileManager.default.removeItem(at: screenshots)
        try FileManager.default.createDirectory(at: screenshots, withIntermediateDirectories: true)

        let (server, url) = try Self.startStudio(file)
        defer { server.terminate(); server.waitUntilExit() }

        let script = Self.packageRoot.appendingPathComponent("Tests/FlowStudioTests/browser/studio_browser_test.py")
        let outcome = try runProgram(["python3", script.path, "--url", url, "--file", file.path,
                                                    "--screenshots", screenshots.path])
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.contains("ok - "), "\(outcome.output)")
        let taken = (try? FileManager.default.contentsOfDirectory(atPath: screenshots.path)) ?? []
        #expect(taken.filter { $0.hasSuffix(".png") }.count >= 5, "screenshots: \(taken)")
    }

    /// The page on every example and on two imported storyboards: it loads, shows the phone and
    /// the graph, and every enabled control of the first screen taps and undoes without an error.
    @Test(.enabled(if: required || browserInstalled, "chromium, chromedriver or selenium missing (bash .ci/setup installs them)"),
          .timeLimit(.minutes(3)))
    func everyExampleAndTwoImportedStoryboardsInTheBrowser() throws {
        let folder = try temporary.make()
        var files: [URL] = []
        for name in StudioOnEveryFileTests.examples {
            let file = folder.appendingPathComponent(name)
            try FileManager.default.copyItem(at: Self.packageRoot.appendingPathComponent("examples/\(name)"), to: file)
            files.append(file)
        }
        for path in StudioOnEveryFileTests.storyboards {
            let imported = try StudioOnEveryFileTests.imported(path)
            let file = folder.appendingPathComponent(imported.fileName)
            try Data(imported.text.utf8).write(to: file)
            files.append(file)
        }
        var servers: [Process] = []
        defer { for server in servers { server.terminate(); server.waitUntilExit() } }
        var pages: [String] = []
        for file in files {
            let (server, url) = try Self.startStudio(file)
            servers.append(server)
            pages.append("\(file.lastPathComponent)=\(url)")
        }
        let screenshots = Self.packageRoot.appendingPathComponent(".build/studio-screenshots/every-file")
        let script = Self.packageRoot.appendingPathComponent("Tests/FlowStudioTests/browser/studio_smoke_test.py")
        let outcome = try runProgram(["python3", script.path, "--screenshots", screenshots.path] + pages)
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.components(separatedBy: "ok - ").count - 1 == files.count, "\(outcome.output)")
    }

    /// An alert's text field on the phone (issue 55): typed into and entered, the page runs
    /// `type "…" in name`, and the action it enables can be tapped.
    @Test(.enabled(if: required || browserInstalled, "chromium, chromedriver or selenium missing (bash .ci/setup installs them)"),
          .timeLimit(.minutes(2)))
    func anAlertsTextFieldIsTypedIn() throws {
        let folder = try temporary.make()
        let file = folder.appendingPathComponent("editor.flow")
        try FileManager.default.copyItem(at: Self.packageRoot.appendingPathComponent("examples/editor.flow"), to: file)
        let (server, url) = try Self.startStudio(file)
        defer { server.terminate(); server.waitUntilExit() }
        let screenshots = Self.packageRoot.appendingPathComponent(".build/studio-screenshots/alert")
        let script = Self.packageRoot.appendingPathComponent("Tests/FlowStudioTests/browser/studio_alert_test.py")
        let outcome = try runProgram(["python3", script.path, "--url", url, "--screenshots", screenshots.path])
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.components(separatedBy: "ok - ").count - 1 == 3, "\(outcome.output)")
    }

    /// What the phone draws on a real app's shapes (issue 56): five long tab titles (one an
    /// imported scene's class name, a word that cannot wrap), long bar
    /// button items beside a long title, and in regular width form and page sheets as cards over
    /// the dimmed presenter, measured in the browser.
    @Test(.enabled(if: required || browserInstalled, "chromium, chromedriver or selenium missing (bash .ci/setup installs them)"),
          .timeLimit(.minutes(2)))
    func sheetsTabsAndBarsAreDrawnAsUIKitDraws() throws {
        let folder = try temporary.make()
        let file = folder.appendingPathComponent("layout.flow")
        try """
            storyboard Layout
            initial Tabs
            tabs Tabs { Browse, Favourites, Shopping, SettingsAndPreferencesViewController, Notifications }
            navigation Browse { title "Browse every recipe"; root Home }
            scene Home {
                title "A home screen whose title is long"
                item shareEverythingWithFriends -> present Page
                item preferencesAndAccounts -> present Page
                button form -> present Form
                button page -> present Page
            }
            scene Favourites { title "Favourite recipes of the week" }
            scene Shopping { title "Shopping list for Saturday" }
            scene SettingsAndPreferencesViewController {}
            scene Notifications { title "Notifications and reminders" }
            scene Form { title "Form"; style formSheet }
            scene Page { title "Page"; style pageSheet }

            """.write(to: file, atomically: true, encoding: .utf8)
        let screenshots = Self.packageRoot.appendingPathComponent(".build/studio-screenshots/layout")
        try? FileManager.default.removeItem(at: screenshots)
        let (server, url) = try Self.startStudio(file)
        defer { server.terminate(); server.waitUntilExit() }
        let script = Self.packageRoot.appendingPathComponent("Tests/FlowStudioTests/browser/studio_layout_test.py")
        let outcome = try runProgram(["python3", script.path, "--url", url, "--screenshots", screenshots.path])
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.components(separatedBy: "ok - ").count - 1 == 4, "\(outcome.output)")
    }

    /// `flow studio FILE --port 0`, and the address it prints.
    static func startStudio(_ file: URL) throws -> (Process, String) {
        let server = Process()
        server.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("flow")
        server.arguments = ["studio", file.path, "--port", "0"]
        let output = Pipe()
        server.standardOutput = output
        server.standardError = FileHandle.nullDevice
        try server.run()
        // flow studio: recipes.flow on http://127.0.0.1:PORT/ (Ctrl-C stops it)
        guard let banner = firstLine(of: output.fileHandleForReading, within: 60),
              let url = banner.split(separator: " ").first(where: { $0.hasPrefix("http://") }) else {
            server.terminate()
            throw StartFailure(file: file.path)
        }
        return (server, String(url))
    }

    struct StartFailure: Error, CustomStringConvertible {
        var file: String
        var description: String { "flow studio \(file) printed no address" }
    }

    /// The first line a process writes, or nil after `seconds`.
    static func firstLine(of handle: FileHandle, within seconds: Double) -> String? {
        let box = LineBox()
        let done = DispatchSemaphore(value: 0)
        Thread {
            var bytes: [UInt8] = []
            while !bytes.contains(10) {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                bytes += chunk
            }
            box.line = String(decoding: bytes.prefix { $0 != 10 }, as: UTF8.self)
            done.signal()
        }.start()
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return box.line
    }

}

private final class LineBox: @unchecked Sendable {
    var line: String?
}
