// What the server tells the client it can do: exactly the requests
// `LanguageServer.request` answers, nothing more.

extension LanguageServer {
    var initializeResult: JSONObject {
        [
            "capabilities": [
                "positionEncoding": "utf-16",
                "textDocumentSync": [
                    "openClose": true,
                    "change": 2,  // incremental
                    "save": ["includeText": false],
                ] as JSONObject,
                "completionProvider": ["triggerCharacters": [" ", "."], "resolveProvider": false] as JSONObject,
                "hoverProvider": true,
                "definitionProvider": true,
                "referencesProvider": true,
                "documentSymbolProvider": true,
                "documentFormattingProvider": true,
                "codeActionProvider": ["codeActionKinds": ["quickfix"]] as JSONObject,
                "renameProvider": ["prepareProvider": true] as JSONObject,
                "foldingRangeProvider": true,
                "semanticTokensProvider": [
                    "legend": ["tokenTypes": SemanticTokenType.allCases.map(\.rawValue), "tokenModifiers": [String]()]
                        as JSONObject,
                    "full": true,
                ] as JSONObject,
            ] as JSONObject,
            "serverInfo": ["name": "flow", "version": "0.1.0"] as JSONObject,
        ]
    }
}
