import ArgumentParser
import FlowGraph
import FlowKit
import FoundationEssentials
import FlowFiles

/// `flow diff OLD.flow NEW.flow`: the semantic difference of two versions of
/// a flow's navigation graph, as `flow graph --check` prints it.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Print how the navigation graph changed between two versions of a .flow file.",
        discussion: """
            Added, removed and changed scenes, relationships, segues (kind, destination, style, guards) \
            and unwinds; comments and layout do not count. Exits 0 when the graphs are the same, 1 when \
            they differ, 65 when a file has errors.
            """
    )

    @Argument(help: "The old version.")
    var old: String

    @Argument(help: "The new version.")
    var new: String

    func validate() throws {
        try InputFiles.validate([old, new])
    }

    func run() throws {
        var failure: Error?
        var graphs: [StoryboardGraph] = []
        // Both files are checked, so both files' errors are shown at once.
        for file in [old, new] {
            do {
                graphs.append(try GraphLoading.graph(of: [file]))
            } catch {
                failure = failure ?? error
            }
        }
        if let failure { throw failure }
        // Two versions of one storyboard: a name taken from the file name is not a change.
        var before = graphs[0]
        if let oldName = before.storyboards.first?.name, let newName = graphs[1].storyboards.first?.name {
            before = before.renamingStoryboard(oldName, to: newName)
        }
        let diff = GraphDiff(old: before, new: graphs[1])
        // Said, not left silent: an empty output reads as "did it run?" (issue 56).
        Console.out(diff.isEmpty ? "no changes: the navigation graphs are the same\n" : diff.rendered())
        throw diff.isEmpty ? CommandStatus.success : CommandStatus.failure
    }
}
