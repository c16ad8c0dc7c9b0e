import FlowLang

extension CheckContext {
    /// W118: two controls of one scene that XCUITest finds by the same text
    /// (Commands.md, flow test, "--export xcuitest"): a control by its
    /// `accessibility` text, else its flow name; an alert's action by its title.
    mutating func checkUITestFindability(_ type: DeclaredType) {
        guard type.controls.count > 1 else { return }
        let actionTitles = Dictionary(type.alertActions.map { ($0.name, $0.title) }, uniquingKeysWith: { first, _ in first })
        let texts = type.accessibilityTexts
        var firstByText: [String: String] = [:]
        for control in type.controls.inOrder {
            let text = actionTitles[control.name] ?? texts[control.name] ?? control.name
            guard let first = firstByText[text] else {
                firstByText[text] = control.name
                continue
            }
            let help = actionTitles[control.name] != nil
                ? "an alert's buttons are found by their titles: give '\(control.name)' a title of its own"
                : "give '\(control.name)' an identifier of its own: 'accessibility \(control.name) \"\(type.name).\(control.name)\"'"
            report(.ambiguousControl(control.name, first, text), code: .w118, at: control.range, help: help)
        }
    }
}
