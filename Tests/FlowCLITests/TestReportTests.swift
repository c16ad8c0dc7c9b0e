import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `flow test` for CI: JSON Lines and JUnit XML reports, and a filter that
/// matches nothing failing the run instead of passing it.
@Suite struct TestReportTests {
    static let source = """
        initial Home
        scene Home { button go -> show Next }
        scene Next {}
        var saved = 0

        test "it goes" {
            tap go
            expect visible == Next
        }

        test "it fails <on purpose> & says \\"why\\"" {
            print "about to fail"
            expect saved == 1
        }

        test "it throws" {
            push Home
            push Home
        }

        """

    let cli = CLITests()

    /// `--matrix`: a failure that reads the same in every configuration is
    /// written once, saying so, not once a configuration (issue 56).
    @Test func aFailureTheSameEverywhereIsWrittenOnce() throws {
        let source = "initial N\nnavigation N { root A }\nscene A { button go -> show B }\nscene B {}\n"
            + "test \"t\" {\n    tap go\n    expect visible == A\n}\n"
        let outcome = try cli.run(["test", "-", "--matrix"], input: source)
        #expect(outcome.status == 1)
        #expect(outcome.stdout.components(separatedBy: "expect visible == A").count == 2, "\(outcome.stdout)")
        #expect(outcome.stdout.contains("✘ t — every configuration"), "\(outcome.stdout)")
    }

    /// A file's warnings come first, each an object of kind `diagnostic`, so
    /// a reader of the stream tells them from the tests (issue 56).
    @Test func jsonDiagnosticsSayTheirKind() throws {
        let source = "initial A\nscene A { button go -> show B }\nscene B {}\ntest \"t\" { tap go }\n"
        let outcome = try cli.run(["test", "-", "--format", "json"], input: source)
        let objects = try outcome.stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(objects.map { $0["kind"] as? String } == ["diagnostic", "test", "summary"])
        #expect(objects.first?["code"] as? String == "W104")
    }

    @Test func jsonGivesAnObjectPerTestAndASummary() throws {
        let outcome = try cli.run(["test", "-", "--format", "json"], input: Self.source)
        #expect(outcome.status == 1)
        let objects = try outcome.stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(objects.map { $0["kind"] as? String } == ["test", "test", "test", "summary"])
        #expect(objects.prefix(3).map { $0["status"] as? String } == ["passed", "failed", "failed"])
        #expect(objects[0]["file"] as? String == "<stdin>")
        #expect(objects[0]["line"] as? Int == 6)
        #expect((objects[0]["duration"] as? Double).map { $0 >= 0 } == true)
        let failure = try #require((objects[1]["failures"] as? [[String: Any]])?.first)
        #expect(failure["summary"] as? String == "expect saved == 1")
        #expect(failure["line"] as? Int == 13)
        #expect(objects[1]["output"] as? [String] == ["about to fail"])
        let error = try #require(objects[2]["error"] as? [String: Any])
        #expect(error["kind"] as? String == "error")
        #expect(objects[3]["passed"] as? Int == 1)
        #expect(objects[3]["failed"] as? Int == 2)
    }

    @Test func junitIsWellFormedXMLWithFailuresAndErrors() throws {
        let outcome = try cli.run(["test", "-", "--format", "junit"], input: Self.source)
        #expect(outcome.status == 1)
        let collector = ElementCollector()
        let parser = XMLParser(data: Data(outcome.stdout.utf8))
        parser.delegate = collector
        #expect(parser.parse(), "JUnit output must be well-formed XML:\n\(outcome.stdout)")
        #expect(collector.names == ["testsuites", "testsuite", "testcase", "testcase", "failure", "system-out",
                                    "testcase", "error"])
        #expect(collector.attributes[0]["tests"] == "3")
        #expect(collector.attributes[0]["failures"] == "2")
        #expect(collector.attributes[1]["failures"] == "1")
        #expect(collector.attributes[1]["errors"] == "1")
        #expect(collector.attributes[3]["name"] == "it fails <on purpose> & says \"why\"")
        #expect(collector.attributes[4]["message"] == "expect saved == 1")
    }

    @Test func aFilterThatMatchesNothingFails() throws {
        let outcome = try cli.run(["test", "examples/recipes.flow", "--filter", "no such test"])
        #expect(outcome.status == 5)
        #expect(outcome.stderr.contains("no test name contains 'no such test' (2 tests in examples/recipes.flow)"))
        let matching = try cli.run(["test", "examples/recipes.flow", "--filter", "saving"])
        #expect(matching.status == 0)
        #expect(matching.stdout.hasSuffix("1 passed, 0 failed\n"))
    }

    @Test func junitIsOnlyForTest() throws {
        let outcome = try cli.run(["run", "examples/recipes.flow", "--format", "junit"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains("--format junit is for 'flow test'"))
    }

    /// `--export xcuitest FILE`: the tests as XCUITest sources, written rather than run (issue 57).
    @Test func theTestsExportAsXCUITest() throws {
        let outcome = try cli.run(["test", "-", "--export", "xcuitest", "-"], input: Self.source)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("final class ItGoesTests: XCTestCase {"), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("app.buttons[\"go\"].tap()"), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("XCTAssertTrue(app.otherElements[\"Next\"].waitForExistence(timeout: 5)"))
        let wrong = try cli.run(["test", "-", "--export", "junit", "-"], input: Self.source)
        #expect(wrong.status == 64)
        #expect(wrong.stderr.contains("--export xcuitest UITests.swift"), "\(wrong.stderr)")
    }

    /// `--export xcuitest FOLDER/`: the Swift file and a README saying what the
    /// app provides, the folder made when its name ends in `/`; a file named
    /// with a `/` is refused, and left as it was.
    @Test func theTestsExportToAFolderWithAReadme() throws {
        let root = try cli.temporaries.make()
        let folder = root.appendingPathComponent("UITests").path + "/"
        let file = root.appendingPathComponent("app.flow")
        try Data(Self.source.utf8).write(to: file)
        let outcome = try cli.run(["test", file.path, "--export", "xcuitest", folder])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let swift = try String(contentsOfFile: folder + "AppUITests.swift", encoding: .utf8)
        let readme = try String(contentsOfFile: folder + "README.md", encoding: .utf8)
        #expect(swift.contains("final class ItGoesTests: XCTestCase {"))
        // `push Home` is the app's code: a link the app's UI-test build opens.
        #expect(swift.contains("app.open(try XCTUnwrap(URL(string: \"flowtest://push/Home\")))"), "\(swift)")
        #expect(readme.contains("| `flowtest://push/Home` | instantiates Home"), "\(readme)")
        #expect(readme.contains("-FlowInitial Home"))
        let again = try cli.run(["test", file.path, "--export", "xcuitest", root.path])
        #expect(again.status == 0, "an existing folder is written into: \(again.stderr)")
        let notAFolder = try cli.run(["test", file.path, "--export", "xcuitest", file.path + "/"])
        #expect(notAFolder.status == 73)
        #expect(notAFolder.stderr.contains("it is not a folder"), "\(notAFolder.stderr)")
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.source)
    }
}

/// Element names and attributes in document order.
private final class ElementCollector: NSObject, XMLParserDelegate {
    var names: [String] = []
    var attributes: [[String: String]] = []

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes attributeDict: [String: String] = [:]) {
        names.append(elementName)
        attributes.append(attributeDict)
    }
}
