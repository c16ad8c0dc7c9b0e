@testable import FlowLang
import TestSupport
import Testing

/// `LineStarts.scan` finds line feeds with `memchr`; it must give what a
/// byte-by-byte loop gives: 0, then the offset after every line feed.
@Suite struct LineStartsTests {
    /// The reference: every byte looked at in turn.
    static func reference(_ bytes: [UInt8]) -> [UInt32] {
        var starts: [UInt32] = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(UInt32(offset + 1))
        }
        return starts
    }

    @Test(arguments: ["", "a", "\n", "\n\n\n", "one\ntwo", "one\ntwo\n", "crlf\r\nline\r\n",
                      "é\nñ\n", "\0\n\0", String(repeating: "x", count: 100) + "\n"])
    func smallInputs(_ text: String) {
        let bytes = Array(text.utf8)
        #expect(LineStarts.scan(bytes) == Self.reference(bytes))
    }

    /// Lines of every length from empty to past the 32 bytes a line the
    /// table is first sized for, and files with many more lines than that.
    @Test func randomFiles() {
        var generator = SplitMix64(seed: 0x5EED)
        for _ in 0..<40 {
            var bytes: [UInt8] = []
            let lines = Int.random(in: 0...400, using: &generator)
            for _ in 0..<lines {
                let length = Int.random(in: 0...80, using: &generator)
                bytes += (0..<length).map { _ in UInt8.random(in: 0x20...0x7E, using: &generator) }
                bytes.append(UInt8(ascii: "\n"))
            }
            if Bool.random(using: &generator) { bytes += Array("tail".utf8) }
            #expect(LineStarts.scan(bytes) == Self.reference(bytes))
        }
    }

    /// A file whose lines are one byte each: one start per byte, far past the first sizing.
    @Test func onlyLineFeeds() {
        let bytes = [UInt8](repeating: UInt8(ascii: "\n"), count: 10_000)
        #expect(LineStarts.scan(bytes) == Self.reference(bytes))
    }
}
