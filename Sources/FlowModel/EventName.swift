import Foundation

// How events name who they are about
// ----------------------------------
// A callback's receiver, and an argument that is a view controller
// (`didMove(toParent:)`, `unwind(for:)`), are instances. An event carries
// such an instance as its identity and the parts of its name (the scene and
// the ordinal of `Scene#2`), and the name is written only when the event is
// rendered: no `String` is made or retained for it on the way.
//
// The parts, not the identity alone, because an event outlives its
// instance: `expect events` reads the events of a `dismiss` that freed the
// instances it names, and their slots may hold other instances by then. An
// instance's scene and ordinal never change, so its events name it as the
// trace did when they happened, whatever happens to it after.
//
// Notes and warnings stay sentences made where they happen: they are a few
// a statement, callbacks are most of a trace.

/// A scene's name, interned once for the life of the process: a pointer to
/// text that is never freed, so an event copies it as a plain word, with no
/// reference count to keep, and reads the text only to print it.
///
/// A `Scene` interns its name when it is made (`Scene.internedName`). The
/// store keeps every scene name it was given, each once: a process reads
/// the scenes of the storyboards it runs, and one that runs the same
/// storyboards again and again (the language server, `flow explore`, the
/// studio) gives it the same names again, so it grows with the distinct
/// names seen, not with the work done.
public struct SceneName: Hashable, Sendable {
    private let storage: Unmanaged<SceneNameStorage>

    /// The interned name spelled `text` (equal names, as `String`'s `==`
    /// tells them, share one: the first spelling interned).
    public init(_ text: String) {
        storage = SceneNameStore.shared.intern(text)
    }

    /// The name as written.
    public var text: String { storage._withUnsafeGuaranteedRef { $0.text } }

    /// Appends the name's UTF-8 to `out`.
    public func write(to out: inout ByteBuffer) {
        storage._withUnsafeGuaranteedRef { out.append($0.text) }
    }

    /// Interned: one storage per name, so the pointer is the identity.
    public static func == (lhs: SceneName, rhs: SceneName) -> Bool {
        lhs.storage.toOpaque() == rhs.storage.toOpaque()
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.toOpaque())
    }
}

/// The text of an interned scene name; never freed (the store keeps it).
final class SceneNameStorage: Sendable {
    let text: String

    init(_ text: String) { self.text = text }
}

/// Every scene name interned so far. Interning takes a lock (one a
/// sanitizer sees, `NSLock`); reading a name does not, since its storage
/// is made, under the lock, before anyone is handed it, and never changes.
private final class SceneNameStore: @unchecked Sendable {
    static let shared = SceneNameStore()

    private let lock = NSLock()
    private var names: [String: Unmanaged<SceneNameStorage>] = [:]

    func intern(_ text: String) -> Unmanaged<SceneNameStorage> {
        lock.lock()
        defer { lock.unlock() }
        if let interned = names[text] { return interned }
        // Retained once, here, and never released: the store's own reference.
        let storage = Unmanaged.passRetained(SceneNameStorage(text))
        names[text] = storage
        return storage
    }
}

/// An instance as an event names it: its identity, and the scene and ordinal
/// its name is made of (`RecipeDetail`, `RecipeDetail#2`). Plain data: an
/// event copies it with no reference counting.
public struct InstanceName: Hashable, Sendable {
    /// The instance.
    public let id: InstanceID
    /// The number in its name: 1 for the bare scene name, N for `Scene#N`.
    public let ordinal: Int32
    /// The scene it instantiates.
    public let scene: SceneName

    /// The name of instance `id` of `scene` holding `ordinal`.
    public init(id: InstanceID, scene: SceneName, ordinal: Int) {
        self.id = id
        self.scene = scene
        self.ordinal = Int32(truncatingIfNeeded: ordinal)
    }

    /// The name as traces write it: `RecipeDetail` or `RecipeDetail#2`.
    public var text: String {
        ordinal == 1 ? scene.text : scene.text + "#" + String(ordinal)
    }

    /// Appends the name's UTF-8 to `out`.
    public func write(to out: inout ByteBuffer) {
        scene.write(to: &out)
        guard ordinal != 1 else { return }
        out.append(UInt8(ascii: "#"))
        out.append(String(ordinal))
    }
}

/// A name in an event: an instance, named when the event is rendered, or
/// text (an animator or presentation controller by its declared name, `nil`,
/// `true`, a segue identifier, `40%`).
///
/// Two names are equal when they read the same, as the strings events held
/// before were: an instance and the text of its name are one name.
public enum EventName: Hashable, Sendable, ExpressibleByStringLiteral {
    /// A view controller, by identity and name parts.
    case instance(InstanceName)
    /// Anything else, as the trace writes it.
    case text(String)

    /// `nil`: no instance, or one that is no longer alive (as `App.name` says).
    /// Computed, not stored: a stored one was a `swift_once` check per read.
    public static var noInstance: EventName { .text("nil") }

    /// Text written as a literal: `"true"`, `"nil"`.
    public init(stringLiteral value: String) {
        self = .text(value)
    }

    /// The name as traces write it.
    public var text: String {
        switch self {
        case .instance(let instance): return instance.text
        case .text(let text): return text
        }
    }

    /// The instance named, if the name is one's.
    public var instance: InstanceName? {
        switch self {
        case .instance(let instance): return instance
        case .text: return nil
        }
    }

    /// Appends the name's UTF-8 to `out`.
    public func write(to out: inout ByteBuffer) {
        switch self {
        case .instance(let instance): instance.write(to: &out)
        case .text(let text): out.append(text)
        }
    }

    /// Whether the name reads `text`, made into no `String` when it is an
    /// instance's (`expect events` compares every event with its patterns).
    public func reads(_ text: String) -> Bool {
        switch self {
        case .text(let own):
            return own == text
        case .instance(let instance):
            let scene = instance.scene.text
            guard instance.ordinal != 1 else { return scene == text }
            guard text.hasPrefix(scene) else { return false }
            let suffix = text.utf8.dropFirst(scene.utf8.count)
            guard suffix.first == UInt8(ascii: "#") else { return false }
            return String(decoding: suffix.dropFirst(), as: UTF8.self) == String(instance.ordinal)
        }
    }

    public static func == (lhs: EventName, rhs: EventName) -> Bool {
        switch (lhs, rhs) {
        case (.instance(let left), .instance(let right)):
            return left.scene == right.scene && left.ordinal == right.ordinal
        case (.text(let left), .text(let right)):
            return left == right
        case (.instance(let instance), .text(let text)), (.text(let text), .instance(let instance)):
            return EventName.instance(instance).reads(text)
        }
    }

    /// As the text hashes, so that equal names hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
    }
}
