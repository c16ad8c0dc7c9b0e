import FlowKit
@testable import FlowModel
import Testing

/// No hidden cliffs: a script's work grows with what it does, not with how
/// many instances are alive. Each test runs a script that builds a deep
/// hierarchy with n and then 2n statements and counts the model's slot
/// reads (a debug-build counter, see ControllerTable). Linear work doubles;
/// a scan of every instance per statement would quadruple it. Counting
/// work, not time, keeps the tests exact on a busy machine.
@Suite struct ScalingTests {
    /// Work grows linearly with the number of statements at these depths.
    static let depths = (small: 150, large: 300)

    @Test func pushesOntoADeepStack() throws {
        try expectLinear { n in
            Harness.scene("scene D { var x = 1 }\nrepeat \(n) { push D animated false }\n")
        }
    }

    /// `present D` is called on the visible scene, found by walking the
    /// chain of presented controllers from the window's root as
    /// `presentedViewController` does: work per statement grows with the
    /// chain's depth (quadratic in all), never with a scan per step (cubic).
    /// A chain stops at `App.maximumDepth` controllers, so it is measured below it.
    @Test func presentationsOnADeepChain() throws {
        try expectLinear(perStatement: .depth, depths: (small: 60, large: 120)) { n in
            Harness.scene("scene D {}\nrepeat \(n) { present D animated false }\n")
        }
    }

    @Test func tapsThatPush() throws {
        try expectLinear { n in
            """
            storyboard T
            initial Nav
            navigation Nav { root D }
            scene D { button next -> show D animated false }
            repeat \(n) { tap next }

            """
        }
    }

    @Test func instanceQueriesOnADeepStack() throws {
        try expectLinear { n in
            Harness.scene("""
                scene D { var x = 1 }
                push D animated false
                repeat \(n) {
                  push D animated false
                  set D.x = D#2.x + 1
                  expect D#2.x == D.x - 1
                }

                """)
        }
    }

    @Test func pushesInATimeline() throws {
        try expectLinear { n in
            Harness.scene("scene D {}\ntimeline { repeat \(n) { push D\nwait 1 } }\n")
        }
    }

    @Test func pushAndPopCycles() throws {
        try expectLinear { n in
            Harness.scene("scene D {}\nrepeat \(n) { push D\npop }\n")
        }
    }

    @Test func oneTreeOfADeepStack() throws {
        try expectLinear { n in
            Harness.scene("scene D {}\nrepeat \(n) { push D animated false }\nprint tree\n")
        }
    }

    /// What one statement may cost: a constant, or one walk as deep as the hierarchy.
    enum Cost {
        case constant, depth

        /// The most work 2n statements may take over n: 2 for linear total
        /// work, 4 for quadratic, with room for the fixed cost of a launch.
        var ratio: Double {
            switch self {
            case .constant: 2.5
            case .depth: 4.5
            }
        }
    }

    /// Runs the script for n and 2n and expects about twice the work (four
    /// times when each statement walks the depth), not four (eight) times.
    private func expectLinear(perStatement cost: Cost = .constant, depths: (small: Int, large: Int) = depths,
                              sourceLocation: Testing.SourceLocation = #_sourceLocation,
                              _ script: (Int) -> String) throws {
        #if DEBUG
        let small = try reads(script(depths.small))
        let large = try reads(script(depths.large))
        let ratio = Double(large) / Double(small)
        #expect(ratio < cost.ratio, "\(small) reads for n = \(depths.small), \(large) for 2n",
                sourceLocation: sourceLocation)
        #endif
    }

    #if DEBUG
    /// The model's slot reads over a whole run.
    private func reads(_ text: String) throws -> Int {
        let program = try Harness.program(text)
        let interpreter = Interpreter(program: program) { _ in }
        let outcome = interpreter.runScript()
        #expect(outcome.error == nil, "\(outcome.error?.message ?? "")")
        return interpreter.app?.controllers.reads.count ?? 0
    }
    #endif
}
