import SwiftSyntax

// A screen that shows work in progress presents a controller and dismisses it itself when the work
// ends, in a block or a closure run later (iSH's file system list, importing an archive):
//
//     ProgressReportViewController *progressVC = [self.storyboard instantiateViewControllerWithIdentifier:@"progress"];
//     [self presentViewController:progressVC animated:YES completion:nil];
//     dispatch_async(queue, ^{
//         … the work …
//         dispatch_async(dispatch_get_main_queue(), ^{ [progressVC dismissViewControllerAnimated:YES completion:…]; });
//     });
//
// `dismiss` sent to a presented controller dismisses it (UIKit: "If you call this method on the
// presented view controller itself, UIKit asks the presenting view controller to handle the
// dismissal"): the move is the presented screen's, made when the presenter's work ends, not one of
// the presenter's own. The presented scene gets it as a segue named after the presenter's method
// (`segue "RootsTableViewController.documentPicker" { dismiss }`), which the explorer fires and a
// script performs; before, the dismissal was a comment in the presenter and the progress screen a
// dead end nothing dismissed. Only a controller the same method presents is read so: one handed in
// or kept elsewhere may be on any stack.
// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)

/// `dismiss` sent, in a method, to the controller it presented: `made` as the method made it.
struct PresentedDismissal: Hashable, Sendable {
    var made: CodeTrigger.Instantiation
    var method: String
    var location: String
}

/// A presenter's method that dismisses a scene it presented: the storyboard its making names
/// (nil: the presenter's own), the method as `Class.method`, and where it dismisses.
struct DismissingPresenter: Hashable, Sendable {
    var storyboard: String?
    var method: String
    var location: String

    /// Whether it dismisses the scene it keys in `storyboard` (a scene made in code is of any).
    func dismisses(inStoryboard name: String) -> Bool {
        storyboard == nil || storyboard == name || storyboard == CodeScreens.storyboardName
    }

    /// What a making's dismissal is keyed by: the scene's identifier, or the class of one known by it.
    static func key(of made: CodeTrigger.Instantiation) -> String? {
        made.sceneIdentifier ?? made.ofClass
    }
}

extension CallReader {
    /// Notes `progress.dismiss(animated:)` (or `progress?.dismiss`) on a local holding a controller
    /// this method presented: the presented screen's dismissal. False for any other receiver.
    func notePresentedDismissal(of base: ExprSyntax?, at location: String) -> Bool {
        guard let base, let local = Self.unwrapped(base).as(DeclReferenceExprSyntax.self)?.baseName.text,
              let made = instantiated[local], DismissingPresenter.key(of: made) != nil else { return false }
        let presented = triggers.contains { _, trigger in
            guard trigger.method == method, case .present(let shown) = trigger.action else { return false }
            return shown.withoutNavigation == made.withoutNavigation
        }
        guard presented else { return false }
        presentedDismissals.append(PresentedDismissal(made: made.withoutNavigation, method: method, location: location))
        return true
    }
}

extension SourceIndex {
    /// The scenes their presenters dismiss, by storyboard identifier (or class), with each
    /// presenter's method, in the order of the classes' names.
    func workOutDismissingPresenters() -> [String: [DismissingPresenter]] {
        var presenters: [String: [DismissingPresenter]] = [:]
        for name in classes.keys.sorted() {
            for dismissal in classes[name]?.presentedDismissals ?? [] {
                guard let key = DismissingPresenter.key(of: dismissal.made) else { continue }
                let presenter = DismissingPresenter(storyboard: dismissal.made.storyboard, method: "\(name).\(dismissal.method)",
                                                    location: dismissal.location)
                if presenters[key]?.contains(where: { $0.method == presenter.method }) != true {
                    presenters[key, default: []].append(presenter)
                }
            }
        }
        return presenters
    }
}
