import Testing

extension GoldenFiles {
    /// Compares `actual` with `<folder>/<name>`, recording a difference as an issue of the running
    /// test (at `sourceLocation`); with FLOW_UPDATE_GOLDEN=1 writes it instead, and says so as an issue.
    public func check(_ actual: String, folder: String, expected name: String,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        if let failure = compare(actual, folder: folder, expected: name) {
            Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
        }
    }
}
