import FoundationEssentials

/// Large storyboards for measuring the importer: real scenes repeated.
public enum StoryboardBenchmark {
    /// `storyboard` with the scenes inside its `<scenes>` repeated until the
    /// document reaches `bytes`; nil when it has no `<scenes>` element.
    /// Each copy's object ids get a suffix of their own (`-2`, `-3`, …).
    public static func repeatingScenes(of storyboard: Data, toBytes bytes: Int) -> Data? {
        let text = String(decoding: storyboard, as: UTF8.self)
        guard let open = text.firstRange(of: "<scenes>"), let close = text.firstRange(of: "</scenes>"),
              open.upperBound <= close.lowerBound else { return nil }
        let scenes = text[open.upperBound..<close.lowerBound]
        guard !scenes.isEmpty else { return nil }
        var body = String(text[..<open.upperBound]) + scenes
        let tail = text[close.lowerBound...]
        let template = ReferenceTemplate(scenes)
        var number = 2
        while body.utf8.count + tail.utf8.count < bytes {
            // Each copy's ids get their own suffix, so its segues lead within the copy.
            template.append(suffix: "-\(number)", to: &body)
            number += 1
        }
        return Data((body + tail).utf8)
    }
}

/// The scenes split once into text and the values of the attributes that
/// name objects (`id`, `destination`, `sceneID`, `popoverAnchorView`,
/// `popoverAnchorBarButtonItem`), so that each copy is the parts joined
/// with its suffix after every value.
private struct ReferenceTemplate {
    /// The text around the values: one more than `values`.
    private var texts: [Substring] = []
    private var values: [Substring] = []

    private static let attributes = ["id", "destination", "sceneID", "popoverAnchorView", "popoverAnchorBarButtonItem"]
        .map { Array(($0 + "=\"").utf8) }

    init(_ scenes: Substring) {
        let bytes = scenes.utf8
        var textStart = bytes.startIndex
        var index = bytes.startIndex
        var previous: UInt8 = UInt8(ascii: " ")
        while index != bytes.endIndex {
            // An attribute's name starts a word (the `\b` of a regular expression).
            if !Self.isWordByte(previous),
               let name = Self.attributes.first(where: { bytes[index...].starts(with: $0) }) {
                let valueStart = bytes.index(index, offsetBy: name.count)
                if let quote = bytes[valueStart...].firstIndex(of: UInt8(ascii: "\"")) {
                    texts.append(scenes[textStart..<valueStart])
                    values.append(scenes[valueStart..<quote])
                    textStart = quote
                    index = quote
                }
            }
            previous = bytes[index]
            bytes.formIndex(after: &index)
        }
        texts.append(scenes[textStart...])
    }

    /// One copy of the scenes, with `suffix` after every value, appended to `out`.
    func append(suffix: String, to out: inout String) {
        for (text, value) in zip(texts, values) {
            out += text
            out += value
            out += suffix
        }
        out += texts[texts.count - 1]
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...: return true
        default: return false
        }
    }
}
