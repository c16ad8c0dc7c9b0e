import FlowVocabulary

/// The members of a type declaration that few types set — an animator's
/// duration, a presenter's frame, a split view's columns, a sheet's detents —
/// each with the default a type that does not set it has. `DeclaredType`
/// keeps them in a box made when the first of them is set (`LazySharedFields`)
/// and reads and writes each by its name (`type.detents`, its dynamic members):
/// one accessor for all of them, not one forward each.
///
/// Inline, their eighteen slots made every `DeclaredType` about 190 bytes
/// larger, and a storyboard's scenes set none of them: 2 MB of the heap
/// peak of the bench's 2 MB chain, whose index keeps 12,690 types.
public struct SeldomMembers: DefaultedFields {
    package static let defaultBox = SharedFields(SeldomMembers())

    /// Every member at its default, as a type that sets none has them.
    package init() {}

    /// `provides transition`: UIKit's providesPresentationContextTransitionStyle.
    public var providesPresentationContextTransitionStyle = false
    /// `adapts S`: the adaptive presentation delegate's style in compact width; `none` means do not adapt.
    public var adaptiveStyle: PresentationStyle?
    /// `size W x H`: UIKit's preferredContentSize, in points.
    public var preferredContentSize: Dimensions?
    /// `modal in presentation`: isModalInPresentation, so a sheet refuses swipe-down dismissal.
    public var isModalInPresentation = false
    /// Animator: `duration` in seconds.
    public var duration: Double?
    /// `interactive`: the animator drives interactive transitions (`swipe … then …`).
    public var isInteractive = false
    /// Presenter: `frame`, the presented view's share of the container.
    public var frame: Dimensions?
    /// `dims`: the presentation shows a dimming view behind the presented view.
    public var dims = false
    /// `removes presenter`: shouldRemovePresentersView; by default the presenting view stays.
    public var removesPresenter = false
    /// Tab bar: `select Settings when …`, by the tab's name as written:
    /// `tabBarController(_:shouldSelect:)` for a person's tap on that tab.
    public var selectGuards: [String: SelectGuardMember] = [:]
    /// Tab bar: `mode tabSidebar`, iOS 18's `UITabBarController.mode`; nil when
    /// none is written (or an unknown one, which the checker reports).
    public var tabBarMode: TabBarMode?
    /// Tab bar: its `group G { … }` lines, in order: iOS 18's `UITabGroup`s.
    public var tabGroups: [TabGroupMember] = []
    /// Split view: `discard secondary [when …]`, its delegate's collapseSecondary returning true.
    public var discardsSecondary: DiscardSecondaryMember?
    /// `detents medium, large`: the sizes its sheet may rest at; empty for
    /// UIKit's default (large only).
    public var detents: [Detent] = []
    /// `undimmed medium`: its sheet's largestUndimmedDetentIdentifier.
    public var largestUndimmedDetent: Detent?
    /// `manual appearance`: a custom container that forwards appearance to
    /// its children by hand (`shouldAutomaticallyForwardAppearanceMethods` false).
    public var forwardsAppearanceManually = false
    /// `columns double|triple`: a split view of iOS 14's column style; nil
    /// for the classic split view, unless it has a supplementary or compact
    /// column (`isColumnStyle`).
    public var columnStyle: SplitColumnStyle?
    /// `display oneOverSecondary`: a column-style split view's preferredDisplayMode.
    public var preferredDisplayMode: SplitDisplayMode?
    /// `transition pageCurl` on `pages`: turns with page curls, not scrolls.
    public var isPageCurl = false
    /// `size regular|compact`: its traitOverrides' horizontal size class.
    public var widthOverride: WidthClass?
    /// `alert "…"`: the scene is a UIAlertController; nil for any other scene.
    public var alert: DeclaredAlert?
    /// `dismiss when EXPR`: its presentation controller delegate's
    /// `presentationControllerShouldDismiss`; nil for none (yes).
    public var dismissGuard: Expression?
    /// `back when EXPR`: whether the back button and the swipe back may pop
    /// the scene; nil for none (yes).
    public var backGuard: Expression?
    /// `hides bottom bar`: hidesBottomBarWhenPushed.
    public var hidesBottomBarWhenPushed = false
    /// `hides navigation bar`: a navigation controller's isNavigationBarHidden from the start.
    public var hidesNavigationBar = false
    /// `shows toolbar`: a navigation controller's toolbar shown from the start.
    public var showsToolbar = false
    /// `search [results R]`: the scene's navigation item's search controller.
    public var search: DeclaredSearch?
    /// `hosting "View"`: a `UIHostingController` whose root view is that SwiftUI view.
    public var hostedView: String?
    /// `collapse to primary`: the column a column-style split view's
    /// delegate puts on top when it collapses; nil for UIKit's proposal.
    public var topColumnForCollapsing: String?
    /// An alert's actions, in order.
    public var alertActions: [DeclaredAlertAction] = []
    /// An alert's text fields (`field NAME`), in order: each is also one of
    /// its variables, holding the field's text.
    public var alertTextFields: [DeclaredTextField] = []
    /// `accessibility NAME "text"`: by control, how a UI test finds it in the real app.
    public var accessibilityTexts: [String: String] = [:]
    /// `accessibility "text"`: how a UI test finds the scene's view in the real
    /// app (its accessibility identifier); empty when the app gives it none.
    public var viewAccessibility: String?
}
