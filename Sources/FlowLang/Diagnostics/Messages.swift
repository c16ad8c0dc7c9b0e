// Every message the front end gives, with its stable id, in alphabetical
// order of id. Tests match ids; wording changes here and nowhere else.
// Style: lowercase, no final period, names in single quotes,
// "expected X, found Y".

extension Message {
    static func make(_ id: String, _ text: String) -> Message { Message(id: id, text: text) }

    // MARK: Lexical and syntax

    static var braceOnNextLine: (String) -> Message {
        { header in .make("brace-on-next-line", "the '{' of \(header) must be on the same line") }
    }
    static var elseOnNextLine: Message { .make("else-on-next-line", "'else' must be on the same line as the '}' before it") }
    static func eventNeedsReceiver(_ text: String) -> Message {
        .make("event-needs-receiver", "event '\(text)' needs a receiver")
    }
    static func expected(_ what: String, found: String) -> Message {
        .make("expected", "expected \(what), found \(found)")
    }
    static var expectedInstanceNumber: Message { .make("expected-instance-number", "expected an instance number after '#'") }
    static func instanceNotAllowed(_ text: String) -> Message {
        .make("instance-not-allowed", "an instance name ('\(text)') is not allowed here")
    }
    static func integerTooLarge(_ text: String) -> Message {
        .make("integer-too-large", "integer literal '\(text)' is too large")
    }
    static var invalidEscape: (String) -> Message {
        { escape in .make("invalid-escape", "invalid escape '\(escape)' in string") }
    }
    static var invalidUnicodeEscape: Message { .make("invalid-unicode-escape", "invalid unicode escape in string") }
    static var invalidUTF8: Message { .make("invalid-utf8", "invalid UTF-8 in source") }
    static func nestingTooDeep(_ limit: Int) -> Message {
        .make("nesting-too-deep", "blocks and expressions nest more than \(limit) levels deep")
    }
    static var nonAssociativeComparison: Message {
        .make("non-associative-comparison", "adjacent comparison operators are not associative")
    }
    static func tooManyErrors(_ limit: Int) -> Message {
        .make("too-many-errors", "too many errors (\(limit)), stopping here")
    }
    static var unexpectedCharacter: (String) -> Message {
        { shown in .make("unexpected-character", "unexpected character \(shown)") }
    }
    static var unmatchedBrace: Message { .make("unmatched-brace", "'}' without a matching '{'") }
    static var unterminatedComment: Message { .make("unterminated-comment", "unterminated block comment") }
    static var unterminatedString: Message { .make("unterminated-string", "unterminated string") }
}
