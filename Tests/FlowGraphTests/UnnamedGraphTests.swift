@testable import FlowGraph
import FlowKit
import FlowLang
import Foundation
import Testing

/// The static checks' graph is built unnamed (`buildIndexed(_:detail:naming:)`):
/// no node has an id or a name and no edge names its ends. It must be the
/// named graph otherwise, node for node and edge for edge, with each node's
/// type reference naming what the id named.
@Suite struct UnnamedGraphTests {
    /// Every example and every imported storyboard's file, as the checks build it: one file and its imports.
    static let files: [String] = {
        let root = Support.packageRoot
        let examples = ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("examples").path)) ?? [])
            .filter { $0.hasSuffix(".flow") }.map { "examples/" + $0 }
        let imported = (try? FileManager.default.contentsOfDirectory(atPath: Golden.files.directory("imported").path)) ?? []
        let storyboards = imported.flatMap { name in
            Golden.files.inputs("imported/\(name)").map { Golden.files.directory("imported/\(name)").appendingPathComponent($0).path }
        }
        return (examples.map { root.appendingPathComponent($0).path } + storyboards).sorted()
    }()

    @Test func theUnnamedGraphIsTheNamedOneWithoutItsNames() throws {
        #expect(UnnamedGraphTests.files.count >= 10)
        var unwindsToNowhere = 0
        for name in UnnamedGraphTests.files {
            let results = Support.results([name])
            let named = GraphBuilder.buildIndexed(results, detail: .navigation, naming: true)
            let unnamed = GraphBuilder.buildIndexed(results, detail: .navigation, naming: false)
            #expect(unnamed.graph.nodes.map { "\($0.kind) \($0.isInitial) \($0.storyboard ?? "-")" }
                    == named.graph.nodes.map { "\($0.kind) \($0.isInitial) \($0.storyboard ?? "-")" }, "\(name)")
            // Each node's type names what its id named; `nowhere` has none.
            #expect(named.nodeTypes.map { $0?.description ?? StoryboardGraph.nowhere } == named.graph.nodes.map(\.id),
                    "\(name)")
            #expect(unnamed.nodeTypes == named.nodeTypes, "\(name)")
            #expect(unnamed.graph.nodes.allSatisfy { $0.kind == .nowhere || ($0.id.isEmpty && $0.name.isEmpty) },
                    "\(name)")
            #expect(unnamed.ends.map { "\($0.from)>\($0.to)" } == named.ends.map { "\($0.from)>\($0.to)" }, "\(name)")
            #expect(unnamed.graph.edges.count == named.graph.edges.count, "\(name)")
            #expect(unnamed.unwindTriggers.map { "\($0.edge) \($0.storyboard) \($0.offset)" }
                    == named.unwindTriggers.map { "\($0.edge) \($0.storyboard) \($0.offset)" }, "\(name)")
            for (lean, full) in zip(unnamed.graph.edges, named.graph.edges) {
                #expect(lean.kind == full.kind && lean.relationship == full.relationship && lean.index == full.index
                        && lean.action == full.action && lean.location == full.location, "\(name): \(full.from) -> \(full.to)")
                if full.to == StoryboardGraph.nowhere {
                    #expect(lean.to == StoryboardGraph.nowhere, "\(name): \(full.from)")
                    unwindsToNowhere += 1
                }
            }
        }
        // The imported storyboards hold unwinds that no scene can take: the `nowhere` node is built unnamed too.
        #expect(unwindsToNowhere > 0)
    }
}
