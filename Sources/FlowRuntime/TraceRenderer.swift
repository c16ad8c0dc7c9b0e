import FlowModel

/// The text of `flow run`'s trace, one item at a time:
///
/// ```
/// tap recipe                                                    recipes.flow:61
///   RecipeList.shouldPerformSegue(showRecipe)
///   segue showRecipe: RecipeList -> RecipeDetail (push on Browse)
///   warning: Attempt to present Notes on RecipeList which is already presenting …
/// ```
///
/// Each statement stands on its own line with its `file:line` right of it
/// (starting at column `locationColumn`, or two spaces after a longer
/// statement); what it caused follows, indented by two spaces. Layout
/// callbacks appear only when `verbose` is set.
public struct TraceRenderer {
    /// The 0-based column at which statement locations start.
    public static let locationColumn = 62

    public var verbose: Bool

    public init(verbose: Bool = false) {
        self.verbose = verbose
    }

    /// The lines an item adds to the trace (none for a hidden layout event).
    public func lines(for item: TraceItem) -> [String] {
        switch item {
        case .statement(let statement):
            let location = statement.isAutomatic ? "(automatic)" : "\(statement.path):\(statement.line)"
            let width = statement.text.count
            let padding = width + 2 <= TraceRenderer.locationColumn ? TraceRenderer.locationColumn - width : 2
            return [statement.text + String(repeating: " ", count: padding) + location]
        case .event(let event):
            switch event.kind {
            case .callback, .note: return ["  " + event.text]
            case .layout: return verbose ? ["  " + event.text] : []
            case .warning: return ["  warning: " + event.text]
            }
        case .output(let text):
            return text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        case .failure(let failure):
            return ["  expectation failed: \(failure.summary)"] + failure.details.map { "    " + $0 }
        }
    }
}
