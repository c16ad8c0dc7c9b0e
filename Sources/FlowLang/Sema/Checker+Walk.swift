import FlowVocabulary

// The one traversal of a file: every declaration, member, statement and
// option is visited here once, with the scope it stands in, and handed to the
// checks of each concern (the other Checker+*.swift files).
extension Checker {
    mutating func walk(_ declaration: Declaration) {
        switch declaration {
        case .storyboard, .import:
            break  // checked with the file's declarations and by the import loader
        case .initial(let node):
            resolveViewController(node.target, allowInstance: false)
        case .platform(let node):
            checkPlatform(node)
        case .variable(let node):
            checkShadowing(node.name)
            checkExpression(node.initialValue, in: Scope(place: .condition))
        case .type(let node):
            walk(node)
        }
    }

    mutating func walk(_ node: TypeDeclaration) {
        // A duplicate declaration is not in the index; index it alone so its
        // members are still checked against its own names.
        let owner = indexedTypes.type(of: node) ?? DeclaredType(indexing: node)
        // Where each member stands, whether it repeats one before it, and
        // what it says, in one pass: each pass over the members reads every
        // one out of the array, a copy of it, so one pass copies each member
        // once where four copied it four times. A diagnostic of these
        // checks lies in its member, and the report is sorted by position,
        // so its order is the one separate passes gave; the container's own
        // checks, which need every member seen, follow.
        // What the index resolved, in the order it resolved it: the list's
        // children, then each relationship member's, and each segue's. A
        // name it resolved is not looked up again (`viewController(_:resolvedByIndex:)`).
        let (children, segues) = (owner.children, owner.segues)
        for (position, child) in node.children.enumerated() {
            viewController(child, resolvedByIndex: position < children.count ? children[position].target : nil)
        }
        var (relationshipPosition, seguePosition) = (node.children.count, 0)
        var relationships: Set<RelationshipKind> = []
        // The checker's one set of tables, taken out while it is filled (so that
        // the checks, which change the checker, do not overlap it) and put back.
        var seen = memberNames
        memberNames = DeclarationNames()
        seen.removeAll()
        singlesGiven = 0
        for member in node.members {
            checkPlacement(member, in: node, relationships: &relationships)
            checkDuplicate(member, in: node, &seen)
            switch member {
            case .relationship(let relationship):
                let target = relationshipPosition < children.count ? children[relationshipPosition].target : nil
                relationshipPosition += 1
                walkRelationship(relationship, of: owner, resolvedByIndex: target)
            case .segue(let segue):
                let destination = seguePosition < segues.count ? segues[seguePosition].destination : nil
                seguePosition += 1
                walkSegue(segue, of: owner, resolvedByIndex: destination)
            default:
                walk(member, of: owner)
            }
        }
        memberNames = seen
        checkContainerContents(node, relationships)
    }

    /// `search results R`: R is a scene of this storyboard other than the
    /// host (UIKit adds it as the search controller's child), and the name
    /// UIKit's search controller goes by is free.
    private mutating func checkSearch(_ node: SearchMember, of owner: DeclaredType) {
        let searchName = UIKitAddedControllers.searchController(host: owner.name)
        if let clash = index.types[searchName] {
            addedControllerNameTaken("search-controller-name-taken", searchName, names: "\(owner.name)'s search controller",
                                     at: node.range, clash: clash, help: "rename the scene '\(searchName)'")
        }
        var titles: Set<String> = []
        for scope in node.scopes where !titles.insert(scope.value).inserted {
            error(.make("duplicate-search-scope", "the scope bar already has a button \"\(scope.value)\""), at: scope.range,
                  help: "a scope bar's buttons have titles of their own")
        }
        guard let results = node.results else { return }
        let name = QualifiedName(parts: [results], range: results.range)
        guard let reference = resolveViewController(name, allowInstance: false), let type = index.type(reference) else { return }
        if type.kind != .scene {
            error(.make("search-results-not-a-scene", "'\(results.name)' is \(Message.article(type.kind.description)) \(type.kind.description), "
                        + "not a scene: a search results controller here is a content view controller"), at: results.range)
        } else if type.name == owner.name {
            error(.make("search-results-is-host", "'\(owner.name)' cannot be its own search results controller"),
                  at: results.range, help: "write 'search' alone: the scene then shows its own results")
        }
    }

    /// `search` and `cancel search` need a scene with a search controller.
    mutating func checkSomeSceneSearches(_ statement: Statement) {
        guard !features.hasSearch else { return }
        error(.make("no-search-controller", "no scene of this storyboard has a search controller"),
              at: statement.range, help: "give the scene with the search field a 'search' member (its navigation item's UISearchController)")
    }

    /// `drag`, `tap edit`: the More list's editing needs a tab bar with a More tab.
    mutating func checkSomeTabBarHasMore(_ range: SourceRange) {
        guard !features.hasMore else { return }
        error(.make("no-more-tab", "no tab bar of this storyboard has a More tab to edit"), at: range,
              help: "a tab bar shows More when it has more than \(TabBarRules.visibleTabs) tabs")
    }

    /// `type "…" in name`: some alert of the storyboard has that field.
    mutating func checkTypeText(in field: Identifier) {
        let fields = features.textFields
        guard !field.isEmpty, !fields.contains(field.name) else { return }
        let help: String
        if let closest = Suggestion.closest(to: field.name, among: fields.sorted()) {
            help = "did you mean '\(closest)'?"
        } else if fields.isEmpty {
            help = "give the alert a text field: 'field \(field.name) \"Placeholder\"'"
        } else {
            help = "its alerts' fields are \(fields.sorted().map { "'\($0)'" }.joined(separator: ", "))"
        }
        error(.make("unknown-text-field", "no alert of this storyboard has a text field '\(field.name)'"),
              at: field.range, help: help)
    }

    /// The storyboard's scene features, gathered on first use.
    private var features: SceneFeatures {
        mutating get {
            if let sceneFeatures { return sceneFeatures }
            var made = SceneFeatures()
            for type in index.types.inOrder {
                if let search = type.search {
                    made.hasSearch = true
                    made.searchScopes.formUnion(search.scopes)
                }
                if type.kind == .tabs, TabBarRules.hasMore(tabs: type.children.count) { made.hasMore = true }
                if type.alert?.style == .alert { made.textFields.formUnion(type.alertTextFields.map(\.name)) }
            }
            sceneFeatures = made
            return made
        }
    }

    /// `select Settings when signedIn`: the tab is one of the tab bar's
    /// children; the condition reads what a `when` of the container may.
    private mutating func checkSelectGuard(_ node: SelectGuardMember, of owner: DeclaredType) {
        let written = node.tab.parts.map(\.name).joined(separator: ".")
        // A tab of a group (iOS 18) is asked about too, by its delegate's shouldSelectTab.
        var listed: Set<String> = []
        let children = (owner.declaration.children + owner.tabGroups.flatMap(\.children))
            .map { $0.parts.map(\.name).joined(separator: ".") }.filter { listed.insert($0).inserted }
        if !children.contains(written) {
            error(.make("select-guard-not-a-tab", "'\(written)' is not a tab of '\(owner.name)'"), at: node.tab.range,
                  help: "its tabs are \(children.map { "'\($0)'" }.joined(separator: ", "))")
        }
        checkExpression(node.condition, in: Scope(place: .condition, owner: owner))
    }

    private mutating func walk(_ member: Member, of owner: DeclaredType) {
        switch member {
        case .title, .restoration, .hosting, .definesContext, .providesTransition, .modalInPresentation, .manualAppearance, .hidesBottomBar,
             .hidesNavigationBar, .showsToolbar, .interactive, .dims, .removesPresenter:
            break
        case .selectGuard(let node):
            checkSelectGuard(node, of: owner)
        case .tabBarMode(let node):
            checkTabBarMode(node)
        case .tabGroup(let node):
            checkTabGroup(node, of: owner)
        case .search(let node):
            checkSearch(node, of: owner)
        case .sizeClass(let node):
            checkWidthClass(node.value)
        case .display(let node):
            if !Vocabulary.displayModes.contains(node.value.name) {
                error(.make("unknown-display-mode", "'\(node.value.name)' is not a display mode"), at: node.value.range,
                      help: "one of \(Vocabulary.displayModes.joined(separator: ", "))")
            } else if !owner.isColumnStyle {
                error(.make("display-needs-columns", "'display' applies to a column-style split view"), at: node.range,
                      help: "add 'columns double' or 'columns triple'")
            }
        case .columns(let node):
            let supplementary = owner.children.contains { $0.kind == .supplementary }
            switch node.value.name {
            case "double" where supplementary:
                error(.make("columns-supplementary", "a double-column split view has no supplementary column"),
                      at: node.value.range, help: "write 'columns triple', or remove the supplementary column")
            case "triple" where !supplementary:
                error(.make("columns-supplementary", "a triple-column split view needs a supplementary column"),
                      at: node.value.range, help: "add 'supplementary Scene'")
            case "double", "triple":
                break
            default:
                error(.make("unknown-column-style", "'\(node.value.name)' is not a column style"), at: node.value.range,
                      help: "write 'columns double' or 'columns triple'")
            }
        case .detents(let node):
            checkDetentsPlatform(node)
            var seen: Set<String> = []
            for value in node.values {
                switch value {
                case .system(let name):
                    if !Vocabulary.detents.contains(name.name) {
                        error(.make("unknown-detent", "'\(name.name)' is not a detent"), at: name.range,
                              help: "UIKit's system detents are medium and large; a custom one is a height in points")
                    } else if !seen.insert(name.name).inserted {
                        error(.make("duplicate-detent", "'\(name.name)' is listed twice"), at: name.range)
                    }
                case .custom(let height):
                    if height.value <= 0 || height.isPercentage {
                        error(.make("detent-height", "a custom detent is a height in points greater than 0, found \(height.text)"),
                              at: height.range)
                    } else if !seen.insert(height.text).inserted {
                        error(.make("duplicate-detent", "'\(height.text)' is listed twice"), at: height.range)
                    }
                }
            }
        case .undimmed(let node):
            checkSheetPlatform(node.range, what: "'undimmed'")
            let detents = owner.detents.isEmpty ? [Detent.large] : owner.detents
            if !Vocabulary.detents.contains(node.value.name) {
                error(.make("unknown-detent", "'\(node.value.name)' is not a detent"), at: node.value.range,
                      help: "UIKit's system detents are medium and large")
            } else if let detent = Detent(node.value.name), !detents.contains(detent) {
                let listed = detents.map(\.text).joined(separator: ", ")
                error(.make("undimmed-not-a-detent", "'\(node.value.name)' is not one of this sheet's detents (\(listed))"),
                      at: node.value.range, help: "list it: 'detents \(node.value.name), large'")
            }
        case .discardSecondary(let node):
            if let condition = node.condition { checkExpression(condition, in: Scope(place: .condition, owner: owner)) }
        case .style(let node):
            checkPresentationStyle(node.value)
        case .transition(let node) where owner.kind == .pages:
            if !Vocabulary.pageTransitionStyles.contains(node.value.name) {
                error(.make("unknown-page-transition", "'\(node.value.name)' is not a page view controller's transition style"),
                      at: node.value.range, help: "write 'transition scroll' or 'transition pageCurl'")
            }
        case .transition(let node):
            checkTransitionStyle(node.value)
        case .adapts(let node):
            checkPresentationStyle(node.value)
        case .size(let node):
            checkSize(node)
        case .frame(let node):
            checkFrame(node)
        case .duration(let node):
            checkDuration(node)
        case .relationship(let node):
            walkRelationship(node, of: owner, resolvedByIndex: nil)
        case .segue(let node):
            walkSegue(node, of: owner, resolvedByIndex: nil)
        case .unwindAction(let node):
            let scope = Scope(place: .condition, owner: owner, allowsSource: true)
            if let condition = node.condition { checkExpression(condition, in: scope) }
            if let body = node.body {
                var bodyScope = scope
                bodyScope.place = .unwindBody
                walk(body, in: bodyScope)
            }
        case .variable(let node):
            checkShadowing(node.name)
            checkExpression(node.initialValue, in: Scope(place: .condition, owner: owner))
        case .hook(let node):
            checkHookName(node.event)
            walk(node.body, in: Scope(place: .hook, owner: owner, inHook: true))
        case .alert(let node):
            if let style = node.style, !Vocabulary.alertStyles.contains(style.name) {
                error(.make("unknown-alert-style", "'\(style.name)' is not an alert style"), at: style.range,
                      help: "write 'alert \"…\"' or 'alert actionSheet \"…\"'")
            }
        case .alertAction(let node):
            checkAlertAction(node, of: owner)
        case .textField(let node):
            checkTextField(node, of: owner)
        case .accessibility(let node):
            if let control = node.control, !control.isEmpty, !owner.controls.contains(id: control.symbol.nameID) {
                let controls = owner.controlOrder
                let help = Suggestion.closest(to: control.name, among: controls).map { "did you mean '\($0)'?" }
                    ?? (controls.isEmpty ? "'\(owner.name)' has no controls" : "its controls: \(controls.map { "'\($0)'" }.joined(separator: ", "))")
                error(.make("accessibility-unknown-control", "'\(owner.name)' has no control '\(control.name)'"),
                      at: control.range, help: help)
            }
        case .collapseTo(let node):
            let hasSupplementary = owner.children.contains { $0.kind == .supplementary }
            let columns = SplitColumn.expanded(hasSupplementary: hasSupplementary).map(\.rawValue)
            if !owner.isColumnStyle {
                error(.make("collapse-to-needs-columns", "'collapse to' applies to a column-style split view"), at: node.range,
                      help: "add 'columns double' or 'columns triple'")
            } else if !columns.contains(node.value.name) {
                error(.make("collapse-to-column", "'\(node.value.name)' is not a column this split view collapses to"),
                      at: node.value.range, help: "one of \(columns.joined(separator: ", "))")
            }
        case .dismissGuard(let node), .backGuard(let node):
            checkExpression(node.condition, in: Scope(place: .condition, owner: owner))
        }
    }

    /// An alert's action: in a scene that is an alert, at most one `cancel`
    /// (UIKit's exception otherwise) and one `preferred`, its handler code
    /// run once the alert is gone, seeing what a script sees.
    private mutating func checkAlertAction(_ node: AlertActionMember, of owner: DeclaredType) {
        guard owner.alert != nil else {
            error(.make("action-without-alert", "'action' applies to an alert"), at: node.range,
                  help: "make '\(owner.name)' an alert: 'alert \"Title\"'")
            return
        }
        let earlier = owner.alertActions.prefix { $0.range != node.name.range }
        if node.style?.name == "cancel", earlier.contains(where: { $0.style == .cancel }) {
            error(.make("alert-two-cancel-actions",
                        "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"),
                  at: node.range, help: "make one of them 'destructive' or the default style")
        }
        if node.preferred != nil, earlier.contains(where: \.isPreferred) {
            error(.make("alert-two-preferred-actions", "an alert has one preferred action"), at: node.range)
        }
        // The condition and the handler read the alert's fields (and variables) by name.
        if let condition = node.enabledWhen { checkExpression(condition, in: Scope(place: .condition, owner: owner)) }
        if let body = node.body { walk(body, in: Scope(place: .hook, owner: owner)) }
    }

    /// A text field: only an alert of the alert style has them (UIKit raises
    /// in `addTextField` on an action sheet).
    private mutating func checkTextField(_ node: TextFieldMember, of owner: DeclaredType) {
        guard let alert = owner.alert else {
            error(.make("field-without-alert", "'field' applies to an alert"), at: node.range,
                  help: "make '\(owner.name)' an alert: 'alert \"Title\"'")
            return
        }
        if alert.style == .actionSheet {
            error(.make("field-in-action-sheet",
                        "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"),
                  at: node.range, help: "write 'alert \"…\"' rather than 'alert actionSheet \"…\"'")
        }
    }

    private mutating func walkRelationship(_ node: RelationshipMember, of owner: DeclaredType,
                                           resolvedByIndex target: TypeReference?) {
        let target = viewController(node.destination, resolvedByIndex: target)
        checkOptions(node.options, site: .relationship(node), scope: Scope(place: .condition, owner: owner),
                     destination: target)
        // Only a resolved column: the model wraps none it cannot find, and the unknown name is the error to show.
        if let column = Self.wrappedColumn(node.kind), owner.isColumnStyle,
           let kind = target.flatMap({ index.type($0) })?.kind, kind != .navigation {
            checkColumnWrapperNameFree(node, column: column, of: owner)
        }
    }

    /// The column a relationship fills that a column-style split view wraps in a navigation
    /// controller; nil for the others (a switch: this is asked of every relationship).
    private static func wrappedColumn(_ kind: RelationshipKind) -> SplitColumn? {
        switch kind {
        case .primary: return .primary
        case .supplementary: return .supplementary
        case .secondary: return .secondary
        case .compact, .root, .embed: return nil
        }
    }

    /// A column UIKit wraps in a navigation controller (`RootPrimary`,
    /// StoryboardBuilder's `wrapColumns`): a scene of that name would be
    /// a second controller of one name, and the model would keep one of the
    /// two (the wrapper, or the user's scene in the whole column's place).
    private mutating func checkColumnWrapperNameFree(_ node: RelationshipMember, column: SplitColumn, of owner: DeclaredType) {
        let wrapperName = UIKitAddedControllers.columnWrapper(split: owner.name, column: column.rawValue)
        guard let clash = index.types[wrapperName] else { return }
        addedControllerNameTaken("column-wrapper-name-taken", wrapperName,
                                 names: "the navigation controller UIKit wraps \(owner.name)'s \(column.rawValue) column in",
                                 at: node.range, clash: clash)
    }

    /// The error for `clash`, a declaration of `storyboard` (this one when nil), under `shown`, the
    /// name flow gives a controller UIKit adds (which `names` says), reported at `range`: the model
    /// would keep one of the two.
    mutating func addedControllerNameTaken(_ code: String, _ shown: String, names: String, at range: SourceRange,
                                           clash: DeclaredType, in storyboard: StoryboardIndex? = nil, help: String? = nil) {
        let declaring = storyboard.map { $0.name == index.name ? "this storyboard" : "'\($0.name)'" } ?? "this storyboard"
        error(.make(code, "'\(shown)' names \(names), and \(declaring) declares it too"),
              at: range, help: help ?? "rename the \(clash.kind.description) '\(shown)'",
              notes: [note("'\(shown)' declared here", at: clash.nameRange, in: storyboard?.path)])
    }

    private mutating func walkSegue(_ member: SegueMember, of owner: DeclaredType,
                                    resolvedByIndex indexedDestination: TypeReference?) {
        // The parts read one by one: the whole segue (its class name too) is made from its node on each read.
        var destination: TypeReference?
        switch member.segueKind {
        case .unwind:
            checkUnwindAction(member.segueDestination.last)
        case .show, .detail, .present, .popover, .custom:
            destination = viewController(member.segueDestination, resolvedByIndex: indexedDestination)
        case .action:
            break
        }
        checkOptions(member.segueOptions, site: .segue(member), scope: Scope(place: .condition, owner: owner),
                     destination: destination)
    }

    mutating func walk(_ block: Block, in scope: Scope) {
        for statement in block.statements {
            walk(statement, in: scope.nested)
        }
    }

    mutating func walk(_ statement: Statement, in scope: Scope) {
        let kind = statement.kind
        checkPlacement(statement, kind, in: scope)
        switch kind {
        case .launch(let width):
            if let width { checkWidthClass(width) }
        case .tap(let name):
            checkTap(name)
        case .tapOutside, .back, .preserve, .restore, .expectWarning, .printTree, .printEvents:
            break
        case .search(_, let scope?):
            checkSomeSceneSearches(statement)
            if features.hasSearch, !features.searchScopes.contains(scope.value) {
                let scopes = features.searchScopes.sorted()
                let help = Suggestion.closest(to: scope.value, among: scopes).map { "did you mean \"\($0)\"?" }
                    ?? (scopes.isEmpty ? "list them on the scene's search: 'search scopes \"All\", \"Mine\"'"
                                       : "the scopes: \(scopes.map { "\"\($0)\"" }.joined(separator: ", "))")
                error(.make("unknown-search-scope", "no search of this storyboard has a scope button \"\(scope.value)\""),
                      at: scope.range, help: help)
            }
        case .search, .cancelSearch:
            checkSomeSceneSearches(statement)
        case .perform(let identifier, let source):
            if let source {
                checkPerform(identifier, from: source)
            } else {
                checkPerform(identifier)
            }
        case .navigate(let node):
            resolveViewController(node.destination, allowInstance: true)
            checkOptions(node.options, site: .navigate(node.kind), scope: scope, destination: nil)
        case .pop(let node):
            switch node.target {
            case .top, .root: break
            case .scene(let name): resolveViewController(name, allowInstance: true)
            }
            checkOptions(node.options, site: .statement("pop"), scope: scope, destination: nil)
        case .dismiss(let target, let options):
            if let target { resolveViewController(target, allowInstance: true) }
            checkOptions(options, site: .statement("dismiss"), scope: scope, destination: nil)
        case .unwind(let action):
            checkUnwindAction(action)
        case .select(let node):
            switch node.target {
            case .name(let name): resolveViewController(name, allowInstance: true)
            case .index(let number): checkSelectIndex(number)
            }
            checkOptions(node.options, site: .statement("select"), scope: scope, destination: nil)
        case .size(let width):
            checkWidthClass(width)
        case .swipe(let node):
            checkSwipe(node)
        case .embed(let child, let container):
            resolveViewController(child, allowInstance: true)
            checkContainer(container)
        case .unembed(let child):
            resolveViewController(child, allowInstance: true)
        case .showColumn(let column, let split, _):
            if SplitColumn(rawValue: column.name) == nil {
                error(.make("unknown-column", "'\(column.name)' is not a column"), at: column.range,
                      help: "a split view's columns are primary, supplementary, secondary and compact")
            }
            if let split { resolveViewController(split, allowInstance: true) }
        case .appearance(let node):
            resolveViewController(node.target, allowInstance: true)
            checkOptions(node.options, site: .statement(node.phase.rawValue), scope: scope, destination: nil)
        case .replace(let old, let new, let options):
            resolveViewController(old, allowInstance: true)
            resolveViewController(new, allowInstance: true)
            checkOptions(options, site: .statement("replace"), scope: scope, destination: nil)
        case .timeline(let body), .alongside(let body):
            walk(body, in: scope)
        case .wait(let seconds):
            checkWait(seconds)
        case .expect(let condition, _):
            checkExpression(condition, in: scope)
        case .expectEvents(let node):
            for pattern in node.events { checkEventPattern(pattern) }
        case .set(let target, let value, let options):
            if case .member(let base, let name, _) = target.kind, Vocabulary.modelProperties.contains(name.name) {
                // `set Sheet.detent = large`, `set Nav.navigationBarHidden = true [animated true]` and the
                // like (Vocabulary.modelProperties): a setter of UIKit's, not a variable.
                checkExpression(base, in: scope)
                checkExpression(value, in: scope)
                checkOptions(options, site: .statement("set … \(name.name)"), scope: scope, destination: nil)
            } else if case .member(let base, let name, _) = target.kind, name.name == Vocabulary.rootViewControllerProperty {
                checkRootAssignment(base: base, value: value, in: scope)
                for option in options {
                    error(.optionNotApplicable(option.kind.keyword, "'set window.rootViewController'"), at: option.keywordRange,
                          help: "the window animates nothing; an app's cross-dissolve around it calls no callback with 'animated'")
                }
            } else if case .member(let base, let name, _) = target.kind, name.name == Vocabulary.stackProperty {
                checkStackAssignment(base: base, value: value, in: scope)
                // `animated true`: setViewControllers(_:animated:).
                checkOptions(options, site: .statement("set … viewControllers"), scope: scope, destination: nil)
            } else {
                checkAssignment(to: target, in: scope)
                checkExpression(value, in: scope)
                for option in options {
                    error(.optionNotApplicable(option.kind.keyword, "'set' of a variable"), at: option.keywordRange,
                          help: "only 'set Nav.viewControllers = […]' takes 'animated'")
                }
            }
        case .if(let node):
            walk(node, in: scope)
        case .repeat(let count, let body):
            checkExpression(count, in: scope)
            walk(body, in: scope)
        case .print(let value):
            checkExpression(value, in: scope)
        case .test(_, let body):
            walk(body, in: Scope(place: .test))
        case .entryPoint(let entry):
            checkEntryPoint(entry)
            walk(entry.body, in: Scope(place: .entryPoint, owner: nil))
        case .open, .background, .foreground:
            break
        case .typeText(_, let field):
            checkTypeText(in: field)
        case .drag(let tab, _):
            resolveViewController(tab, allowInstance: false)
            checkSomeTabBarHasMore(statement.range)
        case .window(let window):
            if let number = window.number {
                if case .integer(let value) = number.magnitude, value >= 1, !number.isPercentage { break }
                error(.make("window-number", "a window is numbered from 1, in the order the windows opened"), at: number.range,
                      help: "write a whole number, as in 'focus window 2'")
            }
        }
    }

    /// A `link`'s URL has a scheme, and each `{name}` part a global variable
    /// to go to; no two entry points answer the same URL or type.
    private mutating func checkEntryPoint(_ entry: EntryPointStatement) {
        let value = entry.value.value
        if value.isEmpty {
            error(.make("entry-point-empty", "the \(entry.kind.rawValue)'s \(entry.kind == .link ? "URL" : "type") is empty"),
                  at: entry.value.range)
            return
        }
        if let earlier = index.entryPoints.first(where: { $0.kind == entry.kind && $0.value.value == value }),
           earlier.value.range != entry.value.range {
            error(.make("entry-point-twice", "a \(entry.kind.rawValue) for \"\(value)\" is declared twice"),
                  at: entry.value.range, notes: [note("first declared here", at: earlier.value.range)])
        }
        if entry.isRestoration,
           let earlier = index.entryPoints.first(where: { $0.isRestoration }), earlier.value.range != entry.value.range {
            error(.make("restoration-activity-twice", "a scene has one state restoration activity"),
                  at: entry.value.range, help: "stateRestorationActivity(for:) returns one activity",
                  notes: [note("first declared here", at: earlier.value.range)])
        }
        guard entry.kind == .link else { return }
        if !value.contains("://") {
            error(.make("link-without-scheme", "'\(value)' is not a URL: a link has a scheme, as in \"myapp://recipe/{name}\""),
                  at: entry.value.range)
        }
        let pattern = LinkPattern(value)
        for segment in pattern.malformedSegments {
            error(.make("link-part-malformed", "'\(segment)': a '{name}' part is a whole segment between slashes"),
                  at: range(of: segment, in: entry.value))
        }
        for name in pattern.variables where !index.globals.contains(name) {
            error(.make("link-variable-undeclared", "'{\(name)}' stores that part of the URL in the variable '\(name)', which is not declared"),
                  at: range(of: "{\(name)}", in: entry.value), help: "declare it at the top level: 'var \(name) = \"\"'")
        }
    }

    /// Where `part` is written inside `literal`: its own range when the
    /// literal has no escapes (the text between the quotes is its value), else the literal's.
    private func range(of part: String, in literal: StringLiteral) -> SourceRange {
        let value = Array(literal.value.utf8)
        guard Int(literal.range.length) == value.count + 2, let offset = value.firstRange(of: Array(part.utf8))?.lowerBound
        else { return literal.range }
        let start = literal.range.start + 1 + UInt32(offset)
        return SourceRange(start: start, end: start + UInt32(part.utf8.count))
    }

    private mutating func walk(_ node: IfStatement, in scope: Scope) {
        checkExpression(node.condition, in: scope)
        walk(node.then, in: scope)
        switch node.elseBranch {
        case .none: break
        case .block(let block): walk(block, in: scope)
        case .elseIf(let nested, _): walk(nested, in: scope)
        }
    }
}
