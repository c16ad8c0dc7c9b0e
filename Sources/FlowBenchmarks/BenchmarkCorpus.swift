/// Generates large, valid `.flow` sources for benchmarks and stress tests:
/// a tab bar over navigation stacks of scenes with segues, unwinds, hooks,
/// variables, and tests full of statements and expressions — the mix of a
/// real storyboard, repeated with fresh names until the size is reached.
public enum BenchmarkCorpus {
    /// A storyboard of about `target` bytes: chunks of scenes, segues and tests, numbered, until it
    /// is that long. It checks without errors (a benchmark of `flow check` measures a correct file):
    /// the tab bar holds the first chunk's navigation controller, and the last chunk's `next`
    /// segue has a scene to go to.
    public static func generate(bytes target: Int) -> String {
        var out = """
            // Generated benchmark storyboard.
            storyboard Bench
            initial Tabs
            tabs Tabs { Nav0 }
            var counter = 0
            var name = "start"

            """
        out.reserveCapacity(target + 4096)
        var index = 0
        while out.utf8.count < target {
            out += chunk(index)
            index += 1
        }
        out += "scene List\(index) { title \"The end\" }\n"
        return out
    }

    private static func chunk(_ i: Int) -> String {
        let next = i + 1
        return """
            navigation Nav\(i) { root List\(i); restoration "nav\(i)" }

            scene List\(i) {
                title "List \(i)"
                restoration "list\(i)"
                var selected = \(i)
                cell row\(i) -> show Detail\(i) id "show\(i)" prepare { set destination.item = selected * 2 + 1 }
                button add\(i) -> present Editor\(i) style formSheet transition coverVertical
                item more\(i) -> popover Options\(i) anchor more\(i)
                unwind done\(i) when counter >= 0 && name != "" { set counter = counter + 1 }
                on viewWillAppear { set counter = (counter + \(i)) % 7 }
            }

            scene Detail\(i) {
                var item = 0
                defines context
                button next\(i) -> show List\(next) id "next\(i)"
                button close\(i) -> unwind done\(i)
                /* a block comment /* nested */ between members */
            }

            scene Editor\(i) { size 320 x 480; adapts none }
            scene Options\(i) { modal in presentation }

            test "flow \(i)" {
                tap row\(i)
                expect visible == Detail\(i) "the detail shows"
                expect events { List\(i).shouldPerformSegue(show\(i)); Detail\(i).viewWillAppear(true) }
                push Detail\(i) animated false
                pop to root
                present Editor\(i) style pageSheet on Nav\(i)
                if count(stack(Nav\(i))) > 1 || !exists(Editor\(i)) {
                    dismiss
                } else {
                    select 1
                }
                repeat 3 { set name = name + "x" }
                swipe back to 40% then cancel
                expect style(Editor\(i)) == pageSheet
            }


            """
    }
}

extension BenchmarkCorpus {
    /// A storyboard of `scenes` content scenes behind a tab bar of ten
    /// navigation controllers, and a script of `statements` statements that
    /// select tabs, push, pop, present and dismiss — the interpreter's
    /// benchmark. Every cycle leaves the hierarchy as it found it, so memory
    /// must stay flat however long the script runs.
    public static func interpreterScript(scenes: Int = 1_000, statements: Int = 100_000) -> String {
        let sceneCount = max(scenes, 20)
        let tabCount = 10
        var out = "// Generated interpreter benchmark: \(sceneCount) scenes, \(statements) statements.\n"
        out += "storyboard Bench\ninitial Tabs\n\n"
        out += "tabs Tabs { " + (0..<tabCount).map { "Nav\($0)" }.joined(separator: ", ") + " }\n"
        for tab in 0..<tabCount {
            out += "navigation Nav\(tab) { root Scene\(tab) }\n"
        }
        for scene in 0..<sceneCount {
            out += "scene Scene\(scene) { var visits = 0 }\n"
        }
        out += "\n"
        var written = 0
        var cycle = 0
        while written < statements {
            let tab = cycle % tabCount
            let base = tabCount + (cycle * 3) % (sceneCount - tabCount - 3)
            let lines = [
                "select \(tab + 1)",
                "push Scene\(base)",
                "push Scene\(base + 1)",
                "pop",
                "present Scene\(base + 2) style fullScreen",
                "dismiss",
                "pop to root",
            ]
            for line in lines where written < statements {
                out += line + "\n"
                written += 1
            }
            cycle += 1
        }
        return out
    }

    /// `flow bench --interpreter --segues`: a navigation controller over
    /// `scenes` scenes, each with a cell that shows a detail scene through an
    /// identified segue and an unwind action the detail's button calls, and
    /// a script that pushes a scene, taps the cell, taps the button and pops,
    /// cycling through the scenes: every round fires `shouldPerformSegue`,
    /// `prepare`, `canPerformUnwindSegueAction` and `unwind`, the callbacks
    /// whose words come from the program.
    public static func segueScript(scenes: Int = 1_000, statements: Int = 100_000) -> String {
        let sceneCount = max(scenes / 2, 2)
        var out = "// Generated segue benchmark: \(sceneCount * 2) scenes, \(statements) statements.\n"
        out += "storyboard Bench\ninitial Nav\n\nnavigation Nav { root Home }\nscene Home {}\n"
        for scene in 0..<sceneCount {
            out += "scene List\(scene) { cell open -> show Detail\(scene) id \"open\(scene)\"; unwind close\(scene) }\n"
            out += "scene Detail\(scene) { button close -> unwind close\(scene) }\n"
        }
        out += "\n"
        var written = 0
        var cycle = 0
        while written < statements {
            let lines = ["push List\(cycle % sceneCount)", "tap open", "tap close", "pop"]
            for line in lines where written < statements {
                out += line + "\n"
                written += 1
            }
            cycle += 1
        }
        return out
    }
}
