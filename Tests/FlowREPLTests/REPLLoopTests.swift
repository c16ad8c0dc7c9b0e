import FlowREPL
import Testing

/// Lines given in advance, as if typed.
final class ScriptedReader: LineReader {
    var inputs: [LineInput]
    var prompts: [String] = []
    var remembered: [String] = []

    init(_ inputs: [LineInput]) { self.inputs = inputs }

    func readLine(prompt: String) -> LineInput {
        prompts.append(prompt)
        return inputs.isEmpty ? .endOfInput : inputs.removeFirst()
    }

    func remember(_ line: String) { remembered.append(line) }
}

/// Records what the REPL asks of it.
final class FakeEngine: REPLEngine {
    var calls: [String] = []
    var location = "Home"

    func execute(_ text: String) -> REPLOutput {
        calls.append("execute \(text)")
        return text.hasPrefix("bad") ? REPLOutput(errors: "error: bad input") : REPLOutput(text: "ran \(text)")
    }
    func tree() -> REPLOutput { calls.append("tree"); return REPLOutput(text: "window") }
    func lastEvents() -> REPLOutput { calls.append("events"); return REPLOutput(text: "A.viewDidLoad") }
    func load(_ path: String) -> REPLOutput { calls.append("load \(path)"); return REPLOutput() }
    func reload() -> REPLOutput { calls.append("reload"); return REPLOutput() }
    func reset() -> REPLOutput { calls.append("reset"); return REPLOutput() }
    func undo() -> REPLOutput { calls.append("undo"); return REPLOutput() }
    func save(_ path: String) -> REPLOutput { calls.append("save \(path)"); return REPLOutput() }
    func history() -> REPLOutput { calls.append("history"); return REPLOutput() }
    func whereabouts() -> REPLOutput { calls.append("where"); return REPLOutput() }
    func whyNot(_ statement: String) -> REPLOutput { calls.append("why-not " + statement); return REPLOutput() }
    func pathsTo(_ scene: String) -> REPLOutput { calls.append("paths-to " + scene); return REPLOutput() }
    func edit(_ name: String) -> REPLOutput { calls.append("edit " + name); return REPLOutput() }
    func staleTests(drop: Bool) -> REPLOutput { calls.append("stale \(drop)"); return REPLOutput() }
    func completions(for textBeforeCursor: String) -> [String] { ["tap", "tree"] }
}

@Suite struct REPLLoopTests {
    func run(_ inputs: [LineInput], interactive: Bool = true) -> (FakeEngine, ScriptedReader, String, String) {
        let engine = FakeEngine()
        let reader = ScriptedReader(inputs)
        var out = ""
        var err = ""
        REPL(reader: reader, engine: engine, interactive: interactive,
             write: { out += $0 }, writeError: { err += $0 }).run()
        return (engine, reader, out, err)
    }

    @Test func statementsRunAndErrorsDoNotEndTheSession() {
        let (engine, reader, out, err) = run([.line("tap add"), .line("bad thing"), .line("tap save")])
        #expect(engine.calls == ["execute tap add", "execute bad thing", "execute tap save"])
        #expect(out.contains("ran tap add\n") && out.contains("ran tap save\n"))
        #expect(err == "error: bad input\n")
        #expect(reader.prompts.first == "Home> ", "the prompt shows where the user is")
        #expect(reader.remembered == ["tap add", "bad thing", "tap save"])
    }

    @Test func theWorstOutcomeIsKept() {
        let engine = FakeEngine()
        let repl = REPL(reader: ScriptedReader([.line("bad one"), .line("fine")]), engine: engine, interactive: false,
                        write: { _ in }, writeError: { _ in })
        #expect(repl.worstOutcome == .succeeded)
        repl.run()
        #expect(repl.worstOutcome == .refused)
    }

    @Test func promptPathShowsTheContainers() {
        let (engine, reader, out, err) = run([.line(":prompt path"), .line("tap add"), .line(":prompt scene"),
                                              .line(":prompt"), .line(":prompt nowhere")])
        #expect(engine.calls.contains("where"), "the path prompt asks where the app is")
        #expect(reader.prompts.count == 6)
        #expect(out.contains("the prompt shows the visible scene"))
        #expect(err.contains("':prompt' takes 'path'"))
    }

    @Test func echoWritesEachInputBeforeItsOutput() {
        var out = ""
        REPL(reader: ScriptedReader([.line("tap add"), .line("if a {"), .line("}"), .line(":tree")]),
             engine: FakeEngine(), interactive: false, echo: true, write: { out += $0 }, writeError: { _ in }).run()
        #expect(out == "> tap add\nran tap add\n> if a {\n> }\nran if a {\n}\n> :tree\nwindow\n")
    }

    @Test func anOpenBraceContinuesOnTheNextLine() {
        let (engine, reader, _, _) = run([.line("scene Help {"), .line("  title \"Help\""), .line("}"), .line("tap x")])
        #expect(engine.calls == ["execute scene Help {\n  title \"Help\"\n}", "execute tap x"])
        #expect(reader.prompts == ["Home> ", "...> ", "...> ", "Home> ", "Home> "])
        #expect(REPL.isIncomplete("if a { print \"}\""), "braces in strings do not count")
        #expect(!REPL.isIncomplete("print [1, 2] // {"), "braces in comments do not count")
    }

    @Test func inputEndingInsideABraceIsReportedNotDropped() {
        let engine = FakeEngine()
        var err = ""
        let ending = REPL(reader: ScriptedReader([.line("tap add"), .line(""), .line("scene A {"), .line("  on viewDidLoad { print [1,")]),
                          engine: engine, interactive: false, write: { _ in }, writeError: { err += $0 }).run()
        #expect(ending == .unfinishedInput)
        #expect(engine.calls == ["execute tap add"])
        #expect(err == "<stdin>:3:9: error: unfinished input: '{' is not closed at the end of input, so lines 3–4 were not run\n")
    }

    @Test func inputEndingBetweenInputsEndsQuietly() {
        let (_, _, _, err) = run([.line("scene A {"), .line("}"), .line("} {"), .line("}")], interactive: false)
        #expect(err.isEmpty)
        let ending = REPL(reader: ScriptedReader([.line("tap x")]), engine: FakeEngine(), interactive: false,
                          write: { _ in }, writeError: { _ in }).run()
        #expect(ending == .quit)
    }

    @Test func ctrlCAbandonsTheInputBeingTyped() {
        let (engine, _, _, _) = run([.line("scene Help {"), .interrupted, .line("tap x")])
        #expect(engine.calls == ["execute tap x"])
    }

    @Test func metaCommands() {
        let (engine, _, out, err) = run([
            .line(":tree"), .line(":events"), .line(":load app.flow"), .line(":reload"), .line(":reset"),
            .line(":undo"), .line(":save s.flow"), .line(":help"), .line(":tre"), .line(":quit"), .line("tap never"),
        ])
        #expect(engine.calls == ["tree", "events", "load app.flow", "reload", "reset", "undo", "save s.flow"])
        #expect(out.contains("Commands:"))
        #expect(err.contains("unknown command ':tre'; did you mean ':tree'?"))
    }

    @Test func pipedInputHasNoPromptsOrBanner() {
        let (_, reader, out, _) = run([.line("tap add")], interactive: false)
        #expect(reader.prompts.allSatisfy { $0.isEmpty })
        #expect(out == "ran tap add\n")
    }

    @Test func completionOffersMetaCommandsAfterAColon() {
        let repl = REPL(reader: ScriptedReader([]), engine: FakeEngine(), interactive: true, write: { _ in }, writeError: { _ in })
        #expect(repl.completions(for: ":").contains(":tree"))
        #expect(repl.completions(for: "ta") == ["tap", "tree"])
    }
}
