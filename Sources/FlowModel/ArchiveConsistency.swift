// Checks an archive that decoded for what JSON's types cannot say: that it
// agrees with itself. `preserve` never writes such an archive, so one that
// contradicts itself was edited or damaged, and it is refused like a corrupt
// one — before the relaunch, so the running app is left as it was. (What no
// longer fits the *storyboard* is another matter: restoration skips it with
// a warning, as UIKit does.)
//
// The walk is in document order (a controller, its children in order, what
// it presents), so with several problems the error names the same one every
// run.

extension RestorationArchive {
    /// The first place the archive contradicts itself, or nil.
    func firstInconsistency() -> ArchiveError? {
        guard let root else { return nil }
        var seen: [String: String] = [:]
        return Self.firstInconsistency(in: root, at: "root", seen: &seen)
    }

    /// Checks `node` (at `location`, as in a decoding error) and what hangs
    /// from it; `seen` maps each restoration path met so far to where.
    private static func firstInconsistency(in node: ArchivedController, at location: String,
                                           seen: inout [String: String]) -> ArchiveError? {
        if let earlier = seen[node.path] {
            // Restoration finds controllers by path: two with one path cannot both come back.
            return ArchiveError("the restoration archive has the path '\(node.path)' twice, at \(earlier) and at \(location)")
        }
        seen[node.path] = location
        if let index = node.selectedIndex, !selects(index, among: node.children.count) {
            // A tab bar cannot select a tab it does not have; the archive, not
            // the app, is wrong, so no selection is guessed.
            let children = node.children.count == 1 ? "one child" : "\(node.children.count) children"
            return ArchiveError("the restoration archive has selectedIndex \(index) at \(location), outside the \(children) of '\(node.path)'")
        }
        for (index, child) in node.children.enumerated() {
            guard let child else { continue }
            if let error = firstInconsistency(in: child, at: "\(location).children[\(index)]", seen: &seen) {
                return error
            }
        }
        if let presented = node.presented {
            return firstInconsistency(in: presented.controller, at: "\(location).presented.controller", seen: &seen)
        }
        return nil
    }

    /// Whether `index` selects one of `count` children. A container with no
    /// children keeps UIKit's initial 0, which `preserve` writes as it is.
    private static func selects(_ index: Int, among count: Int) -> Bool {
        index >= 0 && (index < count || index == 0)
    }
}
