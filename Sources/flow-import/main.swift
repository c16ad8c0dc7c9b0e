// flow-import: the importer behind `flow import`, an executable of its own
// so that FoundationXML (and libxml2, with the ICU libraries it loads) is
// mapped only when storyboards are imported, never at the start of every
// other `flow` command: without them `flow check` of a small file starts with
// 4 % fewer instructions and 1.7 MiB less resident memory (README.md,
// "Start-up and Foundation"). `flow import` parses the command line, then
// runs this in its place with the same words; the messages are `flow
// import`'s.
//
//   flow-import [--output PATH] [--sources DIR]… [--] FILE…

import FlowFiles
import FlowImport
import FlowKit
import Foundation

/// What the command line asked for.
struct Arguments {
    var files: [String] = []
    var output: String?
    var sources: [String] = []

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
            case "--":
                // What follows is files, whatever they look like (`flow import` passes them so).
                arguments.files += rest
                rest = []
            default:
                arguments.files.append(word)
            }
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
        for path in arguments.files {
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
        let index = SourceIndex.scanning(directories: arguments.sources.filter(isDirectory))
        let result = importStoryboards(inputs, sources: index)
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
        guard write(result.files) else { return .noInput }
        if unreadable { return .noInput }
        return failed ? .dataError : .success
    }

    /// Writes the files; false when one could not be written (said on standard error).
    private func write(_ files: [ImportedFile]) -> Bool {
        guard let output = arguments.output else {
            for file in files {
                if files.count > 1 { Console.out("// ==> \(file.fileName) <==\n") }
                Console.out(file.text)
            }
            return true
        }
        if arguments.files.count == 1 && !isDirectory(output) {
            guard let file = files.first else { return true }
            return save(file.text, to: URL(fileURLWithPath: output))
        }
        let folder = URL(fileURLWithPath: output)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            Console.error("\(output): error: cannot create the folder\n")
            return false
        }
        return files.allSatisfy { save($0.text, to: folder.appendingPathComponent($0.fileName)) }
    }

    private func save(_ text: String, to url: URL) -> Bool {
        do {
            try AtomicFile.write(text, to: url.path)
            return true
        } catch {
            Console.error("\(url.path): error: cannot write the file (\(error.localizedDescription))\n")
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
