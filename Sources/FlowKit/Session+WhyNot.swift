// `:why-not STATEMENT`: why a statement would do nothing, fail, or do
// something other than the obvious — from the model's own rules, without
// changing the app. The statement runs on a throwaway interpreter restored
// from a checkpoint of the session's; what it did (and did not do) is read
// against the storyboard: a control not on screen, a `when` guard that is
// false and the values it read, the presentation slot taken, a transition in
// flight, the unwind search's path with each controller's answer, `show`
// falling back to a modal presentation, a popover adapting to a sheet.

/// What `Session.whyNot(_:)` found.
public struct WhyNotAnswer: Sendable {
    /// What the statement would do, in a word.
    public enum Verdict: String, Sendable {
        /// It does what it says.
        case works = "it would work"
        /// Nothing at all would happen (or UIKit would ignore it).
        case doesNothing = "it would do nothing"
        /// A runtime error or UIKit exception would stop it.
        case fails = "it would fail"
        /// It would run, but not as its words suggest.
        case differs = "it would do something else"
    }

    /// The verdict; nil when the text was refused (see `diagnostics`).
    public var verdict: Verdict?
    /// Why, a line each; indented lines detail the line above.
    public var reasons: [String]
    /// What it would print in the trace (without the statement lines).
    public var events: [String]
    /// Why the text was refused: it does not parse or check, or it is not a statement.
    public var diagnostics: [Diagnostic]
    /// The sources the diagnostics point into.
    public var sources: [SourceFile]

    /// The answer as the REPL prints it.
    public var text: String {
        guard let verdict else { return reasons.map { $0 + "\n" }.joined() }
        var lines = [verdict.rawValue + (reasons.isEmpty ? "" : ":")]
        lines += reasons.map { "  " + $0 }
        if !events.isEmpty {
            lines.append("what it would do:")
            lines += events
        }
        return lines.map { $0 + "\n" }.joined()
    }
}

extension Session {
    /// Explains what `text` (statements) would do from the app as it is now,
    /// and why it would not do the obvious. Changes nothing: not the app, not
    /// the variables, not the history.
    public func whyNot(_ text: String) -> WhyNotAnswer {
        lock.withLock {
            catchUpProgram()
            return whyNotLocked(text)
        }
    }

    private func whyNotLocked(_ text: String) -> WhyNotAnswer {
        let question = SourceFile(path: "<why-not>", text: text)
        func refused(_ diagnostics: [Diagnostic], _ sources: [SourceFile]) -> WhyNotAnswer {
            let result = WrittenPlaces.relabel(.refused(diagnostics, sources: sources), input: question)
            // The question's own problems; the storyboard's warnings are not the question.
            let own = result.diagnostics.filter { $0.isError || $0.path == "<why-not>" }
            return WhyNotAnswer(verdict: nil, reasons: [], events: [], diagnostics: own, sources: result.sources)
        }
        func said(_ line: String) -> WhyNotAnswer {
            WhyNotAnswer(verdict: nil, reasons: [line], events: [], diagnostics: [], sources: [])
        }
        let input = SourceFile(path: document.path, text: text)
        let parsed = parse(question)
        if parsed.hasErrors { return refused(parsed.diagnostics, [question]) }
        let split = SessionSource.split(parsed.file, in: input)
        guard split.declarations.isEmpty else {
            return said(":why-not explains statements; a declaration is not run (type it to add it)")
        }
        guard let first = parsed.file.statements.first else { return said(":why-not needs a statement, e.g. ':why-not tap save'") }
        // The same check `run` makes of this text: beside the declarations it names, else against
        // all of them, kept for both (StatementChecks.swift).
        let checked: CheckResult
        let program: Program
        if let quick = checkBesideItsNames(split, input: input, text: text) {
            checked = quick
            program = declarationsProgram.running(question)
        } else {
            let kept = statementChecks.entry(for: text) ?? {
                let composed = SessionSource.compose(input: input, declarations, path: document.path)
                let checked = checkWhole(composed)
                let entry = StatementChecks.Entry(checked)
                statementChecks.keep(entry, for: text)
                return entry
            }()
            checked = kept.checked
            guard let made = kept.program else { return refused(checked.diagnostics, checked.sources) }
            program = made.running(question)
        }

        guard let app = interpreter.app else { return said("the app has not launched: \(lastLaunchError?.text ?? "nothing to explain")") }
        guard let checkpoint = interpreter.checkpoint() else {
            let flying = app.transitionsInFlight.map { "\($0.description) (ends at \(TraceRenderer.stamp($0.end)) s)" }
            return WhyNotAnswer(verdict: .differs, reasons: [
                "a transition is in flight: " + flying.joined(separator: "; "),
                "UIKit refuses to start another presentation or dismissal until it ends; 'wait' finishes it",
            ], events: [], diagnostics: [], sources: [])
        }
        // The dry run, on an interpreter of its own: observers see nothing,
        // and nothing is written (`preserve to` is refused, not done).
        var items: [TraceItem] = []
        var dryOptions = configuration.options
        dryOptions.files = dryOptions.files.readOnly(because: "':why-not' only tries the statement")
        let dry = Interpreter(program: declarationsProgram, options: dryOptions) { items.append($0) }
        dry.restore(checkpoint)
        let outcome = dry.runSessionStatements(checked.index.script, of: program)
        let renderer = TraceRenderer()
        let events = items.flatMap { item -> [String] in
            if case .statement = item { return [] }
            return renderer.lines(for: item)
        }
        // A second copy of the app as it is, to ask about it (the search asks guards).
        let probe = Interpreter(program: declarationsProgram, options: dryOptions) { _ in }
        probe.restore(checkpoint)
        var explainer = WhyNotExplainer(session: self, probe: probe, statement: first, events: events, items: items)
        if let error = outcome.error {
            return WhyNotAnswer(verdict: .fails, reasons: explainer.failure(error), events: events,
                                diagnostics: [], sources: [])
        }
        let (verdict, reasons) = explainer.explain()
        return WhyNotAnswer(verdict: verdict, reasons: reasons, events: events, diagnostics: [], sources: [])
    }
}

/// Reads a dry run against the storyboard and the app as it was.
struct WhyNotExplainer {
    let session: Session
    let probe: Interpreter
    let statement: Statement
    let events: [String]
    let items: [TraceItem]

    /// The control a `tap` names (its last part: `tap Detail.save` taps `save`).
    private var tappedControl: String? {
        guard case .tap(let name) = statement.kind else { return nil }
        return (name.rest.last ?? name.first).name
    }

    /// Why the statement would stop with `error`, and where what it named is.
    func failure(_ error: RuntimeError) -> [String] {
        var reasons = [error.text]
        if let control = tappedControl, probe.instance(tapping: control) == nil {
            let owners = probe.sceneNames.filter { probe.declaration(ofScene: $0)?.controls[control] != nil }
            let seen = session.whereabouts().map { " (what a person sees: \($0))" } ?? ""
            if owners.isEmpty {
                reasons.append("no scene declares a control '\(control)'")
            } else {
                reasons.append("'\(control)' is a control of \(owners.joined(separator: ", ")), none of them on screen and uncovered\(seen)")
            }
        }
        return reasons
    }

    /// The verdict and the reasons of a run that did not stop.
    mutating func explain() -> (WhyNotAnswer.Verdict, [String]) {
        var reasons: [String] = []
        var verdict = WhyNotAnswer.Verdict.works
        let warnings = items.compactMap { item -> String? in
            if case .event(let event) = item, event.kind == .warning { return event.text }
            return nil
        }
        for warning in warnings {
            verdict = .differs
            if warning.contains("already presenting") {
                // `… which is already presenting First`: since which input.
                let holder = warning.components(separatedBy: "already presenting ").last ?? ""
                let since = session.inputThatPresented(holder).map { " (since `\($0)`)" } ?? ""
                reasons.append("the presentation slot is taken: \(warning)\(since)")
                reasons.append("  UIKit presents one controller at a time from a presenter; dismiss what it presents first")
            } else if warning.contains("in progress") || warning.contains("while a") {
                reasons.append("a transition is in flight: \(warning)")
            } else {
                reasons.append("UIKit would warn: \(warning)")
            }
        }
        if let unwind = events.first(where: { $0.contains("no view controller above") }) {
            verdict = .doesNothing
            reasons.append(unwind.trimmingWhitespace())
            reasons += unwindSearch()
        }
        if let guardReasons = falseGuard() {
            verdict = .doesNothing
            reasons += guardReasons
        }
        if let fallback = showFallback() {
            verdict = .differs
            reasons.append(fallback)
        }
        if let adapted = popoverAdapted() {
            if verdict == .works { verdict = .differs }
            reasons.append(adapted)
        }
        for adapted in events where adapted.contains(" adapts to ") {
            if verdict == .works { verdict = .differs }
            reasons.append("\(adapted.trimmingWhitespace()): in compact width UIKit adapts the "
                           + "presentation (adaptivePresentationStyle)")
        }
        if events.isEmpty && verdict == .works {
            return (.doesNothing, ["nothing would happen: no callback, no transition"])
        }
        // Only the model's notes ("swipe down: no sheet to dismiss"): nothing happens, and they say why
        // (issue 56: this was "it would work", then the note).
        var notes: [String] = []
        var happens = false
        for item in items {
            switch item {
            case .event(let event) where event.kind == .note: notes.append(event.text)
            case .event, .output, .failure: happens = true
            case .statement: break
            }
        }
        if verdict == .works, !notes.isEmpty, !happens {
            return (.doesNothing, notes)
        }
        return (verdict, reasons)
    }

    /// The unwind search, controller by controller, for the action of an
    /// `unwind` statement or of the unwind segue a tapped control fires.
    private func unwindSearch() -> [String] {
        var action: String?
        var source: InstanceID?
        switch statement.kind {
        case .unwind(let name):
            action = name.name
        case .tap:
            guard let control = tappedControl, let instance = probe.instance(tapping: control),
                  let segue = probe.segue(of: control, on: instance) else { return [] }
            action = segue.unwindAction
            source = instance
        default:
            return []
        }
        guard let action, let search = probe.unwindSearchPath(action: action, from: source) else { return [] }
        if search.visits.isEmpty {
            return ["  the search from \(search.source) asks no controller: nothing contains it"]
        }
        return ["  the search from \(search.source), in UIKit's order (its parent outwards, each container's children first):"]
            + search.visits.map { "    \($0.instance) \($0.answer.rawValue)" }
    }

    /// A tap whose segue's `when` guard is false: only `shouldPerformSegue` was called.
    private func falseGuard() -> [String]? {
        guard let control = tappedControl, let instance = probe.instance(tapping: control),
              let segue = probe.segue(of: control, on: instance), let condition = segue.options.when else { return nil }
        let callbacks = items.filter { if case .event(let event) = $0 { return event.kind == .callback } else { return false } }
        guard callbacks.count == 1, events.first?.contains("shouldPerformSegue") == true else { return nil }
        let text = ExpressionPrinter.text(of: condition) { StringLiteral.spelling($0) }
        var reasons = ["the segue's guard is false, so shouldPerformSegue returns false and UIKit cancels it: when \(text)"]
        for (name, value) in probe.valuesRead(by: text, on: instance) {
            reasons.append("  \(name) is \(value.quotedDescription)")
        }
        return reasons
    }

    /// A popover segue that presented another style: in compact width UIKit
    /// adapts a popover (to a sheet, unless the delegate says otherwise).
    private func popoverAdapted() -> String? {
        guard let control = tappedControl, let instance = probe.instance(tapping: control),
              let segue = probe.segue(of: control, on: instance), segue.kind == .popover,
              let line = events.first(where: { $0.hasPrefix("  present ") }), !line.hasSuffix("(popover)") else { return nil }
        return "the popover was presented as another style (\(line.trimmingWhitespace())): in "
            + "\(probe.app?.width.rawValue ?? "compact") width UIKit adapts a popover "
            + "(adaptivePresentationStyle(for:traitCollection:)); in regular width it stays a popover"
    }

    /// A `show` that presented: no navigation controller among the source's ancestors.
    private func showFallback() -> String? {
        guard let control = tappedControl, let instance = probe.instance(tapping: control),
              let segue = probe.segue(of: control, on: instance), segue.kind == .show,
              let line = events.first(where: { $0.hasPrefix("  present ") }) else { return nil }
        let source = probe.app.map { $0.name(instance) } ?? control
        return "show presented modally (\(line.trimmingWhitespace())): no navigation controller "
            + "holds \(source), so UIKit's show(_:sender:) falls back to present(_:animated:)"
    }
}
