// UIKitModel.md, Presentation, rule 3 — how a requested style resolves and
// adapts in compact width — as pure functions of the words, so that the model
// (which runs it) and the static checks (which predict it) share one copy.

extension PresentationStyle {
    /// The first release whose `automatic` is a form sheet (Apple,
    /// UIModalPresentationStyle.automatic: "For most view controllers, UIKit maps this style to
    /// formSheet in iOS 18 and later; pageSheet in versions of iOS earlier than iOS 18").
    public static let automaticIsFormSheetSinceIOS = 18

    /// Rule 3 on iOS `version`: `automatic` is a form sheet (iOS 18 and later), a page sheet
    /// (iOS 13 to 17), or full screen under the pre-iOS 13 rules; every other style stands for itself.
    public func resolvingAutomatic(onIOS version: Int) -> PresentationStyle {
        guard self == .automatic else { return self }
        if Self.usesPreSheetRules(onIOS: version) { return .fullScreen }
        return version >= Self.automaticIsFormSheetSinceIOS ? .formSheet : .pageSheet
    }

    /// Whether iOS `version` has the rules from before sheets (iOS 12: sheets are full screen in
    /// compact width, and `automatic` is full screen).
    public static func usesPreSheetRules(onIOS version: Int) -> Bool { version < 13 }

    /// Whether UIKit adapts the style in compact width: popovers and sheets do;
    /// the full-screen and current-context styles, `custom` and `none` do not.
    public var adaptsInCompactWidth: Bool {
        switch self {
        case .popover, .pageSheet, .formSheet: return true
        case .automatic, .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom, .none: return false
        }
    }

    /// Rule 3 in compact width on iOS `version`, for an already resolved style: a popover
    /// becomes a form sheet (iOS 12: full screen); sheets stay sheets (iOS 12:
    /// full screen). `delegateStyle` is the presented controller's adaptive
    /// presentation delegate (`adapts S`; `none` keeps the style), which
    /// overrides for the styles that adapt.
    public func adaptedToCompactWidth(onIOS version: Int, delegateStyle: PresentationStyle?) -> PresentationStyle {
        guard adaptsInCompactWidth else { return self }
        if let delegateStyle {
            return delegateStyle == .none ? self : delegateStyle.resolvingAutomatic(onIOS: version)
        }
        let preSheetRules = Self.usesPreSheetRules(onIOS: version)
        switch self {
        case .popover: return preSheetRules ? .fullScreen : .formSheet
        case .pageSheet, .formSheet: return preSheetRules ? .fullScreen : self
        case .automatic, .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom, .none: return self
        }
    }

    /// The sheet styles, `pageSheet` and `formSheet`.
    public var isSheet: Bool { self == .pageSheet || self == .formSheet }

    /// Whether the presented view covers the whole screen, leaving no area
    /// outside it to tap and no sheet to swipe down.
    public var coversFullScreen: Bool { self == .fullScreen || self == .overFullScreen }
}

/// How a presented view controller looks on the phone once its style is
/// resolved, and so how a person dismisses it without a control: a sheet
/// slides up over a dimmed, shrunken presenter and swipes down; a popover
/// floats by its anchor and goes with a tap outside; an over-style covers the
/// screen and lets the presenter show through; a cover hides it.
public enum PresentationLook: String, Hashable, Sendable, CaseIterable {
    case sheet, popover, over, cover
}

extension PresentationStyle {
    /// The look of a presentation in this (resolved) style: every style has
    /// one, so a new style is drawn and dismissed where the studio draws the
    /// others (its phone, its swipe down) once it is given one here.
    public var look: PresentationLook {
        switch self {
        case .automatic, .pageSheet, .formSheet: return .sheet
        case .popover: return .popover
        case .overFullScreen, .overCurrentContext: return .over
        case .fullScreen, .currentContext, .custom, .none: return .cover
        }
    }
}
