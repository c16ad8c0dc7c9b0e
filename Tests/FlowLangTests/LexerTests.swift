@testable import FlowLang
import TestSupport
import Testing

@Suite struct LexerTests {
    /// (kind, text) of every token but the final end of file.
    func lex(_ text: String) -> [(TokenKind, String)] {
        let file = SourceFile(path: "t.flow", text: text)
        return Lexer.tokenize(file).tokens.dropLast().map { ($0.kind, file.text(in: $0.range)) }
    }

    func kinds(_ text: String) -> [TokenKind] { lex(text).map(\.0) }

    func diagnosticIDs(_ text: String) -> [String] {
        Lexer.tokenize(SourceFile(path: "t.flow", text: text)).diagnostics.map(\.id)
    }

    @Test func everyKeywordIsRecognisedAndNothingElse() {
        for keyword in Keyword.allCases {
            let tokens = Lexer.tokenize(SourceFile(path: "k", text: keyword.rawValue)).tokens
            #expect(tokens.first?.keyword == keyword, "\(keyword.rawValue)")
        }
        for word in ["scenes", "Scene", "x1", "sceneX", "tre", "prepared", "_", "presentations", "i", "IOS"] {
            let tokens = Lexer.tokenize(SourceFile(path: "k", text: word)).tokens
            #expect(tokens.first?.keyword == nil, "\(word) is not a keyword")
        }
        // Each keyword's neighbours (one byte more, one less, one changed) are
        // names, unless they spell another keyword: the hash's slot is checked whole.
        let spellings = Set(Keyword.allCases.map(\.rawValue))
        for keyword in Keyword.allCases {
            let word = keyword.rawValue
            for near in [word + "s", word + "_", "_" + word, String(word.dropLast()), String(word.dropFirst()),
                         word.uppercased(), String(word.dropLast()) + "Z"] where !near.isEmpty {
                let tokens = Lexer.tokenize(SourceFile(path: "k", text: near)).tokens
                #expect(tokens.first?.keyword == Keyword(rawValue: near), "\(near)")
                #expect(spellings.contains(near) == (tokens.first?.keyword != nil), "\(near)")
            }
        }
    }

    /// The bit masks agree with the grammar's classes on every byte.
    @Test func characterClassesOfEveryByte() {
        for value in 0...255 {
            let byte = UInt8(value)
            let letter = (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
            let digit = (0x30...0x39).contains(value)
            #expect(CharacterClass.isIdentifierStart(byte) == (letter || value == 0x5F), "byte \(value)")
            #expect(CharacterClass.isIdentifierContinue(byte) == (letter || digit || value == 0x5F), "byte \(value)")
            #expect(CharacterClass.isDigit(byte) == digit, "byte \(value)")
        }
    }

    /// The eight-at-a-time name scan agrees with `isIdentifierContinue` on
    /// every byte of random words (a fixed generator, so a failure repeats).
    @Test func wordScanAgreesWithTheByteClasses() {
        var generator = SplitMix64(seed: 0x9E37_79B9_7F4A_7C15)
        for _ in 0..<20_000 {
            let state = generator.next()
            // Bias half the bytes toward the classes' edges, where a wrong bound shows.
            let edges: [UInt8] = [0x2F, 0x30, 0x39, 0x3A, 0x40, 0x41, 0x5A, 0x5B, 0x5E, 0x5F, 0x60, 0x61, 0x7A, 0x7B, 0x7F, 0x80, 0xDF, 0xFF]
            var word: UInt64 = 0
            for lane in 0..<8 {
                let random = UInt8(truncatingIfNeeded: state >> (lane * 8))
                let byte = random & 1 == 0 ? edges[Int(random >> 1) % edges.count] : random
                word |= UInt64(byte) << (lane * 8)
            }
            var expected: UInt64 = 0
            for lane in 0..<8 where !CharacterClass.isIdentifierContinue(UInt8(truncatingIfNeeded: word >> (lane * 8))) {
                expected |= 0x80 << (lane * 8)
            }
            #expect(CharacterClass.nonIdentifierBytes(word) == expected, "word \(String(word, radix: 16))")
        }
    }

    /// Names of every length around the word size end at every kind of byte,
    /// in the middle of the file and at its end.
    @Test func namesOfEveryLengthEndWhereTheyShould() {
        for length in 1...20 {
            let name = String(repeating: "a", count: length - 1) + "Z"
            for stop in ["", " ", "(", ".x", "\n", "é", "-", "_9"] {
                let tokens = lex(name + stop)
                let expected = stop == "_9" ? name + "_9" : name
                #expect(tokens.first?.1 == expected, "\(length) bytes then \(stop.debugDescription)")
            }
            #expect(lex(name + "#2").first?.0 == .instance)
        }
    }

    /// Runs of spaces of every length around the eight-at-a-time skip, at the
    /// end of the file too (where fewer than eight bytes remain).
    @Test func runsOfSpacesOfEveryLength() {
        for length in 1...20 {
            let spaces = String(repeating: " ", count: length)
            #expect(lex("a\(spaces)b\(spaces)").map(\.1) == ["a", "b"], "\(length) spaces")
            #expect(lex("\(spaces)\t\(spaces)x").map(\.1) == ["x"], "\(length) spaces around a tab")
        }
        // A space before a line end inside parentheses is trivia like the line end.
        #expect(kinds("(a        \n        b)") == [.leftParen, .identifier, .identifier, .rightParen])
    }

    @Test func numbersPercentagesAndRemainder() {
        #expect(kinds("42 1_000 0.35 40% 7 % 2") == [.integer, .integer, .decimal, .percentage, .integer, .percent, .integer])
        // `2.x` is not a decimal: the dot needs a digit after it.
        #expect(kinds("2.x") == [.integer, .dot, .identifier])
    }

    @Test func instanceNamesAreOneToken() {
        #expect(lex("RecipeDetail#2.recipe").map(\.1) == ["RecipeDetail#2", ".", "recipe"])
        #expect(kinds("RecipeDetail#2") == [.instance])
        #expect(diagnosticIDs("Detail# x") == ["expected-instance-number"])
    }

    @Test func operatorsAndPunctuation() {
        #expect(kinds("-> - == = != ! <= < >= > && || + * / { } ( ) [ ] , ; . :") == [
            .arrow, .minus, .equalEqual, .equal, .bangEqual, .bang, .lessEqual, .less, .greaterEqual,
            .greater, .ampAmp, .pipePipe, .plus, .star, .slash, .leftBrace, .rightBrace, .leftParen,
            .rightParen, .leftBracket, .rightBracket, .comma, .semicolon, .dot, .colon,
        ])
    }

    @Test func lineEndsEndStatementsExceptInsideParenthesesAndBrackets() {
        #expect(kinds("a\n\n\nb") == [.identifier, .newline, .identifier])
        #expect(kinds("f(a,\n b)\n[c,\n d]") == [
            .identifier, .leftParen, .identifier, .comma, .identifier, .rightParen, .newline,
            .leftBracket, .identifier, .comma, .identifier, .rightBracket,
        ])
        // Inside a block inside parentheses line ends count again, and a `}` closes what was left open.
        #expect(kinds("{ (\n }\nx") == [.leftBrace, .leftParen, .rightBrace, .newline, .identifier])
    }

    @Test func commentsNestAndAreKept() {
        let file = SourceFile(path: "c", text: "a /* one /* two */ still */ b // end\nc")
        let lexed = file.bytes.withUnsafeBufferPointer { buffer -> ([TokenKind], [FlowLang.Comment]) in
            var lexer = Lexer(bytes: buffer, path: "c")
            var kinds: [TokenKind] = []
            while true {
                let token = lexer.next()
                if token.kind == .endOfFile { break }
                kinds.append(token.kind)
            }
            return (kinds, lexer.comments)
        }
        #expect(lexed.0 == [.identifier, .identifier, .newline, .identifier])
        #expect(lexed.1.map { file.text(in: $0.range) } == ["/* one /* two */ still */", "// end"])
        #expect(diagnosticIDs("/* /* */") == ["unterminated-comment"])
    }

    @Test func stringEscapes() {
        #expect(diagnosticIDs(#""a\"b\\c\nd\te\u{1F600}""#).isEmpty)
        #expect(diagnosticIDs(#""\q""#) == ["invalid-escape"])
        #expect(diagnosticIDs(#""\u{110000}""#) == ["invalid-unicode-escape"])
        #expect(diagnosticIDs(#""\u{}""#) == ["invalid-unicode-escape"])
        #expect(diagnosticIDs(#""\u1F600""#) == ["invalid-unicode-escape"])
        #expect(diagnosticIDs("\"open\nx") == ["unterminated-string"])
        let result = parse(SourceFile(path: "s", text: #"print "a\"b\\c\nd\te\u{1F600}""#))
        guard case .statement(let statement) = result.file.items.first, case .print(let printed) = statement.kind,
              case .string(let literal) = printed.kind else {
            Issue.record("expected a print of a string")
            return
        }
        #expect(literal.value == "a\"b\\c\nd\te😀")
    }

    @Test func invalidBytesAreDiagnosedOnce() {
        let bytes: [UInt8] = Array("scene A {}\n".utf8) + [0xFF, 0xFE, 0xC0] + Array(" x".utf8)
        let result = Lexer.tokenize(SourceFile(path: "u", bytes: bytes))
        #expect(result.diagnostics.map(\.id) == ["invalid-utf8"])
        #expect(diagnosticIDs("é") == ["unexpected-character"])
        #expect(diagnosticIDs("\"ok é\" // é") == [])
        #expect(diagnosticIDs("a & b") == ["unexpected-character"])
    }

    @Test func byteOrderMarkIsSkipped() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("scene A {}".utf8)
        #expect(Lexer.tokenize(SourceFile(path: "b", bytes: bytes)).diagnostics.isEmpty)
    }
}
