import ArgumentParser
import FlowFiles
import FlowKit
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Synchronization

/// `flow explore FILE`: every state a person can reach, what goes wrong on
/// the way, and (with `--tests`) tests that fire every reachable segue.
struct Explore: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Explore every state a person can reach in a .flow app; report findings and write covering tests.",
        discussion: """
            Breadth first from the launch: every path printed is a shortest one. A state is the window's \
            hierarchy, the width class and the variables. Findings: UIKit exceptions and warnings, runtime \
            errors, dead ends, presentations that cannot be dismissed, push loops, and what is never \
            reached. Ctrl-C stops the search and prints what was found so far. Exits 65 when the file has \
            errors, 0 otherwise (findings are output, not failures).
            """
    )

    @Argument(help: "The .flow file to explore ('-' for standard input).")
    var file: String

    @ArgumentParser.Option(name: .long, help: "Actions from the launch beyond which the search does not go.")
    var depth = 40

    @ArgumentParser.Option(name: .long, help: "States to store before the search stops.")
    var maxStates = 200_000

    @ArgumentParser.Option(name: .long, help: "The longest navigation stack or presentation chain a stored state may have.")
    var maxStack = 8

    @ArgumentParser.Option(name: .long, help: "Kinds of action, comma-separated: tap, back, swipe-back, swipe-down, select, swipe-page, outside, size, perform (what code does: the manual segues of the scenes on screen), search (a search field), open (the file's links, activities and quick actions).")
    var actions = ExploreActionKind.allCases.map(\.rawValue).joined(separator: ",")

    @ArgumentParser.Option(name: .long, help: "Launch this scene, whatever the file's 'initial' says (for an app that picks its root in code).")
    var initial: String?

    @ArgumentParser.Option(name: .long, help: "Width classes, comma-separated: the first is the launch's; two add 'size' actions.")
    var widths = "compact"

    @ArgumentParser.Option(name: .long, help: "Write tests that fire every reachable segue and unwind to this file.")
    var tests: String?

    @ArgumentParser.Option(name: .long, help: "Write those tests as XCUITest sources to this file, to run on the real app.")
    var xcuitest: String?

    @ArgumentParser.Option(name: .long, help: "Worker threads (the results do not depend on it).")
    var threads = ProcessInfo.processInfo.activeProcessorCount

    @Flag(name: .long, help: "Leave out the timing and memory figures (for reproducible output).")
    var noTiming = false

    @OptionGroup var output: OutputOptions

    @OptionGroup var fileAccess: FileOptions

    @OptionGroup var platform: PlatformOption

    func validate() throws {
        guard depth >= 0, maxStates > 0, maxStack > 0, threads > 0 else {
            throw ValidationError("--depth must be 0 or more; --max-states, --max-stack and --threads at least 1")
        }
        guard parsedActions != nil else {
            throw ValidationError("--actions takes \(ExploreActionKind.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard parsedWidths != nil else { throw ValidationError("--widths takes compact, regular or both") }
    }

    func run() throws {
        Interrupt.install()
        let reporter = output.checkReporter(checks: .runAndTest, initial: initial, files: fileAccess, platform: platform)
        guard let document = try reporter.documents([file], read: InputFiles.read).get().first else { return }
        let progress = ExploreProgressLine(enabled: isatty(STDERR_FILENO) == 1)
        let options = ExploreOptions(
            depth: depth, maxStates: maxStates, maxStack: maxStack, actions: parsedActions ?? [],
            widths: parsedWidths ?? [.compact], threads: threads,
            shouldStop: Interrupt.requested,
            progress: { progress.show($0) })
        guard let result = document.explore(options: options) else { throw CommandStatus.dataError }
        progress.clear()
        var generated: GeneratedTests?
        let interrupted = result.cuts.contains(.interrupted)
        if let tests, interrupted {
            Console.error("flow explore: interrupted (Ctrl-C); \(tests) not written: the search is incomplete\n")
        } else if let tests {
            // Written to a file: its imports lead to the explored file's from there.
            generated = tests == "-" || tests.hasPrefix("/dev/") ? document.coveringTests(of: result)
                : document.coveringTests(of: result, writtenTo: tests)
            if let generated {
                do {
                    try OutputFile.write(generated.text, to: tests)
                } catch {
                    Console.error("\(tests): error: \(error)\n")
                    throw CommandStatus.cannotCreate
                }
                let explored = PathText.folder(of: file).isEmpty ? "." : PathText.folder(of: file)
                let written = PathText.folder(of: tests).isEmpty ? "." : PathText.folder(of: tests)
                if generated.text.contains("\nimport \""),
                   case .failure = FilePolicy.confined(to: written).check(PathText.joined(explored, "x.flow")) {
                    // A script may use the files of its own folder only (FilePolicy): say how to run these.
                    Console.error("flow explore: \(tests) imports files of \(explored): run it with "
                                  + "flow test --allow-files \(explored) \(tests)\n")
                }
            }
        }
        if let xcuitest, !interrupted { try writeXCUITests(of: result, in: document, to: xcuitest) }
        let report = ExploreReport(result: result, tests: generated, includesTiming: !noTiming)
        Console.out(output.format == .json ? report.json() : report.text())
        if interrupted { throw CommandStatus.interrupted }
    }

    /// `--xcuitest FILE`: the covering tests as XCUITest sources; their steps
    /// name the lines of the tests `--tests` writes (the same text).
    private func writeXCUITests(of result: ExploreResult, in document: FlowDocument, to output: String) throws {
        guard let covering = document.coveringTests(of: result) else { return }
        let explored = PathText.lastComponent(of: file)
        let testsName = tests ?? (explored.hasSuffix(".flow") ? String(explored.dropLast(5)) : explored) + ".tests.flow"
        let testsDocument = document.sibling(text: covering.text, named: PathText.lastComponent(of: testsName))
        let origin = "`flow explore \(PathText.lastComponent(of: file)) --xcuitest` from the paths it explored (\(testsName))"
        try XCUITestOutput.write(XCUITestExport.export(of: testsDocument, origin: origin), to: output)
    }

    private var parsedActions: Set<ExploreActionKind>? {
        let kinds = actions.split(separator: ",").map { ExploreActionKind(rawValue: $0.trimmingWhitespace()) }
        guard !kinds.isEmpty, kinds.allSatisfy({ $0 != nil }) else { return nil }
        return Set(kinds.compactMap { $0 })
    }

    private var parsedWidths: [WidthClass]? {
        let values = widths.split(separator: ",").map { WidthClass(rawValue: $0.trimmingWhitespace()) }
        guard !values.isEmpty, values.count <= 2, values.allSatisfy({ $0 != nil }) else { return nil }
        return values.compactMap { $0 }
    }
}

/// The progress line on a terminal: states, states/s, frontier, depth; at most four times a second.
final class ExploreProgressLine: @unchecked Sendable {
    // @unchecked: called from the merging thread only; the lock guards the throttle.
    private let enabled: Bool
    private let lock = SystemLock()
    private var lastShown = 0.0

    init(enabled: Bool) { self.enabled = enabled }

    func show(_ progress: ExploreProgress) {
        guard enabled else { return }
        lock.withLock {
            guard progress.seconds - lastShown >= 0.25 else { return }
            lastShown = progress.seconds
            let rate = progress.seconds > 0 ? Double(progress.states) / progress.seconds : 0
            Console.error(Printf.string("\r\u{1B}[Kexplore: %d of %d scenes reached, %d states, %.0f states/s, frontier %d, depth %d",
                                 progress.scenes, progress.sceneTotal, progress.states, rate, progress.frontier,
                                 progress.depth))
        }
    }

    func clear() {
        guard enabled else { return }
        Console.error("\r\u{1B}[K")
    }
}
