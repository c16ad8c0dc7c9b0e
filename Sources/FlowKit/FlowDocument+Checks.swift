import FlowChecks

extension FlowDocument {
    /// The UIKit-aware static checks' findings (`W101` …) on the main file, as
    /// `flow check` reports them: empty when the document has errors (the
    /// checks need a file that resolves) or `options.level` is `none`.
    public func staticFindings(_ options: StaticChecks.Options = StaticChecks.Options()) -> [Diagnostic] {
        StaticChecks.findings(checked, options: options)
    }

    /// The document's diagnostics with the static checks' findings among
    /// them, sorted as `flow check` prints them.
    public func diagnostics(checking options: StaticChecks.Options) -> [Diagnostic] {
        StaticChecks.apply(to: checked, options: options).diagnostics
    }
}
