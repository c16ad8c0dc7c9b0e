import Foundation
import Testing
import TestSupport

/// The VS Code extension as a person installs it: `grammar/vscode/package.py` writes the .vsix,
/// and `Fixtures/VSCode/check_vsix.py` opens it as VS Code would (the manifest, the files package.json
/// names) and highlights `Fixtures/VSCode/highlight.flow` with the grammar inside it, through a TextMate
/// tokenizer from PyPI (textmate-grammar-python, on Oniguruma like VS Code's). The tokens are a
/// golden file: `Fixtures/VSCode/highlight.tokens`.
///
/// `.ci/setup --tests` installs the tokenizer; CI sets FLOW_VSCODE_TOKENIZER=required so that a
/// missing one fails the test instead of skipping it.
@Suite struct VSCodePackageTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let golden = GoldenFiles(besideTestFile: #filePath)

    static var required: Bool { ProcessInfo.processInfo.environment["FLOW_VSCODE_TOKENIZER"] == "required" }
    static var tokenizerInstalled: Bool {
        (try? runProgram(["python3", "-c", "import textmate_grammar"]).status) == 0
    }

    /// A copy of `grammar/` without anything `npm install` may have put there.
    func grammarCopy() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flow-vscode-\(UUID().uuidString)")
        let vscode = folder.appendingPathComponent("grammar/vscode")
        try FileManager.default.createDirectory(at: vscode, withIntermediateDirectories: true)
        let source = Self.packageRoot.appendingPathComponent("grammar")
        try FileManager.default.copyItem(at: source.appendingPathComponent("flow.tmLanguage.json"),
                                         to: folder.appendingPathComponent("grammar/flow.tmLanguage.json"))
        for name in ["package.json", "package.py", "extension.js", "language-configuration.json", "README.md"] {
            try FileManager.default.copyItem(at: source.appendingPathComponent("vscode/\(name)"), to: vscode.appendingPathComponent(name))
        }
        return folder
    }

    @Test(.enabled(if: required || tokenizerInstalled, "textmate-grammar-python missing (bash .ci/setup --tests installs it)"))
    func theHighlightingPackageHighlightsAFlowFile() throws {
        let folder = try grammarCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let vsix = folder.appendingPathComponent("flow.vsix").path
        let packaged = try runProgram(["python3", folder.appendingPathComponent("grammar/vscode/package.py").path,
                                     "--grammar-only", "-o", vsix])
        #expect(packaged.status == 0 && packaged.output.contains("highlighting only"), "\(packaged.output)")
        let checked = try runProgram(["python3", Self.here.appendingPathComponent("Fixtures/VSCode/check_vsix.py").path, vsix,
                                    Self.here.appendingPathComponent("Fixtures/VSCode/highlight.flow").path])
        #expect(checked.status == 0, "\(checked.output)")
        let lines = checked.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "identity: flow-language 0.1.0", "\(checked.output)")
        #expect(lines.filter { $0.hasPrefix("file: ") } == [
            "file: [Content_Types].xml", "file: extension.vsixmanifest", "file: extension/README.md",
            "file: extension/language-configuration.json", "file: extension/package.json",
            "file: extension/syntaxes/flow.tmLanguage.json",
        ])
        let tokens = lines.filter { !$0.hasPrefix("file: ") && !$0.hasPrefix("identity: ") }.joined(separator: "\n")
        if let failure = Self.golden.compare(tokens, folder: "VSCode", expected: "highlight.tokens") {
            Issue.record("\(failure)")
        }
    }

    /// The whole extension carries the language client `npm install` fetched, and is refused
    /// without it (with what to do); with it, the package has the script package.json starts.
    @Test(.enabled(if: required || tokenizerInstalled, "textmate-grammar-python missing (bash .ci/setup --tests installs it)"))
    func theWholeExtensionCarriesItsLanguageClient() throws {
        let folder = try grammarCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("grammar/vscode/package.py").path
        let vsix = folder.appendingPathComponent("flow.vsix").path
        let refused = try runProgram(["python3", script, "-o", vsix])
        #expect(refused.status == 1 && refused.output.contains("run `npm install`"), "\(refused.output)")
        #expect(!FileManager.default.fileExists(atPath: vsix))

        let client = folder.appendingPathComponent("grammar/vscode/node_modules/vscode-languageclient")
        try FileManager.default.createDirectory(at: client, withIntermediateDirectories: true)
        try #"{"name": "vscode-languageclient", "version": "9.0.1"}"#.write(
            to: client.appendingPathComponent("package.json"), atomically: true, encoding: .utf8)
        let packaged = try runProgram(["python3", script, "-o", vsix])
        #expect(packaged.status == 0, "\(packaged.output)")
        let checked = try runProgram(["python3", Self.here.appendingPathComponent("Fixtures/VSCode/check_vsix.py").path, vsix,
                                    Self.here.appendingPathComponent("Fixtures/VSCode/highlight.flow").path])
        #expect(checked.status == 0, "\(checked.output)")
        #expect(checked.output.contains("file: extension/extension.js\n"), "\(checked.output)")
        #expect(checked.output.contains("file: extension/node_modules/vscode-languageclient/package.json\n"), "\(checked.output)")
    }
}
