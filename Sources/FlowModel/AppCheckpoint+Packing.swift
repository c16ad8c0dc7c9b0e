import FlowVocabulary

// A checkpoint packed into bytes, for `flow explore` to keep each state it
// has yet to expand (issue 53: a checkpoint's controllers, each a struct of
// some thirty fields with their arrays, strings and dictionaries, cost about
// 5 KB a state, and a search of 400,000 states held 1.9 GB). Everything is
// written, the tombstones of free slots and the scene rosters included, so
// an app restored from the bytes is the app the checkpoint holds: the same
// instances, names, slots and free ordinals, and so the same future.

/// An `AppCheckpoint` as bytes.
public struct PackedAppCheckpoint: Sendable {
    let bytes: [UInt8]

    /// The bytes it takes.
    public var byteCount: Int { bytes.count }
}

extension AppCheckpoint {
    /// The checkpoint as bytes, its scenes numbered as `storyboard` numbers them (the one it was
    /// made with; unpacking takes the same).
    public func packed(for storyboard: Storyboard) -> PackedAppCheckpoint {
        var writer = ByteWriter()
        writer.unsigned(UInt64(WidthClass.allCases.firstIndex(of: width) ?? 0))
        writer.instance(root)
        writer.signed(nextID)
        writer.double(clock)
        writer.flag(isInBackground)
        writer.instance(tabCustomization?.tabBar)
        if let tabCustomization { writer.ids(tabCustomization.initialOrder) }
        controllers.pack(into: &writer, numbering: storyboard.numbering)
        return PackedAppCheckpoint(bytes: writer.bytes)
    }

    /// The checkpoint `packed` holds; its instances' scenes are those
    /// `storyboard` numbers (the one it was packed for). Nil for bytes no
    /// checkpoint packed.
    public init?(unpacking packed: PackedAppCheckpoint, storyboard: Storyboard) {
        var reader = ByteReader(packed.bytes)
        guard let widthIndex = reader.unsigned(), widthIndex < UInt64(WidthClass.allCases.count),
              let root = reader.instance(), let nextID = reader.signed(), let clock = reader.double(),
              let isInBackground = reader.flag(),
              let customizedTabBar = reader.instance()
        else { return nil }
        var tabCustomization: TabCustomization?
        if let customizedTabBar {
            guard let order = reader.ids() else { return nil }
            tabCustomization = TabCustomization(tabBar: customizedTabBar, initialOrder: order)
        }
        guard let controllers = ControllerTable(unpacking: &reader, numbering: storyboard.numbering), reader.isAtEnd else { return nil }
        self.init(width: WidthClass.allCases[Int(widthIndex)], root: root, controllers: controllers,
                  nextID: nextID, clock: clock, isInBackground: isInBackground, tabCustomization: tabCustomization)
    }
}

extension ByteWriter {
    mutating func id(_ id: InstanceID) {
        signed(id.raw)
        signed(Int(id.slot))
    }

    /// An identity that may be absent.
    mutating func instance(_ id: InstanceID?) {
        flag(id != nil)
        if let id { self.id(id) }
    }

    mutating func ids(_ ids: [InstanceID]) {
        unsigned(UInt64(ids.count))
        for id in ids { self.id(id) }
    }

    mutating func value(_ value: Value) {
        switch value {
        case .integer(let number): unsigned(0); signed(number)
        case .decimal(let number): unsigned(1); double(number)
        case .string(let text): unsigned(2); string(text)
        case .boolean(let flag): unsigned(3); self.flag(flag)
        case .nil: unsigned(4)
        case .instance(let id, let name): unsigned(5); self.id(id); string(name)
        case .word(let word): unsigned(6); string(word)
        case .list(let values):
            unsigned(7)
            unsigned(UInt64(values.count))
            for element in values { self.value(element) }
        }
    }

    /// A case that may be absent: 0, or its position among the cases plus one.
    mutating func enumCase<Case: CaseIterable & Equatable>(_ value: Case?) {
        let cases = Case.allCases
        guard let value, let position = cases.firstIndex(of: value) else { return unsigned(0) }
        unsigned(UInt64(cases.distance(from: cases.startIndex, to: position)) + 1)
    }
}

extension ByteReader {
    mutating func id() -> InstanceID? {
        guard let raw = signed(), let slot = signed(), let narrow = Int32(exactly: slot) else { return nil }
        return InstanceID(raw: raw, slot: narrow)
    }

    /// `.some(nil)` for an absent identity, nil for bad bytes.
    mutating func instance() -> InstanceID?? {
        guard let present = flag() else { return nil }
        guard present else { return .some(nil) }
        guard let id = id() else { return nil }
        return .some(id)
    }

    mutating func ids() -> [InstanceID]? {
        guard let count = count() else { return nil }
        var ids: [InstanceID] = []
        ids.reserveCapacity(count)
        for _ in 0..<count {
            guard let id = id() else { return nil }
            ids.append(id)
        }
        return ids
    }

    /// A value; a list nests at most as deep as the model lets values nest.
    mutating func value(depth: Int = 0) -> Value? {
        guard depth < 1_000, let tag = unsigned() else { return nil }
        switch tag {
        case 0: return signed().map(Value.integer)
        case 1: return double().map(Value.decimal)
        case 2: return string().map(Value.string)
        case 3: return flag().map(Value.boolean)
        case 4: return .nil
        case 5:
            guard let id = id(), let name = string() else { return nil }
            return .instance(id, name: name)
        case 6: return string().map(Value.word)
        case 7:
            guard let count = count() else { return nil }
            var values: [Value] = []
            for _ in 0..<count {
                guard let element = value(depth: depth + 1) else { return nil }
                values.append(element)
            }
            return .list(values)
        default: return nil
        }
    }

    /// `.some(nil)` for an absent case, nil for bad bytes.
    mutating func enumCase<Case: CaseIterable>(_: Case.Type) -> Case?? {
        guard let raw = unsigned() else { return nil }
        guard raw > 0 else { return .some(nil) }
        let cases = Case.allCases
        guard raw <= UInt64(cases.count) else { return nil }
        return .some(cases[cases.index(cases.startIndex, offsetBy: Int(raw) - 1)])
    }
}

/// The fields of a controller a packed one writes only when they are not what a new controller
/// has: a bit of the mask each (a flag's bit is the flag itself), then the fields whose bits are
/// set, in this order. Most controllers of a state are a few fields from new: five or six bytes
/// where every field took one or more (issue 53).
private enum PackedField: Int, CaseIterable {
    case isViewLoaded, appearance, parent, children, selectedIndex, presented, presenting, presentationStyle,
         requestedStyle, animator, presentationController, popoverAnchor, isCollapsed, isNavigationBarHidden,
         isToolbarShown, pendingAppearanceTransition, pendingViewIsAppearing, selectedDetent, displayMode,
         compactColumn, columnCounts, moreNavigation, redirectedNavigation, redirectedFrom, tabBar, keptAbove,
         searchController, searchHost, searchText, searchScope, overriddenWidth, variables

    var bit: UInt64 { 1 << UInt64(rawValue) }
}

extension Controller {
    /// The controller as bytes: its identity, its scene's number in `numbering` (0 for a
    /// tombstone's empty scene), its ordinal and kind, then the mask of its other fields.
    func pack(into writer: inout ByteWriter, numbering: SceneNumbering) {
        writer.id(id)
        // A scene the storyboard lacks cannot come back: its number is one no unpacking takes.
        writer.unsigned(numbering.number(of: self).map { UInt64($0) + 1 } ?? (scene.isEmpty ? 0 : .max))
        writer.signed(ordinal)
        writer.enumCase(kind)
        var mask: UInt64 = 0
        func mark(_ field: PackedField, _ set: Bool) { if set { mask |= field.bit } }
        mark(.isViewLoaded, isViewLoaded)
        mark(.appearance, appearance != .disappeared)
        mark(.parent, parent != nil)
        mark(.children, !children.isEmpty)
        mark(.selectedIndex, selectedIndex != 0)
        mark(.presented, presented != nil)
        mark(.presenting, presenting != nil)
        mark(.presentationStyle, presentationStyle != nil)
        mark(.requestedStyle, requestedStyle != nil)
        mark(.animator, animator != nil)
        mark(.presentationController, presentationController != nil)
        mark(.popoverAnchor, popoverAnchor != nil)
        mark(.isCollapsed, isCollapsed)
        mark(.isNavigationBarHidden, isNavigationBarHidden)
        mark(.isToolbarShown, !isToolbarHidden)
        mark(.pendingAppearanceTransition, pendingAppearanceTransition != nil)
        mark(.pendingViewIsAppearing, pendingViewIsAppearing != nil)
        mark(.selectedDetent, selectedDetent != nil)
        mark(.displayMode, displayMode != nil)
        mark(.compactColumn, compactColumn != nil)
        mark(.columnCounts, !columnCounts.isEmpty)
        mark(.moreNavigation, moreNavigation != nil)
        mark(.redirectedNavigation, redirectedNavigation != nil)
        mark(.redirectedFrom, redirectedFrom != nil)
        mark(.tabBar, tabBar != nil)
        mark(.keptAbove, !keptAbove.isEmpty)
        mark(.searchController, searchController != nil)
        mark(.searchHost, searchHost != nil)
        mark(.searchText, searchText != nil)
        mark(.searchScope, searchScope != 0)
        mark(.overriddenWidth, overriddenWidth != nil)
        mark(.variables, !variables.isEmpty)
        writer.unsigned(mask)
        if mask & PackedField.appearance.bit != 0 { writer.enumCase(appearance) }
        if let parent { writer.id(parent) }
        if !children.isEmpty { writer.ids(children) }
        if selectedIndex != 0 { writer.signed(selectedIndex) }
        if let presented { writer.id(presented) }
        if let presenting { writer.id(presenting) }
        if let presentationStyle { writer.enumCase(presentationStyle) }
        if let requestedStyle { writer.enumCase(requestedStyle) }
        if let animator { writer.string(animator) }
        if let presentationController { writer.string(presentationController) }
        if let popoverAnchor { writer.string(popoverAnchor) }
        if let pendingAppearanceTransition { writer.flag(pendingAppearanceTransition) }
        if let pendingViewIsAppearing { writer.flag(pendingViewIsAppearing) }
        if let selectedDetent { writer.string(selectedDetent.text) }
        if let displayMode { writer.enumCase(displayMode) }
        if let compactColumn { writer.id(compactColumn) }
        if !columnCounts.isEmpty {
            writer.unsigned(UInt64(columnCounts.count))
            for count in columnCounts { writer.signed(count) }
        }
        if let moreNavigation { writer.id(moreNavigation) }
        if let redirectedNavigation { writer.id(redirectedNavigation) }
        if let redirectedFrom { writer.id(redirectedFrom) }
        if let tabBar { writer.id(tabBar) }
        if !keptAbove.isEmpty { writer.ids(keptAbove) }
        if let searchController { writer.id(searchController) }
        if let searchHost { writer.id(searchHost) }
        if let searchText { writer.string(searchText) }
        if searchScope != 0 { writer.signed(searchScope) }
        if let overriddenWidth { writer.enumCase(overriddenWidth) }
        if !variables.isEmpty {
            writer.unsigned(UInt64(variables.count))
            for name in variables.keys.sorted() {
                writer.string(name)
                if let value = variables[name] { writer.value(value) }
            }
        }
    }

    /// A controller as `pack` wrote it; a tombstone (no scene) gets the empty name.
    init?(unpacking reader: inout ByteReader, numbering: SceneNumbering) {
        guard let id = reader.id(), let sceneNumber = reader.unsigned(), let ordinal = reader.signed(),
              case .some(.some(let kind)) = reader.enumCase(ControllerKind.self) else { return nil }
        if sceneNumber == 0 {
            self.init(id: id, scene: "", sceneName: "", sceneNumber: nil, ordinal: ordinal, kind: kind)
        } else {
            guard sceneNumber <= UInt64(Int.max), let scene = numbering.scene(Int(sceneNumber) - 1) else { return nil }
            self.init(id: id, scene: scene.name, sceneName: scene.interned, sceneNumber: Int(sceneNumber) - 1,
                      ordinal: ordinal, kind: kind)
        }
        guard let mask = reader.unsigned(), mask >> UInt64(PackedField.allCases.count) == 0 else { return nil }
        var fields = MaskedFields(mask: mask, reader: reader)
        defer { reader = fields.reader }
        isViewLoaded = fields.has(.isViewLoaded)
        guard case .some(let appearance) = fields.choice(.appearance, AppearanceState.self),
              case .some(let parent) = fields.instance(.parent), let children = fields.ids(.children),
              let selectedIndex = fields.number(.selectedIndex),
              case .some(let presented) = fields.instance(.presented), case .some(let presenting) = fields.instance(.presenting),
              case .some(let presentationStyle) = fields.choice(.presentationStyle, PresentationStyle.self),
              case .some(let requestedStyle) = fields.choice(.requestedStyle, PresentationStyle.self),
              case .some(let animator) = fields.text(.animator),
              case .some(let presentationController) = fields.text(.presentationController),
              case .some(let popoverAnchor) = fields.text(.popoverAnchor),
              case .some(let pending) = fields.flag(.pendingAppearanceTransition),
              case .some(let pendingIsAppearing) = fields.flag(.pendingViewIsAppearing),
              case .some(let detentText) = fields.text(.selectedDetent),
              case .some(let displayMode) = fields.choice(.displayMode, SplitDisplayMode.self),
              case .some(let compactColumn) = fields.instance(.compactColumn)
        else { return nil }
        // A detent the packer wrote is one a program can write.
        var selectedDetent: Detent?
        if let detentText {
            guard let detent = Detent(detentText) else { return nil }
            selectedDetent = detent
        }
        var columnCounts: [Int] = []
        if fields.has(.columnCounts) {
            guard let count = fields.reader.count() else { return nil }
            for _ in 0..<count {
                guard let columns = fields.reader.signed() else { return nil }
                columnCounts.append(columns)
            }
        }
        guard case .some(let moreNavigation) = fields.instance(.moreNavigation),
              case .some(let redirectedNavigation) = fields.instance(.redirectedNavigation),
              case .some(let redirectedFrom) = fields.instance(.redirectedFrom), case .some(let tabBar) = fields.instance(.tabBar),
              let keptAbove = fields.ids(.keptAbove), case .some(let searchController) = fields.instance(.searchController),
              case .some(let searchHost) = fields.instance(.searchHost), case .some(let searchText) = fields.text(.searchText),
              let searchScope = fields.number(.searchScope), searchScope >= 0,
              case .some(let overriddenWidth) = fields.choice(.overriddenWidth, WidthClass.self)
        else { return nil }
        var variables: [String: Value] = [:]
        if fields.has(.variables) {
            guard let count = fields.reader.count() else { return nil }
            for _ in 0..<count {
                guard let name = fields.reader.string(), let value = fields.reader.value() else { return nil }
                variables[name] = value
            }
        }
        self.appearance = appearance ?? .disappeared
        self.parent = parent
        self.children = children
        self.selectedIndex = selectedIndex
        self.presented = presented
        self.presenting = presenting
        self.presentationStyle = presentationStyle
        self.requestedStyle = requestedStyle
        self.animator = animator
        self.presentationController = presentationController
        self.popoverAnchor = popoverAnchor
        isCollapsed = fields.has(.isCollapsed)
        isNavigationBarHidden = fields.has(.isNavigationBarHidden)
        isToolbarHidden = !fields.has(.isToolbarShown)
        pendingAppearanceTransition = pending
        pendingViewIsAppearing = pendingIsAppearing
        self.selectedDetent = selectedDetent
        self.displayMode = displayMode
        self.compactColumn = compactColumn
        self.columnCounts = columnCounts
        self.moreNavigation = moreNavigation
        self.redirectedNavigation = redirectedNavigation
        self.redirectedFrom = redirectedFrom
        self.tabBar = tabBar
        self.keptAbove = keptAbove
        self.searchController = searchController
        self.searchHost = searchHost
        self.searchText = searchText
        self.searchScope = searchScope
        self.overriddenWidth = overriddenWidth
        self.variables = variables
    }
}

/// Reads the fields a controller's mask says were written (`Controller.pack`): each read of a
/// field whose bit is clear gives its default without reading; a missing or malformed field is nil.
private struct MaskedFields {
    let mask: UInt64
    var reader: ByteReader

    func has(_ field: PackedField) -> Bool { mask & field.bit != 0 }

    mutating func instance(_ field: PackedField) -> InstanceID?? {
        guard has(field) else { return .some(nil) }
        return reader.id().map { .some($0) }
    }

    mutating func ids(_ field: PackedField) -> [InstanceID]? { has(field) ? reader.ids() : [] }

    mutating func text(_ field: PackedField) -> String?? {
        guard has(field) else { return .some(nil) }
        return reader.string().map { .some($0) }
    }

    mutating func flag(_ field: PackedField) -> Bool?? {
        guard has(field) else { return .some(nil) }
        return reader.flag().map { .some($0) }
    }

    mutating func choice<Case: CaseIterable>(_ field: PackedField, _: Case.Type) -> Case?? {
        guard has(field) else { return .some(nil) }
        guard case .some(.some(let value)) = reader.enumCase(Case.self) else { return nil }
        return .some(value)
    }

    mutating func number(_ field: PackedField) -> Int? { has(field) ? reader.signed() : 0 }
}
