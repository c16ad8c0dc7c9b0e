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

        let folder = try temporary.make()
        let stub = Self.packageRoot.appendingPathComponent("Tests/FlowKitTests/Fixtures/xcuitest-stub/XCTest.swift")
        let module = try runProgram(["swiftc", "-emit-module", "-module-name", "XCTest", "-parse-as-library", stub.path,
                                     "-emit-module-path", folder.appendingPathComponent("XCTest.swiftmodule").path])
        try #require(module.status == 0, "the stub does not compile: \(module.output)")
        let generated = folder.appendingPathComponent(base.replacingOccurrences(of: "-", with: "_") + "UITests.swift")
        try Data(source.utf8).write(to: generated)
        let checked = try runProgram(["swiftc", "-typecheck", "-I", folder.path, generated.path])
        #expect(checked.status == 0, "\(name): \(checked.output)")
    }
}
