/// A readable, indented dump of any syntax value, for `--dump-ast` and for
/// tests that compare trees "up to ranges" (`includeRanges: false`).
///
/// It walks values with `Mirror`, so every node type added later is dumped
/// without touching this file.
public enum SyntaxDump {
    /// An indented dump of `value`; `includeRanges: false` leaves out every `SourceRange`.
    public static func dump(_ value: Any, includeRanges: Bool = true) -> String {
        var out = ""
        write(value, label: nil, indent: 0, includeRanges: includeRanges, to: &out)
        return out
    }

    private static func write(_ value: Any, label: String?, indent: Int, includeRanges: Bool, to out: inout String) {
        let prefix = String(repeating: "  ", count: indent) + (label.map { "\($0): " } ?? "")
        if let range = value as? SourceRange {
            if includeRanges { out += "\(prefix)\(range)\n" }
            return
        }
        switch value {
        case let text as String:
            out += "\(prefix)\(JSONValue.string(text).rendered)\n"
            return
        case is Int, is Double, is Bool, is UInt32:
            out += "\(prefix)\(value)\n"
            return
        default:
            break
        }
        // An identifier keeps its instance number in 32 bits under another
        // name; it is dumped as the plain struct of a name, an `Int?` and a range.
        if let identifier = value as? Identifier {
            out += "\(prefix)Identifier\n"
            write(identifier.name, label: "name", indent: indent + 1, includeRanges: includeRanges, to: &out)
            write(identifier.instance as Any, label: "instance", indent: indent + 1, includeRanges: includeRanges, to: &out)
            write(identifier.range, label: "range", indent: indent + 1, includeRanges: includeRanges, to: &out)
            return
        }
        // An expression is a view into its file's arena: it is dumped as the
        // tree it stands for, its `kind`, as when every node was an enum case.
        if let expression = value as? Expression {
            write(expression.kind, label: label, indent: indent, includeRanges: includeRanges, to: &out)
            return
        }
        if let list = value as? ExpressionList {
            write(Array(list), label: label, indent: indent, includeRanges: includeRanges, to: &out)
            return
        }
        // Statements, blocks and option lists are views into their file's
        // statement arena: dumped as the structs and arrays they stand for.
        if let statement = value as? Statement {
            out += "\(prefix)Statement\n"
            write(statement.kind, label: "kind", indent: indent + 1, includeRanges: includeRanges, to: &out)
            write(statement.range, label: "range", indent: indent + 1, includeRanges: includeRanges, to: &out)
            return
        }
        if let block = value as? Block {
            out += "\(prefix)Block\n"
            write(Array(block.statements), label: "statements", indent: indent + 1, includeRanges: includeRanges, to: &out)
            write(block.range, label: "range", indent: indent + 1, includeRanges: includeRanges, to: &out)
            return
        }
        if let list = value as? StatementList {
            write(Array(list), label: label, indent: indent, includeRanges: includeRanges, to: &out)
            return
        }
        if let list = value as? OptionList {
            write(Array(list), label: label, indent: indent, includeRanges: includeRanges, to: &out)
            return
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            if let some = mirror.children.first {
                write(some.value, label: label, indent: indent, includeRanges: includeRanges, to: &out)
            } else {
                out += "\(prefix)nil\n"
            }
        case .collection:
            if mirror.children.isEmpty {
                out += "\(prefix)[]\n"
                return
            }
            out += "\(prefix)[\n"
            for child in mirror.children {
                write(child.value, label: nil, indent: indent + 1, includeRanges: includeRanges, to: &out)
            }
            out += String(repeating: "  ", count: indent) + "]\n"
        case .enum:
            // Describing a case with a payload describes the whole subtree
            // below it, so a long operator chain would take quadratic time:
            // the case name is taken from the mirror's label when there is one.
            guard let payload = mirror.children.first else {
                out += "\(prefix).\(value)\n"
                return
            }
            let caseName = payload.label ?? String(describing: value).split(separator: "(").first.map(String.init) ?? ""
            out += "\(prefix).\(caseName)\n"
            write(payload.value, label: nil, indent: indent + 1, includeRanges: includeRanges, to: &out)
        case .tuple:
            for child in mirror.children {
                let childLabel = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
                write(child.value, label: childLabel, indent: indent, includeRanges: includeRanges, to: &out)
            }
        default:
            out += "\(prefix)\(mirror.subjectType)\n"
            for child in mirror.children {
                write(child.value, label: child.label, indent: indent + 1, includeRanges: includeRanges, to: &out)
            }
        }
    }
}
