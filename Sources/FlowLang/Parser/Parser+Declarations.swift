extension Parser {
    /// file = { separator } { topLevelItem separator } ;
    mutating func parseFile() -> FlowFile {
        let items = parseItems(stoppingAt: nil).items
        let end = UInt32(buffer.count)
        return FlowFile(items: items, comments: lexer.comments, range: SourceRange(start: 0, end: end))
    }

    /// The top-level items from here to the end of the file; or, given a
    /// `split`, up to the item that starts exactly there, if one does and
    /// nothing has been reported before it (then `stopped` is true, and the
    /// parser stands at that item with no token read past it). Stopping
    /// there leaves nothing behind that the items after it could depend on,
    /// so parsing them on their own gives what going on would (`SplitParse`).
    mutating func parseItems(stoppingAt split: Int?) -> (items: [TopLevelItem], stopped: Bool) {
        var items: [TopLevelItem] = []
        var split = split.map(UInt32.init)
        while true {
            skipSeparators()
            if let offset = split, token.range.start >= offset {
                if token.range.start == offset, lookahead.isEmpty, lexer.isOutsideDelimiters,
                   diagnostics.isEmpty, lexer.diagnostics.isEmpty {
                    return (items, true)
                }
                split = nil  // passed it inside an item, or after an error: parse on to the end
            }
            if at(.endOfFile) { break }
            if at(.rightBrace) {
                report(.unmatchedBrace, at: token.range, help: "remove it, or add the '{' it should close")
                advance()
                continue
            }
            let before = token.range.start
            do {
                items.append(try parseTopLevelItem())
                try expectStatementEnd()
            } catch {
                synchronize()
            }
            if token.range.start == before && !at(.endOfFile) { advance() }
        }
        return (items, false)
    }

    /// topLevelItem = declaration | statement ;
    mutating func parseTopLevelItem() throws -> TopLevelItem {
        if let declaration = try parseDeclaration() {
            return .declaration(declaration)
        }
        return .statement(try parseStatement(topLevel: true))
    }

    /// declaration = storyboardDecl | importDecl | initialDecl | typeDecl
    ///             | variableDecl | platformDecl ;
    /// Returns nil when the current token starts no declaration.
    mutating func parseDeclaration() throws -> Declaration? {
        guard token.kind == .identifier, let keyword = token.keyword else { return nil }
        let start = token.range
        switch keyword {
        case .storyboard:
            // storyboardDecl = "storyboard" name ;
            advance()
            let name = try parsePlainName("storyboard name")
            return .storyboard(StoryboardDeclaration(name: name, range: start.union(name.range)))
        case .import:
            // importDecl = "import" STRING ;
            advance()
            let path = try parseString("file name in quotes after 'import'")
            return .import(ImportDeclaration(path: path, range: start.union(path.range)))
        case .initial:
            // initialDecl = "initial" qualifiedName ;
            advance()
            let target = try parseQualifiedName("scene name after 'initial'")
            return .initial(InitialDeclaration(target: target, range: start.union(target.range)))
        case .platform:
            // platformDecl = "platform" "iOS" NUMBER ;
            advance()
            let platform = try parsePlainName("platform name ('iOS')")
            let version = try parseNumber("iOS version number")
            return .platform(PlatformDeclaration(platform: platform, version: version, range: start.union(version.range)))
        case .var:
            return .variable(try parseVariable())
        case .scene: return .type(try parseTypeDeclaration(.scene))
        case .navigation: return .type(try parseTypeDeclaration(.navigation))
        case .tabs: return .type(try parseTypeDeclaration(.tabs))
        case .split: return .type(try parseTypeDeclaration(.split))
        case .container: return .type(try parseTypeDeclaration(.container))
        case .pages: return .type(try parseTypeDeclaration(.pages))
        case .animator: return .type(try parseTypeDeclaration(.animator))
        case .presenter: return .type(try parseTypeDeclaration(.presenter))
        default:
            return nil
        }
    }

    /// variableDecl = "var" name "=" expression ;
    mutating func parseVariable() throws -> VariableDeclaration {
        let start = advance().range
        // A plain word's keyword is the one the lexer read: `Keyword(rawValue:)`
        // on its text is a switch over every keyword's string (1 % of
        // `flow check` on a file of scenes with a variable each).
        let word = token
        let name = try parsePlainName("variable name after 'var'")
        let spelled = word.kind == .identifier ? word.keyword : Keyword(rawValue: name.name)
        if let literal = spelled, literal == .true || literal == .false || literal == .nil {
            report(.literalAsName(name.name), at: name.range, help: "choose another name")
        }
        guard consume(.equal) != nil else {
            try fail(expected: "'=' and an initial value", help: "variables start with a value: 'var \(name.name) = 0'")
        }
        let value = try parseExpression()
        return VariableDeclaration(name: name, initialValue: value, range: start.union(value.range))
    }

    /// typeDecl = typeKind name "{" [ childList separator ] { member separator } "}" ;
    /// (a child list only in `tabs` and `pages`; the last item may end at the `}`)
    /// typeKind = "scene" | "navigation" | "tabs" | "split" | "container"
    ///          | "pages" | "animator" | "presenter" ;
    mutating func parseTypeDeclaration(_ kind: TypeKind) throws -> TypeDeclaration {
        let kindRange = advance().range
        let name = try parsePlainName("\(kind.rawValue) name")
        let open = try parseOpenBrace(after: "'\(kind.rawValue) \(name.name)'")
        var children: [QualifiedName] = []
        if kind.takesChildList, startsChildList() {
            do {
                children = try parseChildList()
                // Members follow the children after `;` or a line end.
                if !at(.rightBrace) && !at(.newline) && !at(.semicolon) {
                    try fail(expected: "',' or ';' after the children",
                             help: "members follow the children after ';' or a line end")
                }
            } catch {
                synchronize()
            }
        }
        // Each member is kept in the parse's member arena as it is read (`Never?`:
        // no array is made); members do not nest, so the declaration's are one run.
        let start = members.members.count
        let (_, bodyRange) = parseBody(open: open) { parser -> Never? in
            if let member = try parser.parseMember(in: kind) { parser.members.append(member) }
            return nil
        }
        return members.addType(kind: kind, kindRange: kindRange, name: name, children: children,
                               members: members.list(from: start), bodyRange: bodyRange,
                               range: kindRange.union(bodyRange))
    }

    /// A `tabs` or `pages` body starts with its children: a name followed by a
    /// comma, a dot, or the end of the line.
    private mutating func startsChildList() -> Bool {
        skipNewlines()
        guard atName else { return false }
        switch peek(1).kind {
        case .comma, .dot, .semicolon, .newline, .rightBrace: return true
        default: return false
        }
    }

    /// childList = qualifiedName { "," { NEWLINE } qualifiedName } ;
    private mutating func parseChildList() throws -> [QualifiedName] {
        var children = [try parseQualifiedName("child name")]
        while consume(.comma) != nil {
            skipNewlines()
            children.append(try parseQualifiedName("child name after ','"))
        }
        return children
    }
}
