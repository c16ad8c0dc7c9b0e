import Foundation
import Testing

/// The repository is self-contained: nothing in it reads or cites files
/// outside it. The language and model references live in
/// `Sources/FlowKit/FlowKit.docc` (Language.md, UIKitModel.md), the test
/// storyboards in `Tests/FlowImportTests/Fixtures/storyboards`; a path to
/// a folder beside the clone, or the old names of those references, must not
/// come back (the strings it looks for are listed in `forbidden`).
@Suite struct SelfContainedTests {
    /// The package root, three levels above this file.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // FlowLangTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the package

    /// What is scanned: these folders, recursively, and these files.
    static let folders = ["Sources", "Tests", "examples", "grammar", ".ci"]
    static let files = ["Package.swift", "README.md"]

    /// Spelled in pieces so that this file does not match itself.
    static let forbidden = [
        ".." + "/shared",
        "shared" + "/",
        "(\"" + "shared" + "\")",
        "LANGUAGE" + ".md",
        "MODEL" + ".md",
        "NOTES" + ".md",
    ]

    @Test func nothingPointsOutsideTheRepository() throws {
        let offending = try Self.offendingLines()
        #expect(offending.isEmpty, "files that point outside the repository:\n\(offending.joined(separator: "\n"))")
    }

    @Test func referencesAreInTheRepository() {
        let catalog = Self.root.appendingPathComponent("Sources/FlowKit/FlowKit.docc")
        for name in ["FlowKit.md", "Language.md", "UIKitModel.md"] {
            let path = catalog.appendingPathComponent(name).path
            #expect(FileManager.default.fileExists(atPath: path), "missing \(path)")
        }
    }

    /// `path:line: text` for every line that contains a forbidden string.
    static func offendingLines() throws -> [String] {
        var urls = files.map { root.appendingPathComponent($0) }
        for folder in folders {
            let url = root.appendingPathComponent(folder)
            guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey]) else { continue }
            for case let file as URL in enumerator
            where (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                urls.append(file)
            }
        }
        let me = URL(fileURLWithPath: #filePath).standardizedFileURL.path
        var found: [String] = []
        for url in urls.sorted(by: { $0.path < $1.path }) where url.standardizedFileURL.path != me {
            guard let data = FileManager.default.contents(atPath: url.path),
                  let text = String(data: data, encoding: .utf8) else { continue }
            guard forbidden.contains(where: { text.contains($0) }) else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where forbidden.contains(where: { line.contains($0) }) {
                found.append("\(relative):\(index + 1): \(line.trimmingCharacters(in: .whitespaces).prefix(120))")
            }
        }
        return found
    }
}
