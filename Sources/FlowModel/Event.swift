/// Something that happened in the app, in the order UIKit would make it happen.
///
/// Callbacks are written `Receiver.method(argument)` (Language.md, Events):
/// the receiving instance's name, the Swift method's base name, and the one
/// argument that tells calls apart. Instances are carried by identity and
/// named when the event is rendered (EventName.swift). Notes say in words what happened
/// (`present AddRecipeNav on Tabs (fullScreen)`); warnings are what UIKit logs.
public struct Event: Hashable, Sendable {
    /// What sort of event it is; decides how it is written and shown.
    public enum Kind: String, Hashable, Sendable {
        /// A UIKit callback on a view controller (or animator, presenter).
        case callback
        /// `viewWillLayoutSubviews` / `viewDidLayoutSubviews`: shown with `--verbose`.
        case layout
        /// A description in words of what happened.
        case note
        /// A message UIKit would log; the action had no effect.
        case warning
    }

    /// Callback, layout callback, note or warning.
    public var kind: Kind
    /// Who receives the callback: an instance (named when the event is
    /// rendered) or an object by its name; empty for notes and warnings.
    public var receiverName: EventName
    /// The method's base name, for callbacks.
    package var methodName: EventText
    /// The argument, `EventName.absent` for none (not an optional: with the
    /// label's, its tag and padding made the event 16 bytes larger, and an
    /// event is copied whole about ten times on its way to the trace).
    private var argumentWord: EventName
    /// The argument label; empty for none (a label never is).
    private var labelWord: EventText
    /// When it happened on the app's virtual clock, in seconds since launch
    /// (App+Clock.swift); set by the app as it emits the event.
    public var time: Double
    /// A note's or warning's words; empty for callbacks, whose words are
    /// all plain data (EventName.swift).
    private var sentence: String

    /// The receiver's name as traces write it, made when read; empty for
    /// notes and warnings.
    public var receiver: String {
        get { receiverName.text }
        set { receiverName = .text(newValue) }
    }

    /// The method's base name for callbacks; the text for notes and
    /// warnings. Made when read.
    public var method: String {
        get {
            switch kind {
            case .callback, .layout: return methodName.description
            case .note, .warning: return sentence
            }
        }
        set {
            switch kind {
            case .callback, .layout: methodName = EventText(interning: newValue)
            case .note, .warning: sentence = newValue
            }
        }
    }

    /// The argument: an instance (`didMove(Browse)`), or text as written in
    /// traces (`true`, `nil`, `showRecipe`); nil for none.
    public var argumentName: EventName? {
        get { argumentWord.isAbsent ? nil : argumentWord }
        set { argumentWord = newValue ?? .absent }
    }

    /// An argument label, as in `unwind(for: RecipeList)`.
    package var labelName: EventText? {
        get { labelWord.isEmpty ? nil : labelWord }
        set { labelWord = newValue ?? "" }
    }

    /// The argument as traces write it, made when read.
    public var argument: String? {
        get { argumentName?.text }
        set { argumentName = newValue.map(EventName.text) }
    }

    /// The argument label, made when read.
    public var label: String? {
        get { labelName?.description }
        set { labelName = newValue.map(EventText.init(interning:)) }
    }

    /// A callback or layout callback; `time` is normally set by the app as it emits it.
    package init(kind: Kind, receiverName: EventName, methodName: EventText, argumentName: EventName? = nil,
                labelName: EventText? = nil, time: Double = 0) {
        self.kind = kind
        self.receiverName = receiverName
        self.methodName = methodName
        self.argumentWord = argumentName ?? .absent
        self.labelWord = labelName ?? ""
        self.time = time
        self.sentence = ""
    }

    /// An event of `kind` given as text: for notes and warnings, `method` is
    /// the text and the rest is empty.
    public init(kind: Kind, receiver: String, method: String, argument: String? = nil, label: String? = nil,
                time: Double = 0) {
        switch kind {
        case .callback, .layout:
            self.init(kind: kind, receiverName: .text(receiver), methodName: EventText(interning: method),
                      argumentName: argument.map(EventName.text), labelName: label.map(EventText.init(interning:)),
                      time: time)
        case .note, .warning:
            self.init(kind: kind, receiverName: "", methodName: "", time: time)
            sentence = method
        }
    }

    /// A UIKit callback: `receiver.method(label: argument)`.
    package static func callback(_ receiver: EventName, _ method: EventText, _ argument: EventName? = nil,
                                label: EventText? = nil) -> Event {
        Event(kind: .callback, receiverName: receiver, methodName: method, argumentName: argument, labelName: label)
    }

    /// A UIKit callback named by text: `receiver.method(label: argument)`.
    @_disfavoredOverload
    public static func callback(_ receiver: String, _ method: String, _ argument: String? = nil, label: String? = nil) -> Event {
        Event(kind: .callback, receiver: receiver, method: method, argument: argument, label: label)
    }

    /// A note saying in words what happened.
    public static func note(_ text: String) -> Event {
        Event(kind: .note, receiver: "", method: text)
    }

    /// A warning: what UIKit would log.
    public static func warning(_ text: String) -> Event {
        Event(kind: .warning, receiver: "", method: text)
    }

    /// How the event reads in a trace: `RecipeList.viewWillAppear(true)`,
    /// `Browse.unwind(for: RecipeList)`, or the note's or warning's text.
    public var text: String {
        var out = ByteBuffer(capacity: 64)
        write(to: &out)
        return out.string
    }

    /// Appends `text` as UTF-8 to `out` (the trace's hot path: no
    /// intermediate strings, no `String` growth).
    package func write(to out: inout ByteBuffer) {
        switch kind {
        case .callback, .layout:
            receiverName.write(to: &out)
            out.append(UInt8(ascii: "."))
            methodName.write(to: &out)
            if argumentWord.isAbsent { return }
            out.append(UInt8(ascii: "("))
            if !labelWord.isEmpty {
                labelWord.write(to: &out)
                out.append(UInt8(ascii: ":"))
                out.append(UInt8(ascii: " "))
            }
            argumentWord.write(to: &out)
            out.append(UInt8(ascii: ")"))
        case .note, .warning:
            out.append(sentence)
        }
    }

    /// Appends `text` as UTF-8 to `out`.
    public func write(to out: inout [UInt8]) {
        out.append(contentsOf: text.utf8)
    }
}

/// A UIKit exception: it stops the script with a runtime error.
public struct UIKitException: Error, Hashable, Sendable {
    /// UIKit's reason, as the exception would report it.
    public var message: String

    /// An exception with `message` as its reason.
    public init(_ message: String) {
        self.message = message
    }
}
