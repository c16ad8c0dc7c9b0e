// The app's sheets: the verbs scripts and embedders call, each handed to the
// sheet's own type (SheetPresentationController.swift).

extension App {
    /// The sheet presentation controller of the presented controller `id`.
    func sheet(_ id: InstanceID) -> SheetPresentationController { SheetPresentationController(app: self, id: id) }

    /// The detents of `id`'s sheet, smallest first, when `id` is presented
    /// as a resizable sheet; nil otherwise.
    public func detents(of id: InstanceID) -> [Detent]? { sheet(id).detents }

    /// The detent `id`'s sheet rests at; nil when it is not a resizable sheet.
    public func selectedDetent(of id: InstanceID) -> Detent? { sheet(id).selectedDetent }

    /// `selectedDetentIdentifier` set in code (SheetPresentationController.select).
    public func selectDetent(_ detent: Detent, of id: InstanceID) throws { try sheet(id).select(detent) }

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
