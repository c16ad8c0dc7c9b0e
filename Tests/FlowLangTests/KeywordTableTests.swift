import FlowLang
import Foundation
import TestSupport
import Testing

/// `Sources/FlowLang/Lexer/Keyword+Lookup.swift` is generated from the cases of
/// `Keyword` by `KeywordTable.source()` below. This test fails when the file
/// is not what the generator writes; `FLOW_UPDATE_GOLDEN=1 swift test` rewrites it
/// (and fails once, saying so, so the change is reviewed).
@Suite struct KeywordTableTests {
    @Test func theLookupTableIsGeneratedFromTheKeywords() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/FlowLang/Lexer/Keyword+Lookup.swift")
        let committed = try String(contentsOf: url, encoding: .utf8)
        let generated = KeywordTable.source()
        guard committed != generated else { return }
        if GoldenFiles.updating {
            try generated.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("updated Sources/FlowLang/Lexer/Keyword+Lookup.swift: review the change")
        } else {
            Issue.record("""
                Keyword+Lookup.swift is out of date with Keyword's cases; \
                run FLOW_UPDATE_GOLDEN=1 swift test to regenerate it:
                \(GoldenFiles.lineDiff(expected: committed, actual: generated))
                """)
        }
    }

    /// The lists the parser and the REPL use are made of keywords: every word
    /// in them is a case of `Keyword`, and each list is free of repeats.
    @Test func keywordListsAreKeywords() {
        for list in [Keyword.statementStarts, Keyword.declarationStarts, Keyword.memberStarts] {
            #expect(Set(list).count == list.count)
        }
    }
}

/// Writes `Keyword+Lookup.swift`: for each length, a switch on the keyword's
/// bytes packed into little-endian 64-bit words (two words past 8 bytes).
enum KeywordTable {
    /// The spellings Swift reserves, which need backticks as case names.
    static let swiftKeywords: Set<String> = ["import", "var", "in", "if", "else", "repeat", "true", "false", "nil"]

    static func source() -> String {
        let byLength = Dictionary(grouping: Keyword.allCases, by: { $0.rawValue.utf8.count })
        let longest = byLength.keys.max() ?? 0
        var out = """
            // Generated from the cases of `Keyword` (Keyword.swift) by KeywordTable in
            // Tests/FlowLangTests/KeywordTableTests.swift: each keyword's bytes packed into
            // little-endian 64-bit words, so recognising a keyword costs a switch on the length
            // and one on an integer, with no allocation. After adding a keyword, run
            // `FLOW_UPDATE_GOLDEN=1 swift test` to regenerate this file; a test fails until then.

            extension Keyword {
                /// The keyword spelled by `bytes[start..<end]`, if any. Called for every
                /// identifier the lexer reads, so it must stay cheap.
                static func lookup(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword? {
                    let length = end - start
                    guard length >= 1, length <= \(longest), let base = bytes.baseAddress else { return nil }
                    let low = packed(base + start, count: min(length, 8), available: bytes.count - start)
                    switch length {

            """
        for length in byLength.keys.sorted() {
            let keywords = (byLength[length] ?? []).sorted { $0.rawValue < $1.rawValue }
            out += "        case \(length):\n"
            if length > 8 {
                out += "            let high = packed(base + start + 8, count: length - 8, available: bytes.count - start - 8)\n"
                out += "            switch (low, high) {\n"
            } else {
                out += "            switch low {\n"
            }
            for keyword in keywords {
                let bytes = Array(keyword.rawValue.utf8)
                let low = hex(bytes.prefix(8))
                let pattern = length > 8 ? "(\(low), \(hex(bytes.dropFirst(8))))" : low
                let name = swiftKeywords.contains(keyword.rawValue) ? "`\(keyword.rawValue)`" : keyword.rawValue
                out += "            case \(pattern): return .\(name)\n"
            }
            out += "            default: return nil\n            }\n"
        }
        out += """
                    default:
                        return nil
                    }
                }

                /// Up to 8 bytes at `pointer` as a little-endian integer, the rest zero.
                @inline(__always)
                private static func packed(_ pointer: UnsafePointer<UInt8>, count: Int, available: Int) -> UInt64 {
                    if available >= 8 {
                        let word = UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
                        return count == 8 ? word : word & ((1 << (UInt64(count) * 8)) - 1)
                    }
                    var word: UInt64 = 0
                    for offset in 0..<count { word |= UInt64(pointer[offset]) << (8 * UInt64(offset)) }
                    return word
                }
            }

            """
        return out
    }

    /// Bytes as one little-endian integer literal: `0x6F6E` for "no".
    private static func hex(_ bytes: some Collection<UInt8>) -> String {
        var value: UInt64 = 0
        for (offset, byte) in bytes.enumerated() { value |= UInt64(byte) << (8 * UInt64(offset)) }
        return "0x" + String(value, radix: 16, uppercase: true)
    }
}
