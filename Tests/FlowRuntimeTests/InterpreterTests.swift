import FlowKit
import Testing

/// Names, launch rules, limits, strictness and the previous-statement rule.
@Suite struct InterpreterTests {
    @Test func bareNamesInHooksReachTheInstanceBeforeTheGlobals() throws {
        let output = try Harness.output("""
            storyboard T
            initial Nav
            var visits = 100
            navigation Nav { root Home }
            scene Home { var visits = 0; on viewWillAppear { set visits = visits + 1 } }
            print Home.visits
            print visits
            """)
        #expect(output == ["1", "100"])
    }

    @Test func destinationAndSourceReachTheOtherInstance() throws {
        let output = try Harness.output("""
            storyboard T
            initial Nav
            var got = ""
            navigation Nav { root Home }
            scene Home {
                var name = "home"
                button go -> show Next prepare { set destination.text = name + "!" }
                unwind back { set got = source.text }
            }
            scene Next { var text = ""; button back -> unwind back }
            tap go
            print Next.text
            tap back
            print got
            """)
        #expect(output == ["home!", "home!"])
    }

    @Test func numberedInstancesAndNewestLiveInstance() throws {
        let output = try Harness.output(Harness.scene("""
            push Next
            push Next
            print visible
            print exists(Next#2)
            pop
            print exists(Next#2)
            print Next == visible
            """))
        #expect(output == ["Next#2", "true", "false", "true"])
    }

    @Test func aSceneWithoutALiveInstanceIsAnErrorExceptForExists() throws {
        let error = try Harness.error(Harness.scene("print exists(Next)\nprint presented(Next)"))
        #expect(error?.message == "no instance of 'Next' is alive")
    }

    @Test func theStepLimitStopsAnEndlessRepeat() throws {
        let options = Interpreter.Options(stepLimit: 1_000)
        let error = try Harness.error(Harness.scene("var n = 0\nrepeat 1000000000 { set n = n + 1 }"), options: options)
        #expect(error?.kind == .limit)
        #expect(error?.message.contains("step limit of 1000") == true)
    }

    @Test func theStepLimitStopsAnEmptyRepeatToo() throws {
        let error = try Harness.error(Harness.scene("repeat 1000000000 { }"), options: Interpreter.Options(stepLimit: 50))
        #expect(error?.kind == .limit)
    }

    @Test func hooksThatTriggerThemselvesAreStopped() throws {
        let options = Interpreter.Options(hookDepthLimit: 5)
        let error = try Harness.error("""
            storyboard T
            initial Nav
            navigation Nav { root Home }
            scene Home {}
            scene Next { on viewDidLoad { push Next animated false } }
            push Next animated false
            """, options: options)
        #expect(error?.kind == .limit)
        #expect(error?.message.contains("nested more than 5 deep") == true)
    }

    @Test func runLaunchesFirstUnlessTheScriptStartsWithLaunch() throws {
        let automatic = try Harness.run(Harness.scene("print size")).items
        guard case .statement(let first) = automatic.first else { Issue.record("no statement"); return }
        #expect(first.isAutomatic && first.text == "launch compact")
        let explicit = try Harness.run(Harness.scene("launch regular\nprint size")).items
        let statements = explicit.compactMap { item -> TraceStatement? in
            if case .statement(let statement) = item { return statement }
            return nil
        }
        #expect(statements.map(\.text) == ["launch regular", "print size"])
    }

    @Test func strictMakesWarningsErrorsUnlessExpected() throws {
        let script = Harness.scene("present Next style pageSheet\npresent Next on Home\n")
        let strict = Interpreter.Options(strict: true)
        #expect(try Harness.error(script, options: strict)?.kind == .warning)
        #expect(try Harness.error(script) == nil)
        let expected = script + "expect warning \"already presenting\"\n"
        let outcome = try Harness.run(expected, options: strict).outcome
        #expect(outcome.error == nil && outcome.failures.isEmpty)
    }

    @Test func thePreviousStatementSkipsExpectsAndPrints() throws {
        let outcome = try Harness.run(Harness.scene("""
            push Next
            expect visible == Next
            print "x"
            expect order { Next.viewDidLoad; Next.viewDidAppear(true) }
            if true { pop; push Next }
            expect order { Home.viewWillAppear; Home.viewWillDisappear }
            """)).outcome
        #expect(outcome.error == nil)
        #expect(outcome.failures.isEmpty, "\(outcome.failures)")
    }

    @Test func waitNeedsSeconds() throws {
        for statement in ["wait 20%"] {
            let error = try Harness.error(Harness.scene(statement))
            #expect(error?.message.contains("seconds") == true, "\(statement): \(error?.message ?? "")")
        }
    }

    @Test func performOfAnUnknownIdentifierIsUIKitsException() throws {
        let error = try Harness.error("""
            storyboard T
            initial Nav
            navigation Nav { root Home }
            scene Home {}
            scene Next { segue "x" -> show Home }
            perform "x"
            """)
        #expect(error?.kind == .exception)
        #expect(error?.message == "Receiver (Home) has no segue with identifier 'x'")
    }

    @Test func tapNeedsQualificationWhenTwoScenesHaveTheControl() throws {
        let text = """
            storyboard T
            initial Box
            container Box { embed A; embed B }
            scene A { button go -> present C }
            scene B { button go -> present C }
            scene C {}
            """
        let error = try Harness.error(text + "\ntap go")
        #expect(error?.message.contains("qualify it") == true)
        #expect(try Harness.error(text + "\ntap B.go") == nil)
    }
}
