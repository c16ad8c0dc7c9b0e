/// What running a piece of text in a session did.
public struct SessionResult: Sendable {
    /// Problems with the text: syntax and semantic errors and warnings. When
    /// any is an error nothing ran and the session is unchanged.
    public var diagnostics: [Diagnostic]
    /// The sources the diagnostics point into: the typed text comes first in
    /// the composed file (its lines are the text's own), then the session's
    /// declarations; imports after. Pass them to `DiagnosticRenderer`.
    public var sources: [SourceFile]
    /// Whether the text was accepted (it checked): its declarations are now the
    /// session's and its statements ran; it is the newest entry of the history.
    public var accepted: Bool
    /// What the declarations of the text declared or replaced (`type:Editor`, `var:saved`…).
    public var declared: [String]
    /// Expectations that did not hold while the statements ran.
    public var failures: [ExpectationFailure]
    /// The runtime error or UIKit exception that stopped the statements, if one did.
    public var error: RuntimeError?
    /// The program the statements ran under, whose sources the error and the failures point
    /// into (its composition may not be the check's, whose are `sources`); nil when none ran.
    var ranUnder: Program?
    /// Diagnostics already where they were written, each with the file it is in: what no
    /// composition of the result holds (a test set aside, `dropsStaleTests`).
    var placedWhereWritten: [(diagnostic: Diagnostic, source: SourceFile)] = []

    /// Accepted, with no failed expectation and no error.
    public var succeeded: Bool { accepted && failures.isEmpty && error == nil }

    /// The errors of `diagnostics`.
    public var errors: [Diagnostic] { diagnostics.filter(\.isError) }

    static func refused(_ diagnostics: [Diagnostic], sources: [SourceFile]) -> SessionResult {
        SessionResult(diagnostics: diagnostics, sources: sources, accepted: false, declared: [],
                      failures: [], error: nil)
    }
}

/// One accepted input of a session, as the history keeps it.
public struct SessionEntry: Hashable, Sendable {
    /// The text as it was given.
    public var text: String
    /// The source of each top-level statement it ran, in order.
    public var statements: [String]
    /// What its declarations declared or replaced (`type:Editor`, `var:saved`, `test:…`).
    public var declared: [String]
    /// Whether its statements stopped with a runtime error or an exception.
    public var stoppedWithError: Bool
    /// The globals it declared: on replay they start again from their initial value here.
    var variables: Set<String>
    /// How it changed the session's declarations, to undo it: what it
    /// replaced, set aside or appended, not the declarations after it (a copy
    /// of every declaration per input made 4,000 declarations take 420 MB).
    var declarationChange = DeclarationChange()
    /// The instances it left presented that were not before (`:why-not`
    /// says since which input a presentation slot is taken).
    var presented: Set<String> = []
    /// What the session called it (`<input 3>`), and where each of `statements` starts in
    /// `text`: a replay reports a place in one there (`WrittenPlaces`).
    var inputName = ""
    var statementStarts: [UInt32] = []

    /// Whether it only declared types of new names, appended at the end: undone
    /// by taking them off the end (`Session.undoNewScenes`).
    var onlyAddsScenes: Bool {
        statements.isEmpty && variables.isEmpty && declarationChange.replaced.isEmpty
            && declarationChange.removed.isEmpty && declarationChange.appended == declared.count
            && declared.allSatisfy { $0.hasPrefix("type:") }
    }
}

/// Why a session could not be opened.
public struct SessionError: Error, Sendable, CustomStringConvertible {
    /// The errors that stopped it (the document's, or the configuration's platform).
    public var diagnostics: [Diagnostic]
    /// What went wrong, in a line.
    public var description: String {
        diagnostics.first.map { "\($0.path): \($0.message)" } ?? "the session could not be opened"
    }
}

extension SessionResult: CustomStringConvertible {
    /// A summary: accepted or refused, the diagnostics' messages, the failures, the error.
    public var description: String {
        var parts = [accepted ? "accepted" : "refused"]
        parts += diagnostics.map { "\($0.severity.rawValue): \($0.message)" }
        parts += failures.map { "failed: \($0.summary)" }
        if let error { parts.append("error: \(error.message)") }
        return parts.joined(separator: "; ")
    }
}
