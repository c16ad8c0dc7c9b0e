// The column-style split view of iOS 14 and later (`UISplitViewController(style:)`).
//
// Its children are its columns: primary, supplementary (triple column) and
// secondary, each a navigation controller (UIKit wraps a column's view
// controller that is not one; StoryboardBuilder makes the wrappers), and the
// compact column as assigned, when there is one. Expanded (regular width) it shows every
// column but the compact one, side by side (flow's display mode: the
// supplementary and primary beside the secondary). Collapsed (compact width):
// - with a compact column, only that (Apple, `Column.compact`: "If a view
//   controller is set for this column, that view controller is shown when
//   isCollapsed is true");
// - without, the columns' stacks are stacked onto the primary navigation
//   controller, the secondary's on top (the proposed top column of
//   `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`),
//   and expanding gives each column its controllers back.
// The delegate hears `splitViewControllerDidCollapse` /
// `splitViewControllerDidExpand` ("This delegate method only applies to
// column-style split view interfaces"). A `show` from inside a column pushes
// on that column's navigation controller; `showDetailViewController` sets the
// secondary column (a stack of one) when expanded and pushes on what is shown
// when collapsed. `show(_:)` of a column moves to the closest display mode
// showing it; state restoration of the columns is not modelled.

extension SplitViewController {
    /// The column layout of a column-style split view; nil for a classic one.
    var columnLayout: ColumnLayout? {
        app.declared(id, \.columns)
    }

    /// The column navigation controllers shown side by side when expanded:
    /// every child but the compact column.
    var expandedColumns: [InstanceID] {
        let compact = app.controllers.read(id, { $0.split.compactColumn }) ?? nil
        return app.controllers.children(of: id).filter { $0 != compact }
    }

    /// The display mode in effect: what `show column` chose, else the
    /// preferred one, else automatic's (flow's choice: every column beside
    /// the secondary).
    var displayMode: SplitDisplayMode {
        let layout = columnLayout
        if let chosen = app.controllers.read(id, { $0.split.displayMode }) ?? nil { return chosen }
        if let preferred = layout?.displayMode { return preferred }
        return layout?.hasSupplementary == true ? .twoBesideSecondary : .oneBesideSecondary
    }

    /// The columns an expanded split view shows in its display mode: the
    /// secondary alone, one column with it (the primary of two, the
    /// supplementary of three) or, in a triple column, all three.
    var displayedColumns: [InstanceID] {
        let columns = expandedColumns
        guard columns.count > 1, let secondary = columns.last else { return columns }
        switch displayMode.columnsWithSecondary {
        case 0: return [secondary]
        case 1: return [columns[columns.count - 2], secondary]
        default: return columns.count == 2 ? [columns[columns.count - 2], secondary] : columns
        }
    }

    /// What a column-style split shows: the displayed columns expanded;
    /// collapsed, the compact column or the primary holding the others' stacks.
    var shownColumns: [InstanceID] {
        guard let controller = app.controllers[id] else { return [] }
        guard controller.split.isCollapsed else { return displayedColumns }
        if let compact = controller.split.compactColumn { return [compact] }
        return Array(controller.children.prefix(1))
    }

    /// Where `show` and `showDetailViewController` go when they reach a
    /// column-style split itself: collapsed, the shown column pushes;
    /// expanded, `show` pushes on the secondary column and `showDetail`
    /// sets it (`showDetailRoute(showing:)` pushes one that is no
    /// navigation controller there).
    func route(detail: Bool) -> ShowRoute? {
        guard let controller = app.controllers[id], columnLayout != nil else { return nil }
        if controller.split.isCollapsed {
            // A compact column UIKit did not wrap (a content controller) has
            // no stack to push on: the destination is presented instead.
            guard let shown = shownColumns.first else { return nil }
            return app.controllers.kind(of: shown) == .navigation ? .push(shown) : .present
        }
        guard let secondary = expandedColumns.last else { return nil }
        return detail ? .setSecondaryColumn(secondary) : .push(secondary)
    }

    /// `show column X [in Split]`: `UISplitViewController.show(_:)`. Apple:
    /// "the split view interface transitions to the closest display mode
    /// available for the current split behavior where the specified column
    /// is fully visible" — the primary brings every column up to it, the
    /// supplementary one column beside the secondary, in the family of the
    /// mode in effect (beside, over, displace); columns that appear or leave
    /// get `splitViewController(_:willShow:)` / `willHide:` and their
    /// appearance callbacks. Collapsed onto the primary, the stack pops back
    /// to that column's controllers; collapsed to a compact column, only that
    /// one shows.
    public func show(column: SplitColumn) throws {
        guard let columnSet = columnLayout, let controller = app.controllers[id] else {
            throw UIKitException("show(_:) of a column applies to a column-style split view; '\(app.name(id))' is classic")
        }
        let columns = expandedColumns
        let position: Int?
        switch column {
        case .primary: position = 0
        case .supplementary: position = columnSet.hasSupplementary ? 1 : nil
        case .secondary: position = columns.count - 1
        case .compact: position = nil
        }
        if controller.split.isCollapsed {
            if columnSet.compact != nil || column == .compact {
                app.note("show column \(column): \(app.name(id)) is collapsed to its compact column")
                return
            }
            guard let position, let primary = columns.first else { return }
            let counts = controller.split.columnCounts
            let depth = counts.prefix(position + 1).reduce(0, +)
            let stack = app.controllers.children(of: primary)
            guard position < counts.count, depth >= 1, depth < stack.count else {
                app.note("show column \(column): already on top in \(app.name(primary))")
                return
            }
            try app.navigation(primary).pop(to: stack[depth - 1], animated: true)
            return
        }
        guard let position else {
            app.note("show column \(column): \(app.name(id)) has no such column here")
            return
        }
        let before = displayedColumns
        guard !before.contains(columns[position]) else {
            app.note("show column \(column): already shown")
            return
        }
        // The arrangement stays; displacing needs a third column.
        var arrangement = displayMode.arrangement
        if arrangement == .displace && columns.count != 3 { arrangement = .beside }
        let mode = SplitDisplayMode(showing: position == 0 && columns.count == 3 ? 2 : 1, arrangement)
        app.note("show column \(column): \(app.name(id)) to \(mode.rawValue)")
        try change(to: mode, from: before, columns: columns, hasSupplementary: columnSet.hasSupplementary)
    }

    /// `hide column X [in Split]`: `UISplitViewController.hide(_:)`. Apple:
    /// the interface "transitions to the closest display mode available for
    /// the current split behavior where the specified column is hidden" —
    /// hiding the primary of a triple column leaves the supplementary beside
    /// the secondary; hiding the supplementary, or the primary of a double
    /// column, leaves the secondary alone. The secondary is always shown; a
    /// collapsed split view shows one column already.
    public func hide(column: SplitColumn) throws {
        guard let columnSet = columnLayout, let controller = app.controllers[id] else {
            throw UIKitException("hide(_:) of a column applies to a column-style split view; '\(app.name(id))' is classic")
        }
        guard !controller.split.isCollapsed else {
            app.note("hide column \(column): \(app.name(id)) is collapsed, showing one column")
            return
        }
        let columns = expandedColumns
        let position: Int?
        switch column {
        case .primary: position = 0
        case .supplementary: position = columnSet.hasSupplementary ? 1 : nil
        case .secondary, .compact: position = nil
        }
        guard let position, columns.indices.contains(position) else {
            app.note("hide column \(column): \(app.name(id)) cannot hide it")
            return
        }
        let before = displayedColumns
        guard before.contains(columns[position]) else {
            app.note("hide column \(column): already hidden")
            return
        }
        let mode = position == 0 && columns.count == 3 ? SplitDisplayMode(showing: 1, displayMode.arrangement) : .secondaryOnly
        app.note("hide column \(column): \(app.name(id)) to \(mode.rawValue)")
        try change(to: mode, from: before, columns: columns, hasSupplementary: columnSet.hasSupplementary)
    }

    /// The display mode becomes `mode`: the columns that come and go are
    /// announced to the delegate (`willShowColumn`, `willHideColumn`) and
    /// get their appearance callbacks, animated.
    private func change(to mode: SplitDisplayMode, from before: [InstanceID], columns: [InstanceID],
                        hasSupplementary: Bool) throws {
        app.update(id) { $0.split.displayMode = mode }
        let after = displayedColumns
        let appearing = after.filter { !before.contains($0) }
        let leaving = before.filter { !after.contains($0) }
        let names = SplitColumn.expanded(hasSupplementary: hasSupplementary)
        func columnName(_ column: InstanceID) -> EventName {
            columns.firstIndex(of: column).map { app.eventWord(names[$0].rawValue) } ?? app.eventName(column)
        }
        for column in appearing { app.emit(.callback(app.eventName(id), "willShowColumn", columnName(column))) }
        for column in leaving { app.emit(.callback(app.eventName(id), "willHideColumn", columnName(column))) }
        guard app.isInWindow(id) else { return }
        for column in appearing { try app.viewController(column).beginAppearance(appearing: true, animated: true) }
        for column in leaving { try app.viewController(column).beginAppearance(appearing: false, animated: true) }
        for column in appearing { try app.viewController(column).layout() }
        for column in leaving { try app.viewController(column).endAppearance(appearing: false, animated: true) }
        for column in appearing { try app.viewController(column).endAppearance(appearing: true, animated: true) }
    }
}

