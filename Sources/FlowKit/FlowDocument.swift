import FlowFiles
/// A loaded storyboard: a `.flow` file checked together with its imports. It
/// holds the diagnostics as values and, when there are no errors, is ready to
/// run: open a `Session` on it, run its script or its tests.
///
/// ```swift
/// let document = FlowDocument.load(text: source, path: "recipes.flow")
/// guard !document.hasErrors else { return print(document.renderedDiagnostics()) }
/// let session = try Session(document: document)
/// let result = session.run("tap add")
/// ```
public struct FlowDocument: Sendable {
    /// The front end's result: every source involved, the syntax tree, the index, the diagnostics.
    public let checked: CheckResult
    /// Where imports were read from; sessions read imports through it too.
    public let files: any FileProvider
    /// The files the document's script may use: its imports (checked when
    /// it is loaded) and the archives of `preserve to` and `restore from`
    /// (in every run, test and session of it, whatever their options say).
    public let filePolicy: FilePolicy
    /// The program, built once when the file has no errors.
    let program: Program?

    /// Wraps an existing check result (for tools that run the front end
    /// themselves; their loader applied `filePolicy` to the imports, if at all).
    public init(checked: CheckResult, files: any FileProvider = DiskFileProvider(),
                filePolicy: FilePolicy = .unrestricted) {
        self.checked = checked
        self.files = files
        self.filePolicy = filePolicy
        program = checked.hasErrors ? nil : Program(checked)
    }

    /// Loads a storyboard from source text. `path` names it in diagnostics and
    /// anchors relative imports, which are read through `files`.
    public static func load(text: String, path: String = "main.flow",
                            files: any FileProvider = InMemoryFileProvider(),
                            filePolicy: FilePolicy = .unrestricted) -> FlowDocument {
        let source = SourceFile(path: path, text: text)
        return FlowDocument(checked: check(source, loader: files.sourceLoader(policy: filePolicy)), files: files,
                            filePolicy: filePolicy)
    }

    /// Loads the storyboard in the file at `path`, and its imports, through `files`.
    /// Throws when the file itself cannot be read; problems inside it are diagnostics.
    public static func load(path: String, files: any FileProvider = DiskFileProvider(),
                            filePolicy: FilePolicy = .unrestricted) throws(LoadError) -> FlowDocument {
        guard let bytes = files.contents(atPath: path) else { throw LoadError(path: path) }
        let source = SourceFile(path: path, bytes: bytes)
        return FlowDocument(checked: check(source, loader: files.sourceLoader(policy: filePolicy)), files: files,
                            filePolicy: filePolicy)
    }

    /// Every diagnostic of the file and its imports, in order: errors and warnings, with notes and fix-its.
    public var diagnostics: [Diagnostic] { checked.diagnostics }

    /// Whether any diagnostic is an error (then nothing can run).
    public var hasErrors: Bool { checked.hasErrors }

    /// The main file's path.
    public var path: String { checked.index.path }

    /// The storyboard's name (`storyboard Main`, else the file's base name).
    public var name: String { checked.index.name }

    /// The main file and every file it imports, for rendering diagnostics.
    public var sources: [SourceFile] { checked.sources }

    /// The syntax tree of the main file.
    public var syntax: FlowFile { checked.syntax }

    /// What the storyboard declares, imports resolved.
    public var index: StoryboardIndex { checked.index }

    /// The names of the main file's `test` blocks, in source order.
    public var testNames: [String] { checked.index.tests.map(\.name) }

    /// The diagnostics rendered as `flow check` prints them (`file:line:col: error: …`, source, caret).
    public func renderedDiagnostics(useColor: Bool = false) -> String {
        DiagnosticRenderer(files: checked.sources, useColor: useColor).render(checked.diagnostics)
    }

    /// The 1-based line and column of a byte offset in one of the document's files.
    public func location(of offset: UInt32, in path: String) -> SourceLocation {
        let source = checked.sources.first(where: { $0.path == path }) ?? SourceFile(path: path, bytes: [])
        return LineTable(source).location(of: offset)
    }

    /// A file that could not be read.
    public struct LoadError: Error, Sendable, CustomStringConvertible {
        /// The path that was asked for.
        public var path: String
        /// `PATH: cannot be read`.
        public var description: String { "\(path): cannot be read" }
    }
}
