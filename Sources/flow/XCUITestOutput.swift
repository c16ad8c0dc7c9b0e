import FlowFiles
import FlowKit

/// Where `flow test --export xcuitest OUT` and `flow explore --xcuitest OUT`
/// write: into a folder (`UITests/`), the Swift file and its README; to any
/// other path (`-` too), the Swift file alone, its header saying what the
/// README would (Commands.md).
enum XCUITestOutput {
    static func write(_ export: XCUITestFolder, to output: String) throws {
        do {
            if output != "-", try OutputFolder.prepare(output) {
                try OutputFile.write(export.swift, to: PathText.joined(output, export.swiftFileName))
                try OutputFile.write(export.readme, to: PathText.joined(output, XCUITestFolder.readmeName))
            } else {
                try OutputFile.write(export.swift, to: output)
            }
        } catch {
            Console.error("\(output): error: \(error)\n")
            throw CommandStatus.cannotCreate
        }
    }
}
