import FlowKit
import Foundation
import SwiftParser
import SwiftSyntax
import TestSupport
import Testing

/// `flow test --export xcuitest` (XCUITestExport): every example's tests as
/// XCUITest sources, golden beside the example, and each type-checked with
/// the toolchain's `swiftc` against `Fixtures/xcuitest-stub/XCTest.swift`,
/// the XCTest UI API's signatures compiled as a module named XCTest.
@Suite struct XCUITestExportTests {
    static let files = GoldenFiles(besideTestFile: #filePath)
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let examples: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("examples").path)) ?? []
        return names.filter { $0.hasSuffix(".flow") }.sorted()
    }()
    let temporary = TemporaryFolders(prefix: "flow-xcuitest")

    @Test func everyExampleIsExported() {
        #expect(Self.examples.count >= 5)
    }

    @Test(arguments: XCUITestExportTests.examples)
    func exampleExportsAndTypeChecks(_ name: String) throws {
        let document = try FlowDocument.load(path: Self.packageRoot.appendingPathComponent("examples/\(name)").path)
        let source = XCUITestExport.source(for: document)
        let base = String(name.dropLast(5))
        Self.files.check(source, folder: "xcuitest", expected: base + ".swift")
        #expect(source.contains("XCTestCase") == !document.testNames.isEmpty)
        try typeChecks(source, named: base)
    }

    /// `flow explore --xcuitest` on an imported real app (Delta's main storyboard): the
    /// covering tests of its explored paths, as XCUITest.
    @Test func anImportedAppsExploredPathsExportAndTypeCheck() throws {
        let path = Self.packageRoot.appendingPathComponent("Tests/FlowExploreTests/Fixtures/imported/delta/Main.flow").path
        let document = try FlowDocument.load(path: path)
        let result = try #require(document.explore(options: ExploreOptions(depth: 12, maxStates: 20_000, maxStack: 6)))
        let covering = try #require(document.coveringTests(of: result))
        let tests = document.sibling(text: covering.text, named: "Main.tests.flow")
        let source = XCUITestExport.source(for: tests, origin: "flow explore Main.flow --xcuitest")
        #expect(source.components(separatedBy: ": XCTestCase {").count - 1 == covering.tests)
        // The scenes of the storyboards the tests import are found by their titles too.
        #expect(source.contains("app.navigationBars[\"Paused\"]"), "\(source.prefix(2_000))")
        Self.files.check(source, folder: "xcuitest", expected: "imported-delta-Main.swift")
        try typeChecks(source, named: "DeltaMain")
    }

    /// What only the app's code does becomes a link its UI-test build opens
    /// (issue 57, item 3); what no link can stand for stays a comment.
    @Test func codeStepsBecomeLinksTheReadmeLists() throws {
        let text = """
            initial Nav
            navigation Nav { root A }
            scene A { cell open -> show B id "open b"; unwind done }
            scene B { button close -> unwind done }
            scene C {}
            container Box {}
            var name = ""
            var total = 0
            test "code" {
                perform "open b"
                perform "open b" from A
                push C
                present C
                pop
                pop to root
                pop to A
                dismiss Nav
                unwind done
                set name = "Kim & Jo"
                set total = -2
                set total = total + 1
                open activity "com.example.view"
                open shortcut "new"
                embed C in Box
            }
            """
        let document = FlowDocument.load(text: text, path: "code.flow")
        let export = XCUITestExport.export(of: document)
        let links = [
            "flowtest://perform/open%20b", "flowtest://perform/open%20b?from=A", "flowtest://push/C", "flowtest://present/C",
            "flowtest://pop", "flowtest://pop?to=root", "flowtest://pop?to=A", "flowtest://dismiss?on=Nav",
            "flowtest://unwind/done", "flowtest://set/name?value=Kim%20%26%20Jo", "flowtest://set/total?value=-2",
            "flowtest://activity/com.example.view", "flowtest://shortcut/new",
        ]
        for link in links {
            #expect(export.swift.contains("app.open(try XCTUnwrap(URL(string: \"\(link)\")))"), "\(link)")
            #expect(export.readme.contains("| `\(link)` |"), "\(link)")
        }
        #expect(export.swift.contains("// not on a device: a value only the model computes"))
        #expect(export.swift.contains("// code.flow:24: embed C in Box\n        // not on a device:"))
        #expect(export.swiftFileName == "CodeUITests.swift")
        try typeChecks(export.swift, named: "code")
        let recipes = try FlowDocument.load(path: Self.packageRoot.appendingPathComponent("examples/recipes.flow").path)
        Self.files.check(XCUITestExport.export(of: recipes).readme, folder: "xcuitest", expected: "recipes.README.md")
    }

    /// A scene's view is found by what its `accessibility "text"` says; a
    /// control or view whose text is `""` by its flow name, which the app
    /// must then set (the header says so; W119 warns of the step).
    @Test func scenesAreFoundByTheirViewsIdentifiers() {
        let text = """
            initial A
            scene A { item play -> show B; accessibility play ""; accessibility "" }
            scene B { accessibility "editor.view"; search scopes "All", "Mine" }
            test "t" {
                expect visible == A
                tap play
                expect visible == B
                search scope "Mine"
            }
            """
        let swift = XCUITestExport.source(for: FlowDocument.load(text: text, path: "views.flow"))
        #expect(swift.contains("app.otherElements[\"editor.view\"].waitForExistence(timeout: 5)"), "\(swift)")
        #expect(swift.contains("app.otherElements[\"A\"].waitForExistence(timeout: 5)"), "\(swift)")
        #expect(swift.contains("app.navigationBars.buttons[\"play\"].tap()"), "\(swift)")
        #expect(swift.contains("//   A play\n"), "\(swift)")
        #expect(swift.contains("app.segmentedControls.buttons[\"Mine\"].tap()"), "\(swift)")
    }

    /// `source` parses as Swift (swift-syntax) and compiles against the stub of XCTest's UI API.
    private func typeChecks(_ source: String, named base: String) throws {
        let tree = Parser.parse(source: source)
        #expect(!tree.hasError, "\(base): swift-syntax finds a syntax error")
        #expect(tree.statements.count > 0)
        let folder = try temporary.make()
        let stub = Self.packageRoot.appendingPathComponent("Tests/FlowKitTests/Fixtures/xcuitest-stub/XCTest.swift")
        let module = try runProgram(["swiftc", "-emit-module", "-module-name", "XCTest", "-parse-as-library", stub.path,
                                     "-emit-module-path", folder.appendingPathComponent("XCTest.swiftmodule").path])
        try #require(module.status == 0, "the stub does not compile: \(module.output)")
        let generated = folder.appendingPathComponent(base.replacingOccurrences(of: "-", with: "_") + "UITests.swift")
        try Data(source.utf8).write(to: generated)
        let checked = try runProgram(["swiftc", "-typecheck", "-I", folder.path, generated.path])
        #expect(checked.status == 0, "\(base): \(checked.output)")
    }
}
