import FlowLang
import FlowModel

// Arithmetic and comparison with Swift's semantics: integers stay integers,
// an integer with a decimal gives a decimal, `/` on integers divides
// without remainder, and nothing traps — overflow and division by zero are
// runtime errors. `+` also joins strings and lists.
enum ValueOperations {
    /// The value's type as messages name it.
    static func typeName(_ value: Value) -> String {
        switch value {
        case .integer: return "Int"
        case .decimal: return "Double"
        case .string: return "String"
        case .boolean: return "Bool"
        case .nil: return "nil"
        case .instance: return "instance"
        case .word: return "name"
        case .list: return "list"
        }
    }

    static func binary(_ op: BinaryOperator, _ left: Value, _ right: Value) throws -> Value {
        switch op {
        case .or, .and:
            // Short-circuiting is the evaluator's job; here both sides are known.
            guard case .boolean(let l) = left, case .boolean(let r) = right else {
                throw mismatch(op, left, right)
            }
            return .boolean(op == .or ? (l || r) : (l && r))
        case .equal: return .boolean(equal(left, right))
        case .notEqual: return .boolean(!equal(left, right))
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            let order = try compare(left, right, op)
            switch op {
            case .less: return .boolean(order < 0)
            case .lessOrEqual: return .boolean(order <= 0)
            case .greater: return .boolean(order > 0)
            case .greaterOrEqual: return .boolean(order >= 0)
            case .or, .and, .equal, .notEqual, .add, .subtract, .multiply, .divide, .remainder:
                return .boolean(false)
            }
        case .add:
            switch (left, right) {
            case (.string(let l), .string(let r)): return .string(l + r)
            case (.list(let l), .list(let r)): return .list(l + r)
            default: return try arithmetic(op, left, right)
            }
        case .subtract, .multiply, .divide, .remainder:
            return try arithmetic(op, left, right)
        }
    }

    private static func arithmetic(_ op: BinaryOperator, _ left: Value, _ right: Value) throws -> Value {
        switch (left, right) {
        case (.integer(let l), .integer(let r)):
            return .integer(try integer(op, l, r))
        case (.integer, .decimal), (.decimal, .integer), (.decimal, .decimal):
            guard let l = number(left), let r = number(right) else { throw mismatch(op, left, right) }
            return .decimal(try decimal(op, l, r))
        default:
            throw mismatch(op, left, right)
        }
    }

    private static func integer(_ op: BinaryOperator, _ l: Int, _ r: Int) throws -> Int {
        let result: (partialValue: Int, overflow: Bool)
        switch op {
        case .add: result = l.addingReportingOverflow(r)
        case .subtract: result = l.subtractingReportingOverflow(r)
        case .multiply: result = l.multipliedReportingOverflow(by: r)
        case .divide:
            guard r != 0 else { throw Failure("division by zero") }
            result = l.dividedReportingOverflow(by: r)
        case .remainder:
            guard r != 0 else { throw Failure("division by zero in remainder") }
            result = l.remainderReportingOverflow(dividingBy: r)
        case .or, .and, .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual:
            throw Failure("'\(op.rawValue)' is not arithmetic")
        }
        if result.overflow {
            throw Failure("arithmetic overflow: \(l) \(op.rawValue) \(r) does not fit in an Int")
        }
        return result.partialValue
    }

    private static func decimal(_ op: BinaryOperator, _ l: Double, _ r: Double) throws -> Double {
        switch op {
        case .add: return l + r
        case .subtract: return l - r
        case .multiply: return l * r
        case .divide:
            guard r != 0 else { throw Failure("division by zero") }
            return l / r
        case .remainder:
            guard r != 0 else { throw Failure("division by zero in remainder") }
            return l.truncatingRemainder(dividingBy: r)
        case .or, .and, .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual:
            throw Failure("'\(op.rawValue)' is not arithmetic")
        }
    }

    static func negate(_ value: Value) throws -> Value {
        switch value {
        case .integer(let v):
            let (result, overflow) = Int(0).subtractingReportingOverflow(v)
            if overflow { throw Failure("arithmetic overflow: -(\(v)) does not fit in an Int") }
            return .integer(result)
        case .decimal(let v): return .decimal(-v)
        case .string, .boolean, .nil, .instance, .word, .list:
            throw Failure("'-' needs a number, found \(typeName(value)) \(value.quotedDescription)")
        }
    }

    static func not(_ value: Value) throws -> Value {
        guard case .boolean(let v) = value else {
            throw Failure("'!' needs a Bool, found \(typeName(value)) \(value.quotedDescription)")
        }
        return .boolean(!v)
    }

    private static func number(_ value: Value) -> Double? {
        switch value {
        case .integer(let v): return Double(v)
        case .decimal(let v): return v
        case .string, .boolean, .nil, .instance, .word, .list: return nil
        }
    }

    /// Equality as scripts see it: numbers by value across Int and Double, an
    /// instance equals a scene's name when it is an instance of that scene
    /// (the word carries the scene), lists element by element.
    static func equal(_ left: Value, _ right: Value) -> Bool {
        switch (left, right) {
        case (.integer(let l), .integer(let r)): return l == r
        case (.integer, .decimal), (.decimal, .integer), (.decimal, .decimal):
            return number(left) == number(right)
        case (.string(let l), .string(let r)): return l == r
        case (.boolean(let l), .boolean(let r)): return l == r
        case (.nil, .nil): return true
        case (.instance(let l, _), .instance(let r, _)): return l == r
        case (.word(let l), .word(let r)): return l == r
        case (.instance(_, let name), .word(let word)), (.word(let word), .instance(_, let name)):
            return sceneOf(instanceName: name) == word || name == word
        case (.list(let l), .list(let r)):
            return l.count == r.count && zip(l, r).allSatisfy { equal($0, $1) }
        default:
            return false
        }
    }

    /// `RecipeDetail#2` → `RecipeDetail`.
    static func sceneOf(instanceName: String) -> String {
        guard let hash = instanceName.lastIndex(of: "#") else { return instanceName }
        return String(instanceName[..<hash])
    }

    /// -1, 0 or 1; numbers by value, strings in Swift's order.
    private static func compare(_ left: Value, _ right: Value, _ op: BinaryOperator) throws -> Int {
        if let l = number(left), let r = number(right) {
            if case .integer(let li) = left, case .integer(let ri) = right {
                return li < ri ? -1 : (li == ri ? 0 : 1)
            }
            return l < r ? -1 : (l == r ? 0 : 1)
        }
        if case .string(let l) = left, case .string(let r) = right {
            return l < r ? -1 : (l == r ? 0 : 1)
        }
        throw mismatch(op, left, right)
    }

    private static func mismatch(_ op: BinaryOperator, _ left: Value, _ right: Value) -> Failure {
        Failure("'\(op.rawValue)' cannot combine \(typeName(left)) \(left.quotedDescription) and \(typeName(right)) \(right.quotedDescription)")
    }
}
