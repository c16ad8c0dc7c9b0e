/// A statement: in a script, a test, a hook, an unwind body, a segue block,
/// or at the REPL prompt.
///
/// A view of one node in its file's `StatementArena` (issue 13's leaner
/// syntax tree: nodes in arrays addressed by position). Read it through
/// `kind`, whose cases are the syntax, made when read; `init(kind:range:)`
/// copies the parts into an arena of its own (the parser appends to its
/// file's arena instead).
public struct Statement: Hashable, Sendable {
    /// The arena holding this statement and everything in it.
    let arena: StatementArena
    /// The statement's position in `arena`.
    let index: Int32

    init(arena: StatementArena, index: Int32) {
        self.arena = arena
        self.index = index
    }

    /// A statement of `kind` covering `range`.
    public init(kind: StatementKind, range: SourceRange) {
        self = StatementArena().add(kind, range: range)
    }

    /// Which statement, with its parts. Setting it makes the statement anew, in an arena of its own.
    public var kind: StatementKind {
        get { arena.kind(ofStatement: index) }
        set { self = Statement(kind: newValue, range: range) }
    }
    /// The whole statement, blocks and options included.
    public var range: SourceRange {
        get { arena.range(ofStatement: index) }
        set { self = Statement(kind: kind, range: newValue) }
    }

    /// Which statement, without its parts: read without making `kind`.
    public var tag: StatementKind.Tag { arena.tag(ofStatement: index) }

    /// Two statements are equal when their trees are, wherever they are kept.
    public static func == (lhs: Statement, rhs: Statement) -> Bool {
        (lhs.arena === rhs.arena && lhs.index == rhs.index) || (lhs.range == rhs.range && lhs.kind == rhs.kind)
    }

    /// Hashes the tree, as `==` compares it.
    public func hash(into hasher: inout Hasher) {
        kind.hash(into: &hasher)
        range.hash(into: &hasher)
    }
}

extension Statement: CustomReflectable {
    /// The kind and the range, as the plain struct showed them (`SyntaxDump`, `--dump-ast`), not the arena.
    public var customMirror: Mirror {
        Mirror(self, children: ["kind": kind, "range": range], displayStyle: .struct)
    }
}

/// The statements there are, one case a form.
public enum StatementKind: Hashable, Sendable {
    /// `launch [compact|regular]`
    case launch(width: Identifier?)
    /// `tap add`, `tap RecipeList.add`
    case tap(QualifiedName)
    /// `tap outside`
    case tapOutside
    /// `back`: a person taps the back button of the navigation bar on screen.
    case back
    /// `perform "ID" [from Scene]`: `performSegue(withIdentifier:sender:)` on
    /// the visible scene, or on the scene on screen that `from` names (code
    /// performs segues on whichever controller it runs in).
    case perform(StringLiteral, from: QualifiedName?)
    /// `present D [options]`, `show D`, `detail D`, `push D`
    case navigate(NavigateStatement)
    /// `pop [to D | to root] [animated false]`
    case pop(PopStatement)
    /// `dismiss [X] [animated false]`
    case dismiss(target: QualifiedName?, options: OptionList)
    /// `unwind action`
    case unwind(Identifier)
    /// `select Tab` / `select 2`
    case select(SelectStatement)
    /// `size regular` / `size compact`
    case size(Identifier)
    /// `swipe back to 40% then cancel`
    case swipe(SwipeStatement)
    /// `embed D in C`
    case embed(child: QualifiedName, container: QualifiedName)
    /// `unembed D`
    case unembed(QualifiedName)
    /// `show column primary [in Split]`: a column-style split view's `show(_:)`
    /// of a column; with `hides`, `hide column primary`, its `hide(_:)`.
    case showColumn(column: Identifier, split: QualifiedName?, hides: Bool = false)
    /// `begin appearing X` / `begin disappearing X` / `end appearance X`:
    /// `beginAppearanceTransition(_:animated:)` / `endAppearanceTransition()`,
    /// as a container that forwards appearance by hand calls them.
    case appearance(AppearanceStatement)
    /// `replace A with B [animated false]`: a custom container's
    /// `transition(from:to:duration:options:animations:completion:)`.
    case replace(old: QualifiedName, new: QualifiedName, options: OptionList)
    /// `preserve [to "path"]`
    case preserve(path: StringLiteral?)
    /// `restore [from "path"]`
    case restore(path: StringLiteral?)
    /// `timeline { … }`
    case timeline(Block)
    /// `wait 0.2`
    case wait(NumberLiteral)
    /// `alongside { … }`
    case alongside(Block)
    /// `expect EXPR ["message"]`
    case expect(condition: Expression, message: StringLiteral?)
    /// `expect events { … }`, `expect order { … }`, `expect no { … }`
    case expectEvents(ExpectEventsStatement)
    /// `expect warning "text"`
    case expectWarning(StringLiteral)
    /// `set x = EXPR`, `set destination.recipe = name`
    /// (`options`: `animated true` on `set Nav.viewControllers = […]`.)
    case set(target: Expression, value: Expression, options: OptionList)
    /// `if EXPR { … } else { … }`
    case `if`(IfStatement)
    /// `repeat N { … }`
    case `repeat`(count: Expression, body: Block)
    /// `print EXPR`
    case print(Expression)
    /// `print tree`
    case printTree
    /// `print events`
    case printEvents
    /// `test "name" { … }` (top level only)
    case test(name: StringLiteral, body: Block)
    /// `search ["text"]`: a person taps the search field of the scene on
    /// screen (its `UISearchController` becomes active) and types the text;
    /// `search scope "Mine"` (`scope` set, no text): a person taps that button
    /// of the active search's scope bar.
    case search(text: StringLiteral?, scope: StringLiteral? = nil)
    /// `cancel search`: a person taps the active search's Cancel button.
    case cancelSearch
    /// `link "myapp://recipe/{name}" { … }`, `activity "type" { … }`,
    /// `shortcut "type" { … }` (top level only): what the app's scene
    /// delegate does when that opens it.
    case entryPoint(EntryPointStatement)
    /// `open "URL"`, `open activity "type"`, `open shortcut "type"`: the
    /// system opens the app with it.
    case open(kind: EntryKind, value: StringLiteral)
    /// `background`: a person leaves the app (its scene goes to the background).
    case background
    /// `foreground`: a person comes back to it.
    case foreground
    /// `type "Pasta" in name`: a person types into the text field `name` of
    /// the alert on screen (`field name` in its scene).
    case typeText(text: StringLiteral, field: Identifier)
    /// `drag Settings to 2`: while the More list is being edited (`tap
    /// edit`), a person drags a tab's icon onto the bar item at that place
    /// (from 1), the two swapping places in the tab bar's `viewControllers`.
    case drag(tab: QualifiedName, position: NumberLiteral)
    /// `open window [activity "type"]`, `focus window 2`, `close window [2]`:
    /// a person's windows of the app on an iPad, each a scene of its own.
    case window(WindowStatement)
}

/// What a person does with the app's windows (iPadOS scene sessions).
public struct WindowStatement: Hashable, Sendable {
    /// Open a new window, bring one to the front, or close one; `openBeside`
    /// (`open window beside`) opens one in Split View beside the one in front.
    public enum Action: String, Hashable, Sendable, CaseIterable {
        case open, focus, close, openBeside

        /// The statement's words, without its number or activity: `open window beside`.
        public var words: String {
            switch self {
            case .open: return "open window"
            case .focus: return "focus window"
            case .close: return "close window"
            case .openBeside: return "open window beside"
            }
        }
    }

    /// What is done.
    public var action: Action
    /// The window (`focus window 2`, `close window 2`), numbered from 1 in
    /// the order they opened; nil for the window in front (`close window`)
    /// or a new one (`open window`).
    public var number: NumberLiteral?
    /// `open window activity "type"`: the user activity the new window's
    /// scene connects with (an item dragged out into a window of its own).
    public var activity: StringLiteral?

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(action: Action, number: NumberLiteral?, activity: StringLiteral?) {
        self.action = action
        self.number = number
        self.activity = activity
    }
}

/// What opens an app at a place: a URL (a custom scheme, or a universal
/// link), a user activity (Handoff, Spotlight, Siri), a Home Screen quick action.
public enum EntryKind: String, Hashable, Sendable, CaseIterable {
    case link, activity, shortcut
}

/// `link "myapp://recipe/{name}" { … }` and the like: the scene delegate's
/// code for one way into the app.
public struct EntryPointStatement: Hashable, Sendable {
    /// Link, activity or shortcut.
    public var kind: EntryKind
    /// The URL pattern (`{name}` parts go to the global `name`), the activity type or the shortcut type.
    public var value: StringLiteral
    /// The app's code.
    public var body: Block
    /// `activity "type" restoration { … }`: the activity the scene delegate
    /// returns from `stateRestorationActivity(for:)`, its block also what the
    /// app does with the session's activity when the scene reconnects.
    public var isRestoration: Bool

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(kind: EntryKind, value: StringLiteral, body: Block, isRestoration: Bool = false) {
        self.kind = kind
        self.value = value
        self.body = body
        self.isRestoration = isRestoration
    }
}

extension StatementKind {
    /// The statements there are without their parts, one case for each of
    /// `StatementKind`'s: what a check that looks for one kind of statement
    /// reads (`Statement.tag`), without making the others' parts.
    public enum Tag: UInt8, CaseIterable, Sendable {
        case launch, tap, tapOutside, back, perform, navigate, pop, dismiss, unwind, select, size, swipe, embed, unembed
        case showColumn, appearance, replace, preserve, restore, timeline, wait, alongside, expect, expectEvents
        case expectWarning, set, `if`, `repeat`, print, printTree, printEvents, test, search, cancelSearch
        case entryPoint, open, background, foreground, typeText, drag, window
    }
}

/// How a `NavigateStatement` shows its destination: present(_:animated:), show, showDetailViewController or push.
public enum NavigateKind: String, Hashable, Sendable, CaseIterable {
    case present, show, detail, push
}

/// `present D style S …`, `show D`, `detail D`, `push D animated false`
public struct NavigateStatement: Hashable, Sendable {
    /// The keyword: `present`.
    public var kind: NavigateKind
    /// The scene to instantiate and show: `AddRecipeNav`.
    public var destination: QualifiedName
    /// `style`, `transition`, `animated false`, `from`, `on`, … in source order.
    public var options: OptionList

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(kind: NavigateKind, destination: QualifiedName, options: OptionList) {
        self.kind = kind
        self.destination = destination
        self.options = options
    }
}

/// `pop`, `pop to D`, `pop to root`: the nearest navigation controller pops.
public struct PopStatement: Hashable, Sendable {
    /// How far to pop.
    public enum Target: Hashable, Sendable {
        case top
        case root(SourceRange)
        case scene(QualifiedName)
    }

    /// How far to pop.
    public var target: Target
    /// Its options: `animated false`.
    public var options: OptionList

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(target: Target, options: OptionList) {
        self.target = target
        self.options = options
    }
}

/// `select Tab` / `select 2`: the user picks a tab.
public struct SelectStatement: Hashable, Sendable {
    /// The tab, by name or position.
    public enum Target: Hashable, Sendable {
        case name(QualifiedName)
        /// Counted from 1.
        case index(NumberLiteral)
    }

    /// The tab, by name or position.
    public var target: Target
    /// Its options: `animated false`.
    public var options: OptionList

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(target: Target, options: OptionList) {
        self.target = target
        self.options = options
    }
}

/// `swipe back to 40% then cancel`: an interactive pop or dismissal;
/// `swipe next` / `swipe previous`: a person turning a page.
public struct SwipeStatement: Hashable, Sendable {
    /// `back`: an interactive pop; `down`: an interactive dismissal (or, on
    /// a sheet above its smallest detent, a drag to the next smaller one);
    /// `up`: a sheet dragged to its next larger detent; `next` and
    /// `previous`: a page view controller's page turn.
    public enum Direction: String, Hashable, Sendable { case back, down, up, next, previous }
    /// Whether the gesture cancels or finishes the transition.
    public enum Outcome: String, Hashable, Sendable { case cancel, finish }

    /// `back`, `down`, `up`, `next` or `previous`.
    public var direction: Direction
    /// How far the gesture goes before it ends: `40%`; nil for a page turn
    /// or a drag up written without one (`swipe next`: all the way, then finish).
    public var progress: NumberLiteral?
    /// `cancel` or `finish`.
    public var outcome: Outcome

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(direction: Direction, progress: NumberLiteral?, outcome: Outcome) {
        self.direction = direction
        self.progress = progress
        self.outcome = outcome
    }

    /// How far the gesture goes, from 0 to 1.
    public var fraction: Double { progress?.value ?? 1 }
}

/// `expect events { … }`, `expect order { … }`, `expect no { … }`.
public struct ExpectEventsStatement: Hashable, Sendable {
    /// Which of the three forms, and so how `events` must match.
    public enum Mode: String, Hashable, Sendable {
        /// `expect events { … }`: exactly these, in order.
        case events
        /// `expect order { … }`: these, in this relative order.
        case order
        /// `expect no { … }`: none of these.
        case no
    }

    /// `events`, `order` or `no`.
    public var mode: Mode
    /// The events between the braces, in source order.
    public var events: [EventPattern]
    /// From the `{` to the `}`.
    public var bodyRange: SourceRange

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(mode: Mode, events: [EventPattern], bodyRange: SourceRange) {
        self.mode = mode
        self.events = events
        self.bodyRange = bodyRange
    }
}

/// `Receiver.method` or `Receiver.method(argument)` in an `expect` block:
/// `RecipeDetail#2.viewWillAppear(true)`, `Browse.unwind(for: RecipeList)`.
public struct EventPattern: Hashable, Sendable {
    /// The receiving instance, animator or presenter (may be qualified).
    public var receiver: QualifiedName
    /// The callback's base name: `viewWillAppear`.
    public var method: Identifier
    /// Nil when written without parentheses: then any argument matches.
    public var argument: EventArgument?
    /// The whole pattern, argument included.
    public var range: SourceRange

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(receiver: QualifiedName, method: Identifier, argument: EventArgument?, range: SourceRange) {
        self.receiver = receiver
        self.method = method
        self.argument = argument
        self.range = range
    }
}

/// The argument of an event pattern: `true`, `nil`, `40%`, `for: RecipeList`.
public struct EventArgument: Hashable, Sendable {
    /// `for` in `unwind(for: RecipeList)`.
    public var label: Identifier?
    /// The value to match: `true`, `RecipeList`, `"show recipe"`.
    public var value: Expression
    /// The argument, label included.
    public var range: SourceRange

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(label: Identifier?, value: Expression, range: SourceRange) {
        self.label = label
        self.value = value
        self.range = range
    }
}

/// `if EXPR { … } else if … { … } else { … }`
public struct IfStatement: Hashable, Sendable {
    /// The expression after `if`.
    public var condition: Expression
    /// The block run when the condition is true.
    public var then: Block
    /// What follows `else`; nil when there is no `else`.
    public var elseBranch: ElseBranch?

    /// `else { … }` or `else if …`.
    public indirect enum ElseBranch: Hashable, Sendable {
        case block(Block)
        case elseIf(IfStatement, SourceRange)
    }

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(condition: Expression, then: Block, elseBranch: ElseBranch?) {
        self.condition = condition
        self.then = then
        self.elseBranch = elseBranch
    }
}

/// `begin appearing X [animated false]`, `begin disappearing X`, `end appearance X`.
public struct AppearanceStatement: Hashable, Sendable {
    /// Which call: the will-phase towards appearing or disappearing, or the did-phase.
    public enum Phase: String, Hashable, Sendable {
        case beginAppearing = "begin appearing"
        case beginDisappearing = "begin disappearing"
        case end = "end appearance"
    }

    /// The call.
    public var phase: Phase
    /// The child whose appearance is driven.
    public var target: QualifiedName
    /// `animated false` (the begin calls' `animated:`).
    public var options: OptionList

    /// A node with every field given (the importer and other tools build syntax directly).
    public init(phase: Phase, target: QualifiedName, options: OptionList) {
        self.phase = phase
        self.target = target
        self.options = options
    }
}
