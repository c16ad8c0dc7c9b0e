/// Generated sources of a given size in the shapes `flow check` must stay
/// linear on. Each shape stresses another part of the front end:
///
/// - `chain`: a long chain of scenes, each showing the next — many
///   declarations, few statements (the index and name resolution);
/// - `taps`: many scenes whose tests `tap`, `perform` and unwind across the
///   whole storyboard (the app-wide lookups; this shape was quadratic);
/// - `nesting`: tests with blocks nested twenty deep and long expressions
///   (the parser's recursion and the expression checks);
/// - `unwinds`: a navigation stack of scenes that all implement one unwind
///   action and all unwind to it (the unwind search; this shape was
///   quadratic in time and memory, issue 53);
/// - `guarded`: the same stack, each scene accepting `done` only when a
///   condition holds, so no implementer ends UIKit's search and every scene
///   below a source can take its unwind (the checks were quadratic here);
/// - `actions`: a stack of scenes, each implementing an unwind action of its
///   own that the next one unwinds to, and all unwinding to the root's
///   (many actions, and many unwinds to one far implementer).
///
/// Every shape checks clean, so the benchmark measures the work of a file
/// that is correct, not the cost of printing errors.
public enum CheckCorpus {
    /// The shapes, by the name `flow bench --shapes` takes.
    public enum Shape: String, CaseIterable, Sendable {
        case chain, taps, nesting, unwinds, guarded, actions
    }

    /// A source of `shape` of about `bytes` bytes.
    public static func generate(_ shape: Shape, bytes target: Int) -> String {
        switch shape {
        case .chain: return chain(bytes: target)
        case .taps: return BenchmarkCorpus.generate(bytes: target)
        case .nesting: return nesting(bytes: target)
        case .unwinds: return unwinds(bytes: target, accepting: "")
        case .guarded: return unwinds(bytes: target, accepting: " when visits < 3")
        case .actions: return actions(bytes: target)
        }
    }

    /// `condition` follows each `unwind done` declaration: empty, or ` when …`.
    private static func unwinds(bytes target: Int, accepting condition: String) -> String {
        var out = "// Generated: scenes that all implement and unwind to 'done'.\nstoryboard Unwinds\ninitial Nav\n"
            + "var visits = 0\nnavigation Nav { root Step0 }\nscene Step0 {\n    button next -> show Step1\n"
            + "    unwind done\(condition) { set visits = visits + 1 }\n}\n\n"
        out.reserveCapacity(target + 256)
        var index = 1
        while out.utf8.count < target {
            out += """
                scene Step\(index) {
                    title "Step \(index)"
                    button next -> show Step\(index + 1) id "step\(index)"
                    button back -> unwind done
                    unwind done\(condition) { set visits = visits + 1 }
                }

                """
            index += 1
        }
        out += "scene Step\(index) { button back -> unwind done }\n"
        return out
    }

    private static func actions(bytes target: Int) -> String {
        var out = "// Generated: an unwind action per scene, and one to the root.\nstoryboard Actions\ninitial Nav\n"
            + "navigation Nav { root Step0 }\nscene Step0 {\n    button next -> show Step1\n    unwind home { }\n"
            + "    unwind back0 { }\n}\n\n"
        out.reserveCapacity(target + 256)
        var index = 1
        while out.utf8.count < target {
            out += """
                scene Step\(index) {
                    button next -> show Step\(index + 1)
                    button back -> unwind back\(index - 1)
                    button home -> unwind home
                    unwind back\(index) { }
                }

                """
            index += 1
        }
        out += "scene Step\(index) { button back -> unwind back\(index - 1) }\n"
        return out
    }

    private static func chain(bytes target: Int) -> String {
        var out = "// Generated: a chain of scenes.\nstoryboard Chain\ninitial Nav\nnavigation Nav { root Step0 }\n\n"
        out.reserveCapacity(target + 256)
        var index = 0
        while out.utf8.count < target {
            out += """
                scene Step\(index) {
                    title "Step \(index)"
                    var visits = \(index)
                    button next -> show Step\(index + 1) id "step\(index)"
                    on viewDidLoad { set visits = visits + 1 }
                }

                """
            index += 1
        }
        out += "scene Step\(index) { title \"Last\" }\n"
        return out
    }

    private static func nesting(bytes target: Int) -> String {
        var out = """
            // Generated: deep blocks and long expressions.
            storyboard Nesting
            initial Home
            var a = 1
            var b = 2
            var flag = true
            scene Home { title "Home"; button go -> show Home }

            """
        out.reserveCapacity(target + 4096)
        let depth = 20
        let terms = (0..<50).map { $0 % 2 == 0 ? "a * \($0 + 1)" : "(b - \($0) % 7)" }.joined(separator: " + ")
        var index = 0
        while out.utf8.count < target {
            out += "test \"nesting \(index)\" {\n"
            for level in 0..<depth {
                let indent = String(repeating: "    ", count: level + 1)
                out += level % 2 == 0
                    ? "\(indent)if flag && (a + \(level)) * 2 > b - 1 || !(a == \(level)) {\n"
                    : "\(indent)repeat 1 {\n"
            }
            let inner = String(repeating: "    ", count: depth + 1)
            out += "\(inner)set a = (\(terms)) % 1000\n"
            out += "\(inner)expect a >= 0 && count([a, b, \(index)]) == 3 \"in range\"\n"
            for level in stride(from: depth - 1, through: 0, by: -1) {
                out += String(repeating: "    ", count: level + 1) + "}\n"
            }
            out += "}\n\n"
            index += 1
        }
        return out
    }
}
