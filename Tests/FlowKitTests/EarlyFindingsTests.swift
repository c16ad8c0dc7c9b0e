import FlowKit
import FlowLang
import Testing
import FlowChecks

/// On a large file, `flow check` runs the static checks on a second thread
/// beside the checker (`StaticChecks.Background.starting`). What it reports must be what the
/// checks report one after the other: the findings, their order, and none
/// when the checker finds an error.
@Suite struct EarlyFindingsTests {
    /// `extra` then enough unreachable scenes (W101 each) to pass the size
    /// from which the static checks run beside the checker; one of them is
    /// allowed its warning.
    static func largeFile(_ extra: String) -> SourceFile {
        var text = "initial Home\nscene Home { button next -> show Second }\nscene Second {}\n" + extra
        text += "// flow: allow W101\nscene Allowed {}\n"
        for number in 0..<4_000 { text += "scene Orphan\(number) { button b -> present Orphan\(number + 1) }\n" }
        text += "scene Orphan4000 {}\n"
        return SourceFile(path: "large.flow", text: text)
    }

    /// What `CheckReporter` gives for `source`, through its early findings when the file is large.
    static func reported(_ source: SourceFile, initial: String? = nil) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let reporter = CheckReporter(checks: StaticChecks.Options(), initial: initial, streams: .memory())
        _ = reporter.checkAll([source.path], read: { _ in .success(source) }) { diagnostics = $0.diagnostics }
        return diagnostics
    }

    /// The same, one step after the other: check, launch `initial`, then the static checks.
    static func sequential(_ source: SourceFile, initial: String? = nil) -> [Diagnostic] {
        var result = check(source)
        if let initial, let index = result.index.launching(initial) {
            result.diagnostics.removeAll { $0.id == "missing-initial" || $0.id == "nothing-to-launch" }
            result.index = index
        }
        return StaticChecks.apply(to: result).diagnostics
    }

    @Test func aLargeCleanFileGetsTheFindingsOfTheChecksRunInTurn() {
        let source = EarlyFindingsTests.largeFile("")
        #expect(source.bytes.count > 64 * 1024)
        let reported = EarlyFindingsTests.reported(source)
        let sequential = EarlyFindingsTests.sequential(source)
        let same = reported == sequential  // not in the expectation: a failure would print 4,000 diagnostics twice
        #expect(same)
        // The orphans are unreachable, and reached only through the first (one W101 for the chain,
        // counting the rest), the allowed one apart; and Home's `show` presents (W104).
        let unreachable = reported.filter { $0.code == "W101" }
        #expect(unreachable.map(\.message) == ["no path reaches 'Orphan0' from the initial scene 'Home'"])
        #expect(unreachable.first?.notes.first?.message.hasPrefix("4000 more scenes are reached only through it") == true)
        #expect(reported.filter { $0.code != "W101" }.map(\.code) == ["W104"])
    }

    @Test func aCheckerErrorDropsTheFindingsWorkedOutBesideIt() {
        // Loading finds nothing wrong here: only the checker knows `Nowhere`.
        let source = EarlyFindingsTests.largeFile("push Nowhere\n")
        #expect(!IndexedFiles(source).hasLoadErrors)
        let reported = EarlyFindingsTests.reported(source)
        let same = reported == EarlyFindingsTests.sequential(source)
        #expect(same)
        #expect(reported.map(\.id) == ["unknown-scene"])
    }

    @Test func initialLaunchesItsSceneInTheFindingsToo() {
        // Launching Orphan0 reaches every orphan after it; Home and Second are then unreachable, Second
        // only through Home (reported with it).
        let source = EarlyFindingsTests.largeFile("")
        let reported = EarlyFindingsTests.reported(source, initial: "Orphan0")
        let same = reported == EarlyFindingsTests.sequential(source, initial: "Orphan0")
        #expect(same)
        #expect(reported.map(\.message) == ["no path reaches 'Home' from the initial scene 'Orphan0'"])
    }
}
