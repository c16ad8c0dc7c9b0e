import FlowLang
import FlowRuntime

/// The checks of statement-only inputs under a session's current
/// declarations, by the input's text.
///
/// Most inputs without declarations are checked beside the declarations they
/// name (Session+Statements.swift). The rest — those the small check has
/// something to say about, those that find scenes by what they declare (`open
/// link`) — are checked as the text composed with every declaration of the
/// session (`SessionSource.compose`), so checking one, and preparing its
/// `Program`, costs the whole storyboard: about 6 ms an input on a 600-scene
/// file. Yet a session sees the same statements again and again —
/// the studio taps the same controls and asks `:why-not` about every control
/// on screen after each click, the REPL's person retypes `tap next` — and
/// under the same declarations the same text always checks the same way (the
/// app's state plays no part in checking). So the result is kept, and dropped
/// whenever the declarations change. Imports are read once per version of the
/// declarations, as they are for the declarations themselves.
///
/// Bounded by the size of what it keeps: a check holds the composed file's
/// syntax and index, many times the source's size.
struct StatementChecks {
    /// A kept check: the composed file's result and the program to run it.
    struct Entry {
        let checked: CheckResult
        let program: Program?

        /// A check, with its program when it has no errors.
        init(_ checked: CheckResult) {
            self.checked = checked
            program = checked.hasErrors ? nil : Program(checked)
        }
    }

    /// At most this many bytes of composed source are kept (with their trees).
    static let byteBudget = 2 << 20
    /// And at most this many entries.
    static let entryLimit = 64

    private var entries: [String: Entry] = [:]
    private var bytes = 0
    /// Checks kept so far, for tests that prove repeated statements are not checked again.
    private(set) var kept = 0

    /// The kept check of `text`, if any.
    func entry(for text: String) -> Entry? {
        entries[text]
    }

    /// Keeps the check of `text`; when the budget is spent, what was kept goes.
    mutating func keep(_ entry: Entry, for text: String) {
        let size = entry.checked.sources.reduce(0) { $0 + $1.bytes.count }
        if entries.count >= Self.entryLimit || bytes + size > Self.byteBudget { removeAll() }
        guard size <= Self.byteBudget else { return }
        entries[text] = entry
        bytes += size
        kept += 1
    }

    /// Forgets every check: the declarations changed.
    mutating func removeAll() {
        entries = [:]
        bytes = 0
    }
}
