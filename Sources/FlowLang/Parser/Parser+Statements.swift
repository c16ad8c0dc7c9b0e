extension Parser {
    static let statementKeywords = Keyword.statementStarts.map(\.rawValue)
    static let declarationKeywords = Keyword.declarationStarts.map(\.rawValue)

    /// statement = launchStmt | tapStmt | performStmt | navigateStmt | popStmt
    ///           | dismissStmt | unwindStmt | selectStmt | sizeStmt | swipeStmt
    ///           | embedStmt | unembedStmt | preserveStmt | restoreStmt
    ///           | timelineStmt | waitStmt | alongsideStmt | expectStmt | setStmt
    ///           | ifStmt | repeatStmt | printStmt | testStmt ;
    mutating func parseStatement(topLevel: Bool = false) throws -> Statement {
        guard token.kind == .identifier, let keyword = token.keyword else {
            try failStatement(topLevel: topLevel)
        }
        let start = advance().range
        let kind: StatementKind
        switch keyword {
        case .launch:
            // launchStmt = "launch" [ name ] ;
            kind = .launch(width: atStatementEnd ? nil : try parsePlainName("width class ('compact' or 'regular')"))
        case .tap:
            // tapStmt = "tap" ( "outside" | qualifiedName ) ;
            if at(.outside), peek(1).kind != .dot {
                advance()
                kind = .tapOutside
            } else {
                kind = .tap(try parseQualifiedName("control name after 'tap'"))
            }
        case .back:
            // backStmt = "back" ;
            kind = .back
        case .perform:
            // performStmt = "perform" STRING [ "from" qualifiedName ] ;
            let identifier = try parseString("segue identifier in quotes after 'perform'")
            var source: QualifiedName?
            if at(.from) {
                advance()
                source = try parseQualifiedName("scene name after 'from'")
            }
            kind = .perform(identifier, from: source)
        case .show where token.keyword == .column && peek(1).kind == .identifier:
            // showColumnStmt = "show" "column" plainName [ "in" qualifiedName ] ;
            advance()
            let column = try parsePlainName("column after 'show column': primary, supplementary, secondary or compact")
            var split: QualifiedName?
            if consume(.in) != nil { split = try parseQualifiedName("split view after 'in'") }
            kind = .showColumn(column: column, split: split)
        case .hide:
            // hideColumnStmt = "hide" "column" plainName [ "in" qualifiedName ] ;
            _ = try self.keyword(.column, "'column' after 'hide': hide column primary")
            let column = try parsePlainName("column after 'hide column': primary or supplementary")
            var split: QualifiedName?
            if consume(.in) != nil { split = try parseQualifiedName("split view after 'in'") }
            kind = .showColumn(column: column, split: split, hides: true)
        case .present, .show, .detail, .push:
            // navigateStmt = ( "present" | "show" | "detail" | "push" ) qualifiedName { option } ;
            let navigate: NavigateKind = keyword == .show ? .show : keyword == .detail ? .detail : keyword == .push ? .push : .present
            let destination = try parseQualifiedName("scene name after '\(keyword.rawValue)'")
            kind = .navigate(NavigateStatement(kind: navigate, destination: destination, options: try parseOptions()))
        case .pop:
            kind = .pop(try parsePop())
        case .dismiss:
            // dismissStmt = "dismiss" [ qualifiedName ] { option } ;
            var target: QualifiedName?
            if atName, !Parser.optionKeywords.contains(token.keyword) {
                target = try parseQualifiedName("scene name after 'dismiss'")
            }
            kind = .dismiss(target: target, options: try parseOptions())
        case .unwind:
            // unwindStmt = "unwind" name ;
            kind = .unwind(try parsePlainName("unwind action name after 'unwind'"))
        case .select:
            kind = .select(try parseSelect())
        case .size:
            // sizeStmt = "size" name ;
            kind = .size(try parsePlainName("width class after 'size' ('compact' or 'regular')"))
        case .swipe:
            kind = .swipe(try parseSwipe())
        case .embed:
            // embedStmt = "embed" qualifiedName "in" qualifiedName ;
            let child = try parseQualifiedName("scene name after 'embed'")
            _ = try self.keyword(.in, "'in' and a container after 'embed \(child.text)'")
            let container = try parseQualifiedName("container name after 'in'")
            kind = .embed(child: child, container: container)
        case .begin, .end:
            // appearanceStmt = "begin" ( "appearing" | "disappearing" ) qualifiedName { option }
            //                | "end" "appearance" qualifiedName ;
            let phase: AppearanceStatement.Phase
            if keyword == .end {
                _ = try self.keyword(.appearance, "'appearance' after 'end'")
                phase = .end
            } else if consume(.appearing) != nil {
                phase = .beginAppearing
            } else if consume(.disappearing) != nil {
                phase = .beginDisappearing
            } else {
                try fail(expected: "'appearing' or 'disappearing' after 'begin'")
            }
            let target = try parseQualifiedName("the child after '\(phase.rawValue)'")
            kind = .appearance(AppearanceStatement(phase: phase, target: target, options: phase == .end ? [] : try parseOptions()))
        case .replace:
            // replaceStmt = "replace" qualifiedName "with" qualifiedName { option } ;
            let old = try parseQualifiedName("the child to replace after 'replace'")
            _ = try self.keyword(.with, "'with' and the new child after 'replace \(old.text)'")
            let new = try parseQualifiedName("the new child after 'with'")
            kind = .replace(old: old, new: new, options: try parseOptions())
        case .unembed:
            // unembedStmt = "unembed" qualifiedName ;
            kind = .unembed(try parseQualifiedName("scene name after 'unembed'"))
        case .preserve:
            // preserveStmt = "preserve" [ "to" STRING ] ;
            kind = .preserve(path: consume(.to) != nil ? try parseString("archive path in quotes after 'to'") : nil)
        case .restore:
            // restoreStmt = "restore" [ "from" STRING ] ;
            kind = .restore(path: consume(.from) != nil ? try parseString("archive path in quotes after 'from'") : nil)
        case .timeline:
            kind = .timeline(try parseBlock(after: "'timeline'"))
        case .wait:
            kind = .wait(try parseNumber("seconds after 'wait'"))
        case .alongside:
            kind = .alongside(try parseBlock(after: "'alongside'"))
        case .expect:
            kind = try parseExpect()
        case .set:
            // setStmt = "set" postfixExpression "=" expression { option } ;
            let target = try parsePostfixExpression()
            guard consume(.equal) != nil else {
                let help = at(.equalEqual) ? "'set' assigns with a single '='" : nil
                let spelled = describe(target)
                try fail(expected: "'=' after 'set \(spelled)'", help: help)
            }
            let value = try parseExpression()
            kind = .set(target: target, value: value, options: try parseOptions())
        case .if:
            kind = .if(try parseIf())
        case .repeat:
            // repeatStmt = "repeat" expression block ;
            let count = try parseExpression()
            kind = .repeat(count: count, body: try parseBlock(after: "'repeat'"))
        case .print:
            // printStmt = "print" ( "tree" | "events" | expression ) ;
            if at(.tree), peek(1).kind != .dot, isStatementEnd(peek(1)) {
                advance()
                kind = .printTree
            } else if at(.events), isStatementEnd(peek(1)) {
                advance()
                kind = .printEvents
            } else {
                kind = .print(try parseExpression())
            }
        case .test:
            // testStmt = "test" STRING block ;
            let name = try parseString("test name in quotes after 'test'")
            kind = .test(name: name, body: try parseBlock(after: "'test'"))
        case .search:
            // searchStmt = "search" [ STRING | "scope" STRING ] ;
            if token.keyword == .scope, peek(1).kind == .string {
                advance()
                kind = .search(text: nil, scope: try parseString("the scope button's title in quotes"))
            } else {
                kind = .search(text: at(.string) ? try parseString("the text typed in quotes") : nil)
            }
        case .cancel:
            // cancelSearchStmt = "cancel" "search" ;
            _ = try self.keyword(.search, "'search' after 'cancel': the active search's Cancel button")
            kind = .cancelSearch
        case .link, .activity, .shortcut:
            // entryPointStmt = ( "link" | "activity" [ "restoration" ] | "shortcut" ) STRING block ;
            let entryKind: EntryKind = keyword == .link ? .link : keyword == .activity ? .activity : .shortcut
            let value = try parseString(entryKind == .link ? "the URL in quotes, as in link \"myapp://recipe/{name}\""
                                        : "the \(entryKind.rawValue) type in quotes")
            // Only a user activity restores a scene (stateRestorationActivity(for:)).
            let isRestoration = entryKind == .activity && token.keyword == .restoration
            if isRestoration { advance() }
            kind = .entryPoint(EntryPointStatement(kind: entryKind, value: value,
                                                   body: try parseBlock(after: "'\(entryKind.rawValue)'"),
                                                   isRestoration: isRestoration))
        case .open where token.keyword == .window:
            // windowStmt = "open" "window" [ "beside" ] [ "activity" STRING ] ;
            advance()
            let beside = consume(.beside) != nil
            var activity: StringLiteral?
            if token.keyword == .activity {
                advance()
                activity = try parseString("the user activity's type in quotes, as in open window activity \"com.example.note\"")
            }
            kind = .window(WindowStatement(action: beside ? .openBeside : .open, number: nil, activity: activity))
        case .focus:
            // windowStmt = "focus" "window" NUMBER ;
            _ = try self.keyword(.window, "'window' after 'focus', as in focus window 2")
            kind = .window(WindowStatement(action: .focus, number: try parseNumber("the window's number, from 1"), activity: nil))
        case .close:
            // windowStmt = "close" "window" [ NUMBER ] ;
            _ = try self.keyword(.window, "'window' after 'close', as in close window 2")
            let number = at(.integer) || at(.decimal) ? try parseNumber("the window's number, from 1") : nil
            kind = .window(WindowStatement(action: .close, number: number, activity: nil))
        case .open:
            // openStmt = "open" [ "activity" | "shortcut" ] STRING ;
            var entryKind = EntryKind.link
            if at(.activity) || at(.shortcut) {
                entryKind = at(.activity) ? .activity : .shortcut
                advance()
            }
            kind = .open(kind: entryKind, value: try parseString(
                entryKind == .link ? "the URL in quotes after 'open'" : "the \(entryKind.rawValue) type in quotes"))
        case .background:
            kind = .background
        case .drag:
            // dragStmt = "drag" qualifiedName "to" NUMBER ;
            let tab = try parseQualifiedName("the tab dragged, after 'drag'")
            _ = try self.keyword(.to, "'to' after the tab: the place on the tab bar it is dropped on, from 1")
            kind = .drag(tab: tab, position: try parseNumber("the place on the tab bar, from 1"))
        case .type:
            // typeStmt = "type" STRING "in" plainName ;
            let text = try parseString("the text typed, in quotes, after 'type'")
            _ = try self.keyword(.in, "'in' after the text: the alert's text field it is typed in")
            kind = .typeText(text: text, field: try parsePlainName("the text field's name ('field NAME' in the alert)"))
        case .foreground:
            kind = .foreground
        default:
            // Not a statement keyword: report as for any other word.
            try failStatement(topLevel: topLevel, word: text(Token(kind: .identifier, range: start)), range: start)
        }
        return statements.add(kind, range: start.union(.empty(at: previousEnd)))
    }

    /// "expected a statement, found …", with the nearest keyword as a suggestion.
    private mutating func failStatement(topLevel: Bool, word: String? = nil, range: SourceRange? = nil) throws -> Never {
        let what = topLevel ? "a declaration or statement" : "a statement"
        let found = word ?? (token.kind == .identifier ? text(token) : nil)
        var help: String?
        var fixIts: [Diagnostic.FixIt] = []
        if let found {
            let candidates = topLevel ? Parser.statementKeywords + Parser.declarationKeywords : Parser.statementKeywords
            if let near = Suggestion.closest(to: found, among: candidates) {
                help = "did you mean '\(near)'?"
                fixIts = [Diagnostic.FixIt(range: range ?? token.range, replacement: near)]
            } else if !topLevel, Parser.declarationKeywords.contains(found) {
                help = "declarations stand at the top level of a file"
            } else if found.first?.isUppercase == true || found.first?.isLowercase == true {
                help = "statements start with a keyword such as 'tap', 'push' or 'set'"
            }
        }
        if let word, let range {
            report(.expected(what, found: "'\(word)'"), at: range, help: help, fixIts: fixIts)
            throw ParseError()
        }
        if token.kind == .invalid { throw ParseError() }
        report(.expected(what, found: foundDescription), at: missingRange, help: help, fixIts: fixIts)
        throw ParseError()
    }

    /// popStmt = "pop" [ "to" ( "root" | qualifiedName ) ] { option } ;
    private mutating func parsePop() throws -> PopStatement {
        var target = PopStatement.Target.top
        if consume(.to) != nil {
            if at(.root), peek(1).kind != .dot {
                target = .root(advance().range)
            } else {
                target = .scene(try parseQualifiedName("scene name or 'root' after 'pop to'"))
            }
        }
        return PopStatement(target: target, options: try parseOptions())
    }

    /// selectStmt = "select" ( qualifiedName | [ "-" ] INTEGER ) { option } ;
    private mutating func parseSelect() throws -> SelectStatement {
        let target: SelectStatement.Target
        if at(.integer) || (at(.minus) && peek(1).kind == .integer) {
            target = .index(try parseNumber("tab number"))
        } else {
            target = .name(try parseQualifiedName("tab name or number after 'select'"))
        }
        return SelectStatement(target: target, options: try parseOptions())
    }

    /// swipeStmt = "swipe" ( "back" | "down" | "up" | "next" | "previous" ) [ swipeEnd ] ;
    /// swipeEnd  = "to" PERCENTAGE "then" ( "cancel" | "finish" ) ;
    private mutating func parseSwipe() throws -> SwipeStatement {
        let direction: SwipeStatement.Direction
        if consume(.back) != nil {
            direction = .back
        } else if consume(.down) != nil {
            direction = .down
        } else if consume(.up) != nil {
            direction = .up
        } else if consume(.next) != nil {
            direction = .next
        } else if consume(.previous) != nil {
            direction = .previous
        } else {
            try fail(expected: "'back', 'down', 'up', 'next' or 'previous' after 'swipe'")
        }
        // Without `to … then …` the finger goes all the way and the gesture finishes.
        if !at(.to) {
            return SwipeStatement(direction: direction, progress: nil, outcome: .finish)
        }
        _ = try keyword(.to, "'to' and a percentage, as in 'swipe \(direction.rawValue) to 40% then cancel'")
        guard at(.percentage) else {
            let help = at(.integer) || at(.decimal) ? "write the progress as a percentage: '\(text(token))%'" : nil
            try fail(expected: "percentage", help: help)
        }
        let progress = numberLiteral(advance())
        _ = try keyword(.then, "'then cancel' or 'then finish'")
        let outcome: SwipeStatement.Outcome
        if consume(.cancel) != nil {
            outcome = .cancel
        } else if consume(.finish) != nil {
            outcome = .finish
        } else {
            try fail(expected: "'cancel' or 'finish' after 'then'")
        }
        return SwipeStatement(direction: direction, progress: progress, outcome: outcome)
    }

    /// expectStmt = "expect" ( ( "events" | "order" | "no" ) eventList
    ///                       | "warning" STRING
    ///                       | expression [ STRING ] ) ;
    private mutating func parseExpect() throws -> StatementKind {
        let modes: [(Keyword, ExpectEventsStatement.Mode)] = [(.events, .events), (.order, .order), (.no, .no)]
        for (keyword, mode) in modes where at(keyword) && peek(1).kind == .leftBrace {
            advance()
            let open = advance()
            let (events, range) = parseBody(open: open) { try $0.parseEventPattern() }
            return .expectEvents(ExpectEventsStatement(mode: mode, events: events, bodyRange: range))
        }
        if at(.warning), peek(1).kind == .string {
            advance()
            return .expectWarning(try parseString("warning text in quotes"))
        }
        let condition = try parseExpression()
        let message = at(.string) ? try parseString("message") : nil
        return .expect(condition: condition, message: message)
    }

    /// event = qualifiedName "." name [ "(" [ name ":" ] primary ")" ] ;
    /// The last dotted part is the method; the rest names the receiver.
    mutating func parseEventPattern() throws -> EventPattern {
        let path = try parseQualifiedName("event, as in 'RecipeList.viewWillAppear'")
        guard path.parts.count >= 2 else {
            try failAt(path.range, .eventNeedsReceiver(path.text),
                       help: "write the receiver and the method: 'Scene.\(path.text)'")
        }
        let receiverParts = Array(path.parts.dropLast())
        let receiver = QualifiedName(parts: receiverParts,
                                     range: receiverParts[0].range.union(receiverParts[receiverParts.count - 1].range))
        var argument: EventArgument?
        if let open = consume(.leftParen) {
            var label: Identifier?
            if atName, peek(1).kind == .colon {
                label = try parseName("argument label")
                advance()
            }
            let value = try parsePrimaryExpression()
            guard let close = consume(.rightParen) else {
                try fail(expected: "')' after the event's argument")
            }
            argument = EventArgument(label: label, value: value, range: open.range.union(close.range))
        }
        return EventPattern(receiver: receiver, method: path.last, argument: argument,
                            range: path.range.union(.empty(at: previousEnd)))
    }

    /// ifStmt = "if" expression block [ "else" ( ifStmt | block ) ] ;
    private mutating func parseIf() throws -> IfStatement {
        let condition = try parseExpression()
        let then = try parseBlock(after: "'if' condition")
        var elseBranch: IfStatement.ElseBranch?
        if at(.newline), peek(1).isKeyword(.else) {
            let elseToken = peek(1)
            report(.elseOnNextLine, at: elseToken.range,
                   help: "write '} else {' on one line",
                   fixIts: [Diagnostic.FixIt(range: SourceRange(start: token.range.start, end: elseToken.range.start), replacement: " ")])
            advance()
        }
        if let elseToken = consume(.else) {
            if let ifToken = consume(.if) {
                // An `else if` chain nests one level per link.
                try enterNesting(at: ifToken.range, "'else if'")
                defer { nesting -= 1 }
                let nested = try parseIf()
                elseBranch = .elseIf(nested, elseToken.range.union(ifToken.range).union(.empty(at: previousEnd)))
            } else {
                elseBranch = .block(try parseBlock(after: "'else'"))
            }
        }
        return IfStatement(condition: condition, then: then, elseBranch: elseBranch)
    }

    mutating func failAt(_ range: SourceRange, _ message: Message, help: String? = nil) throws -> Never {
        report(message, at: range, help: help)
        throw ParseError()
    }

    /// A short spelling of a simple expression for messages.
    func describe(_ expression: Expression) -> String {
        switch expression.kind {
        case .name(let identifier): return identifier.text
        case .member(let base, let name, _): return "\(describe(base)).\(name.text)"
        default: return "…"
        }
    }
}
