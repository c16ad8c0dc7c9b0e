import FlowLang
import FlowModel

// `expect EXPR`, `expect events/order/no { … }`, `expect warning "…"`. A
// failed expectation is reported and recorded, and the run goes on; the
// event forms look at the previous statement's events.
extension Interpreter {
    func expect(_ condition: Expression, message: String?, statement: Statement, in context: Context) throws {
        var comparison = condition
        while case .parenthesized(let inner, _) = comparison.kind { comparison = inner }
        var details: [String] = []
        let holds: Value
        if case .binary(let op, let left, let right, _) = comparison.kind, op.isComparison {
            let leftValue = try evaluate(left, in: context)
            let rightValue = try evaluate(right, in: context)
            holds = try ValueOperations.binary(op, leftValue, rightValue)
            details = [side("left: ", left, leftValue, context), side("right:", right, rightValue, context)]
        } else {
            holds = try evaluate(condition, in: context)
        }
        guard case .boolean(let passed) = holds else {
            throw Failure("'expect' needs a Bool, found \(ValueOperations.typeName(holds)) \(holds.quotedDescription)")
        }
        guard !passed else { return }
        var summary = "expect \(program.text(of: condition.range, in: context.path))"
        if let message { summary = "\(message) (\(summary))" }
        fail(statement, in: context, summary: summary, details: details)
    }

    /// `left:  saved is 0`, or `right: 1` for a literal.
    private func side(_ label: String, _ expression: Expression, _ value: Value, _ context: Context) -> String {
        let source = program.text(of: expression.range, in: context.path)
        if source == value.quotedDescription { return "\(label) \(source)" }
        return "\(label) \(source) is \(value.quotedDescription)"
    }

    func expectEvents(_ node: ExpectEventsStatement, statement: Statement, in context: Context) {
        let actual = EventMatching.relevantEvents(events(in: previous), for: node.events)
        let patterns = node.events
        switch node.mode {
        case .events:
            let same = patterns.count == actual.count
                && zip(patterns, actual).allSatisfy { EventMatching.matches($0, $1) }
            if same { return }
            let details = ["the previous statement's callbacks differ (- expected, + actual):"]
                + EventMatching.diff(expected: patterns, actual: actual).map { "  " + $0 }
            fail(statement, in: context, summary: "expect events", details: details)
        case .order:
            var position = 0
            for (number, pattern) in patterns.enumerated() {
                guard let found = actual[position...].firstIndex(where: { EventMatching.matches(pattern, $0) }) else {
                    let after = number == 0 ? "" : " after \(EventMatching.text(of: patterns[number - 1]))"
                    let details = ["\(EventMatching.text(of: pattern)) did not happen\(after); the callbacks were:"]
                        + (actual.isEmpty ? ["  (none)"] : actual.map { "  " + $0.text })
                    fail(statement, in: context, summary: "expect order", details: details)
                    return
                }
                position = found + 1
            }
        case .no:
            for pattern in patterns {
                if let event = actual.first(where: { EventMatching.matches(pattern, $0) }) {
                    fail(statement, in: context, summary: "expect no",
                         details: ["\(event.text) happened"])
                    return
                }
            }
        }
    }

    func expectWarning(_ text: String, statement: Statement, in context: Context) {
        let warnings = log.filter { previous.contains($0.sequence) && $0.event.kind == .warning }
        if let match = warnings.first(where: { $0.event.method.contains(text) }) {
            excusedWarnings.insert(match.sequence)
            return
        }
        let details = warnings.isEmpty
            ? ["the previous statement logged no warning"]
            : ["the previous statement logged:"] + warnings.map { "  " + $0.event.method }
        fail(statement, in: context, summary: "expect warning \(EventSpelling.quoted(text))", details: details)
    }

    private func fail(_ statement: Statement, in context: Context, summary: String, details: [String]) {
        let location = program.location(of: statement.range.start, in: context.path)
        let failure = ExpectationFailure(path: context.path, line: location.line, column: location.column,
                                         summary: summary, details: details)
        failures.append(failure)
        report(.failure(failure))
    }
}
