@testable import FlowLang
import FlowBenchmarks
import FlowKit
import Foundation
import TestSupport
import Testing

/// Bad input is normal input: nothing may crash, hang or trap the front end.
/// These tests feed it mutated examples, pathological nesting, invalid UTF-8,
/// an empty file and a 10 MB file, and check that it always answers with
/// well-formed diagnostics.
@Suite struct RobustnessTests {
    /// Seeds for mutation: the examples, the Language.md blocks and the diagnostic fixtures.
    static func seeds(file: String = #filePath) -> [[UInt8]] {
        let root = URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var texts: [String] = (try? LanguageSpec.blocks()) ?? []
        for folder in ["examples", "Tests/FlowLangTests/Fixtures/diagnostics"] {
            let directory = root.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".flow") {
                if let text = try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8) {
                    texts.append(text)
                }
            }
        }
        return texts.map { Array($0.utf8) }
    }

    /// Checks `bytes` and asserts the answer is well formed: every diagnostic
    /// lies inside the file and renders, and a clean file round-trips through the dump.
    func assertWellFormed(_ bytes: [UInt8], _ label: String) {
        let source = SourceFile(path: "fuzz.flow", bytes: bytes)
        let result = check(source)
        for diagnostic in result.diagnostics where diagnostic.path == source.path {
            #expect(diagnostic.range.end <= UInt32(bytes.count), "\(label): \(diagnostic.id) past the end")
            #expect(!diagnostic.message.isEmpty, "\(label): empty message")
        }
        let rendered = DiagnosticRenderer(files: result.sources).render(result.diagnostics)
        #expect(result.diagnostics.isEmpty || rendered.contains("fuzz.flow:"), "\(label): rendering lost the location")
        #expect(result.diagnostics.filter(\.isError).count <= DiagnosticList.defaultErrorLimit + 1, "\(label): cap")
        // Whatever parses must format, and formatting must be idempotent.
        if case .formatted(let once) = format(source) {
            let again = format(SourceFile(path: source.path, text: once))
            #expect(again.text == once, "\(label): formatting is not idempotent")
        }
    }

    @Test func mutatedExamplesNeverCrash() {
        let seeds = RobustnessTests.seeds()
        #expect(seeds.count >= 2, "the fuzz test needs seeds")
        var random = SplitMix64(seed: 0x5EED_F10E)
        let fragments: [[UInt8]] = ["{", "}", "(", ")", "[", "]", "\"", "/*", "*/", "//", "\n", ";", ",", "->",
                                    "#", "%", "\\u{", "scene", "tap", "expect events {", "0.", "99999999999999999999999"]
            .map { Array($0.utf8) }
        let iterations = 3000
        for iteration in 0..<iterations {
            var bytes = seeds[Int(random.next() % UInt64(seeds.count))]
            let mutations = 1 + Int(random.next() % 4)
            for _ in 0..<mutations {
                bytes = mutate(bytes, fragments: fragments, random: &random)
            }
            assertWellFormed(bytes, "iteration \(iteration)")
        }
    }

    func mutate(_ input: [UInt8], fragments: [[UInt8]], random: inout SplitMix64) -> [UInt8] {
        var bytes = input
        let position = bytes.isEmpty ? 0 : Int(random.next() % UInt64(bytes.count + 1))
        switch random.next() % 6 {
        case 0: // delete a range
            let length = min(bytes.count - position, Int(random.next() % 40))
            bytes.removeSubrange(position..<position + length)
        case 1: // duplicate a range
            let length = min(bytes.count - position, Int(random.next() % 80))
            bytes.insert(contentsOf: bytes[position..<position + length], at: position)
        case 2: // random bytes
            let count = 1 + Int(random.next() % 8)
            bytes.insert(contentsOf: (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }, at: position)
        case 3: // truncate
            bytes.removeSubrange(position..<bytes.count)
        case 4: // a syntactic fragment
            bytes.insert(contentsOf: fragments[Int(random.next() % UInt64(fragments.count))], at: position)
        default: // swap two lines
            var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            if lines.count > 1 {
                let a = Int(random.next() % UInt64(lines.count))
                let b = Int(random.next() % UInt64(lines.count))
                lines.swapAt(a, b)
            }
            bytes = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
        }
        return bytes
    }

    @Test(arguments: [
        ("parentheses", String(repeating: "(", count: 10_000) + "a" + String(repeating: ")", count: 10_000)),
        ("brackets", String(repeating: "[", count: 10_000)),
        ("negations", "expect " + String(repeating: "!", count: 10_000) + "a"),
        ("minus signs", "print " + String(repeating: "-", count: 10_000) + "1"),
        ("blocks", "var a = true\n" + String(repeating: "if a {\n", count: 10_000) + String(repeating: "}\n", count: 10_000)),
        ("unclosed blocks", "test \"t\" {\n" + String(repeating: "repeat 2 {\n", count: 10_000)),
        ("comments", String(repeating: "/*", count: 10_000) + String(repeating: "*/", count: 10_000) + "\nscene A {}"),
        ("operator chains", "print " + Array(repeating: "1", count: 10_000).joined(separator: " + ")),
        ("member chains", "print a" + String(repeating: ".b", count: 10_000)),
    ])
    func deepNestingIsAnErrorNotAStackOverflow(_ label: String, _ text: String) {
        let result = check(SourceFile(path: "deep.flow", text: text))
        if label == "comments" {
            #expect(!result.hasErrors, "nested comments are fine at any depth")
        } else {
            let limits = ["nesting-too-deep", "chain-too-long", "expected"]
            #expect(result.diagnostics.contains { limits.contains($0.id) }, "\(label)")
        }
        assertWellFormed(Array(text.utf8), label)
    }

    /// A flat chain (`1 + 1 + …`) is not nesting: up to `Parser.maximumChain`
    /// operators it checks, formats and runs — on a secondary thread, whose
    /// stack is the smallest an embedder's session gets — inside the deepest
    /// nesting allowed. One more operator is refused with a message naming the chain.
    @Test func flatChainsAreNotNesting() async {
        let chain = Array(repeating: "1", count: 1_001).joined(separator: " + ")
        let parentheses = 99
        let text = "initial A\nscene A {}\nvar x = 0\nset x = " + String(repeating: "(", count: parentheses)
            + chain + String(repeating: ")", count: parentheses) + "\nexpect x == 1001\n"
        let outcome = await Task.detached { () -> (Bool, Bool, Bool) in
            let document = FlowDocument.load(text: text, path: "chain.flow")
            var formats = false
            if case .formatted(let formatted) = format(SourceFile(path: "chain.flow", text: text)) {
                formats = formatted.contains("(1 + 1")
            }
            let result = document.runScript { _ in }
            return (document.hasErrors, formats, result?.succeeded ?? false)
        }.value
        #expect(outcome.0 == false, "a chain of 1,000 operators checks clean")
        #expect(outcome.1, "and formats")
        #expect(outcome.2, "and runs, its expectation met")

        let tooLong = Array(repeating: "1", count: 1_002).joined(separator: " + ")
        let refused = check(SourceFile(path: "long.flow", text: "print " + tooLong))
        #expect(refused.diagnostics.map(\.message) == ["this expression chains more than 1000 operators"])
    }

    @Test func emptyAndBlankFilesAreFine() {
        #expect(check(SourceFile(path: "empty.flow", text: "")).diagnostics.isEmpty)
        #expect(check(SourceFile(path: "blank.flow", text: "\n\n  // only a comment\n\n")).diagnostics.isEmpty)
    }

    @Test func invalidUTF8IsReportedWithItsPosition() {
        let bytes: [UInt8] = Array("scene A {\n    title \"".utf8) + [0xC3, 0x28] + Array("\"\n}\n".utf8)
        let result = check(SourceFile(path: "bad.flow", bytes: bytes))
        #expect(result.diagnostics.map(\.id).contains("invalid-utf8"))
        let rendered = DiagnosticRenderer(files: result.sources).render(result.diagnostics)
        #expect(rendered.contains("bad.flow:2:12: error: invalid UTF-8 in source"), "\(rendered)")
        for seed in 0..<50 {
            var random = SplitMix64(seed: UInt64(seed))
            let noise = (0..<2000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            assertWellFormed(noise, "random bytes")
        }
    }

    /// `flow bench` measures `flow check` on correct files: every generated shape checks without errors.
    @Test(arguments: CheckCorpus.Shape.allCases)
    func benchmarkShapesCheckClean(_ shape: CheckCorpus.Shape) {
        let result = check(SourceFile(path: "\(shape).flow", text: CheckCorpus.generate(shape, bytes: 200_000)))
        #expect(result.diagnostics.filter(\.isError).map(\.message).isEmpty)
    }

    @Test func aTenMegabyteFileParses() {
        let text = BenchmarkCorpus.generate(bytes: 10_000_000)
        let source = SourceFile(path: "big.flow", text: text)
        #expect(source.bytes.count >= 10_000_000)
        let result = parse(source)
        #expect(result.diagnostics.isEmpty)
        #expect(result.file.items.count > 10_000)
    }
}

