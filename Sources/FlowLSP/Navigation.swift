import FlowKit
import FlowLang
import FoundationEssentials

// definition, references, prepareRename and rename: all read `SymbolTable`.
// Rename refuses a new name that is not an identifier, that spells a keyword
// or that something of the same kind already has, rather than merging two
// declarations into one.

extension LanguageServer {
    /// The symbol at a request's position, with the document's check.
    private func symbolAtPosition(_ params: JSONObject) throws -> (Symbol, SourceRange, SymbolTable, TextDocument)? {
        let (document, offset) = try documentAndOffset(params)
        guard let analysis = store.analysis(of: document.uri) else { return nil }
        let table = SymbolTable(analysis)
        guard let (symbol, range) = table.symbol(at: offset, inFile: DocumentURI.path(of: document.uri)) else {
            return nil
        }
        return (symbol, range, table, document)
    }

    func definition(_ params: JSONObject) throws -> Any {
        guard let (symbol, _, table, _) = try symbolAtPosition(params) else { return JSONNull() }
        return table.declarations(of: symbol).map { location(path: $0.path, range: $0.range, analysis: table.analysis) }
    }

    func references(_ params: JSONObject) throws -> Any {
        guard let (symbol, _, table, _) = try symbolAtPosition(params) else { return JSONNull() }
        let includeDeclaration = params.object("context")?.bool("includeDeclaration") ?? true
        let declarations = Set(table.declarations(of: symbol))
        return table.references(of: symbol)
            .filter { includeDeclaration || !declarations.contains($0) }
            .map { location(path: $0.path, range: $0.range, analysis: table.analysis) }
    }

    func prepareRename(_ params: JSONObject) throws -> Any {
        guard let (symbol, range, _, document) = try symbolAtPosition(params) else { return JSONNull() }
        return ["range": lspRange(range, in: document), "placeholder": symbol.name] as JSONObject
    }

    func rename(_ params: JSONObject) throws -> Any {
        guard let newName = params.string("newName") else { throw ResponseError.invalidParams("missing newName") }
        guard let (symbol, _, table, _) = try symbolAtPosition(params) else {
            throw ResponseError(code: .requestFailed, message: "nothing to rename here")
        }
        guard LanguageServer.isIdentifier(newName) else {
            throw ResponseError(code: .requestFailed, message: "'\(newName)' is not a name")
        }
        guard Keyword(rawValue: newName) == nil else {
            throw ResponseError(code: .requestFailed, message: "'\(newName)' is a keyword")
        }
        if newName == symbol.name { return ["changes": JSONObject()] as JSONObject }
        guard !table.collides(symbol, renamedTo: newName) else {
            throw ResponseError(code: .requestFailed, message: "'\(newName)' is already declared")
        }
        var changes: [String: [JSONObject]] = [:]
        for place in table.references(of: symbol) {
            guard let edit = location(path: place.path, range: place.range, analysis: table.analysis) as JSONObject?,
                  let uri = edit["uri"] as? String, let range = edit["range"] else { continue }
            changes[uri, default: []].append(["range": range, "newText": newName])
        }
        return ["changes": changes] as JSONObject
    }

    /// An ASCII letter or `_`, then letters, digits and `_`: what the lexer reads as one name.
    static func isIdentifier(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        func isStart(_ byte: UInt8) -> Bool { (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F }
        guard let first = bytes.first, isStart(first) else { return false }
        return bytes.allSatisfy { isStart($0) || ($0 >= 0x30 && $0 <= 0x39) }
    }
}
