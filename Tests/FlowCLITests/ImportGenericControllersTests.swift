import Foundation
import Testing

/// A generic view controller of the app's made with its arguments spelled
/// (`TableOfContentsViewController<PDFOutline>(…)`, Zotero's) is that class's scene: its making was
/// no making at all before, so neither the scene nor the move to it was imported.
extension ImportAppCLITests {
    @Test func aGenericControllerMadeWithItsArgumentsSpelledIsItsClass() throws {
        let (out, _, code) = try importApp("Generic", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: ReaderViewController())"))

            final class ReaderViewController: UIViewController {
                @objc func showContents() {
                    navigationController?.pushViewController(ContentsViewController<Chapter>(outline: []), animated: true)
                }
            }
            final class ContentsViewController<Outline>: UITableViewController {
                init(outline: [Outline]) { super.init(style: .plain) }
                required init?(coder: NSCoder) { nil }
            }
            struct Chapter {}

            """])
        #expect(code.contains("scene ContentsViewController"), "\(code)")
        #expect(code.contains("segue \"showContents\" { push ContentsViewController }"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
    }
}
