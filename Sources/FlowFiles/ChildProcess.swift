#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Dispatch
import FoundationEssentials

/// Runs a program and waits for it: `posix_spawn`, pipes read and written
/// with `poll`, then `wait4`. The modules linked into `flow` import
/// `FoundationEssentials` and not `Foundation` (Dependencies.md,
/// "FoundationEssentials"), whose `Process` this replaces for Graphviz, the REPL's
/// editor, `flow bench`'s anchors and `flow _peak`; a set-up this small also
/// costs less than `Process`'s when a benchmark times a small command.
public enum ChildProcess {
    /// What the child reads on its standard input.
    public enum Input: Sendable {
        /// What flow reads (the terminal, for an editor).
        case inherit
        /// Nothing: `/dev/null`.
        case empty
        /// These bytes, then the end.
        case bytes([UInt8])
    }

    /// Where one of the child's output streams goes.
    public enum Destination: Sendable {
        /// Where flow's own goes (the terminal, for an editor).
        case inherit
        /// `/dev/null`.
        case discard
        /// Into `Finished.output` or `.errors`.
        case capture
    }

    /// A program that ran to its end.
    public struct Finished: Sendable {
        /// Its exit code; 128 plus the signal's number when a signal ended it.
        public var status: Int32
        /// What it wrote to its standard output, when captured.
        public var output: [UInt8]
        /// What it wrote to its standard error, when captured.
        public var errors: [UInt8]
        /// Wall-clock seconds from the spawn to its end.
        public var seconds: Double
        /// Its peak resident memory in bytes (`wait4`'s `ru_maxrss`).
        public var peakBytes: Int
    }

    /// Why a program did not start: the system's words (`No such file or directory`).
    public struct CannotStart: Error, Sendable {
        /// The system's words.
        public var reason: String
    }

    /// The path of the program `name` in the first folder of `PATH` that
    /// holds it (Graphviz's `dot`, the bench's anchors); `whenUnset` stands
    /// for `PATH` when the environment has none.
    public static func executable(named name: String, whenUnset: String = "") -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? whenUnset
        return path.split(separator: ":").map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `executable` (a path) with `arguments` (not counting its own name).
    public static func run(_ executable: String, _ arguments: [String], input: Input = .empty,
                           output: Destination = .capture, errors: Destination = .discard) throws(CannotStart) -> Finished {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var bytes: [UInt8] = []
        if case .bytes(let given) = input { bytes = given }
        let stdin: Pipe? = if case .bytes = input { Pipe() } else { nil }
        let stdout = output == .capture ? Pipe() : nil
        let stderr = errors == .capture ? Pipe() : nil
        defer { [stdin, stdout, stderr].forEach { $0?.closeBoth() } }
        switch input {
        case .inherit: break
        case .empty: posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        case .bytes: if let stdin { posix_spawn_file_actions_adddup2(&actions, stdin.read, 0) }
        }
        for (pipe, destination, descriptor) in [(stdout, output, Int32(1)), (stderr, errors, Int32(2))] {
            switch destination {
            case .inherit: break
            case .discard: posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_WRONLY, 0)
            case .capture: if let pipe { posix_spawn_file_actions_adddup2(&actions, pipe.write, descriptor) }
            }
        }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw CannotStart(reason: String(cString: strerror(spawned))) }
        // The child holds its own copies now; closing ours lets each end see its end.
        stdin?.closeRead()
        stdout?.closeWrite()
        stderr?.closeWrite()
        var streams = Streams(input: bytes, stdin: stdin, stdout: stdout, stderr: stderr)
        streams.pump()
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let exitCode = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Finished(status: exitCode, output: streams.output, errors: streams.errors, seconds: seconds,
                        peakBytes: Int(usage.ru_maxrss) * 1024)
    }
}

/// Feeds the child's input and drains its outputs together, so that a large
/// input (a big graph for `dot`) or output never fills one pipe while the
/// child waits on another. Each end is closed once, by its `Pipe`.
private struct Streams {
    var input: [UInt8]
    var written = 0
    var stdin: Pipe?
    var stdout: Pipe?
    var stderr: Pipe?
    var output: [UInt8] = []
    var errors: [UInt8] = []

    mutating func pump() {
        // A child that exits before reading all its input (a `dot` that
        // failed) makes the next write fail with EPIPE; the signal that comes
        // with it would end flow, so it is held back on this thread and taken.
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var previousMask = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previousMask)
        defer {
            var pending = sigset_t()
            sigpending(&pending)
            if sigismember(&pending, SIGPIPE) == 1 {
                var now = timespec()
                _ = sigtimedwait(&pipeSignal, nil, &now)
            }
            pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        }
        if let stdin {
            if input.isEmpty { finishInput() } else { _ = fcntl(stdin.write, F_SETFL, fcntl(stdin.write, F_GETFL) | O_NONBLOCK) }
        }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while stdin != nil || stdout != nil || stderr != nil {
            var descriptors: [pollfd] = []
            if let stdin { descriptors.append(pollfd(fd: stdin.write, events: Int16(POLLOUT), revents: 0)) }
            if let stdout { descriptors.append(pollfd(fd: stdout.read, events: Int16(POLLIN), revents: 0)) }
            if let stderr { descriptors.append(pollfd(fd: stderr.read, events: Int16(POLLIN), revents: 0)) }
            if poll(&descriptors, nfds_t(descriptors.count), -1) < 0 {
                if errno == EINTR { continue }
                return
            }
            for descriptor in descriptors where descriptor.revents != 0 {
                if descriptor.fd == stdin?.write {
                    writeSome()
                } else if descriptor.fd == stdout?.read {
                    if !readSome(from: descriptor.fd, into: &output, buffer: &buffer) {
                        stdout?.closeRead()
                        stdout = nil
                    }
                } else if !readSome(from: descriptor.fd, into: &errors, buffer: &buffer) {
                    stderr?.closeRead()
                    stderr = nil
                }
            }
        }
    }

    /// Appends what the pipe holds now; false at its end.
    private func readSome(from descriptor: Int32, into bytes: inout [UInt8], buffer: inout [UInt8]) -> Bool {
        let count = read(descriptor, &buffer, buffer.count)
        if count < 0 { return errno == EINTR || errno == EAGAIN }
        bytes += buffer[0..<count]
        return count > 0
    }

    /// Writes what the pipe takes now; closes it at the end, or when the
    /// child stopped reading (it may exit without reading all of it).
    private mutating func writeSome() {
        guard let stdin else { return }
        let count = input.withUnsafeBytes { bytes -> Int in
            guard let base = bytes.baseAddress else { return 0 }
            return write(stdin.write, base + written, bytes.count - written)
        }
        if count > 0 { written += count }
        if written == input.count || (count < 0 && errno != EAGAIN && errno != EINTR) { finishInput() }
    }

    private mutating func finishInput() {
        stdin?.closeWrite()
        stdin = nil
    }
}

/// A pipe's two ends, each closed once.
private final class Pipe {
    private(set) var read: Int32 = -1
    private(set) var write: Int32 = -1

    init() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        read = ends[0]
        write = ends[1]
        // Not inherited by other children flow starts meanwhile (a test's threads may).
        _ = fcntl(read, F_SETFD, FD_CLOEXEC)
        _ = fcntl(write, F_SETFD, FD_CLOEXEC)
    }

    func closeRead() {
        if read >= 0 { close(read) }
        read = -1
    }

    func closeWrite() {
        if write >= 0 { close(write) }
        write = -1
    }

    func closeBoth() {
        closeRead()
        closeWrite()
    }
}
