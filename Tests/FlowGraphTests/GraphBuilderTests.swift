import FlowGraph
import FlowKit
import Foundation
import Testing
import TestSupport

/// What the graph holds: nodes, relationships in order, segues with their
/// attributes, the initial scene, imports, and where unwinds can go.
@Suite struct GraphBuilderTests {
    static let recipes = Support.packageRoot.appendingPathComponent("examples/recipes.flow").path
    static let unwinds = Support.packageRoot.appendingPathComponent("examples/unwinds.flow").path

    @Test func nodesRelationshipsAndTheInitialScene() {
        let graph = GraphBuilder.build(Support.results([GraphBuilderTests.recipes]))
        #expect(graph.nodes.count == 10)
        #expect(graph.nodes.filter(\.isInitial).map(\.id) == ["Main.Tabs"])
        #expect(graph.nodes.first { $0.id == "Main.RecipeList" }?.title == "Recipes")
        let tabs = graph.edges.filter { $0.from == "Main.Tabs" }
        #expect(tabs.map(\.to) == ["Main.Browse", "Main.Favorites"])
        #expect(tabs.map(\.index) == [1, 2])
        #expect(tabs.allSatisfy { $0.kind == .relationship && $0.relationship == .tab })
        let add = graph.edges.first { $0.trigger?.name == "add" }
        #expect(add?.kind == .present)
        #expect(add?.style == "fullScreen")
        #expect(add?.transition == "coverVertical")
        #expect(add?.location?.line == 14)
        let save = graph.edges.first { $0.trigger?.name == "save" }
        #expect(save?.condition == #"recipeName != """#)
        #expect(save?.to == "Main.RecipeList")
    }

    /// The static checks' graph (`.navigation`) is the drawn one without what
    /// only drawing needs: the same nodes and edges, in the same order, with
    /// their actions and locations, but for unwinds: one edge each, to one of
    /// the drawn graph's destinations of that unwind (or both to `nowhere`).
    @Test func theNavigationGraphIsTheFullOneWithoutItsDrawingDetail() throws {
        let examples = try FileManager.default.contentsOfDirectory(
            atPath: Support.packageRoot.appendingPathComponent("examples").path)
            .filter { $0.hasSuffix(".flow") }.sorted()
        #expect(examples.count >= 5)
        for name in examples {
            let results = Support.results([Support.packageRoot.appendingPathComponent("examples/\(name)").path])
            Self.expectTheNavigationGraphIsTheFullOne(results, name: name)
        }
    }

    /// Random storyboards (navigation controllers and tab bars, segues of
    /// each kind, unwinds to a few actions that one scene, several or none
    /// implement, some under a condition, some scenes left outside): the
    /// checks' graph agrees with the drawn one as on the examples. The checks
    /// resolve an action one scene implements by a search of its own
    /// (`LoneImplementerSearch`), one that several implement by another.
    @Test func theNavigationGraphAgreesOnRandomStoryboards() {
        var random = SplitMix64(seed: 53)
        var checkedClean = 0
        for round in 0..<400 {
            let text = Self.randomStoryboard(using: &random)
            let checked = check(SourceFile(path: "test.flow", text: text))
            guard !checked.hasErrors else { continue }
            checkedClean += 1
            Self.expectTheNavigationGraphIsTheFullOne([checked], name: "round \(round):\n\(text)")
        }
        #expect(checkedClean >= 300)
    }

    private static func expectTheNavigationGraphIsTheFullOne(_ results: [CheckResult], name: String) {
        let full = GraphBuilder.build(results)
        let indexed = GraphBuilder.buildIndexed(results, detail: .navigation, naming: true)
        let navigation = indexed.graph
        #expect(navigation.nodes.map { "\($0.id) \($0.kind) \($0.isInitial)" }
                == full.nodes.map { "\($0.id) \($0.kind) \($0.isInitial)" }, "\(name)")
        // The drawn graph's edges for when a guarded implementer declines are no unwind segue's.
        let drawnUnwinds = Dictionary(grouping: full.edges.filter {
            $0.kind == .unwind && $0.trigger?.kind != GraphTrigger.declines
        }, by: Self.unwindSite)
        // The checks' unwinds carry no location or action: where each is written is kept beside the edges.
        #expect(navigation.edges.allSatisfy { $0.location == nil && $0.action == nil }, "\(name)")
        #expect(indexed.unwindTriggers.map(\.edge) == navigation.edges.indices.filter { navigation.edges[$0].kind == .unwind },
                "\(name)")
        let sources = Dictionary(results.flatMap(\.sources).map { ($0.path, LineTable($0)) }) { first, _ in first }
        let leanUnwinds = Dictionary(grouping: indexed.unwindTriggers, by: { trigger -> String in
            let path = navigation.storyboards[trigger.storyboard].path
            let written = sources[path].map { table -> String in
                let location = table.location(of: trigger.offset)
                return "\(location.line):\(location.column)"
            } ?? "?"
            return "\(navigation.edges[trigger.edge].from) \(path):\(written)"
        }).mapValues { $0.map { navigation.edges[$0.edge] } }
        #expect(Set(leanUnwinds.keys) == Set(drawnUnwinds.keys), "\(name)")
        for (site, lean) in leanUnwinds {
            #expect(lean.count == 1, "\(name): \(site)")
            let destinations = drawnUnwinds[site]?.map(\.to) ?? []
            #expect(lean.allSatisfy { destinations.contains($0.to) }, "\(name): \(site) -> \(lean.map(\.to))")
        }
        let others = navigation.edges.filter { $0.kind != .unwind }
        let drawnOthers = full.edges.filter { $0.kind != .unwind }
        #expect(others.count == drawnOthers.count, "\(name)")
        for (lean, drawn) in zip(others, drawnOthers) {
            var stripped = GraphEdge(kind: drawn.kind, from: drawn.from, to: drawn.to)
            stripped.relationship = drawn.relationship
            stripped.index = drawn.index
            #expect(lean == stripped, "\(name): \(drawn.from) -> \(drawn.to)")
        }
    }

    /// A storyboard of up to eight scenes, two navigation controllers and a
    /// tab bar over them, each scene with a few segues and unwinds to the
    /// actions `a`, `b` and `c`, and implementing some of them, guarded or not.
    private static func randomStoryboard(using random: inout SplitMix64) -> String {
        let sceneCount = Int.random(in: 2...8, using: &random)
        let scenes = (0..<sceneCount).map { "S\($0)" }
        let actions = ["a", "b", "c"]
        var text = "initial \(["Tabs", "N0", "S0"].randomElement(using: &random) ?? "S0")\nvar ready = false\n"
        text += "tabs Tabs { N0, N1 }\n"
        text += "navigation N0 { root \(scenes.randomElement(using: &random) ?? "S0") }\n"
        text += "navigation N1 { root \(scenes.randomElement(using: &random) ?? "S0") }\n"
        let destinations = scenes + ["N0", "N1", "Tabs"]
        for scene in scenes {
            text += "scene \(scene) {\n"
            for segue in 0..<Int.random(in: 0...3, using: &random) {
                let kind = ["show", "present"].randomElement(using: &random) ?? "show"
                text += "    button go\(segue) -> \(kind) \(destinations.randomElement(using: &random) ?? "S0")\n"
            }
            for unwind in 0..<Int.random(in: 0...2, using: &random) {
                text += "    button back\(unwind) -> unwind \(actions.randomElement(using: &random) ?? "a")\n"
            }
            for action in actions where Int.random(in: 0..<3, using: &random) == 0 {
                text += "    unwind \(action)\(Bool.random(using: &random) ? " when ready" : "") { }\n"
            }
            text += "}\n"
        }
        return text
    }

    /// An unwind segue as written: its source and where its trigger is.
    private static func unwindSite(_ edge: GraphEdge) -> String {
        "\(edge.from) \(edge.location.map { "\($0.file):\($0.line):\($0.column)" } ?? "?")"
    }

    /// An edge's attributes live in a box made on first use; equality and
    /// hashing see only the values.
    @Test func edgesAreEqualByValueHoweverTheirAttributesWereSet() {
        let plain = GraphEdge(kind: .show, from: "Main.A", to: "Main.B")
        var unset = plain
        unset.style = "formSheet"
        unset.style = nil
        #expect(unset == plain)
        #expect(unset.hashValue == plain.hashValue)
        var styled = plain
        styled.style = "formSheet"
        var copy = styled
        copy.animated = false
        #expect(styled.animated && !copy.animated && copy.style == "formSheet")
        #expect(styled != copy)
        #expect(Set([plain, unset, styled, copy]).count == 3)
    }

    @Test func unwindsGoToEveryImplementerBelowTheSource() {
        let graph = GraphBuilder.build(Support.results([GraphBuilderTests.unwinds]))
        func targets(_ from: String, _ control: String) -> [String] {
            graph.edges.filter { $0.kind == .unwind && $0.from == from && $0.trigger?.name == control }.map(\.to)
        }
        // Thread implements sendMessage with a guard, and passes it on to Inbox, which always accepts.
        #expect(targets("Unwinds.Compose", "send") == ["Unwinds.Thread"])
        #expect(targets("Unwinds.Thread", "sendMessage") == ["Unwinds.Inbox"])
        let toThread = graph.edges.first { $0.from == "Unwinds.Compose" && $0.to == "Unwinds.Thread" }
        #expect(toThread?.acceptCondition == "threadAccepts")
        // From the other tab: the search goes through the tab bar to the inbox.
        #expect(targets("Unwinds.Account", "mail") == ["Unwinds.Inbox"])
        #expect(targets("Unwinds.Message", "inbox") == ["Unwinds.Inbox"])
        #expect(!graph.nodes.contains { $0.kind == .nowhere })
    }

    @Test func anImplementerThatCannotBeBelowIsNoDestination() {
        let graph = Support.graph("""
            initial A
            scene A { button go -> show B; unwind back }
            scene B { button back -> unwind back }
            scene C { unwind back }
            scene D { button lost -> unwind back; button none -> unwind nobody }
            """)
        let unwinds = graph.edges.filter { $0.kind == .unwind }
        #expect(unwinds.map { "\($0.from)>\($0.to)" }
                == ["test.B>test.A", "test.D>nowhere", "test.D>nowhere"])
        #expect(graph.nodes.last?.kind == .nowhere)
    }

    /// UIKit's search asks the nearest scene that implements the action: one
    /// that always accepts hides those above it; one with a condition passes
    /// the search on when it declines, drawn as its own edge to what is asked next.
    @Test func anUnwindGoesToTheNearestImplementerThatAlwaysAccepts() {
        let graph = Support.graph("""
            initial Nav
            var ready = false
            navigation Nav { root A }
            scene A { button next -> show B; unwind done }
            scene B { button next -> show C; unwind done when ready }
            scene C { button next -> show D; button back -> unwind done; unwind done }
            scene D { button back -> unwind done }
            """)
        func targets(_ from: String) -> [String] {
            graph.edges.filter { $0.kind == .unwind && $0.from == from }.map(\.to)
        }
        #expect(targets("test.C") == ["test.B"])
        #expect(targets("test.D") == ["test.C"])
        let declined = graph.edges.filter { $0.kind == .unwind && $0.from == "test.B" }
        #expect(declined.map(\.to) == ["test.A"])
        #expect(declined.map { $0.trigger?.text } == ["declines done"])
        #expect(declined.map { $0.location?.line } == [5])
    }

    /// A chain of scenes that all implement and unwind to one action has an
    /// edge per unwind, not one to every scene above it (issue 53: quadratic).
    @Test func aChainOfImplementersHasOneUnwindEdgeEach() {
        var text = "initial Nav\nnavigation Nav { root S0 }\nscene S0 { button next -> show S1; unwind done }\n"
        for index in 1..<300 {
            text += "scene S\(index) { button next -> show S\(index + 1); button back -> unwind done; unwind done }\n"
        }
        text += "scene S300 { button back -> unwind done }\n"
        let unwinds = Support.graph(text).edges.filter { $0.kind == .unwind }
        #expect(unwinds.count == 300)
        #expect(unwinds.allSatisfy { edge in
            Int(edge.to.dropFirst("test.S".count)).map { $0 + 1 } == Int(edge.from.dropFirst("test.S".count))
        })
    }

    /// Implementers with a condition end no search, so every one below a
    /// source can take its unwind: drawn once each, as the nearest one's and
    /// each declining one's next, not from every source to every one (issue
    /// 53: n²/2 edges, and the checks quadratic in time and memory).
    @Test func aChainOfGuardedImplementersIsDrawnOnceEach() {
        var text = "initial Nav\nvar ready = false\nnavigation Nav { root S0 }\n"
            + "scene S0 { button next -> show S1; unwind done when ready }\n"
        for index in 1..<300 {
            text += "scene S\(index) { button next -> show S\(index + 1); button back -> unwind done; unwind done when ready }\n"
        }
        text += "scene S300 { button back -> unwind done }\n"
        let drawn = Support.graph(text).edges.filter { $0.kind == .unwind }
        #expect(drawn.filter { $0.trigger?.kind == "button" }.count == 300)
        let declined = drawn.filter { $0.trigger?.kind == GraphTrigger.declines }
        #expect(declined.count == 299)
        #expect(declined.allSatisfy { edge in
            Int(edge.to.dropFirst("test.S".count)).map { $0 + 1 } == Int(edge.from.dropFirst("test.S".count))
        })
        let checked = check(SourceFile(path: "test.flow", text: text))
        let lean = GraphBuilder.build([checked], detail: .navigation).edges.filter { $0.kind == .unwind }
        #expect(lean.count == 300)
        #expect(lean.allSatisfy { edge in
            Int(edge.to.dropFirst("test.S".count)).map { $0 + 1 } == Int(edge.from.dropFirst("test.S".count))
        })
    }

    /// UIKit asks only the controllers above the source: a root that
    /// implements the action it unwinds to finds nothing through its own
    /// navigation controller, and two tabs that implement it find each other
    /// through the tab bar they share, in the drawn graph and the checks' alike.
    @Test func anUnwindNeverFindsItsSourceThroughItsOwnContainers() {
        let text = """
            initial Tabs
            tabs Tabs { One, Two }
            navigation One { root A }
            navigation Two { root B }
            navigation Alone { root C }
            scene A { button back -> unwind done; unwind done }
            scene B { button back -> unwind done; unwind done }
            scene C { button back -> unwind done; unwind done }
            """
        let checked = check(SourceFile(path: "test.flow", text: text))
        for graph in [GraphBuilder.build([checked]), GraphBuilder.build([checked], detail: .navigation)] {
            let unwinds = graph.edges.filter { $0.kind == .unwind }.map { "\($0.from) -> \($0.to)" }
            #expect(unwinds == ["test.A -> test.B", "test.B -> test.A", "test.C -> nowhere"])
        }
    }

    /// A scene that accepts two actions only when a condition holds passes
    /// each on when it declines: an edge for each action.
    @Test func aGuardedImplementerOfTwoActionsDeclinesEach() {
        let graph = Support.graph("""
            initial Nav
            var ready = false
            navigation Nav { root A }
            scene A { button next -> show B; unwind done; unwind cancel }
            scene B { button next -> show C; unwind done when ready; unwind cancel when ready }
            scene C { button done -> unwind done; button cancel -> unwind cancel }
            """)
        let declined = graph.edges.filter { $0.trigger?.kind == GraphTrigger.declines }
        #expect(declined.map { "\($0.from) \($0.action ?? "") -> \($0.to)" }.sorted()
                == ["test.B cancel -> test.A", "test.B done -> test.A"])
    }

    @Test func cyclesAndSelfSeguesEndAndAreDrawn() {
        let graph = Support.graph("""
            initial A
            scene A { button me -> show A; button next -> present B; unwind home }
            scene B { button back -> show A; button home -> unwind home }
            """)
        #expect(graph.edges.contains { $0.from == "test.A" && $0.to == "test.A" && $0.kind == .show })
        // A reaches B and B reaches A: B's unwind finds A, and the cycle ends.
        #expect(graph.edges.filter { $0.kind == .unwind }.map(\.to) == ["test.A"])
        #expect(DOTRenderer.render(graph).contains("\"test.A\" -> \"test.A\""))
    }

    @Test func importedStoryboardsAreGroupedAndMarked() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flow-graph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "storyboard Settings\ninitial Root\nscene Root { button about -> show About }\nscene About {}\n"
            .write(to: folder.appendingPathComponent("Settings.flow"), atomically: true, encoding: .utf8)
        try "import \"Settings.flow\"\ninitial Home\nscene Home { button settings -> present Settings }\n"
            .write(to: folder.appendingPathComponent("Main.flow"), atomically: true, encoding: .utf8)
        let graph = GraphBuilder.build(Support.results([folder.appendingPathComponent("Main.flow").path]))
        #expect(graph.storyboards.map(\.name) == ["Main", "Settings"])
        #expect(graph.storyboards.map(\.isImported) == [false, true])
        #expect(graph.edges.contains { $0.from == "Main.Home" && $0.to == "Settings.Root" })
        #expect(graph.nodes.filter(\.isInitial).map(\.id) == ["Main.Home", "Settings.Root"])
        let dot = DOTRenderer.render(graph)
        #expect(dot.contains("subgraph \"cluster_1\" {"))
        #expect(dot.contains("label=\"Settings (imported)\""))
        #expect(MermaidRenderer.render(graph).contains("subgraph s1[\"Settings (imported)\"]"))
    }

    @Test func theTextIgnoresCommentsLayoutAndOrder() {
        let plain = Support.lines("""
            initial A
            scene A { button go -> present B style formSheet when x > 1 && ready; unwind back }
            scene B { button back -> unwind back }
            var x = 2
            var ready = true
            """)
        let noisy = Support.lines("""
            var ready = true
            // The same flow, spaced out, commented, and in another order.
            scene B {
                button back -> unwind back   // home
            }
            var x = 2
            initial A
            scene A {
                /* the only way on */
                button go -> present B when x>1&&ready style formSheet
                unwind back
            }
            """)
        #expect(plain == noisy)
        #expect(plain.contains("segue test.A button go -> present test.B style formSheet when `x > 1 && ready`"))
    }
}

/// A control's action that replaces the window's root (`set window.rootViewController = Main`)
/// draws an edge of its own kind to the new root, in every format.
@Suite struct WindowRootEdgeTests {
    static let source = """
        storyboard S
        initial Welcome
        navigation Welcome { root SignIn }
        scene SignIn { button go { if true { set window.rootViewController = Main } } }
        tabs Main { Feed }
        scene Feed {}
        """

    @Test func anActionReplacingTheRootDrawsARootEdge() throws {
        let graph = Support.graph(Self.source)
        let root = try #require(graph.edges.first { $0.kind == .root })
        #expect(root.from == "S.SignIn" && root.to == "S.Main")
        #expect(root.trigger?.name == "go" && root.inCode)
        #expect(Support.lines(Self.source).contains("segue S.SignIn button go -> root S.Main code"))
        let dot = DOTRenderer.render(graph)
        #expect(dot.contains(##""S.SignIn" -> "S.Main" [color="#2e7d32""##), "\(dot)")
        #expect(dot.contains("the window's root replaced"), "\(dot)")
    }
}
