import FlowChecks
import FlowLang

/// The static checks' findings on a large file, worked out on a thread of
/// their own while the checker runs on the caller's, which joins in when it
/// is done (`StaticChecks.Background`).
///
/// Both read only the file's index, built before either starts, and on the
/// chain shape each is about a quarter of `flow check`'s instructions: side
/// by side on two cores, the command finishes in about the time of the
/// longer. The findings are those of a file that checks clean; when the
/// checker finds an error, `StaticChecks.apply` drops them, as it never
/// computes them then.
struct EarlyFindings {
    /// Below this much source the static checks take under a millisecond or
    /// two, and a thread is not worth starting (flow runs many small checks).
    static let minimumSourceBytes = 64 * 1024

    private let checks: StaticChecks.Background

    /// Starts the static checks on `indexed` as if its checker found nothing;
    /// nil when the file is small, loading found errors (the checks would not
    /// run), or `options` turns every check off. `index` replaces the file's
    /// own (`--initial` gives the file another launch scene).
    init?(_ indexed: IndexedFiles, index: StoryboardIndex, options: StaticChecks.Options) {
        guard options.level != .none, !indexed.hasLoadErrors,
              indexed.sources.reduce(0, { $0 + $1.bytes.count }) >= EarlyFindings.minimumSourceBytes else { return nil }
        var result = indexed.unchecked
        result.index = index
        let unchecked = result
        checks = StaticChecks.Background(unchecked, options: options)
    }

    /// The findings, once made: this thread helps with them, then waits for the other.
    func wait() -> [Diagnostic] { checks.findings() }
}
