import FlowKit
import Foundation
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
        if let failure = Self.files.compare(source, folder: "xcuitest", expected: base + ".swift") {
            Issue.record(Comment(rawValue: failure))
        }
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
        if let failure = Self.files.compare(source, folder: "xcuitest", expected: "imported-delta-Main.swift") {
            Issue.record(Comment(rawValue: failure))
        }
        try typeChecks(source, named: "DeltaMain")
    }

    /// `source` compiles against the stub of XCTest's UI API.
    private func typeChecks(_ source: String, named base: String) throws {
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
