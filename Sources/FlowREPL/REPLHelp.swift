/// `:help` and `:help TOPIC`.
enum REPLHelp {
    struct Command {
        var name: String
        var usage: String
        var summary: String
    }

    static let commands = [
        Command(name: ":help", usage: ":help [topic]", summary: "this help, or help on a command or a statement"),
        Command(name: ":tree", usage: ":tree", summary: "the window's hierarchy"),
        Command(name: ":events", usage: ":events", summary: "the last statement's events again"),
        Command(name: ":load", usage: ":load FILE", summary: "load a .flow file and launch it"),
        Command(name: ":reload", usage: ":reload", summary: "load the current file again and relaunch"),
        Command(name: ":reset", usage: ":reset", summary: "relaunch the app"),
        Command(name: ":undo", usage: ":undo", summary: "go back to the state before the last statement"),
        Command(name: ":save", usage: ":save FILE", summary: "write the session's statements as a script that replays it"),
        Command(name: ":quit", usage: ":quit", summary: "leave (Ctrl-D too)"),
    ]

    static let statements: [(String, String)] = [
        ("tap", "tap NAME / tap Scene.NAME / tap outside — a person taps a control"),
        ("push", "push D [animated false] — the nearest navigation controller pushes a new D"),
        ("pop", "pop / pop to D / pop to root [animated false]"),
        ("present", "present D [style S] [transition T] [animated false] [from NAME] [on X]"),
        ("dismiss", "dismiss [X] [animated false]"),
        ("select", "select Tab / select 2 — the user picks a tab"),
        ("size", "size regular / size compact — the width class changes"),
        ("unwind", "unwind action — fire an unwind segue from the visible scene"),
        ("perform", "perform \"ID\" — performSegue(withIdentifier:) on the visible scene"),
        ("print", "print EXPR / print tree / print events"),
        ("expect", "expect EXPR / expect events { … } / expect order { … } / expect no { … }"),
        ("set", "set x = EXPR"),
        ("scene", "scene X { … } — declares (or, when X exists, replaces) a scene"),
    ]

    static func text(for topic: String) -> String {
        if topic.isEmpty {
            var out = "Type statements and declarations of the flow language; they run at once.\n"
            out += "Input with an open '{' continues on the next line. Tab completes.\n\nCommands:\n"
            for command in commands {
                out += "  " + command.usage.padding(toLength: 16) + command.summary + "\n"
            }
            out += "\nStatements (':help WORD' for one): " + statements.map(\.0).joined(separator: ", ") + "\n"
            return out
        }
        let word = topic
        if let command = commands.first(where: { $0.name == word || $0.name == ":" + word }) {
            return "\(command.usage) — \(command.summary)\n"
        }
        if let statement = statements.first(where: { $0.0 == word }) {
            return statement.1 + "\n"
        }
        return "no help on '\(topic)'; ':help' lists the topics\n"
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self + " " : self + String(repeating: " ", count: length - count)
    }
}
