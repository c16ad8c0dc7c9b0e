// Starts `flow lsp` for .flow files. The server speaks LSP over standard
// input and output; everything it can do is in its initialize answer.
const vscode = require("vscode");
const { LanguageClient, TransportKind } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration("flow").get("path", "flow");
  const server = { command, args: ["lsp"], transport: TransportKind.stdio };
  client = new LanguageClient("flow", "flow", { run: server, debug: server }, {
    documentSelector: [{ language: "flow" }],
  });
  client.start();
  context.subscriptions.push({ dispose: () => client && client.stop() });
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
