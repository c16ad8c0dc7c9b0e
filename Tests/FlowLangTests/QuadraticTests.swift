import FlowBenchmarks
import FlowChecks
import FlowLang
import Testing

/// Checking a file must stay linear in it: no check may walk every declared
/// type per statement. Twice it did (every `tap` rebuilt the list of types;
/// later every bare name looked for a controller UIKit adds), and only a
/// benchmark noticed. Here the list of every type is counted as it is handed
/// out (`StoryboardIndex.typeListReads`, a debug-build counter), for `flow
/// check`'s whole front end on a file and on one twice as large: a pass or two
/// over the storyboard doubles, a walk per statement quadruples. Counts, not
/// time, so the machine's load cannot make it flaky.
@Suite struct QuadraticTests {
    /// The types handed out while checking `text`, static checks included.
    func typeReads(_ text: String) -> Int {
        let result = check(SourceFile(path: "bench.flow", text: text))
        _ = StaticChecks.apply(to: result)
        return result.index.typeListReads.count
    }

    @Test(arguments: CheckCorpus.Shape.allCases)
    func checkingReadsTheListOfTypesABoundedNumberOfTimes(_ shape: CheckCorpus.Shape) {
        let small = typeReads(CheckCorpus.generate(shape, bytes: 60_000))
        let large = typeReads(CheckCorpus.generate(shape, bytes: 120_000))
        #expect(Double(large) <= Double(max(small, 1)) * 2.5 + 100,
                "\(shape): \(small) types read for the file, \(large) for one twice as large")
    }
}
