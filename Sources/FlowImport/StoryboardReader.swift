import Foundation

// Reads the storyboard model out of a parsed XML document (Tests/FlowImportTests/Fixtures/storyboards/SCHEMA.md).
//
// A scene's controller is the element marked `sceneMemberID="viewController"`,
// whatever its name. Segues are the `<segue>` children of `<connections>`
// elements; who owns a segue is the element holding that `<connections>`: the
// controller (a manual segue or a relationship), a container view (embed), a
// cell (with `trigger="accessoryAction"`, its accessory button) or any other
// control. `<segue key=…>` children of a segue (3D Touch peek and pop) are not
// segues, and `<inferredMetricsTieBreakers>` is never walked.
struct StoryboardReader {
    let document: MarkupDocument
    let name: String
    let path: String
    private var warnings: [ImportWarning] = []
    /// Names controls are given where their developer knows them.
    private let controls: ControlReader

    init(document: MarkupDocument, name: String, path: String) {
        self.document = document
        self.name = name
        self.path = path
        self.controls = ControlReader(document: document)
    }

    /// The storyboard, or why the document is not one flow can import.
    static func read(_ document: MarkupDocument, name: String, path: String) -> Result<Storyboard, ImportError> {
        var reader = StoryboardReader(document: document, name: name, path: path)
        return reader.read()
    }

    private mutating func read() -> Result<Storyboard, ImportError> {
        guard let root = document.root else {
            return .failure(ImportError(kind: .notAStoryboard, file: path, line: 1, message: "the file is empty"))
        }
        if let refusal = refusal(of: root) { return .failure(refusal) }
        var controllers: [Controller] = []
        if let scenes = document.child(of: root, named: "scenes") {
            var ids: Set<String> = []
            for scene in document.children(of: scenes) where scene.name == "scene" {
                guard let controller = readScene(scene) else { continue }
                // Segues and names find controllers by id: a second controller
                // with a taken id would be a second scene under the first's name.
                guard ids.insert(controller.id).inserted else {
                    note(scene, "duplicate object id '\(controller.id)'; the later scene is omitted")
                    continue
                }
                controllers.append(controller)
            }
        }
        return .success(Storyboard(name: name, path: path, version: root["version"] ?? "",
                                   initialControllerID: root["initialViewController"],
                                   controllers: controllers, notes: warnings))
    }

    /// Nil for an iOS or tvOS storyboard; else why it is refused.
    private func refusal(of root: MarkupElement) -> ImportError? {
        let type = root["type"] ?? ""
        let runtime = root["targetRuntime"] ?? ""
        func refuse(_ kind: ImportError.Kind, _ message: String) -> ImportError {
            ImportError(kind: kind, file: path, line: root.line, message: message)
        }
        guard root.name == "document", type.hasPrefix("com.apple.InterfaceBuilder") else {
            return refuse(.notAStoryboard, "not an Interface Builder storyboard (the root element is <\(root.name)>)")
        }
        let platform = StoryboardPlatform.of(type: type, runtime: runtime)
        if platform != .iOS {
            return refuse(.unsupportedPlatform, "a \(platform.name) storyboard: flow models iOS view controllers only")
        }
        guard type.hasSuffix(".Storyboard.XIB") else {
            return refuse(.notAStoryboard, "an Interface Builder document that is not a storyboard (a XIB has no scenes or segues)")
        }
        return nil
    }

    // MARK: Scenes

    private mutating func readScene(_ scene: MarkupElement) -> Controller? {
        guard let objects = document.child(of: scene, named: "objects") else { return nil }
        let members = objects.children
        guard let controllerIndex = members.first(where: { document.elements[$0]["sceneMemberID"] == "viewController" })
        else { return nil }
        let element = document.elements[controllerIndex]
        guard let id = element["id"] else {
            note(element, "a controller without an id cannot be the destination of a segue; skipped")
            return nil
        }
        var controller = makeController(element, id: id, index: controllerIndex)
        // Segues of the controller's own subtree, then of the scene's other
        // top-level objects (gesture recognizers, bar button items).
        collectSegues(in: controllerIndex, into: &controller)
        for other in members where other != controllerIndex {
            let object = document.elements[other]
            if object["sceneMemberID"] == "exit" || object.name == "placeholder" { continue }
            collectSegues(in: other, into: &controller)
        }
        controller.embedRevealPanes()
        return controller
    }

    private func makeController(_ element: MarkupElement, id: String, index: Int) -> Controller {
        let navigationItem = document.child(of: element, key: "navigationItem")
        let tabBarItem = document.child(of: element, key: "tabBarItem")
        let viewAccessibility = document.child(of: element, key: "view").flatMap { document.child(of: $0, key: "accessibilityConfiguration") }
        var controller = Controller(
            id: id, element: element.name, line: element.line, kind: kind(of: element),
            customClass: nonEmpty(element["customClass"]),
            storyboardIdentifier: nonEmpty(element["storyboardIdentifier"]),
            restorationIdentifier: nonEmpty(element["restorationIdentifier"]),
            title: nonEmpty(element["title"]),
            itemTitle: nonEmpty(navigationItem?["title"]) ?? nonEmpty(tabBarItem?["title"]),
            userLabel: nonEmpty(element["userLabel"]),
            definesContext: element.flag("definesPresentationContext"),
            hidesBottomBar: element.flag("hidesBottomBarWhenPushed"),
            hidesNavigationBar: element.flag("navigationBarHidden"),
            // Only the attribute: a `<toolbar key="toolbar">` element is written for a hidden toolbar too (Delta's).
            showsToolbar: element["toolbarHidden"] == "NO",
            providesTransition: element.flag("providesPresentationContextTransitionStyle"),
            presentationStyle: nonEmpty(element["modalPresentationStyle"]),
            transitionStyle: nonEmpty(element["modalTransitionStyle"]),
            pageTransitionStyle: element.name == "pageViewController" ? nonEmpty(element["transitionStyle"]) : nil,
            splitStyle: element.name == "splitViewController"
                ? (nonEmpty(element["style"]) ?? (element.flag("allowDoubleColumnStyle") ? "doubleColumn" : nil)) : nil,
            preferredDisplayMode: element.name == "splitViewController" ? nonEmpty(element["preferredDisplayMode"]) : nil,
            size: preferredSize(of: element), segues: [], controls: [:])
        controller.viewIdentifier = nonEmpty(viewAccessibility?["identifier"])
        return controller
    }

    private func kind(of element: MarkupElement) -> ControllerKind {
        switch element.name {
        case "navigationController": return .navigation
        case "tabBarController": return .tabBar
        case "splitViewController": return .split
        case "pageViewController": return .page
        case "hostingController": return .hosting
        case "viewControllerPlaceholder":
            return .reference(storyboardName: element["storyboardName"] ?? "",
                              identifier: nonEmpty(element["referencedIdentifier"]))
        default: return .plain
        }
    }

    /// `contentSizeForViewInPopover` (old files), or a freeform simulated size.
    private func preferredSize(of element: MarkupElement) -> (width: Double, height: Double)? {
        for child in document.children(of: element) {
            let isPopoverSize = child.name == "value" && child["key"] == "contentSizeForViewInPopover"
                && child["type"] == "size"
            let isFreeform = child.name == "size" && child["key"] == "freeformSize"
                && document.child(of: element, named: "freeformSimulatedSizeMetrics") != nil
            guard isPopoverSize || isFreeform,
                  let width = child["width"].flatMap(Double.init), let height = child["height"].flatMap(Double.init),
                  width > 0, height > 0, width.isFinite, height.isFinite else { continue }
            return (width, height)
        }
        return nil
    }

    // MARK: Segues

    /// The segues owned by `root` and everything under it.
    private mutating func collectSegues(in root: Int, into controller: inout Controller) {
        let rootElement = document.elements[root]
        let candidates = [rootElement] + document.descendants(of: root)
        for connections in candidates where connections.name == "connections" {
            guard let ownerIndex = connections.parent else { continue }
            let owner = document.elements[ownerIndex]
            // A control's action on this controller (the target is the controller itself, or the
            // First Responder, which is the controller when it is on screen).
            for action in document.children(of: connections) where action.name == "action" {
                guard let ownerID = owner["id"], ownerID != controller.id, owner.name != "containerView",
                      let selector = nonEmpty(action["selector"]),
                      let method = selector.split(separator: ":").first.map(String.init) else { continue }
                if controller.controls[ownerID] == nil { controller.controls[ownerID] = controls.control(owner, index: ownerIndex) }
                controller.actions.append(ControlAction(controlID: ownerID, method: method, line: action.line))
            }
            for segueElement in document.children(of: connections) where segueElement.name == "segue" {
                guard segueElement["key"] == nil else { continue }
                guard let segue = readSegue(segueElement, owner: owner, ownerIndex: ownerIndex,
                                            controllerID: controller.id, into: &controller) else { continue }
                controller.segues.append(segue)
            }
        }
    }

    private mutating func readSegue(_ element: MarkupElement, owner: MarkupElement, ownerIndex: Int,
                                    controllerID: String, into controller: inout Controller) -> StoryboardSegue? {
        guard let kind = nonEmpty(element["kind"]), let destination = nonEmpty(element["destination"]) else {
            note(element, "a segue without a kind or a destination; skipped")
            return nil
        }
        let segueOwner: SegueOwner
        if owner["id"] == controllerID && owner["sceneMemberID"] == "viewController" {
            segueOwner = .controller
        } else if let ownerID = owner["id"] {
            switch owner.name {
            case "containerView":
                segueOwner = .containerView(id: ownerID)
            case "tableViewCell", "collectionViewCell":
                controller.controls[ownerID] = controls.control(owner, index: ownerIndex)
                segueOwner = element["trigger"] == "accessoryAction" ? .accessory(cellID: ownerID) : .control(id: ownerID)
            default:
                controller.controls[ownerID] = controls.control(owner, index: ownerIndex)
                segueOwner = .control(id: ownerID)
            }
        } else {
            note(element, "a segue whose owner <\(owner.name)> has no id; skipped")
            return nil
        }
        return StoryboardSegue(
            id: element["id"] ?? "", line: element.line, owner: segueOwner, destination: destination, kind: kind,
            identifier: nonEmpty(element["identifier"]), relationship: nonEmpty(element["relationship"]),
            customClass: nonEmpty(element["customClass"]), animates: element["animates"] != "NO",
            presentationStyle: nonEmpty(element["modalPresentationStyle"]),
            transitionStyle: nonEmpty(element["modalTransitionStyle"]),
            anchorID: nonEmpty(element["popoverAnchorView"]) ?? nonEmpty(element["popoverAnchorBarButtonItem"]),
            unwindAction: nonEmpty(element["unwindAction"]),
            destinationCreationSelector: nonEmpty(element["destinationCreationSelector"]))
    }

    private mutating func note(_ element: MarkupElement, _ message: String) {
        warnings.append(ImportWarning(file: path, element: element.name, line: element.line, message: message))
    }
}

/// Nil for a missing or empty attribute (`identifier=""` is common).
func nonEmpty(_ value: String?) -> String? {
    guard let value, !value.isEmpty else { return nil }
    return value
}
