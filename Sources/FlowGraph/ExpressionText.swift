import FlowLang

/// Guards (`when EXPR`) as canonical one-line text: the same for any spacing,
/// line breaks or comments in the source, so the text baseline does not change
/// when only layout does. It prints as the formatter does, with one addition:
/// string literals also escape the backtick, so the text stays one token
/// wherever a renderer quotes it.
enum ExpressionText {
    /// `recipeName != ""`, `(a || b) && !c`, `count(stack(Browse)) > 1`.
    static func text(of expression: Expression) -> String {
        ExpressionPrinter.text(of: expression, quote: quoted)
    }

    /// A string as a flow string literal (`StringLiteral.spelling`), escaping
    /// also the backtick and what `GraphLabels.isUnprintable` rejects.
    static func quoted(_ value: String) -> String {
        StringLiteral.spelling(value) { $0 == "`" || GraphLabels.isUnprintable($0) }
    }
}
