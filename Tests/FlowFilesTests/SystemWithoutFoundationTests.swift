import FlowFiles
import Foundation
import Testing

/// What FlowFiles gives `flow`'s modules in place of Foundation's (Dependencies.md,
/// "FoundationEssentials") says what Foundation said: each is checked
/// against Foundation itself, which the tests may import.
@Suite struct SystemWithoutFoundationTests {
    @Test func printfWritesNumbersAsStringFormatDid() {
        let cases: [(String, [CVarArg], [Any])] = [
            ("%6.1f (%6.1f)", [12.345, 0.05], [12.345, 0.05]),
            ("%.0f states/s, %.2f s", [1234.5, 0.005], [1234.5, 0.005]),
            ("%+.1f MB", [-3.25], [-3.25]),
            ("%+.1f%%", [4.0], [4.0]),
            ("%5d deep, %d items", [42, -7], [42, -7]),
            ("%4d  ", [3], [3]),
            ("\\u%04x", [UInt8(0x1F)], [UInt8(0x1F)]),
            ("%.6f", [1e-7], [1e-7]),
            ("%5.1f×", [9.56], [9.56]),
        ]
        for (format, foundation, ours) in cases {
            #expect(Printf.string(format, arguments: ours) == String(format: format, arguments: foundation), "\(format)")
        }
        #expect(Printf.string("  %-8@ %5d deep  %@ ms", "nav", 1000, "1.5") == "  nav       1000 deep  1.5 ms")
        #expect(Printf.string("%@ and a missing %d", "one") == "one and a missing ")
    }

    @Test func pathTextTakesPathsApartAsNSStringDid() {
        let paths = ["/tmp/a.flow", "/tmp/lock/", "/tmp", "/", "a.flow", "", "dir/sub//x.flow", "//a", "../up/x"]
        for path in paths {
            #expect(PathText.folder(of: path) == (path as NSString).deletingLastPathComponent, "\(path)")
            #expect(PathText.lastComponent(of: path) == (path as NSString).lastPathComponent, "\(path)")
            for component in ["b.flow", "sub/c.flow", "../d"] {
                #expect(PathText.joined(path, component) == (path as NSString).appendingPathComponent(component),
                        "\(path) + \(component)")
            }
        }
    }

    @Test func trimmingIsWhitespaceAndNewlinesAsCharacterSetHas() {
        for text in ["  a b \t", "\n x \n", "\u{00A0}y\u{2003}", "", "   ", "z"] {
            #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
            #expect(text.trimmingWhitespaceAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    @Test func aChildReadsItsInputAndWritesItsOutputsTogether() throws {
        // A megabyte each way: more than a pipe holds, so neither side may wait on the other.
        let input = (0..<1_048_576).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let copied = try ChildProcess.run("/bin/sh", ["-c", "cat; cat /dev/zero | head -c 70000 >&2"],
                                          input: .bytes(input), output: .capture, errors: .capture)
        #expect(copied.status == 0 && copied.output == input && copied.errors.count == 70_000)
        #expect(copied.peakBytes > 0 && copied.seconds >= 0)
    }

    @Test func aChildThatStopsReadingOrDiesIsReportedNotFatal() throws {
        let big = [UInt8](repeating: 65, count: 4_000_000)
        let quitting = try ChildProcess.run("/bin/sh", ["-c", "head -c 10 >/dev/null; exit 3"], input: .bytes(big))
        #expect(quitting.status == 3)
        let killed = try ChildProcess.run("/bin/sh", ["-c", "echo dying >&2; kill -9 $$"], errors: .capture)
        #expect(killed.status == 128 + 9 && String(decoding: killed.errors, as: UTF8.self) == "dying\n")
        #expect(throws: ChildProcess.CannotStart.self) { try ChildProcess.run("/no/such/program", []) }
        let silent = try ChildProcess.run("/bin/echo", ["not kept"], output: .discard)
        #expect(silent.status == 0 && silent.output.isEmpty)
    }

    @Test func errorTextSaysWhatTheSystemSaid() {
        do {
            _ = try Data(contentsOf: URL(fileURLWithPath: "/no/such/file"))
            Issue.record("read a file that does not exist")
        } catch {
            #expect(ErrorText.describing(error) == "No such file or directory")
        }
        struct Described: LocalizedError { var errorDescription: String? { "in its own words" } }
        #expect(ErrorText.describing(Described()) == "in its own words")
    }

    @Test func aRecursiveLockMayBeTakenAgainByItsThread() {
        let lock = SystemLock(recursive: true)
        let inner = lock.withLock { lock.withLock { 42 } }
        #expect(inner == 42)
        final class Counter: @unchecked Sendable {
            let lock = SystemLock()
            var value = 0
        }
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 1_000) { _ in counter.lock.withLock { counter.value += 1 } }
        #expect(counter.value == 1_000)
    }
}
