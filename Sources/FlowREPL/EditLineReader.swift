import CLibEdit
import FlowFiles
import FlowKit
#if canImport(Glibc)
import Glibc
#endif

/// Line editing on a terminal, by libedit: emacs key bindings, a history
/// kept across sessions in a file (bounded), Tab completion, Ctrl-C to
/// cancel the current input and Ctrl-D to quit.
public final class EditLineReader: LineReader {
    private let editor: OpaquePointer
    private let history: OpaquePointer
    private let historyPath: String?
    /// The prompt libedit shows, kept alive while it is shown.
    private var promptStorage: UnsafeMutablePointer<CChar>?
    public var completer: Completer?

    /// Nil when libedit cannot start (no terminal description, for instance).
    public init?(program: String = "flow", historyPath: String?, historySize: Int32 = 1_000) {
        guard let editor = flow_el_init(program), let history = flow_history_init(historySize) else { return nil }
        self.editor = editor
        self.history = history
        self.historyPath = historyPath
        flow_el_set_history(editor, history)
        if let historyPath { _ = flow_history_load(history, historyPath) }
        flow_el_set_client_data(editor, Unmanaged.passUnretained(self).toOpaque())
        flow_el_set_prompt(editor) { editor in
            guard let editor, let data = flow_el_client_data(editor) else { return nil }
            return Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue().promptStorage
        }
        flow_el_bind(editor, "flow-complete", "complete the word before the cursor", { editor, _ in
            guard let editor, let data = flow_el_client_data(editor) else { return UInt8(CC_ERROR) }
            return Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue().complete()
        }, "^I")
        // Ctrl-C while editing: a key that ends the line as cancelled. As a
        // signal it would race with libedit's read (a SIGINT that arrives
        // between two reads leaves the line as it was).
        flow_el_disable_interrupt_signal(editor)
        flow_el_bind(editor, "flow-cancel", "cancel the input", { editor, _ in
            guard let editor, let data = flow_el_client_data(editor) else { return UInt8(CC_ERROR) }
            Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue().cancelled = true
            return UInt8(CC_NEWLINE)
        }, "^C")
        EditLineReader.installInterruptHandler()
    }

    /// Set by the Ctrl-C key binding: the line libedit returns is discarded.
    private var cancelled = false

    deinit {
        saveHistory()
        el_end(editor)
        history_end(history)
        free(promptStorage)
    }

    public func readLine(prompt: String) -> LineInput {
        free(promptStorage)
        promptStorage = strdup(prompt)
        EditLineReader.interrupted = 0
        var count: Int32 = 0
        cancelled = false
        // The terminal goes into editing mode before the prompt is drawn, not
        // after: libedit as Debian builds it (no FIONREAD) draws the prompt
        // and switches only at its first read. A key typed in between met the
        // tty's cooked line discipline: Ctrl-C became SIGINT, and Ctrl-D its
        // end-of-file marker, which reads as a NUL byte once the terminal is
        // raw; libedit binds NUL to ed-quoted-insert, so the session waited
        // for one more key and Ctrl-D never quit. el_gets returns the terminal
        // to cooked mode itself.
        flow_el_prepare_terminal(editor)
        let read = el_gets(editor, &count)
        if cancelled {
            fputs("^C\n", flow_stdout())
            return .interrupted
        }
        guard let text = read else {
            // libedit gives a count of 0 at the end of input (Ctrl-D on an
            // empty line) and -1 when the read was interrupted; the flag
            // alone could be stale if the signal arrived late.
            if count < 0 && EditLineReader.interrupted != 0 {
                el_reset(editor)
                return .interrupted
            }
            return .endOfInput
        }
        var line = String(cString: text)
        if line.hasSuffix("\n") { line.removeLast() }
        return .line(line)
    }

    public func remember(_ line: String) {
        flow_history_enter(history, line)
        saveHistory()
    }

    /// libedit's H_SAVE truncates the file and writes it in place, so a
    /// crash or a full disk half-way would lose the history: it writes a
    /// temporary file that replaces the old one only once complete.
    private func saveHistory() {
        guard let historyPath else { return }
        let history = self.history
        try? OutputFile.replace(historyPath) { temporary in
            if flow_history_save(history, temporary) < 0 { throw HistoryNotSaved() }
        }
    }

    /// Tab: completes the word before the cursor with what the completer
    /// offers — the whole word when there is one candidate, the common
    /// prefix when there are several, and the list of them when the prefix
    /// is already typed.
    private func complete() -> UInt8 {
        guard let completer, let info = el_line(editor) else { return UInt8(CC_ERROR) }
        let before = String(decoding: UnsafeBufferPointer(start: UnsafeRawPointer(info.pointee.buffer)
            .assumingMemoryBound(to: UInt8.self), count: info.pointee.cursor - info.pointee.buffer), as: UTF8.self)
        let word = Session.completionWord(in: before)
        let candidates = completer(before).filter { $0.hasPrefix(word) }
        guard !candidates.isEmpty else { return UInt8(CC_REFRESH_BEEP) }
        let common = candidates.dropFirst().reduce(candidates[0]) { prefix, candidate in
            String(zip(prefix, candidate).prefix { $0 == $1 }.map(\.0))
        }
        if candidates.count == 1 {
            el_insertstr(editor, String(common.dropFirst(word.count)) + " ")
            return UInt8(CC_REFRESH)
        }
        if common.count > word.count {
            el_insertstr(editor, String(common.dropFirst(word.count)))
            return UInt8(CC_REFRESH)
        }
        let listing = "\n" + candidates.sorted().joined(separator: "  ") + "\n"
        fputs(listing, flow_stdout())
        return UInt8(CC_REDISPLAY)
    }

    // MARK: Ctrl-C

    /// Set by the SIGINT handler. While editing, Ctrl-C is a key (see `init`);
    /// the handler keeps a Ctrl-C that arrives while a statement runs from
    /// killing the REPL, and an interrupted read is reported as `.interrupted`.
    nonisolated(unsafe) static var interrupted: sig_atomic_t = 0

    private static func installInterruptHandler() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in EditLineReader.interrupted = 1 }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0  // no SA_RESTART: the read must stop
        sigaction(SIGINT, &action, nil)
    }
}

/// libedit could not write the history (the old history file stays).
private struct HistoryNotSaved: Error {}
