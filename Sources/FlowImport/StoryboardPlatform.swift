import Foundation

/// Which platform a storyboard is for, read from its `<document>` element's
/// `type` and `targetRuntime` without parsing the file: an app's folder can
/// hold other targets' storyboards (AltStore keeps its macOS helper's
/// `Main.storyboard` beside the iOS app's), and those are not the app's
/// interface. The reader refuses such a file given on its own by the same
/// rule (`StoryboardReader.refusal(of:)`).
enum StoryboardPlatform: Equatable {
    case iOS
    case macOS
    case watchOS
    case tvOS

    /// The platform of the storyboard at `path`; `.iOS` (the reader decides) when it cannot be told.
    static func of(_ path: String) -> StoryboardPlatform {
        guard let handle = FileHandle(forReadingAtPath: path) else { return .iOS }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 4096)) ?? Data()
        return of(head: String(decoding: head, as: UTF8.self))
    }

    /// The platform the first bytes of a storyboard, `head`, say.
    static func of(head: String) -> StoryboardPlatform {
        guard let document = head.range(of: "<document") else { return .iOS }
        let element = head[document.upperBound...].prefix { $0 != ">" }
        return of(type: attribute("type", in: element) ?? "", runtime: attribute("targetRuntime", in: element) ?? "")
    }

    /// The platform a `<document>`'s `type` and `targetRuntime` name.
    static func of(type: String, runtime: String) -> StoryboardPlatform {
        if runtime.hasPrefix("MacOSX") || type.contains(".Cocoa.") { return .macOS }
        if runtime.lowercased().hasPrefix("watchkit") { return .watchOS }
        if runtime.hasPrefix("AppleTV") || type.contains(".AppleTV.") { return .tvOS }
        return .iOS
    }

    /// The value of ` name="…"` in an element's text.
    private static func attribute(_ name: String, in element: Substring) -> String? {
        guard let start = element.range(of: " \(name)=\"") else { return nil }
        return String(element[start.upperBound...].prefix { $0 != "\"" })
    }

    /// How the summary names it.
    var name: String {
        switch self {
        case .iOS: return "iOS"
        case .macOS: return "macOS"
        case .watchOS: return "watchOS"
        case .tvOS: return "tvOS"
        }
    }
}
