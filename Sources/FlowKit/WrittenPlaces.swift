import FlowLang
import FlowRuntime

/// Reports the places a session found in its composed storyboard where they
/// were written. A session checks and runs one composed file (the input, then
/// every declaration, Session­Source.swift) under the loaded file's path, and a
/// runtime error in a scene's hook, a failed `expect` of a test or an error a
/// declaration causes elsewhere pointed at a line of that composition: line 20
/// of a file whose hook is on line 16, the line quoted that of no file the user
/// has. Each declaration's text is a piece of the file or input it was written
/// in (`SourcePieces`), and each place in one is moved there; the composed
/// sources give way to the files they were composed of, so renderers quote
/// the written lines.
struct WrittenPlaces {
    /// The composed sources among those a result points into, by path.
    private var composed: [String: SourcePieces] = [:]
    /// The sources places were moved into, in the order first used.
    private var origins: [SourceFile] = []
    private var originPaths: Set<String> = []

    /// Places in `sources` (those a result's diagnostics and errors point into).
    init(_ sources: [SourceFile]) {
        for source in sources where composed[source.path] == nil {
            if let pieces = source.pieces { composed[source.path] = pieces }
        }
    }

    /// `result` with every place in a composed source moved to where it was written.
    static func relabel(_ result: SessionResult) -> SessionResult {
        var places = WrittenPlaces(result.sources)
        guard !places.composed.isEmpty else { return result }
        var moved = result
        moved.diagnostics = result.diagnostics.map { places.moved($0) }
        moved.failures = result.failures.map { places.moved($0, in: result.sources) }
        moved.error = result.error.map { places.moved($0) }
        moved.sources = places.sources(replacing: result.sources)
        return moved
    }

    /// `diagnostic` and its notes where they were written.
    mutating func moved(_ diagnostic: Diagnostic) -> Diagnostic {
        var diagnostic = diagnostic
        (diagnostic.path, diagnostic.range) = moved(diagnostic.path, diagnostic.range)
        diagnostic.notes = diagnostic.notes.map { note in
            var note = note
            (note.path, note.range) = moved(note.path, note.range)
            return note
        }
        return diagnostic
    }

    /// `error` where it was written.
    mutating func moved(_ error: RuntimeError) -> RuntimeError {
        var error = error
        (error.path, error.range) = moved(error.path, error.range)
        return error
    }

    /// `failure` where its `expect` was written; its line and column are of `sources`' file of its path.
    mutating func moved(_ failure: ExpectationFailure, in sources: [SourceFile]) -> ExpectationFailure {
        guard composed[failure.path] != nil, let source = sources.first(where: { $0.path == failure.path }),
              let offset = LineTable(source).offset(line: failure.line, column: failure.column),
              let (origin, range) = written(failure.path, SourceRange(start: offset, end: offset)) else { return failure }
        var failure = failure
        let location = LineTable(origin).location(of: range.start)
        (failure.path, failure.line, failure.column) = (origin.path, location.line, location.column)
        return failure
    }

    /// `test` where it was written: the `test` keyword's line, its failures and its error; its
    /// places are of `sources`' files.
    mutating func moved(_ test: TestResult, in sources: [SourceFile]) -> TestResult {
        var test = test
        test.failures = test.failures.map { moved($0, in: sources) }
        if let error = test.error, let (origin, range) = written(error.path, error.range) {
            test.error = moved(error)
            test.errorLocation = LineTable(origin).location(of: range.start)
        }
        if composed[test.path] != nil, let source = sources.first(where: { $0.path == test.path }),
           let offset = LineTable(source).offset(line: test.line, column: 1),
           let (origin, range) = written(test.path, SourceRange(start: offset, end: offset)) {
            (test.path, test.line) = (origin.path, LineTable(origin).location(of: range.start).line)
        }
        return test
    }

    /// `range` of the file `path` where it was written: unchanged unless `path` is a composed source's
    /// and the range starts in one of its pieces.
    private mutating func moved(_ path: String, _ range: SourceRange) -> (String, SourceRange) {
        written(path, range).map { ($0.source.path, $0.range) } ?? (path, range)
    }

    /// The source and range where `range` of the composed source `path` was written, noted among the origins.
    private mutating func written(_ path: String, _ range: SourceRange) -> (source: SourceFile, range: SourceRange)? {
        guard let pieces = composed[path], let written = pieces.origin(of: range) else { return nil }
        if originPaths.insert(written.source.path).inserted { origins.append(written.source) }
        return written
    }

    /// `sources` with the composed ones given way to the sources their places were moved into
    /// (the loaded file under the same path): a renderer finds the written lines by path.
    func sources(replacing sources: [SourceFile]) -> [SourceFile] {
        origins + sources.filter { $0.pieces == nil && !originPaths.contains($0.path) }
    }
}
