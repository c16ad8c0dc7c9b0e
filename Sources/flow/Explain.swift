import ArgumentParser
import FlowChecks
import FlowFiles

/// `flow explain CODE`: the UIKit rule behind a static check, and where it is documented.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a warning code of 'flow check' (W101 …): the UIKit rule and its documentation.",
        discussion: "Without a code, lists every code."
    )

    @Argument(help: "A code such as W104, or its id (show-presents-modally).")
    var code: String?

    func validate() throws {
        guard let code else { return }
        guard WarningCode(parsing: code) != nil else {
            throw ValidationError("unknown code '\(code)'; 'flow explain' lists them")
        }
    }

    func run() throws {
        guard let code, let known = WarningCode(parsing: code) else {
            Console.out(Explanation.index)
            return
        }
        Console.out(Explanation.text(for: known))
    }
}
