import FlowLang
import FlowModel
import FlowRuntime

// What the search can reach or fire, numbered once: the scenes, the segues
// (each trigger of each scene), the unwind actions scenes implement, and the
// controls. A transition's events say which segues and unwinds it fired:
// the interpreter notes `segue ID: Source -> Destination` and
// `unwind ID: Source -> Destination` when one is performed (not when a guard
// cancels it), and `Destination.unwind(action)` when an unwind action runs.
// An action no control sends (`segue "doneTapped" { dismiss }`, a method of a
// screen made in code) is counted among the segues, fired when its callback,
// `Scene.doneTapped`, is traced.

/// A segue as reports name it.
struct SegueItem {
    var scene: String
    var control: String?
    /// The identifier events show (Interpreter+Segues.swift, `identifier(of:)`).
    var identifier: String
    var isUnwind: Bool
    /// `RecipeList: add -> present AddRecipeNav`.
    var label: String
}

/// The storyboard's scenes, segues, unwind actions and controls, numbered.
struct CoverageCatalog {
    let scenes: [String]
    let sceneNumbers: [String: UInt64]
    private(set) var segues: [SegueItem] = []
    /// `Scene.action` for every unwind action a scene implements.
    private(set) var unwinds: [String] = []
    /// `Scene.control` for every control.
    private(set) var controls: [String] = []
    private var seguesByScene: [String: [Int]] = [:]
    private var unwindNumbers: [String: Int] = [:]
    private var controlNumbers: [String: Int] = [:]
    /// `Scene.method` of every action no control sends, by its segue number.
    private var actionNumbers: [String: Int] = [:]
    /// The methods of those actions, the callbacks the search must watch for.
    private(set) var actionMethods: Set<String> = []

    init(interpreter: Interpreter) {
        let main = interpreter.program.index.name
        scenes = interpreter.sceneNames
        var numbers: [String: UInt64] = [:]
        for (index, scene) in scenes.enumerated() { numbers[scene] = UInt64(index) }
        sceneNumbers = numbers
        for scene in scenes {
            guard let declaration = interpreter.declaration(ofScene: scene) else { continue }
            // A control's action is code, not a segue: its control is counted among the controls.
            for segue in declaration.segues where segue.kind == .action && segue.controlName == nil {
                guard let method = segue.identifier else { continue }
                actionNumbers["\(scene).\(method)"] = segues.count
                actionMethods.insert(method)
                seguesByScene[scene, default: []].append(segues.count)
                segues.append(SegueItem(scene: scene, control: nil, identifier: method, isUnwind: false,
                                        label: "\(scene): segue \"\(method)\" (an action)"))
            }
            for segue in declaration.segues where segue.kind != .action {
                let destination = segue.destination.map { reference -> String in
                    reference.storyboard == main ? reference.name : "\(reference.storyboard).\(reference.name)"
                }
                let identifier = segue.identifier ?? segue.unwindAction ?? destination ?? segue.writtenDestination.text
                let trigger = segue.controlName ?? "segue \"\(segue.identifier ?? "")\""
                let target = segue.unwindAction ?? segue.writtenDestination.text
                seguesByScene[scene, default: []].append(segues.count)
                segues.append(SegueItem(scene: scene, control: segue.controlName, identifier: identifier,
                                        isUnwind: segue.unwindAction != nil,
                                        label: "\(scene): \(trigger) -> \(segue.kind.rawValue) \(target)"))
            }
            for (action, _) in declaration.unwindActions {
                unwindNumbers["\(scene).\(action)"] = unwinds.count
                unwinds.append("\(scene).\(action)")
            }
            for (control, _) in declaration.controls {
                controlNumbers["\(scene).\(control)"] = controls.count
                controls.append("\(scene).\(control)")
            }
        }
    }

    /// The coverage numbers an action's events fired: segues as themselves,
    /// unwind actions after the segues (`segues.count + n`).
    /// `notes` keeps what each note text says, read once per worker: a real app's states fire the
    /// same few hundred segues over and over, and reading a note and its source's scene again was
    /// a tenth of exploring one (Mastodon's import).
    func fired(by events: [Event], scene tappedScene: String?, control: String?, notes: inout [String: NoteReading],
               names: (String) -> String?) -> [Int32] {
        var result: [Int32] = []
        for event in events {
            switch event.kind {
            case .note:
                let text = event.method
                let reading: NoteReading
                if let known = notes[text] {
                    reading = known
                } else {
                    reading = Self.segueNote(text).flatMap { identifier, sourceName, isUnwind in
                        names(sourceName).map { NoteReading.segue(identifier: identifier, scene: $0, isUnwind: isUnwind) }
                    } ?? .other
                    // Bounded: instance ordinals make new texts in an app that grows without limit.
                    if notes.count >= Self.noteMemoLimit { notes.removeAll(keepingCapacity: true) }
                    notes[text] = reading
                }
                guard case .segue(let identifier, let scene, let isUnwind) = reading,
                      let candidates = seguesByScene[scene] else { continue }
                let matching = candidates.filter { segues[$0].identifier == identifier && segues[$0].isUnwind == isUnwind }
                let tapped = matching.filter { segues[$0].control != nil && segues[$0].control == control && tappedScene == scene }
                for number in tapped.isEmpty ? matching : tapped { result.append(Int32(number)) }
            case .callback:
                if let scene = names(event.receiver), let number = actionNumbers["\(scene).\(event.method)"] {
                    result.append(Int32(number))
                    continue
                }
                guard event.methodName == "unwind", event.labelName == nil, let argument = event.argument,
                      let scene = names(event.receiver), let number = unwindNumbers["\(scene).\(argument)"] else { continue }
                result.append(Int32(segues.count + number))
            case .layout, .warning:
                continue
            }
        }
        return result
    }

    /// What a note says for coverage: a segue or unwind of a scene of the catalog's, or nothing.
    enum NoteReading {
        case segue(identifier: String, scene: String, isUnwind: Bool)
        case other
    }

    /// The most note texts a worker keeps read at once.
    static let noteMemoLimit = 50_000

    /// `segue ID: Source -> Destination` or `unwind ID: …`, the interpreter's note of a segue:
    /// its identifier (quotes taken off), its source and whether it unwinds. Read byte by byte:
    /// the explorer reads every note of every action, and a generic substring search over them
    /// was the largest single cost of its bookkeeping.
    static func segueNote(_ text: String) -> (identifier: String, source: String, isUnwind: Bool)? {
        let bytes = text.utf8
        let isUnwind = text.hasPrefix("unwind ")
        guard isUnwind || text.hasPrefix("segue ") else { return nil }
        let start = bytes.index(bytes.startIndex, offsetBy: isUnwind ? 7 : 6)
        guard let colon = firstIndex(of: [UInt8(ascii: ":"), UInt8(ascii: " ")], in: bytes, from: start),
              let sourceStart = bytes.index(colon, offsetBy: 2, limitedBy: bytes.endIndex),
              let arrow = firstIndex(of: Array(" -> ".utf8), in: bytes, from: sourceStart) else { return nil }
        var identifier = Substring(text.utf8[start..<colon])
        if identifier.count >= 2, identifier.hasPrefix("\""), identifier.hasSuffix("\"") {
            identifier = identifier.dropFirst().dropLast()
        }
        return (String(identifier), String(Substring(text.utf8[sourceStart..<arrow])), isUnwind)
    }

    /// Where `needle` first starts in `bytes` at or after `start`.
    private static func firstIndex(of needle: [UInt8], in bytes: String.UTF8View,
                                   from start: String.UTF8View.Index) -> String.UTF8View.Index? {
        var index = start
        while index < bytes.endIndex {
            if bytes[index] == needle[0] {
                var probe = index
                var matched = 0
                while matched < needle.count, probe < bytes.endIndex, bytes[probe] == needle[matched] {
                    matched += 1
                    probe = bytes.index(after: probe)
                }
                if matched == needle.count { return index }
            }
            index = bytes.index(after: index)
        }
        return nil
    }

    /// The control number of `Scene.control`.
    func controlNumber(scene: String, control: String) -> Int? { controlNumbers["\(scene).\(control)"] }
}
