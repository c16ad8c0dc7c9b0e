import FlowKit
import Testing

/// Event patterns, their spelling and the diff of `expect events`.
@Suite struct ExpectationTests {
    func patterns(_ block: String) throws -> [EventPattern] {
        let result = FlowKit.check(SourceFile(path: "t.flow", text: Harness.scene("expect events { \(block) }")))
        for statement in result.index.script {
            if case .expectEvents(let node) = statement.kind { return node.events }
        }
        return []
    }

    @Test func patternsWithoutArgumentsMatchAnyArgument() throws {
        let pattern = try #require(try patterns("A.viewWillAppear").first)
        #expect(EventMatching.matches(pattern, .callback("A", "viewWillAppear", "true")))
        #expect(!EventMatching.matches(pattern, .callback("B", "viewWillAppear", "true")))
        #expect(!EventMatching.matches(pattern, .note("A.viewWillAppear")))
    }

    @Test func argumentsCompareByTheirTraceSpelling() throws {
        let all = try patterns("A.prepare(\"show recipe\"); A.prepare(\"showRecipe\"); A.x(40%); A.y(nil); B.unwind(for: List); A.z(true)")
        #expect(EventMatching.matches(all[0], .callback("A", "prepare", "\"show recipe\"")))
        #expect(EventMatching.matches(all[1], .callback("A", "prepare", "showRecipe")))
        #expect(EventMatching.matches(all[2], .callback("A", "x", "40%")))
        #expect(EventMatching.matches(all[3], .callback("A", "y", "nil")))
        #expect(EventMatching.matches(all[4], .callback("B", "unwind", "List", label: "for")))
        #expect(!EventMatching.matches(all[4], .callback("B", "unwind", "Other", label: "for")))
        #expect(EventMatching.matches(all[5], .callback("A", "z", "true")))
        #expect(!EventMatching.matches(all[5], .callback("A", "z", "false")))
    }

    @Test func theDiffMarksMissingAndUnexpectedEvents() throws {
        let expected = try patterns("A.one; A.two; A.three")
        let actual: [Event] = [.callback("A", "one"), .callback("A", "four"), .callback("A", "three")]
        #expect(EventMatching.diff(expected: expected, actual: actual) == [
            "  A.one", "+ A.four", "- A.two", "  A.three",
        ])
    }

    @Test func layoutEventsCountOnlyWhenNamed() throws {
        let events: [Event] = [.callback("A", "viewWillAppear", "true"),
                               Event(kind: .layout, receiver: "A", method: "viewWillLayoutSubviews"),
                               .warning("careful")]
        #expect(EventMatching.relevantEvents(events, for: try patterns("A.viewWillAppear")).count == 1)
        #expect(EventMatching.relevantEvents(events, for: try patterns("A.viewWillLayoutSubviews")).count == 2)
    }

    @Test func aFailedComparisonNamesBothSides() throws {
        let outcome = try Harness.run(Harness.scene("var n = 2\nexpect n + 1 == 4 \"adds up\"")).outcome
        let failure = try #require(outcome.failures.first)
        #expect(failure.line == 7)
        #expect(failure.summary == "adds up (expect n + 1 == 4)")
        #expect(failure.details == ["left:  n + 1 is 3", "right: 4"])
    }
}
