// An operator is one byte in an `ExpressionArena` node (`Node.flags`).

extension UnaryOperator {
    /// The operator's byte in an arena's node.
    @inlinable var code: UInt8 {
        switch self {
        case .not: return 0
        case .negate: return 1
        }
    }

    /// The operator whose `code` is `code`.
    @inlinable init(code: UInt8) { self = code == 0 ? .not : .negate }
}

extension BinaryOperator {
    /// The operator's byte in an arena's node.
    @inlinable var code: UInt8 {
        switch self {
        case .or: return 0
        case .and: return 1
        case .equal: return 2
        case .notEqual: return 3
        case .less: return 4
        case .lessOrEqual: return 5
        case .greater: return 6
        case .greaterOrEqual: return 7
        case .add: return 8
        case .subtract: return 9
        case .multiply: return 10
        case .divide: return 11
        case .remainder: return 12
        }
    }

    /// The operator whose `code` is `code` (a code only `code` made).
    @inlinable init(code: UInt8) {
        switch code {
        case 0: self = .or
        case 1: self = .and
        case 2: self = .equal
        case 3: self = .notEqual
        case 4: self = .less
        case 5: self = .lessOrEqual
        case 6: self = .greater
        case 7: self = .greaterOrEqual
        case 8: self = .add
        case 9: self = .subtract
        case 10: self = .multiply
        case 11: self = .divide
        default: self = .remainder
        }
    }
}
