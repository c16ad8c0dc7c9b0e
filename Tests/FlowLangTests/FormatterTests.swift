import FlowLang
import Foundation
import TestSupport
import Testing

/// The formatter's properties, over every example, every fenced block of
/// Language.md and the fixtures in `Fixtures/format`:
/// - idempotence: formatting the output again changes nothing;
/// - round trip: the output parses without errors to the same AST (ranges
///   and comments aside), and has the same comments, in order, with the same
///   text;
/// - layout: no trailing white space, no tab, exactly one final line end.
/// Each fixture `NAME.flow` is also compared with its golden `NAME.formatted`.
@Suite struct FormatterTests {
    // MARK: Fixtures

    @Test(arguments: Golden.files.inputs("format"))
    func fixture(_ name: String) throws {
        let formatted = try FormatterTests.checkProperties(Golden.files.read("format", name), path: name)
        Golden.files.check(formatted, folder: "format", expected: name.replacingOccurrences(of: ".flow", with: ".formatted"))
    }

    @Test func fixturesExist() {
        #expect(Golden.files.inputs("format").count >= 3, "the format fixtures are missing")
    }

    // MARK: Examples

    @Test(arguments: FormatterTests.exampleNames())
    func example(_ name: String) throws {
        let url = FormatterTests.packageRoot.appendingPathComponent("examples").appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        try FormatterTests.checkProperties(text, path: "examples/" + name)
    }

    // MARK: Language.md

    @Test func languageSpecificationHasBlocks() throws {
        let blocks = try FormatterTests.languageBlocks()
        #expect(blocks.count >= 1, "no fenced blocks found in \(FormatterTests.languageSpecification.path)")
    }

    @Test(arguments: 0..<FormatterTests.languageBlockCount())
    func languageBlock(_ index: Int) throws {
        let blocks = try FormatterTests.languageBlocks()
        try #require(index < blocks.count)
        try FormatterTests.checkProperties(blocks[index].text, path: "Language.md:\(blocks[index].line)")
    }

    // MARK: Focused cases

    @Test func refusesFileWithParseErrors() {
        let result = format(SourceFile(path: "bad.flow", text: "scene A {\n  title\n}\n"))
        #expect(result.text == nil)
        #expect(result.diagnostics.contains { $0.isError })
    }

    @Test func printsShortBlocksOnOneLine() throws {
        let text = try FormatterTests.checkProperties(
            "scene A {\n    unwind u {\n        set x = 1\n    }\n    on viewDidLoad { tap a; tap b }\n}\nif a {\n    tap b\n}\n",
            path: "blocks.flow")
        #expect(text == """
            scene A {
                unwind u { set x = 1 }
                on viewDidLoad {
                    tap a
                    tap b
                }
            }
            if a { tap b }

            """)
    }

    @Test func alignsArrowsAndTrailingComments() throws {
        let text = try FormatterTests.checkProperties(
            "scene A {\n    cell recipe -> show B // one\n    button add -> show C // two\n\n    button x -> show D\n}\n",
            path: "align.flow")
        #expect(text == """
            scene A {
                cell recipe -> show B // one
                button add  -> show C // two

                button x -> show D
            }

            """)
    }

    @Test func emptyFileStaysEmpty() {
        #expect(format(SourceFile(path: "empty.flow", text: "\n\n  \n")).text == "")
    }

    @Test func reportsChanges() {
        let canonical = SourceFile(path: "a.flow", text: "storyboard Main\n")
        let messy = SourceFile(path: "a.flow", text: "storyboard   Main")
        #expect(format(canonical).changes(canonical) == false)
        #expect(format(messy).changes(messy) == true)
    }

    @Test func reEscapesStrings() throws {
        let text = try FormatterTests.checkProperties(#"print "a\"b\\c\nd\te\r\0 \u{41}\u{7}""#, path: "s.flow")
        #expect(text == #"print "a\"b\\c\nd\te\r\0 A\u{7}""# + "\n")
    }

    @Test func printsNumbersCanonically() throws {
        let text = try FormatterTests.checkProperties("wait 1_000\nwait 0.50\nswipe back to 40% then cancel\nwait 0.00001\n", path: "n.flow")
        #expect(text == "wait 1000\nwait 0.5\nswipe back to 40% then cancel\nwait 0.00001\n")
    }

    @Test(arguments: [
        "scene A { title /* x */ \"t\" }",
        "scene A {\n    cell a -> show B prepare { set destination.x = 1 } /* g */ animated false // t\n}",
        "if a { tap b } /* x */ else /* y */ { tap c } // z",
        "expect stack(B) == [\n    A, // first\n    B // second\n]",
        "set x = 1 + // one\n    2 + // two\n    3 // three",
        "test \"t\" { // opens\n}\n",
        "tabs T { A, // a\n    B; restoration \"t\" } // after",
        "/* a */ /* b */ storyboard Main /* c */ /* d */ // e\n",
        "scene A {\n    button a -> show B\n    // between\n    button bb -> show C\n\n    button ccc -> show D /* t */\n    cell d -> show E\n}",
        "if (a /* x */ || b) { tap c } else if d /* y */ { tap e } // z",
        "timeline { wait 0.1 /* a */ ; wait 0.2 // b\n /* c */ }",
        "/*\n   a block\n     comment */\nscene A {}\n   /* indented\n  comment */ // and a line\n",
        "storyboard Main\r\n// crlf   \r\nscene A { title \"a\" } // end\r\n",
        "if a { tap b } /* after */ // line\nif a /* x */ { tap b }\nif a { /* in */ tap b }",
        "scene A {\n    on viewDidLoad { /* c */ print 1 }\n    unwind u { print 2 } /* t */\n    var x = 1 // a\n    var longer = 2 // b\n}",
        "test \"t\" { expect order { A.b /* c */; C.d } }",
        "test \"t\" { if a { tap b } /* x */ else { tap c } }",
        "// only a comment",
        "\u{FEFF}storyboard Main // after a byte order mark",
        "scene A {\n    button b -> show C when /* w */ x > 1 prepare { tap d } /* p */ perform { tap e; tap f } // end\n}",
        "tabs T {\n    A, B\n\n    // before the members\n    restoration \"t\"\n}",
    ])
    func commentsInOddPlaces(_ text: String) throws {
        try FormatterTests.checkProperties(text, path: "comments.flow")
    }

    // MARK: Properties

    /// Checks every property on one text and returns its formatted form.
    @discardableResult
    static func checkProperties(_ text: String, path: String,
                                sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
        let source = SourceFile(path: path, text: text)
        let original = parse(source)
        let rendered = DiagnosticRenderer(files: [source]).render(original.diagnostics)
        let parses = !original.hasErrors
        try #require(parses, "\(path) does not parse:\n\(rendered)", sourceLocation: sourceLocation)
        let formatted = try #require(format(source).text, sourceLocation: sourceLocation)

        let output = SourceFile(path: path, text: formatted)
        let reparsed = parse(output)
        let outputParses = !reparsed.hasErrors
        #expect(outputParses,
                "\(path): the output does not parse:\n\(DiagnosticRenderer(files: [output]).render(reparsed.diagnostics))\n\(formatted)",
                sourceLocation: sourceLocation)
        let before = SyntaxDump.dump(original.file.items, includeRanges: false)
        let after = SyntaxDump.dump(reparsed.file.items, includeRanges: false)
        #expect(before == after, "\(path): the AST changed:\n\(GoldenFiles.lineDiff(expected: before, actual: after))\n\(formatted)",
                sourceLocation: sourceLocation)
        #expect(commentTexts(original.file, source) == commentTexts(reparsed.file, output),
                "\(path): comments changed:\n\(formatted)", sourceLocation: sourceLocation)

        let again = format(output).text ?? ""
        #expect(again == formatted, "\(path): not idempotent:\n\(GoldenFiles.lineDiff(expected: formatted, actual: again))",
                sourceLocation: sourceLocation)

        if !formatted.isEmpty {
            #expect(formatted.hasSuffix("\n") && !formatted.hasSuffix("\n\n"), "\(path): must end with one line end",
                    sourceLocation: sourceLocation)
            #expect(!formatted.hasPrefix("\n"), "\(path): starts with a blank line", sourceLocation: sourceLocation)
        }
        for (number, line) in formatted.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            #expect(!(line.last?.isWhitespace ?? false), "\(path): line \(number + 1) ends with white space",
                    sourceLocation: sourceLocation)
            #expect(!line.hasPrefix("\t"), "\(path): line \(number + 1) is indented with a tab", sourceLocation: sourceLocation)
        }
        return formatted
    }

    /// The comments' texts in order; line comments without trailing white space.
    static func commentTexts(_ file: FlowFile, _ source: SourceFile) -> [String] {
        file.comments.map { comment in
            let text = source.text(in: comment.range)
            switch comment.kind {
            case .block: return text
            case .line:
                var trimmed = Substring(text)
                while let last = trimmed.last, last.isWhitespace { trimmed = trimmed.dropLast() }
                return String(trimmed)
            }
        }
    }

    // MARK: Sources

    /// The package root: three levels above this file.
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The language reference, whose `.flow` blocks must format.
    static var languageSpecification: URL {
        packageRoot.appendingPathComponent("Sources/FlowKit/FlowKit.docc/Language.md")
    }

    /// The `.flow` files in `examples/`, found when the tests run.
    static func exampleNames() -> [String] {
        let directory = packageRoot.appendingPathComponent("examples").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".flow") }.sorted()
    }

    struct FencedBlock {
        var line: Int
        var text: String
    }

    /// Every ```-fenced block of Language.md, except those under `## Output`
    /// (a sketch of the trace, not source). Throws when the file is missing.
    static func languageBlocks() throws -> [FencedBlock] {
        let text = try String(contentsOf: languageSpecification, encoding: .utf8)
        var blocks: [FencedBlock] = []
        var current: FencedBlock?
        var section = ""
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, line.hasPrefix("## ") { section = String(line) }
            if trimmed.hasPrefix("```") {
                if let block = current {
                    if section != "## Output" { blocks.append(block) }
                    current = nil
                } else {
                    current = FencedBlock(line: number + 2, text: "")
                }
            } else if current != nil {
                current?.text += line + "\n"
            }
        }
        return blocks
    }

    /// How many blocks to test; at least one, so a missing Language.md fails
    /// the test for block 0 instead of running no test at all.
    static func languageBlockCount() -> Int {
        max(1, (try? languageBlocks().count) ?? 1)
    }
}
