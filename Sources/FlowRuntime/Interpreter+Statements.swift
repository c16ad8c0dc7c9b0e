import FlowLang
import FlowModel

// One statement at a time: the bookkeeping every statement gets (the step
// limit, the automatic launch, the trace, the previous statement's events,
// `--strict`), then the executor for its kind.
extension Interpreter {
    func execute<Statements: RandomAccessCollection<Statement>>(_ statements: Statements, in context: Context) throws
        where Statements.Index == Int {
        for index in statements.indices {
            let statement = statements[index]
            // Only `--strict`'s warning check reads the next statement: a copy
            // of it for every statement cost 0.7 % of a script's run.
            let next = options.strict && index + 1 < statements.count ? statements[index + 1] : nil
            // Code UIKit calls logs as the script statement that caused it does.
            guard !context.isCallback else {
                try execute(statement, in: context, next: next)
                continue
            }
            let read = eventsAreRead(after: index, in: statements)
            logsEvents = read || retainingLog > 0 || options.strict
            if read && isCompound(statement.tag) {
                // What follows reads this block's events: keep them all.
                retainingLog += 1
                defer { retainingLog -= 1 }
                try execute(statement, in: context, next: next)
            } else {
                try execute(statement, in: context, next: next)
            }
        }
    }

    /// Runs one statement; `next`, the statement after it, is given only
    /// under `--strict`, whose warning check reads it.
    func execute(_ statement: Statement, in context: Context, next: Statement?) throws {
        try countStep(at: statement, in: context)
        let counts = countsAsPreviousStatement(statement.tag)
        if !context.isCallback {
            // Only the previous statement's events are ever read: a statement
            // that counts as one starts the log afresh, at any depth, unless
            // a block around it is still to be read whole.
            if counts && retainingLog == 0 { clearLog() }
            if app == nil && needsApp(statement.tag) {
                try wrapping(statement, in: context) { try launch(width: options.launchWidth, automatic: true) }
            }
            if !isCompound(statement.tag) { report(.statement(traceStatement(statement, in: context))) }
        }
        let start = nextSequence
        try wrapping(statement, in: context) { try perform(statement, in: context) }
        guard !context.isCallback && counts else { return }
        previous = start..<nextSequence
        if options.strict { try checkWarnings(of: statement, in: context, next: next) }
    }

    /// Turns failures below a statement into runtime errors at the statement.
    func wrapping(_ statement: Statement, in context: Context, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let failure as Failure {
            throw RuntimeError(kind: failure.kind, message: failure.message, path: context.path, range: statement.range)
        } catch let exception as UIKitException {
            throw RuntimeError(kind: .exception, message: exception.message, path: context.path, range: statement.range)
        } catch let limit as HierarchyTooDeep {
            throw RuntimeError(kind: .limit, message: limit.message, path: context.path, range: statement.range)
        }
        // A controller joined past the hierarchy's bound (App+DepthLimit.swift).
        if let limit = app?.takeDepthOverflow() {
            throw RuntimeError(kind: .limit, message: limit.message, path: context.path, range: statement.range)
        }
    }

    private func countStep(at statement: Statement, in context: Context) throws {
        try wrapping(statement, in: context) { try countIteration() }
    }

    /// Counts one `repeat` iteration against the step limit, and every 64
    /// steps asks whether the person wants the run to stop.
    func countIteration() throws {
        steps += 1
        if steps > options.stepLimit {
            throw Failure("the step limit of \(options.stepLimit) statements was reached "
                          + "(an endless 'repeat', or hooks that keep triggering each other?)", kind: .limit)
        }
        if steps & 63 == 0, let shouldStop = options.shouldStop, shouldStop() {
            throw Failure("interrupted (Ctrl-C) after \(steps) statements", kind: .interrupted)
        }
    }

    /// Under `--strict`, a warning the statement caused is an error unless
    /// the next statement is an `expect warning` for it.
    private func checkWarnings(of statement: Statement, in context: Context, next: Statement?) throws {
        var expected: String?
        if let next, case .expectWarning(let literal) = next.kind { expected = literal.value }
        for (sequence, event) in log where previous.contains(sequence) && event.kind == .warning {
            if excusedWarnings.contains(sequence) { continue }
            if let expected, event.method.contains(expected) {
                excusedWarnings.insert(sequence)
                continue
            }
            throw RuntimeError(kind: .warning, message: "UIKit warning (an error with --strict): \(event.method)",
                               path: context.path, range: statement.range)
        }
    }

    /// `expect` and `print` statements look at the previous statement; all others are one.
    func countsAsPreviousStatement(_ kind: StatementKind.Tag) -> Bool {
        switch kind {
        case .expect, .expectEvents, .expectWarning, .print, .printTree, .printEvents:
            return false
        case .launch, .tap, .tapOutside, .back, .perform, .navigate, .pop, .dismiss, .unwind, .select, .size, .swipe,
             .embed, .unembed, .replace, .appearance, .showColumn, .preserve, .restore, .timeline, .wait, .alongside, .set, .if, .repeat, .test,
             .search, .cancelSearch, .entryPoint, .open, .background, .foreground, .typeText, .drag, .window:
            return true
        }
    }

    /// Statements that act on the app; before the first of them the app launches by itself.
    private func needsApp(_ kind: StatementKind.Tag) -> Bool {
        switch kind {
        case .tap, .tapOutside, .back, .perform, .navigate, .pop, .dismiss, .unwind, .select, .size, .embed, .unembed, .replace, .appearance, .showColumn,
             .printTree, .search, .cancelSearch, .background, .foreground, .typeText, .drag:
            return true
        case .launch, .swipe, .preserve, .restore, .timeline, .wait, .alongside, .expect, .expectEvents,
             .expectWarning, .set, .if, .repeat, .print, .printEvents, .test, .entryPoint, .open, .window:
            return false
        }
    }

    /// A person's touch on the screen, which needs the app in the foreground.
    private func isPersonOnScreen(_ kind: StatementKind.Tag) -> Bool {
        switch kind {
        case .tap, .tapOutside, .back, .swipe, .search, .cancelSearch, .typeText, .drag:
            return true
        case .launch, .perform, .navigate, .pop, .dismiss, .unwind, .select, .size, .embed, .unembed, .replace,
             .appearance, .showColumn, .preserve, .restore, .timeline, .wait, .alongside, .expect, .expectEvents,
             .expectWarning, .set, .if, .repeat, .print, .printTree, .printEvents, .test, .entryPoint, .open,
             .background, .foreground, .window:
            return false
        }
    }

    /// Statements the trace does not show themselves, only what runs inside them.
    func isCompound(_ kind: StatementKind.Tag) -> Bool {
        switch kind {
        case .if, .repeat, .timeline, .test, .entryPoint:
            return true
        case .launch, .tap, .tapOutside, .back, .perform, .navigate, .pop, .dismiss, .unwind, .select, .size, .swipe,
             .embed, .unembed, .replace, .appearance, .showColumn, .preserve, .restore, .wait, .alongside, .expect, .expectEvents, .expectWarning,
             .set, .print, .printTree, .printEvents, .search, .cancelSearch, .open, .background, .foreground, .typeText, .drag, .window:
            return false
        }
    }

    func traceStatement(_ statement: Statement, in context: Context) -> TraceStatement {
        let text = program.sourceText
        let location = text.location(of: statement.range.start, in: context.path)
        return TraceStatement(text: text.firstLine(of: statement.range, in: context.path),
                              path: context.path, line: location.line, column: location.column)
    }

    // MARK: Executors

    private func perform(_ statement: Statement, in context: Context) throws {
        if !context.isCallback, let app, app.isInBackground, isPersonOnScreen(statement.tag) {
            throw Failure("the app is in the background: a person comes back to it first ('foreground')")
        }
        if !context.isCallback, let app, let bar = app.customizedTabBar,
           isPersonOnScreen(statement.tag) || statement.tag == .select, statement.tag != .tap, statement.tag != .drag {
            throw Failure("the customizing sheet of '\(app.name(bar))' covers the screen: 'drag' a tab onto the bar, or 'tap done'")
        }
        switch statement.kind {
        case .launch(let width):
            try launchOrReconnect(width: width.flatMap { WidthClass(rawValue: $0.name) } ?? .compact)
        case .tap(let name):
            try tap(name, in: context)
        case .back:
            try tapBack()
        case .search(let text, let scope):
            let app = try requireApp()
            guard let host = app.searchHostOnScreen else { throw Failure("no scene on screen has a search field") }
            if let scope { return try app.search(of: host).select(scope: scope.value) }
            if !app.search(of: host).isActive, let hidden = app.search(of: host).whyTheFieldIsHidden {
                record(.note("search: \(hidden)"))
                return
            }
            try app.search(of: host).search(typing: text?.value)
        case .entryPoint:
            break  // the scene delegate's code, run when something opens the app
        case .open(let kind, let value):
            try open(kind, value.value)
        case .background:
            try enterBackground()
            try besideWindowFollows(intoBackground: true)
        case .foreground:
            try requireApp().windowScene.enterForeground()
            try besideWindowFollows(intoBackground: false)
        case .window(let window):
            try perform(window)
        case .typeText(let text, let field):
            try typeText(text.value, in: field.name)
        case .drag(let tab, let position):
            try dragTab(tab, to: position, in: context)
        case .cancelSearch:
            let app = try requireApp()
            guard let host = app.searchHostOnScreen, app.search(of: host).isActive else { throw Failure("no search is active") }
            try app.search(of: host).cancel()
        case .tapOutside:
            if try tapOutsideActionSheet() { return }
            try requireApp().tapOutside()
        case .perform(let identifier, let source):
            try performSegue(identifier: identifier.value, on: try source.map { try instance(named: $0, in: context) },
                             in: context)
        case .navigate(let node):
            try navigate(node, in: context)
        case .pop(let node):
            try pop(node, in: context)
        case .dismiss(let target, let options):
            let app = try requireApp()
            let receiver = try target.map { try instance(named: $0, in: context) } ?? defaultReceiver(in: context)
            let gathered = ResolvedOptions(options)
            try app.viewController(receiver).dismiss(animated: gathered.animated ?? true, completion: true)
        case .unwind(let action):
            try unwind(action: action.name, from: visibleInstance(), segue: nil, in: context)
        case .select(let node):
            try select(node, in: context)
        case .size(let width):
            guard let width = WidthClass(rawValue: width.name) else { throw Failure("unknown width class '\(width.name)'") }
            try requireApp().windowScene.setWidth(width)
        case .embed(let child, let container):
            let app = try requireApp()
            let containerID = try instance(named: container, in: context)
            let childID = try app.instantiate(try sceneName(of: child, in: context))
            do {
                try app.viewController(containerID).addChild(childID)
            } catch {
                app.discard(childID)
                throw error
            }
        case .unembed(let child):
            try requireApp().viewController(try instance(named: child, in: context)).removeFromParent()
        case .showColumn(let column, let split, let hides):
            let app = try requireApp()
            let target: InstanceID
            if let split {
                target = try instance(named: split, in: context)
            } else {
                let visible = try visibleInstance()
                guard let found = ([visible] + app.viewController(visible).ancestors).first(where: { app.controllers.kind(of: $0) == .split }) else {
                    throw Failure("no split view controller is on screen")
                }
                target = found
            }
            // The checker refuses any other word (`unknown-column`).
            guard let named = SplitColumn(rawValue: column.name) else { throw Failure("'\(column.name)' is not a column") }
            if hides { try app.splitView(target).hide(column: named) } else { try app.splitView(target).show(column: named) }
        case .appearance(let node):
            let app = try requireApp()
            let target = try instance(named: node.target, in: context)
            switch node.phase {
            case .beginAppearing, .beginDisappearing:
                try app.viewController(target).beginAppearanceTransition(node.phase == .beginAppearing,
                                                                         animated: ResolvedOptions(node.options).animated ?? true)
            case .end:
                try app.viewController(target).endAppearanceTransition()
            }
        case .replace(let old, let new, let options):
            let app = try requireApp()
            let oldID = try instance(named: old, in: context)
            let existing = new.last.instance != nil
            // `replace A with B#1`: that instance, as code that kept it would
            // (already a child of the container, or not in the hierarchy).
            let newID = existing ? try instance(named: new, in: context)
                : try app.instantiate(try sceneName(of: new, in: context))
            // A transition from a child to itself has nothing to show: the model would take the
            // child out and leave the container empty (UIKit documents no answer for it).
            if newID == oldID {
                throw Failure("'\(app.name(oldID))' would replace itself: name another instance, or a scene for a new one")
            }
            if existing, let parent = app.controllers.parent(of: newID), parent != app.controllers.parent(of: oldID) {
                throw Failure("'\(app.name(newID))' is a child of '\(app.name(parent))'; flow does not model moving "
                              + "a controller into another container")
            }
            do {
                // Called on A's container; an A in none gets UIKit's exception from its own call.
                let container = app.controllers.parent(of: oldID) ?? oldID
                try app.viewController(container).transition(from: oldID, to: newID, animated: ResolvedOptions(options).animated ?? true)
            } catch {
                if !existing { app.discard(newID) }
                throw error
            }
        case .swipe(let swipe):
            // The event orders of interactive gestures; their spread over
            // virtual time comes with `timeline` and `wait`.
            let app = try requireApp()
            let finish = swipe.outcome == .finish
            switch swipe.direction {
            case .back:
                guard try interactivePopAllowed() else { return }
                try app.swipeBack(progress: swipe.fraction, finish: finish)
            case .down: try app.swipeDown(progress: swipe.fraction, finish: finish)
            case .up: try app.swipeUp(progress: swipe.fraction, finish: finish)
            case .next: try app.swipePage(.next, progress: swipe.fraction, finish: finish)
            case .previous: try app.swipePage(.previous, progress: swipe.fraction, finish: finish)
            }
        case .preserve(let path):
            try preserve(to: path?.value)
        case .restore(let path):
            try restore(from: path?.value)
        case .timeline(let block):
            try executeTimeline(block, in: context)
        case .wait(let seconds):
            try executeWait(seconds)
        case .alongside(let block):
            try executeAlongside(block, in: context)
        case .expect(let condition, let message):
            try expect(condition, message: message?.value, statement: statement, in: context)
        case .expectEvents(let node):
            expectEvents(node, statement: statement, in: context)
        case .expectWarning(let literal):
            expectWarning(literal.value, statement: statement, in: context)
        case .set(let target, let value, let options):
            if case .member(let base, let name, _) = target.kind, name.name == Vocabulary.detentProperty {
                try setDetent(of: base, to: value, in: context)
            } else if case .member(let base, let name, _) = target.kind, name.name == Vocabulary.navigationBarHiddenProperty {
                try setNavigationBarHidden(of: base, to: value, animated: ResolvedOptions(options).animated ?? false, in: context)
            } else if case .member(let base, let name, _) = target.kind, name.name == Vocabulary.toolbarHiddenProperty {
                try setToolbarHidden(of: base, to: value, animated: ResolvedOptions(options).animated ?? false, in: context)
            } else if case .member(let base, let name, _) = target.kind, name.name == Vocabulary.searchingProperty {
                try setSearching(of: base, to: value, in: context)
            } else if case .member(let base, let name, _) = target.kind, name.name == Vocabulary.horizontalSizeClassProperty {
                try setHorizontalSizeClass(of: base, to: value, in: context)
            } else if target.namesRootViewController {
                try setWindowRoot(to: value, in: context)
            } else if case .member(let base, let name, _) = target.kind, name.name == Vocabulary.stackProperty {
                try setStack(of: base, to: value, animated: ResolvedOptions(options).animated ?? false, in: context)
            } else {
                try assign(try evaluate(value, in: context), to: target, in: context)
            }
        case .if(let node):
            try executeIf(node, in: context)
        case .repeat(let countExpression, let body):
            let count = try evaluate(countExpression, in: context)
            guard case .integer(let times) = count else {
                throw Failure("'repeat' needs an Int, found \(ValueOperations.typeName(count)) \(count.quotedDescription)")
            }
            guard times >= 0 else { throw Failure("'repeat' needs a count of 0 or more, found \(times)") }
            var done = 0
            while done < times {
                try countIteration()
                try nested { try execute(body.statements, in: context) }
                done += 1
            }
        case .print(let expression):
            report(.output(try evaluate(expression, in: context).description))
        case .printTree:
            let app = try requireApp()
            let renderer = TreeRenderer(platformVersion: program.platformVersion)
            var lines = renderer.render(app.snapshot())
            // With several windows, the tree is the window in front's: its root line says which.
            // In Split View, the window beside it is said apart.
            if !windows.others.isEmpty, let first = lines.first, first.hasPrefix("window") {
                let behind = windows.others.map(\.windowNumber).filter { $0 != windows.beside }.sorted()
                    .map(String.init).joined(separator: ", ")
                lines[0] = "window \(app.windowNumber)" + first.dropFirst("window".count)
                    + (windows.beside.map { " · beside \($0)" } ?? "") + (behind.isEmpty ? "" : " · in front of \(behind)")
            }
            for line in lines { report(.output(line)) }
            for line in renderer.renderInFlight(app.transitionsInFlight, at: app.clock) { report(.output(line)) }
        case .printEvents:
            for event in events(in: previous) where event.kind != .layout { report(.output(event.text)) }
        case .test:
            throw Failure("'test' may stand only at the top level of a file")
        }
    }

    /// Runs a nested block of script statements.
    func nested(_ body: () throws -> Void) throws {
        blockDepth += 1
        defer { blockDepth -= 1 }
        try body()
    }

    private func executeIf(_ node: IfStatement, in context: Context) throws {
        let condition = try evaluate(node.condition, in: context)
        guard case .boolean(let holds) = condition else {
            throw Failure("'if' needs a Bool, found \(ValueOperations.typeName(condition)) \(condition.quotedDescription)")
        }
        if holds {
            try nested { try execute(node.then.statements, in: context) }
            return
        }
        switch node.elseBranch {
        case .none:
            break
        case .block(let block):
            try nested { try execute(block.statements, in: context) }
        case .elseIf(let nestedIf, _):
            try executeIf(nestedIf, in: context)
        }
    }
}

/// A statement's source on one line, for the trace.
