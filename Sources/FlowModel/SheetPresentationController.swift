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
// large`), ordered against the system ones on an iPhone-sized screen
// (`Detent`, FlowVocabulary).
// Detents are honoured in compact width, where sheets are resizable; in
// regular width a page or form sheet shows at one size (flow's choice). The
// grabber and `prefersEdgeAttachedInCompactHeight` change how a sheet looks,
// not what happens, and are not modelled.

import FlowVocabulary

/// The sheet presentation controller of one presented controller
/// (`UISheetPresentationController`): its detents and the one it rests at.
/// A view of the app's state for `id`, made where it is needed
/// (`App.sheet(_:)`); it holds nothing of its own. Scripts and embedders
/// read and set its detent as code does: `try app.sheet(editor).select(.large)`.
public struct SheetPresentationController {
    /// Held strongly (`ViewController.app` says why).
    let app: App
    /// The presented controller whose sheet this is.
    public let id: InstanceID

    /// The detents of the sheet, smallest first, when `id` is presented as a
    /// resizable sheet; nil otherwise.
    public var detents: [Detent]? {
        // Field by field through the slot: the explorer asks this of every state (a copy of the
        // whole controller retained and released each of its fields).
        guard app.width == .compact, !app.storyboard.usesPreSheetRules,
              app.controllers.withSlot(id, { $0.pointee.presenting != nil && $0.pointee.presentation.style?.isSheet == true }) == true
        else {
            return nil
        }
        // The builder keeps a scene's detents smallest first.
        let declared = app.declared(id, \.detents) ?? []
        return declared.isEmpty ? [Detent.large] : declared
    }

    /// The detent the sheet rests at; nil when it is not a resizable sheet.
    public var selectedDetent: Detent? {
        guard let detents else { return nil }
        if let selected = app.controllers.read(id, { $0.presentation.selectedDetent }) ?? nil, detents.contains(selected) { return selected }
        return detents.first
    }

    /// Whether what the sheet was presented over takes touches: it rests at
    /// or below its largest undimmed detent.
    var leavesPresenterInteractive: Bool {
        guard let current = selectedDetent,
              let undimmed = app.declared(id, \.largestUndimmedDetent) else {
            return false
        }
        return current.height <= undimmed.height
    }

    /// A person drags the sheet to its next larger detent (`App.swipeUp`);
    /// cancelled, it springs back.
    func swipeUp(finish: Bool) {
        guard let detents, let current = selectedDetent, let index = detents.firstIndex(of: current) else {
            app.note("swipe up: no sheet to drag")
            return
        }
        guard index + 1 < detents.count else {
            app.note("swipe up: \(app.name(id)) is at its largest detent (\(current.text))")
            return
        }
        guard finish else {
            app.note("swipe up: cancelled")
            return
        }
        changeDetent(to: detents[index + 1], direction: "up")
    }

    /// `swipe down` on a sheet above its smallest detent: it settles one
    /// detent lower and is not dismissed. False when the sheet is at its
    /// smallest detent (or not resizable): the swipe dismisses, as before.
    func swipeDownToSmallerDetent(finish: Bool) -> Bool {
        guard let detents, let current = selectedDetent,
              let index = detents.firstIndex(of: current), index > 0 else { return false }
        if finish {
            changeDetent(to: detents[index - 1], direction: "down")
        } else {
            app.note("swipe down: cancelled")
        }
        return true
    }

    /// `selectedDetentIdentifier` set in code: the sheet rests at `detent`,
    /// one of its detents, and no delegate is told (Apple: the delegate's
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier` is for
    /// changes a person makes). Not a resizable sheet, or not one of its
    /// detents: UIKit's sheet ignores it, and flow says so.
    public func select(_ detent: Detent) throws {
        guard let detents else {
            app.note("set \(app.name(id)) detent: not shown as a resizable sheet; nothing changes")
            return
        }
        guard detents.contains(detent) else {
            app.note("set \(app.name(id)) detent: \(detent.text) is not one of its detents (\(detents.map(\.text).joined(separator: ", ")))")
            return
        }
        app.note("set \(app.name(id)) detent \(detent.text)")
        app.update(id) { $0.presentation.selectedDetent = detent }
    }

    private func changeDetent(to detent: Detent, direction: String) {
        app.note("swipe \(direction): \(app.name(id)) to the \(detent.text) detent")
        app.update(id) { $0.presentation.selectedDetent = detent }
        app.emit(.callback(app.eventName(id), "sheetPresentationControllerDidChangeSelectedDetentIdentifier",
                           app.eventWord(detent.text)))
    }
}
