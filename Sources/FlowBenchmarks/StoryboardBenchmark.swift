import Foundation

/// Large storyboards for measuring the importer: real scenes repeated.
public enum StoryboardBenchmark {
    /// `storyboard` with the scenes inside its `<scenes>` repeated until the
    /// document reaches `bytes`; nil when it has no `<scenes>` element.
    /// Each copy's object ids get a suffix of their own (`-2`, `-3`, …).
    public static func repeatingScenes(of storyboard: Data, toBytes bytes: Int) -> Data? {
        let text = String(decoding: storyboard, as: UTF8.self)
        guard let open = text.range(of: "<scenes>"), let close = text.range(of: "</scenes>"),
              open.upperBound <= close.lowerBound else { return nil }
        let scenes = text[open.upperBound..<close.lowerBound]
        guard !scenes.isEmpty else { return nil }
        var body = String(text[..<open.upperBound]) + scenes
        let tail = text[close.lowerBound...]
        let references = #"\b(id|destination|sceneID|popoverAnchorView|popoverAnchorBarButtonItem)="([^"]*)""#
        guard let regex = try? NSRegularExpression(pattern: references) else { return nil }
        let copy = String(scenes)
        var number = 2
        while body.utf8.count + tail.utf8.count < bytes {
            // Each copy's ids get their own suffix, so its segues lead within the copy.
            body += regex.stringByReplacingMatches(in: copy, range: NSRange(copy.startIndex..., in: copy),
                                                   withTemplate: "$1=\"$2-\(number)\"")
            number += 1
        }
        return Data((body + tail).utf8)
    }
}
