/// An initializer called by its name, read as the type called: `UIStoryboard.init(name: "Profile",
/// bundle: nil)` is `UIStoryboard(name: "Profile", bundle: nil)`, `SettingsViewController.init()` is
/// `SettingsViewController()`. Mattermost spells its storyboards so, and the reader, which knows a
/// storyboard or a controller made by the type's call, linked none of them (or, by identifier alone,
/// the wrong storyboard's scene). Only a type's name (a capital first letter) before `.init(`, not
/// `Self`, `self` or `super`, whose `init` is the class's own. As with SwiftTwoSpellings, the text
/// is rewritten on its line, which the import's comments cite.
enum InitializerSpellings {
    /// `text` with `Type.init(` read as `Type(`; `text` itself when it has none.
    static func plain(_ text: String) -> String {
        guard SourceIndex.mentions(".init(", in: text) else { return text }
        let bytes = Array(text.utf8)
        let pattern = Array(".init(".utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var position = 0
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "."), position + pattern.count <= bytes.count,
               bytes[position..<(position + pattern.count)].elementsEqual(pattern), namesAType(endingAt: position, in: bytes) {
                result.append(UInt8(ascii: "("))
                position += pattern.count
                continue
            }
            result.append(bytes[position])
            position += 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether the identifier ending before `end` is a type's name: a capital first letter, not `Self`.
    private static func namesAType(endingAt end: Int, in bytes: [UInt8]) -> Bool {
        var start = end
        while start > 0, isIdentifierByte(bytes[start - 1]) { start -= 1 }
        guard start < end, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[start]) else { return false }
        // `Outer.Inner.init(` too, but not an implicit member's (`.Some.init(`), after a lone dot.
        if start > 0, bytes[start - 1] == UInt8(ascii: ".") && start > 1 && !isIdentifierByte(bytes[start - 2]) { return false }
        return !bytes[start..<end].elementsEqual("Self".utf8)
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
