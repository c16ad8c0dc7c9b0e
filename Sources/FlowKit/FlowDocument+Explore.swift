import FlowExplore

// The explorer for embedding tools (the REPL's `:paths-to` later): FlowKit
// re-exports FlowExplore; this is the entry from a loaded document.
extension FlowDocument {
    /// Explores every state a person can reach in the document's app
    /// (`flow explore`); nil when the document has errors.
    public func explore(options: ExploreOptions = ExploreOptions()) -> ExploreResult? {
        program.map { Explorer(program: $0, options: options).run() }
    }

    /// The covering tests of an exploration of this document (`flow explore --tests`).
    public func coveringTests(of result: ExploreResult, maxSteps: Int = 24) -> GeneratedTests? {
        program.map { TestWriter(maxSteps: maxSteps).write(result, program: $0) }
    }
}
