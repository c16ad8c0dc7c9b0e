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
        app.controllers.scene(of: id).flatMap { app.storyboard.scenes[$0]?.columns }
    }

    /// The column navigation controllers shown side by side when expanded:
    /// every child but the compact column.
    var expandedColumns: [InstanceID] {
        let compact = app.controllers.read(id, { $0.compactColumn }) ?? nil
        return app.controllers.children(of: id).filter { $0 != compact }
    }

    /// The display mode in effect: what `show column` chose, else the
    /// preferred one, else automatic's (flow's choice: every column beside
    /// the secondary).
    var displayMode: SplitDisplayMode {
        let layout = columnLayout
        if let chosen = app.controllers.read(id, { $0.displayMode }) ?? nil { return chosen }
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
        guard controller.isCollapsed else { return displayedColumns }
        if let compact = controller.compactColumn { return [compact] }
        return Array(controller.children.prefix(1))
    }

    /// Collapses a column-style split view (compact width).
    func collapseColumns(_ layout: ColumnLayout) throws {
        let onScreen = app.isInWindow(id)
        let compactScene = layout.compact
        let columns = expandedColumns
        if let compactScene {
            let compact: InstanceID
            if let existing = app.controllers.read(id, { $0.compactColumn }) ?? nil {
                compact = existing
            } else {
                compact = try app.instantiate(compactScene)
                app.addChild(compact, to: id)
                app.update(id) { $0.compactColumn = compact }
                app.emit(.callback(app.eventName(compact), "didMove", app.eventName(id)))
            }
            app.note("collapse \(app.name(id)) to its compact column \(app.name(compact))")
            if onScreen {
                for column in columns { try app.beginAppearance(column, appearing: false, animated: false) }
                try app.beginAppearance(compact, appearing: true, animated: false)
                try app.layout(compact)
                for column in columns { try app.endAppearance(column, appearing: false, animated: false) }
                try app.endAppearance(compact, appearing: true, animated: false)
            }
        } else if let primary = columns.first {
            // The delegate may put another column than the proposed one (the
            // secondary) on top: the stacks of the columns up to it go onto
            // the primary's; those after it stay where they are, hidden.
            let names = UIKitAddedControllers.expandedColumns(hasSupplementary: columns.count == 3)
            var top = columns.count - 1
            if let chosen = layout.topColumnForCollapsing {
                app.emit(.callback(app.eventName(id), "topColumnForCollapsing", app.eventWord(names[top])))
                top = min(chosen, columns.count - 1)
            }
            let stacked = Array(columns.prefix(top + 1))
            app.note("collapse \(app.name(id)): the columns' stacks onto \(app.name(primary))"
                     + (top == columns.count - 1 ? "" : ", the \(names[top]) on top"))
            var counts: [Int] = []
            var covered: [InstanceID] = []
            for column in stacked.dropLast() {
                counts.append(app.controllers.children(of: column).count)
                if let top = app.controllers.children(of: column).last { covered.append(top) }
            }
            for column in stacked.dropFirst() {
                let stack = app.controllers.children(of: column)
                app.update(column) { $0.children = [] }
                for id in stack {
                    app.emit(.callback(app.eventName(id), "willMove", app.eventName(primary)))
                    app.update(primary) { $0.children.append(id) }
                    app.update(id) { $0.parent = primary }
                    app.emit(.callback(app.eventName(id), "didMove", app.eventName(primary)))
                }
            }
            app.update(id) { $0.columnCounts = counts }
            if onScreen {
                // What the stacked tops cover leaves the screen, and so do the
                // other columns, emptied or hidden.
                let leaving = covered.filter { $0 != app.controllers.children(of: primary).last } + columns.dropFirst()
                for id in leaving { try app.beginAppearance(id, appearing: false, animated: false) }
                for id in leaving { try app.endAppearance(id, appearing: false, animated: false) }
            }
        }
        app.emit(.callback(app.eventName(id), "splitViewControllerDidCollapse"))
    }

    /// Expands a column-style split view (regular width).
    func expandColumns(_ columns: ColumnLayout) throws {
        let onScreen = app.isInWindow(id)
        let columns = expandedColumns
        if let compact = app.controllers.read(id, { $0.compactColumn }) ?? nil {
            app.note("expand \(app.name(id)) from its compact column")
            if onScreen {
                try app.beginAppearance(compact, appearing: false, animated: false)
                for column in columns { try app.beginAppearance(column, appearing: true, animated: false) }
                for column in columns { try app.layout(column) }
                try app.endAppearance(compact, appearing: false, animated: false)
                for column in columns { try app.endAppearance(column, appearing: true, animated: false) }
            }
        } else if let primary = columns.first {
            app.note("expand \(app.name(id)): the columns take their stacks back from \(app.name(primary))")
            let counts = app.controllers.read(id, { $0.columnCounts }) ?? []
            var stack = app.controllers.children(of: primary)
            var kept = Array(stack.prefix(counts.first ?? stack.count))
            stack.removeFirst(kept.count)
            if kept.isEmpty, let first = stack.first {
                // The primary's own controllers were popped while collapsed: it keeps one.
                kept = [first]
                stack.removeFirst()
            }
            app.update(primary) { $0.children = kept }
            for (position, column) in columns.enumerated().dropFirst() {
                // The column that was on top takes what is left; the ones
                // after it kept their own stacks (`collapse to`).
                let isLast = position == counts.count
                let share = isLast ? stack : Array(stack.prefix(counts.count > position ? counts[position] : 0))
                stack.removeFirst(share.count)
                for id in share {
                    app.emit(.callback(app.eventName(id), "willMove", app.eventName(column)))
                    app.update(column) { $0.children.append(id) }
                    app.update(id) { $0.parent = column }
                    app.emit(.callback(app.eventName(id), "didMove", app.eventName(column)))
                }
                if app.controllers.children(of: column).isEmpty,
                   let scene = app.controllers.scene(of: column).flatMap({ app.storyboard.scenes[$0] })?.relationships.first {
                    // Nothing of its own left: the column starts again from its scene.
                    let root = try app.instantiate(scene)
                    app.addChild(root, to: column)
                    app.emit(.callback(app.eventName(root), "didMove", app.eventName(column)))
                }
            }
            app.update(id) { $0.columnCounts = [] }
            if onScreen {
                for column in columns { try app.beginAppearance(column, appearing: true, animated: false) }
                for column in columns { try app.layout(column) }
                for column in columns { try app.endAppearance(column, appearing: true, animated: false) }
            }
        }
        app.emit(.callback(app.eventName(id), "splitViewControllerDidExpand"))
    }

    /// Where `show` and `showDetailViewController` go when they reach a
    /// column-style split itself: collapsed, the shown column pushes;
    /// expanded, `show` pushes on the secondary column and `showDetail`
    /// sets it.
    func route(detail: Bool) -> ShowRoute? {
        guard let controller = app.controllers[id], columnLayout != nil else { return nil }
        if controller.isCollapsed {
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
    public func show(column: String) throws {
        guard let columnSet = columnLayout, let controller = app.controllers[id] else {
            throw UIKitException("show(_:) of a column applies to a column-style split view; '\(app.name(id))' is classic")
        }
        let columns = expandedColumns
        let position: Int?
        switch column {
        case "primary": position = 0
        case "supplementary": position = columnSet.hasSupplementary ? 1 : nil
        case "secondary": position = columns.count - 1
        case "compact": position = nil
        default: position = nil
        }
        if controller.isCollapsed {
            if columnSet.compact != nil || column == "compact" {
                app.note("show column \(column): \(app.name(id)) is collapsed to its compact column")
                return
            }
            guard let position, let primary = columns.first else { return }
            let counts = controller.columnCounts
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
    public func hide(column: String) throws {
        guard let columnSet = columnLayout, let controller = app.controllers[id] else {
            throw UIKitException("hide(_:) of a column applies to a column-style split view; '\(app.name(id))' is classic")
        }
        guard !controller.isCollapsed else {
            app.note("hide column \(column): \(app.name(id)) is collapsed, showing one column")
            return
        }
        let columns = expandedColumns
        let position: Int?
        switch column {
        case "primary": position = 0
        case "supplementary": position = columnSet.hasSupplementary ? 1 : nil
        default: position = nil
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
        app.update(id) { $0.displayMode = mode }
        let after = displayedColumns
        let appearing = after.filter { !before.contains($0) }
        let leaving = before.filter { !after.contains($0) }
        let names = UIKitAddedControllers.expandedColumns(hasSupplementary: hasSupplementary)
        func columnName(_ column: InstanceID) -> EventName {
            columns.firstIndex(of: column).map { app.eventWord(names[$0]) } ?? app.eventName(column)
        }
        for column in appearing { app.emit(.callback(app.eventName(id), "willShowColumn", columnName(column))) }
        for column in leaving { app.emit(.callback(app.eventName(id), "willHideColumn", columnName(column))) }
        guard app.isInWindow(id) else { return }
        for column in appearing { try app.beginAppearance(column, appearing: true, animated: true) }
        for column in leaving { try app.beginAppearance(column, appearing: false, animated: true) }
        for column in appearing { try app.layout(column) }
        for column in leaving { try app.endAppearance(column, appearing: false, animated: true) }
        for column in appearing { try app.endAppearance(column, appearing: true, animated: true) }
    }
}

