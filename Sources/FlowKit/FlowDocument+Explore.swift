import FlowExplore
import FlowFiles
import FoundationEssentials

// The explorer for embedding tools (the REPL's `:paths-to` later): FlowKit
// re-exports FlowExplore; this is the entry from a loaded document.
extension FlowDocument {
    /// Explores every state a person can reach in the document's app
    /// (`flow explore`); nil when the document has errors.
    public func explore(options: ExploreOptions = ExploreOptions()) -> ExploreResult? {
        program.map { Explorer(program: $0, options: options).run() }
    }

    /// `text` checked as a file named `name` in this document's folder, read
    /// through its files and their policy: what `coveringTests(of:)` wrote,
    /// whose imports lead to this document's from there.
    public func sibling(text: String, named name: String) -> FlowDocument {
        FlowDocument.load(text: text, path: PathText.joined(PathText.folder(of: path), name), files: files,
                          filePolicy: filePolicy)
    }

    /// The covering tests of an exploration of this document (`flow explore --tests`).
    public func coveringTests(of result: ExploreResult, maxSteps: Int = 24) -> GeneratedTests? {
        program.map { TestWriter(maxSteps: maxSteps).write(result, program: $0) }
    }

    /// The covering tests, to be written at `destination`: the document's
    /// imports, relative to its own folder, are written relative to the
    /// destination's, so the tests find them from wherever they are written.
    public func coveringTests(of result: ExploreResult, maxSteps: Int = 24, writtenTo destination: String) -> GeneratedTests? {
        let current = FileManager.default.currentDirectoryPath
        func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : PathText.joined(current, path) }
        let source = PathText.folder(of: absolute(path))
        let target = PathText.folder(of: absolute(destination))
        let writer = TestWriter(maxSteps: maxSteps, importPath: { written in
            written.hasPrefix("/") ? written : PathText.relative(PathText.joined(source, written), from: target)
        })
        return program.map { writer.write(result, program: $0) }
    }
}
