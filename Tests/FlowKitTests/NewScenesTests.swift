@testable import FlowKit
import FlowLang
import Testing

/// Inputs of new scenes are checked beside what they depend on, not as the
/// whole storyboard, and leave the program behind until something needs it
/// (Session+NewScenes.swift, issue 53): declaring costs the input, not the
/// storyboard, and undoing a declaration takes it off the end. Work is
/// counted (`wholeChecks`), not timed; and every input here is run both ways,
/// the quick session answering exactly as one that checks everything whole.
@Suite struct NewScenesTests {
    static let storyboard = """
        storyboard Main
        initial Nav
        navigation Nav { root List }
        scene List { cell item -> show Detail; unwind done { set count = count + 1 } }
        scene Detail { title "Detail"; var opened = 0; button close -> unwind done }
        var count = 0

        """

    /// The storyboard without `storyboard` and `initial`: it launches its first
    /// scene, and the whole check warns about the first one it meets.
    static let bare = storyboard.split(separator: "\n").dropFirst(2).joined(separator: "\n") + "\n"

    func session(quick: Bool = true, text: String = storyboard) throws -> Session {
        let session = try Session(document: FlowDocument.load(text: text, path: "app.flow"))
        session.takesInputsQuickly = quick
        return session
    }

    @Test func aThousandScenesAreDeclaredWithoutCheckingTheStoryboard() throws {
        let session = try session()
        for index in 0..<1_000 {
            let result = session.run("scene Extra\(index) { title \"x\(index)\" }")
            #expect(result.succeeded && result.declared == ["type:Extra\(index)"])
        }
        #expect(session.wholeChecks == 0)
        #expect(session.programLags)
        // The first statement naming one adds the new scenes to the program, checking nothing whole.
        #expect(session.run("present Extra999").succeeded)
        #expect(session.visibleScene == "Extra999")
        #expect(session.wholeChecks == 0)
        #expect(session.programLags, "the program has the scenes, but is not the check of the declarations")
        #expect(session.undo(), "the presentation")
        for _ in 0..<1_000 { #expect(session.undo()) }
        #expect(!session.undo(), "nothing left")
        #expect(session.wholeChecks == 0, "undoing new scenes checks nothing")
        #expect(session.statementsReplayed == 0)
        #expect(session.declarations == session.baseDeclarations)
        #expect(session.run("present Extra0").accepted == false, "undeclared again")
        #expect(session.visibleScene == "List")
    }

    /// A session alternating a new scene and a statement that names none of the new scenes runs the
    /// statement under the program as it is, its check kept: no whole check per pair (issue 53's
    /// REPL pairs, quadratic when each statement caught the program up and checked everything).
    @Test func statementsBetweenNewScenesCheckNothingWhole() throws {
        let session = try session()
        for index in 0..<500 {
            #expect(session.run("scene Extra\(index) { title \"x\(index)\" }").succeeded)
            let printed = session.run("print visible\ntap item\nback")
            #expect(printed.succeeded, "\(printed.error.map(\.message) ?? "")")
        }
        #expect(session.wholeChecks == 0, "the statements checked beside what they name")
        #expect(session.programLags)
        #expect(session.visibleScene == "List")
        // A statement naming a new scene adds the new scenes to the program first.
        #expect(session.run("present Extra499").succeeded)
        #expect(session.visibleScene == "Extra499")
        #expect(session.wholeChecks == 0)
        // What reads the declarations' check (the tests) brings the program up to them.
        #expect(session.runTests().isEmpty)
        #expect(session.wholeChecks == 1)
        #expect(!session.programLags)
        while session.canUndo { #expect(session.undo()) }
        #expect(session.visibleScene == "List")
        #expect(session.declarations == session.baseDeclarations)
    }

    @Test func aNewSceneMayNameWhatIsDeclared() throws {
        let session = try session()
        #expect(session.run("scene Shortcut { button open -> show Detail; button back -> unwind done }").succeeded)
        #expect(session.run("navigation Wrapper { root Shortcut }").succeeded)
        #expect(session.run("scene Counter { on viewDidLoad { set count = count + 10 } }").succeeded)
        #expect(session.wholeChecks == 0, "each checked beside the scenes and variable it names")
        #expect(session.run("present Wrapper\ntap open\nexpect visible == Detail").succeeded)
        #expect(session.run("present Counter\nexpect count == 10").succeeded)
        #expect(session.completions(of: .scene).map(\.text).contains("Counter"))
    }

    /// A new scene named as UIKit names a controller it adds for another (the search controller of
    /// a scene with a search, `ListSearch`): the quick check cannot see the clash, so the scene goes
    /// to the whole check, which refuses it, as the REPL campaign on 01cad08e found it did not.
    @Test func aNewSceneNamedLikeAControllerUIKitAddsIsCheckedWhole() throws {
        let text = Self.storyboard.replacingOccurrences(of: "scene List {", with: "scene List { search;")
        let (quick, whole) = try quickAndWholeSessions { FlowDocument.load(text: text, path: "app.flow") }
        for session in [quick, whole] {
            let result = session.run("scene ListSearch { title \"mine\" }")
            #expect(!result.accepted)
            #expect(result.diagnostics.contains { $0.message.contains("names List's search controller") }, "\(result)")
        }
        #expect(quick.run("scene ListSearched { title \"fine\" }").accepted)
        // Of UIKit's shape but for no declared scene: quick (each went the long way, a cliff again).
        for index in 0..<50 { #expect(quick.run("scene Nothing\(index)Search { title \"x\" }").accepted) }
        #expect(quick.wholeChecks == 1, "only the name of a declared scene's search controller went the long way")
    }

    /// The navigation controllers UIKit adds for a column-style split view's
    /// columns (`RootPrimary`) and for a tab group managing navigation
    /// (`GroupNavigation`), declared as scenes before or after the container:
    /// refused both ways, where the model used to keep one of the two silently.
    @Test func aSceneNamedLikeAWrapperUIKitAddsIsRefusedInEitherOrder() throws {
        let containers = [("split Root { columns double; primary List; secondary Detail }", "RootPrimary"),
                          ("tabs Bar { Detail, Group; group Group { Other; manages navigation } }", "GroupNavigation")]
        for (container, added) in containers {
            for sceneFirst in [true, false] {
                let (quick, whole) = try quickAndWholeSessions { FlowDocument.load(text: Self.storyboard, path: "app.flow") }
                for session in [quick, whole] {
                    #expect(session.run("scene Group { title \"g\" }\nscene Other { title \"o\" }").accepted)
                    let inputs = sceneFirst ? ["scene \(added) { title \"mine\" }", container]
                                            : [container, "scene \(added) { title \"mine\" }"]
                    #expect(session.run(inputs[0]).accepted)
                    let second = session.run(inputs[1])
                    #expect(!second.accepted, "\(inputs)")
                    #expect(second.diagnostics.contains { $0.message.contains("'\(added)' names the navigation controller UIKit") },
                            "\(second.diagnostics.map(\.message))")
                }
            }
        }
    }

    /// Every kind of input, run in a quick session and in one that checks
    /// everything whole: the same verdicts, the same diagnostics, the same app.
    @Test(arguments: [storyboard, bare])
    func theQuickWayAnswersAsTheWholeCheck(text: String) throws {
        let quick = try session(text: text)
        let whole = try session(quick: false, text: text)
        let inputs = [
            "scene A { title \"a\" }",
            "scene B { button next -> show Detail }",
            "scene C { button back -> unwind done }",
            "scene D { button go -> show Nowhere }",           // unknown: refused, with the whole check's message
            "scene E { title \"e\" }\nscene E { title \"f\" }",  // twice in one input
            "scene List { cell item -> show A }",             // replaces a scene
            "scene count { title \"c\" }",                    // the name of a variable
            "scene Main { title \"m\" }",                     // the name of the storyboard
            "scene More { title \"m\" }",                     // a name UIKit gives a controller
            "scene compact { title \"c\" }",                  // the name of a value
            "tabs T { A; B; C; Detail; List; Nav }",          // a More tab
            "navigation N2 { root A }",
            "scene F { on viewDidLoad { set count = count + 1 } }",
            "scene G { title 3 }",                            // a wrong value
            "scene H { button close -> unwind missing }",     // an unknown unwind action
            "present B",
            "tap next",
            "scene I { title \"i\" }\npresent I",             // a scene and a statement
            "scene J { title \"j\" }",
            "print visible",                                  // names nothing new: under the lagging program
            "scene K { title \"k\" }",
            "print visible",                                  // its check kept
            "expect visible == K",                            // names a new scene: the long way (and fails)
            "scene L { title \"l\" }",
            "present L",                                      // the long way
            "scene M2 { title \"m\" }",
            "dismiss",
            "print visible",
            "navigation Empty { }",                           // a warning of its own
        ]
        for input in inputs {
            let quickResult = quick.run(input)
            let wholeResult = whole.run(input)
            #expect(quickResult.accepted == wholeResult.accepted, "\(input)")
            #expect(rendered(quickResult) == rendered(wholeResult), "\(input)")
            #expect(quick.snapshot() == whole.snapshot(), "\(input)")
        }
        while quick.canUndo {
            #expect(quick.undo() && whole.undo())
            #expect(quick.snapshot() == whole.snapshot())
            #expect(quick.script() == whole.script())
        }
        #expect(!whole.canUndo)
        #expect(whole.wholeChecks > 0 && quick.wholeChecks < whole.wholeChecks)
    }

    /// After undoing new scenes the program has more scenes than the
    /// declarations; whatever reads the scenes first brings it back to them.
    @Test func undoingNewScenesLeavesNothingBehind() throws {
        let session = try session()
        #expect(session.run("scene Gone { title \"g\" }").succeeded)
        #expect(session.run("present Gone").succeeded)
        #expect(session.completions(of: .scene).map(\.text).contains("Gone"))
        #expect(session.undo() && session.undo())
        #expect(session.programLags, "the program still has Gone")
        #expect(!session.completions(of: .scene).map(\.text).contains("Gone"))
        #expect(session.declaration(ofScene: "Gone") == nil)
        #expect(session.run("present Gone").accepted == false)
        #expect(session.visibleScene == "List")
    }

    /// A variable whose initial value fails is said once, by the input declaring it: a new scene
    /// after it is declared quietly both ways, and only a use of the variable fails again (found
    /// by the REPL fuzz campaign: the whole way initialised it again and failed the new scene).
    @Test func aVariableThatFailedIsNotTriedAgainByLaterInputs() throws {
        for quick in [true, false] {
            let session = try session(quick: quick)
            let declared = session.run("var m = m")
            #expect(declared.accepted && declared.error?.message == "unknown name 'm'", "quick: \(quick)")
            let scene = session.run("scene N7 { title \"7\" }")
            #expect(scene.succeeded && scene.error == nil, "quick: \(quick): \(String(describing: scene.error))")
            #expect(session.run("present N7").succeeded, "quick: \(quick)")
            #expect(session.run("print m").succeeded == false, "quick: \(quick)")
        }
    }

    func rendered(_ result: SessionResult) -> String {
        DiagnosticRenderer(files: result.sources, useColor: false).render(result.diagnostics)
    }
}
