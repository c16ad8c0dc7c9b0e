import FlowLang
import FlowVocabulary
import Testing

/// The members few types set live in a box made on the first write
/// (`SeldomMembers`): a type that sets none reads the defaults, one that sets
/// some reads them back, and equality is by the values either way.
@Suite struct SeldomMembersTests {
    static let source = """
        storyboard Main
        initial Split
        split Split { columns double; display oneOverSecondary; discard secondary; primary Menu; secondary Page }
        scene Menu { title "Menu"; detents medium, large; undimmed medium; modal in presentation; size 320 x 480 }
        pages Page { Menu; transition pageCurl; size compact }
        container Holder { manual appearance; embed Plain }
        animator Fade { duration 0.5; interactive }
        presenter Half { frame 1.0 x 0.5; dims; removes presenter }
        scene Plain { title "Plain" }
        """

    @Test func setMembersReadBackAndUnsetOnesReadTheDefaults() {
        let result = check(SourceFile(path: "main.flow", text: Self.source))
        let errors = result.diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(errors.isEmpty, "\(errors)")
        let index = result.index
        let split = index["Split"]
        #expect(split?.columnStyle == .double)
        #expect(split?.preferredDisplayMode == .oneOverSecondary)
        #expect(split?.discardsSecondary != nil)
        let menu = index["Menu"]
        #expect(menu?.detents == [.medium, .large])
        #expect(menu?.largestUndimmedDetent == .medium)
        #expect(menu?.isModalInPresentation == true)
        #expect(menu?.preferredContentSize == Dimensions(width: 320, height: 480))
        let page = index["Page"]
        #expect(page?.isPageCurl == true)
        #expect(index["Holder"]?.forwardsAppearanceManually == true)
        #expect(page?.widthOverride == .compact)
        #expect(index["Fade"]?.duration == 0.5)
        #expect(index["Fade"]?.isInteractive == true)
        #expect(index["Half"]?.frame == Dimensions(width: 1, height: 0.5))
        #expect(index["Half"]?.dims == true && index["Half"]?.removesPresenter == true)

        let plain = index["Plain"]
        #expect(plain?.title == "Plain")
        #expect(plain?.detents == [] && plain?.columnStyle == nil && plain?.duration == nil)
        #expect(plain?.isPageCurl == false && plain?.dims == false && plain?.selectGuards.isEmpty == true)
        #expect(plain?.frame == nil && plain?.preferredContentSize == nil && plain?.adaptiveStyle == nil)
    }

    /// A copy written leaves the original alone; a value set and then reset
    /// equals, and hashes as, one never set.
    @Test func equalityIsByTheValues() throws {
        let index = check(SourceFile(path: "main.flow", text: Self.source)).index
        let plain = try #require(index["Plain"])
        var changed = plain
        changed.duration = 0.25
        changed.detents = [.large]
        #expect(changed.duration == 0.25 && plain.duration == nil)
        #expect(changed != plain)
        changed.duration = nil
        changed.detents = []
        #expect(changed == plain)
        #expect(changed.hashValue == plain.hashValue)
        #expect(index["Fade"] != index["Fade"].map { var fade = $0; fade.isInteractive = false; return fade })
    }
}
