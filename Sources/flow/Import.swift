import ArgumentParser
import FlowFiles
import FlowKit

/// `flow import FILE.storyboard… [-o OUT] [--sources DIR…]`: Interface
/// Builder storyboards to `.flow` files, one per storyboard.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn Interface Builder storyboards into .flow files.",
        discussion: """
            Storyboards given together are imported together: a storyboard reference to one of them \
            becomes an 'import'; a reference to any other storyboard becomes a placeholder scene. \
            What flow cannot express becomes a comment in the output and a warning on standard error. \
            Each file it writes carries a mark; importing again replaces only files it wrote and nobody \
            changed since, so keep tests in a file of your own that imports the generated one \
            (--force replaces them anyway). \
            Exits 65 when an input is not an iOS storyboard, 66 when one cannot be read, 73 when an \
            output file cannot be written or was not replaced.
            """
    )

    @Argument(help: "The .storyboard files to import.")
    var files: [String] = []

    @ArgumentParser.Option(name: .long,
                           help: "An app's source folder: import every storyboard in it, read its code, and write App.flow, the entry, beside them (needs -o FOLDER).")
    var app: String?

    @ArgumentParser.Option(name: .shortAndLong,
                           help: "The output file for one storyboard, a folder for several (default: standard output).")
    var output: String?

    @ArgumentParser.Option(name: .long, parsing: .upToNextOption,
                           help: "Folders of Swift and Objective-C sources to scan for unwind actions and the code that moves between scenes.")
    var sources: [String] = []

    @ArgumentParser.Option(name: .long,
                           help: "With --app: write nothing; exit 1 with what would change when this folder is not what importing writes (for CI).")
    var check: String?

    @Flag(name: .long, help: "Replace output files flow import did not write, or that were changed since it wrote them.")
    var force = false

    func validate() throws {
        if app != nil {
            if !files.isEmpty { throw ValidationError("--app imports every storyboard of the folder: give no storyboard files with it") }
            if (output == nil || output == "-") && check == nil {
                throw ValidationError("--app writes a file per storyboard and App.flow: give a folder with -o")
            }
            if output != nil && check != nil { throw ValidationError("--check writes nothing: give -o or --check, not both") }
            if !sources.isEmpty { throw ValidationError("--app reads every source file of the folder: --sources is not needed") }
        } else if check != nil {
            throw ValidationError("--check compares an app's import: give --app FOLDER")
        } else if files.isEmpty {
            throw ValidationError("give at least one .storyboard file, or --app FOLDER")
        }
    }

    /// Runs the `flow-import` helper in this process's place: FoundationXML,
    /// which reads storyboards, loads there and not at the start of every
    /// `flow` command (Sources/flow-import/main.swift).
    func run() throws {
        guard let importer = ThisExecutable.helper("flow-import", for: "flow import") else { throw CommandStatus.unavailable }
        var words: [String] = []
        if let output { words += ["--output", output] }
        for folder in sources { words += ["--sources", folder] }
        if force { words.append("--force") }
        if let app { words += ["--app", app] }
        if let check { words += ["--check", check] }
        ThisExecutable.replace(with: importer, words + ["--"] + files, command: "flow import")
        throw CommandStatus.unavailable
    }
}
