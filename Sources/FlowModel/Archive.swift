// The state-restoration archive: what `preserve` writes and `restore` reads
// (UIKitModel.md, State preservation and restoration, "The archive
// format"). It mirrors what UIKit keeps in its restoration archive:
// for each preserved view controller its class (here: its scene), its
// restoration identifier, what its `encodeRestorableState(with:)` wrote
// (here: its instance variables), the children a container encodes, the
// selected tab, a split view's collapsed state, and what it presents with
// the resolved style. A controller without a restoration identifier is not
// in the archive, and neither is anything below it.
//
// The archive is JSON with a format tag and a version. Reading checks the
// tag and the version before the body, so an archive from a newer `flow`
// is reported as such rather than as a shape it does not recognise.

import FoundationEssentials

/// A preserved app: the window's root controller and what hangs from it.
public struct RestorationArchive: Hashable, Sendable, Codable {
    /// The value of `format` in every archive.
    public static let formatTag = "flow-restoration-archive"
    /// The version this `flow` writes and the newest it reads.
    public static let currentVersion = 1

    /// Always `formatTag`: marks the JSON as a restoration archive.
    public var format: String
    /// The archive format's version (`currentVersion` when written).
    public var version: Int
    /// The width class of the window when it was preserved; the relaunch uses it.
    public var width: WidthClass
    /// The window's root view controller; nil when it has no restoration
    /// identifier (then nothing is preserved).
    public var root: ArchivedController?

    /// An archive of the current format and version.
    public init(width: WidthClass, root: ArchivedController?) {
        self.format = Self.formatTag
        self.version = Self.currentVersion
        self.width = width
        self.root = root
    }

    /// The archive as pretty-printed JSON with sorted keys (stable across
    /// runs); refused when it would exceed what `decode` reads.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // A chain of controllers deep enough would not be read back (and
        // deeper still, the encoder fails with the whole archive in its
        // message): refuse it now, rather than at the next restore.
        guard ArchiveLimits.nesting(of: self) <= ArchiveLimits.maximumDepth else {
            throw ArchiveError("the restoration archive could not be written: it would be nested too deep to read back (more than \(ArchiveLimits.maximumDepth) levels of objects and arrays)")
        }
        do {
            return try encoder.encode(self)
        } catch {
            throw ArchiveError("the restoration archive could not be written: \(error)")
        }
    }

    /// Reads an archive: the limits of its JSON, then its format tag and
    /// version, then the body, then that it agrees with itself.
    public static func decode(_ data: Data) throws -> RestorationArchive {
        // Before the decoder, which reports these as "not valid JSON".
        if let error = ArchiveLimits.firstViolation(in: data) { throw error }
        let decoder = JSONDecoder()
        let header: Header
        do {
            header = try decoder.decode(Header.self, from: data)
        } catch {
            throw ArchiveError.describing(error)
        }
        guard header.format == formatTag else {
            throw ArchiveError("this is not a flow restoration archive (format '\(header.format)', expected '\(formatTag)')")
        }
        guard header.version <= currentVersion else {
            throw ArchiveError("the restoration archive has version \(header.version), newer than this flow reads (\(currentVersion))")
        }
        guard header.version >= 1 else {
            throw ArchiveError("the restoration archive has an invalid version \(header.version)")
        }
        let archive: RestorationArchive
        do {
            archive = try decoder.decode(RestorationArchive.self, from: data)
        } catch {
            throw ArchiveError.describing(error)
        }
        if let error = archive.firstInconsistency() { throw error }
        return archive
    }

    /// The part of an archive every version shares.
    private struct Header: Decodable {
        var format: String
        var version: Int
    }
}

/// One preserved view controller.
public struct ArchivedController: Hashable, Sendable, Codable {
    /// The scene it was instantiated from: UIKit's encoded class and storyboard identifier.
    public var scene: String
    /// What kind of view controller it was.
    public var kind: ControllerKind
    /// Its `restorationIdentifier`; only controllers with one are preserved.
    public var restorationIdentifier: String
    /// The restoration path: the identifiers from the window's root down to
    /// this controller, joined with `/` (a duplicate gets `#2`, `#3`, …).
    public var path: String
    /// What `encodeRestorableState(with:)` wrote: the instance variables.
    public var variables: [String: ArchivedValue]
    /// The container's children in order; `nil` where a child had no
    /// restoration identifier and was skipped with its subtree.
    public var children: [ArchivedController?]
    /// The selected child of a tab bar or page view controller.
    public var selectedIndex: Int?
    /// Whether a split view controller was collapsed.
    public var collapsed: Bool?
    /// What it presents, if that was preserved.
    public var presented: ArchivedPresentation?

    /// A preserved controller; the optional parts default to nothing preserved.
    public init(scene: String, kind: ControllerKind, restorationIdentifier: String, path: String,
                variables: [String: ArchivedValue] = [:], children: [ArchivedController?] = [],
                selectedIndex: Int? = nil, collapsed: Bool? = nil, presented: ArchivedPresentation? = nil) {
        self.scene = scene
        self.kind = kind
        self.restorationIdentifier = restorationIdentifier
        self.path = path
        self.variables = variables
        self.children = children
        self.selectedIndex = selectedIndex
        self.collapsed = collapsed
        self.presented = presented
    }

    private enum CodingKeys: String, CodingKey {
        case scene, kind, restorationIdentifier, path, variables, children, selectedIndex, collapsed, presented
    }

    /// Decodes the fields in the order they are declared and the variables
    /// in the order of their names, so that of several bad values the error
    /// names the same one every run (a dictionary's own order changes).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        scene = try container.decode(String.self, forKey: .scene)
        kind = try container.decode(ControllerKind.self, forKey: .kind)
        restorationIdentifier = try container.decode(String.self, forKey: .restorationIdentifier)
        path = try container.decode(String.self, forKey: .path)
        let names = try container.nestedContainer(keyedBy: VariableName.self, forKey: .variables)
        var variables: [String: ArchivedValue] = [:]
        for name in names.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
            variables[name.stringValue] = try names.decode(ArchivedValue.self, forKey: name)
        }
        self.variables = variables
        children = try container.decode([ArchivedController?].self, forKey: .children)
        selectedIndex = try container.decodeIfPresent(Int.self, forKey: .selectedIndex)
        collapsed = try container.decodeIfPresent(Bool.self, forKey: .collapsed)
        presented = try container.decodeIfPresent(ArchivedPresentation.self, forKey: .presented)
    }

    /// A variable's name as a key of `variables`.
    private struct VariableName: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// A preserved presentation: the presented controller and its styles.
/// (A class, so that a controller can hold one without infinite size.)
public final class ArchivedPresentation: Hashable, Sendable, Codable {
    /// The style after `automatic` resolution and adaptation.
    public let style: PresentationStyle
    /// The style asked for.
    public let requestedStyle: PresentationStyle
    /// A popover's anchor control.
    public let anchor: String?
    /// The presented controller.
    public let controller: ArchivedController

    /// A preserved presentation of `controller`.
    public init(style: PresentationStyle, requestedStyle: PresentationStyle, anchor: String?,
                controller: ArchivedController) {
        self.style = style
        self.requestedStyle = requestedStyle
        self.anchor = anchor
        self.controller = controller
    }

    public static func == (lhs: ArchivedPresentation, rhs: ArchivedPresentation) -> Bool {
        lhs.style == rhs.style && lhs.requestedStyle == rhs.requestedStyle && lhs.anchor == rhs.anchor
            && lhs.controller == rhs.controller
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(style)
        hasher.combine(controller)
    }
}

/// Why an archive could not be read or written.
public struct ArchiveError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, in a line.
    public var message: String

    /// An error saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }

    /// A decoding failure in words: corrupt JSON, or a key or type out of place.
    static func describing(_ error: Error) -> ArchiveError {
        guard let decoding = error as? DecodingError else {
            return ArchiveError("the restoration archive could not be read: \(error)")
        }
        switch decoding {
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                return ArchiveError("the restoration archive is corrupt or truncated (not valid JSON)")
            }
            return ArchiveError("the restoration archive has an invalid value at \(location(context.codingPath)): \(context.debugDescription)")
        case .keyNotFound(let key, let context):
            return ArchiveError("the restoration archive is missing '\(key.stringValue)' at \(location(context.codingPath))")
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return ArchiveError("the restoration archive has a value of the wrong type at \(location(context.codingPath))")
        @unknown default:
            return ArchiveError("the restoration archive could not be read: \(error)")
        }
    }

    private static func location(_ path: [CodingKey]) -> String {
        if path.isEmpty { return "the top level" }
        let joined = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        var text = Substring(joined)
        while text.first == "." { text.removeFirst() }
        while text.last == "." { text.removeLast() }
        return String(text)
    }
}

extension WidthClass: Codable {}
extension ControllerKind: Codable {}
extension PresentationStyle: Codable {}
extension AppearanceState: Codable {}
