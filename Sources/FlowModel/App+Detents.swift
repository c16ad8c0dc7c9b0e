// Sheets as iOS 15 and later have them (UISheetPresentationController).
//
// A presented scene's `detents medium, large` are the heights its sheet may
// rest at (UIKit's default is large only). The sheet first shows at the
// smallest: Apple, `selectedDetentIdentifier`: "The default value is nil,
// which means the sheet displays at the smallest detent you specify in
// detents". A person drags it between them: `swipe up` to the next larger
// detent, `swipe down` to the next smaller one, and only from the smallest
// does a swipe down dismiss. Each change a person makes is reported to the
// delegate, `sheetPresentationControllerDidChangeSelectedDetentIdentifier`;
// no appearance callbacks (both views stay on screen). `undimmed medium` is
// `largestUndimmedDetentIdentifier`: at that detent and below there is no
// dimming view, and "the undimmed area around the sheet responds to user
// interaction" — the presenter's controls can be tapped while the sheet is
// up (Apple, largestUndimmedDetentIdentifier).
//
// A custom detent (`.custom`, iOS 16) is a height in points (`detents 200,
// large`), ordered against the system ones on an iPhone-sized screen.
// Detents are honoured in compact width, where sheets are resizable; in
// regular width a page or form sheet shows at one size (flow's choice). The
// grabber and `prefersEdgeAttachedInCompactHeight` change how a sheet looks,
// not what happens, and are not modelled.

import FlowVocabulary

extension App {
    /// The height of a detent, to order them: the system ones on an
    /// iPhone-sized screen (844 points; medium is half of it, large all of
    /// it), a custom one its points.
    static func height(of detent: String) -> Double {
        switch detent {
        case "medium": return 422
        case "large": return 844
        default: return Double(detent) ?? 0
        }
    }

    /// The detents of `id`'s sheet, smallest first, when `id` is presented
    /// as a resizable sheet; nil otherwise.
    public func detents(of id: InstanceID) -> [String]? {
        guard let controller = controllers[id], controller.presenting != nil,
              controller.presentationStyle?.isSheet == true, !storyboard.usesPreSheetRules, width == .compact else {
            return nil
        }
        let declared = storyboard.scenes[controller.scene]?.detents ?? []
        let detents = (declared.isEmpty ? ["large"] : declared).sorted { Self.height(of: $0) < Self.height(of: $1) }
        return detents.isEmpty ? nil : detents
    }

    /// The detent `id`'s sheet rests at; nil when it is not a resizable sheet.
    public func selectedDetent(of id: InstanceID) -> String? {
        guard let detents = detents(of: id) else { return nil }
        if let selected = controllers.read(id, { $0.selectedDetent }) ?? nil, detents.contains(selected) { return selected }
        return detents.first
    }

    /// Whether what `sheet` was presented over takes touches: the sheet
    /// rests at or below its largest undimmed detent.
    func leavesPresenterInteractive(_ sheet: InstanceID) -> Bool {
        guard let current = selectedDetent(of: sheet),
              let undimmed = controllers.scene(of: sheet).flatMap({ storyboard.scenes[$0]?.largestUndimmedDetent }) else {
            return false
        }
        return Self.height(of: current) <= Self.height(of: undimmed)
    }

    /// `swipe up [to P% then cancel|finish]`: a person drags the topmost
    /// sheet to its next larger detent; cancelled, it springs back.
    public func swipeUp(progress: Double, finish: Bool) throws {
        guard let sheet = topmostPresentation, sheet != root, let detents = detents(of: sheet),
              let current = selectedDetent(of: sheet), let index = detents.firstIndex(of: current) else {
            note("swipe up: no sheet to drag")
            return
        }
        guard index + 1 < detents.count else {
            note("swipe up: \(name(sheet)) is at its largest detent (\(current))")
            return
        }
        guard finish else {
            note("swipe up: cancelled")
            return
        }
        changeDetent(of: sheet, to: detents[index + 1], direction: "up")
    }

    /// `swipe down` on a sheet above its smallest detent: it settles one
    /// detent lower and is not dismissed. False when the sheet is at its
    /// smallest detent (or not resizable): the swipe dismisses, as before.
    func swipeDownToSmallerDetent(_ sheet: InstanceID, finish: Bool) -> Bool {
        guard let detents = detents(of: sheet), let current = selectedDetent(of: sheet),
              let index = detents.firstIndex(of: current), index > 0 else { return false }
        if finish {
            changeDetent(of: sheet, to: detents[index - 1], direction: "down")
        } else {
            note("swipe down: cancelled")
        }
        return true
    }

    private func changeDetent(of sheet: InstanceID, to detent: String, direction: String) {
        note("swipe \(direction): \(name(sheet)) to the \(detent) detent")
        update(sheet) { $0.selectedDetent = detent }
        emit(.callback(eventName(sheet), "sheetPresentationControllerDidChangeSelectedDetentIdentifier", eventWord(detent)))
    }
}
