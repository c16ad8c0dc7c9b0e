import FlowFiles
import FlowGraph
import FlowImport
import FlowKit
import Foundation

/// `flow import --app DIR --check OUT`: whether OUT is what importing DIR
/// again would write, for CI. Nothing is written. Each file that would
/// change is named, then what changes in the app's navigation graph (the
/// entry's, which holds every storyboard), as `flow diff` says it: scenes,
/// segues and their options added, removed or changed; a change that is
/// in no graph (a comment, a mark) is said to be one.
struct DriftCheck {
    let folder: String

    /// The report and whether OUT is current.
    func compare(_ files: [ImportedFile]) -> (report: String, current: Bool) {
        var report = ""
        let expected = Dictionary(files.map { ($0.fileName, ImportMark.stamped($0.text)) }, uniquingKeysWith: { first, _ in first })
        let written = Dictionary(files.compactMap { file -> (String, String)? in
            let path = PathText.joined(folder, file.fileName)
            return FileManager.default.contents(atPath: path).map { (file.fileName, String(decoding: $0, as: UTF8.self)) }
        }, uniquingKeysWith: { first, _ in first })
        var changed = false
        for file in files.sorted(by: { $0.fileName < $1.fileName }) {
            let path = PathText.joined(folder, file.fileName)
            guard let old = written[file.fileName] else {
                report += "\(path): not imported yet (a storyboard new to the app)\n"
                changed = true
                continue
            }
            guard let new = expected[file.fileName], new != old else { continue }
            report += "\(path): differs\n"
            changed = true
        }
        // What changes in the app's navigation, as `flow diff` says it: the entry's graph holds every storyboard.
        if changed, let entry = files.last?.fileName {
            let diff = GraphDiff(old: graphText(of: entry, in: written), new: graphText(of: entry, in: expected))
            report += diff.isEmpty ? "the app's navigation is the same (comments or marks differ)\n"
                                   : "the app's navigation, from \(PathText.joined(folder, entry)):\n" + diff.rendered()
        }
        let names = Set(files.map(\.fileName))
        let stale = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().filter { name in
            guard name.hasSuffix(".flow"), !names.contains(name),
                  let data = FileManager.default.contents(atPath: PathText.joined(folder, name)) else { return false }
            return ImportMark.verdict(on: String(decoding: data, as: UTF8.self)) != .notImported
        }
        for name in stale { report += "\(PathText.joined(folder, name)): imported before, but its storyboard is gone\n" }
        return (report, report.isEmpty)
    }

    /// The canonical graph text of `name` checked among `files` (its imports resolved among them).
    private func graphText(of name: String, in files: [String: String]) -> String {
        guard let text = files[name] else { return "" }
        let result = check(SourceFile(path: name, text: text)) { importPath, _ in
            files[importPath].map { SourceFile(path: importPath, text: $0) }
        }
        return TextRenderer.render(GraphBuilder.build([result]))
    }
}
