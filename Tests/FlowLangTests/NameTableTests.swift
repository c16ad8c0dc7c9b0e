import FlowLang
import Testing

/// `NameTable`, the index's per-kind member table: a list searched in order
/// while short, positions in a dictionary past eight names; in either form it
/// must answer as the dictionary it replaced did, in declaration order.
@Suite struct NameTableTests {
    @Test func findsUpdatesAndRemovesOnBothSidesOfTheListLimit() {
        var table = NameTable<Int>()
        for number in 0..<20 {
            table["n\(number)"] = number
            // Every name set so far is found, whatever form the table has taken.
            #expect((0...number).allSatisfy { table["n\($0)"] == $0 })
            #expect(table["n\(number + 1)"] == nil)
        }
        #expect(table.keys == (0..<20).map { "n\($0)" })
        #expect(table.values == Array(0..<20))
        table["n3"] = 33
        #expect(table["n3"] == 33 && table.count == 20)
        table["n3"] = nil
        #expect(table["n3"] == nil && table["n4"] == 4 && table["n19"] == 19 && table.count == 19)
        for number in 4..<20 { table["n\(number)"] = nil }
        #expect(table.keys == ["n0", "n1", "n2"] && table["n2"] == 2)
        #expect(Array(table.map(\.0)) == ["n0", "n1", "n2"])
    }

    /// `insertFirst` keeps the first value of a name, on both sides of the
    /// limit, and makes a value only for a name not taken yet.
    @Test func insertFirstKeepsTheFirstAndMakesNoValueForATakenName() {
        var table = NameTable<Int>()
        var made = 0
        func value(_ number: Int) -> Int {
            made += 1
            return number
        }
        for number in 0..<20 {
            let added = table.insertFirst("n\(number)", value(number))
            let addedAgain = table.insertFirst("n\(number / 2)", value(-1))
            #expect(added && !addedAgain, "n\(number / 2) is taken")
        }
        #expect(made == 20)
        #expect(table.keys == (0..<20).map { "n\($0)" })
        #expect(table.values == Array(0..<20))
        let found = (0..<20).map { table["n\($0)"] }
        #expect(found == Array(0..<20))
        table["n5"] = nil
        let readded = table.insertFirst("n5", 55)
        #expect(readded && table["n5"] == 55 && table.keys.last == "n5")
    }

    @Test func equalityAndHashIgnoreTheOrderAsADictionaryDoes() {
        var first = NameTable<String>()
        var second = NameTable<String>()
        for name in ["a", "b", "c"] { first[name] = name.uppercased() }
        for name in ["c", "a", "b"] { second[name] = name.uppercased() }
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        second["b"] = "other"
        #expect(first != second)
    }
}
