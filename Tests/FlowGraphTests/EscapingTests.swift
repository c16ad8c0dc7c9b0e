import FlowGraph
import FlowKit
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Names, titles and identifiers that try to break every format: quotes,
/// backslashes, DOT and Mermaid syntax, HTML and XML markup, entities,
/// control characters, separators and noncharacters. Each output must stay
/// valid, and JSON must give the strings back exactly.
@Suite struct EscapingTests {
    static let title = "Tab\there \u{1B}[31m \"q\" \\ `tick` | # ; { } [ ] %% --> <b>&amp; &bogus; ]]> \u{2028} \u{FFFF} é 😀"
    static let identifier = "id \"with\" -> quotes \\ and \u{7} bell; end"
    static let segueClass = "Weird\"Class\\<&>"

    /// A storyboard named after its file, with odd characters in every string.
    static let graph: StoryboardGraph = {
        let source = """
            initial Start
            var flag = "x"
            navigation Start { root Home; title "Nav \\"quoted\\" & <b>bold</b> &bogus; \\\\ back" }
            scene Home {
                title \(ExpressionStrings.literal(title))
                button go -> show Home when flag != "\\" -> \\\\ `x` \\n"
                segue \(ExpressionStrings.literal(identifier)) -> present Other style formSheet
                segue "]] \\"; DROP" -> custom Other \(ExpressionStrings.literal(segueClass)) when flag == "a"
                button back -> unwind nowhereAction
                unwind home when flag == "\\"home\\""
            }
            scene Other { title "#quot; #35; &#x27; <![CDATA[ x ]]> <!-- -->"; button up -> unwind home }
            """
        return GraphBuilder.build([check(SourceFile(path: "dir/we\"ird &amp; <x> \\ \u{1}name.flow", text: source))])
    }()

    @Test func theFileChecksAndEveryPieceIsThere() {
        let graph = EscapingTests.graph
        #expect(graph.storyboards.first?.name == "we\"ird &amp; <x> \\ \u{1}name")
        #expect(graph.nodes.contains { $0.title == EscapingTests.title })
        #expect(graph.edges.contains { $0.trigger?.name == EscapingTests.identifier })
        #expect(graph.edges.contains { $0.segueClass == EscapingTests.segueClass })
        #expect(graph.nodes.contains { $0.kind == .nowhere })
    }

    @Test func jsonParsesAndGivesTheStringsBack() throws {
        let json = JSONRenderer.render(EscapingTests.graph)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let nodes = try #require(object["nodes"] as? [[String: Any]])
        #expect(nodes.contains { $0["title"] as? String == EscapingTests.title })
        let edges = try #require(object["edges"] as? [[String: Any]])
        #expect(edges.contains { ($0["trigger"] as? [String: Any])?["name"] as? String == EscapingTests.identifier })
        #expect(edges.contains { $0["class"] as? String == EscapingTests.segueClass })
        #expect(json.unicodeScalars.allSatisfy { $0.value >= 0x20 || $0 == "\n" })
    }

    @Test func dotIsOneStatementALineAndEveryQuoteIsClosed() {
        let dot = DOTRenderer.render(EscapingTests.graph)
        for line in dot.split(separator: "\n") where !line.hasPrefix("//") {
            #expect(EscapingTests.quotesBalance(line), "unbalanced quotes: \(line)")
            #expect(!line.unicodeScalars.contains { $0.properties.generalCategory == .control })
        }
    }

    @Test(.enabled(if: Support.dot != nil, "Graphviz's dot is not installed"))
    func dotMakesValidXML() throws {
        let svg = try Support.svg(DOTRenderer.render(EscapingTests.graph))
        #expect(!svg.isEmpty, "dot rejected the DOT")
        let parser = XMLParser(data: svg)
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
        let text = String(decoding: svg, as: UTF8.self)
        #expect(text.contains("&amp;bogus;"))
        #expect(text.contains("\\u{1B}"))
    }

    @Test func mermaidLabelsAreQuotedAndHoldNoMarkup() {
        let mermaid = MermaidRenderer.render(EscapingTests.graph)
        for line in mermaid.split(separator: "\n").dropFirst() {
            let quotes = line.filter { $0 == "\"" }.count
            #expect(quotes % 2 == 0, "\(line)")
            // Inside labels only entities: no raw markup, backticks or pipes.
            for label in line.split(separator: "\"", omittingEmptySubsequences: false).enumerated() where label.offset % 2 == 1 {
                let text = label.element.replacingOccurrences(of: "<br/>", with: "")
                    .replacingOccurrences(of: "#[0-9]+;", with: "", options: .regularExpression)
                #expect(!text.contains { "<>&`|\\{}[];#".contains($0) }, "\(text)")
                #expect(!text.unicodeScalars.contains { $0.properties.generalCategory == .control })
            }
        }
    }

    @Test func theTextReadsBackRecordForRecord() {
        let text = TextRenderer.render(EscapingTests.graph)
        let records = GraphText.records(text)
        #expect(records.count == text.split(separator: "\n").count - 1)
        #expect(records.allSatisfy { $0.section != nil })
        #expect(Set(records.map(\.key)).count == records.count)
        #expect(GraphDiff(old: text, new: text).isEmpty)
        #expect(!text.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
    }

    /// Whether every `"` opened on the line is closed, `\` escapes counted.
    static func quotesBalance(_ line: Substring) -> Bool {
        var open = false
        var escaped = false
        for character in line {
            if escaped { escaped = false } else if character == "\\" { escaped = open } else if character == "\"" { open.toggle() }
        }
        return !open
    }
}

/// Flow string literals for the test sources.
enum ExpressionStrings {
    /// `text` as a flow string literal, every odd character escaped.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.properties.isNoncharacterCodePoint || scalar == "\u{2028}" {
                    out += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
