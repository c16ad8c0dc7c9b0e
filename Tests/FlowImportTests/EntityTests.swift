import FlowImport
import Foundation
import Testing

/// `flow import` reads no external entity and expands no entity: a storyboard
/// with a document type declaration is refused before libxml2 sees it.
@Suite struct EntityTests {
    /// A storyboard whose scene title would be `entity`'s expansion.
    static func storyboard(doctype: String, title: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- Interface Builder never writes a DOCTYPE -->
        \(doctype)
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        targetRuntime="iOS.CocoaTouch" initialViewController="a">
            <scenes><scene sceneID="s"><objects>
                <viewController id="a" title="\(title)" sceneMemberID="viewController"/>
            </objects></scene></scenes>
        </document>
        """
    }

    @Test func anExternalEntityIsNotRead() throws {
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("flow-secret-\(UUID().uuidString)")
        try "TOP-SECRET".write(to: secret, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: secret) }
        let text = Self.storyboard(doctype: #"<!DOCTYPE document [ <!ENTITY leak SYSTEM "file://\#(secret.path)"> ]>"#,
                                   title: "&leak;")
        let result = importStoryboards([Harness.input("Leak.storyboard", text)])
        #expect(result.files.isEmpty)
        #expect(result.errors.map(\.kind) == [.malformedXML])
        #expect(result.errors.first?.message.contains("document type declaration") == true)
        #expect(result.errors.first?.description.contains("Leak.storyboard:3:") == true, "\(result.errors)")
        #expect(!result.files.contains { $0.text.contains("TOP-SECRET") })
    }

    @Test func aBillionLaughsIsNotExpanded() {
        var entities = #"<!ENTITY lol0 "lol">"#
        for level in 1...9 {
            entities += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
        }
        let text = Self.storyboard(doctype: "<!DOCTYPE document [ \(entities) ]>", title: "&lol9;")
        let start = ContinuousClock.now
        let result = importStoryboards([Harness.input("Laughs.storyboard", text)])
        #expect(result.errors.map(\.kind) == [.malformedXML])
        #expect(result.errors.first?.message.contains("expand without bound") == true)
        // Refused up front, not after a billion expansions (a generous bound, not a benchmark).
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    /// `<?x?>` made Foundation's XMLParser on Linux read a null pointer
    /// (the importer's fuzz target found it); no processing instruction but
    /// the XML declaration is read.
    @Test func processingInstructionsAreRefused() {
        for instruction in ["<?x?>", "<?xml-stylesheet href=\"a.css\"?>"] {
            let text = Self.storyboard(doctype: "", title: "t").replacingOccurrences(of: "<scenes>", with: "<scenes>\(instruction)")
            let result = importStoryboards([Harness.input("PI.storyboard", text)])
            #expect(result.errors.map(\.kind) == [.malformedXML])
            #expect(result.errors.first?.message.contains("processing instruction") == true, "\(result.errors)")
        }
    }

    @Test func commentsAndCDATAMayHoldAnything() {
        let text = Self.storyboard(doctype: "<!-- <!DOCTYPE x> <?x?> -->", title: "Plain &amp; simple")
            .replacingOccurrences(of: "<scenes>", with: "<scenes><![CDATA[ <?x?> <!DOCTYPE y> ]]>")
        let result = importStoryboards([Harness.input("Plain.storyboard", text)])
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(result.files.count == 1)
    }
}
