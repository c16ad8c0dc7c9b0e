import FlowLang

extension ImportResult {
    /// What is wrong with the import's own output, which should be nothing: a
    /// file the formatter would change (output is canonical), or an error when
    /// the files are checked together (their imports resolve among them).
    /// `flow import` reports these as internal errors; the tests require none.
    public func verificationProblems() -> [String] {
        unformattedFiles().map { "\($0) is not in canonical form" } + checkErrors()
    }

    /// The files whose text `flow fmt` would change.
    public func unformattedFiles() -> [String] {
        files.filter { format(SourceFile(path: $0.fileName, text: $0.text)).text != $0.text }.map(\.fileName)
    }

    /// The errors of checking every file, each as `File.flow: diagnostic`.
    public func checkErrors() -> [String] {
        let byName = Dictionary(files.map { ($0.fileName, $0.text) }, uniquingKeysWith: { first, _ in first })
        var errors: [String] = []
        for file in files {
            let checked = check(SourceFile(path: file.fileName, text: file.text)) { importPath, _ in
                byName[importPath].map { SourceFile(path: importPath, text: $0) }
            }
            errors += checked.diagnostics.filter(\.isError).map { "\(file.fileName): \($0)" }
        }
        return errors
    }
}
