// Expressions, names and literals, printed as one-line text. Nothing here
// places comments: an item's comments are moved out of its expressions by
// `beginItem`.
extension Formatter {
    /// `a + b`, `presented(RecipeList)`, `[A, B]`: `ExpressionPrinter`, with
    /// string literals as the formatter spells them.
    func text(of expression: Expression) -> String {
        ExpressionPrinter.text(of: expression) { StringLiteral.spelling($0) }
    }

    /// `42`, `0.35`, `40%`, `-1`: `NumberLiteral.text`, which spells decimals
    /// in plain digits (never an exponent), so it always reads back.
    func text(of number: NumberLiteral) -> String {
        number.text
    }

    /// A string literal, re-escaped (`StringLiteral.spelling`).
    func text(of literal: StringLiteral) -> String {
        StringLiteral.spelling(literal.value)
    }

    /// `Settings.Root`, `RecipeDetail#2`.
    func text(of name: QualifiedName) -> String {
        name.text
    }

    /// `RecipeDetail#2.viewWillAppear(true)`, `Browse.unwind(for: RecipeList)`.
    func text(of event: EventPattern) -> String {
        var out = text(of: event.receiver) + "." + event.method.text
        if let argument = event.argument {
            out += "("
            if let label = argument.label { out += label.text + ": " }
            out += text(of: argument.value) + ")"
        }
        return out
    }
}
