import FlowLang
import FlowModel

/// A checked `.flow` file made ready to run: its sources, its index, the
/// model's storyboard built from it, and, for every scene the model knows,
/// the declaration the interpreter runs hooks, segues and unwinds from.
public struct Program: Sendable {
    /// The main file's check result (sources, syntax, index).
    public let checked: CheckResult
    /// What the model instantiates from.
    public let storyboard: Storyboard
    /// The platform version `print tree` shows.
    public let platformVersion: Int
    /// Every view-controller scene by its model name (`RecipeList`, `Settings.Root`):
    /// a `NameTable`, by flow's own hash of the name, where a dictionary's
    /// SipHash was looked up several times for every statement and callback.
    let scenes: NameTable<SceneInfo>
    /// Whether any scene has a lifecycle hook (most flows have none to run).
    let hasHooks: Bool
    /// Whether a source mentions a layout callback (`viewWillLayoutSubviews`,
    /// `containerViewDidLayoutSubviews`): only then may an `expect events`
    /// read layout events a trace without `--verbose` does not show. A text
    /// search, so a mention in a comment merely keeps them on.
    let mentionsLayoutCallbacks: Bool
    /// Every loaded storyboard by name: the main one and its imports, at any depth.
    let storyboards: [String: StoryboardIndex]
    /// The sources and their line tables, behind a reference: the trace
    /// asks them about every statement, and a method call on the whole
    /// `Program` copied it first.
    private(set) var sourceText: SourceText
    /// The file the top-level statements it runs are in: the main file's, or the input a
    /// session runs under this program (`running(_:)`).
    public private(set) var scriptPath: String
    /// The scenes declaring each control, for the message of a `tap` no scene can take.
    let controlOwners = ControlOwners()

    /// The version an app runs on when nothing says otherwise: the current release.
    public static let currentIOSVersion = IOSRelease.current

    /// Prepares a checked file for running. The result must have no errors.
    public init(_ checked: CheckResult) {
        self.checked = checked
        let built = StoryboardBuilder(main: checked.index).build()
        storyboard = built.storyboard
        scenes = built.scenes
        hasHooks = built.scenes.contains { !$0.value.type.hooks.isEmpty }
        let layout = Array("LayoutSubviews".utf8)
        mentionsLayoutCallbacks = checked.sources.contains { source in
            source.bytes.withUnsafeBufferPointer { bytes in
                guard bytes.count >= layout.count else { return false }
                return (0...(bytes.count - layout.count)).contains { start in
                    bytes[start] == layout[0] && layout.indices.allSatisfy { bytes[start + $0] == layout[$0] }
                }
            }
        }
        storyboards = built.storyboards
        if let platform = checked.index.platform {
            platformVersion = platform.major
        } else {
            platformVersion = Program.currentIOSVersion
        }
        sourceText = SourceText(checked.sources)
        scriptPath = checked.index.path
    }

    /// This program running top-level statements of `input`, a file of their own checked apart
    /// (a session's statements, checked beside the declarations they name): the same scenes and
    /// tables, with `input` among the sources its trace and failures point into. Costs the
    /// input's size, not the program's.
    public func running(_ input: SourceFile) -> Program {
        var program = self
        program.sourceText = SourceText(input, over: sourceText)
        program.scriptPath = input.path
        return program
    }

    /// The main storyboard's index.
    public var index: StoryboardIndex { checked.index }

    /// The main file's path.
    public var path: String { checked.index.path }

    /// The test blocks of the main file, in source order.
    public var tests: [DeclaredTest] { checked.index.tests }

    /// The 1-based line and column of `offset` in the file at `path`.
    public func location(of offset: UInt32, in path: String) -> SourceLocation {
        sourceText.location(of: offset, in: path)
    }

    /// A statement as the trace shows it: its first line, trimmed, with
    /// ` …` (or ` … }` after a `{`) when it goes on.
    public func firstLine(of range: SourceRange, in path: String) -> String {
        sourceText.firstLine(of: range, in: path)
    }

    /// The source text of `range` in file `path`; empty for an unknown file.
    public func text(of range: SourceRange, in path: String) -> String {
        sourceText.source(at: path)?.text(in: range) ?? ""
    }

}

/// A scene's declaration and the storyboard it belongs to (whose globals and
/// names its bodies see).
struct SceneInfo: Sendable {
    var type: DeclaredType
    var storyboard: String
    var path: String
}

/// The sources of a program and their line tables; over those of another
/// program when it runs an input of its own (`Program.running(_:)`), which it
/// shares rather than copies.
final class SourceText: Sendable {
    let sources: [SourceFile]
    /// By path, in a `NameTable` (flow's own hash): every statement run
    /// looks its file up here.
    private let lineTables: NameTable<LineTable>
    /// The sources under these, looked in when these lack a path.
    private let base: SourceText?

    init(_ sources: [SourceFile]) {
        self.sources = sources
        var tables = NameTable<LineTable>()
        for source in sources { tables[source.path] = LineTable(source) }
        lineTables = tables
        base = nil
    }

    /// `source` over `base`'s sources.
    init(_ source: SourceFile, over base: SourceText) {
        sources = [source]
        var tables = NameTable<LineTable>()
        tables[source.path] = LineTable(source)
        lineTables = tables
        self.base = base
    }

    /// The source at `path`, if any.
    func source(at path: String) -> SourceFile? {
        sources.first { $0.path == path } ?? base?.source(at: path)
    }

    /// The 1-based line and column of `offset` in the file at `path`.
    func location(of offset: UInt32, in path: String) -> SourceLocation {
        let table = lineTables[path] ?? base?.lineTable(at: path) ?? LineTable(SourceFile(path: path, bytes: []))
        return table.location(of: offset)
    }

    private func lineTable(at path: String) -> LineTable? {
        lineTables[path] ?? base?.lineTable(at: path)
    }

    /// A statement as the trace shows it: its first line, trimmed, with
    /// ` …` (or ` … }` after a `{`) when it goes on. Works on the bytes:
    /// it runs for every statement a script executes.
    func firstLine(of range: SourceRange, in path: String) -> String {
        guard let source = source(at: path) else { return "" }
        return source.bytes.withUnsafeBufferPointer { bytes -> String in
            var start = min(Int(range.start), bytes.count)
            let end = min(Int(range.end), bytes.count)
            var lineEnd = start
            while lineEnd < end, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            let continues = lineEnd < end
            func isSpace(_ byte: UInt8) -> Bool {
                byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
            }
            while start < lineEnd, isSpace(bytes[start]) { start += 1 }
            while lineEnd > start, isSpace(bytes[lineEnd - 1]) { lineEnd -= 1 }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<lineEnd]), as: UTF8.self)
            guard continues else { return text }
            return lineEnd > start && bytes[lineEnd - 1] == UInt8(ascii: "{") ? text + " … }" : text + " …"
        }
    }
}
