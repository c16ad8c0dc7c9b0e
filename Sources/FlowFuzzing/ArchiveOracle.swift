import FlowKit
import FlowModel
import FlowRuntime
import Foundation

/// `restore from "path"` on mutated archives: a running app reads the
/// archive; either it restores, or the statement fails with a message and
/// the running app is exactly as it was (its tree, and the variables of the
/// session). A restored app must survive a round trip: preserved again and
/// restored from that, it has the same tree.
public enum ArchiveOracle {
    /// A storyboard with restoration identifiers all the way down, and the
    /// statements that put the app in a state worth preserving.
    static let storyboard = """
        storyboard Restore
        initial Tabs
        var launches = 0
        tabs Tabs { Library, Account; restoration "tabs" }
        navigation Library { root BookList; restoration "library" }
        navigation Account { root Settings }
        split Split { primary Library; secondary Detail; restoration "split" }
        scene BookList {
            restoration "books"
            var scrolledTo = 0
            cell book -> show BookDetail prepare { set destination.book = "Dune" }
            button login -> present Login style formSheet
        }
        scene BookDetail {
            restoration "book"
            var book = ""
            var rating = 0.5
            var seen = false
            var tags = ["a", "b"]
            cell related -> show BookDetail prepare { set destination.book = "Children of Dune" }
            button search -> present Search style fullScreen
        }
        scene Settings { restoration "settings"; cell privacy -> show Privacy }
        scene Privacy { restoration "privacy" }
        scene Detail { restoration "detail" }
        navigation Search { root SearchForm; restoration "search" }
        scene SearchForm { restoration "searchForm"; var query = "" }
        scene Login {}

        """
    static let setup = "tap book\ntap search\nset SearchForm.query = \"herbert\""

    static let options = Interpreter.Options(stepLimit: 5_000, hookDepthLimit: 50)

    /// A file of its own for each check: the replay test runs checks in parallel.
    static func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.path + "/flow-fuzz-archive-\(UUID().uuidString).json"
    }

    /// Writes `bytes` as an archive and restores it; throws when a promise breaks.
    public static func check(_ bytes: [UInt8]) throws(OracleViolation) {
        let document = FlowDocument.load(text: storyboard, path: "restore.flow")
        guard let session = try? Session(document: document, configuration: .init(options: options)) else {
            throw OracleViolation("the base storyboard does not open")
        }
        session.run(setup)
        let path = temporaryPath()
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
            throw OracleViolation("cannot write \(path)")
        }
        defer { try? FileManager.default.removeItem(atPath: path) }
        let before = session.snapshot()
        let globals = session.globals
        let restored = session.run("restore from \"\(path)\"")
        guard restored.accepted else { throw OracleViolation("`restore from` was refused: \(restored.diagnostics)") }
        if let error = restored.error {
            if error.message.isEmpty { throw OracleViolation("a refused archive without a message") }
            if session.snapshot() != before || session.globals != globals {
                throw OracleViolation("a refused archive (\(error.message)) changed the running app")
            }
            return
        }
        let first = session.snapshot()
        let again = session.run("preserve to \"\(path)\"\nrestore from \"\(path)\"")
        if let error = again.error {
            throw OracleViolation("a restored app cannot be preserved and restored again: \(error.message)")
        }
        if structure(session.snapshot()) != structure(first) {
            throw OracleViolation("a preserve/restore round trip changed the restored tree:\n"
                                  + SessionOracle.describe(first) + "\n--- after the round trip\n"
                                  + SessionOracle.describe(session.snapshot()))
        }
    }

    /// The hierarchy without what restoring may leave either way: whether a
    /// view is loaded, and its appearance. A controller the archive did not
    /// hold (its entry was refused) comes back fresh and unloaded; restored
    /// from the next archive, which holds it, it comes back loaded.
    static func structure(_ snapshot: HierarchySnapshot?) -> String {
        guard let snapshot else { return "no app" }
        var out = snapshot.width.rawValue + "\n"
        func walk(_ node: HierarchySnapshot.Node, _ depth: Int) {
            out += String(repeating: " ", count: depth) + "\(node.name) \(node.scene) \(node.kind.rawValue) "
                + "\(node.title ?? "-") \(node.isVisible) \(node.selected ?? "-") \(node.isCollapsed.map { "\($0)" } ?? "-")\n"
            for child in node.children { walk(child, depth + 1) }
            if let presented = node.presented {
                out += String(repeating: " ", count: depth) + "presents \(presented.style)\n"
                walk(presented.node, depth + 1)
            }
        }
        if let root = snapshot.root { walk(root, 0) }
        return out
    }
}
