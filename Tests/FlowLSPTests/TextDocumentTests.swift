@testable import FlowLSP
import Testing

/// UTF-16 positions to UTF-8 offsets and back, and incremental edits.
@Suite struct TextDocumentTests {
    // "a😀b" is 1 + 4 + 1 bytes and 1 + 2 + 1 UTF-16 units; "é" is 2 bytes, 1 unit.
    let document = TextDocument(uri: "file:///t.flow", version: 1, text: "a😀b\r\né\nlast")

    @Test func positionsConvertBothWays() {
        #expect(document.offset(of: Position(line: 0, character: 0)) == 0)
        #expect(document.offset(of: Position(line: 0, character: 1)) == 1)
        #expect(document.offset(of: Position(line: 0, character: 3)) == 5)
        #expect(document.offset(of: Position(line: 0, character: 4)) == 6)
        #expect(document.offset(of: Position(line: 1, character: 1)) == 10)
        #expect(document.position(of: 5) == Position(line: 0, character: 3))
        #expect(document.position(of: 10) == Position(line: 1, character: 1))
        #expect(document.position(of: 11) == Position(line: 2, character: 0))
    }

    @Test func insideASurrogatePairMeansTheCharactersStart() {
        #expect(document.offset(of: Position(line: 0, character: 2)) == 1)
    }

    @Test func pastTheLineEndMeansTheLineEndBeforeCRLF() {
        #expect(document.offset(of: Position(line: 0, character: 99)) == 6)
        #expect(document.offset(of: Position(line: 9, character: 0)) == document.bytes.count)
        #expect(document.offset(of: Position(line: -1, character: -5)) == 0)
    }

    @Test func incrementalEditsKeepWholeCharacters() {
        var edited = document
        // Deleting "half" of the emoji deletes none of it; replacing it whole works.
        edited.apply(range: (Position(line: 0, character: 2), Position(line: 0, character: 2)), text: "x")
        #expect(edited.text == "ax😀b\r\né\nlast")
        edited.apply(range: (Position(line: 0, character: 2), Position(line: 0, character: 4)), text: "")
        #expect(edited.text == "axb\r\né\nlast")
        edited.apply(range: (Position(line: 2, character: 4), Position(line: 1, character: 0)), text: "")
        #expect(edited.text == "axb\r\n")
        #expect(edited.lineStarts == [0, 5])
    }

    /// LSP ends a line at LF, CR LF or a CR alone; the client counts
    /// `scene A {}\rscene B {}` as two lines, and so must the server.
    @Test func aCarriageReturnAloneEndsALine() {
        let lone = TextDocument(uri: "file:///cr.flow", version: 1, text: "scene A {}\rscene B {}\r\r\nend")
        #expect(lone.lineStarts == [0, 11, 22, 24])
        #expect(lone.position(of: 11) == Position(line: 1, character: 0))
        #expect(lone.offset(of: Position(line: 1, character: 6)) == 17)
        #expect(lone.offset(of: Position(line: 0, character: 99)) == 10, "the line ends before its CR")
        #expect(lone.offset(of: Position(line: 2, character: 99)) == 22, "an empty line between CR and CR LF")
    }
}
