// The app's sheets: the verbs scripts and embedders call, each handed to the
// sheet's own type (SheetPresentationController.swift).

extension App {
    /// The sheet presentation controller of the presented controller `id`, as UIKit's type:
    /// `app.sheet(editor).selectedDetent`.
    public func sheet(_ id: InstanceID) -> SheetPresentationController { SheetPresentationController(app: self, id: id) }

    /// `swipe up [to P% then cancel|finish]`: a person drags the topmost
    /// sheet to its next larger detent; cancelled, it springs back.
    public func swipeUp(progress: Double, finish: Bool) throws {
        guard let top = topmostPresentation, top != root else {
            note("swipe up: no sheet to drag")
            return
        }
        sheet(top).swipeUp(finish: finish)
    }
}
