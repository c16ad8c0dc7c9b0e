// Controls (`tap`, `anchor`, `from`), segue identifiers (`perform`) and unwind
// actions (`-> unwind X`, `unwind X`).
extension Checker {
    /// `tap NAME` needs some scene declaring NAME; `tap Scene.NAME` needs
    /// that scene to declare it (`tap Storyboard.Scene.NAME` likewise).
    mutating func checkTap(_ name: QualifiedName) {
        guard !name.first.isEmpty, name.rest.allSatisfy({ !$0.isEmpty }) else { return }
        let control = name.last
        if name.rest.isEmpty {
            // The More list's Edit and the customizing sheet's Done are UIKit's own buttons.
            if Vocabulary.moreListButtons.contains(control.name), visible.controls.position(of: control.symbol.nameID) == nil {
                checkSomeTabBarHasMore(control.range)
                return
            }
            checkControlExists(control)
            return
        }
        // `parts` makes an array on each call: made once here.
        let parts = name.parts
        let sceneName = QualifiedName(parts: Array(parts.dropLast()),
                                      range: parts[0].range.union(parts[parts.count - 2].range))
        guard let reference = resolveViewController(sceneName, allowInstance: true),
              let type = index.type(reference) else { return }
        checkControl(control, in: type, path: index.path(of: reference))
    }

    /// `from NAME` (and unqualified `tap NAME`): a control of some scene.
    mutating func checkControlExists(_ control: Identifier) {
        guard !control.isEmpty, visible.controls.position(of: control.symbol.nameID) == nil else { return }
        let index = self.index
        reportUnknown(.unknownControl(control.name), at: control.range, name: control.name, among: {
            index.visibleStoryboards.flatMap { storyboard in storyboard.orderedTypes.flatMap(\.controlOrder) }
        }, declaration: { [visible] match in visible.controls[Symbol(match).nameID] })
    }

    /// A control that `type` must declare (`tap Scene.NAME`, `anchor NAME`).
    mutating func checkControl(_ control: Identifier, in type: DeclaredType, path: String) {
        guard !control.isEmpty, !type.controls.contains(id: control.symbol.nameID) else { return }
        reportUnknown(.unknownControlInScene(control.name, type.name), at: control.range, name: control.name,
                      among: { type.controlOrder }, declaration: { match in
            type.controls[match].map { ($0.range, path) }
        })
    }

    /// `perform "ID"`: some segue has the identifier (`id "ID"` or `segue "ID"`).
    mutating func checkPerform(_ identifier: StringLiteral) {
        guard !visible.segueIdentifiers.contains(identifier.value) else { return }
        let index = self.index
        reportUnknown(.unknownSegueIdentifier(identifier.value), at: identifier.range, name: identifier.value, among: {
            index.visibleStoryboards.flatMap { storyboard in
                storyboard.orderedTypes.flatMap { type in type.segues.compactMap(\.identifier) }
            }
        })
    }

    /// `perform "ID" from Scene`: the scene declares a segue with that
    /// identifier (else UIKit's "Receiver has no segue with identifier").
    mutating func checkPerform(_ identifier: StringLiteral, from source: QualifiedName) {
        guard let reference = resolveViewController(source, allowInstance: true),
              let type = index.type(reference) else { return }
        let identifiers = type.segues.compactMap(\.identifier)
        guard !identifiers.contains(identifier.value) else { return }
        reportUnknown(.unknownSegueIdentifier(identifier.value, on: source.text), at: identifier.range,
                      name: identifier.value, among: { identifiers })
    }

    /// `-> unwind X` and `unwind X`: a scene of any loaded storyboard implements X. A warning: UIKit
    /// finds no destination at run time and nothing happens.
    mutating func checkUnwindAction(_ action: Identifier?) {
        guard let action, !action.isEmpty, !unwindActions.contains(action) else { return }
        let actions = unwindActions
        reportUnknown(.unknownUnwindAction(action.name), at: action.range, name: action.name,
                      among: { actions.names }, declaration: { actions.site(of: $0) }, severity: .warning)
    }
}
