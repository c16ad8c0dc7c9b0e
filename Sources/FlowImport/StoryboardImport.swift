import FlowFiles
import FlowLang
import Foundation

/// A storyboard to import: its path (for names and messages) and its bytes.
public struct StoryboardInput: Sendable {
    /// The storyboard's path as given (`Base.lproj/Main.storyboard`); its base name names the storyboard.
    public var path: String
    /// The storyboard's XML, as read from disk.
    public var data: Data

    /// A storyboard read from `path`, with its contents.
    public init(path: String, data: Data) {
        self.path = path
        self.data = data
    }

    /// The storyboard's name, as references spell it: the file's base name.
    public var name: String { Self.name(ofPath: path) }

    /// `Main` for `Base.lproj/Main.storyboard`.
    static func name(ofPath path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".storyboard") ? String(file.dropLast(".storyboard".count)) : file
    }
}

/// One imported storyboard: its `.flow` file's name and canonical text.
public struct ImportedFile: Sendable, Equatable {
    /// The flow storyboard name (`Main`).
    public var storyboard: String
    /// `Main.flow`: the name other imported files use to import it.
    public var fileName: String
    /// The `.flow` source, formatted in the canonical style.
    public var text: String
    /// The storyboard it came from.
    public var sourcePath: String

    /// Whether it holds the SwiftUI screens the app's code hosts (`SwiftUI.flow`), not a storyboard.
    public var isSwiftUIScreens: Bool { sourcePath == SwiftUIScreens.path }

    /// Whether it holds the view controllers the app's code makes (`Code.flow`), not a storyboard.
    public var isCodeScreens: Bool { sourcePath == CodeScreens.path }
}

/// What `importStoryboards` made: a file per storyboard that could be read,
/// warnings for what flow cannot express, errors for inputs refused.
public struct ImportResult: Sendable {
    /// One `.flow` file per storyboard imported, in input order.
    public var files: [ImportedFile]
    /// What flow cannot express or skipped; each is also a comment in its file.
    public var warnings: [ImportWarning]
    /// Inputs that could not be imported at all (they have no file).
    public var errors: [ImportError]
    /// The class of the scene the app launches into, when known (`SourceIndex.launchRootClass`).
    public var launchRootClass: String?
    /// The places of the calls setting a stack that the import read as a storyboard's navigation
    /// controller's root, no moves (NavigationRootsSetInCode.swift).
    public var stacksTakenAsRoots: Set<String> = []
}

/// Imports storyboards together: references between them become `import`s.
/// `sources` (see `SourceIndex.scanning`) tells which classes implement
/// which unwind actions. Never traps on input: a file that cannot be read is
/// an error, and what cannot be expressed is a warning and a comment.
///
/// `writtenTo`, the folder the files go to, has each declaration say where
/// in its storyboard it comes from (`// from ../App/Base.lproj/Main.storyboard:12`,
/// relative to that folder), which `flow check` adds to its warnings (`ImportProvenance`).
///
/// `launchRoot`, where an app launches into a controller its delegate makes in code
/// (`SourceIndex.windowRoot`), is the initial scene of `Code.flow`.
public func importStoryboards(_ inputs: [StoryboardInput], sources: SourceIndex = SourceIndex(),
                              writtenTo folder: String? = nil, launchRoot: WindowRoot? = nil,
                              launchStoryboard: String? = nil) -> ImportResult {
    var sources = sources
    var errors: [ImportError] = []
    var storyboards: [Storyboard] = []
    var flowNames: [String] = []
    var taken: [String: String] = [:]
    for input in inputs {
        switch MarkupParser.parse(input.data) {
        case .failure(let error):
            errors.append(ImportError(kind: .malformedXML, file: input.path, line: error.line,
                                      message: FileSniffer.notAStoryboard(input.data, parserMessage: error.message,
                                                                          line: error.line, column: error.column)))
        case .success(let document):
            switch StoryboardReader.read(document, name: input.name, path: input.path) {
            case .failure(let error):
                errors.append(error)
            case .success(let storyboard):
                let flowName = FlowNames.upperCamel(input.name, prefix: "Storyboard", maximumWords: 12) ?? "Storyboard"
                if let first = taken[flowName] {
                    errors.append(ImportError(kind: .duplicateName, file: input.path, line: 1,
                                              message: "'\(input.path)' and '\(first)' would both become \(flowName).flow"))
                    continue
                }
                taken[flowName] = input.path
                storyboards.append(storyboard)
                flowNames.append(flowName)
            }
        }
    }
    sources.noteStoryboards(storyboards)
    sources.launchRootClass = launchRootClass(launchRoot, storyboard: launchStoryboard, in: storyboards)
    sources.launchRoot = launchRoot
    sources.launchStoryboard = launchRoot == nil || launchRoot?.isTheStoryboardsOwn == true ? launchStoryboard : nil
    sources.workOutMovesOverTheApp()
    // The SwiftUI screens the code hosts, as one more storyboard (SwiftUIScreens), unless one is so named;
    // a storyboard's hosting controller whose view an @IBSegueAction gives is one of them.
    if taken[SwiftUIScreens.storyboardName] == nil { SegueActionHosts.resolve(&storyboards, sources: sources) }
    if taken[SwiftUIScreens.storyboardName] == nil,
       let screens = SwiftUIScreens.storyboard(sources: sources, storyboards: storyboards) {
        storyboards.append(screens)
        flowNames.append(SwiftUIScreens.storyboardName)
    }
    // The view controllers the code makes, likewise (CodeScreens).
    if taken[CodeScreens.storyboardName] == nil,
       let screens = CodeScreens.storyboard(sources: sources, root: launchRoot,
                                            storyboardTabBars: TabsSetInCode.tabBarClassesWithoutTabs(in: storyboards)) {
        storyboards.append(screens)
        flowNames.append(CodeScreens.storyboardName)
    }
    // A storyboard's tab bar controller whose class gives it its tabs in code: those tabs.
    TabsSetInCode.give(&storyboards, sources: sources)
    // A storyboard's navigation controller with no root, whose stack the code sets: that root, and the
    // calls setting it no moves.
    let stacksTakenAsRoots = NavigationRootsSetInCode.give(&storyboards, sources: sources)
    if !stacksTakenAsRoots.isEmpty {
        sources.droppingStacksTakenAsRoots(at: stacksTakenAsRoots)
        sources.workOutMovesOverTheApp()
    }
    let codeNavigations = CodeNavigation.wrap(&storyboards, sources: sources)
    var set = StoryboardSet(storyboards: storyboards, flowNames: flowNames, sources: sources)
    set.codeNavigations = codeNavigations
    let unwinds = UnwindActions(storyboards: storyboards, sources: sources)
    let adaptations = AdaptivePresentations(storyboards: storyboards, sources: sources)
    var files: [ImportedFile] = []
    var warnings: [ImportWarning] = []
    for index in storyboards.indices {
        let provenance = folder.map { folder in
            PathText.relative(absolute(storyboards[index].path), from: absolute(folder))
        }
        var mapper = FlowMapper(linked: set, index: index, unwinds: unwinds, adaptations: adaptations,
                                provenance: provenance)
        let items = mapper.map()
        warnings.append(contentsOf: mapper.warnings)
        var builder = SyntaxBuilder()
        for item in items { builder.add(item) }
        let fileName = flowNames[index] + ".flow"
        let (file, source) = builder.finish(path: fileName)
        files.append(ImportedFile(storyboard: flowNames[index], fileName: fileName,
                                  text: Formatter(file: file, source: source).format(), sourcePath: storyboards[index].path))
    }
    return ImportResult(files: files, warnings: warnings, errors: errors, launchRootClass: sources.launchRootClass,
                        stacksTakenAsRoots: stacksTakenAsRoots)
}

/// `path` from the root: as it is when absolute, else under the working folder.
private func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : PathText.joined(FileManager.default.currentDirectoryPath, path)
}

/// The class of the app's own scene on screen at launch: the root the delegate makes in code, or a
/// storyboard's scene it instantiates, or the launch storyboard's initial scene (PresentationsOverTheApp.swift).
private func launchRootClass(_ root: WindowRoot?, storyboard: String?, in storyboards: [Storyboard]) -> String? {
    guard let root else { return storyboards.first { $0.name == storyboard }?.appClass(identifier: nil) }
    if let named = root.rootClass { return named }
    let shown = root.tabs.first ?? root.made
    return storyboards.first { $0.name == shown.storyboard }?.appClass(identifier: shown.identifier)
}
