import Foundation
import Testing

/// A dismissal of one of the system's controllers (a picker, the mail composer, an alert), which flow
/// does not import, is no dismissal of the screen: sent to the picker its delegate callback is
/// handed, to `self` in such a callback (the presenter dismissing what it presented), or to an alert
/// a block made (Seafile's toast). In the completion of the picker's dismissal, `self`'s own
/// dismissal is the screen's.
extension ImportAppCLITests {
    @Test func aSystemControllersDismissalIsNoDismissalOfTheScreen() throws {
        let (_, _, code) = try importApp("SystemControllerDismissals", ["App.swift": """
            import UIKit
            import MessageUI

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: HomeViewController())"))

            final class HomeViewController: UIViewController {
                @objc func open() { present(UINavigationController(rootViewController: EditorViewController()), animated: true) }
            }
            final class EditorViewController: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate,
                                              MFMailComposeViewControllerDelegate {
                func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
                    picker.dismiss(animated: true)
                }
                func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
                                           error: Error?) {
                    dismiss(animated: true)
                }
                func imagePickerController(_ picker: UIImagePickerController,
                                           didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
                    picker.dismiss(animated: true) {
                        self.dismiss(animated: true)
                    }
                }
            }

            """])
        #expect(!code.contains("segue \"imagePickerControllerDidCancel\"") && !code.contains("segue \"mailComposeController\""), "\(code)")
        #expect(code.contains("segue \"imagePickerController(_:didFinishPickingMediaWithInfo:)\" { dismiss }"), "\(code)")
    }

    @Test func anObjectiveCSystemControllersDismissalIsNoDismissalOfTheScreen() throws {
        let delegate = Self.objectiveCAppDelegate(root: "[[UINavigationController alloc] initWithRootViewController:[Editor new]]")
        let editor = """
            #import "Editor.h"
            #import <MessageUI/MessageUI.h>

            @implementation Editor
            - (void)showToast:(NSString *)text
            {
                dispatch_async(dispatch_get_main_queue(), ^{
                    UIAlertController *ac = [UIAlertController alertControllerWithTitle:nil message:text preferredStyle:UIAlertControllerStyleAlert];
                    [self presentViewController:ac animated:YES completion:nil];
                    dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(1.2 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
                        [ac dismissViewControllerAnimated:YES completion:nil];
                    });
                });
            }
            - (void)imagePickerControllerDidCancel:(UIImagePickerController *)picker
            {
                [picker dismissViewControllerAnimated:YES completion:nil];
            }
            - (void)mailComposeController:(MFMailComposeViewController *)controller didFinishWithResult:(MFMailComposeResult)result error:(NSError *)error
            {
                [self dismissViewControllerAnimated:YES completion:nil];
            }
            - (void)documentPickerWasCancelled:(UIDocumentPickerViewController *)controller
            {
                [controller dismissViewControllerAnimated:YES completion:^{
                    [self dismissViewControllerAnimated:YES completion:nil];
                }];
            }
            - (IBAction)close:(id)sender
            {
                [self dismissViewControllerAnimated:YES completion:nil];
            }
            @end

            """
        let headers = Self.objectiveCControllerHeaders(["Editor"])
        let (_, _, code) = try importApp("ObjectiveCSystemControllerDismissals", headers.merging(["AppDelegate.m": delegate, "Editor.m": editor]) { $1 })
        for method in ["showToast", "imagePickerControllerDidCancel", "mailComposeController"] {
            #expect(!code.contains("segue \"\(method)\""), "\(method)\n\(code)")
        }
        #expect(code.contains("segue \"documentPickerWasCancelled\" { dismiss }") && code.contains("segue \"close\" { dismiss }"), "\(code)")
    }
}
