import ArgumentParser
import FlowLSP

/// `flow lsp`: the language server, for editors.
struct LSP: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the flow language server (LSP 3.17) over standard input and output.",
        discussion: """
            Editors start it for .flow files (grammar/vscode holds a VS Code extension; 'flow help commands', \
            "Editors", shows Neovim's setup). It exits 0 after 'shutdown' and 'exit', 1 when its input closes without them.
            """
    )

    func run() throws {
        let status = LanguageServer.run()
        if status != 0 { throw ExitCode(status) }
    }
}
