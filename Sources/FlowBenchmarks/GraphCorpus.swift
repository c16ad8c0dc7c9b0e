/// Large storyboards for `flow graph`'s speed tests: tabs of navigation
/// stacks whose scenes push the next, present a later one, loop back and
/// unwind to their stack's root, so every kind of edge and the unwind search
/// grow with the size.
public enum GraphCorpus {
    /// A storyboard of about `scenes` scenes in `tabs` navigation stacks.
    public static func storyboard(scenes: Int, tabs: Int = 10) -> String {
        let tabs = max(1, tabs)
        let perTab = max(1, scenes / tabs)
        var out = "storyboard Big\ninitial Tabs\nvar ready = true\n\n"
        out += "tabs Tabs { " + (0..<tabs).map { "Nav\($0)" }.joined(separator: ", ") + " }\n"
        for tab in 0..<tabs {
            out += "navigation Nav\(tab) { root S\(tab)_0 }\n"
            for index in 0..<perTab {
                out += "scene S\(tab)_\(index) {\n    title \"Scene \(tab).\(index)\"\n"
                if index + 1 < perTab { out += "    cell next -> show S\(tab)_\(index + 1) id \"next\"\n" }
                out += "    button add -> present S\(tab)_\((index + 5) % perTab) style formSheet\n"
                out += "    button loop -> show S\(tab)_0 when ready\n"
                if index == 0 { out += "    unwind back\(tab)\n" } else { out += "    button done -> unwind back\(tab)\n" }
                out += "}\n"
            }
        }
        return out
    }
}
