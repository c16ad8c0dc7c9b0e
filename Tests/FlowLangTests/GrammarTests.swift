import Foundation
import Testing
@testable import FlowLang
import FlowVocabulary

/// Keeps `grammar/flow.ebnf` honest: its words are exactly the `Keyword`
/// cases, it is closed (every nonterminal defined and used), and every
/// production a parse function is headed by exists in it.
@Suite struct GrammarTests {
    @Test func wordTerminalsAreExactlyTheKeywords() throws {
        let grammar = try EBNFGrammar.load()
        let words = grammar.wordTerminals
        #expect(words.count > 50, "expected the grammar's keywords, read only \(words.count) word terminals")
        let keywords = Set(Keyword.allCases.map(\.rawValue))
        let notKeywords = words.subtracting(keywords).sorted()
        let notInGrammar = keywords.subtracting(words).sorted()
        #expect(notKeywords.isEmpty, "terminals in grammar/flow.ebnf that are not Keyword cases: \(notKeywords.joined(separator: ", "))")
        #expect(notInGrammar.isEmpty, "Keyword cases missing from grammar/flow.ebnf: \(notInGrammar.joined(separator: ", "))")
    }

    /// The grammar's note on names lists the presentation and transition styles the checker takes,
    /// each of them: a style added to `PresentationStyle` is added to the grammar too.
    @Test func theNamesNoteListsEveryStyle() throws {
        let text = try String(contentsOf: EBNFGrammar.packageRoot.appendingPathComponent("grammar/flow.ebnf"), encoding: .utf8)
        func listed(after label: String) -> Set<String> {
            guard let start = text.range(of: label + " (`")?.upperBound,
                  let end = text[start...].firstIndex(of: "`") else { return [] }
            return Set(text[start..<end].split(whereSeparator: \.isWhitespace).map(String.init))
        }
        #expect(listed(after: "presentation styles") == Set(PresentationStyle.allCases.map(\.rawValue)))
        #expect(listed(after: "transition styles") == Set(TransitionStyle.allCases.map(\.rawValue)))
        #expect(listed(after: "width classes") == Set(WidthClass.allCases.map(\.rawValue)))
    }

    @Test func everyNonterminalIsDefinedAndUsed() throws {
        let grammar = try EBNFGrammar.load()
        let defined = Set(grammar.productions.map(\.name))
        let used = Set(grammar.productions.flatMap(\.references))
        #expect(defined.count > 30, "expected the grammar's productions, read only \(defined.count)")
        #expect(defined.contains(EBNFGrammar.startSymbol), "the start symbol '\(EBNFGrammar.startSymbol)' is not defined")
        let duplicates = Dictionary(grouping: grammar.productions, by: \.name).filter { $0.value.count > 1 }.keys.sorted()
        #expect(duplicates.isEmpty, "productions defined more than once: \(duplicates.joined(separator: ", "))")
        let undefined = used.subtracting(defined).sorted()
        #expect(undefined.isEmpty, "nonterminals used but not defined: \(undefined.joined(separator: ", "))")
        let unused = defined.subtracting(used).subtracting([EBNFGrammar.startSymbol]).sorted()
        #expect(unused.isEmpty, "productions defined but never used: \(unused.joined(separator: ", "))")
    }

    @Test func parserProductionsExistInTheGrammar() throws {
        let grammar = try EBNFGrammar.load()
        let defined = Set(grammar.productions.map(\.name))
        let parserFolder = EBNFGrammar.packageRoot.appendingPathComponent("Sources/FlowLang/Parser")
        let files = try FileManager.default.contentsOfDirectory(atPath: parserFolder.path)
            .filter { $0.hasSuffix(".swift") }
            .sorted()
        #expect(!files.isEmpty, "no Swift files in \(parserFolder.path)")
        var found: [(file: String, production: String)] = []
        for file in files {
            let source = try String(contentsOf: parserFolder.appendingPathComponent(file), encoding: .utf8)
            found += DocProductions.names(in: source).map { (file, $0) }
        }
        #expect(found.count > 20, "expected the parser's doc-comment productions, read only \(found.count)")
        let missing = found.filter { !defined.contains($0.production) }
            .map { "\($0.production) (\($0.file))" }
        #expect(missing.isEmpty, "productions in parser doc comments missing from grammar/flow.ebnf: \(missing.joined(separator: ", "))")
    }

    // The readers themselves must be able to fail: check them on small inputs.

    @Test func readerFindsTerminalsProductionsAndProblems() throws {
        let grammar = try EBNFGrammar(text: """
            (* a (* nested *) comment with "fake" terminals *)
            file = "tap" name { ";" name } | '"' | "_" | "\\u{" ? any "quoted" ? ;
            name = IDENTIFIER - ( "true" ) ;
            """)
        #expect(grammar.productions.map(\.name) == ["file", "name"])
        #expect(grammar.wordTerminals == ["tap", "true"])
        #expect(Set(grammar.productions.flatMap(\.references)) == ["name", "IDENTIFIER"])
        #expect(throws: EBNFGrammar.Malformed.self) { try EBNFGrammar(text: "a = b") }
        #expect(throws: EBNFGrammar.Malformed.self) { try EBNFGrammar(text: "a = \"b ;") }
        #expect(throws: EBNFGrammar.Malformed.self) { try EBNFGrammar(text: "= b ;") }
    }

    @Test func docCommentReaderFollowsContinuationLines() {
        let source = """
            /// sizeMember = "size" NUMBER "x" NUMBER ;  frameMember = "frame" NUMBER ;
            /// member = titleMember
            ///        | "dims" | ";" ;
            /// Returns nil when a = b, which is prose.
            func f() {}
            // notDoc = "x" ;
            /// setStmt = "set" postfix "=" expression ;   (a note)
            """
        #expect(DocProductions.names(in: source) == ["sizeMember", "frameMember", "member", "setStmt"])
    }
}

/// The parts of an ISO 14977 EBNF file the tests need: each production's
/// name, the nonterminals on its right-hand side, and its terminals.
struct EBNFGrammar {
    struct Production {
        var name: String
        var references: [String]
        var terminals: [String]
    }

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    static let startSymbol = "file"

    /// The package's root, from this file's path (Tests/FlowLangTests/…).
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    static func load() throws -> EBNFGrammar {
        let url = packageRoot.appendingPathComponent("grammar/flow.ebnf")
        return try EBNFGrammar(text: try String(contentsOf: url, encoding: .utf8))
    }

    var productions: [Production] = []

    /// Terminals that spell a word (`"tap"`, `"iOS"`): a letter, then
    /// letters, digits or `_`; not punctuation (`"->"`, `"_"`) or escapes
    /// (`"\u{"`).
    var wordTerminals: Set<String> {
        Set(productions.flatMap(\.terminals).filter { terminal in
            guard let first = terminal.first, first.isASCII, first.isLetter else { return false }
            return terminal.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        })
    }

    private enum Token: Equatable {
        case meta(String)
        case terminal(String)
        case special
        case symbol(Character)
    }

    init(text: String) throws {
        let tokens = try EBNFGrammar.tokenize(text)
        var index = 0
        while index < tokens.count {
            guard case .meta(let name) = tokens[index] else {
                throw Malformed(description: "expected a production's name, found \(tokens[index])")
            }
            guard index + 1 < tokens.count, tokens[index + 1] == .symbol("=") else {
                throw Malformed(description: "expected '=' after '\(name)'")
            }
            index += 2
            var production = Production(name: name, references: [], terminals: [])
            var ended = false
            while index < tokens.count {
                let token = tokens[index]
                index += 1
                switch token {
                case .symbol(";"): ended = true
                case .symbol("="): throw Malformed(description: "'=' inside the production '\(name)' (missing ';'?)")
                case .meta(let reference): production.references.append(reference)
                case .terminal(let terminal): production.terminals.append(terminal)
                case .special, .symbol: break
                }
                if ended { break }
            }
            guard ended else { throw Malformed(description: "the production '\(name)' has no ';'") }
            productions.append(production)
        }
    }

    private static func tokenize(_ text: String) throws -> [Token] {
        let characters = Array(text)
        var tokens: [Token] = []
        var index = 0
        func isWordStart(_ c: Character) -> Bool { c == "_" || (c.isASCII && c.isLetter) }
        func isWord(_ c: Character) -> Bool { isWordStart(c) || (c.isASCII && c.isNumber) }
        while index < characters.count {
            let c = characters[index]
            let next: Character? = index + 1 < characters.count ? characters[index + 1] : nil
            if c.isWhitespace {
                index += 1
            } else if c == "(" && next == "*" {
                // (* comments *), nesting allowed
                var depth = 0
                repeat {
                    if index + 1 < characters.count, characters[index] == "(", characters[index + 1] == "*" {
                        depth += 1
                        index += 2
                    } else if index + 1 < characters.count, characters[index] == "*", characters[index + 1] == ")" {
                        depth -= 1
                        index += 2
                    } else if index < characters.count {
                        index += 1
                    } else {
                        throw Malformed(description: "unterminated comment")
                    }
                } while depth > 0
            } else if c == "\"" || c == "'" || c == "?" {
                guard let close = characters[(index + 1)...].firstIndex(of: c) else {
                    throw Malformed(description: "unterminated \(c)…\(c) at character \(index)")
                }
                let body = String(characters[(index + 1)..<close])
                if c == "?" {
                    tokens.append(.special)
                } else {
                    if body.isEmpty { throw Malformed(description: "empty terminal at character \(index)") }
                    if body.contains("\n") { throw Malformed(description: "terminal spans lines at character \(index)") }
                    tokens.append(.terminal(body))
                }
                index = close + 1
            } else if isWordStart(c) {
                var end = index
                while end < characters.count, isWord(characters[end]) { end += 1 }
                tokens.append(.meta(String(characters[index..<end])))
                index = end
            } else if "=;|[]{}()-,".contains(c) {
                tokens.append(.symbol(c))
                index += 1
            } else {
                throw Malformed(description: "unexpected '\(c)' at character \(index)")
            }
        }
        return tokens
    }
}

/// Productions written in `///` doc comments (`/// name = … ;`), possibly
/// continued over several `///` lines, several on a line.
enum DocProductions {
    static func names(in source: String) -> [String] {
        var names: [String] = []
        var pending: String?     // a production whose ';' has not come yet
        var quote: Character?    // inside a quoted terminal of it
        for rawLine in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.drop { $0 == " " || $0 == "\t" }
            guard line.hasPrefix("///") else {
                pending = nil  // a production ends with its doc comment
                quote = nil
                continue
            }
            var rest = Substring(line.dropFirst(3))
            while true {
                if pending == nil {
                    guard let (name, after) = head(rest) else { break }
                    pending = name
                    rest = after
                }
                // Scan to the ';' that ends the production, outside quotes.
                var end: Substring.Index?
                var position = rest.startIndex
                while position < rest.endIndex {
                    let c = rest[position]
                    if let open = quote {
                        if c == open { quote = nil }
                    } else if c == "\"" || c == "'" {
                        quote = c
                    } else if c == ";" {
                        end = position
                        break
                    }
                    position = rest.index(after: position)
                }
                guard let end else { break }  // continues on the next line
                if let name = pending { names.append(name) }
                pending = nil
                rest = rest[rest.index(after: end)...]
            }
        }
        return names
    }

    /// `name =` (not `==`) at the start of `text`, after spaces.
    private static func head(_ text: Substring) -> (String, Substring)? {
        var rest = text.drop { $0 == " " || $0 == "\t" }
        guard let first = rest.first, first == "_" || (first.isASCII && first.isLetter) else { return nil }
        let name = rest.prefix { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
        rest = rest.dropFirst(name.count).drop { $0 == " " || $0 == "\t" }
        guard rest.first == "=", rest.dropFirst().first != "=" else { return nil }
        return (String(name), rest.dropFirst())
    }
}
