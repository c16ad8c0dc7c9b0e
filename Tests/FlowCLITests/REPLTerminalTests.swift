import Foundation
import TestSupport
import Testing

/// The real `flow repl`, driven through a pseudo-terminal as a person at a
/// terminal would drive it: typing, Tab completion, history recall,
/// continuation lines, Ctrl-C and Ctrl-D. And the same REPL fed by a pipe.
@Suite(.serialized) struct REPLTerminalTests {
    func start(_ home: String) throws -> PseudoTerminal {
        try #require(PseudoTerminal(
            executable: CLITests.executable.path,
            arguments: ["repl", "examples/recipes.flow", "--history-file", home + "/history"],
            directory: CLITests.packageRoot.path,
            environment: ["HOME": home, "NO_COLOR": "1"]))
    }

    /// The homes `temporaryHome` makes, removed when the test is done.
    let homes = TemporaryFolders(prefix: "flow-repl")

    func temporaryHome() throws -> String {
        try homes.make().path
    }

    @Test func aSessionAtTheTerminal() throws {
        let home = try temporaryHome()
        let terminal = try start(home)
        #expect(terminal.waitFor("RecipeList> "), "the prompt shows the visible scene:\n\(terminal.screen)")

        terminal.type("tap add\r")
        #expect(terminal.waitFor("AddRecipe.viewDidAppear(true)"))
        #expect(terminal.waitFor("AddRecipe> "))

        // Tab completes the controls a person could tap now.
        terminal.type("tap ca\t")
        #expect(terminal.waitFor("tap cancel"), "Tab completion:\n\(terminal.screen)")
        terminal.type("\r")
        #expect(terminal.waitFor("RecipeList.unwind(cancelAdd)"))

        // History: Up recalls the previous line.
        terminal.type("print 40 + 2\r")
        #expect(terminal.waitFor("\n  42\n"))
        // Keys go in at the prompt, as a person types them: under load the
        // REPL may still be printing, with the terminal not yet in raw mode.
        #expect(terminal.waitFor("42\nRecipeList> "))
        terminal.type("\u{1B}[A")
        terminal.type("\r")
        let ranTwice = { terminal.screen.components(separatedBy: "\n  42\n").count >= 3 }
        for _ in 0..<100 where !ranTwice() { terminal.waitFor("never", timeout: 0.1) }
        #expect(ranTwice(), "Up and Enter ran the line again:\n\(terminal.screen)")

        // An open brace continues on the next line.
        terminal.type("if true {\r")
        #expect(terminal.waitFor("...> "))
        terminal.type("print \"inside\"\r}\r")
        #expect(terminal.waitFor("\n  inside\n"))

        // Ctrl-C abandons the input; the session goes on. Typed at the prompt, so that it is
        // libedit's cancel key and not the cooked terminal's SIGINT (both end the same way).
        #expect(terminal.waitFor("inside\nRecipeList> "))
        terminal.type("tap sav")
        #expect(terminal.waitFor("tap sav"))
        let prompts = terminal.screen.components(separatedBy: "RecipeList> ").count
        terminal.type("\u{03}")
        for _ in 0..<100 where terminal.screen.components(separatedBy: "RecipeList> ").count <= prompts {
            terminal.waitFor("never", timeout: 0.1)
        }
        terminal.type("print \"after\"\r")
        #expect(terminal.waitFor("\n  after\n"), "Ctrl-C then a new line:\n\(terminal.screen.suffix(600))")
        #expect(!terminal.screen.contains("no scene declares the control 'sav'"))

        // Ctrl-D quits. Typed at the prompt, as a person would: typed while the
        // REPL is still printing (the terminal in cooked mode), the tty's line
        // discipline would take it as its own end-of-file marker. The prompt
        // is drawn only once the terminal is in editing mode (EditLineReader).
        #expect(terminal.waitFor("after\nRecipeList> "))
        terminal.type("\u{04}")
        let status = terminal.waitForExit()
        #expect(status == 0 || status == PseudoTerminal.reapedElsewhere,
                "Ctrl-D at the prompt quits:\n\(terminal.screen.suffix(300))")
        let history = (try? String(contentsOfFile: home + "/history", encoding: .utf8)) ?? ""
        #expect(history.contains("print\\04040\\040+\\0402") || history.contains("print 40 + 2"),
                "the history is kept across sessions:\n\(history)")
    }

    @Test func mistakesNeverEndTheSession() throws {
        let terminal = try start(try temporaryHome())
        #expect(terminal.waitFor("RecipeList> "))
        terminal.type("tapp add\r")
        #expect(terminal.waitFor("did you mean 'tap'?"))
        terminal.type("push AddRecipeNav\r")
        #expect(terminal.waitFor("Pushing a navigation controller is not supported"))
        terminal.type(":tre\r")
        #expect(terminal.waitFor("did you mean ':tree'?"))
        terminal.type(":tree\r")
        #expect(terminal.waitFor("◀ visible"))
        terminal.type(":quit\r")
        let status = terminal.waitForExit()
        #expect(status == 0 || status == PseudoTerminal.reapedElsewhere)
    }

    @Test func pipedInputIsScriptable() throws {
        let process = Process()
        process.executableURL = CLITests.executable
        process.arguments = ["repl", "examples/recipes.flow"]
        process.currentDirectoryURL = CLITests.packageRoot
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data("tap add\n:tree\n".utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text.contains("  AddRecipe.viewDidAppear(true)\n"))
        #expect(text.contains("└─ AddRecipe  ◀ visible"))
        #expect(!text.contains("RecipeList> ") && !text.contains("AddRecipe> "), "no prompts when standard input is not a terminal")
        #expect(!text.contains("\u{1B}"), "no escape codes")
    }

    /// A runtime error in a hook of the loaded file is reported on the file's own line, quoting it:
    /// the session runs a composition of its declarations, whose line 20 was reported for line 16.
    @Test func aHooksErrorIsReportedOnTheFilesLine() throws {
        let folder = try homes.make()
        let path = folder.appendingPathComponent("app.flow").path
        let text = "// The app.\n\ninitial Nav\nvar items = 0\nnavigation Nav { root A }\n\n\n"
            + "scene A {\n    button next -> show B\n}\nscene Lost {\n    title \"lost\"\n}\n"
            + "scene B {\n    on viewDidAppear {\n        set items = items / 0\n    }\n}\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let outcome = try CLITests().run(["repl", path], input: "tap next\n")
        #expect(outcome.stderr.contains("\(path):16:9: error: division by zero\n   16 |         set items = items / 0\n"),
                "\(outcome.stderr)")
    }

    /// repros/repl-eof-open-block.input: input that ends inside an open `{`
    /// is reported with where the brace is, and the exit code says so.
    @Test func inputEndingInsideABraceIsAnError() throws {
        let outcome = try CLITests().run(["repl", "examples/recipes.flow"], input: "scene A {\ntap add\n")
        #expect(outcome.status == 65)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr == "<stdin>:1:9: error: unfinished input: '{' is not closed at the end of input, so lines 1–2 were not run\n")
    }
}
