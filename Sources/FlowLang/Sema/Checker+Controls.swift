// Controls (`tap`, `anchor`, `from`), segue identifiers (`perform`) and unwind
// actions (`-> unwind X`, `unwind X`).
extension Checker {
    /// Every scene of this storyboard and its imports, with the path of its file.
    private var allTypes: [(type: DeclaredType, path: String)] {
        index.visibleStoryboards.flatMap { storyboard in storyboard.orderedTypes.map { ($0, storyboard.path) } }
    }

    /// `tap NAME` needs some scene declaring NAME; `tap Scene.NAME` needs
    /// that scene to declare it (`tap Storyboard.Scene.NAME` likewise).
    mutating func checkTap(_ name: QualifiedName) {
        guard name.parts.allSatisfy({ !$0.name.isEmpty }) else { return }
        let control = name.last
        if name.parts.count == 1 {
            checkControlExists(control)
            return
        }
        let sceneName = QualifiedName(parts: Array(name.parts.dropLast()),
                                      range: name.parts[0].range.union(name.parts[name.parts.count - 2].range))
        guard let reference = resolveViewController(sceneName, allowInstance: true),
              let type = index.type(reference) else { return }
        checkControl(control, in: type, path: index.path(of: reference))
    }

    /// `from NAME` (and unqualified `tap NAME`): a control of some scene.
    mutating func checkControlExists(_ control: Identifier) {
        guard !control.name.isEmpty else { return }
        if allTypes.contains(where: { $0.type.controls[control.name] != nil }) { return }
        let declarations = allTypes.flatMap { entry in
            entry.type.controlOrder.compactMap { name in entry.type.controls[name].map { ($0, entry.path) } }
        }
        reportUnknown(.unknownControl(control.name), at: control.range, name: control.name,
                      among: declarations.map(\.0.name)) { match in
            declarations.first { $0.0.name == match }.map { ($0.0.range, $0.1) }
        }
    }

    /// A control that `type` must declare (`tap Scene.NAME`, `anchor NAME`).
    mutating func checkControl(_ control: Identifier, in type: DeclaredType, path: String) {
        guard !control.name.isEmpty, type.controls[control.name] == nil else { return }
        reportUnknown(.unknownControlInScene(control.name, type.name), at: control.range, name: control.name,
                      among: type.controlOrder) { match in
            type.controls[match].map { ($0.range, path) }
        }
    }

    /// `perform "ID"`: some segue has the identifier (`id "ID"` or `segue "ID"`).
    mutating func checkPerform(_ identifier: StringLiteral) {
        let segues = allTypes.flatMap { $0.type.segues }
        if segues.contains(where: { $0.identifier == identifier.value }) { return }
        let identifiers = segues.compactMap(\.identifier)
        let (help, _) = didYouMean(identifier.value, among: identifiers)
        error(.unknownSegueIdentifier(identifier.value), at: identifier.range, help: help)
    }

    /// `-> unwind X` and `unwind X`: a scene of any loaded storyboard implements X. A warning: UIKit
    /// finds no destination at run time and nothing happens.
    mutating func checkUnwindAction(_ action: Identifier?) {
        guard let action, !action.name.isEmpty else { return }
        if unwindActions.contains(where: { $0.action.name == action.name }) { return }
        let declarations = unwindActions
        reportUnknown(.unknownUnwindAction(action.name), at: action.range, name: action.name,
                      among: declarations.map(\.action.name), declaration: { match in
                          declarations.first { $0.action.name == match }.map { ($0.action.range, $0.path) }
                      }, severity: .warning)
    }
}
