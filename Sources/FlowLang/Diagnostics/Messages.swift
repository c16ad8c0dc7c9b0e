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
    static func literalAsName(_ word: String) -> Message {
        .make("literal-as-name", "'\(word)' is a literal and cannot name a variable")
    }
    static func nestingTooDeep(_ what: String, _ limit: Int) -> Message {
        .make("nesting-too-deep", "too deeply nested: this \(what) is more than \(limit) levels deep in blocks and expressions")
    }
    static func chainTooLong(_ limit: Int) -> Message {
        .make("chain-too-long", "this expression chains more than \(limit) operators")
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

    // MARK: Semantic

    static var alongsideOutsideHook: Message {
        .make("alongside-outside-hook", "'alongside' is allowed only in a lifecycle hook")
    }
    static func importRefused(_ reason: String) -> Message {
        .make("import-outside-folder", reason)
    }
    static func cannotLoadImport(_ path: String) -> Message {
        .make("cannot-load-import", "cannot load '\(path)'")
    }
    static func customDetentBeforeIOS16(_ height: String, _ major: Int) -> Message {
        .make("custom-detent-before-ios-16", "a custom detent (\(height) points) is iOS 16's: on iOS \(major) the sheet has no such height")
    }
    static func detentsBeforeIOS15(_ what: String, _ major: Int) -> Message {
        .make("detents-before-ios-15", "\(what) sets a sheet's detents, which iOS \(major) does not have: the sheet has one height")
    }
    static var destinationOutsidePrepare: Message {
        .make("destination-outside-prepare", "'destination' is available only in a 'prepare' block")
    }
    static func duplicateSegueIdentifier(_ identifier: String) -> Message {
        .make("duplicate-segue-identifier", "segue identifier '\(identifier)' is used twice in this scene")
    }
    static func duplicateDeclaration(_ what: String, _ name: String) -> Message {
        .make("duplicate-declaration", "duplicate \(what) '\(name)'")
    }
    static func duplicateFileDeclaration(_ keyword: String) -> Message {
        .make("duplicate-file-declaration", "a file has only one '\(keyword)' declaration")
    }
    static func duplicateMember(_ keyword: String, _ owner: String) -> Message {
        .make("duplicate-member", "'\(keyword)' is given twice in '\(owner)'")
    }
    static func duplicateOption(_ keyword: String) -> Message {
        .make("duplicate-option", "option '\(keyword)' is given twice")
    }
    static func duplicateStoryboard(_ name: String) -> Message {
        .make("duplicate-storyboard", "two storyboards are named '\(name)'")
    }
    static func emptyContainer(_ kind: String, _ name: String, _ missing: String) -> Message {
        .make("empty-container", "\(kind) '\(name)' has no \(missing)")
    }
    static func frameOutOfRange(_ text: String) -> Message {
        .make("frame-out-of-range", "a frame fraction must be greater than 0 and at most 1, found \(text)")
    }
    static func memberNotAllowed(_ keyword: String, _ kind: String) -> Message {
        .make("member-not-allowed", "'\(keyword)' is not a member of \(article(kind)) \(kind)")
    }
    static func misplacedStatement(_ keyword: String, _ place: String) -> Message {
        .make("misplaced-statement", "'\(keyword)' is not allowed in \(place)")
    }
    static func missingInitial(_ storyboard: String, _ first: String) -> Message {
        .make("missing-initial", "storyboard '\(storyboard)' has no 'initial' declaration; flow launches '\(first)', the first declared view controller")
    }
    static func nothingToLaunch(_ storyboard: String) -> Message {
        .make("nothing-to-launch",
              "storyboard '\(storyboard)' has no 'initial' declaration and no scene of its own: the app has nothing to launch")
    }
    static func missingPopoverAnchor(_ identifier: String) -> Message {
        .make("missing-popover-anchor", "manual popover segue '\(identifier)' needs an 'anchor': performing it without one raises a UIKit exception at run time")
    }
    static func nameClashesWithStoryboard(_ name: String) -> Message {
        .make("name-clashes-with-storyboard", "'\(name)' is the name of an imported storyboard")
    }
    static func negativeWait(_ text: String) -> Message {
        .make("negative-wait", "cannot wait a negative time, found \(text)")
    }
    static func nonPositiveDuration(_ text: String) -> Message {
        .make("non-positive-duration", "a duration must be greater than 0, found \(text)")
    }
    static func nonPositiveSize(_ text: String) -> Message {
        .make("non-positive-size", "a size must be greater than 0, found \(text)")
    }
    static func notAContainer(_ name: String, _ kind: String) -> Message {
        .make("not-a-container", "'\(name)' is a \(kind), not a container")
    }
    static func notAssignable(_ text: String) -> Message {
        .make("not-assignable", "cannot assign to '\(text)'")
    }
    static func optionNotApplicable(_ keyword: String, _ site: String) -> Message {
        .make("option-not-applicable", "option '\(keyword)' does not apply to \(site)")
    }
    static func platformVersionNotInteger(_ text: String) -> Message {
        .make("platform-version-not-integer", "expected an integer iOS version, found \(text)")
    }
    static func presenterNeedsCustomStyle(_ style: String) -> Message {
        .make("presenter-needs-custom-style", "a 'presenter' needs the 'custom' presentation style, found '\(style)'")
    }
    static var providesTransitionWithoutTransition: Message {
        .make("provides-transition-without-transition", "'provides transition' without a 'transition' member provides the default transition")
    }
    static func queryArity(_ name: String, _ count: Int) -> Message {
        .make("query-arity", "'\(name)' takes 1 argument, found \(count)")
    }
    static func relationshipCycle(_ chain: String) -> Message {
        .make("relationship-cycle", "relationship cycle: \(chain)")
    }
    static func selectIndexNotInteger(_ text: String) -> Message {
        .make("select-index-not-integer", "a tab number is a whole number, found '\(text)'")
    }
    static func selectIndexZero(_ text: String) -> Message {
        .make("select-index-zero", "tabs count from 1, found \(text)")
    }
    static func shadowedQuery(_ name: String) -> Message {
        .make("shadowed-query", "variable '\(name)' shadows the query '\(name)'")
    }
    static var sourceOutsideUnwind: Message {
        .make("source-outside-unwind", "'source' is available only in an unwind action's body")
    }
    static func storyboardWithoutScenes(_ name: String) -> Message {
        .make("storyboard-without-scenes", "storyboard '\(name)' declares no view controller to stand for")
    }
    static func swipeProgressOutOfRange(_ text: String) -> Message {
        .make("swipe-progress-out-of-range", "swipe progress must be between 0% and 100%, found \(text)")
    }
    static var testNotTopLevel: Message {
        .make("test-not-top-level", "'test' stands only at the top level of a file")
    }
    static func tooManyNameParts(_ text: String) -> Message {
        .make("too-many-name-parts", "'\(text)' has too many parts")
    }
    static func unknownAnimator(_ name: String) -> Message {
        .make("unknown-animator", "unknown animator '\(name)'")
    }
    static func unknownControl(_ name: String) -> Message {
        .make("unknown-control", "no scene declares the control '\(name)'")
    }
    static func unknownControlInScene(_ name: String, _ scene: String) -> Message {
        .make("unknown-control-in-scene", "scene '\(scene)' declares no control '\(name)'")
    }
    static func unknownEvent(_ name: String) -> Message {
        .make("unknown-event", "unknown event method '\(name)'")
    }
    static func unknownEventReceiver(_ name: String) -> Message {
        .make("unknown-event-receiver", "unknown event receiver '\(name)'")
    }
    static func unknownFunction(_ name: String) -> Message {
        .make("unknown-function", "unknown function '\(name)'")
    }
    static func unknownHook(_ name: String) -> Message {
        .make("unknown-hook", "unknown lifecycle event '\(name)'")
    }
    static func unknownInstanceVariable(_ name: String, _ scene: String) -> Message {
        .make("unknown-instance-variable", "scene '\(scene)' has no variable '\(name)'")
    }
    static func unknownName(_ name: String) -> Message {
        .make("unknown-name", "unknown name '\(name)'")
    }
    static func unknownPlatform(_ name: String) -> Message {
        .make("unknown-platform", "unknown platform '\(name)'")
    }
    static func unknownPresentationStyle(_ name: String) -> Message {
        .make("unknown-presentation-style", "unknown presentation style '\(name)'")
    }
    static func unknownPresenter(_ name: String) -> Message {
        .make("unknown-presenter", "unknown presenter '\(name)'")
    }
    static func unknownScene(_ name: String) -> Message {
        .make("unknown-scene", "unknown scene '\(name)'")
    }
    static func unknownSegueIdentifier(_ identifier: String, on scene: String) -> Message {
        .make("unknown-segue-identifier", "'\(scene)' has no segue with the identifier '\(identifier)'")
    }
    static func unknownSegueIdentifier(_ identifier: String) -> Message {
        .make("unknown-segue-identifier", "no segue has the identifier '\(identifier)'")
    }
    static func unknownStoryboard(_ name: String) -> Message {
        .make("unknown-storyboard", "unknown storyboard '\(name)'")
    }
    static func unknownTransitionStyle(_ name: String) -> Message {
        .make("unknown-transition-style", "unknown transition style '\(name)'")
    }
    static func unknownUnwindAction(_ name: String) -> Message {
        .make("unknown-unwind-action", "no scene implements the unwind action '\(name)'")
    }
    static func unknownVariable(_ name: String) -> Message {
        .make("unknown-variable", "unknown variable '\(name)'")
    }
    static func unknownWidthClass(_ name: String) -> Message {
        .make("unknown-width-class", "unknown width class '\(name)'")
    }
    static func unqualifiedImportedScene(_ name: String, _ storyboard: String) -> Message {
        .make("unqualified-imported-scene", "scene '\(name)' belongs to the imported storyboard '\(storyboard)'")
    }
    static func unsupportedPlatformVersion(_ version: Int) -> Message {
        .make("unsupported-platform-version", "flow models iOS 12 to 26, not iOS \(version)")
    }
    static func whenOnManualSegue(_ identifier: String) -> Message {
        .make("when-on-manual-segue", "'when' on manual segue '\(identifier)' is never consulted: 'perform' does not call shouldPerformSegue")
    }
    static func wrongKind(_ name: String, _ kind: String, expected: String) -> Message {
        .make("wrong-kind", "'\(name)' is \(article(kind)) \(kind), not \(article(expected)) \(expected)")
    }
    /// `a` or `an` before `word`.
    static func article(_ word: String) -> String {
        word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }
}
