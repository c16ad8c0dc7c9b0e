import FlowKit

/// `:help` and `:help TOPIC`: every meta-command, statement and declaration,
/// each with its form and an example (a test keeps the list complete).
enum REPLHelp {
    /// A meta-command's help has the shape of a keyword's: its word (`:tree`), form, summary, example.
    typealias Command = KeywordHelp

    /// A statement's or declaration's help (kept in FlowKit, which the language server shares).
    typealias Topic = KeywordHelp

    static let commands = [
        Command(word: ":help", usage: ":help [topic]", summary: "this help, or help on a command, statement or declaration",
                example: ":help present"),
        Command(word: ":tree", usage: ":tree", summary: "the window's hierarchy", example: ":tree"),
        Command(word: ":events", usage: ":events", summary: "the last statement's events again", example: ":events"),
        Command(word: ":history", usage: ":history", summary: "the inputs accepted so far, numbered", example: ":history"),
        Command(word: ":where", usage: ":where", summary: "the visible scene and the containers and presenters around it",
                example: ":where"),
        Command(word: ":why-not", usage: ":why-not STATEMENT",
                summary: "why a statement would do nothing, fail or surprise, without running it",
                example: ":why-not tap save"),
        Command(word: ":prompt", usage: ":prompt path|scene",
                summary: "show the containers around the visible scene in the prompt, or only the scene",
                example: ":prompt path"),
        Command(word: ":edit", usage: ":edit NAME",
                summary: "edit a declaration in $VISUAL or $EDITOR; saved, it replaces the old one",
                example: ":edit RecipeList"),
        Command(word: ":stale-tests", usage: ":stale-tests drop|refuse",
                summary: "let a declaration that breaks only tests go through, setting them aside (or refuse it)",
                example: ":stale-tests drop"),
        Command(word: ":paths-to", usage: ":paths-to SCENE",
                summary: "the shortest statements from here that make a scene visible", example: ":paths-to Notes"),
        Command(word: ":load", usage: ":load FILE", summary: "load a .flow file and launch it", example: ":load recipes.flow"),
        Command(word: ":reload", usage: ":reload", summary: "load the current file again and relaunch", example: ":reload"),
        Command(word: ":reset", usage: ":reset", summary: "relaunch the app", example: ":reset"),
        Command(word: ":undo", usage: ":undo", summary: "go back to the state before the last input", example: ":undo"),
        Command(word: ":save", usage: ":save FILE", summary: "write the session as a script that replays it",
                example: ":save session.flow"),
        Command(word: ":quit", usage: ":quit", summary: "leave (Ctrl-D too)", example: ":quit"),
    ]

    static let statements = KeywordHelp.statements
    static let declarations = KeywordHelp.declarations

    static func text(for topic: String) -> String {
        if topic.isEmpty {
            var out = "Type statements and declarations of the flow language; they run at once.\n"
            out += "Input with an open '{' continues on the next line. Tab completes.\n\nCommands:\n"
            // One column for every usage, however long the longest (`:stale-tests drop|refuse`).
            let width = (commands.map(\.usage.count).max() ?? 0) + 2
            for command in commands {
                out += "  " + command.usage.padding(toLength: width) + command.summary + "\n"
            }
            out += "\nStatements (':help WORD' for one): " + statements.map(\.word).joined(separator: ", ") + "\n"
            out += "Declarations: " + declarations.map(\.word).joined(separator: ", ") + "\n"
            return out
        }
        if let command = commands.first(where: { $0.name == topic || $0.name == ":" + topic }) {
            return "\(command.usage) — \(command.summary)\n  e.g. \(command.example)\n"
        }
        if let entry = (statements + declarations).first(where: { $0.word == topic }) {
            return "\(entry.usage) — \(entry.summary)\n  e.g. \(entry.example)\n"
        }
        let near = Suggestion.closest(to: topic, among: commands.map(\.name) + (statements + declarations).map(\.word))
        return "no help on '\(topic)'" + (near.map { "; did you mean '\($0)'?" } ?? "; ':help' lists the topics") + "\n"
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self + " " : self + String(repeating: " ", count: length - count)
    }
}

extension KeywordHelp {
    /// A meta-command's name (`:tree`): its word.
    var name: String { word }
}
