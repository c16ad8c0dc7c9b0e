import FlowVocabulary

// A sheet's detents on a platform without them. `UISheetPresentationController` (its detents,
// `largestUndimmedDetentIdentifier`) came with iOS 15, custom heights (`.custom`) with iOS 16.
// An app for an earlier iOS sets them only `if #available`, so on that iOS the sheet has one
// height and the first swipe down dismisses it: the model leaves them out there
// (StoryboardBuilder), and the check says so, as a warning — `--platform` and `flow test
// --matrix` run a file written for today's iOS on older ones, as the app itself runs.

extension Checker {
    mutating func checkDetentsPlatform(_ node: DetentsMember) {
        guard checkSheetPlatform(node.range, what: "'detents'"), let platform = index.platform,
              platform.major < Detent.customFirstRelease else { return }
        for case .custom(let height) in node.values {
            warning(.customDetentBeforeIOS16(height.text, platform.major), at: height.range,
                    help: "raise 'platform iOS \(platform.major)', or use the system detents medium and large",
                    notes: [note("the platform is declared here", at: platform.range)])
        }
    }

    /// Whether the platform has sheet detents; a warning at `range` when it has not.
    @discardableResult
    mutating func checkSheetPlatform(_ range: SourceRange, what: String) -> Bool {
        guard let platform = index.platform, platform.major < Detent.firstRelease else { return true }
        warning(.detentsBeforeIOS15(what, platform.major), at: range,
                help: "UISheetPresentationController came with iOS \(Detent.firstRelease): raise 'platform iOS \(platform.major)'",
                notes: [note("the platform is declared here", at: platform.range)])
        return false
    }
}
