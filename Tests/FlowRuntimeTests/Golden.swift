import FlowKit
import Foundation
import TestSupport
import Testing

/// This target's golden files (`Fixtures/<folder>/X.flow` beside `X.trace` or
/// `X.out`), with failures recorded as test issues; the shared mechanism is
/// `GoldenFiles`.
enum Golden {
    static let files = GoldenFiles(besideTestFile: #filePath)

    /// Every fixture folder but `test`, and the `.flow` files `flow run` checks
    /// there: all of `run/`; elsewhere those with a `.trace` beside them (to
    /// add one there, create an empty `.trace` and refresh).
    static func traceInputs() -> [String] {
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: files.root.path)) ?? [])
            .filter { $0 != "test" }.sorted()
        return folders.flatMap { folder in
            files.inputs(folder).filter { name in
                folder == "run" || FileManager.default.fileExists(
                    atPath: files.directory(folder).appendingPathComponent(traceName(name)).path)
            }.map { "\(folder)/\($0)" }
        }
    }

    static func traceName(_ input: String) -> String {
        String(input.dropLast(".flow".count)) + ".trace"
    }

    /// The text of `name` in the fixture folder.
    static func read(_ folder: String, _ name: String) -> String? {
        FileManager.default.contents(atPath: files.directory(folder).appendingPathComponent(name).path)
            .map { String(decoding: $0, as: UTF8.self) }
    }

    /// Reads the fixture folder's files by their path relative to it, so
    /// outputs do not depend on where the repository is.
    static func reader(_ folder: String) -> CheckReporter.Reader {
        let directory = files.directory(folder)
        return { path in
            guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(path).path) else {
                return .failure(SourceFiles.ReadError(path: path, reason: "no such file"))
            }
            return .success(SourceFile(path: path, bytes: Array(data)))
        }
    }

    /// `name` checked as `flow run` checks it (the default static checks),
    /// its diagnostics written to `streams`: the document, or the exit status.
    /// Its imports and archives are read from the fixture folder.
    static func documents(_ folder: String, _ name: String, streams: ReportStreams) -> Result<[FlowDocument], CommandStatus> {
        let directory = files.directory(folder)
        return CheckReporter(checks: .runAndTest, filePolicy: { _ in .unrestricted(from: directory.path) }, streams: streams)
            .documents([name], read: reader(folder), files: FixtureFiles(directory: directory))
    }
}

/// The files of a fixture folder, by their path relative to it.
struct FixtureFiles: FileProvider {
    let directory: URL

    func contents(atPath path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: directory.appendingPathComponent(path).path).map { Array($0) }
    }
}

extension Golden {
    /// Compares `actual` with `<folder>/<name>`; with FLOW_UPDATE_GOLDEN=1 writes it instead.
    static func compare(_ actual: String, folder: String, expected name: String,
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        files.check(actual, folder: folder, expected: name, sourceLocation: sourceLocation)
    }
}
