import Foundation
import Testing

/// A piped REPL session exits as `flow run` would, so a script that drives
/// it can tell its caller it failed: 70 after a runtime error or UIKit
/// exception, else 65 after a refused input, else 1 after a failed
/// `expect`, else 0 — the session goes on after each, as it always did.
@Suite struct REPLExitCodeTests {
    let cli = CLITests()

    /// A navigation controller pushed onto another raises UIKit's exception.
    static let app = "navigation N { root A }\nnavigation M { root A }\nscene A { button go -> show A }\ninitial N\n"

    func session(_ input: String, echo: Bool = false) throws -> CLITests.Outcome {
        let file = try cli.temporaryFile(Self.app)
        return try cli.run(["repl", file] + (echo ? ["--echo"] : []), environment: ["NO_COLOR": "1"], input: input)
    }

    @Test func aCleanSessionExits0() throws {
        let outcome = try session("tap go\nexpect visible == A\n:tree\n")
        #expect(outcome.status == 0, "\(outcome.stderr)")
    }

    @Test func aFailedExpectationExits1AndTheSessionGoesOn() throws {
        let outcome = try session("expect 1 == 2\ntap go\nprint \"after\"\n")
        #expect(outcome.status == 1, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("after"))
    }

    @Test(arguments: ["tap nothing\n", "scene B {\n", ":frobnicate\n", ":load no-such.flow\n"])
    func aRefusedInputExits65(_ input: String) throws {
        let outcome = try session("expect 1 == 2\n" + input + "print \"after\"\n")
        #expect(outcome.status == 65, "\(outcome.stderr)")
    }

    @Test func anExceptionExits70WhateverElseHappened() throws {
        let outcome = try session("tap nothing\npush M\nexpect 1 == 2\n", echo: true)
        #expect(outcome.status == 70, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("Pushing a navigation controller is not supported"), "\(outcome.stderr)")
        #expect(outcome.stdout.contains("> push M\n"))
    }
}
