import FlowLang
import FlowRuntime

/// Reports the places a session found in its composed storyboard where they
/// were written. A session checks and runs files it composes (the input, then
/// every declaration, SessionSource.swift) under the loaded file's path, and a
/// runtime error in a scene's hook, a failed `expect` of a test or an error a
/// declaration causes elsewhere pointed at a line of that composition: line 20
/// of a file whose hook is on line 16, the line quoted that of no file the user
/// has. Each part of a composition is a piece of the file or input it was
/// written in (`SourcePieces`): the input, each declaration, each statement a
/// replay runs again. Every place in one is moved there, and the composed
/// sources give way to the files they were composed of, so renderers quote the
/// written lines. A composition kept for a text typed before stands for the
/// input typing it now (`input`).
struct WrittenPlaces {
    /// The composed sources among those places point into, by path.
    private var composed: [String: SourcePieces] = [:]
    /// The input the results are of: the text a composition was made to check is this input's.
    private let input: SourceFile?
    /// The sources places were moved into, in the order first used.
    private var origins: [SourceFile] = []
    private var originPaths: Set<String> = []
    /// Composed sources a place is left in (it starts in no piece: text the composition made).
    private var leftIn: Set<String> = []

    /// Places in `sources` (those a result's diagnostics, or its errors, point into), of `input`.
    init(_ sources: [SourceFile], input: SourceFile? = nil) {
        self.input = input
        for source in sources + (input.map { [$0] } ?? []) where composed[source.path] == nil {
            if let pieces = source.pieces { composed[source.path] = pieces }
        }
    }

    /// `result`, a session's answer to `input`, with every place moved where it was written:
    /// its diagnostics' in its check's sources, its error's and failures' in the sources of the
    /// program they ran under.
    static func relabel(_ result: SessionResult, input: SourceFile) -> SessionResult {
        var checked = WrittenPlaces(result.sources, input: input)
        var moved = result
        moved.diagnostics = result.diagnostics.map { checked.moved($0) }
        let ranSources = result.ranUnder?.checked.sources ?? result.sources
        var ran = WrittenPlaces(ranSources, input: input)
        moved.failures = result.failures.map { ran.moved($0, in: ranSources) }
        moved.error = result.error.map { ran.moved($0) }
        // The input first, as its statements run as a file of their own (`Program.running`).
        var sources = [input]
        var paths: Set<String> = [input.path]
        for source in checked.sources(replacing: result.sources) + ran.origins where paths.insert(source.path).inserted {
            sources.append(source)
        }
        // An error in a scene an input added to the program (`Program.adding`) is in that input's layer.
        if let path = moved.error?.path, !paths.contains(path), let source = result.ranUnder?.source(at: path) {
            sources.append(source)
        }
        for (diagnostic, source) in result.placedWhereWritten {
            moved.diagnostics.append(diagnostic)
            if paths.insert(source.path).inserted { sources.append(source) }
        }
        moved.sources = sources
        return moved
    }

    /// `diagnostic` and its notes where they were written.
    mutating func moved(_ diagnostic: Diagnostic) -> Diagnostic {
        var diagnostic = diagnostic
        let composedPath = diagnostic.path
        (diagnostic.path, diagnostic.range) = moved(diagnostic.path, diagnostic.range)
        // A fix-it edits the diagnostic's file: moved with it, and dropped when it was composed of
        // another (it could not be applied where the diagnostic is shown).
        if composed[composedPath] != nil {
            diagnostic.fixIts = diagnostic.fixIts.compactMap { fixIt in
                guard let written = written(composedPath, fixIt.range) else {
                    return composedPath == diagnostic.path ? fixIt : nil
                }
                // One that runs past its piece would edit less than it says: gone too.
                guard written.source.path == diagnostic.path,
                      written.range.end - written.range.start == fixIt.range.end - fixIt.range.start else { return nil }
                return Diagnostic.FixIt(range: written.range, replacement: fixIt.replacement)
            }
        }
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
        guard let (origin, range) = written(failure.path, line: failure.line, column: failure.column, in: sources) else {
            return failure
        }
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
        if let (origin, range) = written(test.path, line: test.line, column: 1, in: sources) {
            (test.path, test.line) = (origin.path, LineTable(origin).location(of: range.start).line)
        }
        return test
    }

    /// `range` of the file `path` where it was written: unchanged unless `path` is a composed source's
    /// and the range starts in one of its pieces.
    private mutating func moved(_ path: String, _ range: SourceRange) -> (String, SourceRange) {
        if let written = written(path, range) { return (written.source.path, written.range) }
        if composed[path] != nil { leftIn.insert(path) }
        return (path, range)
    }

    /// The source and place where `line` and `column` of the composed source `path` (among `sources`) were
    /// written, noted among the origins: what the interpreter reports by line (failures, tests).
    private mutating func written(_ path: String, line: Int, column: Int,
                                  in sources: [SourceFile]) -> (source: SourceFile, range: SourceRange)? {
        guard composed[path] != nil, let source = sources.first(where: { $0.path == path }) ?? (input?.path == path ? input : nil),
              let offset = LineTable(source).offset(line: line, column: column) else { return nil }
        return written(path, SourceRange(start: offset, end: offset))
    }

    /// The source and range where `range` of the composed source `path` was written, noted among the origins.
    private mutating func written(_ path: String, _ range: SourceRange) -> (source: SourceFile, range: SourceRange)? {
        guard let pieces = composed[path], var written = pieces.origin(of: range) else { return nil }
        if written.isInput, let input { written.source = input }
        // An input made of a file's parts (`Session.runDocumentScript()`), or a declaration it made: where in the file.
        if let inFile = written.source.pieces?.origin(of: written.range) { written = inFile }
        if originPaths.insert(written.source.path).inserted { origins.append(written.source) }
        return (written.source, written.range)
    }

    /// `sources` with the composed ones given way to the sources their places were moved into
    /// (the loaded file under the same path), but one a place is left in and no origin shares
    /// its path: a renderer finds the written lines by path, one file to a path.
    func sources(replacing sources: [SourceFile]) -> [SourceFile] {
        origins + sources.filter { source in
            !originPaths.contains(source.path) && (source.pieces == nil || leftIn.contains(source.path))
        }
    }
}
