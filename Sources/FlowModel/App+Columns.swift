// The column-style split view of iOS 14 and later (`UISplitViewController(style:)`).
//
// Its children are its columns, each a navigation controller (UIKit wraps a
// column's view controller that is not one; StoryboardBuilder makes the
// wrappers): primary, supplementary (triple column), secondary, and the
// compact column when there is one. Expanded (regular width) it shows every
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
// when collapsed. Display modes other than all-beside, `show(_:)` of a column
// and state restoration of the columns are not modelled.

extension App {
    /// The column layout of a column-style split view; nil for a classic one.
    func columnLayout(of split: InstanceID) -> ColumnLayout? {
        controllers.scene(of: split).flatMap { storyboard.scenes[$0]?.columns }
    }

    /// The column navigation controllers shown side by side when expanded:
    /// every child but the compact column.
    func expandedColumns(of split: InstanceID) -> [InstanceID] {
        let compact = controllers.read(split, { $0.compactColumn }) ?? nil
        return controllers.children(of: split).filter { $0 != compact }
    }

    /// The display mode in effect: what `show column` chose, else the
    /// preferred one, else automatic's (flow's choice: every column beside
    /// the secondary).
    func displayMode(of split: InstanceID) -> SplitDisplayMode {
        let layout = columnLayout(of: split)
        if let chosen = controllers.read(split, { $0.displayMode }) ?? nil { return chosen }
        if let preferred = layout?.displayMode { return preferred }
        return layout?.hasSupplementary == true ? .twoBesideSecondary : .oneBesideSecondary
    }

    /// The columns an expanded split view shows in its display mode: the
    /// secondary alone, one column with it (the primary of two, the
    /// supplementary of three) or, in a triple column, all three.
    func displayedColumns(of split: InstanceID) -> [InstanceID] {
        let columns = expandedColumns(of: split)
        guard columns.count > 1, let secondary = columns.last else { return columns }
        switch displayMode(of: split).columnsWithSecondary {
        case 0: return [secondary]
        case 1: return [columns[columns.count - 2], secondary]
        default: return columns.count == 2 ? [columns[columns.count - 2], secondary] : columns
        }
    }

    /// What a column-style split shows: the displayed columns expanded;
    /// collapsed, the compact column or the primary holding the others' stacks.
    func shownColumns(of split: InstanceID) -> [InstanceID] {
        guard let controller = controllers[split] else { return [] }
        guard controller.isCollapsed else { return displayedColumns(of: split) }
        if let compact = controller.compactColumn { return [compact] }
        return Array(controller.children.prefix(1))
    }

    /// Collapses a column-style split view (compact width).
    func collapseColumns(_ split: InstanceID, _ columns: ColumnLayout) throws {
        let onScreen = isInWindow(split)
        let compactScene = columns.compact
        let columns = expandedColumns(of: split)
        if let compactScene {
            let compact: InstanceID
            if let existing = controllers.read(split, { $0.compactColumn }) ?? nil {
                compact = existing
            } else {
                compact = try instantiate(compactScene)
                addChild(compact, to: split)
                update(split) { $0.compactColumn = compact }
                emit(.callback(eventName(compact), "didMove", eventName(split)))
            }
            note("collapse \(name(split)) to its compact column \(name(compact))")
            if onScreen {
                for column in columns { try beginAppearance(column, appearing: false, animated: false) }
                try beginAppearance(compact, appearing: true, animated: false)
                try layout(compact)
                for column in columns { try endAppearance(column, appearing: false, animated: false) }
                try endAppearance(compact, appearing: true, animated: false)
            }
        } else if let primary = columns.first {
            note("collapse \(name(split)): the columns' stacks onto \(name(primary))")
            var counts: [Int] = []
            var covered: [InstanceID] = []
            for column in columns.dropLast() {
                counts.append(controllers.children(of: column).count)
                if let top = controllers.children(of: column).last { covered.append(top) }
            }
            for column in columns.dropFirst() {
                let stack = controllers.children(of: column)
                update(column) { $0.children = [] }
                for id in stack {
                    emit(.callback(eventName(id), "willMove", eventName(primary)))
                    update(primary) { $0.children.append(id) }
                    update(id) { $0.parent = primary }
                    emit(.callback(eventName(id), "didMove", eventName(primary)))
                }
            }
            update(split) { $0.columnCounts = counts }
            if onScreen {
                // What the stacked tops cover leaves the screen, and so do the emptied columns.
                let leaving = covered.filter { $0 != controllers.children(of: primary).last } + columns.dropFirst()
                for id in leaving { try beginAppearance(id, appearing: false, animated: false) }
                for id in leaving { try endAppearance(id, appearing: false, animated: false) }
            }
        }
        emit(.callback(eventName(split), "splitViewControllerDidCollapse"))
    }

    /// Expands a column-style split view (regular width).
    func expandColumns(_ split: InstanceID, _ columns: ColumnLayout) throws {
        let onScreen = isInWindow(split)
        let columns = expandedColumns(of: split)
        if let compact = controllers.read(split, { $0.compactColumn }) ?? nil {
            note("expand \(name(split)) from its compact column")
            if onScreen {
                try beginAppearance(compact, appearing: false, animated: false)
                for column in columns { try beginAppearance(column, appearing: true, animated: false) }
                for column in columns { try layout(column) }
                try endAppearance(compact, appearing: false, animated: false)
                for column in columns { try endAppearance(column, appearing: true, animated: false) }
            }
        } else if let primary = columns.first {
            note("expand \(name(split)): the columns take their stacks back from \(name(primary))")
            let counts = controllers.read(split, { $0.columnCounts }) ?? []
            var stack = controllers.children(of: primary)
            var kept = Array(stack.prefix(counts.first ?? stack.count))
            stack.removeFirst(kept.count)
            if kept.isEmpty, let first = stack.first {
                // The primary's own controllers were popped while collapsed: it keeps one.
                kept = [first]
                stack.removeFirst()
            }
            update(primary) { $0.children = kept }
            for (position, column) in columns.enumerated().dropFirst() {
                let isLast = position == columns.count - 1
                let share = isLast ? stack : Array(stack.prefix(counts.count > position ? counts[position] : 0))
                stack.removeFirst(share.count)
                for id in share {
                    emit(.callback(eventName(id), "willMove", eventName(column)))
                    update(column) { $0.children.append(id) }
                    update(id) { $0.parent = column }
                    emit(.callback(eventName(id), "didMove", eventName(column)))
                }
                if controllers.children(of: column).isEmpty,
                   let scene = controllers.scene(of: column).flatMap({ storyboard.scenes[$0] })?.relationships.first {
                    // Nothing of its own left: the column starts again from its scene.
                    let root = try instantiate(scene)
                    addChild(root, to: column)
                    emit(.callback(eventName(root), "didMove", eventName(column)))
                }
            }
            update(split) { $0.columnCounts = [] }
            if onScreen {
                for column in columns { try beginAppearance(column, appearing: true, animated: false) }
                for column in columns { try layout(column) }
                for column in columns { try endAppearance(column, appearing: true, animated: false) }
            }
        }
        emit(.callback(eventName(split), "splitViewControllerDidExpand"))
    }

    /// Where `show` and `showDetailViewController` go when they reach a
    /// column-style split itself: collapsed, the shown column pushes;
    /// expanded, `show` pushes on the secondary column and `showDetail`
    /// sets it.
    func columnRoute(of split: InstanceID, detail: Bool) -> ShowRoute? {
        guard let controller = controllers[split], columnLayout(of: split) != nil else { return nil }
        if controller.isCollapsed {
            // A compact column UIKit did not wrap (a content controller) has
            // no stack to push on: the destination is presented instead.
            guard let shown = shownColumns(of: split).first else { return nil }
            return controllers.kind(of: shown) == .navigation ? .push(shown) : .present
        }
        guard let secondary = expandedColumns(of: split).last else { return nil }
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
    public func showColumn(_ column: String, of split: InstanceID) throws {
        guard let columnSet = columnLayout(of: split), let controller = controllers[split] else {
            throw UIKitException("show(_:) of a column applies to a column-style split view; '\(name(split))' is classic")
        }
        let columns = expandedColumns(of: split)
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
                note("show column \(column): \(name(split)) is collapsed to its compact column")
                return
            }
            guard let position, let primary = columns.first else { return }
            let counts = controller.columnCounts
            let depth = counts.prefix(position + 1).reduce(0, +)
            let stack = controllers.children(of: primary)
            guard position < counts.count, depth >= 1, depth < stack.count else {
                note("show column \(column): already on top in \(name(primary))")
                return
            }
            try pop(primary, to: stack[depth - 1], animated: true)
            return
        }
        guard let position else {
            note("show column \(column): \(name(split)) has no such column here")
            return
        }
        let before = displayedColumns(of: split)
        guard !before.contains(columns[position]) else {
            note("show column \(column): already shown")
            return
        }
        // The arrangement stays; displacing needs a third column.
        var arrangement = displayMode(of: split).arrangement
        if arrangement == .displace && columns.count != 3 { arrangement = .beside }
        let mode = SplitDisplayMode(showing: position == 0 && columns.count == 3 ? 2 : 1, arrangement)
        note("show column \(column): \(name(split)) to \(mode.rawValue)")
        update(split) { $0.displayMode = mode }
        let after = displayedColumns(of: split)
        let appearing = after.filter { !before.contains($0) }
        let leaving = before.filter { !after.contains($0) }
        let names = ["primary", "supplementary", "secondary"].filter { $0 != "supplementary" || columnSet.hasSupplementary }
        func columnName(_ id: InstanceID) -> EventName {
            columns.firstIndex(of: id).map { eventWord(names[$0]) } ?? eventName(id)
        }
        for id in appearing { emit(.callback(eventName(split), "willShowColumn", columnName(id))) }
        for id in leaving { emit(.callback(eventName(split), "willHideColumn", columnName(id))) }
        guard isInWindow(split) else { return }
        for id in appearing { try beginAppearance(id, appearing: true, animated: true) }
        for id in leaving { try beginAppearance(id, appearing: false, animated: true) }
        for id in appearing { try layout(id) }
        for id in leaving { try endAppearance(id, appearing: false, animated: true) }
        for id in appearing { try endAppearance(id, appearing: true, animated: true) }
    }
}
