import ArgumentParser
import FlowKit

/// The files a command reads, where `-` means standard input, as compilers
/// and formatters have it; standard input is shown as `<stdin>`.
enum InputFiles {
    /// The argument that names standard input.
    static let standardInput = "-"

    /// The source named by a command-line argument.
    static func read(_ argument: String) -> Result<SourceFile, SourceFiles.ReadError> {
        argument == standardInput ? SourceFiles.readStandardInput() : SourceFiles.read(argument)
    }

    /// The name diagnostics and listings use for the argument.
    static func displayName(_ argument: String) -> String {
        argument == standardInput ? SourceFiles.standardInputName : argument
    }

    /// Standard input ends once it is read: a second `-` would be empty.
    static func validate(_ arguments: [String]) throws {
        if arguments.filter({ $0 == standardInput }).count > 1 {
            throw ValidationError("standard input ('-') can be read only once")
        }
    }
}
