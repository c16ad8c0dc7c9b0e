/// Loads imported files for `check`: given the path written in an `import`
/// and the path of the importing file, returns the imported source, or nil
/// when it cannot be read. The front end does no I/O of its own.
public typealias SourceLoader = @Sendable (_ importPath: String, _ importingFile: String) -> SourceFile?

/// The result of checking a file: every source involved (the file and what
/// it imports), the file's AST, and all diagnostics, ordered and trimmed.
public struct CheckResult: Sendable {
    public var sources: [SourceFile]
    public var syntax: FlowFile
    public var diagnostics: [Diagnostic]

    public var hasErrors: Bool { diagnostics.contains(where: \.isError) }
}

/// Parses `source`, then runs the semantic checks over it and its imports.
public func check(_ source: SourceFile, loader: SourceLoader = { _, _ in nil }) -> CheckResult {
    let parsed = parse(source)
    var list = DiagnosticList()
    list.append(contentsOf: parsed.diagnostics)
    // Semantic analysis (Sema) plugs in here.
    let tables = [source.path: LineTable(source)]
    return CheckResult(sources: [source], syntax: parsed.file, diagnostics: list.finalized(lineTables: tables))
}
