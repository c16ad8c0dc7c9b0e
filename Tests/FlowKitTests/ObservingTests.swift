import Foundation
import FlowKit
import Testing

@Suite struct ObservingTests {
    @Test func callbackSeesStatementsThenTheirEventsInOrder() throws {
        let session = try Storyboards.session()
        let collector = Collector()
        let observation = session.observe { collector.append($0) }
        session.run("tap recipe\nprint \"here\"")
        observation.cancel()
        session.run("pop")
        let lines = collector.lines
        #expect(lines.first == "> tap recipe")
        let tapEvents = lines.dropFirst().prefix { !$0.hasPrefix(">") && !$0.hasPrefix("print") }
        #expect(tapEvents.contains { $0.contains("RecipeList") && $0.contains("prepare") })
        #expect(tapEvents.contains { $0.contains("RecipeDetail") && $0.contains("viewDidAppear") })
        let prepare = try #require(lines.firstIndex { $0.contains("prepare") })
        let appeared = try #require(lines.firstIndex { $0.contains("RecipeDetail.viewDidAppear") })
        #expect(prepare < appeared)
        #expect(lines.last == "print here")
        #expect(!lines.contains("> pop"))
    }

    @Test func asyncSequenceDeliversTheSameItems() async throws {
        let session = try Storyboards.session()
        let collector = Collector()
        let observation = session.observe { collector.append($0) }
        let stream = session.events()
        session.run("tap recipe\npop")
        observation.cancel()
        let expected = collector.items
        var received: [TraceItem] = []
        for await item in stream {
            received.append(item)
            if received.count == expected.count { break }
        }
        #expect(received == expected)
        #expect(!expected.isEmpty)
    }

    @Test func snapshotsRoundTripThroughJSON() throws {
        let session = try Storyboards.session()
        session.run("tap recipe\ntap add")
        let snapshot = try #require(session.snapshot())
        let data = try JSONEncoder().encode(snapshot)
        let decoded = try JSONDecoder().decode(HierarchySnapshot.self, from: data)
        #expect(decoded == snapshot)
        #expect(snapshot.root?.name.hasPrefix("Browse") == true)
    }

    @Test func twoSessionsRunConcurrentlyOnDifferentThreads() async throws {
        let document = FlowDocument.load(text: Storyboards.recipes, path: "recipes.flow")
        func drive(_ control: String, _ rounds: Int) throws -> [String] {
            let session = try Session(document: document)
            let collector = Collector()
            session.observe { collector.append($0) }
            for _ in 0..<rounds {
                session.run("tap \(control)")
                session.run(control == "recipe" ? "pop" : "tap save")
            }
            return collector.lines
        }
        let reference = (try drive("recipe", 1), try drive("add", 1))
        async let first = Task.detached { try drive("recipe", 200) }.value
        async let second = Task.detached { try drive("add", 200) }.value
        let (a, b) = try await (first, second)
        #expect(a.count == reference.0.count * 200)
        #expect(b.count == reference.1.count * 200)
        #expect(Array(a.prefix(reference.0.count)) == reference.0)
        #expect(Array(b.suffix(reference.1.count)) == reference.1)
    }
}
