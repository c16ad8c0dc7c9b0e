import FlowLang
import Foundation
import Testing

/// `Diagnostic` keeps its fields in a shared box: it reads, compares and
/// encodes as the plain struct did, and a copy written stands alone.
@Suite struct BoxedDiagnosticTests {
    static let diagnostic = Diagnostic(
        Message(id: "unknown-scene", text: "unknown scene 'Detial'"), severity: .error, path: "main.flow",
        range: SourceRange(start: 20, end: 26),
        notes: [Diagnostic.Note(message: "'Detail' declared here", path: "main.flow", range: SourceRange(start: 40, end: 46))],
        help: "did you mean 'Detail'?", fixIts: [Diagnostic.FixIt(range: SourceRange(start: 20, end: 26), replacement: "Detail")],
        code: nil)

    @Test func aCopyWrittenLeavesTheOriginal() {
        let original = Self.diagnostic
        var copy = original
        copy.message = "changed"
        copy.notes.append(Diagnostic.Note(message: "another", path: "other.flow", range: SourceRange(start: 0, end: 1)))
        #expect(original.message == "unknown scene 'Detial'")
        #expect(original.notes.count == 1)
        #expect(copy.message == "changed" && copy.notes.count == 2)
        #expect(copy != original)
        copy.message = original.message
        copy.notes.removeLast()
        #expect(copy == original, "equal by their fields, not by their boxes")
        #expect(Set([copy, original]).count == 1)
    }

    /// The JSON is the plain struct's: every field under its own name.
    @Test func itEncodesItsFieldsAndReadsThemBack() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(Self.diagnostic)
        let object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["id", "severity", "message", "path", "range", "notes", "help", "fixIts"])
        #expect(object["message"] as? String == "unknown scene 'Detial'")
        #expect(object["severity"] as? String == "error")
        #expect(try JSONDecoder().decode(Diagnostic.self, from: data) == Self.diagnostic)
    }

    @Test func aDumpShowsTheFields() {
        var dumped = ""
        dump(Self.diagnostic, to: &dumped)
        #expect(dumped.contains("- id: \"unknown-scene\""))
        #expect(dumped.contains("- path: \"main.flow\""))
        #expect(dumped.contains("▿ notes: 1 element"))
        #expect(!dumped.contains("storage"))
    }
}
