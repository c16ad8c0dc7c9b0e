import FlowVocabulary

// A controller as bytes, for a packed checkpoint (AppCheckpoint+Packing.swift). Most controllers
// of a state are a few fields from new, so a controller writes a mask, a bit for each field that
// is not as a new controller has it (a flag's bit is the flag itself), then those fields in order:
// five or six bytes where every field took one or more (issue 53). What a container records
// (`Controller.navigation`, `.split`, `.tabs`, `.search`) and how a controller is presented
// (`.presentation`) are groups packed the same way behind one bit of the controller's mask, so a
// content controller spends nothing on them and a group's fields are listed in one place.

extension Controller {
    /// The controller as bytes: its identity, its scene's number in `numbering` (0 for a
    /// tombstone's empty scene), its ordinal and kind, then the mask of its other fields.
    func pack(into writer: inout ByteWriter, numbering: SceneNumbering) {
        writer.id(id)
        // A scene the storyboard lacks cannot come back: its number is one no unpacking takes.
        writer.unsigned(numbering.number(of: self).map { UInt64($0) + 1 } ?? (scene.isEmpty ? 0 : .max))
        writer.signed(ordinal)
        writer.enumCase(kind)
        let groups = (presentation: presentation.mask, navigation: navigation.mask, split: split.mask, tabs: tabs.mask,
                      search: search.mask)
        var mask = Mask<ControllerField>()
        mask.mark(.isViewLoaded, isViewLoaded)
        mask.mark(.appearance, appearance != .disappeared)
        mask.mark(.parent, parent != nil)
        mask.mark(.children, !children.isEmpty)
        mask.mark(.selectedIndex, selectedIndex != 0)
        mask.mark(.presented, presented != nil)
        mask.mark(.presenting, presenting != nil)
        mask.mark(.pendingAppearanceTransition, pendingAppearanceTransition != nil)
        mask.mark(.pendingViewIsAppearing, pendingViewIsAppearing != nil)
        mask.mark(.overriddenWidth, overriddenWidth != nil)
        mask.mark(.missedWidth, missedWidth != nil)
        mask.mark(.variables, !variables.isEmpty)
        mask.mark(.presentation, groups.presentation != 0)
        mask.mark(.navigation, groups.navigation != 0)
        mask.mark(.split, groups.split != 0)
        mask.mark(.tabs, groups.tabs != 0)
        mask.mark(.search, groups.search != 0)
        writer.unsigned(mask.bits)
        if appearance != .disappeared { writer.enumCase(appearance) }
        if let parent { writer.id(parent) }
        if !children.isEmpty { writer.ids(children) }
        if selectedIndex != 0 { writer.signed(selectedIndex) }
        if let presented { writer.id(presented) }
        if let presenting { writer.id(presenting) }
        if let pendingAppearanceTransition { writer.flag(pendingAppearanceTransition) }
        if let pendingViewIsAppearing { writer.flag(pendingViewIsAppearing) }
        if let overriddenWidth { writer.enumCase(overriddenWidth) }
        if let missedWidth { writer.enumCase(missedWidth) }
        if !variables.isEmpty {
            writer.unsigned(UInt64(variables.count))
            for name in variables.keys.sorted() {
                writer.string(name)
                if let value = variables[name] { writer.value(value) }
            }
        }
        writer.group(presentation, mask: groups.presentation)
        writer.group(navigation, mask: groups.navigation)
        writer.group(split, mask: groups.split)
        writer.group(tabs, mask: groups.tabs)
        writer.group(search, mask: groups.search)
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
        guard var fields = MaskedFields<ControllerField>(&reader) else { return nil }
        defer { reader = fields.reader }
        isViewLoaded = fields.has(.isViewLoaded)
        guard case .some(let appearance) = fields.choice(.appearance, AppearanceState.self),
              case .some(let parent) = fields.instance(.parent), let children = fields.ids(.children),
              let selectedIndex = fields.number(.selectedIndex),
              case .some(let presented) = fields.instance(.presented), case .some(let presenting) = fields.instance(.presenting),
              case .some(let pendingAppearanceTransition) = fields.flag(.pendingAppearanceTransition),
              case .some(let pendingViewIsAppearing) = fields.flag(.pendingViewIsAppearing),
              case .some(let overriddenWidth) = fields.choice(.overriddenWidth, WidthClass.self),
              case .some(let missedWidth) = fields.choice(.missedWidth, WidthClass.self)
        else { return nil }
        self.appearance = appearance ?? .disappeared
        self.parent = parent
        self.children = children
        self.selectedIndex = selectedIndex
        self.presented = presented
        self.presenting = presenting
        self.pendingAppearanceTransition = pendingAppearanceTransition
        self.pendingViewIsAppearing = pendingViewIsAppearing
        self.overriddenWidth = overriddenWidth
        self.missedWidth = missedWidth
        if fields.has(.variables) {
            guard let count = fields.reader.count() else { return nil }
            for _ in 0..<count {
                guard let name = fields.reader.string(), let value = fields.reader.value() else { return nil }
                variables[name] = value
            }
        }
        guard let presentation = fields.group(.presentation, PresentationState.self),
              let navigation = fields.group(.navigation, NavigationController.State.self),
              let split = fields.group(.split, SplitViewController.State.self),
              let tabs = fields.group(.tabs, TabBarController.State.self),
              let search = fields.group(.search, SearchController.State.self)
        else { return nil }
        self.presentation = presentation
        self.navigation = navigation
        self.split = split
        self.tabs = tabs
        self.search = search
    }
}

/// The controller's own fields, then a bit for each group that is not as a new controller has it.
private enum ControllerField: Int, MaskBit {
    case isViewLoaded, appearance, parent, children, selectedIndex, presented, presenting, pendingAppearanceTransition,
         pendingViewIsAppearing, overriddenWidth, missedWidth, variables, presentation, navigation, split, tabs, search
}

// MARK: - The groups

extension PresentationState: PackedGroup {
    enum Field: Int, MaskBit {
        case style, requestedStyle, animator, presentationController, popoverAnchor, selectedDetent
    }

    var mask: UInt64 {
        var mask = Mask<Field>()
        mask.mark(.style, style != nil)
        mask.mark(.requestedStyle, requestedStyle != nil)
        mask.mark(.animator, animator != nil)
        mask.mark(.presentationController, presentationController != nil)
        mask.mark(.popoverAnchor, popoverAnchor != nil)
        mask.mark(.selectedDetent, selectedDetent != nil)
        return mask.bits
    }

    func write(into writer: inout ByteWriter) {
        if let style { writer.enumCase(style) }
        if let requestedStyle { writer.enumCase(requestedStyle) }
        if let animator { writer.string(animator) }
        if let presentationController { writer.string(presentationController) }
        if let popoverAnchor { writer.string(popoverAnchor) }
        if let selectedDetent { writer.string(selectedDetent.text) }
    }

    init?(unpacking fields: inout MaskedFields<Field>) {
        guard case .some(let style) = fields.choice(.style, PresentationStyle.self),
              case .some(let requestedStyle) = fields.choice(.requestedStyle, PresentationStyle.self),
              case .some(let animator) = fields.text(.animator),
              case .some(let presentationController) = fields.text(.presentationController),
              case .some(let popoverAnchor) = fields.text(.popoverAnchor),
              case .some(let detentText) = fields.text(.selectedDetent)
        else { return nil }
        // A detent the packer wrote is one a program can write.
        var selectedDetent: Detent?
        if let detentText {
            guard let detent = Detent(detentText) else { return nil }
            selectedDetent = detent
        }
        self.init(style: style, requestedStyle: requestedStyle, animator: animator,
                  presentationController: presentationController, popoverAnchor: popoverAnchor, selectedDetent: selectedDetent)
    }
}

extension NavigationController.State: PackedGroup {
    enum Field: Int, MaskBit {
        case isNavigationBarHidden, isToolbarShown
    }

    var mask: UInt64 {
        var mask = Mask<Field>()
        mask.mark(.isNavigationBarHidden, isNavigationBarHidden)
        mask.mark(.isToolbarShown, !isToolbarHidden)
        return mask.bits
    }

    func write(into writer: inout ByteWriter) {}

    init?(unpacking fields: inout MaskedFields<Field>) {
        self.init(isNavigationBarHidden: fields.has(.isNavigationBarHidden), isToolbarHidden: !fields.has(.isToolbarShown))
    }
}

extension SplitViewController.State: PackedGroup {
    enum Field: Int, MaskBit {
        case isCollapsed, displayMode, compactColumn, columnCounts
    }

    var mask: UInt64 {
        var mask = Mask<Field>()
        mask.mark(.isCollapsed, isCollapsed)
        mask.mark(.displayMode, displayMode != nil)
        mask.mark(.compactColumn, compactColumn != nil)
        mask.mark(.columnCounts, !columnCounts.isEmpty)
        return mask.bits
    }

    func write(into writer: inout ByteWriter) {
        if let displayMode { writer.enumCase(displayMode) }
        if let compactColumn { writer.id(compactColumn) }
        if !columnCounts.isEmpty {
            writer.unsigned(UInt64(columnCounts.count))
            for count in columnCounts { writer.signed(count) }
        }
    }

    init?(unpacking fields: inout MaskedFields<Field>) {
        guard case .some(let displayMode) = fields.choice(.displayMode, SplitDisplayMode.self),
              case .some(let compactColumn) = fields.instance(.compactColumn) else { return nil }
        var columnCounts: [Int] = []
        if fields.has(.columnCounts) {
            guard let count = fields.reader.count() else { return nil }
            for _ in 0..<count {
                guard let columns = fields.reader.signed() else { return nil }
                columnCounts.append(columns)
            }
        }
        self.init(isCollapsed: fields.has(.isCollapsed), displayMode: displayMode, compactColumn: compactColumn,
                  columnCounts: columnCounts)
    }
}

extension TabBarController.State: PackedGroup {
    enum Field: Int, MaskBit {
        case moreNavigation, redirectedNavigation, redirectedFrom, tabBar, keptAbove
    }

    var mask: UInt64 {
        var mask = Mask<Field>()
        mask.mark(.moreNavigation, moreNavigation != nil)
        mask.mark(.redirectedNavigation, redirectedNavigation != nil)
        mask.mark(.redirectedFrom, redirectedFrom != nil)
        mask.mark(.tabBar, tabBar != nil)
        mask.mark(.keptAbove, !keptAbove.isEmpty)
        return mask.bits
    }

    func write(into writer: inout ByteWriter) {
        if let moreNavigation { writer.id(moreNavigation) }
        if let redirectedNavigation { writer.id(redirectedNavigation) }
        if let redirectedFrom { writer.id(redirectedFrom) }
        if let tabBar { writer.id(tabBar) }
        if !keptAbove.isEmpty { writer.ids(keptAbove) }
    }

    init?(unpacking fields: inout MaskedFields<Field>) {
        guard case .some(let moreNavigation) = fields.instance(.moreNavigation),
              case .some(let redirectedNavigation) = fields.instance(.redirectedNavigation),
              case .some(let redirectedFrom) = fields.instance(.redirectedFrom),
              case .some(let tabBar) = fields.instance(.tabBar), let keptAbove = fields.ids(.keptAbove) else { return nil }
        self.init(moreNavigation: moreNavigation, redirectedNavigation: redirectedNavigation, redirectedFrom: redirectedFrom,
                  tabBar: tabBar, keptAbove: keptAbove)
    }
}

extension SearchController.State: PackedGroup {
    enum Field: Int, MaskBit {
        case controller, host, text, scope
    }

    var mask: UInt64 {
        var mask = Mask<Field>()
        mask.mark(.controller, controller != nil)
        mask.mark(.host, host != nil)
        mask.mark(.text, text != nil)
        mask.mark(.scope, scope != 0)
        return mask.bits
    }

    func write(into writer: inout ByteWriter) {
        if let controller { writer.id(controller) }
        if let host { writer.id(host) }
        if let text { writer.string(text) }
        if scope != 0 { writer.signed(scope) }
    }

    init?(unpacking fields: inout MaskedFields<Field>) {
        guard case .some(let controller) = fields.instance(.controller), case .some(let host) = fields.instance(.host),
              case .some(let text) = fields.text(.text), let scope = fields.number(.scope), scope >= 0 else { return nil }
        self.init(controller: controller, host: host, text: text, scope: scope)
    }
}
