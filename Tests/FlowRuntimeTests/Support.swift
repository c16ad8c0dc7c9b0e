import FlowKit
import Foundation
import Testing

/// Running source text in tests.
enum Harness {
    static func program(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Program {
        let result = FlowKit.check(SourceFile(path: "t.flow", text: text))
        let errors = result.diagnostics.filter(\.isError)
        #expect(errors.isEmpty, "\(errors.map(\.message))", sourceLocation: sourceLocation)
        return Program(result)
    }

    /// `flow run`: the trace items and the outcome.
    static func run(_ text: String, options: Interpreter.Options = Interpreter.Options(),
                    sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> (items: [TraceItem], outcome: Interpreter.Outcome) {
        let program = try program(text, sourceLocation: sourceLocation)
        var items: [TraceItem] = []
        let outcome = Interpreter(program: program, options: options) { items.append($0) }.runScript()
        return (items, outcome)
    }

    /// What `print` wrote.
    static func output(_ text: String, options: Interpreter.Options = Interpreter.Options(),
                       sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [String] {
        let (items, outcome) = try run(text, options: options, sourceLocation: sourceLocation)
        #expect(outcome.error == nil, "\(outcome.error?.message ?? "")", sourceLocation: sourceLocation)
        return items.compactMap { item in
            if case .output(let line) = item { return line }
            return nil
        }
    }

    /// The error a script stops with.
    static func error(_ text: String, options: Interpreter.Options = Interpreter.Options(),
                      sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> RuntimeError? {
        try run(text, options: options, sourceLocation: sourceLocation).outcome.error
    }

    /// A one-scene storyboard with `body` appended.
    static func scene(_ body: String) -> String {
        "storyboard T\ninitial Nav\nnavigation Nav { root Home }\nscene Home {}\nscene Next {}\n" + body
    }
}
