import ArgumentParser
import FlowFiles
import FlowKit
import FlowLang
import FoundationEssentials

/// `flow fmt FILE…`: print files in the canonical layout, or rewrite them.
struct Format: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fmt",
        abstract: "Format .flow files in the canonical layout, keeping every comment.",
        discussion: """
            Prints the formatted text to standard output, or with --in-place rewrites the files. \
            With --check nothing is written: the files that are not formatted are listed and the \
            command exits 1. A file with syntax errors is never formatted (exit 65).
            """
    )

    @Argument(help: "The .flow files to format ('-' for standard input, printed or checked).")
    var files: [String]

    @Flag(name: [.short, .customLong("in-place")], help: "Rewrite the files instead of printing them.")
    var inPlace = false

    @Flag(name: .long, help: "Change nothing; list unformatted files and exit 1 if there are any.")
    var check = false

    @OptionGroup var output: OutputOptions

    func validate() throws {
        try output.accept(in: "fmt")
        if inPlace && check {
            throw ValidationError("--in-place and --check exclude each other")
        }
        if inPlace && files.contains(InputFiles.standardInput) {
            throw ValidationError("--in-place cannot rewrite standard input ('-')")
        }
        try InputFiles.validate(files)
    }

    func run() throws {
        let reporter = output.checkReporter()
        var status = CommandStatus.success
        var unformatted: [String] = []
        for path in files {
            let source: SourceFile
            switch InputFiles.read(path) {
            case .failure(let error):
                reporter.write(readError: error)
                status = .noInput
                continue
            case .success(let read):
                source = read
            }
            switch FlowLang.format(source) {
            case .failed(let diagnostics):
                reporter.write(diagnostics, sources: [source])
                if status == .success { status = .dataError }
            case .formatted(let text):
                let changed = text.utf8.elementsEqual(source.bytes) == false
                if check {
                    if changed { unformatted.append(InputFiles.displayName(path)) }
                } else if inPlace {
                    if changed { try write(text, to: path) }
                } else {
                    Console.out(text)
                }
            }
        }
        if check && !unformatted.isEmpty {
            Console.error(unformatted.map { "not formatted: \($0)\n" }.joined())
            if status == .success { status = .failure }
        }
        throw status
    }

    private func write(_ text: String, to path: String) throws {
        do {
            try OutputFile.write(text, to: path)
        } catch {
            Console.error("\(path): error: cannot write the formatted file (\(ErrorText.describing(error)))\n")
            throw CommandStatus.cannotCreate
        }
    }
}
