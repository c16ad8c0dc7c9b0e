@testable import FlowFuzzing
import FlowKit
import Foundation
import Testing

/// Replays every committed fuzz input — the seeds and every input a campaign
/// found a bug with — through the oracles the libFuzzer targets use, so that
/// `swift test` (and `.ci/run`) keeps every fixed bug fixed, in seconds.
/// The corpora live in `Corpus/TARGET/`; the importer's also takes the real
/// storyboards of Tests/FlowImportTests/Fixtures/storyboards as seeds.
@Suite struct CorpusReplayTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The corpus files of `target`, one test case each.
    static func inputs(_ target: FuzzTarget) -> [String] {
        var paths: [String] = []
        var folders = [root.appendingPathComponent("Corpus/\(target.rawValue)")]
        if target == .importer {
            folders.append(root.appendingPathComponent("../FlowImportTests/Fixtures/storyboards").standardizedFileURL)
        }
        for folder in folders {
            guard let walker = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let name as String in walker where !name.hasSuffix(".md") {
                var isDirectory: ObjCBool = false
                let path = folder.appendingPathComponent(name).path
                if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    paths.append(path)
                }
            }
        }
        return paths.sorted()
    }

    static let all: [(FuzzTarget, String)] = FuzzTarget.allCases.flatMap { target in
        inputs(target).map { (target, $0) }
    }

    @Test func everyTargetHasSeeds() {
        for target in FuzzTarget.allCases {
            #expect(Self.inputs(target).count >= 3, "\(target.rawValue) needs a seed corpus")
        }
    }

    @Test(arguments: all.map { "\($0.0.rawValue):\($0.1)" })
    func replay(_ item: String) throws {
        let parts = item.split(separator: ":", maxSplits: 1).map(String.init)
        let target = try #require(FuzzTarget(rawValue: parts[0]))
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: parts[1])))
        let violation = target.check(bytes)
        #expect(violation == nil, "\(URL(fileURLWithPath: parts[1]).lastPathComponent): \(violation.map { "\($0)" } ?? "")")
    }
}

/// The interpreter target is only as good as its generator: what it makes
/// of any bytes must check clean, or the runs test nothing.
@Suite struct ProgramGeneratorTests {
    @Test func generatedProgramsCheckClean() {
        var state: UInt64 = 0x0F1E_2D3C
        for length in 0..<300 {
            let bytes = (0..<length).map { _ -> UInt8 in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return UInt8(truncatingIfNeeded: state >> 33)
            }
            let text = InterpreterOracle.generatedProgram(bytes)
            let document = FlowDocument.load(text: text, path: "generated.flow")
            let problems = document.hasErrors ? document.renderedDiagnostics() + text : ""
            #expect(problems.isEmpty, "\(problems)")
            if document.hasErrors { return }
        }
    }
}

/// The LSP seeds must reach the server, not stop at the framing: the oracle
/// reads the first byte as a chunk size and the rest as the stream.
@Suite struct LSPSeedTests {
    @Test func theFeatureSeedIsAnsweredRequestByRequest() throws {
        let url = CorpusReplayTests.root.appendingPathComponent("Corpus/lsp/features.bin")
        let exchange = LSPOracle.exchange(Array(try Data(contentsOf: url)))
        let answered = exchange.outgoing.filter { String(decoding: $0, as: UTF8.self).contains("\"result\"") }
        #expect(answered.count >= 11, "\(exchange.outgoing.map { String(decoding: $0.prefix(120), as: UTF8.self) })")
        #expect(exchange.server.exitCode == 0)
    }
}
