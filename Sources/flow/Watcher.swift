import FlowFiles
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// `--watch` for `run` and `test`: runs once, then again on every save of
/// the file or of what it imports, as test runners people like do. Polling
/// the modification times a few times a second keeps it portable and needs
/// no descriptor per file; Ctrl-C ends it.
enum Watcher {
    /// `run` and `test`: once, with Ctrl-C stopping the work (`Interrupt`),
    /// or with `--watch` again on every save of `paths` and what `once`
    /// reports it read (Ctrl-C then ends the watching).
    static func runOnceOrWatch(_ watching: Bool, paths: [String],
                               _ once: (_ read: ([String]) -> Void) throws -> Void) throws {
        guard watching else {
            Interrupt.install()
            return try once { _ in }
        }
        loop(clearsScreen: isatty(STDOUT_FILENO) == 1) {
            var watched = paths
            try? once { watched = $0 }
            return watched
        }
    }

    /// Runs `body` (which returns the paths to watch next: the file and its
    /// imports as they were read) now and after every change, forever.
    static func loop(clearsScreen: Bool, _ body: () -> [String]) -> Never {
        var watched = body()
        var stamps = modificationTimes(watched)
        while true {
            usleep(250_000)
            let now = modificationTimes(watched)
            guard now != stamps else { continue }
            // An editor may write in several steps: let the save finish.
            usleep(100_000)
            if clearsScreen { Console.out("\u{1B}[2J\u{1B}[H") }
            let changed = watched.filter { now[$0] != stamps[$0] }.joined(separator: ", ")
            Console.error("flow: \(changed) changed; running again\n")
            watched = body()
            stamps = modificationTimes(watched)
        }
    }

    /// Each path's modification time, or nil for a file that is gone (its
    /// return is a change too).
    private static func modificationTimes(_ paths: [String]) -> [String: Double?] {
        var times: [String: Double?] = [:]
        for path in paths {
            var info = stat()
            times[path] = stat(path, &info) == 0
                ? Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9 : nil
        }
        return times
    }
}
