// A column-style split view collapsing and expanding as its width class
// changes: the columns' stacks onto the primary navigation controller and back,
// or the compact column in their place (SplitViewController+Columns.swift has
// the rules and their sources).

extension SplitViewController {
    /// Collapses a column-style split view (compact width).
    func collapseColumns(_ layout: ColumnLayout) throws {
        let onScreen = app.isInWindow(id)
        let compactScene = layout.compact
        let columns = expandedColumns
        if let compactScene {
            let compact: InstanceID
            if let existing = app.controllers.read(id, { $0.split.compactColumn }) ?? nil {
                compact = existing
            } else {
                compact = try app.instantiate(compactScene)
                app.addChild(compact, to: id)
                app.update(id) { $0.split.compactColumn = compact }
                app.emit(.callback(app.eventName(compact), "didMove", app.eventName(id)))
            }
            app.note("collapse \(app.name(id)) to its compact column \(app.name(compact))")
            if onScreen {
                for column in columns { try app.viewController(column).beginAppearance(appearing: false, animated: false) }
                try app.viewController(compact).beginAppearance(appearing: true, animated: false)
                try app.viewController(compact).layout()
                for column in columns { try app.viewController(column).endAppearance(appearing: false, animated: false) }
                try app.viewController(compact).endAppearance(appearing: true, animated: false)
            }
        } else if let primary = columns.first {
            // The delegate may put another column than the proposed one (the
            // secondary) on top: the stacks of the columns up to it go onto
            // the primary's; those after it stay where they are, hidden.
            let names = SplitColumn.expanded(hasSupplementary: columns.count == 3)
            var top = columns.count - 1
            if let chosen = layout.topColumnForCollapsing {
                app.emit(.callback(app.eventName(id), "topColumnForCollapsing", app.eventWord(names[top].rawValue)))
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
            app.update(id) { $0.split.columnCounts = counts }
            if onScreen {
                // What the stacked tops cover leaves the screen, and so do the
                // other columns, emptied or hidden.
                let leaving = covered.filter { $0 != app.controllers.children(of: primary).last } + columns.dropFirst()
                for id in leaving { try app.viewController(id).beginAppearance(appearing: false, animated: false) }
                for id in leaving { try app.viewController(id).endAppearance(appearing: false, animated: false) }
            }
        }
        app.emit(.callback(app.eventName(id), "splitViewControllerDidCollapse"))
    }

    /// Expands a column-style split view (regular width).
    func expandColumns(_ columns: ColumnLayout) throws {
        let onScreen = app.isInWindow(id)
        let columns = expandedColumns
        if let compact = app.controllers.read(id, { $0.split.compactColumn }) ?? nil {
            app.note("expand \(app.name(id)) from its compact column")
            if onScreen {
                try app.viewController(compact).beginAppearance(appearing: false, animated: false)
                for column in columns { try app.viewController(column).beginAppearance(appearing: true, animated: false) }
                for column in columns { try app.viewController(column).layout() }
                try app.viewController(compact).endAppearance(appearing: false, animated: false)
                for column in columns { try app.viewController(column).endAppearance(appearing: true, animated: false) }
            }
        } else if let primary = columns.first {
            app.note("expand \(app.name(id)): the columns take their stacks back from \(app.name(primary))")
            let counts = app.controllers.read(id, { $0.split.columnCounts }) ?? []
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
                   let scene = app.declared(column, \.relationships)?.first {
                    // Nothing of its own left: the column starts again from its scene.
                    let root = try app.instantiate(scene)
                    app.addChild(root, to: column)
                    app.emit(.callback(app.eventName(root), "didMove", app.eventName(column)))
                }
            }
            app.update(id) { $0.split.columnCounts = [] }
            if onScreen {
                for column in columns { try app.viewController(column).beginAppearance(appearing: true, animated: false) }
                for column in columns { try app.viewController(column).layout() }
                for column in columns { try app.viewController(column).endAppearance(appearing: true, animated: false) }
            }
        }
        app.emit(.callback(app.eventName(id), "splitViewControllerDidExpand"))
    }
}
