// flow-import: the importer behind `flow import`, an executable of its own
// so that FoundationXML (and libxml2, with the ICU libraries it loads) is
// mapped only when storyboards are imported, never at the start of every
// other `flow` command: without them a small `flow check` starts faster and
// smaller (Dependencies.md, "FoundationEssentials"). `flow import` parses the command line, then
// runs this in its place with the same words; the messages are `flow
// import`'s.
//
//   flow-import [--output PATH] [--sources DIR]… [--force] [--] FILE…
//   flow-import --app DIR --output FOLDER [--force]
//   flow-import --app DIR --check FOLDER

import FlowFiles
import FlowImport
import FlowKit
import Foundation

/// What the command line asked for.
struct Arguments {
    var files: [String] = []
    var output: String?
    var sources: [String] = []
    /// Replace files the importer did not write, or that were changed since (`--force`).
    var force = false
    /// An app's source folder, imported whole (`--app`).
    var app: String?
    /// A folder to compare with what importing would write (`--check`), writing nothing.
    var check: String?

    /// The arguments, or why they are wrong.
    static func parse(_ words: [String]) -> Result<Arguments, ImportFailure> {
        var arguments = Arguments()
        var rest = words[...]
        while let word = rest.popFirst() {
            switch word {
            case "--output":
                guard let value = rest.popFirst() else { return .failure(ImportFailure("--output needs a path")) }
                arguments.output = value
            case "--sources":
                guard let value = rest.popFirst() else { return .failure(ImportFailure("--sources needs a folder")) }
                arguments.sources.append(value)
            case "--force":
                arguments.force = true
            case "--check":
                guard let value = rest.popFirst() else { return .failure(ImportFailure("--check needs the folder to compare")) }
                arguments.check = value
            case "--app":
                guard let value = rest.popFirst() else { return .failure(ImportFailure("--app needs the app's source folder")) }
                arguments.app = value
            case "--":
                // What follows is files, whatever they look like (`flow import` passes them so).
                arguments.files += rest
                rest = []
            default:
                arguments.files.append(word)
            }
        }
        if arguments.app != nil {
            guard arguments.files.isEmpty else {
                return .failure(ImportFailure("--app imports every storyboard of the folder: give no storyboard files with it"))
            }
            guard (arguments.output != nil && arguments.output != "-") || arguments.check != nil else {
                return .failure(ImportFailure("--app writes a file per storyboard and App.flow: give a folder with -o"))
            }
            return .success(arguments)
        }
        guard !arguments.files.isEmpty else { return .failure(ImportFailure("give at least one .storyboard file")) }
        return .success(arguments)
    }
}

/// Why the command line is wrong.
struct ImportFailure: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

/// Imports the storyboards and writes the `.flow` files: to standard
/// output, to the `--output` file, or into the `--output` folder.
struct StoryboardImport {
    let arguments: Arguments

    func run() -> CommandStatus {
        Interrupt.install()
        var unreadable = false
        var inputs: [StoryboardInput] = []
        var app: AppFolder?
        var storyboardPaths = arguments.files
        if let folder = arguments.app {
            guard isDirectory(folder) else {
                Console.error("\(folder): error: --app needs the app's source folder, which does not exist\n")
                return .noInput
            }
            let found = AppFolder.discover(folder)
            // Said first: when nothing is left to import, this says why.
            if !found.leftOut.isEmpty {
                let shown = found.leftOut.prefix(5).joined(separator: ", ")
                let more = found.leftOut.count > 5 ? " and \(found.leftOut.count - 5) more" : ""
                // (Built by no target, or only by another program's: an extension's, a test bundle's, an
                // app for another system's, ProjectMembership.swift.)
                Console.error("flow import: not read: \(shown)\(more): no target of the app's Xcode projects builds "
                              + "\(found.leftOut.count == 1 ? "it" : "them") into the iPhone app\n")
            }
            // An app made wholly in code has its screens in Code.flow (CodeScreens), and its launch where
            // its delegate sets the window's root.
            guard !found.storyboards.isEmpty || !found.sources.isEmpty else {
                Console.error("\(folder): error: no .storyboard file and no Swift or Objective-C file in the folder (nor below it)\n")
                return .noInput
            }
            storyboardPaths = found.storyboards
            app = found
        }
        for path in storyboardPaths {
            guard let data = FileManager.default.contents(atPath: path) else {
                Console.error("\(path): error: cannot read the file\n")
                unreadable = true
                continue
            }
            inputs.append(StoryboardInput(path: path, data: data))
        }
        for directory in arguments.sources where !isDirectory(directory) {
            Console.error("\(directory): error: --sources needs a folder that exists\n")
            unreadable = true
        }
        var index = app.map { SourceIndex.scanning(files: $0.sources, conditions: $0.conditions) }
            ?? SourceIndex.scanning(directories: arguments.sources.filter(isDirectory))
        for line in index.unread {
            Console.error("flow import: not read: \(line)\n")
        }
        // A delegate that makes the root in code launches the app there, unless a storyboard is named
        // and the root is set later than the launch (UIKit replaces the storyboard's at launch); a
        // SwiftUI app's `App`, when nothing else launches it, or when it is marked `@main` (SwiftUIAppScenes.swift).
        var launchRoot: WindowRoot?
        if var found = app,
           case let sceneDelegates = index.sceneDelegates(named: found.sceneDelegate, otherRoles: found.otherRolesSceneDelegates),
           var root = index.windowRoot(sceneDelegate: sceneDelegates.launched, otherRolesSceneDelegates: sceneDelegates.otherRoles,
                                         launchScreens: found.launchScreens,
                                         storyboardShownOtherwise: found.launch.flatMap { $0.isGuess ? nil : $0.storyboard })
            ?? (found.launch?.isGuess ?? true ? index.swiftUIAppRoot(preferringFolder: found.appTargetFolder)
                : index.mainSwiftUIAppRoot(preferringFolder: found.appTargetFolder)),
           found.launch?.isGuess ?? true || root.isSetAtLaunch {
            // A root named by its identifier alone: the storyboard declaring it (RootsByIdentifier.swift).
            if root.namesScenesByIdentifierAlone { root = root.resolvingStoryboards(in: inputs) }
            if let message = root.unresolvedIdentifierMessage { Console.error("flow import: \(message)\n") }
            if root.isLaunchable {
                // (The storyboard's own scene, the delegate's root its alternative: launched where the Info.plist says.)
                if !root.isTheStoryboardsOwn { found.launch = .inCode(root) }
                app = found
                launchRoot = root
            }
        }
        var result = importStoryboards(inputs, sources: index, writtenTo: destinationFolder, launchRoot: launchRoot,
                                       launchStoryboard: app?.launch?.storyboard)
        if let folder = arguments.app, result.files.isEmpty, result.errors.isEmpty {
            Console.error("\(folder): error: no .storyboard file, and no view controller of the app's that its code shows\n")
            return .noInput
        }
        if let app, let folder = arguments.app {
            // A storyboard that is the launch screen and the one the app launches into (Mastodon's
            // Main is both) is the app's: UIKit loads it as the main storyboard.
            let launchScreens = app.launchScreens.filter { $0 != app.launch?.storyboard }
            let (files, removed) = AppEntry.withoutLaunchScreens(result.files, named: launchScreens)
            for launchScreen in removed {
                Console.error("flow import: \(launchScreen.sourcePath): the launch screen (UILaunchStoryboardName), "
                              + "shown before the app runs and never navigated to: not imported\n")
            }
            result.files = files
            result.files.append(AppEntry.file(for: result.files, launch: app.launch, folder: folder))
            // What the import gave the launch scene is linked, not said (PresentationsOverTheApp.swift).
            index.launchRootClass = result.launchRootClass
            index.droppingStacksTakenAsRoots(at: result.stacksTakenAsRoots)
            index.launchRoot = launchRoot
            summarise(app, folder: folder, index: index, launchRoot: launchRoot, result: result)
        }
        for warning in result.warnings { Console.error(warning.description + "\n") }
        for error in result.errors { Console.error(error.description + "\n") }
        var failed = !result.errors.isEmpty
        // The output must be canonical and check without errors; anything else is a bug in the importer.
        for problem in result.verificationProblems() {
            Console.error("flow import: internal error, please report it: \(problem)\n")
            failed = true
        }
        // Interrupted: nothing is written, so no output is half there.
        if Interrupt.requested() {
            Console.error("flow import: interrupted (Ctrl-C); nothing was written\n")
            return .interrupted
        }
        if let folder = arguments.check {
            let (report, current) = DriftCheck(folder: folder).compare(result.files)
            if current {
                Console.error("flow import: \(folder) is what importing writes\n")
                return failed ? .dataError : .success
            }
            Console.out(report)
            Console.error("flow import: \(folder) is out of date: flow import --app \(arguments.app ?? "") -o \(folder)\n")
            return .failure
        }
        guard write(result.files) else { return .cannotCreate }
        if unreadable { return .noInput }
        return failed ? .dataError : .success
    }

    /// The folder the files go to (or, for `--check`, are in): the working
    /// folder for standard output (and a pipe, `/dev/stdout`), the output
    /// file's folder for one file.
    private var destinationFolder: String {
        if let folder = arguments.check { return folder }
        guard let output = arguments.output, output != "-" else { return "." }
        if arguments.app == nil && arguments.files.count == 1 && !isDirectory(output) {
            guard case .file = try? OutputTarget.of(output) else { return "." }
            let folder = PathText.folder(of: output)
            return folder.isEmpty ? "." : folder
        }
        return output
    }

    /// Writes the files, each with its mark (`ImportMark`); false when one
    /// could not be written, or would have replaced what a person wrote
    /// (said on standard error, and then nothing is written).
    private func write(_ files: [ImportedFile]) -> Bool {
        // `-o -` is standard output, as no `-o` is.
        guard let output = arguments.output, output != "-" else {
            for file in files {
                if files.count > 1 { Console.out("// ==> \(file.fileName) <==\n") }
                Console.out(ImportMark.stamped(file.text))
            }
            return true
        }
        let targets: [(text: String, path: String)]
        if arguments.app == nil && arguments.files.count == 1 && !isDirectory(output) {
            guard let file = files.first else { return true }
            targets = [(file.text, output)]
        } else {
            do {
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            } catch {
                Console.error("\(output): error: cannot create the folder\n")
                return false
            }
            targets = files.map { ($0.text, PathText.joined(output, $0.fileName)) }
        }
        if !arguments.force {
            let refused = targets.filter { !mayReplace($0.path) }
            guard refused.isEmpty else {
                Console.error("flow import: nothing was written\n")
                return false
            }
        }
        return targets.allSatisfy { save(ImportMark.stamped($0.text), to: $0.path) }
    }

    /// What `--app` found, on standard error: a person sees what was read and what was not.
    private func summarise(_ app: AppFolder, folder: String, index: SourceIndex, launchRoot: WindowRoot?, result: ImportResult) {
        func declarations(_ file: ImportedFile) -> Int {
            file.text.split(separator: "\n").filter { line in
                ["scene ", "navigation ", "tabs ", "split ", "pages ", "container "].contains { line.hasPrefix($0) }
            }.count
        }
        let storyboards = result.files.filter { $0.sourcePath != folder && !$0.isSwiftUIScreens && !$0.isCodeScreens }
        let scenes = storyboards.reduce(0) { $0 + declarations($1) }
        let screens = result.files.filter(\.isSwiftUIScreens).reduce(0) { $0 + declarations($1) }
        let madeInCode = result.files.filter(\.isCodeScreens).reduce(0) { $0 + declarations($1) }
        let outside = index.callsOutsideControllers(launch: launchRoot)
        var summary = "flow import: \(folder): \(storyboards.count) storyboard\(storyboards.count == 1 ? "" : "s"), \(scenes) scenes; "
        if screens > 0 { summary += "\(screens) controller\(screens == 1 ? "" : "s") for the SwiftUI the code hosts (SwiftUI.flow); " }
        if madeInCode > 0 { summary += "\(madeInCode) view controller\(madeInCode == 1 ? "" : "s") made in code (Code.flow); " }
        summary += "\(app.sources.count) source files, \(index.codeTriggerCount) calls that move between scenes linked, "
        if !outside.isEmpty { summary += "\(outside.count) not linked (made outside view controllers), " }
        Console.error(summary + "\(index.notUnderstood.count) not understood\n")
        for line in outside {
            Console.error("flow import: not linked: \(line): flow links such a call in a view controller, "
                          + "on one handed in as a parameter, or in a coordinator a view controller's call reaches\n")
        }
        for line in index.notUnderstood {
            Console.error("flow import: not understood: \(line)\n")
        }
        for cut in index.coordinatorWalksCut() {
            Console.error("flow import: cut short: \(cut)\n")
        }
        for storyboard in app.extensionStoryboards {
            Console.error("flow import: \(storyboard): skipped: an app extension's storyboard (NSExtensionMainStoryboard)\n")
        }
        for storyboard in app.iPadMainStoryboards {
            Console.error("flow import: \(storyboard): skipped: the iPad's main storyboard (UIMainStoryboardFile~ipad), "
                          + "which UIKit loads only on an iPad; flow models an iPhone\n")
        }
        for other in app.otherTargetsStoryboards {
            Console.error("flow import: \(other.path): skipped: \(other.owner), not the app's\n")
        }
        for duplicate in app.duplicates {
            Console.error("flow import: \(duplicate.skipped): skipped: a storyboard of the same name is imported from \(duplicate.kept)\n")
        }
        if let launch = app.launch {
            Console.error("flow import: the app launches in \(launch.storyboard) (\(launch.evidence))\n")
        } else {
            Console.error("flow import: where the app launches was not found; App.flow imports every storyboard, "
                          + "run it with --initial SCENE\n")
        }
        // Where the code sets the window's root, when the launch read is none or a guess: a person
        // starts there (`--initial`), and sees what the import did not follow.
        if app.launch?.isGuess ?? true {
            for place in index.windowRootsSetInCode() {
                Console.error("flow import: the code sets the window's root at \(place), which the launch does not reach "
                              + "as the import reads it\n")
            }
        }
    }

    /// Whether the file at `path` may be replaced: nothing is there, it is no
    /// regular file (a pipe, `/dev/null`), or the importer wrote it and it is
    /// unchanged since. Else says why not and how to go on.
    private func mayReplace(_ path: String) -> Bool {
        guard case .file = try? OutputTarget.of(path), let data = FileManager.default.contents(atPath: path) else { return true }
        let reason: String
        switch ImportMark.verdict(on: String(decoding: data, as: UTF8.self)) {
        case .unchanged: return true
        case .notImported: reason = "flow import did not write this file"
        case .changed: reason = "it was changed since flow import wrote it, and importing again would lose the change"
        }
        let name = PathText.lastComponent(of: path)
        Console.error("""
            \(path): error: not replaced: \(reason)
              = help: keep tests and scripts in a file of their own that imports this one (import "\(name)"), \
            move this one away, then import again; or import with --force to replace it

            """)
        return false
    }

    private func save(_ text: String, to path: String) -> Bool {
        do {
            try OutputFile.write(text, to: path)
            return true
        } catch {
            Console.error("\(path): error: \(error)\n")
            return false
        }
    }

    private func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }
}

switch Arguments.parse(Array(CommandLine.arguments.dropFirst())) {
case .failure(let failure):
    Console.error("flow import: error: \(failure.message)\n")
    exit(CommandStatus.usage.rawValue)
case .success(let arguments):
    exit(StoryboardImport(arguments: arguments).run().rawValue)
}
