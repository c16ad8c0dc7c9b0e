@testable import FlowFuzzing
import Testing

/// The REPL oracle compares two sessions' answers whatever number each gave an input.
struct SessionOracleTests {
    @Test func answersDifferingOnlyInInputNumbersAreTheSame() {
        #expect(SessionOracle.sayTheSame("<input 7>:1:5: error: no scene 'X'", "<input 4>:1:5: error: no scene 'X'"))
        #expect(SessionOracle.sayTheSame("<input 12> and <input 3>", "<input 1> and <input 30>"))
    }

    @Test func anythingElseThatDiffersIsNot() {
        #expect(!SessionOracle.sayTheSame("<input 7>:1:5: error: no scene 'X'", "<input 7>:1:6: error: no scene 'X'"))
        #expect(!SessionOracle.sayTheSame("<input >", "<input 1>"))
        #expect(!SessionOracle.sayTheSame("<input 1x>", "<input 2x>"))
        #expect(String(decoding: SessionOracle.withoutInputNumbers("a <input 9> b <input"), as: UTF8.self) == "a <input> b <input")
    }
}
