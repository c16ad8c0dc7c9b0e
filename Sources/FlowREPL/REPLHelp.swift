import FlowKit

/// `:help` and `:help TOPIC`: every meta-command, statement and declaration,
/// each with its form and an example (a test keeps the list complete).
enum REPLHelp {
    struct Command {
        var name: String
        var usage: String
        var summary: String
        var example: String
    }

    /// A statement's or declaration's help: its forms, what it does, an example.
    struct Topic {
        var word: String
        var usage: String
        var summary: String
        var example: String
    }

    static let commands = [
        Command(name: ":help", usage: ":help [topic]", summary: "this help, or help on a command, statement or declaration",
                example: ":help present"),
        Command(name: ":tree", usage: ":tree", summary: "the window's hierarchy", example: ":tree"),
        Command(name: ":events", usage: ":events", summary: "the last statement's events again", example: ":events"),
        Command(name: ":history", usage: ":history", summary: "the inputs accepted so far, numbered", example: ":history"),
        Command(name: ":load", usage: ":load FILE", summary: "load a .flow file and launch it", example: ":load recipes.flow"),
        Command(name: ":reload", usage: ":reload", summary: "load the current file again and relaunch", example: ":reload"),
        Command(name: ":reset", usage: ":reset", summary: "relaunch the app", example: ":reset"),
        Command(name: ":undo", usage: ":undo", summary: "go back to the state before the last input", example: ":undo"),
        Command(name: ":save", usage: ":save FILE", summary: "write the session as a script that replays it",
                example: ":save session.flow"),
        Command(name: ":quit", usage: ":quit", summary: "leave (Ctrl-D too)", example: ":quit"),
    ]

    static let statements: [Topic] = [
        Topic(word: "launch", usage: "launch [compact|regular]", summary: "launch the app afresh in a width class",
              example: "launch regular"),
        Topic(word: "tap", usage: "tap NAME / tap Scene.NAME / tap outside", summary: "a person taps a control",
              example: "tap add"),
        Topic(word: "perform", usage: "perform \"ID\"", summary: "performSegue(withIdentifier:) on the visible scene",
              example: "perform \"showRecipe\""),
        Topic(word: "present", usage: "present D [style S] [transition T] [animated false] [from NAME] [on X]",
              summary: "present a new D modally", example: "present Help style formSheet"),
        Topic(word: "show", usage: "show D", summary: "show(_:sender:): push in a navigation controller, else present",
              example: "show RecipeDetail"),
        Topic(word: "detail", usage: "detail D", summary: "showDetailViewController(_:sender:)", example: "detail Settings"),
        Topic(word: "push", usage: "push D [animated false]", summary: "the nearest navigation controller pushes a new D",
              example: "push RecipeDetail"),
        Topic(word: "pop", usage: "pop / pop to D / pop to root [animated false]",
              summary: "the nearest navigation controller pops", example: "pop to root"),
        Topic(word: "dismiss", usage: "dismiss [X] [animated false]", summary: "dismiss what the visible scene (or X) presents",
              example: "dismiss"),
        Topic(word: "unwind", usage: "unwind ACTION", summary: "fire an unwind segue from the visible scene",
              example: "unwind saveRecipe"),
        Topic(word: "select", usage: "select Tab / select 2", summary: "a person picks a tab", example: "select Favorites"),
        Topic(word: "size", usage: "size regular|compact", summary: "the width class changes", example: "size regular"),
        Topic(word: "swipe", usage: "swipe back|down [to P% then cancel|finish]",
              summary: "the interactive pop or sheet dismissal", example: "swipe down to 40% then cancel"),
        Topic(word: "embed", usage: "embed D in C", summary: "a custom container adds a child", example: "embed Map in Main"),
        Topic(word: "unembed", usage: "unembed D", summary: "a custom container removes a child", example: "unembed Map"),
        Topic(word: "preserve", usage: "preserve [to \"path\"]", summary: "state preservation: archive the app",
              example: "preserve to \"state.json\""),
        Topic(word: "restore", usage: "restore [from \"path\"]", summary: "state restoration: relaunch from the archive",
              example: "restore"),
        Topic(word: "timeline", usage: "timeline { … }", summary: "statements act while animations are in flight",
              example: "timeline { push Detail; wait 0.1; pop }"),
        Topic(word: "wait", usage: "wait SECONDS", summary: "move the virtual clock on", example: "wait 0.35"),
        Topic(word: "alongside", usage: "alongside { … }", summary: "in a hook: run with the transition's animations",
              example: "on viewWillAppear { alongside { print \"fading\" } }"),
        Topic(word: "expect", usage: "expect EXPR [\"message\"] / expect events|order|no { … } / expect warning \"text\"",
              summary: "check the app or the last statement's events", example: "expect visible == RecipeDetail"),
        Topic(word: "set", usage: "set x = EXPR", summary: "assign a variable", example: "set saved = saved + 1"),
        Topic(word: "if", usage: "if EXPR { … } [else { … }]", summary: "run statements on a condition",
              example: "if count(stack(Browse)) > 1 { pop }"),
        Topic(word: "repeat", usage: "repeat N { … }", summary: "run statements N times", example: "repeat 3 { tap recipe; pop }"),
        Topic(word: "print", usage: "print EXPR / print tree / print events", summary: "show a value, the window or the events",
              example: "print tree"),
        Topic(word: "test", usage: "test \"name\" { … }", summary: "declare a test (run with flow test)",
              example: "test \"adds\" { tap add; expect visible == AddRecipe }"),
    ]

    static let declarations: [Topic] = [
        Topic(word: "storyboard", usage: "storyboard NAME", summary: "name the storyboard", example: "storyboard Main"),
        Topic(word: "import", usage: "import \"file.flow\"", summary: "load another storyboard; its scenes are Name.X",
              example: "import \"Settings.flow\""),
        Topic(word: "initial", usage: "initial X", summary: "the window's root at launch", example: "initial Tabs"),
        Topic(word: "scene", usage: "scene X { members… }", summary: "declare (or, when X exists, replace) a scene",
              example: "scene Help { title \"Help\"; button close -> unwind done }"),
        Topic(word: "navigation", usage: "navigation N { root X }", summary: "a navigation controller",
              example: "navigation Browse { root RecipeList }"),
        Topic(word: "tabs", usage: "tabs T { A, B; members… }", summary: "a tab bar controller, tabs in order",
              example: "tabs Tabs { Browse, Favorites }"),
        Topic(word: "split", usage: "split S { primary A; secondary B }", summary: "a split view controller",
              example: "split Settings { primary Menu; secondary Detail }"),
        Topic(word: "container", usage: "container C { embed A; embed B }", summary: "a custom container",
              example: "container Main { embed Map }"),
        Topic(word: "pages", usage: "pages P { A, B }", summary: "a page view controller", example: "pages Intro { One, Two }"),
        Topic(word: "animator", usage: "animator A { duration D; interactive }", summary: "a custom transition animator",
              example: "animator Fade { duration 0.35 }"),
        Topic(word: "presenter", usage: "presenter P { frame W x H; dims; removes presenter }",
              summary: "a custom presentation controller", example: "presenter Half { frame 1.0 x 0.5; dims }"),
        Topic(word: "var", usage: "var x = EXPR", summary: "a global (or, in a scene, an instance variable)",
              example: "var saved = 0"),
        Topic(word: "platform", usage: "platform iOS N", summary: "use iOS N's rules (12: full-screen sheets)",
              example: "platform iOS 12"),
    ]

    static func text(for topic: String) -> String {
        if topic.isEmpty {
            var out = "Type statements and declarations of the flow language; they run at once.\n"
            out += "Input with an open '{' continues on the next line. Tab completes.\n\nCommands:\n"
            for command in commands {
                out += "  " + command.usage.padding(toLength: 16) + command.summary + "\n"
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
