import FlowStorage

// Names declared twice and members given twice. The index keeps the first
// declaration; each later one is an error with a note at the first.
extension Checker {
    /// `storyboard`, `initial` and `platform` once per file; type names (one
    /// namespace for scenes, containers, animators and presenters); globals;
    /// test names. Also the warning for a main file without `initial`.
    mutating func checkFileDeclarations() {
        var fileDeclarations = NameTable<SourceRange>()
        var globals = NameTable<SourceRange>()
        var indexed = IndexedDeclarations(index)
        for declaration in file.declarations {
            switch declaration {
            case .storyboard(let node):
                checkOnce("storyboard", node.range, in: &fileDeclarations)
            case .initial(let node):
                checkOnce("initial", node.range, in: &fileDeclarations)
            case .platform(let node):
                checkOnce("platform", node.range, in: &fileDeclarations)
            case .import:
                break
            case .variable(let node):
                checkUnique(node.name, "variable", in: &globals)
            case .type(let node):
                let name = node.name.name
                if indexed.type(of: node) == nil, let first = index.types[name], !name.isEmpty {
                    error(.duplicateDeclaration(node.kind.description, name), at: node.name.range,
                          notes: [firstDeclared(at: first.nameRange)])
                }
                // The tab bar first: hashing every type's name into a set
                // of two, for a file with no More interface, is work for nothing.
                let barWithMore = visible.tabBarWithMore.map { "'\($0.name)', which has \($0.children.count) tabs" }
                    ?? (isMainFile ? visible.importedTabBarWithMore.map { "'\($0)', which has more than five tabs" } : nil)
                if let tabs = barWithMore, Vocabulary.moreNames.contains(name) {
                    error(.make("more-name-taken", "'\(name)' is the name of the More interface of \(tabs)"),
                          at: node.name.range, help: "rename this \(node.kind.description): UIKit adds a More navigation controller (More, with its list MoreList) to a tab bar of more than five tabs")
                }
            }
        }
        var tests = NameTable<SourceRange>()
        for statement in file.statements {
            guard case .test(let name, _) = statement.kind else { continue }
            if let first = tests[name.value] {
                error(.duplicateDeclaration("test", name.value), at: name.range, notes: [firstDeclared(at: first)])
            } else {
                tests[name.value] = name.range
            }
        }
        checkInitialDeclared()
        checkImportedNamesAreFree()
    }

    /// A scene or global named like an imported storyboard would make
    /// `Settings.Root` mean two things (Language.md resolves dotted names
    /// storyboard first; a local name would hide that): an error.
    private mutating func checkImportedNamesAreFree() {
        for storyboardName in index.importOrder {
            if let type = index.types[storyboardName] {
                error(.nameClashesWithStoryboard(storyboardName), at: type.nameRange,
                      help: "rename the \(type.kind.description), or give the imported file another 'storyboard' name")
            }
            if let variable = index.globals[storyboardName] {
                error(.nameClashesWithStoryboard(storyboardName), at: variable.range,
                      help: "rename the variable")
            }
        }
    }

    /// Without `initial`, flow launches the first declared view controller
    /// (`StoryboardIndex.launchScene`); the main file is told so. A main file
    /// with statements or tests but neither `initial` nor a view controller of
    /// its own (typically one that only imports a storyboard) would fail at
    /// launch with UIKit's "no initial view controller": an error here, with
    /// the fix when an import can be launched.
    private mutating func checkInitialDeclared() {
        guard isMainFile, index.initialName == nil else { return }
        if let first = index.viewControllers.first {
            warning(.missingInitial(index.name, first.name), at: first.nameRange, help: "add 'initial \(first.name)'")
            return
        }
        guard let firstStatement = file.items.first(where: { if case .statement = $0 { return true }; return false })
        else { return }
        let launchable = index.importOrder.first { index.imports[$0]?.launchScene != nil }
        var importRange: SourceRange?
        for case .import(let node) in file.declarations where importRange == nil { importRange = node.range }
        let range = importRange ?? firstStatement.range
        let fix = launchable.map { [Diagnostic.FixIt(range: .empty(at: range.start), replacement: "initial \($0)\n")] } ?? []
        diagnostics.append(Diagnostic(
            .nothingToLaunch(index.name), path: path, range: range,
            help: launchable.map { "add 'initial \($0)' to launch the imported storyboard's initial scene" }
                ?? "declare a scene, or import a storyboard and name it with 'initial'",
            fixIts: fix))
    }

    private mutating func checkOnce(_ keyword: String, _ range: SourceRange, in seen: inout NameTable<SourceRange>) {
        if let first = seen[keyword] {
            error(.duplicateFileDeclaration(keyword), at: range, notes: [firstDeclared(at: first)])
        } else {
            seen[keyword] = range
        }
    }

    private mutating func checkUnique(_ name: Identifier, _ what: String, in seen: inout NameTable<SourceRange>) {
        guard !name.name.isEmpty else { return }
        if let first = seen[name.name] {
            error(.duplicateDeclaration(what, name.name), at: name.range, notes: [firstDeclared(at: first)])
        } else {
            seen[name.name] = name.range
        }
    }

    /// Two segues of one scene with one identifier: Interface Builder allows it
    /// and only warns, and `performSegue(withIdentifier:)` performs the first,
    /// so flow keeps both (each still fires from its control) and warns.
    private mutating func segueIdentifierWarning(_ literal: StringLiteral, first: SourceRange) {
        warning(.duplicateSegueIdentifier(literal.value), at: literal.range,
                help: "'perform \"\(literal.value)\"' performs the first; give this segue its own identifier",
                notes: [firstDeclared(at: first)])
    }

    /// Within one declaration: single-valued members, variables, controls
    /// (of any kind), unwind actions, segue identifiers and hooks. `seen`
    /// holds the declaration's names before this one (`Checker.walk`), and
    /// `singlesGiven` its single-valued members.
    mutating func checkDuplicate(_ member: Member, in node: TypeDeclaration,
                                 _ seen: inout DeclarationNames) {
        switch member {
        case .title, .restoration, .hosting, .definesContext, .providesTransition, .style, .transition, .adapts, .size,
             .modalInPresentation, .duration, .interactive, .frame, .dims, .removesPresenter, .discardSecondary,
             .detents, .undimmed, .manualAppearance, .columns, .display, .sizeClass, .alert, .dismissGuard, .backGuard, .hidesBottomBar, .hidesNavigationBar, .collapseTo,
             .search, .showsToolbar, .tabBarMode:
            checkSingle(member, in: node)
        case .relationship(let relationship):
            switch relationship.kind {
            case .root, .primary, .secondary, .supplementary, .compact: checkSingle(member, in: node)
            case .embed: break
            }
        case .segue(let segue):
            switch segue.trigger {
            case .control(_, let name, _): checkUnique(name, .control, "control", in: &seen)
            case .manual(let identifier, _): checkSegueIdentifier(identifier, of: nil, in: &seen)
            }
            if case .identifier(let identifier)? = segue.segueOptions.first(.identifier)?.kind {
                // (A control's, whose transition another control's segue may repeat.)
                checkSegueIdentifier(identifier, of: segue.controlName == nil ? nil : segue, in: &seen)
            }
        case .unwindAction(let action):
            checkUnique(action.action, .unwindAction, "unwind action", in: &seen)
        case .variable(let variable):
            checkUnique(variable.name, .variable, "variable", in: &seen)
        case .accessibility:
            break  // the first for a control wins, as for a title
        case .textField(let field):
            // A field's text is the alert's variable of that name.
            checkUnique(field.name, .variable, "variable", in: &seen)
        case .hook(let hook):
            checkUnique(hook.event, .hook, "hook", in: &seen)
        case .selectGuard(let node):
            checkUnique(node.tab.last, .selectGuard, "select guard", in: &seen)
        case .tabGroup(let node):
            checkUnique(node.group.last, .tabGroup, "tab group", in: &seen)
        case .alertAction(let action):
            // `tap` names an action as it names a control.
            checkUnique(action.name, .control, "control", in: &seen)
        }
    }

    private mutating func checkSingle(_ member: Member, in node: TypeDeclaration) {
        guard let slot = Checker.singleSlot(of: member) else { return }
        let bit: UInt64 = 1 << slot
        guard singlesGiven & bit != 0 else {
            singlesGiven |= bit
            firstSingles[slot] = member.range
            return
        }
        error(.duplicateMember(member.keyword, node.name.name), at: member.range,
              notes: [note("first given here", at: firstSingles[slot])])
    }

    /// How many keywords `singleSlot` tells apart: at most 64, a bit each of `singlesGiven`.
    static let singleSlots = 35

    /// The slot of a single-valued member's keyword, from 0: one per
    /// keyword, so `size 320 x 480` and `size compact` share one, as their
    /// keyword does. Nil for the members that are not single-valued.
    static func singleSlot(of member: Member) -> Int? {
        switch member {
        case .title: return 0
        case .restoration: return 1
        case .definesContext: return 2
        case .providesTransition: return 3
        case .style: return 4
        case .transition: return 5
        case .adapts: return 6
        case .size, .sizeClass: return 7
        case .modalInPresentation: return 8
        case .duration: return 9
        case .interactive: return 10
        case .frame: return 11
        case .dims: return 12
        case .removesPresenter: return 13
        case .discardSecondary: return 14
        case .detents: return 15
        case .undimmed: return 16
        case .manualAppearance: return 17
        case .columns: return 18
        case .display: return 19
        case .relationship(let node):
            switch node.kind {
            case .root: return 20
            case .primary: return 21
            case .secondary: return 22
            case .supplementary: return 23
            case .compact: return 24
            case .embed: return nil
            }
        case .alert: return 25
        case .dismissGuard: return 26
        case .backGuard: return 27
        case .hidesBottomBar: return 28
        case .collapseTo: return 29
        case .hosting: return 30
        case .hidesNavigationBar: return 31
        case .search: return 32
        case .showsToolbar: return 33
        case .tabBarMode: return 34
        case .segue, .unwindAction, .variable, .hook, .selectGuard, .tabGroup, .alertAction, .textField, .accessibility: return nil
        }
    }

    private mutating func checkUnique(_ name: Identifier, _ kind: MemberName.Kind, _ what: String,
                                      in seen: inout DeclarationNames) {
        guard !name.isEmpty,
              let first = seen.names.firstPlace(of: MemberName(kind: kind, name: name.symbol.nameID), at: name.range)
        else { return }
        error(.duplicateDeclaration(what, name.name), at: name.range, notes: [firstDeclared(at: first)])
    }

    /// Warns of `literal` given before in the declaration, unless both are controls' segues making
    /// the same transition (`transition`, equal and not nil): Interface Builder's prototype cells
    /// each with a Reply button, every one `present Compose id "ReplySegue"` (Amaroq's 42), where
    /// `performSegue` makes the same move whichever it takes and `prepare(for:sender:)` tells them
    /// apart by the sender.
    /// (`control`: the control's segue giving it, nil for a manual segue's own identifier.)
    private mutating func checkSegueIdentifier(_ literal: StringLiteral, of control: SegueMember?, in seen: inout DeclarationNames) {
        guard !seen.segueIdentifiers.insertFirst(literal.value, FirstSegue(range: literal.range, control: control)),
              let first = seen.segueIdentifiers[literal.value] else { return }
        // (Compared only here, for a repeated identifier: most are given once.)
        if let control, let other = first.control, let transition = Self.transitionKey(of: control),
           Self.transitionKey(of: other) == transition { return }
        segueIdentifierWarning(literal, first: first.range)
    }

    /// What a segue does, written without its identifier and where it is (`present|Compose|style
    /// overFullScreen`); nil when it runs code of its own (`when`, `prepare`, `perform`), which the
    /// text does not compare.
    static func transitionKey(of segue: SegueMember) -> String? {
        let kind = segue.segueKind
        var key = "\(kind)|\(segue.segueDestination.parts.map(\.name).joined(separator: "."))"
        if kind == .custom { key += "|" + (segue.segue.className?.value ?? "") }
        for option in segue.segueOptions {
            switch option.kind {
            case .identifier, .anchor, .from: continue
            case .when, .prepare, .perform: return nil
            case .style(let name), .transition(let name), .animator(let name), .presenter(let name), .size(let name):
                key += "|\(option.kind.tag):\(name.name)"
            case .animated(let animated, _): key += "|animated:\(animated)"
            case .on(let name): key += "|on:\(name.parts.map(\.name).joined(separator: "."))"
            }
        }
        return key
    }
}

/// What one declaration's members have named so far, for its duplicates:
/// declared names by kind and id, and segue identifiers (strings, no names)
/// apart, so that a declared name's key is eight plain bytes, compared and
/// copied without a `String` (a key with a text beside the id hashed and
/// retained that text at every insert). The checker keeps one and empties it for
/// each declaration, where a table made for each cost an allocation and a
/// free a type.
struct DeclarationNames {
    var names = KeyedTable<MemberName, SourceRange>()
    var segueIdentifiers = NameTable<FirstSegue>()

    /// Forgets every name, keeping the room they took.
    mutating func removeAll() {
        names.removeAll()
        segueIdentifiers.removeAll()
    }
}

/// Where a segue identifier was first given, and the control's segue giving it (nil: a manual segue's).
struct FirstSegue: Sendable {
    var range: SourceRange
    var control: SegueMember?
}

/// A name a type's member declares, in its kind's namespace: the duplicate
/// checks keep the members of one type in one `KeyedTable` by these, where a
/// table per kind (seven) cost an allocation each for every type of the file.
///
/// A declared name is its name id, so comparing two is comparing integers
/// (the table holds a handful, searched in order). Segue identifiers are
/// strings, no names, and have a table of their own (`DeclarationNames`);
/// single-valued members are told apart by keyword without a table
/// (`Checker.singleSlot`).
struct MemberName: Hashable, Sendable {
    /// The namespaces: variables, controls of any kind, unwind actions,
    /// hooks, select guards. (Segue identifiers are strings, kept apart:
    /// `DeclarationNames`.)
    enum Kind: UInt8, Hashable, Sendable {
        case variable, control, unwindAction, hook, selectGuard, tabGroup
    }

    var kind: Kind
    /// The declared name's id.
    var name: NameID
}

extension MemberName: TableKey {
    var tableHash: UInt64 { name.tableHash ^ UInt64(kind.rawValue) &* 0x9E37_79B9_7F4A_7C15 }
}

extension KeyedTable where Value == SourceRange {
    /// Records `name` at `range`; when it was given before, returns where,
    /// and records nothing.
    mutating func firstPlace(of name: Key, at range: SourceRange) -> SourceRange? {
        insertFirst(name, range) ? nil : self[name]
    }
}
