/// The semantic difference between two graphs, record by record of their
/// canonical text: what was added, removed, and changed field by field
/// (`style fullScreen -> pageSheet`). `flow graph --check` compares a
/// baseline with a fresh graph; `flow diff` two versions of a flow.
public struct GraphDiff: Hashable, Sendable {
    /// One difference.
    public enum Change: Hashable, Sendable {
        /// A line only the new graph has.
        case added(GraphText.Record)
        /// A line only the old graph has.
        case removed(GraphText.Record)
        /// A line both have, with different fields.
        case changed(old: GraphText.Record, new: GraphText.Record)
    }

    /// The differences, by section, then key.
    public var changes: [Change]

    /// Whether the two graphs are the same.
    public var isEmpty: Bool { changes.isEmpty }

    /// The differences between two canonical texts (`TextRenderer.render`).
    public init(old: String, new: String) {
        let before = GraphText.records(old)
        let after = GraphText.records(new)
        var oldByKey: [String: GraphText.Record] = [:]
        for record in before { oldByKey[record.key] = record }
        let newKeys = Set(after.map(\.key))
        var changes: [(GraphText.Record, Change)] = []
        for record in after {
            if let previous = oldByKey[record.key] {
                if previous.fields != record.fields || previous.section != record.section {
                    changes.append((record, .changed(old: previous, new: record)))
                }
            } else {
                changes.append((record, .added(record)))
            }
        }
        for record in before where !newKeys.contains(record.key) { changes.append((record, .removed(record))) }
        self.changes = changes.sorted { GraphDiff.precedes($0.0, $1.0) }.map(\.1)
    }

    /// The differences between two graphs.
    public init(old: StoryboardGraph, new: StoryboardGraph) {
        self.init(old: TextRenderer.render(old), new: TextRenderer.render(new))
    }

    private static func precedes(_ left: GraphText.Record, _ right: GraphText.Record) -> Bool {
        let order = GraphText.Section.allCases
        let l = left.section.flatMap(order.firstIndex(of:)) ?? order.count
        let r = right.section.flatMap(order.firstIndex(of:)) ?? order.count
        if l != r { return l < r }
        return left.key.utf8.lexicographicallyPrecedes(right.key.utf8)
    }

    /// One line a change, then a count:
    ///
    /// ```
    /// added segue Main.List button share -> popover Main.Share
    /// removed segue Main.Detail button notes -> present Main.Notes
    /// changed segue Main.List button add: style fullScreen -> pageSheet
    /// 3 changes: 1 added, 1 removed, 1 changed
    /// ```
    public func rendered() -> String {
        guard !changes.isEmpty else { return "" }
        var lines: [String] = []
        var counts = (added: 0, removed: 0, changed: 0)
        for change in changes {
            switch change {
            case .added(let record):
                counts.added += 1
                lines.append("added " + record.line)
            case .removed(let record):
                counts.removed += 1
                lines.append("removed " + record.line)
            case .changed(let old, let new):
                counts.changed += 1
                lines.append("changed " + new.key + ": " + GraphDiff.fieldChanges(old.fields, new.fields))
            }
        }
        let total = changes.count
        lines.append("\(total) change\(total == 1 ? "" : "s"): \(counts.added) added, \(counts.removed) removed, "
                     + "\(counts.changed) changed")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `style fullScreen -> pageSheet; when (none) -> `ready``, in the new record's field order.
    static func fieldChanges(_ old: [GraphText.Field], _ new: [GraphText.Field]) -> String {
        var before: [String: String] = [:]
        for field in old where before[field.name] == nil { before[field.name] = field.value }
        var after: [String: String] = [:]
        for field in new where after[field.name] == nil { after[field.name] = field.value }
        var names: [String] = []
        for field in new + old where !names.contains(field.name) { names.append(field.name) }
        let parts = names.compactMap { name -> String? in
            let was = before[name]
            let now = after[name]
            guard was != now else { return nil }
            return name + " " + (was ?? "(none)") + " -> " + (now ?? "(none)")
        }
        return parts.joined(separator: "; ")
    }
}
