import FlowVocabulary

/// The members of a type declaration that few types set — an animator's
/// duration, a presenter's frame, a split view's columns, a sheet's detents —
/// each with the default a type that does not set it has. `DeclaredType`
/// keeps them in a box made when the first of them is set (`LazySharedFields`).
///
/// Inline, their eighteen slots made every `DeclaredType` about 190 bytes
/// larger, and a storyboard's scenes set none of them: 2 MB of the heap
/// peak of the bench's 2 MB chain, whose index keeps 12,690 types.
struct SeldomMembers: DefaultedFields {
    static let defaultBox = SharedFields(SeldomMembers())

    var providesPresentationContextTransitionStyle = false
    var adaptiveStyle: PresentationStyle?
    var preferredContentSize: Dimensions?
    var isModalInPresentation = false
    var duration: Double?
    var isInteractive = false
    var frame: Dimensions?
    var dims = false
    var removesPresenter = false
    var selectGuards: [String: SelectGuardMember] = [:]
    var tabBarMode: TabBarMode?
    var tabGroups: [TabGroupMember] = []
    var discardsSecondary: DiscardSecondaryMember?
    var detents: [Detent] = []
    var largestUndimmedDetent: Detent?
    var forwardsAppearanceManually = false
    var columnStyle: SplitColumnStyle?
    var preferredDisplayMode: SplitDisplayMode?
    var isPageCurl = false
    var widthOverride: WidthClass?
    var alert: DeclaredAlert?
    var dismissGuard: Expression?
    var backGuard: Expression?
    var hidesBottomBarWhenPushed = false
    var hidesNavigationBar = false
    var showsToolbar = false
    var search: DeclaredSearch?
    var hostedView: String?
    var topColumnForCollapsing: SplitColumn?
    var alertActions: [DeclaredAlertAction] = []
    var alertTextFields: [DeclaredTextField] = []
    var accessibilityTexts: [String: String] = [:]
    var viewAccessibility: String?
}
