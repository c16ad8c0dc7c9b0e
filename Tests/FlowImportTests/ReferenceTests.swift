import FlowImport
import FlowLang
import Foundation
import Testing

/// Storyboard references, refusals and source scanning.
@Suite struct ReferenceTests {
    private func reference(_ storyboard: String, _ identifier: String?, id: String) -> String {
        let attribute = identifier.map { " referencedIdentifier=\"\($0)\"" } ?? ""
        return "<viewControllerPlaceholder storyboardName=\"\(storyboard)\"\(attribute) id=\"\(id)\" sceneMemberID=\"viewController\"/>"
    }

    private func presenting(_ destinations: [String]) -> String {
        let segues = destinations.enumerated().map { index, destination in
            "<segue destination=\"\(destination)\" kind=\"presentation\" identifier=\"go\(index)\" id=\"g\(index)\"/>"
        }.joined()
        return "<viewController id=\"a\" sceneMemberID=\"viewController\"><connections>\(segues)</connections></viewController>"
    }

    @Test func referencesBecomeImportsOrPlaceholders() {
        let main = EdgeCaseTests.storyboard([
            presenting(["r1", "r2", "r3", "r4", "r5"]),
            reference("Other", "detail", id: "r1"),
            reference("Other", nil, id: "r2"),
            reference("Missing", "thing", id: "r3"),
            reference("Main", "self", id: "r4"),
            reference("Other", "nothing", id: "r5"),
            #"<viewController storyboardIdentifier="self" id="me" sceneMemberID="viewController"/>"#,
        ])
        let other = EdgeCaseTests.storyboard([#"<viewController storyboardIdentifier="detail" id="a" customClass="DetailViewController" sceneMemberID="viewController"/>"#])
        let result = importStoryboards([Harness.input("Main.storyboard", main), Harness.input("Other.storyboard", other)])
        #expect(result.errors.isEmpty)
        #expect(Harness.checkErrors(result).isEmpty, "\(Harness.checkErrors(result))")
        let text = result.files.first?.text ?? ""
        for expected in [#"import "Other.flow""#, "present Other.DetailViewController", "present Other\n",
                         "present ThingPlaceholder", "present Self\n", "present NothingPlaceholder",
                         "scene ThingPlaceholder", "'Missing.storyboard' was not imported"] {
            #expect(text.contains(expected), "\(expected)\n\(text)")
        }
    }

    /// Storyboards that reference each other both ways import each other,
    /// as UIKit resolves them (HabitRPG's Main and Social), and check clean.
    @Test func referencesBothWaysImportBothWays() {
        let first = EdgeCaseTests.storyboard([presenting(["r"]), reference("B", nil, id: "r")])
        let second = EdgeCaseTests.storyboard([presenting(["r"]), reference("A", nil, id: "r")])
        let result = importStoryboards([Harness.input("A.storyboard", first), Harness.input("B.storyboard", second)])
        #expect(Harness.checkErrors(result).isEmpty, "\(Harness.checkErrors(result))")
        #expect(result.files[0].text.contains(#"import "B.flow""#))
        #expect(result.files[1].text.contains(#"import "A.flow""#), "\(result.files[1].text)")
        #expect(!result.files[1].text.contains("placeholder"))
    }

    @Test func refusesOtherPlatformsAndNonStoryboards() {
        let mac = EdgeCaseTests.storyboard([], runtime: "MacOSX.Cocoa")
        let watch = EdgeCaseTests.storyboard([], runtime: "watchKit")
        let tv = EdgeCaseTests.storyboard([], runtime: "AppleTV")
        let xib = #"<?xml version="1.0"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects/></document>"#
        let ipad = EdgeCaseTests.storyboard([#"<viewController id="a" sceneMemberID="viewController"/>"#], runtime: "iOS.CocoaTouch.iPad")
        let result = importStoryboards([Harness.input("Mac.storyboard", mac), Harness.input("Watch.storyboard", watch),
                                        Harness.input("View.storyboard", xib), Harness.input("Plain.storyboard", "hello"),
                                        Harness.input("Empty.storyboard", ""), Harness.input("IPad.storyboard", ipad),
                                        Harness.input("TV.storyboard", tv)])
        #expect(result.errors.map(\.kind) == [.unsupportedPlatform, .unsupportedPlatform, .notAStoryboard, .malformedXML,
                                               .malformedXML, .unsupportedPlatform])
        #expect(result.errors[0].message.contains("macOS"))
        #expect(result.errors[1].message.contains("watchOS"))
        #expect(result.errors[5].message.contains("a tvOS storyboard"))
        #expect(result.files.map(\.fileName) == ["IPad.flow"])
    }

    @Test func sameNameTwiceIsAnError() {
        let plain = EdgeCaseTests.storyboard([#"<viewController id="a" sceneMemberID="viewController"/>"#])
        let result = importStoryboards([Harness.input("a/Main.storyboard", plain), Harness.input("b/Main.storyboard", plain)])
        #expect(result.errors.map(\.kind) == [.duplicateName])
        #expect(result.files.count == 1)
    }

    @Test func storyboardWithoutInitialOrScenes() {
        let empty = EdgeCaseTests.storyboard([], initial: nil, extra: #"<inferredMetricsTieBreakers><segue reference="x"/></inferredMetricsTieBreakers>"#)
        let result = importStoryboards([Harness.input("Empty.storyboard", empty)])
        #expect(result.errors.isEmpty)
        #expect(Harness.checkErrors(result).isEmpty)
        #expect(result.files.first?.text.contains("No initial view controller") == true)
    }

    @Test func scansSwiftVariants() {
        var index = SourceIndex()
        index.add(path: "A.swift", text: """
            // class Commented { @IBAction func nope(_ s: UIStoryboardSegue) {} }
            class Base: UIViewController {
                let text = "class Fake {"
                @IBAction func unwindToBase(_ segue: UIStoryboardSegue) {}
            }
            final class Child: Base {
                @IBAction
                func done(segue: UIStoryboardSegue) {}
                @objc(customDone:) @IBAction func other(_ segue: UIStoryboardSegue) {}
                @IBSegueAction func make(_ coder: NSCoder) -> UIViewController? { nil }
                override func canPerformUnwindSegueAction(_ action: Selector, from: UIViewController, sender: Any?) -> Bool { true }
            }
            extension Child {
                @IBAction func unwind(for segue: UIStoryboardSegue) {}
            }
            """)
        #expect(index.implements("Child", "unwindToBase:"))
        #expect(index.implements("Child", "doneWithSegue:"))
        #expect(index.implements("Child", "customDone:"))
        #expect(index.implements("Child", "unwindFor:"))
        #expect(!index.implements("Base", "doneWithSegue:"))
        #expect(index.classes["Child"]?.overrides == ["canPerformUnwindSegueAction(_:from:sender:)"])
        #expect(index.classes["Commented"] == nil)
    }

    @Test func scansObjectiveC() {
        var index = SourceIndex()
        index.add(path: "List.h", text: "@interface ListViewController : BaseViewController\n@end\n")
        index.add(path: "List.m", text: """
            @implementation ListViewController
            - (IBAction)returned:(UIStoryboardSegue *)segue { }
            - (IBAction)unwindToStart:(__unused UIStoryboardSegue *)sender {}
            - (IBAction) unwindToList : (nonnull UIStoryboardSegue * _Nonnull) sender {}
            - (BOOL)shouldPerformSegueWithIdentifier:(NSString *)identifier sender:(id)sender { return YES; }
            @end
            """)
        #expect(index.implements("ListViewController", "returned:"))
        #expect(index.implements("ListViewController", "unwindToStart:"))
        #expect(index.implements("ListViewController", "unwindToList:"))
        #expect(index.classes["ListViewController"]?.superclass == "BaseViewController")
        #expect(index.classes["ListViewController"]?.overrides == ["shouldPerformSegue(withIdentifier:sender:)"])
    }
}
