// The app's presentations: the gestures on the topmost one; a view
// controller's present and dismiss are ViewController's, handed to the
// presentation chain's own type (PresentationChain.swift).

extension App {
    /// The window's chain of presented controllers, as a type.
    var presentations: PresentationChain { PresentationChain(app: self) }

    /// A tap outside a popover shown as a popover, or beside a sheet in regular width, dismisses it.
    public func tapOutside() throws { try presentations.tapOutside() }

    /// `swipe down to P% then cancel|finish` on the topmost presentation
    /// (PresentationChain+Gestures.swift).
    public func swipeDown(progress: Double, finish: Bool) throws {
        try presentations.swipeDown(progress: progress, finish: finish)
    }
}
