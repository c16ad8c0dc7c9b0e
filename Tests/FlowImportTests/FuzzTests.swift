import FlowImport
import FlowLang
import Foundation
import TestSupport
import Testing

/// Broken XML gives errors, never a crash: truncations, byte mutations and
/// shuffled element nesting of real storyboards, from a fixed seed.
@Suite struct FuzzTests {

    static let seeds: [String] = ["rileytestut__Delta/Delta__Base.lproj__PauseMenu.storyboard",
                                  "HabitRPG__habitica-ios/HabitRPG__Storyboards__Base.lproj__Settings.storyboard"]

    /// Imports a mutated file: it must give errors or output that checks.
    private func survive(_ bytes: [UInt8], _ what: String) {
        let result = importStoryboards([StoryboardInput(path: "Fuzz.storyboard", data: Data(bytes))])
        if result.errors.isEmpty {
            #expect(result.files.count == 1, "\(what)")
            let errors = Harness.checkErrors(result)
            #expect(errors.isEmpty, "\(what): \(errors)")
        }
    }

    @Test(arguments: seeds)
    func mutations(_ seed: String) throws {
        let url = Harness.corpusDirectory().appendingPathComponent(seed)
        let original = Array(try Data(contentsOf: url))
        var random = SplitMix64(seed: 42)
        for iteration in 0..<60 {
            var bytes = original
            switch iteration % 4 {
            case 0:
                bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &random)))
            case 1:
                for _ in 0..<8 {
                    bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
                }
            case 2:
                let start = Int.random(in: 0..<bytes.count, using: &random)
                let length = Int.random(in: 0..<min(400, bytes.count - start), using: &random)
                bytes.removeSubrange(start..<(start + length))
            default:
                bytes = Array(Self.reshuffled(String(decoding: bytes, as: UTF8.self), using: &random).utf8)
            }
            survive(bytes, "\(seed) iteration \(iteration)")
        }
    }

    /// Well-formed XML with elements moved where they do not belong: a
    /// segue, a scene or a connections element swapped with another line.
    static func reshuffled(_ text: String, using random: inout SplitMix64) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let selfClosing = lines.indices.filter { lines[$0].trimmingCharacters(in: .whitespaces).hasSuffix("/>") }
        guard selfClosing.count > 2 else { return text }
        for _ in 0..<6 {
            let from = selfClosing[Int.random(in: 0..<selfClosing.count, using: &random)]
            let to = selfClosing[Int.random(in: 0..<selfClosing.count, using: &random)]
            lines.swapAt(from, to)
        }
        return lines.joined(separator: "\n")
    }

    @Test func wrongNesting() {
        let cases = [
            #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scene/><scenes><objects><viewController id="a" sceneMemberID="viewController"/></objects></scenes></document>"#,
            #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes><scene><objects><viewController sceneMemberID="viewController"><connections><segue kind="show"/><segue destination="a"/></connections></viewController></objects></scene></scenes></document>"#,
            #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="zz"><scenes><scene><objects><navigationController id="a" sceneMemberID="viewController"><connections><segue destination="a" kind="relationship" relationship="rootViewController" id="r"/><segue destination="a" kind="embed" id="e"/><segue destination="a" kind="relationship" relationship="viewControllers" id="v"/></connections></navigationController></objects></scene></scenes></document>"#,
            #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes><scene><objects><viewController id="a" sceneMemberID="viewController"><connections><segue destination="a" kind="unwind" id="u"/></connections></viewController></objects></scene></scenes></document>"#,
            "<a><b></a></b>",
            "<?xml version=\"1.0\"?>",
        ]
        for (index, xml) in cases.enumerated() {
            survive(Array(xml.utf8), "case \(index)")
        }
    }
}
