import Foundation

// Swift classes Objective-C knows by another name. A Swift class may give
// Objective-C a name of its own, usually the app's old prefixed one (VLC's
// `@objc(VLCBottomTabBarController) class BottomTabBarController:
// UITabBarController`), and the app's Objective-C then makes it by that name:
// `window.rootViewController = [VLCBottomTabBarController new]`. Read as
// written, that is a class no file declares, and the app's root tab bar, its
// players and everything they show were lost. `SourceIndex.scanning(files:)`
// learns the names from every Swift file first and reads each Objective-C file
// with the Swift names in their place, so the classes are one whichever
// language makes them. A storyboard naming such a class by its Objective-C
// name is not read so (not met in the apps imported so far).

/// The Objective-C names Swift classes take (`@objc(Name)`), by Objective-C name.
struct ObjectiveCNames {
    /// Objective-C name → the Swift class's name.
    private(set) var swiftNames: [String: String] = [:]
    /// The names, as one pattern, once learnt.
    private var pattern: NSRegularExpression?

    private static let renaming: NSRegularExpression? = {
        // `@objc(VLCName)`, other attributes and modifiers, then `class Name` (a `final class`, `open class`).
        let attribute = #"(?:\s+@\w+(?:\([^()]*\))?|\s+(?:public|open|final|internal|private|fileprivate))*"#
        return try? NSRegularExpression(pattern: #"@objc\(\s*(\w+)\s*\)"# + attribute + #"\s+class\s+(\w+)"#)
    }()

    /// Learns the Objective-C names the classes of one Swift file take.
    mutating func learn(swift text: String) {
        guard text.contains("@objc("), let renaming = Self.renaming else { return }
        let nsText = text as NSString
        for match in renaming.matches(in: text, range: NSRange(location: 0, length: nsText.length)) {
            let objectiveC = nsText.substring(with: match.range(at: 1))
            let swift = nsText.substring(with: match.range(at: 2))
            guard objectiveC != swift else { continue }
            swiftNames[objectiveC] = swift
            pattern = nil
        }
    }

    /// `text`, an Objective-C file, with each Objective-C name of a Swift class replaced by the
    /// class's Swift name (whole words only: `VLCBottomTabBarControllerDelegate` stays).
    mutating func renamed(objectiveC text: String) -> String {
        guard !swiftNames.isEmpty else { return text }
        if pattern == nil {
            let names = swiftNames.keys.sorted().map(NSRegularExpression.escapedPattern(for:))
            pattern = try? NSRegularExpression(pattern: #"\b(?:"# + names.joined(separator: "|") + #")\b"#)
        }
        guard let pattern else { return text }
        let nsText = text as NSString
        let matches = pattern.matches(in: text, range: NSRange(location: 0, length: nsText.length))
        guard !matches.isEmpty else { return text }
        var result = ""
        var cursor = 0
        for match in matches {
            result += nsText.substring(with: NSRange(location: cursor, length: match.range.location - cursor))
            let name = nsText.substring(with: match.range)
            result += swiftNames[name] ?? name
            cursor = match.range.location + match.range.length
        }
        result += nsText.substring(from: cursor)
        return result
    }
}
