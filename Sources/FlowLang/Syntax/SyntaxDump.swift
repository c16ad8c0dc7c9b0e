/// A readable, indented dump of any syntax value, for `--dump-ast` and for
/// tests that compare trees "up to ranges" (`includeRanges: false`).
///
/// It walks values with `Mirror`, so every node type added later is dumped
/// without touching this file.
///
/// The walk keeps its own list of what is left to write rather than
/// recursing: a chain of a thousand operators is a thousand levels deep, and
/// three frames a level exhausted the stack of a sanitized build.
public enum SyntaxDump {
    /// An indented dump of `value`; `includeRanges: false` leaves out every `SourceRange`.
    public static func dump(_ value: Any, includeRanges: Bool = true) -> String {
        var out = ""
        var work: [Work] = [.value(value, label: nil, indent: 0)]
        while let next = work.popLast() {
            switch next {
            case .text(let text):
                out += text
            case .value(let value, let label, let indent):
                var children = Children()
                write(value, label: label, indent: indent, includeRanges: includeRanges, to: &out, then: &children)
                work.append(contentsOf: children.reversedWork)
            }
        }
        return out
    }

    /// What is left to write: a value at an indent, or text (a collection's closing bracket).
    private enum Work {
        case value(Any, label: String?, indent: Int)
        case text(String)
    }

    /// What a value writes after its own line, in order.
    private struct Children {
        private var items: [Work] = []
        mutating func value(_ value: Any, label: String?, indent: Int) { items.append(.value(value, label: label, indent: indent)) }
        mutating func text(_ text: String) { items.append(.text(text)) }
        /// Last first, for a list taken from its end.
        var reversedWork: ReversedCollection<[Work]> { items.reversed() }
    }

    /// Writes `value`'s own line, if it has one, and lists what follows it in `children`.
    private static func write(_ value: Any, label: String?, indent: Int, includeRanges: Bool,
                              to out: inout String, then children: inout Children) {
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
        // Expressions are views into their file's arena: each is dumped as the
        // tree it stands for, as when every node was an enum case. (Statements,
        // blocks and the lists of statements, options and members are views
        // too; their mirrors show what they stand for, a struct or an array.)
        if let expression = value as? Expression {
            children.value(expression.kind, label: label, indent: indent)
            return
        }
        if let list = value as? ExpressionList {
            children.value(Array(list), label: label, indent: indent)
            return
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            if let some = mirror.children.first {
                children.value(some.value, label: label, indent: indent)
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
                children.value(child.value, label: nil, indent: indent + 1)
            }
            children.text(String(repeating: "  ", count: indent) + "]\n")
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
            children.value(payload.value, label: nil, indent: indent + 1)
        case .tuple:
            for child in mirror.children {
                let childLabel = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
                children.value(child.value, label: childLabel, indent: indent)
            }
        default:
            out += "\(prefix)\(mirror.subjectType)\n"
            for child in mirror.children {
                children.value(child.value, label: child.label, indent: indent + 1)
            }
        }
    }
}
