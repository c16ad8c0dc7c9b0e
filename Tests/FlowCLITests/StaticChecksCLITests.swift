import Foundation
import Testing

/// `flow check`'s static checks end to end: codes in the text, `--strict`,
/// `--warnings`, SARIF on standard output, and `flow explain`.
extension CLITests {
    static let unreachable = "initial Home\nscene Home {}\nscene Orphan {}\n"

    @Test func checkPrintsTheCodeOfAStaticCheck() throws {
        let path = try temporaryFile(CLITests.unreachable)
        let outcome = try run(["check", path])
        #expect(outcome.status == 0)
        #expect(outcome.stderr.contains("warning[W101]: no path reaches 'Orphan' from the initial scene 'Home'"))
        #expect(outcome.stderr.hasSuffix("0 errors, 1 warning\n"))
    }

    @Test func strictMakesFindingsErrorsAndWarningsNoneSilencesThem() throws {
        let path = try temporaryFile(CLITests.unreachable)
        let strict = try run(["check", "--strict", path])
        #expect(strict.status == 65)
        #expect(strict.stderr.contains("error[W101]"))
        let none = try run(["check", "--warnings", "none", path])
        #expect(none.status == 0)
        #expect(none.stderr.isEmpty)
        let hidden = try run(["check", "-W", "W101", path])
        #expect(hidden.status == 0)
        #expect(hidden.stderr.isEmpty)
    }

    @Test func jsonCarriesTheCode() throws {
        let path = try temporaryFile(CLITests.unreachable)
        let outcome = try run(["check", "--format", "json", path])
        #expect(outcome.stdout.contains(#""id":"unreachable-scene","code":"W101""#))
    }

    @Test func sarifIsOneLogOnStandardOutput() throws {
        let path = try temporaryFile(CLITests.unreachable)
        let outcome = try run(["check", "--format", "sarif", path, "missing.flow"])
        #expect(outcome.status == 66)
        let log = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
        #expect(log?["version"] as? String == "2.1.0")
        let results = ((log?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        #expect(results.map { $0["ruleId"] as? String } == ["W101", "cannot-read-file"])
    }

    @Test func explainPrintsTheRuleOfEveryCode() throws {
        let list = try run(["explain"])
        #expect(list.status == 0)
        let codes = list.stdout.split(separator: "\n").map { String($0.prefix(4)) }
        #expect(codes.count >= 16)
        for code in codes {
            let outcome = try run(["explain", code.lowercased()])
            #expect(outcome.status == 0)
            #expect(outcome.stdout.hasPrefix(code))
            #expect(outcome.stdout.contains("Documented in:"))
        }
        let unknown = try run(["explain", "W999"])
        #expect(unknown.status == 64)
    }
}
