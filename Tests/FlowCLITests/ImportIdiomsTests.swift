import Foundation
import Testing

/// Common ways of making and showing a screen, each linked (Tests/FlowImportTests/Fixtures/apps/Idioms):
/// a generic helper typed by the declaration, one taking the class, R.swift's accessors, Reusable's
/// `StoryboardSceneBased` presented with the style the code gives it, a `lazy var` pushed later, a
/// function at a file's top level making a controller (GitHawk's root controllers), presented, and a
/// scene delegate's `changeRootViewController(_:)` — the window's root replaced, not a presentation.
extension ImportAppCLITests {
    @Test func commonIdiomsOfMakingAScreenAreLinked() throws {
        let app = "Tests/FlowImportTests/Fixtures/apps/Idioms"
        let (out, outcome) = try importApp(app)
        #expect(outcome.stderr.contains("8 calls that move between scenes linked, 0 not understood"), "\(outcome.stderr)")
        try expectWritten(["App.flow", "Main.flow", "Settings.flow"], in: out, toMatch: "apps/Idioms.expected")
        let entry = out.appendingPathComponent("App.flow").path
        try expectChecksClean(entry)
        let explored = try cli.run(["explore", entry, "--no-timing"])
        let reached = explored.stdout.split(separator: "\n").first { $0.contains("scenes reached") }
        #expect(reached?.hasSuffix(" 9 of 9") == true, "\(explored.stdout)")
    }
}
