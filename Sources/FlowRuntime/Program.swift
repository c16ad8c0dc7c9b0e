import FlowLang
import FlowModel
import HashTreeCollections

/// A checked `.flow` file made ready to run: its sources, its index, the
/// model's storyboard built from it, and, for every scene the model knows,
/// the declaration the interpreter runs hooks, segues and unwinds from.
public struct Program: Sendable {
    /// The main file's check result (sources, syntax, index).
    public let checked: CheckResult
    /// What the model instantiates from.
    public private(set) var storyboard: Storyboard
    /// The platform version `print tree` shows.
    public let platformVersion: Int
    /// Every view-controller scene by its model name (`RecipeList`, `Settings.Root`):
    /// a `NameTable`, by flow's own hash of the name, where a dictionary's
    /// SipHash was looked up several times for every statement and callback.
    private(set) var scenes: SceneInfos
    /// Whether any scene has a lifecycle hook (most flows have none to run).
    private(set) var hasHooks: Bool
    /// Whether a source mentions a layout callback (`viewWillLayoutSubviews`,
    /// `containerViewDidLayoutSubviews`): only then may an `expect events`
    /// read layout events a trace without `--verbose` does not show. A text
    /// search, so a mention in a comment merely keeps them on.
    private(set) var mentionsLayoutCallbacks: Bool
    /// Every loaded storyboard by name: the main one and its imports, at any depth.
    let storyboards: [String: StoryboardIndex]
    /// The sources and their line tables, behind a reference: the trace
    /// asks them about every statement, and a method call on the whole
    /// `Program` copied it first.
    private(set) var sourceText: SourceText
    /// The file the top-level statements it runs are in: the main file's, or the input a
    /// session runs under this program (`running(_:)`).
    public var scriptPath: String { inputPath ?? path }
    /// The input a session runs under this program (`running(_:)`); nil for the main file's script
    /// (an optional, which a program copied holds no more to retain for, as the explorer's do).
    private var inputPath: String?
    /// The scenes declaring each control, for the message of a `tap` no scene can take.
    private(set) var controlOwners = ControlOwners()

    /// The version an app runs on when nothing says otherwise: the current release.
    public static let currentIOSVersion = IOSRelease.current

    /// Prepares a checked file for running. The result must have no errors.
    public init(_ checked: CheckResult) {
        self.checked = checked
        let built = StoryboardBuilder(main: checked.index).build()
        storyboard = built.storyboard
        scenes = SceneInfos(built.scenes)
        hasHooks = built.scenes.contains { !$0.value.type.hooks.isEmpty }
        mentionsLayoutCallbacks = checked.sources.contains(where: Program.mentionsLayoutCallbacks)
        storyboards = built.storyboards
        if let platform = checked.index.platform {
            platformVersion = platform.major
        } else {
            platformVersion = Program.currentIOSVersion
        }
        sourceText = SourceText(checked.sources)
    }

    /// Whether `source` names a layout callback (`mentionsLayoutCallbacks`).
    static func mentionsLayoutCallbacks(_ source: SourceFile) -> Bool {
        let layout = Array("LayoutSubviews".utf8)
        return source.bytes.withUnsafeBufferPointer { bytes in
            guard bytes.count >= layout.count else { return false }
            return (0...(bytes.count - layout.count)).contains { start in
                bytes[start] == layout[0] && layout.indices.allSatisfy { bytes[start + $0] == layout[$0] }
            }
        }
    }

    /// The scenes `names` of `layer`, a check of a session's input of new scenes beside the
    /// declarations they name (Session+NewScenes.swift), made ready to join a program
    /// (`adding(_:declaredIn:)`), their source known from then on as `path` (the input,
    /// `<input N>`); nil when one is not a scene a program can take so (an animator, a scene that
    /// brings one UIKit adds): the session then makes its program again, whole.
    public static func newScenes(_ names: [String], checkedIn layer: CheckResult, declaredIn path: String) -> [NewScene]? {
        StoryboardBuilder(main: layer.index).buildScenes(named: names)?.map { scene, info in
            NewScene(scene: scene, info: SceneInfo(type: info.type, storyboard: info.storyboard, path: path))
        }
    }

    /// This program with `newScenes` added, declared in `source` (the input that declared them):
    /// in time of the new scenes, not of the program, whose tables the result shares (issue 53: a
    /// session made the whole program again to run a statement naming a scene it had just
    /// declared). Nil when one is of another storyboard or has a name the program has.
    public func adding(_ newScenes: [NewScene], declaredIn source: SourceFile) -> Program? {
        var program = self
        for new in newScenes {
            guard new.info.storyboard == index.name, program.scenes[new.scene.name] == nil,
                  program.storyboard.scene(named: new.scene.name) == nil else { return nil }
            program.scenes = program.scenes.adding(new.info, named: new.scene.name)
            program.hasHooks = program.hasHooks || !new.info.type.hooks.isEmpty
        }
        program.storyboard = storyboard.adding(newScenes.map(\.scene))
        program.mentionsLayoutCallbacks = mentionsLayoutCallbacks || Program.mentionsLayoutCallbacks(source)
        program.sourceText = SourceText(source, over: sourceText)
        program.controlOwners = ControlOwners()
        return program
    }

    /// This program running top-level statements of `input`, a file of their own checked apart
    /// (a session's statements, checked beside the declarations they name): the same scenes and
    /// tables, with `input` among the sources its trace and failures point into. Costs the
    /// input's size, not the program's.
    public func running(_ input: SourceFile) -> Program {
        var program = self
        program.sourceText = SourceText(input, over: sourceText)
        program.inputPath = input.path
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

    /// The source at `path`: one the program was made of, or one a session added (`adding`, `running`).
    public func source(at path: String) -> SourceFile? {
        sourceText.source(at: path)
    }

    /// The source text of `range` in file `path`; empty for an unknown file.
    public func text(of range: SourceRange, in path: String) -> String {
        sourceText.source(at: path)?.text(in: range) ?? ""
    }

}

/// A scene a session declared, made ready to join its program (`Program.newScenes`).
public struct NewScene: Sendable {
    let scene: Scene
    let info: SceneInfo
}

/// A scene's declaration and the storyboard it belongs to (whose globals and
/// names its bodies see).
struct SceneInfo: Sendable {
    var type: DeclaredType
    var storyboard: String
    var path: String
}

/// The sources of a program and their line tables; and those of the inputs a
/// session added to it (`Program.adding`, `Program.running`), in a persistent
/// table each version shares with the one before.
final class SourceText: Sendable {
    let sources: [SourceFile]
    /// By path, in a `NameTable` (flow's own hash): every statement run
    /// looks its file up here.
    private let lineTables: NameTable<LineTable>
    /// The sources added since, by path.
    private let added: TreeDictionary<String, AddedSource>

    /// A source added to a program, and its line table.
    private struct AddedSource: Sendable {
        let source: SourceFile
        let lines: LineTable
    }

    init(_ sources: [SourceFile]) {
        self.sources = sources
        var tables = NameTable<LineTable>()
        for source in sources { tables[source.path] = LineTable(source) }
        lineTables = tables
        added = [:]
    }

    /// `base`'s sources and `source`, in time of `source` (and the logarithm of those added before).
    init(_ source: SourceFile, over base: SourceText) {
        sources = base.sources
        lineTables = base.lineTables
        var added = base.added
        added[source.path] = AddedSource(source: source, lines: LineTable(source))
        self.added = added
    }

    /// The source at `path`, if any.
    func source(at path: String) -> SourceFile? {
        sources.first { $0.path == path } ?? (added.isEmpty ? nil : added[path]?.source)
    }

    /// The 1-based line and column of `offset` in the file at `path`.
    func location(of offset: UInt32, in path: String) -> SourceLocation {
        let table = lineTables[path] ?? added[path]?.lines ?? LineTable(SourceFile(path: path, bytes: []))
        return table.location(of: offset)
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
