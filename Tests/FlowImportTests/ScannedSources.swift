@testable import FlowImport
import Foundation
import TestSupport

extension TemporaryFolders {
    /// The app's sources written to a fresh folder and read as `flow import --app` reads them, every
    /// file's declarations known to the others.
    func scannedSources(_ files: [String: String]) throws -> SourceIndex {
        let root = try make()
        var paths: [String] = []
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            let url = root.appendingPathComponent(path)
            try text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        return SourceIndex.scanning(files: paths)
    }
}

extension SourceIndex {
    /// What class `name`'s calls present or push, resolved, as `present X` / `push X`, each made
    /// controller written by `shown`.
    func moves(of name: String, shown: (CodeTrigger.Instantiation?) -> String) -> [String] {
        codeTriggers(of: name).compactMap { trigger in
            switch trigger.action {
            case .present: return "present \(shown(trigger.action.made))"
            case .push: return "push \(shown(trigger.action.made))"
            default: return nil
            }
        }
    }
}
