/// Expressions as canonical one-line text: `a + b`, `presented(RecipeList)`,
/// `[A, B]`, `(a || b) && c` — the same for any spacing, line breaks or
/// comments in the source. The formatter prints expressions with it, and so
/// do tools that need an expression as a stable string (the navigation
/// graph's guards). Parentheses print as the AST holds them; since it came
/// from a parse, operators already nest as their precedence says.
public enum ExpressionPrinter {
    /// The text of `expression`; string literals are spelled by
    /// `quote` (each caller escapes what its output needs), other literals
    /// as the language writes them.
    public static func text(of expression: Expression, quote: (String) -> String) -> String {
        func text(_ expression: Expression) -> String {
            switch expression.kind {
            case .number(let literal):
                return literal.text
            case .string(let literal):
                return quote(literal.value)
            case .boolean(let value, _):
                return value ? "true" : "false"
            case .nil:
                return "nil"
            case .name(let identifier):
                return identifier.text
            case .member(let base, let name, _):
                return text(base) + "." + name.text
            case .call(let callee, let arguments, _):
                return callee.text + "(" + arguments.map(text).joined(separator: ", ") + ")"
            case .list(let elements, _):
                return "[" + elements.map(text).joined(separator: ", ") + "]"
            case .unary(let op, let operand, _):
                // `- -1`, not `--1`, which reads as a decrement.
                let operandText = text(operand)
                let separator = op == .negate && operandText.hasPrefix("-") ? " " : ""
                return op.rawValue + separator + operandText
            case .binary(let op, let left, let right, _):
                return text(left) + " " + op.rawValue + " " + text(right)
            case .parenthesized(let inner, _):
                return "(" + text(inner) + ")"
            }
        }
        return text(expression)
    }
}
