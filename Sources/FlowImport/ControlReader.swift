// What a control is called: the texts a person sees on it, or its developer's
// labels, best first. `FlowNames` turns the first usable one into a name.
struct ControlReader {
    let document: MarkupDocument
    /// Outlet property names by the id of the object they point at
    /// (`<outlet property="composeButton" destination="…"/>`), read once.
    let outlets: [String: String]

    init(document: MarkupDocument) {
        self.document = document
        var outlets: [String: String] = [:]
        for element in document.elements where element.name == "outlet" {
            if let destination = element["destination"], let property = nonEmpty(element["property"]),
               outlets[destination] == nil {
                outlets[destination] = property
            }
        }
        self.outlets = outlets
    }

    func control(_ element: MarkupElement, index: Int) -> Control {
        Control(id: element["id"] ?? "", kind: kind(of: element), element: element.name,
                labels: labels(of: element, index: index), findBy: findBy(element))
    }

    /// What XCUITest finds the control by (`app.buttons["…"]` matches an
    /// identifier or a label): Interface Builder's accessibility identifier
    /// (`<accessibility key="accessibilityConfiguration" identifier="…">`),
    /// else its accessibility label there, else the title a button or bar
    /// item shows, which UIKit makes its label. Not "Button", the title
    /// Interface Builder gives a new button, which an app's code replaces
    /// before anyone sees it (Habitica's support screen sets both of its
    /// buttons' titles in `viewDidLoad`): what a test finds it by is not known.
    private func findBy(_ element: MarkupElement) -> String? {
        let accessibility = document.child(of: element, key: "accessibilityConfiguration")
        if let identifier = nonEmpty(accessibility?["identifier"]) { return identifier }
        if let label = nonEmpty(accessibility?["label"]) { return label }
        switch kind(of: element) {
        case .button:
            let normal = document.children(of: element).lazy.filter { $0.name == "state" && $0["key"] == "normal" }
            let title = normal.compactMap { nonEmpty($0["title"]) }.first ?? nonEmpty(element["title"])
            return title == Self.placeholderTitle ? nil : title
        case .item:
            return nonEmpty(element["title"]) ?? element["systemItem"].flatMap { Self.systemItemLabels[$0] }
        case .cell, .gesture:
            return nil
        }
    }

    /// The title Interface Builder gives a button it adds, a placeholder.
    static let placeholderTitle = "Button"

    /// The accessibility labels UIKit gives system bar button items (VoiceOver reads them; XCUITest matches them).
    static let systemItemLabels: [String: String] = [
        "done": "Done", "cancel": "Cancel", "edit": "Edit", "save": "Save", "add": "Add", "compose": "Compose",
        "reply": "Reply", "action": "Share", "organize": "Organize", "bookmarks": "Bookmarks", "search": "Search",
        "refresh": "Refresh", "stop": "Stop", "camera": "Camera", "trash": "Delete", "play": "Play", "pause": "Pause",
        "rewind": "Rewind", "fastForward": "Fast Forward", "undo": "Undo", "redo": "Redo", "close": "Close",
    ]

    private func kind(of element: MarkupElement) -> Control.Kind {
        switch element.name {
        case "tableViewCell", "collectionViewCell": return .cell
        case "barButtonItem": return .item
        default: return element.name.hasSuffix("GestureRecognizer") ? .gesture : .button
        }
    }

    private func labels(of element: MarkupElement, index: Int) -> [String] {
        var labels: [String] = []
        func add(_ value: String?) {
            if let value = nonEmpty(value) { labels.append(value) }
        }
        add(element["userLabel"])
        switch kind(of: element) {
        case .cell:
            // A prototype cell stands for every row: its reuse identifier names
            // it better than the placeholder text of its labels.
            let isPrototype = element.parent.map { document.elements[$0].name == "prototypes" } ?? false
            if isPrototype { add(element["reuseIdentifier"]) }
            add(firstLabelText(under: index))
            add(element["reuseIdentifier"])
        case .item:
            add(element["title"])
            add(element["systemItem"])
            add(element["image"])
        case .button:
            add(element["title"])
            for child in document.children(of: element) where child.name == "state" && child["key"] == "normal" {
                add(child["title"])
                add(child["image"])
            }
            if let configuration = document.child(of: element, key: "configuration") {
                add(configuration["title"])
            }
            add(element["accessibilityIdentifier"])
        case .gesture:
            add(String(element.name.dropLast("GestureRecognizer".count)))
        }
        // What the developer calls it, when nothing a person sees named it:
        // its accessibility identifier, else the outlet that points at it.
        add(element["accessibilityIdentifier"])
        add(element["id"].flatMap { outlets[$0] })
        return labels
    }

    /// The text of the first label in a cell (a static cell's visible title).
    private func firstLabelText(under index: Int) -> String? {
        for element in document.descendants(of: index) where element.name == "label" {
            if let text = nonEmpty(element["text"]) { return text }
        }
        return nil
    }
}
