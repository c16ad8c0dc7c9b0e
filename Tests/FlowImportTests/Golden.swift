import Foundation
import TestSupport
import Testing

/// This target's golden files (`Fixtures/`), with failures recorded as test
/// issues; the shared mechanism is `GoldenFiles`.
enum Golden {
    static let files = GoldenFiles(besideTestFile: #filePath)

    /// Compares `actual` with `<folder>/<name>`; with FLOW_UPDATE_GOLDEN=1 writes it instead.
    static func check(_ actual: String, folder: String, expected name: String,
                      sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        if let failure = files.compare(actual, folder: folder, expected: name) {
            Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
        }
    }
}
