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
            // `accessibility NAME ""`: nothing finds it at all (W119 where a test taps it).
            if text.isEmpty { continue }
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

extension CheckContext {
    /// W119: a step of a test that a UI test cannot make on the real app: a
    /// `tap` of a control whose `accessibility` text is empty (the app gives
    /// it no identifier, label or title: `flow import` says so for an
    /// image-only button), an `expect visible == S` of a scene with no title
    /// whose `accessibility ""` says its view has no identifier either.
    /// Reported at the first step that needs each, where a UI test would
    /// fail first; the help says what to set.
    mutating func checkUITestReach() {
        guard !index.tests.isEmpty else { return }
        var unfindable: [String: String] = [:]
        var seen: Set<String> = []
        for storyboard in index.visibleStoryboards {
            for type in storyboard.orderedTypes {
                // The first declaration of a name wins, as `tap` finds it.
                for name in type.controlOrder where seen.insert(name).inserted {
                    if type.accessibilityTexts[name] == "" { unfindable[name] = type.name }
                }
            }
        }
        var reach = UITestReach(index: index, unfindableControls: unfindable)
        for test in index.tests { reach.walk(test.body.statements) }
        for finding in reach.findings {
            switch finding {
            case .control(let name, let scene, let range):
                report(.unfindableControl(name, scene), code: .w119, at: range,
                       help: "when the app's code gives it one, write that in the 'accessibility' line; else set its accessibility "
                           + "identifier to '\(name)' (Interface Builder: Identity inspector › Accessibility › Identifier) and write "
                           + "'accessibility \(name) \"\(name)\"'")
            case .scene(let name, let range):
                report(.unfindableScene(name), code: .w119, at: range,
                       help: "when the app's code gives it a title or its view an identifier, write that ('title', 'accessibility'); "
                           + "else set its view's accessibility identifier to '\(name)' and write 'accessibility \"\(name)\"'")
            }
        }
    }
}

/// The steps of tests a UI test cannot make, found in one walk (W119).
private struct UITestReach {
    enum Finding {
        case control(String, scene: String, SourceRange)
        case scene(String, SourceRange)
    }

    let index: StoryboardIndex
    /// Controls whose `accessibility` text is empty, with the scene that declares them.
    let unfindableControls: [String: String]
    private(set) var findings: [Finding] = []
    /// The controls and scenes reported: each at its first step only.
    private var reported: Set<String> = []

    init(index: StoryboardIndex, unfindableControls: [String: String]) {
        self.index = index
        self.unfindableControls = unfindableControls
    }

    mutating func walk(_ statements: some Sequence<Statement>) {
        for statement in statements {
            switch statement.kind {
            case .tap(let name):
                if let scene = unfindableControls[name.last.name], reported.insert("control:" + name.last.name).inserted {
                    findings.append(.control(name.last.name, scene: scene, name.range))
                }
            case .expect(let condition, _):
                expectation(condition)
            case .repeat(_, let body), .timeline(let body), .alongside(let body):
                walk(body.statements)
            case .if(let node):
                walk(node)
            default:
                break
            }
        }
    }

    private mutating func walk(_ node: IfStatement) {
        walk(node.then.statements)
        switch node.elseBranch {
        case .block(let block)?: walk(block.statements)
        case .elseIf(let inner, _)?: walk(inner)
        case nil: break
        }
    }

    /// `expect visible == S` (either way round) of a scene a UI test cannot see.
    private mutating func expectation(_ condition: Expression) {
        guard let name = condition.sceneExpectedVisible, let reference = index.resolvedType(name),
              let type = index.type(reference), type.viewAccessibility == "", type.title == nil,
              reported.insert("scene:" + type.name).inserted else { return }
        findings.append(.scene(type.name, name.range))
    }
}
