// 3D Touch's peek and pop (`UIViewControllerPreviewingDelegate`, iOS 9 to 12): while a finger
// presses a row, UIKit shows what `previewingContext(_:viewControllerForLocation:)` returns as a
// preview over the screen; pressed harder, it calls `previewingContext(_:commit:)`, where the app
// shows the previewed controller for good (`show(viewControllerToCommit, sender: self)`, a push)
// or does what a tap does (trySwift's speakers perform the row's segue with the previewed
// speaker). So the preview is no move of its own, and no controller handed on that flow presents:
// it is the commit's move of the controller it is handed, or nothing.
// https://developer.apple.com/documentation/uikit/uiviewcontrollerpreviewingdelegate

extension SourceIndex {
    /// The delegate's method returning the controller a peek previews.
    static let peekPreviewMethod = "previewingContext(_:viewControllerForLocation:)"
    /// The delegate's method a pop calls with that controller, as Swift 3 and later spell it and as
    /// Swift 2 did (`commitViewController viewControllerToCommit:`, Yep's five lists).
    static let peekCommitMethods: Set<String> = ["previewingContext(_:commit:)", "previewingContext(_:commitViewController:)"]

    /// `triggers` with each controller a peek previews replaced by the commit's move of it, as the
    /// commit method names it, or dropped when the commit does not move what it is handed.
    func peeksCommitted(_ triggers: [CodeTrigger], lineage: [ScannedClass]) -> [CodeTrigger] {
        guard triggers.contains(where: { $0.method == Self.peekPreviewMethod }) else { return triggers }
        let commit = lineage.lazy.flatMap(\.parameterMoves).first { Self.peekCommitMethods.contains($0.method) }
        return triggers.compactMap { trigger in
            guard trigger.method == Self.peekPreviewMethod, case .instantiate(let made) = trigger.action else { return trigger }
            guard let commit else { return nil }
            var committed = trigger
            committed.method = commit.method
            committed.action = commit.action(moving: made)
            return committed
        }
    }
}
