import FlowLang
import FlowModel

// The event log: what `expect events/order/no/warning`, `print events` and
// `--strict` read — the events of the previous statement (an `if`, `repeat`
// or `timeline` counting as one statement, with everything inside it).
//
// Only that one statement's events are ever read, so a statement that counts
// clears the log as it starts, at any depth: memory stays flat over a long
// run, at the top level or inside `repeat`. The exception is a block whose
// events will be read whole: a compound statement followed, before the next
// statement that counts, by a statement that reads events. While it runs,
// nothing inside it clears the log (see `eventsAreRead(after:in:)`). And a
// statement whose events nothing will read does not log them at all: most
// scripts never read events, and logging was a copy of every event.
extension Interpreter {
    /// Logs an event and passes it on.
    func record(_ event: consuming Event) {
        // What the interpreter says itself (segue callbacks, notes) happens
        // at the app's present time.
        if let app { event.time = app.clock }
        log(event)
    }

    /// Logs an event the app emitted (and stamped), if it may be read, and passes it on.
    func log(_ event: Event) {
        if logsEvents { log.append((nextSequence, event)) }
        nextSequence &+= 1
        // A block read whole may log without bound; keep the newest events.
        if log.count > 2_000_000 { log.removeFirst(1_000_000) }
        report(.event(event))
    }

    /// Forgets every logged event, and which warnings were excused (they
    /// were among them), keeping the storage for the next statement's.
    func clearLog() {
        log.removeAll(keepingCapacity: true)
        if !excusedWarnings.isEmpty { excusedWarnings.removeAll(keepingCapacity: true) }
    }

    /// The events logged with sequence numbers in `range`.
    func events(in range: Range<Int>) -> [Event] {
        log.lazy.filter { range.contains($0.sequence) }.map(\.event)
    }

    /// Whether a statement that reads the previous statement's events
    /// follows `statements[index]` before the next statement that counts as
    /// one. At the top level of session input, the next input may; past the
    /// end of a block, the reading goes on at its start (a `repeat` body runs
    /// again; for other blocks this only keeps more than needed).
    func eventsAreRead<Statements: RandomAccessCollection<Statement>>(after index: Int, in statements: Statements) -> Bool
        where Statements.Index == Int {
        for position in statements.indices.dropFirst(index + 1) {
            if let reads = firstDecides(statements[position].tag) { return reads }
        }
        if endOfInputIsOpen && blockDepth == 0 { return true }
        for position in statements.indices.prefix(index) {
            if let reads = firstDecides(statements[position].tag) { return reads }
        }
        return false
    }

    /// True for a statement that reads the previous statement's events,
    /// false for one that becomes the previous statement, nil for neither.
    private func firstDecides(_ kind: StatementKind.Tag) -> Bool? {
        if readsEvents(kind) { return true }
        return countsAsPreviousStatement(kind) ? false : nil
    }

    private func readsEvents(_ kind: StatementKind.Tag) -> Bool {
        switch kind {
        case .expectEvents, .expectWarning, .printEvents:
            return true
        case .expect, .print, .printTree, .launch, .tap, .tapOutside, .back, .perform, .navigate, .pop, .dismiss, .unwind,
             .select, .size, .swipe, .embed, .unembed, .replace, .appearance, .showColumn, .preserve, .restore, .timeline, .wait, .alongside, .set, .if,
             .repeat, .test, .search, .cancelSearch, .entryPoint, .open, .background, .foreground, .typeText, .drag, .window:
            return false
        }
    }
}
