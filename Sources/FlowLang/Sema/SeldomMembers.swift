import FlowVocabulary

/// The members of a type declaration that few types set — an animator's
/// duration, a presenter's frame, a split view's columns, a sheet's detents —
/// in a copy-on-write box made when the first of them is set.
///
/// Inline, their eighteen slots made every `DeclaredType` about 190 bytes
/// larger, and a storyboard's scenes set none of them: 2 MB of the heap
/// peak of the bench's 2 MB chain, whose index keeps 12,690 types. Reading
/// one from a type that sets none reads the defaults; two sets are equal
/// when their values are, whether or not a box was made (a value set and
/// then reset equals one never set).
struct SeldomMembers: Hashable, Sendable {
    /// The values, each with the default a type that does not set it has.
    struct Values: Hashable, Sendable {
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
        var discardsSecondary: DiscardSecondaryMember?
        var detents: [String] = []
        var largestUndimmedDetent: String?
        var forwardsAppearanceManually = false
        var columnStyle: String?
        var preferredDisplayMode: String?
        var isPageCurl = false
        var widthOverride: String?
    }

    /// What a type that sets none of them reads: a box too, so that a read
    /// borrows the values from either box (yielding a `Values` kept
    /// elsewhere copied the whole struct on every read).
    private static let defaults = SharedFields(Values())

    private var box: SharedFields<Values>?

    /// The values: borrowed when read, so reading one copies no other; the
    /// box is made on the first write.
    var values: Values {
        _read {
            let shared = box ?? SeldomMembers.defaults
            yield shared.fields
        }
        _modify {
            var owned = box ?? SharedFields(Values())
            box = nil  // so that `owned` holds the box alone and is written in place
            defer { box = owned }
            yield &owned.fields
        }
    }

    static func == (lhs: SeldomMembers, rhs: SeldomMembers) -> Bool {
        lhs.values == rhs.values
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(values)
    }
}
