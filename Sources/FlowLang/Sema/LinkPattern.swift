/// A `link` declaration's URL: literal path segments and `{name}` segments,
/// each matching one segment of an opened URL and storing it in the global
/// variable `name` (Language.md, Entry points). Matching ignores the URL's
/// query and fragment; `https` and `http` URLs are universal links, others
/// custom schemes.
public struct LinkPattern: Hashable, Sendable {
    /// One segment between slashes.
    public enum Part: Hashable, Sendable {
        case literal(String)
        case variable(String)
    }

    /// The segments, split at every `/` (the scheme's `//` gives empty ones).
    public let parts: [Part]

    /// The pattern `text` as written.
    public init(_ text: String) {
        parts = LinkPattern.segments(of: text).map { segment in
            if segment.count > 2, segment.hasPrefix("{"), segment.hasSuffix("}") {
                return .variable(String(segment.dropFirst().dropLast()))
            }
            return .literal(segment)
        }
    }

    /// The names of the `{name}` segments, in order.
    public var variables: [String] {
        parts.compactMap { if case .variable(let name) = $0 { return name } else { return nil } }
    }

    /// Literal segments holding a brace: a `{name}` that is not a whole segment.
    public var malformedSegments: [String] {
        parts.compactMap { part in
            guard case .literal(let text) = part, text.contains("{") || text.contains("}") else { return nil }
            return text
        }
    }

    /// The value of each `{name}` segment when `url` matches, in order; nil when it does not.
    public func match(_ url: String) -> [(name: String, value: String)]? {
        let segments = LinkPattern.segments(of: LinkPattern.withoutQuery(url))
        guard segments.count == parts.count else { return nil }
        var bound: [(name: String, value: String)] = []
        for (part, segment) in zip(parts, segments) {
            switch part {
            case .literal(let text): if text != segment { return nil }
            case .variable(let name):
                if segment.isEmpty { return nil }
                bound.append((name, segment))
            }
        }
        return bound
    }

    /// A URL the pattern matches, each `{name}` segment filled with `value`.
    public func example(filling value: String) -> String {
        parts.map { part in
            switch part {
            case .literal(let text): return text
            case .variable: return value
            }
        }.joined(separator: "/")
    }

    /// Whether UIKit delivers `url` as a universal link (`scene(_:continue:)`
    /// with a browsing-web user activity) rather than through
    /// `scene(_:openURLContexts:)`: an `https` or `http` URL.
    public static func isUniversalLink(_ url: String) -> Bool {
        let lowered = url.lowercased()
        return lowered.hasPrefix("https://") || lowered.hasPrefix("http://")
    }

    private static func withoutQuery(_ url: String) -> String {
        String(url.prefix { $0 != "?" && $0 != "#" })
    }

    private static func segments(of text: String) -> [String] {
        text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    }
}
