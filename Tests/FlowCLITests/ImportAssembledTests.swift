import Foundation
import Testing

/// An app wired by dependency injection (Tests/FlowImportTests/Fixtures/apps/Assembled): the launch
/// found through an assembler the scene delegate makes, a window wireframe behind a protocol whose
/// conformer is a struct, and a struct of factories instantiating from a storyboard kept in a stored
/// property (in the navigation controller the factory makes around it); a factory object made in the
/// call (`DetailFactory().makeDetail()`) gives the presentation its controller.
extension ImportAppCLITests {
    @Test func anAppWiredByAssemblersAndFactoryObjectsLaunchesAndLinks() throws {
        let app = "Tests/FlowImportTests/Fixtures/apps/Assembled"
        let (out, outcome) = try importApp(app)
        #expect(outcome.stderr.contains("the app launches in Code (SceneDelegate.swift:11: the delegate sets the window's root)"),
                "\(outcome.stderr)")
        try expectWritten(["App.flow", "Code.flow", "Screens.flow"], in: out, toMatch: "apps/Assembled.expected")
        let code = try String(contentsOf: out.appendingPathComponent("Code.flow"), encoding: .utf8)
        #expect(code.contains("initial HomeNavigation"), "\(code)")
        #expect(code.contains("navigation HomeNavigation { root Screens.HomeViewController }"), "\(code)")
        let screens = try String(contentsOf: out.appendingPathComponent("Screens.flow"), encoding: .utf8)
        #expect(screens.contains("segue \"showDetail\" -> present Code.DetailViewController"), "\(screens)")
        let entry = out.appendingPathComponent("App.flow").path
        try expectChecksClean(entry)
        try expectAllReached(out, 3)
    }
}
