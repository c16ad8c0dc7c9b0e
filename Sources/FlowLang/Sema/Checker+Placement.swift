// Where statements may stand (Language.md, Rules): `test` only at the top
// level of a file; no `test`, `launch`, `restore` or `tap` in code UIKit calls
// (hooks, unwind bodies, `prepare` and `perform` blocks); `alongside` only in
// a lifecycle hook. The parser already refuses declarations in blocks.
extension Checker {
    /// `kind` is `statement.kind`, made once by the caller (each read makes it again).
    mutating func checkPlacement(_ statement: Statement, _ kind: StatementKind, in scope: Scope) {
        switch kind {
        case .test:
            if !scope.isTopLevel {
                let range = statement.range.prefix("test".utf8.count)
                if let place = scope.callbackDescription {
                    error(.misplacedStatement("test", place), at: range, help: "move the test to the top level of the file")
                } else {
                    error(.testNotTopLevel, at: range, help: "move the test to the top level of the file")
                }
            }
        case .launch:
            checkNotInCallback(statement, "launch", in: scope)
        case .restore:
            checkNotInCallback(statement, "restore", in: scope)
        case .tap, .tapOutside:
            checkNotInCallback(statement, "tap", in: scope)
        case .back:
            checkNotInCallback(statement, "back", in: scope)
        case .entryPoint(let entry):
            if !scope.isTopLevel {
                error(.make("entry-point-not-top-level", "'\(entry.kind.rawValue)' stands at the top level of a file: it is the scene delegate's code"),
                      at: statement.range.prefix(entry.kind.rawValue.utf8.count), help: "move it to the top level of the file")
            }
        case .open:
            checkNotInCallback(statement, "open", in: scope)
        case .background:
            checkNotInCallback(statement, "background", in: scope)
        case .foreground:
            checkNotInCallback(statement, "foreground", in: scope)
        case .search:
            checkNotInCallback(statement, "search", in: scope)
        case .cancelSearch:
            checkNotInCallback(statement, "cancel search", in: scope)
        case .typeText:
            checkNotInCallback(statement, "type", in: scope)
        case .drag:
            checkNotInCallback(statement, "drag", in: scope)
        case .window(let window):
            checkNotInCallback(statement, window.action.words, in: scope)
        case .alongside:
            if !scope.inHook {
                error(.alongsideOutsideHook, at: statement.range.prefix("alongside".utf8.count),
                      help: "'alongside' runs with the transition in progress, from an 'on viewWillAppear { … }' hook or similar")
            }
        case .perform, .navigate, .pop, .dismiss, .unwind, .select, .size, .swipe, .embed, .unembed, .replace, .appearance, .showColumn,
             .preserve, .timeline, .wait, .expect, .expectEvents, .expectWarning, .set, .if, .repeat, .print,
             .printTree, .printEvents:
            break
        }
    }

    private mutating func checkNotInCallback(_ statement: Statement, _ keyword: String, in scope: Scope) {
        guard let place = scope.callbackDescription else { return }
        let why: String
        switch scope.place {
        case .entryPoint: why = "\(place) is the app's, not a person's"
        case .action: why = "\(place) is the app's code, not a person's"
        case .script, .test, .hook, .unwindBody, .prepare, .perform, .condition:
            why = "\(place) runs while UIKit is in the middle of a transition"
        }
        error(.misplacedStatement(keyword, place), at: statement.range.prefix(keyword.utf8.count),
              help: "\(why); '\(keyword)' belongs in a script or a test")
    }
}
