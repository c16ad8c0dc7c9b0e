import Foundation
import Testing

/// A controller a method presents and dismisses itself when its work ends, in a closure or a block
/// run later (iSH's progress screen while it imports an archive), is dismissed by that screen's
/// segue named after the presenter's method, which the explorer fires: no dead end, nothing
/// presented for good (PresenterDismissals.swift).
extension ImportAppCLITests {
    @Test func aControllerItsPresenterDismissesWhenTheWorkEndsIsNoDeadEnd() throws {
        let (out, _, code) = try importApp("ProgressInSwift", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: ArchivesViewController())"))

            final class ArchivesViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    importArchive()
                }
                func importArchive() {
                    let progress = ProgressViewController()
                    progress.modalPresentationStyle = .overFullScreen
                    present(progress, animated: true)
                    DispatchQueue.global().async {
                        Thread.sleep(forTimeInterval: 1)
                        DispatchQueue.main.async { [weak progress] in
                            progress?.dismiss(animated: true)
                        }
                    }
                }
            }
            final class ProgressViewController: UIViewController {}

            """])
        #expect(code.contains("""
            scene ProgressViewController {
                // code: ArchivesViewController.importArchive() presents this scene and dismisses it later, from a closure or a \
            block (App.swift:21); fire it with perform "ArchivesViewController.importArchive"
                segue "ArchivesViewController.importArchive" { dismiss }
            """), "\(code)")
        #expect(!code.contains("importArchive() dismisses"), "no dismissal of the presenter's own: \(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        let explored = try cli.run(["explore", out.appendingPathComponent("App.flow").path, "--no-timing"])
        #expect(!explored.stdout.contains("undismissable") && !explored.stdout.contains("dead-end"), "\(explored.stdout)")
    }

    @Test func anObjectiveCPresenterDismissingInABlockDismissesTheStoryboardScene() throws {
        let storyboard = Self.storyboard(initial: "roots", [
            """
            <tableViewController title="Filesystems" id="roots" customClass="RootsTableViewController" \
            sceneMemberID="viewController"/>
            """,
            """
            <viewController storyboardIdentifier="progress" id="progress" \
            customClass="ProgressReportViewController" sceneMemberID="viewController"/>
            """,
        ])
        let (out, _, _) = try importApp("ProgressInObjectiveC", [
            "App/Base.lproj/Main.storyboard": storyboard,
            "App/Info.plist": Self.launchingMain,
            "App/RootsTableViewController.m": """
                @implementation RootsTableViewController
                - (void)importArchive:(NSURL *)url {
                    ProgressReportViewController *progressVC = [self.storyboard instantiateViewControllerWithIdentifier:@"progress"];
                    [self presentViewController:progressVC animated:YES completion:nil];
                    dispatch_async(dispatch_get_global_queue(QOS_CLASS_USER_INITIATED, 0), ^{
                        dispatch_async(dispatch_get_main_queue(), ^{
                            [progressVC dismissViewControllerAnimated:YES completion:nil];
                        });
                    });
                }
                @end
                """,
            "App/ProgressReportViewController.m": """
                @implementation ProgressReportViewController
                @end
                """,
        ])
        let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(main.contains("""
                // code: RootsTableViewController.importArchive() presents this scene and dismisses it later, from a closure or a \
            block (RootsTableViewController.m:7); fire it with perform "RootsTableViewController.importArchive"
                segue "RootsTableViewController.importArchive" { dismiss }
            """), "\(main)")
        #expect(main.contains("segue \"importArchive\" -> present ProgressReportViewController"), "\(main)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        let explored = try cli.run(["explore", out.appendingPathComponent("App.flow").path, "--no-timing"])
        #expect(!explored.stdout.contains("undismissable") && !explored.stdout.contains("dead-end"), "\(explored.stdout)")
    }
}
