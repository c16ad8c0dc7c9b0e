import FlowVocabulary

extension StoryboardIndex {
    /// Builds the index of a parsed file whose imports are already indexed.
    /// `defaultName` is the storyboard's name when the file has no
    /// `storyboard` declaration (the file's base name). Nothing is diagnosed
    /// here: the first of duplicate declarations wins and checks report the rest.
    public init(file: FlowFile, path: String, defaultName: String, imports: [StoryboardIndex] = []) {
        self.init(file: file, path: path, defaultName: defaultName, imports: imports, prepared: [])
    }

    /// `init(file:path:defaultName:imports:)`, where `prepared` holds the
    /// types of the file's first type declarations, made ahead
    /// (`DeclaredType.indexing`, on the threads of a split parse).
    /// From `referencesOnTwoThreads` types, their references are resolved on two threads.
    init(file: FlowFile, path: String, defaultName: String, imports: [StoryboardIndex], prepared: consuming [DeclaredType],
         referencesOnTwoThreads: Int = StoryboardIndex.referencesOnTwoThreads) {
        var storyboardName: Identifier?
        for case .storyboard(let node) in file.declarations where storyboardName == nil && !node.name.name.isEmpty {
            storyboardName = node.name
        }
        self.init(name: storyboardName?.name ?? defaultName, path: path)
        nameRange = storyboardName?.range
        for imported in imports where self.imports[imported.name] == nil && imported.name != name {
            self.imports[imported.name] = imported
            importOrder.append(imported.name)
        }
        types = TypeTable(reservingCapacity: file.declarations.count)
        // The types not made ahead are made here, their members in one batch,
        // sized for them when none was made ahead (when some were, the rest is
        // a half that had errors, and the batch grows as it goes).
        let sized = prepared.isEmpty ? MemberBatch(for: DeclaredType.typeDeclarations(in: file.declarations)) : MemberBatch(for: [])
        var making = TypeMaking(prepared: (consume prepared).makeIterator(), batch: sized)
        for item in file.items {
            switch item {
            case .declaration(let declaration): add(declaration, making: &making)
            case .statement(let statement): add(statement)
            }
        }
        globals = DeclaredMembers(making.globals)
        let (finished, madeHere) = (making.batch.finished(), making.madeHere)
        // Let go of the types made ahead: `types` must hold them alone for the writes below to be in place.
        making = TypeMaking(prepared: [].makeIterator(), batch: MemberBatch(for: []))
        // The types made here take their members from the finished batch.
        for (made, position) in madeHere.enumerated() { types[at: position].namedMembers = finished.members(ofType: made) }
        // References resolve once every type is known: declarations may come in any order.
        // All are resolved first, then written into each type in place: changing
        // a copy taken out of `types` would copy its children and segues as well.
        // (The copies the first pass reads are gone when it ends, so the writes
        // find each type's storage unshared.) Two passes, not one: reading and
        // writing `self` in the same loop made Swift copy the whole index for
        // each type, quadratic in the file. The references go in two
        // lists for the whole file, not two small arrays a type (made and freed:
        // 5 M more).
        let (targets, destinations) = references(onTwoThreadsFrom: referencesOnTwoThreads)
        var (target, destination) = (0, 0)
        for position in types.indices {
            let (children, segues) = (types[at: position].children.count, types[at: position].segues.count)
            types[at: position].resolve(targets: targets[target..<target + children],
                                        destinations: destinations[destination..<destination + segues])
            target += children
            destination += segues
        }
        if let initialName { initial = resolveViewController(initialName) }
    }

    /// How many types make it worth resolving their references on two
    /// threads: about what a split parse gives (`SplitParse.minimumBytes`),
    /// where a lookup costs a microsecond a type and a thread a few dozen.
    static let referencesOnTwoThreads = 1_024

    /// What the children and the segues of every type name, in type order
    /// (`appendReferences`). A large file's second half is resolved on a
    /// second thread, which reads a copy of the index: only lookups, no
    /// writes, and the copy is gone when this returns, so the writes that
    /// follow still find each type's storage unshared.
    private func references(onTwoThreadsFrom threshold: Int) -> (targets: [TypeReference?], destinations: [TypeReference?]) {
        let count = types.count
        guard count >= threshold else { return references(of: 0..<count) }
        let snapshot = self
        let tail = SecondThread { snapshot.references(of: count / 2..<count) }
        var (targets, destinations) = references(of: 0..<count / 2)
        let rest = tail.take()
        targets += rest.targets
        destinations += rest.destinations
        return (targets, destinations)
    }

    private func references(of positions: Range<Int>) -> (targets: [TypeReference?], destinations: [TypeReference?]) {
        var targets: [TypeReference?] = []
        var destinations: [TypeReference?] = []
        for position in positions { appendReferences(of: types[at: position], &targets, &destinations) }
        return (targets, destinations)
    }

    /// Appends what the children and the segues of `type` name, in order;
    /// an unwind segue keeps its destination (nil).
    private func appendReferences(of type: DeclaredType, _ targets: inout [TypeReference?],
                                  _ destinations: inout [TypeReference?]) {
        for child in type.children { targets.append(resolveViewController(child.destination)) }
        for segue in type.segues {
            destinations.append(segue.kind == .unwind ? segue.destination : resolveViewController(segue.writtenDestination))
        }
    }

    /// The view controller a name stands for, or nil (no diagnostics).
    public func resolveViewController(_ name: QualifiedName) -> TypeReference? {
        switch lookupType(name) {
        case .type(let reference, let type): return type.kind.isViewController ? reference : nil
        case .storyboard(_, let launch): return launch
        case .unqualifiedImport, .unknownStoryboard, .unknown, .malformed: return nil
        }
    }

    /// The types of a file as the index is built: those made ahead
    /// (`prepared`), and the members of those made here.
    private struct TypeMaking {
        var prepared: IndexingIterator<[DeclaredType]>
        var batch: MemberBatch
        /// The positions in `types` of the types made here, in the order made.
        var madeHere: [Int] = []
        /// The global variables, in order, duplicates too (the first of a name is kept).
        var globals: [DeclaredVariable] = []
    }

    private mutating func add(_ declaration: Declaration, making: inout TypeMaking) {
        switch declaration {
        case .storyboard, .import:
            break
        case .initial(let node):
            if initialName == nil { initialName = node.target }
        case .platform(let node):
            if platform == nil, case .integer(let major) = node.version.magnitude, !node.version.isPercentage {
                platform = PlatformVersion(major: major, range: node.range)
            }
        case .variable(let node):
            guard !node.name.isEmpty else { return }
            making.globals.append(DeclaredVariable(name: node.name.symbol, range: node.name.range,
                                                   initialValue: node.initialValue))
        case .type(let node):
            guard DeclaredType.isIndexed(node) else { return }
            // The type made ahead, if it is this declaration's (it always is: the same items in the same order).
            if let made = making.prepared.next(), made.nameRange == node.name.range {
                types.insertFirst(node.name.symbol, made)
            } else if types.insertFirst(node.name.symbol,
                                        DeclaredType(indexing: node, into: &making.batch)) {
                // The type is made (and takes a place in the batch) only when its name is new:
                // `insertFirst` makes its value lazily, so the batch's types and `madeHere` match one for one.
                making.madeHere.append(types.count - 1)
            }
        }
    }

    private mutating func add(_ statement: Statement) {
        // By kind first: only a test's parts are made.
        switch statement.tag {
        case .test:
            guard case .test(let name, let body) = statement.kind else { return }
            tests.append(DeclaredTest(name: name.value, range: name.range, body: body))
        case .entryPoint:
            guard case .entryPoint(let entry) = statement.kind else { return }
            entryPoints.append(entry)
        case .launch, .tap, .tapOutside, .back, .perform, .navigate, .pop, .dismiss, .unwind, .select, .size,
             .swipe, .embed, .unembed, .replace, .appearance, .showColumn, .preserve, .restore, .timeline, .wait, .alongside, .expect,
             .expectEvents, .expectWarning, .set, .if, .repeat, .print, .printTree, .printEvents, .search, .cancelSearch,
             .open, .background, .foreground, .typeText, .drag, .window:
            script.append(statement)
        }
    }
}

extension DeclaredType {
    /// Whether the index keeps a type for `node`: not when its name is missing.
    static func isIndexed(_ node: TypeDeclaration) -> Bool { !node.name.isEmpty }

    /// The types of `items`' type declarations that the index keeps, in
    /// order, made ahead of the index (`StoryboardIndex.init(…prepared:)`).
    @Sendable static func indexing(_ items: [TopLevelItem]) -> [DeclaredType] {
        // Gathered first: the batch counts their members before they are
        // indexed, and going over the items twice copied each of them twice.
        var declarations: [TypeDeclaration] = []
        for case .declaration(.type(let node)) in items where isIndexed(node) { declarations.append(node) }
        var batch = MemberBatch(for: declarations)
        var types: [DeclaredType] = []
        for node in declarations { types.append(DeclaredType(indexing: node, into: &batch)) }
        let finished = batch.finished()
        for position in types.indices { types[position].namedMembers = finished.members(ofType: position) }
        return types
    }

    /// The type declarations among `declarations` that the index keeps, in order.
    static func typeDeclarations(in declarations: FlowFile.Declarations) -> some Sequence<TypeDeclaration> {
        declarations.lazy.compactMap { declaration in
            if case .type(let node) = declaration, isIndexed(node) { return node }
            return nil
        }
    }

    /// Indexes a declaration's members on its own; references stay
    /// unresolved (see `StoryboardIndex.init`).
    init(indexing node: TypeDeclaration) {
        var batch = MemberBatch(for: CollectionOfOne(node))
        self.init(indexing: node, into: &batch)
        namedMembers = batch.finished().members(ofType: 0)
    }

    /// Indexes a declaration's members, its named ones (controls, unwind
    /// actions, variables, hooks) into `batch`, from which the caller sets
    /// them once the batch is done; references stay unresolved.
    init(indexing node: TypeDeclaration, into batch: inout MemberBatch) {
        self.init(declaration: node)
        let listKind: Relationship.Kind = node.kind == .pages ? .page : .tab
        for child in node.children {
            children.append(Relationship(kind: listKind, destination: child, target: nil, options: [],
                                         resolvedOptions: ResolvedOptions([])))
        }
        batch.beginType()
        for member in node.members { add(member, &batch) }
        batch.endType()
    }

    /// Sets each child's target and each segue's destination, in order.
    /// Counted loops, not `zip`: the zipped iterator was destroyed through
    /// its unspecialised generic witness, twice for every type.
    fileprivate mutating func resolve(targets: ArraySlice<TypeReference?>, destinations: ArraySlice<TypeReference?>) {
        for offset in 0..<min(children.count, targets.count) {
            children[offset].target = targets[targets.startIndex + offset]
        }
        for offset in 0..<min(segues.count, destinations.count) {
            segues[offset].destination = destinations[destinations.startIndex + offset]
        }
    }

    private mutating func add(_ member: Member, _ batch: inout MemberBatch) {
        switch member {
        case .title(let node): title = title ?? node.value.value
        case .restoration(let node): restorationIdentifier = restorationIdentifier ?? node.value.value
        case .definesContext: definesPresentationContext = true
        case .providesTransition: seldom.providesPresentationContextTransitionStyle = true
        case .style(let node): modalPresentationStyle = modalPresentationStyle ?? PresentationStyle(rawValue: node.value.name)
        case .transition(let node) where kind == .pages:
            // A page view controller's transitionStyle: page curl or scroll.
            seldom.isPageCurl = node.value.name == Vocabulary.pageCurl
        case .transition(let node): modalTransitionStyle = modalTransitionStyle ?? TransitionStyle(rawValue: node.value.name)
        case .adapts(let node): seldom.adaptiveStyle = seldom.adaptiveStyle ?? PresentationStyle(rawValue: node.value.name)
        case .size(let node):
            seldom.preferredContentSize = seldom.preferredContentSize ?? Dimensions(width: node.width.value, height: node.height.value)
        case .modalInPresentation: seldom.isModalInPresentation = true
        case .detents(let node): if seldom.detents.isEmpty { seldom.detents = node.values.compactMap { Detent($0.text) } }
        case .manualAppearance: seldom.forwardsAppearanceManually = true
        case .columns(let node): seldom.columnStyle = seldom.columnStyle ?? SplitColumnStyle(rawValue: node.value.name)
        case .display(let node): seldom.preferredDisplayMode = seldom.preferredDisplayMode ?? SplitDisplayMode(rawValue: node.value.name)
        case .sizeClass(let node): seldom.widthOverride = seldom.widthOverride ?? WidthClass(rawValue: node.value.name)
        case .undimmed(let node): seldom.largestUndimmedDetent = seldom.largestUndimmedDetent ?? Detent(node.value.name)
        case .relationship(let node):
            let kind: Relationship.Kind
            switch node.kind {
            case .root: kind = .root
            case .primary: kind = .primary
            case .secondary: kind = .secondary
            case .supplementary: kind = .supplementary
            case .compact: kind = .compact
            case .embed: kind = .embed
            }
            children.append(Relationship(kind: kind, destination: node.destination, target: nil, options: node.options,
                                         resolvedOptions: ResolvedOptions(node.options)))
        case .segue(let node):
            addSegue(node, &batch.controls)
        case .unwindAction(let node):
            guard !node.action.isEmpty else { return }
            batch.unwindActions.insertFirst(DeclaredUnwindAction(name: node.action.symbol, range: node.action.range,
                                                                 condition: node.condition, body: node.body))
        case .variable(let node):
            guard !node.name.isEmpty else { return }
            batch.variables.insertFirst(DeclaredVariable(name: node.name.symbol, range: node.name.range,
                                                         initialValue: node.initialValue))
        case .accessibility(let node):
            if let control = node.control {
                if !control.isEmpty, seldom.accessibilityTexts[control.name] == nil { seldom.accessibilityTexts[control.name] = node.value.value }
            } else if seldom.viewAccessibility == nil {
                seldom.viewAccessibility = node.value.value
            }
        case .textField(let node):
            guard !node.name.isEmpty else { return }
            seldom.alertTextFields.append(DeclaredTextField(name: node.name.name, placeholder: node.placeholder?.value))
            // Its text is the alert's variable, empty until a person types.
            batch.variables.insertFirst(DeclaredVariable(name: node.name.symbol, range: node.name.range,
                                                         initialValue: .string(StringLiteral(value: "", range: node.name.range))))
        case .hook(let node):
            guard !node.event.isEmpty else { return }
            batch.hooks.insertFirst(DeclaredHook(event: node.event.symbol, range: node.event.range, body: node.body))
        case .duration(let node): seldom.duration = seldom.duration ?? node.value.value
        case .interactive: seldom.isInteractive = true
        case .discardSecondary(let node): seldom.discardsSecondary = seldom.discardsSecondary ?? node
        case .selectGuard(let node):
            let tab = node.tab.parts.map(\.name).joined(separator: ".")
            if seldom.selectGuards[tab] == nil { seldom.selectGuards[tab] = node }
        case .tabBarMode(let node): seldom.tabBarMode = seldom.tabBarMode ?? TabBarMode(rawValue: node.value.name)
        case .tabGroup(let node): seldom.tabGroups.append(node)
        case .frame(let node): seldom.frame = seldom.frame ?? Dimensions(width: node.width.value, height: node.height.value)
        case .dims: seldom.dims = true
        case .removesPresenter: seldom.removesPresenter = true
        case .dismissGuard(let node): seldom.dismissGuard = seldom.dismissGuard ?? node.condition
        case .backGuard(let node): seldom.backGuard = seldom.backGuard ?? node.condition
        case .hidesBottomBar: seldom.hidesBottomBarWhenPushed = true
        case .hidesNavigationBar: seldom.hidesNavigationBar = true
        case .showsToolbar: seldom.showsToolbar = true
        case .search(let node):
            seldom.search = seldom.search ?? DeclaredSearch(results: node.results?.name, scopes: node.scopes.map(\.value), range: node.range)
        case .hosting(let node): seldom.hostedView = seldom.hostedView ?? node.value.value
        case .collapseTo(let node): seldom.topColumnForCollapsing = seldom.topColumnForCollapsing ?? SplitColumn(rawValue: node.value.name)
        case .alert(let node):
            guard seldom.alert == nil else { return }
            seldom.alert = DeclaredAlert(style: node.style?.name == "actionSheet" ? .actionSheet : .alert,
                                  title: node.title.value, message: node.message?.value)
        case .alertAction(let node):
            guard !node.name.isEmpty else { return }
            let style: DeclaredAlertAction.Style = node.style.map { $0.name == "cancel" ? .cancel : .destructive } ?? .default
            seldom.alertActions.append(DeclaredAlertAction(name: node.name.name, title: node.label.value, style: style,
                                                    isPreferred: node.preferred != nil, enabledWhen: node.enabledWhen,
                                                    body: node.body,
                                                    range: node.name.range))
            // `tap discard` names an action as it names a button.
            batch.controls.insertFirst(DeclaredControl(name: node.name.symbol, kind: .button, range: node.name.range))
        }
    }

    private mutating func addSegue(_ node: SegueMember, _ controls: inout MemberColumn<DeclaredControl>) {
        // The parts read one by one: `node.segue` makes the whole segue from its node.
        let segueKind = node.segueKind
        let options = ResolvedOptions(node.segueOptions)
        var identifier = options.identifier
        switch node.trigger {
        case .control(let kind, let name, _):
            if !name.isEmpty {
                controls.insertFirst(DeclaredControl(name: name.symbol, kind: kind, range: name.range))
            }
        case .manual(let literal, _):
            identifier = identifier ?? literal.value
        }
        let action = segueKind == .unwind ? DeclaredName(node.segueDestination.last.symbol) : nil
        segues.append(DeclaredSegue(member: node, kind: segueKind, destination: nil,
                                    unwindAction: action, identifier: identifier,
                                    options: options))
    }
}
