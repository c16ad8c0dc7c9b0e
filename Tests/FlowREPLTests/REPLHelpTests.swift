import FlowKit
@testable import FlowREPL
import Testing

/// `:help` knows every statement, declaration and meta-command, each with an example.
@Suite struct REPLHelpTests {
    @Test func everyStatementAndDeclarationHasHelpWithAnExample() {
        for keyword in Keyword.statementStarts + Keyword.declarationStarts {
            let help = REPLHelp.text(for: keyword.rawValue)
            #expect(help.contains("\n  e.g. "), "no help for '\(keyword.rawValue)': \(help)")
        }
        for command in REPLHelp.commands {
            #expect(REPLHelp.text(for: command.name).contains("\n  e.g. \(command.example)"))
        }
        #expect(REPLHelp.text(for: "presnt") == "no help on 'presnt'; did you mean 'present'?\n")
    }

    /// Every command's summary starts in one column, the longest usage's
    /// included (issue 56: `:why-not STATEMENT` pushed its summary out).
    @Test func theCommandTableIsAligned() {
        let lines = REPLHelp.text(for: "").split(separator: "\n").filter { $0.hasPrefix("  :") }
        #expect(lines.count == REPLHelp.commands.count)
        // Where each summary starts: after the usage and the spaces that pad it.
        let starts = Set(zip(lines, REPLHelp.commands).map { line, command in
            2 + command.usage.count + line.dropFirst(2 + command.usage.count).prefix { $0 == " " }.count
        })
        #expect(starts.count == 1, "\(lines)")
    }

    @Test func historyListsTheAcceptedInputs() throws {
        let engine = SessionEngine(useColor: false)
        _ = engine.load("examples/recipes.flow")
        #expect(engine.history().text == "no inputs yet\n")
        _ = engine.execute("tap add")
        _ = engine.execute("tap nothing")
        _ = engine.execute("if true {\n  print 1\n}")
        #expect(engine.history().text == "   1  tap add\n   2  if true {\n        print 1\n      }\n")
    }
}
