import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program on a pseudo-terminal, as a person at a terminal would:
/// keys go in, the screen's text comes out (escape sequences removed).
final class PseudoTerminal {
    private let master: Int32
    private let child: pid_t
    private(set) var output: [UInt8] = []

    /// Starts `executable` with `arguments` in `directory`, with `TERM` set
    /// (libedit needs a terminal description) and `environment` added.
    init?(executable: String, arguments: [String], directory: String, environment: [String: String]) {
        var master: Int32 = -1
        var size = winsize(ws_row: 24, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        var env = ProcessInfo.processInfo.environment
        env["TERM"] = "xterm"
        env.merge(environment) { _, new in new }
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        let pid = forkpty(&master, nil, nil, &size)
        if pid == 0 {
            _ = chdir(directory)
            execve(executable, argv, envp)
            _exit(127)
        }
        argv.forEach { free($0) }
        envp.forEach { free($0) }
        guard pid > 0 else { return nil }
        self.master = master
        self.child = pid
    }

    deinit {
        kill(child, SIGKILL)
        var status: Int32 = 0
        waitpid(child, &status, 0)
        close(master)
    }

    /// Types `text` (use "\t" for Tab, "\u{03}" for Ctrl-C, "\u{04}" for Ctrl-D, "\u{1B}[A" for Up).
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads until the screen text contains `needle` or `timeout` seconds pass.
    @discardableResult
    func waitFor(_ needle: String, timeout: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if screen.contains(needle) { return true }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(master, &buffer, buffer.count)
            if count <= 0 { break }
            output.append(contentsOf: buffer[0..<count])
        }
        return screen.contains(needle)
    }

    /// Exit status reported when the program ended but another waiter in this
    /// test process took its status: Foundation's `Process`, used by tests
    /// running at the same time, reaps children it did not start.
    static let reapedElsewhere: Int32 = -2

    /// Waits for the program to end; its exit status (`reapedElsewhere` when
    /// it ended and its status was taken), or nil if it did not end in time.
    func waitForExit(timeout: Double = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            _ = waitFor("\u{0}", timeout: 0.1)
            var status: Int32 = 0
            let result = waitpid(child, &status, WNOHANG)
            if result == child {
                return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : -1
            }
            if result == -1 && errno == ECHILD { return Self.reapedElsewhere }
        }
        return nil
    }

    /// Everything shown so far, escape sequences and carriage returns removed.
    var screen: String {
        var kept: [UInt8] = []
        var index = output.startIndex
        while index < output.endIndex {
            let byte = output[index]
            if byte == 0x1B {
                // ESC [ … final byte, or ESC and one more byte.
                index += 1
                if index < output.endIndex, output[index] == UInt8(ascii: "[") {
                    index += 1
                    while index < output.endIndex, !(0x40...0x7E).contains(output[index]) { index += 1 }
                }
                index += 1
                continue
            }
            if byte != UInt8(ascii: "\r") && byte != 0x07 { kept.append(byte) }
            index += 1
        }
        return String(decoding: kept, as: UTF8.self)
    }
}
