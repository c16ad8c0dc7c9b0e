import FlowLang

// Each flow statement of a test as what a person does on the device
// (XCUITestExport.swift writes the file around them): a tap by identifier or
// title, the back button, a tab, a swipe, typing, a link the app's UI-test
// build opens for a step its code takes (XCUITestLinks.swift), a wait for a
// scene; a comment for what none of these can stand for.

/// One line of a generated test method, indented `depth` levels below its body.
struct XCUIStep {
    var text: String
    var depth: Int
}

/// Flow statements as the gestures and waits of XCUITest. A class: translating
/// notes the identifiers the code uses, from inside the walk's closures.
final class StatementTranslator {
    let document: FlowDocument
    /// The identifiers the generated code queries by a flow name, each once, in order.
    private(set) var identifiers: [String] = []
    private var noted: Set<String> = []
    /// The links the generated code opens for steps the app's code takes, each once, in order.
    private(set) var links: [XCUITestLink] = []
    private var notedLinks: Set<String> = []

    /// What a tap or a wait needs, from every storyboard the file sees (an
    /// imported app's controls live in the storyboards its tests import),
    /// made once: the first declaration of a name wins, as `tap` finds it.
    private var scenes: [String: DeclaredType] = [:]
    private var controls: [String: (kind: ControlKind, text: String?)] = [:]
    private var actions: [String: (title: String, isSheet: Bool)] = [:]
    private var fieldPositions: [String: Int] = [:]

    init(document: FlowDocument) {
        self.document = document
        for storyboard in document.index.visibleStoryboards {
            for type in storyboard.orderedTypes {
                if scenes[type.name] == nil { scenes[type.name] = type }
                for action in type.alertActions where actions[action.name] == nil {
                    actions[action.name] = (action.title, type.alert?.style == .actionSheet)
                }
                for (position, field) in type.alertTextFields.enumerated() where fieldPositions[field.name] == nil {
                    fieldPositions[field.name] = position
                }
                for (name, control) in type.controls where controls[name] == nil {
                    // `accessibility NAME ""`: the app gives it nothing; the test asks for its flow name (W119).
                    controls[name] = (control.kind, type.accessibilityTexts[name].flatMap { $0.isEmpty ? nil : $0 })
                }
            }
        }
    }

    private func note(_ identifier: String) {
        if noted.insert(identifier).inserted { identifiers.append(identifier) }
    }

    func steps(_ statements: some Sequence<Statement>, depth: Int) -> [XCUIStep] {
        statements.flatMap { steps(of: $0, depth: depth) }
    }

    private func steps(of statement: Statement, depth: Int) -> [XCUIStep] {
        let line = document.location(of: statement.range.start, in: document.path).line
        let origin = "// \(XCUITestExport.fileName(document.path)):\(line): \(text(of: statement))"
        let code = gestures(for: statement, depth: depth)
        return [XCUIStep(text: origin, depth: depth)] + code
    }

    /// The statement as written, on one line.
    private func text(of statement: Statement) -> String {
        guard let source = document.sources.first(where: { $0.path == document.path }) else { return "" }
        let written = source.text(in: statement.range)
        return written.split(separator: "\n").first.map(String.init) ?? written
    }

    private func gestures(for statement: Statement, depth: Int) -> [XCUIStep] {
        func one(_ text: String) -> [XCUIStep] { [XCUIStep(text: text, depth: depth)] }
        func skipped(_ why: String) -> [XCUIStep] { one("// not on a device: \(why)") }
        switch statement.kind {
        case .tap(let name):
            return one(tap(name.last.name))
        case .tapOutside:
            return one("app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.05)).tap()")
        case .back:
            return one("app.navigationBars.buttons.element(boundBy: 0).tap()")
        case .select(let node):
            switch node.target {
            case .name(let tab):
                return one("app.tabBars.buttons[\(XCUITestExport.swiftString(tabTitle(tab.last.name)))].tap()")
            case .index(let number):
                guard case .integer(let position) = number.magnitude else { return skipped("a tab's place is a whole number") }
                return one("app.tabBars.buttons.element(boundBy: \(position - 1)).tap()")
            }
        case .swipe(let node):
            switch (node.direction, node.outcome) {
            case (.back, .finish):
                return one("app.coordinate(withNormalizedOffset: CGVector(dx: 0.01, dy: 0.5))"
                           + ".press(forDuration: 0.05, thenDragTo: app.coordinate(withNormalizedOffset: CGVector(dx: 0.9, dy: 0.5)))")
            case (.down, .finish):
                return one("app.swipeDown()")
            case (.up, _):
                return one("app.swipeUp()")
            case (.next, _):
                return one("app.swipeLeft()")
            case (.previous, _):
                return one("app.swipeRight()")
            case (.back, .cancel), (.down, .cancel):
                return skipped("a gesture let go of halfway")
            }
        case .search(_, let scope?):
            // The scope bar is a segmented control; its buttons carry their titles.
            return one("app.segmentedControls.buttons[\(XCUITestExport.swiftString(scope.value))].tap()")
        case .search(let typed, nil):
            var steps = one("app.searchFields.firstMatch.tap()")
            if let typed { steps += one("app.searchFields.firstMatch.typeText(\(XCUITestExport.swiftString(typed.value)))") }
            return steps
        case .cancelSearch:
            return one("app.buttons[\"Cancel\"].tap()")
        case .typeText(let typed, let field):
            return one("app.alerts.textFields.element(boundBy: \(fieldIndex(field.name))).typeText(\(XCUITestExport.swiftString(typed.value)))")
        case .open(let kind, let value):
            switch kind {
            case .link:
                return one(open(value.value))
            case .activity, .shortcut:
                return throughLink(statement.kind, depth: depth) ?? skipped("the system hands the app a \(kind.rawValue)")
            }
        case .background:
            return one("XCUIDevice.shared.press(.home)")
        case .foreground:
            return one("app.activate()")
        case .window:
            return skipped("a person's iPad windows: XCUITest drives the app's one window")
        case .size(let width):
            return one("XCUIDevice.shared.orientation = \(width.name == "regular" ? ".landscapeLeft" : ".portrait")  // the width class follows the device")
        case .expect(let condition, _):
            // `Storyboard.Scene` names the scene `Scene`.
            guard let scene = condition.sceneExpectedVisible?.last.name else { return skipped("an expectation about the model's state") }
            let message = XCUITestExport.swiftString("\(scene) did not appear")
            return one("XCTAssertTrue(\(waitFor(scene)), \(message))")
        case .repeat(let count, let body):
            guard case .number(let literal) = count.kind, case .integer(let times) = literal.magnitude else {
                return skipped("a repeat whose count the model computes")
            }
            return one("for _ in 0..<\(times) {") + steps(body.statements, depth: depth + 1) + one("}")
        case .timeline(let body):
            return steps(body.statements, depth: depth)
        case .launch:
            return one("app.terminate()") + one("app.launch()")
        case .drag:
            return skipped("a drag on the tab bar's customizing sheet")
        case .perform, .navigate, .pop, .dismiss, .unwind:
            return throughLink(statement.kind, depth: depth) ?? skipped("the app's code, not a person's gesture")
        case .set:
            return throughLink(statement.kind, depth: depth) ?? skipped("a value only the model computes, or a container's own property")
        case .embed, .unembed, .replace, .appearance, .showColumn, .preserve, .restore, .wait, .alongside, .if,
             .expectEvents, .expectWarning, .print, .printTree, .printEvents, .test, .entryPoint:
            return skipped("the app's code or flow's own view of it, not a person's gesture")
        }
    }

    /// The app's code asked for through a link its UI-test build opens
    /// (XCUITestLinks.swift); nil when no link stands for the statement.
    private func throughLink(_ kind: StatementKind, depth: Int) -> [XCUIStep]? {
        guard let link = XCUITestLink.standingFor(kind, written: written) else { return nil }
        if notedLinks.insert(link.url).inserted { links.append(link) }
        return [XCUIStep(text: open(link.url), depth: depth)]
    }

    /// `app.open` of a URL given as text.
    private func open(_ url: String) -> String {
        "app.open(try XCTUnwrap(URL(string: \(XCUITestExport.swiftString(url)))))"
    }

    /// The source text of a range of the test's file.
    private func written(_ range: SourceRange) -> String {
        document.sources.first { $0.path == document.path }?.text(in: range) ?? ""
    }

    /// `tap NAME`: an alert's action by its title, the More list's Edit and
    /// Done by theirs, else the control by its identifier and kind.
    private func tap(_ name: String) -> String {
        if let action = actions[name] {
            return "app.\(action.isSheet ? "sheets" : "alerts").buttons[\(XCUITestExport.swiftString(action.title))].tap()"
        }
        if name == Vocabulary.moreListEdit { return "app.navigationBars.buttons[\"Edit\"].tap()" }
        if name == Vocabulary.moreListDone { return "app.navigationBars.buttons[\"Done\"].tap()" }
        let control = controls[name]
        // `accessibility NAME "text"` says how the real app's control is found; else by its flow name.
        if control?.text == nil { note(name) }
        let identifier = XCUITestExport.swiftString(control?.text ?? name)
        switch control?.kind ?? .button {
        case .button: return "app.buttons[\(identifier)].tap()"
        case .cell: return "app.cells[\(identifier)].firstMatch.tap()"
        case .accessory: return "app.cells.buttons[\(identifier)].firstMatch.tap()"
        case .item: return "app.navigationBars.buttons[\(identifier)].tap()"
        case .gesture: return "app.otherElements[\(identifier)].tap()"
        }
    }

    /// The wait for a scene: an alert or an action sheet by its title, as
    /// UIKit labels it; any other scene by its view's identifier, its name,
    /// and, when it has a title, by the navigation bar that would show it.
    private func waitFor(_ scene: String) -> String {
        let type = scenes[scene]
        let timeout = ".waitForExistence(timeout: \(XCUITestExport.timeout))"
        if let alert = type?.alert {
            let query = alert.style == .actionSheet ? "sheets" : "alerts"
            return "app.\(query)[\(XCUITestExport.swiftString(alert.title))]" + timeout
        }
        // `accessibility "Editor"` says how the real app's view is found; else by the scene's name.
        let identifier = type?.viewAccessibility.flatMap { $0.isEmpty ? nil : $0 }
        if identifier == nil { note(scene) }
        let view = "app.otherElements[\(XCUITestExport.swiftString(identifier ?? scene))]"
        if let title = type?.title, type?.kind == .scene {
            return "app.navigationBars[\(XCUITestExport.swiftString(title))]" + timeout + " || " + view + ".exists"
        }
        return view + timeout
    }

    /// A tab's title on the bar: its scene's title, else its name.
    private func tabTitle(_ scene: String) -> String {
        scenes[scene]?.title ?? scene
    }

    /// The position of an alert's text field among its alert's fields.
    private func fieldIndex(_ field: String) -> Int {
        fieldPositions[field] ?? 0
    }

}
