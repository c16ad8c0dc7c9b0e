import FlowImport
import Foundation

/// `flow import --app` on mutated apps: a storyboard and the Swift beside it,
/// read together (the controllers the code makes, the navigation it does, the
/// SwiftUI it hosts). An input is the storyboard's bytes, then each Swift
/// file's, separated by NUL bytes; without a NUL it is one Swift file and no
/// storyboard (an app made in code). Whatever the bytes, the import refuses
/// with a message, or gives files that check clean together and are formatted.
public enum AppImportOracle {
    /// Imports `bytes` as an app; throws when a promise breaks.
    public static func check(_ bytes: [UInt8]) throws(OracleViolation) {
        let parts = bytes.split(separator: 0, omittingEmptySubsequences: false)
        let storyboard = parts.count > 1 ? parts.first : nil
        var sources = SourceIndex()
        for (number, swift) in parts.dropFirst(storyboard == nil ? 0 : 1).enumerated() {
            sources.add(path: "App/Source\(number).swift", text: String(decoding: swift, as: UTF8.self))
        }
        let inputs = storyboard.map { [StoryboardInput(path: "App/Base.lproj/Main.storyboard", data: Data($0))] } ?? []
        let result = importStoryboards(inputs, sources: sources, writtenTo: "Flow")
        if let silent = result.errors.first(where: { $0.message.isEmpty }) {
            throw OracleViolation("a refusal without a message: \(silent)")
        }
        if let bug = result.errors.first(where: { $0.kind == .internalError }) {
            throw OracleViolation("the importer refused its own output: \(bug)")
        }
        let problems = result.verificationProblems()
        if !problems.isEmpty {
            let texts = result.files.map { "--- \($0.fileName)\n\($0.text)" }.joined(separator: "\n")
            throw OracleViolation("the imported app is wrong:\n\(problems.joined(separator: "\n"))\n\(texts)")
        }
    }
}
