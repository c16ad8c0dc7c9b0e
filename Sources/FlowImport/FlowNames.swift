import Foundation

// Names derived from what a storyboard says about its objects — custom
// classes, storyboard identifiers, titles, selectors — never from Interface
// Builder's random object ids, so re-importing a changed storyboard renames
// nothing that did not change. Only the suffix that makes a name unique
// (`Detail2`) depends on document order.
enum FlowNames {
    /// Words of at most this many are kept from a long title.
    static let maximumWords = 4

    /// `UpperCamelCase` from any text (`"my settings"` → `MySettings`,
    /// `Delta.GameViewController` → `DeltaGameViewController`); nil when
    /// nothing usable is left. A leading digit gets `prefix` before it.
    static func upperCamel(_ text: String, prefix: String, maximumWords: Int = FlowNames.maximumWords) -> String? {
        let parts = words(text)
        guard !parts.isEmpty else { return nil }
        let joined = parts.prefix(maximumWords).map(capitalized).joined()
        return guardDigit(joined, prefix: prefix)
    }

    /// `lowerCamelCase` (`"Save Changes"` → `saveChanges`, `URLField` → `urlField`).
    static func lowerCamel(_ text: String, prefix: String) -> String? {
        let parts = words(text)
        guard let first = parts.first else { return nil }
        let joined = lowercasedLead(first) + parts.dropFirst().prefix(maximumWords - 1).map(capitalized).joined()
        return guardDigit(joined, prefix: prefix)
    }

    /// A type's name without its generic arguments (`UIHostingController<SettingsView>` →
    /// `UIHostingController`): they are not its name.
    static func withoutGenericArguments(_ text: String) -> String {
        text.split(separator: "<", maxSplits: 1).first.map(String.init) ?? text
    }

    /// A class name without its module (`Delta.GameViewController` → `GameViewController`).
    static func className(_ text: String) -> String {
        text.split(separator: ".").last.map(String.init) ?? text
    }

    /// The flow name of an unwind action's selector: its pieces joined in
    /// camel case (`unwindToList:` → `unwindToList`, `done:sender:` → `doneSender`).
    static func unwindAction(_ selector: String) -> String {
        let pieces = selector.split(separator: ":").map(String.init).filter { !$0.isEmpty }
        guard let first = pieces.first else { return "unwind" }
        let camel = first + pieces.dropFirst().map(capitalized).joined()
        let cleaned = String(String.UnicodeScalarView(camel.unicodeScalars.filter(isNameScalar)))
        return guardDigit(cleaned.isEmpty ? "unwind" : cleaned, prefix: "unwind")
    }

    // MARK: Pieces

    /// Runs of ASCII letters and digits, after folding accents (`Ü` → `U`).
    static func words(_ text: String) -> [String] {
        let folded = text.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in folded.unicodeScalars {
            if scalar.isASCII, isAlphanumeric(scalar) {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (isAlphanumeric(scalar) || scalar == "_")
    }

    private static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// The word with its leading capitals lowered: `Save` → `save`,
    /// `URLField` → `urlField`, `URL` → `url`.
    private static func lowercasedLead(_ word: String) -> String {
        let characters = Array(word)
        var end = 0
        while end < characters.count, characters[end].isUppercase { end += 1 }
        if end == 0 { return word }
        // In `URLField` the `F` starts the next word.
        if end > 1, end < characters.count, characters[end].isLowercase { end -= 1 }
        return String(characters[..<end]).lowercased() + String(characters[end...])
    }

    private static func guardDigit(_ name: String, prefix: String) -> String {
        guard let first = name.unicodeScalars.first, ("0"..."9").contains(first) else { return name }
        return prefix + name
    }
}

/// Hands out unique names: the first claim of a base gets it as is, later
/// ones `Base2`, `Base3` (`Base_2` when the base ends with a digit).
struct NameAllocator {
    private(set) var used: Set<String>
    /// The next suffix to try for each base, so that many claims of one base
    /// stay linear (a storyboard of thousands of untitled controllers).
    private var nextSuffix: [String: Int] = [:]

    /// `reserved` names are never handed out (the storyboards a file imports,
    /// the literals `true`, `false`, `nil`).
    init(reserved: Set<String> = []) {
        used = reserved.union(["true", "false", "nil"])
    }

    mutating func claim(_ base: String) -> String {
        if used.insert(base).inserted { return base }
        let separator = base.last?.isNumber == true ? "_" : ""
        var number = nextSuffix[base] ?? 2
        while !used.insert("\(base)\(separator)\(number)").inserted { number += 1 }
        nextSuffix[base] = number + 1
        return "\(base)\(separator)\(number)"
    }
}
