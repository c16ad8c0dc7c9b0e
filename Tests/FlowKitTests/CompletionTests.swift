import FlowKit
import Testing

@Suite struct CompletionTests {
    @Test func candidatesByContext() throws {
        let session = try Storyboards.session()
        #expect(session.completions(forLine: "tap ").map(\.text) == ["recipe", "add"])
        #expect(session.completions(forLine: "tap r").map(\.text) == ["recipe"])
        #expect(session.completions(forLine: "push Rec").map(\.text) == ["RecipeDetail", "RecipeList"])
        #expect(session.completions(forLine: "perform ").map(\.text) == ["\"showRecipe\""])
        #expect(session.completions(forLine: "unwind ").map(\.text) == ["saveRecipe"])
        #expect(session.completions(forLine: "ta").map(\.text) == ["tabs", "tap"])
        #expect(session.completions(forLine: "expect sa").contains(Completion(kind: .variable, text: "saved")))
        #expect(session.completions(of: .variable).map(\.text).contains("opened"))
    }

    /// The word being completed keeps an opening quote, so `perform "sh`
    /// completes without a stray quote; `select` offers the tabs around the
    /// visible scene, `expect` the queries too.
    @Test func quotesTabsAndQueries() throws {
        #expect(Session.completionWord(in: "perform \"sh") == "\"sh")
        #expect(Session.completionWord(in: "expect count(sta") == "sta")
        #expect(Session.completionWord(in: "tap ") == "")
        let recipes = try Session(document: FlowDocument.load(path: "examples/recipes.flow"))
        #expect(recipes.completions(forLine: "perform \"sh").map(\.text) == ["\"showRecipe\""])
        #expect(recipes.completions(forLine: "select ").map(\.text) == ["Browse", "Favorites"])
        #expect(recipes.completions(forLine: "expect vis").map(\.text) == ["visible"])
        #expect(recipes.completions(forLine: "expect count(st").map(\.text) == ["stack", "style"])
    }

    /// `select` offers More beside the tabs of a tab bar with more than it
    /// fits; `swipe` offers the gestures' directions.
    @Test func moreTabAndSwipeDirections() throws {
        let text = """
            storyboard Big
            initial Tabs
            tabs Tabs { A, B, C, D, E, F }
            scene A {}
            scene B {}
            scene C {}
            scene D {}
            scene E {}
            scene F {}
            """
        let session = try Session(document: FlowDocument.load(text: text, path: "big.flow"))
        #expect(session.completions(forLine: "select ").map(\.text) == ["A", "B", "C", "D", "E", "F", "More"])
        #expect(session.completions(forLine: "swipe ").map(\.text) == ["back", "down", "up", "next", "previous"])
        #expect(session.completions(forLine: "swipe n").map(\.text) == ["next"])
    }

    /// `:where` in one line: containers, presentations with their style, the visible scene.
    @Test func whereaboutsNameTheChain() throws {
        let recipes = try Session(document: FlowDocument.load(path: "examples/recipes.flow"))
        #expect(recipes.whereabouts() == "Tabs (tabs: Browse) › Browse (navigation) › RecipeList")
        recipes.run("tap add")
        #expect(recipes.whereabouts()
                == "Tabs (tabs: Browse) › presents AddRecipeNav (navigation, fullScreen) › AddRecipe")
    }

    @Test func controlsFollowTheApp() throws {
        let session = try Storyboards.session()
        session.run("tap add")
        #expect(session.completions(of: .control).map(\.text) == ["save"])
        session.run("scene Extra { button more -> show RecipeDetail }")
        #expect(session.completions(of: .scene).map(\.text).contains("Extra"))
    }
}
