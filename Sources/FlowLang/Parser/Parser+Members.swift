extension Parser {
    /// member = titleMember | restorationMember | "defines" "context"
    ///        | "provides" "transition" | styleMember | transitionMember
    ///        | adaptsMember | sizeMember | "modal" "in" "presentation"
    ///        | relationshipMember | segueMember | unwindActionMember
    ///        | variableDecl | hookMember | durationMember | "interactive"
    ///        | frameMember | "dims" | "removes" "presenter"
    ///        | "select" qualifiedName "when" expression
    ///        | "discard" "secondary" [ "when" expression ] ;
    mutating func parseMember(in kind: TypeKind) throws -> Member? {
        guard token.kind == .identifier, let keyword = token.keyword else {
            try failMember(in: kind)
        }
        let start = token.range
        switch keyword {
        case .title:
            advance()
            let value = try parseString("title in quotes")
            return .title(StringMember(value: value, range: start.union(value.range)))
        case .restoration:
            advance()
            let value = try parseString("restoration identifier in quotes")
            return .restoration(StringMember(value: value, range: start.union(value.range)))
        case .hosting:
            // hostingMember = "hosting" STRING ;
            advance()
            let value = try parseString("the SwiftUI view's type in quotes, as in hosting \"SettingsView\"")
            return .hosting(StringMember(value: value, range: start.union(value.range)))
        case .defines:
            advance()
            let end = try self.keyword(.context, "'context' after 'defines'")
            return .definesContext(FlagMember(range: start.union(end)))
        case .provides:
            advance()
            let end = try self.keyword(.transition, "'transition' after 'provides'")
            return .providesTransition(FlagMember(range: start.union(end)))
        case .style:
            advance()
            let value = try parsePlainName("presentation style")
            return .style(NameMember(value: value, range: start.union(value.range)))
        case .transition:
            advance()
            let value = try parsePlainName("transition style")
            return .transition(NameMember(value: value, range: start.union(value.range)))
        case .adapts:
            advance()
            let value = try parsePlainName("presentation style or 'none'")
            return .adapts(NameMember(value: value, range: start.union(value.range)))
        case .size:
            advance()
            if token.kind == .identifier {
                // `size regular`: traitOverrides.horizontalSizeClass, not a content size.
                let value = try parsePlainName("width class after 'size': regular or compact")
                return .sizeClass(NameMember(value: value, range: start.union(value.range)))
            }
            return .size(try parseDimensions(start: start, what: "size"))
        case .frame:
            advance()
            return .frame(try parseDimensions(start: start, what: "frame"))
        case .modal:
            advance()
            _ = try self.keyword(.in, "'in presentation' after 'modal'")
            let end = try self.keyword(.presentation, "'presentation' after 'modal in'")
            return .modalInPresentation(FlagMember(range: start.union(end)))
        case .root, .primary, .secondary, .supplementary, .compact, .embed:
            return .relationship(try parseRelationship())
        case .display:
            advance()
            let value = try parsePlainName("display mode after 'display', as in 'display oneOverSecondary'")
            return .display(NameMember(value: value, range: start.union(value.range)))
        case .columns:
            advance()
            let value = try parsePlainName("column style after 'columns': double or triple")
            return .columns(NameMember(value: value, range: start.union(value.range)))
        case .discard:
            advance()
            var end = try self.keyword(.secondary, "'secondary' after 'discard'")
            var condition: Expression?
            if token.keyword == .when {
                advance()
                let parsed = try parseExpression()
                condition = parsed
                end = parsed.range
            }
            return .discardSecondary(DiscardSecondaryMember(condition: condition, range: start.union(end)))
        case .manual:
            advance()
            let end = try self.keyword(.appearance, "'appearance' after 'manual'")
            return .manualAppearance(FlagMember(range: start.union(end)))
        case .detents:
            // detentsMember = "detents" detent { "," detent } ;  detent = plainName | NUMBER ;
            advance()
            var values = [try parseDetent()]
            var end = previousEnd
            while consume(.comma) != nil {
                values.append(try parseDetent())
                end = previousEnd
            }
            return .detents(DetentsMember(values: values, range: start.union(.empty(at: end))))
        case .alert:
            // alertMember = "alert" [ plainName ] STRING [ "message" STRING ] ;
            advance()
            let style = token.kind == .identifier ? try parsePlainName("alert style: alert or actionSheet") : nil
            let title = try parseString("the alert's title in quotes")
            var message: StringLiteral?
            if token.keyword == .message {
                advance()
                message = try parseString("the alert's message in quotes")
            }
            return .alert(AlertMember(style: style, title: title, message: message,
                                      range: start.union(.empty(at: previousEnd))))
        case .dismiss:
            // dismissGuardMember = "dismiss" "when" expression ;
            return .dismissGuard(try parseConditionMember("'when' after 'dismiss': the delegate's presentationControllerShouldDismiss"))
        case .collapse:
            // collapseToMember = "collapse" "to" plainName ;
            advance()
            _ = try self.keyword(.to, "'to' after 'collapse': the column shown on top when the split view collapses")
            let value = try parsePlainName("column: primary, supplementary or secondary")
            return .collapseTo(NameMember(value: value, range: start.union(value.range)))
        case .hides:
            // "hides" ( "bottom" | "navigation" ) "bar"
            advance()
            if token.keyword == .navigation {
                advance()
                let end = try self.keyword(.bar, "'bar' after 'hides navigation'")
                return .hidesNavigationBar(FlagMember(range: start.union(end)))
            }
            _ = try self.keyword(.bottom, "'bottom bar' or 'navigation bar' after 'hides'")
            let end = try self.keyword(.bar, "'bar' after 'hides bottom'")
            return .hidesBottomBar(FlagMember(range: start.union(end)))
        case .shows:
            // "shows" "toolbar"
            advance()
            let end = try self.keyword(.toolbar, "'toolbar' after 'shows'")
            return .showsToolbar(FlagMember(range: start.union(end)))
        case .back:
            // backGuardMember = "back" "when" expression ;
            return .backGuard(try parseConditionMember("'when' after 'back': whether the back button may pop the scene"))
        case .action:
            // alertActionMember = "action" plainName STRING [ "cancel" | "destructive" ] [ "preferred" ]
            //                     [ "when" expression ] [ block ] ;
            advance()
            let name = try parsePlainName("the action's name after 'action', as 'tap' names it")
            let label = try parseString("the action's title in quotes")
            var style: Identifier?
            if token.keyword == .cancel || token.keyword == .destructive {
                style = try parsePlainName("action style")
            }
            let preferred = token.keyword == .preferred ? advance().range : nil
            var enabledWhen: Expression?
            if token.keyword == .when {
                advance()
                enabledWhen = try parseExpression()
            }
            var body: Block?
            if at(.leftBrace) || (at(.newline) && peek(1).kind == .leftBrace) {
                body = try parseBlock(after: "'action \(name.name)'")
            }
            return .alertAction(AlertActionMember(name: name, label: label, style: style, preferred: preferred,
                                                  enabledWhen: enabledWhen, body: body,
                                                  range: start.union(.empty(at: previousEnd))))
        case .accessibility:
            // accessibilityMember = "accessibility" [ plainName ] STRING ;
            advance()
            let control = at(.string) ? nil : try parsePlainName("the control's name after 'accessibility', or the scene's view's identifier in quotes")
            let value = try parseString("its accessibility identifier or label in quotes, as a UI test finds it")
            return .accessibility(AccessibilityMember(control: control, value: value,
                                                      range: start.union(.empty(at: previousEnd))))
        case .field:
            // textFieldMember = "field" plainName [ STRING ] ;
            advance()
            let name = try parsePlainName("the text field's name after 'field': its text is the alert's variable")
            let placeholder = at(.string) ? try parseString("the field's placeholder in quotes") : nil
            return .textField(TextFieldMember(name: name, placeholder: placeholder,
                                              range: start.union(.empty(at: previousEnd))))
        case .search:
            // searchMember = "search" [ "results" plainName ] [ "scopes" STRING { "," STRING } ] ;
            advance()
            var results: Identifier?
            if token.keyword == .results {
                advance()
                results = try parsePlainName("the search results controller's scene after 'results'")
            }
            var scopes: [StringLiteral] = []
            if token.keyword == .scopes {
                advance()
                scopes.append(try parseString("the scope bar's first button title in quotes, as in scopes \"All\", \"Mine\""))
                while at(.comma) {
                    advance()
                    scopes.append(try parseString("the next scope button title in quotes"))
                }
            }
            return .search(SearchMember(results: results, scopes: scopes, range: start.union(.empty(at: previousEnd))))
        case .undimmed:
            advance()
            let value = try parsePlainName("the largest undimmed detent: medium or large")
            return .undimmed(NameMember(value: value, range: start.union(value.range)))
        case .select:
            advance()
            let tab = try parseQualifiedName("the tab 'select' guards")
            _ = try self.keyword(.when, "'when' after 'select \(tab.parts.map(\.name).joined(separator: "."))'")
            let condition = try parseExpression()
            return .selectGuard(SelectGuardMember(tab: tab, condition: condition, range: start.union(condition.range)))
        case .mode:
            // modeMember = "mode" name ;
            advance()
            let value = try parsePlainName("the tab bar's mode: automatic, tabBar or tabSidebar")
            return .tabBarMode(NameMember(value: value, range: start.union(value.range)))
        case .group:
            return .tabGroup(try parseTabGroup())
        case .button, .cell, .accessory, .item, .gesture, .segue:
            return .segue(try parseSegueMember())
        case .unwind:
            return .unwindAction(try parseUnwindAction())
        case .var:
            return .variable(try parseVariable())
        case .on:
            // hookMember = "on" name block ;
            advance()
            let event = try parsePlainName("lifecycle event name after 'on'")
            let body = try parseBlock(after: "'on \(event.name)'")
            return .hook(HookMember(event: event, body: body, range: start.union(body.range)))
        case .duration:
            advance()
            let value = try parseNumber("duration in seconds")
            return .duration(NumberMember(value: value, range: start.union(value.range)))
        case .interactive:
            return .interactive(FlagMember(range: advance().range))
        case .dims:
            return .dims(FlagMember(range: advance().range))
        case .removes:
            advance()
            let end = try self.keyword(.presenter, "'presenter' after 'removes'")
            return .removesPresenter(FlagMember(range: start.union(end)))
        default:
            try failMember(in: kind)
        }
    }

    /// A keyword, `when` and a condition: `dismiss when …`, `back when …`.
    private mutating func parseConditionMember(_ expected: String) throws -> ConditionMember {
        let start = advance().range
        _ = try keyword(.when, expected)
        let condition = try parseExpression()
        return ConditionMember(condition: condition, range: start.union(condition.range))
    }

    /// A sheet's detent: `medium`, `large`, or a custom height in points.
    private mutating func parseDetent() throws -> DetentsMember.Detent {
        if at(.integer) || at(.decimal) { return .custom(try parseNumber("a detent's height in points")) }
        return .system(try parsePlainName("detent: medium, large or a height in points"))
    }

    /// "expected a member of …", with a suggestion when the word is close to a member keyword.
    private mutating func failMember(in kind: TypeKind) throws -> Never {
        var help: String?
        if token.kind == .identifier, Parser.declarationKeywords.contains(text(token)) {
            help = "is a '}' missing before this line?"
        } else if token.kind == .identifier, let near = Suggestion.closest(to: text(token), among: Parser.memberKeywords) {
            try fail(expected: "a member of the \(kind.description)", suggesting: near)
        } else if kind.takesChildList, atName {
            help = "children come first, separated by commas: '\(kind.rawValue) X { A, B; … }'"
        }
        try fail(expected: "a member of the \(kind.description)", help: help)
    }

    static let memberKeywords = Keyword.memberStarts.map(\.rawValue)

    /// sizeMember = "size" NUMBER "x" NUMBER ;  frameMember = "frame" NUMBER "x" NUMBER ;
    private mutating func parseDimensions(start: SourceRange, what: String) throws -> DimensionsMember {
        let width = try parseNumber("width after '\(what)'")
        guard consume(.x) != nil else {
            let help = token.kind == .identifier && text(token).hasPrefix("x")
                ? "put spaces around 'x': '\(what) \(width.text) x \(text(token).dropFirst())'"
                : "write it as '\(what) 320 x 480'"
            try fail(expected: "'x' between width and height", help: help)
        }
        let height = try parseNumber("height after 'x'")
        return DimensionsMember(width: width, height: height, range: start.union(height.range))
    }

    /// relationshipMember = ( "root" | "primary" | "supplementary" | "secondary" | "compact" | "embed" )
    ///                      qualifiedName { option } ;
    private mutating func parseRelationship() throws -> RelationshipMember {
        let keywordToken = advance()
        let kind: RelationshipKind
        switch keywordToken.keyword {
        case .primary: kind = .primary
        case .secondary: kind = .secondary
        case .supplementary: kind = .supplementary
        case .compact: kind = .compact
        case .embed: kind = .embed
        default: kind = .root
        }
        let destination = try parseQualifiedName("scene name after '\(kind.rawValue)'")
        let options = try parseOptions()
        let end = options.last?.range ?? destination.range
        return RelationshipMember(kind: kind, destination: destination, options: options,
                                  range: keywordToken.range.union(end))
    }

    /// segueMember = trigger ( "->" segue | block ) ;
    /// trigger = ( "button" | "cell" | "accessory" | "item" | "gesture" ) name
    ///         | "segue" STRING ;
    ///
    /// A trigger with a block is the control's action (`button done { dismiss }`):
    /// kept as a segue of kind `action` whose `perform` option is the block, so
    /// every consumer of a scene's triggers (taps, the explorer, the checks'
    /// reach) sees it as it sees a segue.
    private mutating func parseSegueMember() throws -> SegueMember {
        let keywordToken = advance()
        let trigger: Trigger
        if keywordToken.keyword == .segue {
            let identifier = try parseString("segue identifier in quotes after 'segue'")
            trigger = .manual(identifier: identifier, range: keywordToken.range.union(identifier.range))
        } else {
            let kind: ControlKind
            switch keywordToken.keyword {
            case .cell: kind = .cell
            case .accessory: kind = .accessory
            case .item: kind = .item
            case .gesture: kind = .gesture
            default: kind = .button
            }
            let name = try parsePlainName("\(kind.rawValue) name")
            trigger = .control(kind: kind, name: name, range: keywordToken.range.union(name.range))
        }
        if at(.leftBrace) || (at(.newline) && peek(1).kind == .leftBrace) {
            let body = try parseBlock(after: "the control's action")
            return statements.addSegue(trigger: trigger, arrowRange: .empty(at: body.range.start), segue: .action(body),
                                       range: keywordToken.range.union(body.range))
        }
        guard let arrow = consume(.arrow) else {
            try fail(expected: "'->' and a segue, or '{' and the control's action",
                     help: "a control fires a segue ('\(keywordToken.keyword?.rawValue ?? "button") name -> show Scene') "
                         + "or runs the app's code ('\(keywordToken.keyword?.rawValue ?? "button") name { dismiss }')")
        }
        let segue = try parseSegue()
        return statements.addSegue(trigger: trigger, arrowRange: arrow.range, segue: segue,
                                   range: keywordToken.range.union(segue.range))
    }

    /// segue = "unwind" name { option }
    ///       | segueKind qualifiedName [ STRING ] { option } ;   (the string after `custom` only)
    /// segueKind = "show" | "detail" | "present" | "popover" | "custom" | "unwind" ;
    mutating func parseSegue() throws -> Segue {
        guard token.kind == .identifier, let kind = segueKind(token.keyword) else {
            if token.kind == .identifier,
               let near = Suggestion.closest(to: text(token), among: SegueKind.written.map(\.rawValue)) {
                try fail(expected: "segue kind", suggesting: near)
            }
            try fail(expected: "segue kind", help: "segue kinds are show, detail, present, popover, custom and unwind")
        }
        let kindRange = advance().range
        let destination: QualifiedName
        if kind == .unwind {
            destination = QualifiedName(try parsePlainName("unwind action name"))
        } else {
            destination = try parseQualifiedName("destination scene after '\(kind.rawValue)'")
        }
        var className: StringLiteral?
        if kind == .custom, at(.string) {
            className = try parseString("segue class name")
        }
        let options = try parseOptions()
        let end = options.lastRange ?? className?.range ?? destination.range
        return Segue(kind: kind, kindRange: kindRange, destination: destination, className: className,
                     options: options, range: kindRange.union(end))
    }

    private func segueKind(_ keyword: Keyword?) -> SegueKind? {
        switch keyword {
        case .show: return .show
        case .detail: return .detail
        case .present: return .present
        case .popover: return .popover
        case .custom: return .custom
        case .unwind: return .unwind
        default: return nil
        }
    }

    /// unwindActionMember = "unwind" name [ "when" expression ] [ block ] ;
    private mutating func parseUnwindAction() throws -> UnwindActionMember {
        let start = advance().range
        let action = try parsePlainName("unwind action name")
        var condition: Expression?
        if consume(.when) != nil {
            condition = try parseExpression()
        }
        var body: Block?
        if at(.leftBrace) || (at(.newline) && peek(1).kind == .leftBrace) {
            body = try parseBlock(after: "'unwind \(action.name)'")
        }
        let end = body?.range ?? condition?.range ?? action.range
        return UnwindActionMember(action: action, condition: condition, body: body, range: start.union(end))
    }

    /// The keywords that start an option; a positional name never takes one of them.
    static let optionKeywords: Set<Keyword?> = [
        .id, .style, .transition, .animator, .presenter, .animated, .anchor, .from, .on, .when, .prepare, .perform,
    ]

    /// option = "id" STRING | "style" name | "transition" name | "animator" name
    ///        | "presenter" name | "animated" BOOLEAN | "anchor" name | "from" name
    ///        | "on" qualifiedName | "when" expression | "prepare" block
    ///        | "perform" block | "size" plainName ;
    mutating func parseOptions() throws -> OptionList {
        // Each option is kept as it is read, its position on the arena's
        // stack; an option that fails takes the others' positions with it.
        let mark = statements.stackMark
        do {
            return try parseOptions(from: mark)
        } catch {
            statements.dropStack(to: mark)
            throw error
        }
    }

    private mutating func parseOptions(from mark: Int) throws -> OptionList {
        while token.kind == .identifier, let keyword = token.keyword {
            let keywordRange = token.range
            let kind: OptionKind
            switch keyword {
            case .id:
                advance()
                kind = .identifier(try parseString("segue identifier in quotes after 'id'"))
            case .style:
                advance()
                kind = .style(try parsePlainName("presentation style after 'style'"))
            case .transition:
                advance()
                kind = .transition(try parsePlainName("transition style after 'transition'"))
            case .animator:
                advance()
                kind = .animator(try parsePlainName("animator name"))
            case .presenter:
                advance()
                kind = .presenter(try parsePlainName("presenter name"))
            case .animated:
                advance()
                guard at(.true) || at(.false) else {
                    try fail(expected: "'true' or 'false' after 'animated'")
                }
                let value = advance()
                kind = .animated(value.keyword == .true, value.range)
            case .anchor:
                advance()
                kind = .anchor(try parsePlainName("anchor control name"))
            case .from:
                advance()
                kind = .from(try parsePlainName("anchor control name after 'from'"))
            case .on:
                advance()
                kind = .on(try parseQualifiedName("scene name after 'on'"))
            case .when:
                advance()
                kind = .when(try parseExpression())
            case .prepare:
                advance()
                kind = .prepare(try parseBlock(after: "'prepare'"))
            case .perform:
                advance()
                kind = .perform(try parseBlock(after: "'perform'"))
            case .size:
                advance()
                kind = .size(try parsePlainName("width class after 'size': regular or compact"))
            default:
                return statements.optionList(ofStackFrom: mark)
            }
            statements.push(statements.add(Option(kind: kind, keywordRange: keywordRange,
                                                  range: keywordRange.union(.empty(at: previousEnd)))))
        }
        return statements.optionList(ofStackFrom: mark)
    }
    /// tabGroupMember = "group" qualifiedName "{" { NEWLINE } qualifiedName
    ///                  { "," { NEWLINE } qualifiedName }
    ///                  [ separator { NEWLINE } "manages" "navigation" ] { separator } "}" ;
    private mutating func parseTabGroup() throws -> TabGroupMember {
        let start = advance().range
        let group = try parseQualifiedName("the tab that is a group, after 'group'")
        let written = group.parts.map(\.name).joined(separator: ".")
        _ = try parseOpenBrace(after: "'group \(written)'")
        skipNewlines()
        var children = [try parseQualifiedName("the first tab of the group '\(written)'")]
        while consume(.comma) != nil {
            skipNewlines()
            children.append(try parseQualifiedName("a tab after ','"))
        }
        func skipSeparators(_ parser: inout Parser) {
            while parser.at(.semicolon) || parser.at(.newline) { parser.advance() }
        }
        skipSeparators(&self)
        var managesNavigation = false
        if consume(.manages) != nil {
            _ = try keyword(.navigation, "'navigation' after 'manages'")
            managesNavigation = true
            skipSeparators(&self)
        }
        guard let close = consume(.rightBrace) else {
            try fail(expected: "'}' after the tabs of the group '\(written)'",
                     help: "a group lists its tabs, separated by ',', then 'manages navigation' if UIKit builds its stack")
        }
        return TabGroupMember(group: group, children: children, managesNavigation: managesNavigation,
                              range: start.union(close.range))
    }
}
