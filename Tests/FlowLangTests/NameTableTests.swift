import FlowLang
import FlowStorage
import Testing

/// `NameTable`, the index's per-kind member table: a list searched in order
/// while short, a table of positions past eight names; in either form it
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

    /// `removeAll` empties a table of either form, which then fills again
    /// as a new one does (the checker empties one table for each type).
    @Test func removeAllEmptiesATableOfEitherForm() {
        var table = NameTable<Int>()
        for number in 0..<20 { table["n\(number)"] = number }
        table.removeAll()
        #expect(table.isEmpty && table["n3"] == nil && table.keys.isEmpty)
        for number in 0..<12 {
            let added = table.insertFirst("m\(number)", number)
            let addedAgain = table.insertFirst("m\(number)", -1)
            #expect(added && !addedAgain)
        }
        #expect(table.count == 12 && table["m11"] == 11 && table["m0"] == 0 && table["n5"] == nil)
        table.removeAll()
        table["n5"] = 5
        #expect(table.count == 1 && table["n5"] == 5 && table["m0"] == nil)
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

    /// Names of every length the table's hash reads differently (none, 1–3,
    /// 4–7 and 8–16 bytes, then 16 at a time), names that differ only in one
    /// byte, at either end or in the middle, and names not in ASCII: each is
    /// found, each is its own, and a name absent is not found.
    @Test func namesOfEveryLengthAndShapeAreFoundAndKeptApart() {
        var names: [String] = [""]
        for length in 1...40 {
            let base = String(repeating: "a", count: length)
            names.append(base)
            names.append("b" + base.dropFirst())
            names.append(base.dropLast() + "b")
            names.append(String(base.prefix(length / 2)) + "c" + String(base.dropFirst(length / 2 + 1)))
        }
        names += ["é", "ée", "名前", "RecipeDetail", "RecipeDetaíl", "Main.RecipeList", "Settings.Root"]
        let distinct = Array(withoutRepeats(names))
        var table = NameTable<Int>()
        for (position, name) in distinct.enumerated() {
            let added = table.insertFirst(name, position)
            #expect(added)
        }
        for (position, name) in distinct.enumerated() {
            #expect(table[name] == position, "\(name.utf8.count) bytes: \(name)")
            let addedAgain = table.insertFirst(name, -1)
            #expect(!addedAgain)
        }
        for absent in ["abab", "bb", "z", String(repeating: "a", count: 41), "名", "Main.RecipeLis"] {
            #expect(table[absent] == nil, "\(absent)")
        }
        #expect(table.keys == distinct)
    }

    /// Equal names hash alike however the strings were made: a literal, a
    /// slice made a string, one built a character at a time, one read from bytes.
    @Test func equalNamesHashAlikeHoweverTheyWereMade() {
        for name in ["n", "Step12", "Main.RecipeDetail", "a name longer than thirty-two bytes", "ün"] {
            let sliced = String(("<" + name + ">").dropFirst().dropLast())
            var built = ""
            for character in name { built.append(character) }
            let decoded = String(decoding: Array(name.utf8), as: UTF8.self)
            #expect(Set([sliced.tableHash, built.tableHash, decoded.tableHash]) == [name.tableHash], "\(name)")
        }
    }

    /// Strings are equal by Unicode canonical equivalence, as a dictionary's
    /// keys are: a name written with a precomposed letter and the same name
    /// written with a combining accent are one name, in a table of any size.
    @Test func canonicallyEquivalentNamesAreOneName() {
        let precomposed = "Caf\u{E9}"
        let decomposed = "Cafe\u{301}"
        #expect(precomposed == decomposed && precomposed.utf8.count != decomposed.utf8.count)
        #expect(precomposed.tableHash == decomposed.tableHash)
        for size in [1, 20] {
            var table = NameTable<Int>()
            for number in 0..<size { table["n\(number)"] = number }
            table[precomposed] = -1
            #expect(table[decomposed] == -1, "\(size) names")
            let addedAgain = table.insertFirst(decomposed, -2)
            #expect(!addedAgain)
        }
    }

    /// A set of names, for the checks: each once, in the order first added.
    @Test func aNameSetHoldsEachNameOnce() {
        var set = NameSet()
        for number in 0..<30 {
            let added = set.insert("n\(number % 20)")
            #expect(added == (number < 20))
        }
        #expect(set.count == 20)
        #expect(set.contains("n19") && !set.contains("n20"))
    }
}

/// `names` without repeats, in order.
private func withoutRepeats(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
}
