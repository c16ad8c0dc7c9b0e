import FlowVocabulary

// How events hold their words
// ---------------------------
// A callback is made of words: the receiver, the method, the argument and
// its label. An event holds each as plain data, so that the trace copies an
// event as bytes, with no reference counting (every event is copied and
// destroyed on its way from the model to the trace):
//
// - a literal (`didMove`, `true`, `nil`) by its bytes, which live as long as
//   the program;
// - any other text (a segue identifier, `40%`) interned once for the life of
//   the process, and held by the bytes the store keeps;
// - an instance (the receiver, or an argument such as `didMove(toParent:)`'s)
//   by its identity and the parts of its name: its scene, interned, and its
//   ordinal. `Scene` or `Scene#2` is written only when the event is rendered.
//
// The parts, not the identity alone, because an event outlives its instance:
// `expect events` reads the events of a `dismiss` that freed the instances
// it names, and their slots may hold other instances by then. An instance's
// scene and ordinal never change, so its events name it as the trace did when
// they happened, whatever happens to it after.
//
// What is interned is what a storyboard and its script spell (scene names,
// identifiers, detents, animators, the percentages a script swipes to), so
// the store grows with the distinct words seen, not with the work done.
// Notes and warnings are sentences made where they happen: an event keeps
// them as a `String` of its own (empty for a callback).

/// An instance as an event names it: its identity, and the scene and
/// ordinal its name is made of (`RecipeDetail`, `RecipeDetail#2`).
public struct InstanceName: Hashable, Sendable {
    /// The instance.
    public let id: InstanceID
    /// The number in its name: 1 for the bare scene name, N for `Scene#N`.
    public let ordinal: Int32
    /// The scene it instantiates, interned (`Scene.internedName`).
    package let scene: EventText

    /// The name of instance `id` of `scene` holding `ordinal`.
    package init(id: InstanceID, scene: EventText, ordinal: Int) {
        self.id = id
        self.scene = scene
        self.ordinal = Int32(truncatingIfNeeded: ordinal)
    }

    /// The name as traces write it: `RecipeDetail` or `RecipeDetail#2`.
    public var text: String { Controller.name(scene: scene.description, ordinal: ordinal) }

    /// Appends the name's UTF-8 to `out`.
    package func write(to out: inout ByteBuffer) {
        scene.write(to: &out)
        out.appendOrdinal(ordinal)
    }
}

/// A name in an event: an instance, named when the event is rendered, or
/// text (an animator or presentation controller by its declared name, `nil`,
/// `true`, a segue identifier, `40%`). Plain data, as `EventText` is.
///
/// Two names are equal when they read the same, as the strings events held
/// before were: an instance and the text of its name are one name.
public struct EventName: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The text, or the instance's scene.
    package let word: EventText
    /// The instance's ordinal; 0 for text.
    private let ordinal: Int32
    /// The instance's slot (`InstanceID`); unused for text.
    private let slot: Int32
    /// The instance's creation number (`InstanceID.raw`); unused for text.
    private let raw: Int

    private init(word: EventText, ordinal: Int32, id: InstanceID) {
        self.word = word
        self.ordinal = ordinal
        self.slot = id.slot
        self.raw = id.raw
    }

    /// A view controller, by identity and name parts.
    public static func instance(_ instance: InstanceName) -> EventName {
        EventName(word: instance.scene, ordinal: instance.ordinal, id: instance.id)
    }

    /// Text, interned (`EventText(interning:)`).
    public static func text(_ text: String) -> EventName {
        EventName(word: EventText(interning: text))
    }

    /// Text held as it is.
    package init(word: EventText) {
        self.init(word: word, ordinal: 0, id: InstanceID(raw: 0, slot: -1))
    }

    /// A literal: `"true"`, `"nil"`.
    public init(stringLiteral literal: StaticString) {
        self.init(word: EventText(stringLiteral: literal))
    }

    /// No name at all: what an event without an argument holds (`Event.argumentName` is nil).
    static var absent: EventName { EventName(word: "", ordinal: -1, id: InstanceID(raw: 0, slot: -1)) }

    /// Whether this is `absent`.
    var isAbsent: Bool { ordinal < 0 }

    /// `nil`: no instance, or one that is no longer alive (as `App.name` says).
    public static var noInstance: EventName { "nil" }

    /// The instance named, if the name is one's.
    public var instance: InstanceName? {
        guard ordinal > 0 else { return nil }
        return InstanceName(id: InstanceID(raw: raw, slot: slot), scene: word, ordinal: Int(ordinal))
    }

    /// The name as traces write it.
    public var text: String {
        instance?.text ?? word.description
    }

    /// The name as traces write it.
    public var description: String { text }

    /// Appends the name's UTF-8 to `out`.
    @inline(__always)
    package func write(to out: inout ByteBuffer) {
        word.write(to: &out)
        out.appendOrdinal(ordinal)
    }

    /// Whether the name reads `text`, made into no `String` (`expect events`
    /// compares every event with its patterns).
    public func reads(_ text: String) -> Bool {
        guard ordinal > 1 else { return word.reads(text) }
        var text = text
        return text.withUTF8 { bytes in
            guard word.isPrefix(of: bytes) else { return false }
            let suffix = bytes[(bytes.startIndex + word.utf8Count)...]
            return suffix.elementsEqual(("#" + String(ordinal)).utf8)
        }
    }

    public static func == (lhs: EventName, rhs: EventName) -> Bool {
        if lhs.ordinal == 0 && rhs.ordinal == 0 { return lhs.word == rhs.word }
        if lhs.ordinal > 0 && rhs.ordinal > 0 { return lhs.word == rhs.word && lhs.ordinal == rhs.ordinal }
        return lhs.text == rhs.text
    }

    /// As the text hashes, so that equal names hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
    }
}

extension LifecycleMethod {
    /// The method's name as events hold it: a literal, so that the callback
    /// made most often interns nothing.
    var eventText: EventText {
        switch self {
        case .viewDidLoad: return "viewDidLoad"
        case .viewWillAppear: return "viewWillAppear"
        case .viewIsAppearing: return "viewIsAppearing"
        case .viewDidAppear: return "viewDidAppear"
        case .viewWillDisappear: return "viewWillDisappear"
        case .viewDidDisappear: return "viewDidDisappear"
        case .traitCollectionDidChange: return "traitCollectionDidChange"
        case .traitChange: return "traitChange"
        }
    }
}

/// Words an app takes from the program again and again (a segue's
/// identifier at every `shouldPerformSegue` and `prepare`, an unwind action
/// at every `canPerformUnwindSegueAction`), made into event text once per
/// string: interning takes the store's lock and hashes the text, and
/// spelling an identifier splits it, which was most of a segue's cost.
///
/// A table indexed by the string's two words: equal words are the same
/// string (the same storage, which the entry keeps alive so that no other
/// string can take its address, or the same short string held inline). An
/// equal string with other storage misses and is made again, into the same
/// interned text, so a miss costs time, never a wrong word; such a miss is
/// looked up by content before it is made again: a name a statement builds
/// afresh each time (`Settings.Root`, a storyboard segue's destination,
/// which is its identifier in events) never hit, and spelling it again was a
/// twentieth of exploring an imported app (Mastodon). The table starts
/// at 64 slots and doubles, up to 4,096, while the words it has made fill
/// half of it: a storyboard of a thousand segues cycles through two
/// thousand words, which 64 slots kept pushing out of each other.
struct EventTextMemo {
    // Empty until first used: `flow explore` makes an app for many of the
    // states it visits, most of which fire no segue.
    private var keys: [String?] = []
    private var texts: [EventText] = []
    /// How many words the table holds.
    private var held = 0
    /// Every text made, by content, for strings the table does not hold.
    private var byContent: [String: EventText] = [:]

    private static let firstCapacity = 64
    private static let largestCapacity = 4_096

    /// The text made of `key`, made by `make` the first time.
    mutating func text(for key: String, make: (String) -> EventText) -> EventText {
        if keys.isEmpty { resize(to: Self.firstCapacity) }
        let words = Self.words(of: key)
        let slot = Self.slot(of: words, capacity: keys.count)
        if let kept = keys[slot], Self.words(of: kept) == words { return texts[slot] }
        let text: EventText
        if let made = byContent[key] {
            text = made
        } else {
            text = make(key)
            byContent[key] = text
        }
        if held >= keys.count / 2 && keys.count < Self.largestCapacity {
            resize(to: keys.count * 2)
            store(key, text)
        } else {
            if keys[slot] == nil { held += 1 }
            keys[slot] = key
            texts[slot] = text
        }
        return text
    }

    /// A `String`'s two words (its inline bytes, or its storage's address and flags).
    private static func words(of string: String) -> (UInt64, UInt64) {
        unsafeBitCast(string, to: (UInt64, UInt64).self)
    }

    private static func slot(of words: (UInt64, UInt64), capacity: Int) -> Int {
        // Fibonacci hashing: the top bits of the product, as many as the capacity needs.
        let product = (words.0 ^ words.1) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: product >> UInt64(64 - capacity.trailingZeroBitCount))
    }

    /// Puts `key` in its slot, replacing what was there.
    private mutating func store(_ key: String, _ text: EventText) {
        let slot = Self.slot(of: Self.words(of: key), capacity: keys.count)
        if keys[slot] == nil { held += 1 }
        keys[slot] = key
        texts[slot] = text
    }

    /// A table of `capacity` slots holding the words this one held.
    private mutating func resize(to capacity: Int) {
        let old = zip(keys, texts).compactMap { key, text in key.map { ($0, text) } }
        keys = Array(repeating: nil, count: capacity)
        texts = Array(repeating: "", count: capacity)
        held = 0
        for (key, text) in old { store(key, text) }
    }
}
