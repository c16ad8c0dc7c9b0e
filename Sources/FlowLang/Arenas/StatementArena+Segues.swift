/// A segue member (`button add -> present AddRecipe id "add"`) kept as one
/// node of its parse's `StatementArena`, with its names, strings and options
/// kept there too, as a statement's are. `SegueMember` is the view of one.
///
/// Before, each segue member was a box of its own (`SharedFields`): 192
/// bytes of trigger, segue and ranges, with a `String` for each name. A
/// node is 60 bytes and its destination a part; the names it holds are
/// name nodes of the expression arena, each an interned `Symbol`.
extension StatementArena {
    /// A segue member: its five ranges, its trigger's name or identifier
    /// (`trigger`, a name or a string node of the expression arena), its
    /// destination (a qualified name part), the `custom` class name (a string
    /// node, -1 for none) and its options (a run, -1 for none).
    struct SegueNode {
        var range: SourceRange
        var triggerRange: SourceRange
        var arrowRange: SourceRange
        var kindRange: SourceRange
        var segueRange: SourceRange
        var trigger: Int32
        var destination: Int32
        var className: Int32
        var options: Int32
        /// The control's kind (`controlKinds`); `manualTrigger` for `segue "ID"`.
        var triggerKind: UInt8
        /// The segue's kind (`segueKinds`).
        var kind: UInt8
    }

    // The enums' cases by the byte a node keeps for them (`allCases` would
    // make an array on every read); a manual trigger is the byte past the controls.
    private static let controlKinds: [ControlKind] = [.button, .cell, .accessory, .item, .gesture]
    private static let segueKinds: [SegueKind] = [.show, .detail, .present, .popover, .custom, .unwind, .action]
    /// The byte after the controls' (`controlKinds.count`), written out: a
    /// constant, read on every trigger without touching the array.
    private static let manualTrigger: UInt8 = 5

    // MARK: Reading

    func trigger(ofSegue index: Int32) -> Trigger {
        let node = segues[Int(index)]
        guard node.triggerKind < Self.manualTrigger else {
            return .manual(identifier: expressions.stringLiteral(at: node.trigger), range: node.triggerRange)
        }
        return .control(kind: Self.controlKinds[Int(node.triggerKind)], name: expressions.identifier(at: node.trigger),
                        range: node.triggerRange)
    }

    /// The control's name, read without making the trigger; nil for a manual segue.
    func controlName(ofSegue index: Int32) -> String? {
        let node = segues[Int(index)]
        return node.triggerKind < Self.manualTrigger ? expressions.identifier(at: node.trigger).name : nil
    }

    func segue(ofSegue index: Int32) -> Segue {
        let node = segues[Int(index)]
        return Segue(kind: segueKind(node), kindRange: node.kindRange, destination: qualifiedName(node.destination),
                     className: node.className < 0 ? nil : expressions.stringLiteral(at: node.className),
                     options: optionList(node.options), range: node.segueRange)
    }

    func segueKind(ofSegue index: Int32) -> SegueKind { segueKind(segues[Int(index)]) }
    func destination(ofSegue index: Int32) -> QualifiedName { qualifiedName(segues[Int(index)].destination) }
    func options(ofSegue index: Int32) -> OptionList { optionList(segues[Int(index)].options) }
    func kindRange(ofSegue index: Int32) -> SourceRange { segues[Int(index)].kindRange }
    func arrowRange(ofSegue index: Int32) -> SourceRange { segues[Int(index)].arrowRange }
    func range(ofSegue index: Int32) -> SourceRange { segues[Int(index)].range }

    private func segueKind(_ node: SegueNode) -> SegueKind { Self.segueKinds[Int(node.kind) % Self.segueKinds.count] }

    // MARK: Adding (the parser, or `SegueMember`'s initialiser)

    /// A segue member of these parts, kept here: the segue's options stay
    /// where they are when they are kept here already (the parser's case).
    func addSegue(trigger: Trigger, arrowRange: SourceRange, segue: Segue, range: SourceRange) -> SegueMember {
        let triggerNode: Int32
        let triggerKind: UInt8
        switch trigger {
        case .control(let kind, let name, _):
            triggerNode = self.name(name)
            triggerKind = UInt8(Self.controlKinds.firstIndex(of: kind) ?? 0)
        case .manual(let identifier, _):
            triggerNode = string(identifier)
            triggerKind = Self.manualTrigger
        }
        let node = SegueNode(range: range, triggerRange: trigger.range, arrowRange: arrowRange,
                             kindRange: segue.kindRange, segueRange: segue.range, trigger: triggerNode,
                             destination: qualified(segue.destination),
                             className: segue.className.map(string) ?? -1,
                             options: optionRun(segue.options),
                             triggerKind: triggerKind, kind: UInt8(Self.segueKinds.firstIndex(of: segue.kind) ?? 0))
        segues.append(node)
        return SegueMember(arena: self, index: Int32(truncatingIfNeeded: segues.count - 1))
    }
}
