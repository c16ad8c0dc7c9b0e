import FlowLang
import Testing

/// "Did you mean": bounded work whatever the input (the "no hidden cliffs"
/// reproducers `long-identifier-typo.flow` and `typo-scenes-1000.flow`).
@Suite struct SuggestionTests {
    @Test func nearestCandidateWithinTheLimit() {
        #expect(Suggestion.closest(to: "RecipeDetial", among: ["RecipeList", "RecipeDetail"]) == "RecipeDetail")
        #expect(Suggestion.closest(to: "recipedetail", among: ["RecipeDetail"]) == "RecipeDetail", "case counts half")
        #expect(Suggestion.closest(to: "ab", among: ["xy"]) == nil)
        #expect(Suggestion.closest(to: "size", among: ["sise", "size"]) == "sise", "the name itself is no suggestion")
    }

    /// Past `maximumEdits` nothing is suggested however long the names are, so
    /// a long name costs a band of the distance table, not all of it.
    @Test func theEditLimitIsCappedForLongNames() {
        let long = String(repeating: "v", count: 40_000)
        let oneOff = String(long.dropLast()) + "w"
        let sevenOff = String(long.dropLast(7)) + "wwwwwww"
        #expect(Suggestion.closest(to: long, among: [oneOff]) == oneOff)
        #expect(Suggestion.closest(to: long, among: [sevenOff]) == nil)
        #expect(Suggestion.closest(to: long, among: [long + "vvvvvvv"]) == nil, "ruled out by length alone")
    }

    @Test func aLongMisspeltNameGetsItsSuggestion() {
        let name = String(repeating: "v", count: 40_000)
        let text = "initial A\nscene A {}\nvar \(name) = 0\nset \(name.dropLast())w = 1\n"
        let diagnostics = check(SourceFile(path: "long.flow", text: text)).diagnostics
        #expect(diagnostics.map(\.id) == ["unknown-variable"])
        #expect(diagnostics.first?.help == "did you mean '\(name)'?")
        #expect(diagnostics.first?.notes.map(\.message) == ["'\(name)' declared here"])
    }

    /// Suggestions are computed for the diagnostics shown only, at most
    /// `suggestionLimit` (100) in a check; warnings are not capped, so past
    /// the limit they come without one.
    @Test func suggestionsStopAfterTheLimit() {
        var text = "initial A\nscene A { unwind done }\n"
        for i in 0..<150 { text += "scene S\(i) { button b\(i) -> unwind doen }\n" }
        let warnings = check(SourceFile(path: "typos.flow", text: text)).diagnostics
        #expect(warnings.count == 150)
        #expect(warnings.prefix(100).allSatisfy { $0.help == "did you mean 'done'?" })
        #expect(warnings.dropFirst(100).allSatisfy { $0.help == nil })
    }

    /// A thousand unknown scenes: the 50 errors shown each get their
    /// suggestion and note, the rest are dropped before any is computed.
    @Test func onlyShownErrorsAreSuggestedFor() {
        var text = "storyboard M\ninitial Scene0\n"
        for i in 0..<1_000 { text += "scene Scene\(i) { button b -> show Scen\(i) }\n" }
        let errors = check(SourceFile(path: "typos.flow", text: text)).diagnostics
        #expect(errors.count == 51, "50 errors and the 'too many errors' line")
        #expect(errors.first?.help == "did you mean 'Scene0'?")
        #expect(errors.dropLast().allSatisfy { $0.help != nil && $0.notes.count == 1 })
        #expect(errors.last?.id == "too-many-errors")
    }
}
