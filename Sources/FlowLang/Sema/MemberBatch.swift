import FlowStorage

/// What one declared type declares of each kind of named member, as its box
/// holds them: one reference to its batch's store and a run of each kind's
/// array (`DeclaredMembers` is the view of one run). 40 bytes, where four
/// views, each with its own reference to the same store, took 64.
struct TypeMembers: Hashable, Sendable {
    /// The store of the type's batch; nil when it declares none of them.
    private var store: MemberStore?
    private var controlRun = Run()
    private var unwindActionRun = Run()
    private var variableRun = Run()
    private var hookRun = Run()

    /// A run of a store's array of one kind.
    private struct Run: Hashable {
        var start: UInt32 = 0
        var end: UInt32 = 0

        init() {}

        init(_ range: Range<Int>) {
            start = UInt32(truncatingIfNeeded: range.lowerBound)
            end = UInt32(truncatingIfNeeded: range.upperBound)
        }

        init<Member>(_ members: DeclaredMembers<Member>) {
            start = members.start
            end = members.end
        }

        var range: Range<Int> { Int(start)..<Int(end) }
    }

    /// None of them.
    init() {}

    /// The runs of `store` given.
    init(store: MemberStore, controls: Range<Int>, unwindActions: Range<Int>, variables: Range<Int>, hooks: Range<Int>) {
        let isEmpty = controls.isEmpty && unwindActions.isEmpty && variables.isEmpty && hooks.isEmpty
        self.store = isEmpty ? nil : store
        (controlRun, unwindActionRun, variableRun, hookRun) = (Run(controls), Run(unwindActions), Run(variables), Run(hooks))
    }

    var controls: DeclaredMembers<DeclaredControl> {
        get { DeclaredMembers(store: store, run: controlRun.range) }
        set { self = TypeMembers(controls: newValue, unwindActions: unwindActions, variables: variables, hooks: hooks) }
    }
    var unwindActions: DeclaredMembers<DeclaredUnwindAction> {
        get { DeclaredMembers(store: store, run: unwindActionRun.range) }
        set { self = TypeMembers(controls: controls, unwindActions: newValue, variables: variables, hooks: hooks) }
    }
    var variables: DeclaredMembers<DeclaredVariable> {
        get { DeclaredMembers(store: store, run: variableRun.range) }
        set { self = TypeMembers(controls: controls, unwindActions: unwindActions, variables: newValue, hooks: hooks) }
    }
    var hooks: DeclaredMembers<DeclaredHook> {
        get { DeclaredMembers(store: store, run: hookRun.range) }
        set { self = TypeMembers(controls: controls, unwindActions: unwindActions, variables: variables, hooks: newValue) }
    }

    /// The four kinds given, which an embedder may have set from different
    /// stores: kept as they are when every kind declared shares one, else
    /// copied into a store of their own.
    private init(controls: DeclaredMembers<DeclaredControl>, unwindActions: DeclaredMembers<DeclaredUnwindAction>,
                 variables: DeclaredMembers<DeclaredVariable>, hooks: DeclaredMembers<DeclaredHook>) {
        let stores = [controls.store, unwindActions.store, variables.store, hooks.store].compactMap { $0 }
        if stores.allSatisfy({ $0 === stores.first }) {
            store = stores.first
            (controlRun, unwindActionRun, variableRun, hookRun) = (Run(controls), Run(unwindActions), Run(variables), Run(hooks))
            return
        }
        var batch = MemberBatch(for: [])
        batch.beginType()
        for member in controls.inOrder { batch.controls.insertFirst(member) }
        for member in unwindActions.inOrder { batch.unwindActions.insertFirst(member) }
        for member in variables.inOrder { batch.variables.insertFirst(member) }
        for member in hooks.inOrder { batch.hooks.insertFirst(member) }
        batch.endType()
        self = batch.finished().members(ofType: 0)
    }

    static func == (lhs: TypeMembers, rhs: TypeMembers) -> Bool {
        lhs.controls == rhs.controls && lhs.unwindActions == rhs.unwindActions && lhs.variables == rhs.variables
            && lhs.hooks == rhs.hooks
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(controls)
        hasher.combine(unwindActions)
        hasher.combine(variables)
        hasher.combine(hooks)
    }
}

/// The named members of a batch of types as the index's builder adds them,
/// type after type: one array per kind for the whole batch (a file, or a
/// split parse's half), so that a type's members cost no allocation of
/// their own. Once every type is added, the batch is finished and each type
/// takes its runs of the finished arrays (`FinishedBatch.members(ofType:)`).
struct MemberBatch {
    var controls: MemberColumn<DeclaredControl>
    var unwindActions: MemberColumn<DeclaredUnwindAction>
    var variables: MemberColumn<DeclaredVariable>
    var hooks: MemberColumn<DeclaredHook>

    /// A batch with room for the named members of `declarations`, counted
    /// first, so that each array is allocated once at its size: grown by
    /// doubling, up to half of each array would stay empty as long as the
    /// index lives.
    init(for declarations: some Sequence<TypeDeclaration>) {
        var count = MemberCount()
        for declaration in declarations { count.add(declaration.members) }
        controls = MemberColumn(reservingCapacity: count.controls)
        unwindActions = MemberColumn(reservingCapacity: count.unwindActions)
        variables = MemberColumn(reservingCapacity: count.variables)
        hooks = MemberColumn(reservingCapacity: count.hooks)
    }

    /// Starts the next type's members.
    mutating func beginType() {
        controls.beginType()
        unwindActions.beginType()
        variables.beginType()
        hooks.beginType()
    }

    /// Ends the type begun last.
    mutating func endType() {
        controls.endType()
        unwindActions.endType()
        variables.endType()
        hooks.endType()
    }

    /// The batch's members, written once for its types to share.
    consuming func finished() -> FinishedBatch {
        let (controls, unwindActions, variables, hooks) = (controls.finished(), unwindActions.finished(),
                                                          variables.finished(), hooks.finished())
        // Each kind's in the order of their starts, the kinds in the order of
        // their keys: so all are in the order of their keys.
        let longRuns = controls.longRuns + unwindActions.longRuns + variables.longRuns + hooks.longRuns
        let store = MemberStore(controls: controls.members, unwindActions: unwindActions.members,
                                variables: variables.members, hooks: hooks.members, longRuns: longRuns)
        return FinishedBatch(store: store, controls: controls.runs, unwindActions: unwindActions.runs,
                             variables: variables.runs, hooks: hooks.runs)
    }
}

/// A batch's members, done: one store, and each type's runs of it.
struct FinishedBatch {
    let store: MemberStore
    let controls: [Range<Int>]
    let unwindActions: [Range<Int>]
    let variables: [Range<Int>]
    let hooks: [Range<Int>]

    /// The members of the `type`th type added.
    func members(ofType type: Int) -> TypeMembers {
        TypeMembers(store: store, controls: controls[type], unwindActions: unwindActions[type],
                    variables: variables[type], hooks: hooks[type])
    }
}

/// How many named members of each kind some declarations have.
private struct MemberCount {
    var controls = 0
    var unwindActions = 0
    var variables = 0
    var hooks = 0

    mutating func add(_ members: MemberList) {
        // Through the buffer, matching cases only: a loop over the array
        // copied each member, retaining and releasing what it holds.
        members.withUnsafeBufferPointer { buffer in
            for position in buffer.indices {
                switch buffer[position] {
                case .segue(let segue): if case .control = segue.trigger { controls += 1 }
                case .unwindAction: unwindActions += 1
                case .variable, .textField: variables += 1
                case .hook: hooks += 1
                case .alertAction: controls += 1
                case .title, .restoration, .hosting, .definesContext, .providesTransition, .style, .transition, .adapts, .size,
                     .modalInPresentation, .relationship, .duration, .interactive, .frame, .dims, .removesPresenter,
                     .selectGuard, .tabBarMode, .tabGroup, .discardSecondary, .detents, .sizeClass, .display, .columns, .manualAppearance,
                     .undimmed, .alert, .dismissGuard, .backGuard, .hidesBottomBar, .hidesNavigationBar, .collapseTo, .search, .showsToolbar,
                     .accessibility:
                    break
                }
            }
        }
    }
}

/// One kind's members for a batch of types (`MemberBatch`).
struct MemberColumn<Member: NamedMember> {
    /// Every type's members so far, type after type.
    private var members: [Member] = []
    /// Each type's run of `members`, in the order added.
    private var runs: [Range<Int>] = []
    /// Where the type being added starts in `members`.
    private var typeStart = 0
    /// The type being added's positions by name, once past the list limit.
    private var positions: KeyPositions?
    /// The positions of each type's run past the list limit, in the order of their starts.
    private var longRuns: [MemberStore.LongRun] = []

    init(reservingCapacity capacity: Int = 0) {
        members.reserveCapacity(capacity)
    }

    mutating func beginType() {
        typeStart = members.count
        positions = nil
    }

    /// Adds `member` to the type being added unless it has one of that name
    /// already (the first declaration wins); true when it was added.
    @discardableResult mutating func insertFirst(_ member: Member) -> Bool {
        let id = member.memberID
        let count = members.count - typeStart
        let start = typeStart
        if var table = positions {
            let hash = id.tableHash
            if table.position(hash: hash, matches: { members[start + $0].memberID == id }) != nil { return false }
            positions = nil  // so that `table` is the only owner and is written in place
            table.insert(count, hash: hash, count: count)
            positions = table
            members.append(member)
            return true
        }
        for position in start..<members.count where members[position].memberID == id { return false }
        members.append(member)
        if count + 1 > Int(MemberStore.listLimit) {
            var table = KeyPositions(capacity: count + 1)
            for position in 0...count { table.insert(position, hash: members[start + position].memberID.tableHash, count: position) }
            positions = table
        }
        return true
    }

    /// Ends the type being added.
    mutating func endType() {
        runs.append(typeStart..<members.count)
        if let positions {
            let key = MemberStore.longRunKey(Member.kindInStore, start: UInt32(truncatingIfNeeded: typeStart))
            longRuns.append(MemberStore.LongRun(key: key, positions: positions))
        }
        positions = nil
    }

    /// The members, each type's run of them, and the positions of the long runs.
    consuming func finished() -> (members: [Member], runs: [Range<Int>], longRuns: [MemberStore.LongRun]) {
        (members, runs, longRuns)
    }
}
