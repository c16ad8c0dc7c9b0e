import ArgumentParser
import FlowKit

/// `flow run FILE`: launch the app and run the file's statements.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Launch the app a .flow file describes, run its statements and print the trace."
    )

    @Argument(help: "The .flow file to run.")
    var file: String

    @OptionGroup var output: OutputOptions

    func run() throws {
        let status = CheckRun(output: output).checkAll([file])
        guard status == ExitStatus.success else { throw status }
        Console.error("""
            flow run: \(file) checks clean, but running flows is not available yet: the interpreter \
            (the controller model) is the next piece of work. Use 'flow check' meanwhile.

            """)
        throw ExitStatus.unavailable
    }
}

/// `flow test FILE…`: run every test block.
struct Test: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the test blocks of .flow files, each on a freshly launched app."
    )

    @Argument(help: "The .flow files whose tests to run.")
    var files: [String]

    @ArgumentParser.Option(name: .long, help: "Run only the tests whose name contains this text.")
    var filter: String?

    @OptionGroup var output: OutputOptions

    func run() throws {
        var tests = 0
        let status = CheckRun(output: output).checkAll(files) { result in
            tests += result.syntax.statements.filter { statement in
                if case .test = statement.kind { return true }
                return false
            }.count
        }
        guard status == ExitStatus.success else { throw status }
        Console.error("""
            flow test: \(tests) test\(tests == 1 ? "" : "s") found and checked clean, but running them is not \
            available yet: the interpreter (the controller model) is the next piece of work.

            """)
        throw ExitStatus.unavailable
    }
}
