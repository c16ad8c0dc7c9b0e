/// Info.plists run through the C preprocessor, as Xcode does with `INFOPLIST_PREPROCESS = YES`.
///
/// The importer cannot know which flags a build sets, so it reads the build that sets none: a
/// `#if` or `#ifdef` block is left out (its `#else` kept), an `#ifndef` block kept, and the
/// directives themselves (`#define`, `#include` too) dropped. Enough for the keys the importer
/// reads (`NSExtension`, `UIMainStoryboardFile`…), which apps keep outside such blocks.
enum PlistPreprocessing {
    /// `text` as the preprocessor gives it with no flag defined.
    static func withoutFlags(_ text: String) -> String {
        // Per open block: whether its current branch is kept, and whether a branch of it was.
        var blocks: [(kept: Bool, taken: Bool)] = []
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("#") else {
                if blocks.allSatisfy(\.kept) { lines.append(line) }
                continue
            }
            let directive = trimmed.dropFirst().drop { $0 == " " }.prefix { $0.isLetter }
            switch directive {
            case "if", "ifdef": blocks.append((kept: false, taken: false))
            case "ifndef": blocks.append((kept: true, taken: true))
            case "elif", "elifdef", "elifndef":
                if let last = blocks.popLast() { blocks.append((kept: false, taken: last.taken)) }
            case "else":
                if let last = blocks.popLast() { blocks.append((kept: !last.taken, taken: true)) }
            case "endif":
                _ = blocks.popLast()
            default:
                break
            }
        }
        return lines.joined(separator: "\n")
    }
}
