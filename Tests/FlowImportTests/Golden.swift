import Foundation
import GoldenFiles
import Testing

/// This target's golden files (`Fixtures/`), with failures recorded as test
/// issues; the shared mechanism is `GoldenFiles`.
enum Golden {
    static let files = GoldenFiles(besideTestFile: #filePath)

    /// `Fixtures/<folder>` in the source tree.
    static func directory(_ folder: String) -> URL { files.directory(folder) }

    /// The `.flow` files of a fixture folder, sorted, as names relative to it.
    static func inputs(_ folder: String) -> [String] { files.inputs(folder) }

    /// The bytes of a fixture, as they are: fixtures may hold invalid UTF-8 on purpose.
    static func bytes(_ folder: String, _ name: String) -> [UInt8]? { files.bytes(folder, name) }

    static func read(_ folder: String, _ name: String) -> String { files.read(folder, name) }

    /// Compares `actual` with `<folder>/<name>`; with FLOW_UPDATE_GOLDEN=1 writes it instead.
    static func check(_ actual: String, folder: String, expected name: String,
                      sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        if let failure = files.compare(actual, folder: folder, expected: name) {
            Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
        }
    }
}
