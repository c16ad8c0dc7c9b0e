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

    /// What a column-style split shows: its columns expanded; collapsed, the
    /// compact column or the primary holding the others' stacks.
    func shownColumns(of split: InstanceID) -> [InstanceID] {
        guard let controller = controllers[split] else { return [] }
        guard controller.isCollapsed else { return expandedColumns(of: split) }
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
                emit(.callback(name(compact), "didMove", name(split)))
            }
            note("collapse \(name(split)) to its compact column \(name(compact))")
            if onScreen {
                for column in columns { try beginAppearance(column, appearing: false, animated: false) }
                try beginAppearance(compact, appearing: true, animated: false)
                layout(compact)
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
                    emit(.callback(name(id), "willMove", name(primary)))
                    update(primary) { $0.children.append(id) }
                    update(id) { $0.parent = primary }
                    emit(.callback(name(id), "didMove", name(primary)))
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
        emit(.callback(name(split), "splitViewControllerDidCollapse"))
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
                for column in columns { layout(column) }
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
                    emit(.callback(name(id), "willMove", name(column)))
                    update(column) { $0.children.append(id) }
                    update(id) { $0.parent = column }
                    emit(.callback(name(id), "didMove", name(column)))
                }
                if controllers.children(of: column).isEmpty,
                   let scene = controllers.scene(of: column).flatMap({ storyboard.scenes[$0] })?.relationships.first {
                    // Nothing of its own left: the column starts again from its scene.
                    let root = try instantiate(scene)
                    addChild(root, to: column)
                    emit(.callback(name(root), "didMove", name(column)))
                }
            }
            update(split) { $0.columnCounts = [] }
            if onScreen {
                for column in columns { try beginAppearance(column, appearing: true, animated: false) }
                for column in columns { layout(column) }
                for column in columns { try endAppearance(column, appearing: true, animated: false) }
            }
        }
        emit(.callback(name(split), "splitViewControllerDidExpand"))
    }

    /// Where `show` and `showDetailViewController` go when they reach a
    /// column-style split itself: collapsed, the shown column pushes;
    /// expanded, `show` pushes on the secondary column and `showDetail`
    /// sets it.
    func columnRoute(of split: InstanceID, detail: Bool) -> ShowRoute? {
        guard let controller = controllers[split], columnLayout(of: split) != nil else { return nil }
        if controller.isCollapsed { return shownColumns(of: split).first.map { .push($0) } }
        guard let secondary = expandedColumns(of: split).last else { return nil }
        return detail ? .setSecondaryColumn(secondary) : .push(secondary)
    }
}
