/// Writes a screen map as a Mermaid flowchart: a node per screen, an arrow
/// per transition labelled with the control tapped; dotted arrows for taps
/// that stopped with an error.
enum Mermaid {
    static func flowchart(_ map: ScreenMap, title: String) -> String {
        var lines = ["---", "title: \(title)", "---", "flowchart LR"]
        for screen in map.screens {
            lines.append("    \(identifier(screen))[\"\(escape(screen))\"]")
        }
        for transition in map.transitions {
            let arrow = transition.failed ? "-.->" : "-->"
            let label = escape(transition.action) + (transition.failed ? " (error)" : "")
            lines.append("    \(identifier(transition.from)) \(arrow)|\"\(label)\"| \(identifier(transition.to))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A node identifier: letters, digits and `_` only (`Settings.Root#2` → `Settings_Root_2`).
    static func identifier(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "#quot;")
    }
}
