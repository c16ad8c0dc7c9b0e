import TestSupport

/// This target's golden files (`Fixtures/`): `Golden.files.check(actual, folder:, expected:)`.
enum Golden {
    static let files = GoldenFiles(besideTestFile: #filePath)
}
