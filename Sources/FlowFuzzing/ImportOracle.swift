import FlowImport
import FlowLang
import Foundation

/// The importer on mutated storyboards: an input is either refused with a
/// message (and gives no file), or gives one `.flow` file that checks without
/// errors and is already in the canonical layout.
public enum ImportOracle {
    /// Imports `bytes` as one storyboard; throws when a promise breaks.
    public static func check(_ bytes: [UInt8]) throws(OracleViolation) {
        let result = importStoryboards([StoryboardInput(path: "Fuzz.storyboard", data: Data(bytes))])
        if !result.errors.isEmpty {
            if let silent = result.errors.first(where: { $0.message.isEmpty }) {
                throw OracleViolation("a refusal without a message: \(silent)")
            }
            if let bug = result.errors.first(where: { $0.kind == .internalError }) {
                throw OracleViolation("the importer refused its own output: \(bug)")
            }
            if !result.files.isEmpty { throw OracleViolation("a refused storyboard still gave a file") }
            return
        }
        guard result.files.count == 1, let file = result.files.first else {
            throw OracleViolation("an accepted storyboard gave \(result.files.count) files")
        }
        let source = SourceFile(path: file.fileName, text: file.text)
        let checked = FlowLang.check(source)
        let errors = checked.diagnostics.filter(\.isError)
        if !errors.isEmpty {
            let rendered = DiagnosticRenderer(files: checked.sources).render(errors)
            throw OracleViolation("the imported file does not check:\n\(rendered)\n\(file.text)")
        }
        if format(source).text != file.text {
            throw OracleViolation("the imported file is not in the canonical layout:\n\(file.text)")
        }
    }
}
