import ArgumentParser
import FlowFiles
import FlowImport
import FlowLang
import FlowKit
import Foundation

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
            Exits 65 when an input is not an iOS storyboard, 66 when one cannot be read.
            """
    )

    @Argument(help: "The .storyboard files to import.")
    var files: [String]

    @ArgumentParser.Option(name: .shortAndLong,
                           help: "The output file for one storyboard, a folder for several (default: standard output).")
    var output: String?

    @ArgumentParser.Option(name: .long, parsing: .upToNextOption,
                           help: "Folders of Swift and Objective-C sources to scan for unwind actions and the code that moves between scenes.")
    var sources: [String] = []

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one .storyboard file") }
    }

    func run() throws {
        Interrupt.install()
        var unreadable = false
        var inputs: [StoryboardInput] = []
        for path in files {
            guard let data = FileManager.default.contents(atPath: path) else {
                Console.error("\(path): error: cannot read the file\n")
                unreadable = true
                continue
            }
            inputs.append(StoryboardInput(path: path, data: data))
        }
        for directory in sources where !isDirectory(directory) {
            Console.error("\(directory): error: --sources needs a folder that exists\n")
            unreadable = true
        }
        let index = SourceIndex.scanning(directories: sources.filter(isDirectory))
        let result = importStoryboards(inputs, sources: index)
        for warning in result.warnings { Console.error(warning.description + "\n") }
        for error in result.errors { Console.error(error.description + "\n") }
        var failed = !result.errors.isEmpty
        for problem in result.verificationProblems() {
            Console.error("flow import: internal error, please report it: \(problem)\n")
            failed = true
        }
        // Interrupted: nothing is written, so no output is half there.
        if Interrupt.requested() {
            Console.error("flow import: interrupted (Ctrl-C); nothing was written\n")
            throw CommandStatus.interrupted
        }
        try write(result.files)
        if unreadable { throw CommandStatus.noInput }
        if failed { throw CommandStatus.dataError }
    }

    /// Writes the files: to standard output, to the `-o` file, or into the `-o` folder.
    private func write(_ files: [ImportedFile]) throws {
        guard let output else {
            for file in files {
                if files.count > 1 { Console.out("// ==> \(file.fileName) <==\n") }
                Console.out(file.text)
            }
            return
        }
        if inputCount == 1 && !isDirectory(output) {
            guard let file = files.first else { return }
            try save(file.text, to: URL(fileURLWithPath: output))
            return
        }
        let folder = URL(fileURLWithPath: output)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            Console.error("\(output): error: cannot create the folder\n")
            throw CommandStatus.noInput
        }
        for file in files { try save(file.text, to: folder.appendingPathComponent(file.fileName)) }
    }

    private var inputCount: Int { files.count }

    private func save(_ text: String, to url: URL) throws {
        do {
            try AtomicFile.write(text, to: url.path)
        } catch {
            Console.error("\(url.path): error: cannot write the file (\(error.localizedDescription))\n")
            throw CommandStatus.noInput
        }
    }

    /// The output must be canonical and check without errors; anything else is a bug in the importer.
    private func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }
}
