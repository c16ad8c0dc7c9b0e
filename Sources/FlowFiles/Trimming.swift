/// `trimmingCharacters(in: .whitespaces)` and `.whitespacesAndNewlines`,
/// for the modules linked into `flow`, which import `FoundationEssentials`
/// and not `Foundation` (Dependencies.md, "FoundationEssentials").
extension StringProtocol {
    /// The text without the spaces and tabs (Unicode's white space but line
    /// ends) at either end.
    public func trimmingWhitespace() -> String {
        trimming { $0.isWhitespace && !$0.isNewline }
    }

    /// The text without white space or line ends at either end.
    public func trimmingWhitespaceAndNewlines() -> String {
        trimming { $0.isWhitespace }
    }

    private func trimming(_ isTrimmed: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !isTrimmed($0) }),
              let last = lastIndex(where: { !isTrimmed($0) }) else { return "" }
        return String(self[first...last])
    }
}
