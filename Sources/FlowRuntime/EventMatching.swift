import FlowLang
import FlowModel

/// Matching `expect events/order/no` patterns against events, and the
/// diff shown when `expect events` fails.
public enum EventMatching {
    /// The layout callbacks, which `expect events` leaves aside unless the block names one.
    public static let layoutMethods: Set<String> = ["viewWillLayoutSubviews", "viewDidLayoutSubviews"]

    /// How a pattern's argument is spelled in traces: names as written,
    /// `true`, `nil`, `40%`, strings that are not names in quotes.
    public static func spelling(of expression: Expression) -> String {
        switch expression.kind {
        case .name(let identifier): return identifier.text
        case .member(let base, let name, _): return spelling(of: base) + "." + name.text
        case .boolean(let value, _): return value ? "true" : "false"
        case .nil: return "nil"
        case .number(let literal): return literal.text
        case .string(let literal): return EventSpelling.identifier(literal.value)
        case .parenthesized(let inner, _): return spelling(of: inner)
        case .call(let callee, let arguments, _):
            return callee.text + "(" + arguments.map(spelling(of:)).joined(separator: ", ") + ")"
        case .list(let elements, _): return "[" + elements.map(spelling(of:)).joined(separator: ", ") + "]"
        case .unary(let op, let operand, _): return op.rawValue + spelling(of: operand)
        case .binary(let op, let left, let right, _):
            return spelling(of: left) + " " + op.rawValue + " " + spelling(of: right)
        }
    }

    /// The pattern as it reads: `RecipeList.prepare(showRecipe)`.
    public static func text(of pattern: EventPattern) -> String {
        var text = pattern.receiver.text + "." + pattern.method.text
        if let argument = pattern.argument {
            let label = argument.label.map { $0.text + ": " } ?? ""
            text += "(" + label + spelling(of: argument.value) + ")"
        }
        return text
    }

    /// Whether `event` is a call the pattern describes; a pattern without an
    /// argument matches any argument, one without a label any label.
    public static func matches(_ pattern: EventPattern, _ event: Event) -> Bool {
        guard event.kind == .callback || event.kind == .layout,
              event.receiverName.reads(pattern.receiver.text), event.methodName.reads(pattern.method.name) else {
            return false
        }
        guard let argument = pattern.argument else { return true }
        if let label = argument.label, event.labelName?.reads(label.name) != true { return false }
        return event.argumentName?.reads(spelling(of: argument.value)) ?? false
    }

    /// The events `expect events/order/no` looks at: callbacks, and layout
    /// callbacks only when a pattern names one. `viewIsAppearing` is left
    /// aside the same way unless a pattern names it: it follows every
    /// `viewWillAppear` on iOS 13 and later and on iOS 12 never comes, so a
    /// block that does not ask about it means the same, and passes alike, on
    /// every platform (and blocks written before flow modelled it keep their meaning).
    public static func relevantEvents(_ events: [Event], for patterns: [EventPattern]) -> [Event] {
        let includeLayout = patterns.contains { layoutMethods.contains($0.method.name) }
        let includeIsAppearing = patterns.contains { $0.method.name == isAppearingMethod }
        return events.filter { event in
            switch event.kind {
            case .callback: return includeIsAppearing || !event.methodName.reads(isAppearingMethod)
            case .layout: return includeLayout
            case .note, .warning: return false
            }
        }
    }

    /// `viewIsAppearing`, which `expect events` leaves aside unless the block names it.
    static let isAppearingMethod = LifecycleMethod.viewIsAppearing.rawValue

    /// A line diff of expected patterns against actual events, by their
    /// longest common subsequence: `  ` both, `- ` expected only, `+ ` actual only.
    public static func diff(expected: [EventPattern], actual: [Event]) -> [String] {
        let n = expected.count
        let m = actual.count
        guard n * m <= 1_000_000 else {
            return expected.map { "- " + text(of: $0) } + actual.map { "+ " + $0.text }
        }
        // lengths[i][j]: the LCS of expected[i...] and actual[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] = matches(expected[i], actual[j])
                    ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var lines: [String] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, matches(expected[i], actual[j]) {
                lines.append("  " + actual[j].text)
                i += 1
                j += 1
            } else if j < m, i == n || lengths[i][j + 1] >= lengths[i + 1][j] {
                lines.append("+ " + actual[j].text)
                j += 1
            } else {
                lines.append("- " + text(of: expected[i]))
                i += 1
            }
        }
        return lines
    }
}
