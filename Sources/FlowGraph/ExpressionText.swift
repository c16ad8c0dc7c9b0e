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

    /// A string as a flow string literal: `\"`, `\\`, `\n`, `\t`, `\r`, `\0`
    /// and `\u{…}` for the backtick and what `GraphLabels.isUnprintable` rejects.
    static func quoted(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\0": out += "\\0"
            default:
                if scalar == "`" || GraphLabels.isUnprintable(scalar) {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
