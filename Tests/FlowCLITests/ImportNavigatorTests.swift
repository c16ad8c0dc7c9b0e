import Foundation
import Testing

/// A router shaped like SwiftHub's `Navigator` (Tests/FlowImportTests/Fixtures/apps/Navigated): each
/// screen's `navigator.show(segue: .detail(…), sender: self[, transition: .modal])` makes the case's
/// controller in `get(segue:)` and hands it to a private `show(target:sender:transition:)` that moves
/// it by the transition's case — a push for the default `.navigation`, a navigation controller
/// presented for `.modal` — and the app delegate's call with `.root(in: window)` is the launch. The
/// detail's `popToRootViewController(animated:)` is `pop to root`.
extension ImportAppCLITests {
    @Test func aNavigatorMovesWhatItsCasesName() throws {
        let app = "Tests/FlowImportTests/Fixtures/apps/Navigated"
        let (out, outcome) = try importApp(app)
        #expect(outcome.stderr.contains("the app launches in Code (AppDelegate.swift:9: the delegate sets the window's root)"),
                "\(outcome.stderr)")
        try expectWritten(["App.flow", "Code.flow"], in: out, toMatch: "apps/Navigated.expected")
        let entry = out.appendingPathComponent("App.flow").path
        try expectChecksClean(entry)
        let explored = try cli.run(["explore", entry, "--no-timing"])
        #expect(explored.stdout.contains("scenes reached     5 of 5"), "\(explored.stdout)")
    }
}
