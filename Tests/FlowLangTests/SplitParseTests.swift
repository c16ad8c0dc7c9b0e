import FlowBenchmarks
import Foundation
import Testing
@testable import FlowLang

/// A large file is parsed in two halves at once (`SplitParse`). Whatever the
/// split point, the result must be the one-go parse's: the same tree, the
/// same comments, the same diagnostics.
@Suite struct SplitParseTests {
    /// Parsed in one go on this thread, whatever its size.
    static func inOneGo(_ source: SourceFile) -> ParseResult {
        source.bytes.withUnsafeBufferPointer { buffer in
            var parser = Parser(buffer: buffer, path: source.path)
            let file = parser.parseFile()
            return ParseResult(file: file, diagnostics: parser.allDiagnostics)
        }
    }

    /// Split at the item guessed to start at or after `offset`; nil when no line there starts with a word.
    static func split(_ source: SourceFile, near offset: Int) -> (result: ParseResult, joined: Bool)? {
        splitParse(source, near: offset)
    }

    /// The same tree, comments and diagnostics, and the same declarations and
    /// statements split out of the items (which `FlowFile`'s `==` leaves out:
    /// a joined file gets them from each half, not from its items).
    static func same(_ result: ParseResult, _ whole: ParseResult) -> Bool {
        result.file == whole.file && result.diagnostics == whole.diagnostics
            && result.file.declarations == whole.file.declarations && result.file.statements == whole.file.statements
    }

    /// The same as one go, split at every line start of `source`; how many splits were joined.
    static func joinedSplits(_ source: SourceFile) -> (joined: Int, differing: [Int]) {
        let whole = inOneGo(source)
        var joined = 0
        var differing: [Int] = []
        for offset in source.bytes.indices where offset == 0 || source.bytes[offset - 1] == UInt8(ascii: "\n") {
            guard let (result, wasJoined) = split(source, near: offset) else { continue }
            if !same(result, whole) { differing.append(offset) }
            if wasJoined { joined += 1 }
        }
        return (joined, differing)
    }

    @Test(arguments: CheckCorpus.Shape.allCases)
    func everyBenchShapeSplitsNearItsMiddleAndJoins(_ shape: CheckCorpus.Shape) {
        let source = SourceFile(path: "\(shape).flow", text: CheckCorpus.generate(shape, bytes: 300_000))
        let whole = SplitParseTests.inOneGo(source)
        let split = SplitParseTests.split(source, near: source.bytes.count / 2)
        #expect(split?.joined == true)
        let same = split.map { SplitParseTests.same($0.result, whole) }
        #expect(same == true)
        // `parse` splits a file this large by itself.
        #expect(source.bytes.count >= SplitParse.minimumBytes)
        let parsedSame = SplitParseTests.same(parse(source), whole)
        #expect(parsedSame)
    }

    /// On a split parse, each thread makes the index's types of its half
    /// (`DeclaredType.indexing`); the index is the one made from a one-go parse.
    @Test(arguments: CheckCorpus.Shape.allCases)
    func theIndexOfASplitFileIsTheOneGoIndex(_ shape: CheckCorpus.Shape) {
        let source = SourceFile(path: "\(shape).flow", text: CheckCorpus.generate(shape, bytes: 300_000))
        let outcome = parse(source, preparing: DeclaredType.indexing)
        #expect(outcome.joined)
        #expect(outcome.prepared.count == 2)
        let oneGo = StoryboardIndex(file: SplitParseTests.inOneGo(source).file, path: source.path, defaultName: "x")
        let indexed = IndexedFiles(source).index
        let same = indexed == oneGo && indexed.typeOrder == oneGo.typeOrder && indexed.globalOrder == oneGo.globalOrder
        #expect(same)
        #expect(indexed.types.count + indexed.tests.count + indexed.script.count > 50)
    }

    @Test func everyExampleGivesTheOneGoParseAtEveryLineStart() throws {
        let folder = SelfContainedTests.root.appendingPathComponent("examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".flow") }.sorted()
        #expect(names.count >= 5)
        for name in names {
            let source = try SourceFile(path: name, bytes: Array(Data(contentsOf: folder.appendingPathComponent(name))))
            let (joined, differing) = SplitParseTests.joinedSplits(source)
            #expect(differing.isEmpty, "\(name): the split parse differs at offsets \(differing.prefix(5))")
            #expect(joined > 0, "\(name): no split joined")
        }
    }

    @Test func aSplitInsideACommentABlockOrAStringIsNotJoined() {
        let text = """
            scene A {
                title "A"
            /* a comment
            scene Inside {}
            */
            }
            scene B { button go -> show A }
            scene C {
            title "C"
            }
            var s = "a
            scene D {}"

            """
        let source = SourceFile(path: "split.flow", text: text)
        let whole = SplitParseTests.inOneGo(source)
        for line in ["scene Inside", "title \"C\"", "scene D"] {
            guard let found = text.range(of: "\n" + line) else {
                Issue.record("no line \(line)")
                continue
            }
            let offset = text.utf8.distance(from: text.startIndex, to: found.lowerBound) + 1
            let split = SplitParseTests.split(source, near: offset)
            #expect(split?.joined == false, "\(line)")
            #expect(split?.result.file == whole.file)
            #expect(split?.result.diagnostics == whole.diagnostics)
        }
    }

    @Test func anErrorOnEitherSideKeepsTheOneGoDiagnostics() {
        for text in ["scene A { title }\nscene B {}\n", "scene A {}\nscene B { title }\n", "scene A {}\nscene B { button x -> }\n"] {
            let source = SourceFile(path: "errors.flow", text: text)
            let whole = SplitParseTests.inOneGo(source)
            // At the second scene.
            let split = SplitParseTests.split(source, near: 1)
            #expect(!whole.diagnostics.isEmpty)
            #expect(split?.joined == false)
            #expect(split?.result.diagnostics == whole.diagnostics)
            #expect(split?.result.file == whole.file)
        }
    }

    /// A large file's references are resolved on two threads; the index is
    /// the one a single thread makes.
    @Test(arguments: CheckCorpus.Shape.allCases)
    func referencesResolvedOnTwoThreadsAreTheOneThreadReferences(_ shape: CheckCorpus.Shape) {
        let source = SourceFile(path: "\(shape).flow", text: CheckCorpus.generate(shape, bytes: 300_000))
        let file = SplitParseTests.inOneGo(source).file
        func index(onTwoThreadsFrom threshold: Int) -> StoryboardIndex {
            StoryboardIndex(file: file, path: source.path, defaultName: "x", imports: [], prepared: [], referencesOnTwoThreads: threshold)
        }
        let (oneThread, twoThreads) = (index(onTwoThreadsFrom: .max), index(onTwoThreadsFrom: 2))
        let same = oneThread == twoThreads && oneThread.typeOrder == twoThreads.typeOrder
        #expect(same)
        let resolved = twoThreads.types.values.reduce(0) { $0 + $1.segues.count(where: { $0.destination != nil }) }
        #expect(resolved > 0)
    }

    /// The halves' elements end up in one array, in order, and the halves empty.
    @Test func joiningByMovingKeepsEveryElementInOrder() {
        final class Box: Sendable { let value: Int; init(_ value: Int) { self.value = value } }
        var head = (0..<5).map(Box.init)
        var tail = (5..<12).map(Box.init)
        let joined = [Box].joinedByMoving(&head, &tail, placeholder: Box(-1))
        #expect(joined.map(\.value) == Array(0..<12))
        #expect(head.isEmpty && tail.isEmpty)
        var empty: [Box] = []
        var alone = [Box(7)]
        #expect([Box].joinedByMoving(&empty, &alone, placeholder: Box(-1)).map(\.value) == [7])
    }

    /// A half another array shares is copied, not emptied under it.
    @Test func joiningByMovingLeavesASharedHalfIntact() {
        var head = ["a", "b"]
        let sharer = head
        var tail = ["c"]
        let joined = [String].joinedByMoving(&head, &tail, placeholder: "")
        #expect(joined == ["a", "b", "c"])
        #expect(sharer == ["a", "b"])
    }
}
