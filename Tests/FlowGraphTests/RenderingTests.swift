import FlowBenchmarks
import FlowGraph
import FlowKit
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Real SVG from Graphviz, the committed picture, and speed.
@Suite struct RenderingTests {
    @Test(.enabled(if: Support.dot != nil, "Graphviz's dot is not installed"))
    func everyExampleRendersToSVGThatParses() throws {
        for name in GraphGoldenTests.examples {
            let path = Support.packageRoot.appendingPathComponent("examples/\(name).flow").path
            let graph = GraphBuilder.build(Support.results([path]))
            let svg = try Support.svg(DOTRenderer.render(graph))
            let parser = XMLParser(data: svg)
            #expect(parser.parse(), "\(name): \(String(describing: parser.parserError))")
            let text = String(decoding: svg, as: UTF8.self)
            for node in graph.nodes where node.kind != .nowhere { #expect(text.contains(">\(node.name)<"), "\(name): \(node.name)") }
            #expect(text.contains(">Legend<"))
        }
    }

    /// `examples/recipes.svg` is what the README shows; regenerate it with
    /// `swift run -q flow graph --format svg examples/recipes.flow -o examples/recipes.svg`.
    @Test func theCommittedPictureIsValidAndCurrent() throws {
        let url = Support.packageRoot.appendingPathComponent("examples/recipes.svg")
        let data = try Data(contentsOf: url)
        let parser = XMLParser(data: data)
        #expect(parser.parse())
        let text = String(decoding: data, as: UTF8.self)
        let graph = GraphBuilder.build(Support.results([Support.packageRoot.appendingPathComponent("examples/recipes.flow").path]))
        for node in graph.nodes { #expect(text.contains(">\(node.name)<"), "regenerate examples/recipes.svg: \(node.name)") }
        for trigger in graph.edges.compactMap(\.trigger) {
            #expect(text.contains(RenderingTests.xmlEscaped(trigger.text)), "regenerate examples/recipes.svg: \(trigger.text)")
        }
    }

    /// Building and writing DOT for 1,000 scenes takes well under a second, and twice the scenes about twice the time.
    /// A thousand scenes render to a graph with every scene and segue (the
    /// time it takes is measured by `flow bench --graph`, not here).
    @Test func aThousandScenesRenderWhole() {
        let result = check(SourceFile(path: "big.flow", text: GraphCorpus.storyboard(scenes: 1_000)))
        #expect(!result.hasErrors)
        let graph = GraphBuilder.build([result])
        #expect(graph.nodes.count >= 1_000)
        #expect(DOTRenderer.render(graph).utf8.count > 100_000)
    }

    static func xmlEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
