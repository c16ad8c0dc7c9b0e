import Foundation
import Testing

/// Every `public` or `open` declaration of the libraries FlowKit re-exports has a
/// doc comment (`///`), so the embedding API is documented in full.
///
/// The check is textual, like the script it came from: a line that starts with
/// `public ` or `open ` must follow a `///` line or the end of a `/** … */`
/// comment, attributes (`@inlinable`, …) in between allowed. `==` and
/// `hash(into:)` are exempt: they only implement `Equatable` and `Hashable`.
@Suite struct DocumentationTests {
    /// The package's `Sources` folder, found from this file's path.
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // FlowLangTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the package
        .appendingPathComponent("Sources")

    /// Modules whose every public declaration must be documented: FlowKit, the
    /// libraries it re-exports (FlowLang, FlowModel, FlowRuntime, FlowChecks) and FlowImport.
    static let enforced = ["FlowLang", "FlowModel", "FlowRuntime", "FlowImport", "FlowKit", "FlowChecks"]

    @Test(arguments: enforced)
    func publicDeclarationsAreDocumented(module: String) throws {
        let misses = try Self.undocumented(in: module)
        #expect(!Self.swiftFiles(in: module).isEmpty, "no Swift files found in Sources/\(module)")
        for miss in misses {
            Issue.record("public declaration without a doc comment: \(miss)")
        }
    }

    /// `Sources/Module/File.swift:12: public var name: String` for each public or
    /// open declaration in `module` that has no doc comment.
    static func undocumented(in module: String) throws -> [String] {
        var misses: [String] = []
        for file in swiftFiles(in: module) {
            let text = try String(contentsOf: file, encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            for (index, line) in lines.enumerated() where isPublicDeclaration(line) {
                var previous = index - 1
                while previous >= 0, lines[previous].hasPrefix("@") { previous -= 1 }
                let comment = previous >= 0 ? lines[previous] : ""
                if comment.hasPrefix("///") || comment.hasSuffix("*/") { continue }
                let relative = file.path.replacingOccurrences(of: sources.deletingLastPathComponent().path + "/", with: "")
                misses.append("\(relative):\(index + 1): \(line.prefix(90))")
            }
        }
        return misses
    }

    static func isPublicDeclaration(_ line: String) -> Bool {
        guard line.hasPrefix("public ") || line.hasPrefix("open ") else { return false }
        return !line.contains("static func ==") && !line.contains("func hash(into")
    }

    /// The `.swift` files under `Sources/module`, sorted by path.
    static func swiftFiles(in module: String) -> [URL] {
        let folder = sources.appendingPathComponent(module)
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }
}
