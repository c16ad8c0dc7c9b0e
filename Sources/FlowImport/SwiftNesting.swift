import SwiftParser
import SwiftSyntax

// How deep the importer reads Swift. swift-syntax's parser stops at a nesting
// level (each `{`, `(`, `[`, `<` and `#if` open is one) and takes every token
// after that point, to the end of the file, as unexpected: the rest of the file
// is not read. Left to its default, that level is 256 in a release build and 20
// in a debug one (`Parser.defaultMaximumNestingLevel`, to spare a debug build's
// larger frames the stack), so `swift run flow import`, a debug build, silently
// lost the end of any file that nested past 20 (Siskin IM's chat screen: a
// closure in a switch in a closure in a method, its "pass ownership" sheet and
// all below it gone), where the release build read it.
//
// The importer reads at the same level in every build, and says so when a file
// passes it. The parse and the readers after it recurse with the nesting, so the
// importer reads its sources on a thread with a stack to match
// (`SwiftNesting.withStack`): a debug build's frames need some 20 times a
// release build's.

/// The nesting level the importer reads Swift to, in every build.
enum SwiftNesting {
    /// The level: swift-syntax's own for a release build.
    static let maximumLevel = 256

    /// `text` parsed to `maximumLevel` (the parser copies the bytes into the tree's arena).
    static func parse(_ text: String) -> SourceFileSyntax {
        var text = text
        return text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: maximumLevel) }
    }

    /// The line where `tree`'s parse stopped at `maximumLevel`, or nil when it read the whole file.
    static func lineCutShort(in tree: SourceFileSyntax, converter: SourceLocationConverter) -> Int? {
        guard tree.hasMaximumNestingLevelOverflow else { return nil }
        // The flag is recursive: follow it down to the unexpected tokens the parser gave up at.
        var node = Syntax(tree)
        while let child = node.children(viewMode: .all).first(where: \.hasMaximumNestingLevelOverflow) {
            node = child
        }
        return node.startLocation(converter: converter).line
    }
}
