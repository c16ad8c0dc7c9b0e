import FlowKit
import Testing

/// Arithmetic and comparisons follow Swift, and never trap.
@Suite struct ValueTests {
    func value(_ expression: String) throws -> String? {
        try Harness.output(Harness.scene("print \(expression)")).first
    }

    @Test func integersStayIntegers() throws {
        #expect(try value("7 / 2") == "3")
        #expect(try value("-7 / 2") == "-3")
        #expect(try value("7 % 3") == "1")
        #expect(try value("2 * 3 + 1") == "7")
    }

    @Test func mixingWithADecimalGivesADecimal() throws {
        #expect(try value("7 / 2.0") == "3.5")
        #expect(try value("1 + 0.5") == "1.5")
        #expect(try value("50% * 2") == "1.0")
        #expect(try value("1 == 1.0") == "true")
    }

    @Test func stringsListsAndLogic() throws {
        #expect(try value("\"a\" + \"b\"") == "ab")
        #expect(try value("[1] + [2, \"x\"]") == "[1, 2, \"x\"]")
        #expect(try value("\"a\" < \"b\"") == "true")
        #expect(try value("!(1 > 2) && true") == "true")
        #expect(try value("false && 1 / 0 == 1") == "false")   // short-circuits
        #expect(try value("true || 1 / 0 == 1") == "true")
    }

    @Test func instancesEqualTheirSceneName() throws {
        #expect(try value("visible == Home") == "true")
        #expect(try value("visible == Next") == "false")
        #expect(try value("stack(Nav) == [Home]") == "true")
        #expect(try value("visible != nil") == "true")
    }

    @Test(arguments: [
        ("1 / 0", "division by zero"),
        ("1.5 / 0", "division by zero"),
        ("5 % 0", "division by zero in remainder"),
        ("9223372036854775807 + 1", "arithmetic overflow"),
        ("-9223372036854775807 - 2", "arithmetic overflow"),
        ("9223372036854775807 * 2", "arithmetic overflow"),
        ("\"a\" + 1", "cannot combine String \"a\" and Int 1"),
        ("1 < \"a\"", "cannot combine"),
        ("!1", "needs a Bool"),
        ("-\"a\"", "needs a number"),
        ("1 && true", "needs Bool operands"),
    ])
    func mistakesAreRuntimeErrors(_ expression: String, _ message: String) throws {
        let error = try Harness.error(Harness.scene("print \(expression)"))
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "no error")")
        #expect(error?.kind == .error)
    }

    @Test func integerMinimumDividedByMinusOneDoesNotTrap() throws {
        let error = try Harness.error(Harness.scene("var m = -9223372036854775807 - 1\nprint m / -1\nprint m % -1"))
        #expect(error?.message.contains("overflow") == true)
    }
}
