import Foundation
import Testing

/// What a context menu previews (`UIContextMenuConfiguration(identifier:previewProvider:
/// actionProvider:)`) is shown over the screen while the menu is open, no move of its own: not
/// presented as a controller handed on, nor embedded as one the screen keeps (Delta's game preview,
/// NetNewsWire's article preview). Tapping the preview runs the delegate's
/// `…willPerformPreviewActionForMenuWith…`, whose moves are the commit's: of its own controllers
/// (Delta launches the game), or of the preview itself, `animator.previewViewController`
/// (ContextMenuPreviews.swift).
extension ImportAppCLITests {
    @Test func whatAContextMenuPreviewsIsNoMoveOfItsOwn() throws {
        let (out, _, code) = try importApp("ContextMenus", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: GamesViewController())"))

            final class GamesViewController: UICollectionViewController {
                private weak var previewController: GamePreviewController?

                override func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
                    return UIContextMenuConfiguration(identifier: indexPath as NSIndexPath, previewProvider: { [weak self] in
                        guard let self = self else { return nil }
                        let preview = self.makePreview(for: indexPath)
                        self.previewController = preview
                        return preview
                    }) { _ in
                        return UIMenu(title: "Game", children: [])
                    }
                }
                override func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionCommitAnimating) {
                    launchGame()
                }
                private func makePreview(for indexPath: IndexPath) -> GamePreviewController {
                    let controller = GamePreviewController()
                    return controller
                }
                @objc func launchGame() {
                    present(GameViewController(), animated: true)
                }
                @objc func openNotes() {
                    show(NotesViewController(), sender: self)
                }
            }
            final class GamePreviewController: UIViewController {}
            final class GameViewController: UIViewController {}

            final class NotesViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
                    UIContextMenuConfiguration(identifier: nil, previewProvider: makeNotePreview, actionProvider: nil)
                }
                func makeNotePreview() -> UIViewController? {
                    return NoteEditorViewController()
                }
                override func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionCommitAnimating) {
                    animator.addCompletion {
                        if let editor = animator.previewViewController {
                            self.show(editor, sender: self)
                        }
                    }
                }
            }
            final class NoteEditorViewController: UIViewController {}

            """])
        #expect(!code.contains("embed GamePreviewController"), "a preview is no child: \(code)")
        #expect(!code.contains("present GamePreviewController"), "a preview is no presentation: \(code)")
        #expect(code.contains("present GameViewController"), "the commit's own move: \(code)")
        #expect(!code.contains("present NoteEditorViewController"), "a provider method's preview is no hand-on: \(code)")
        #expect(code.contains("segue \"tableView(_:willPerformPreviewActionForMenuWith:animator:)\" -> show NoteEditorViewController"),
                "the commit shows the preview it is handed: \(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
    }
}

/// A storyboard scene shown only as a context menu's preview (NetNewsWire's article preview) is on
/// no stack: its declaration says what previews it and allows W101, so `flow check` is clean.
extension ImportAppCLITests {
    @Test func aSceneShownOnlyAsAPreviewSaysSo() throws {
        let storyboard = Self.storyboard(initial: "nav", [
            """
            <navigationController id="nav" sceneMemberID="viewController"><connections><segue destination="list" \
            kind="relationship" relationship="rootViewController" id="r1"/></connections></navigationController>
            """,
            """
            <tableViewController title="Articles" id="list" customClass="ArticlesViewController" customModule="App" \
            sceneMemberID="viewController"/>
            """,
            """
            <viewController storyboardIdentifier="ArticlePreview" id="preview" \
            customClass="ArticlePreviewViewController" customModule="App" sceneMemberID="viewController"/>
            """,
        ])
        let (out, _, code) = try importApp("StoryboardPreview", [
            "App/Base.lproj/Main.storyboard": storyboard,
            "App/Info.plist": Self.launchingMain,
            "App/ArticlesViewController.swift": """
                import UIKit

                final class ArticlesViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
                        UIContextMenuConfiguration(identifier: nil, previewProvider: self.articlePreview) { _ in
                            UIMenu(title: "", children: [])
                        }
                    }
                    func articlePreview() -> UIViewController? {
                        let storyboard = UIStoryboard(name: "Main", bundle: nil)
                        return storyboard.instantiateViewController(withIdentifier: "ArticlePreview")
                    }
                }
                final class ArticlePreviewViewController: UIViewController {}
                """,
        ])
        let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(main.contains("""
            // a context menu's preview: ArticlesViewController.articlePreview (ArticlesViewController.swift:11) shows it \
            over the menu, on no stack of the app's, so no path reaches it
            // flow: allow W101
            scene ArticlePreviewViewController
            """), "\(main)")
        #expect(!main.contains("present ArticlePreviewViewController") && !code.contains("present"), "\(main)\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
    }
}
