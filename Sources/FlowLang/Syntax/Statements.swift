/// A statement: in a script, a test, a hook, an unwind body, a segue block,
/// or at the REPL prompt.
public struct Statement: Hashable, Sendable {
    public var kind: StatementKind
    public var range: SourceRange

    public init(kind: StatementKind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

public enum StatementKind: Hashable, Sendable {
    /// `launch [compact|regular]`
    case launch(width: Identifier?)
    /// `tap add`, `tap RecipeList.add`
    case tap(QualifiedName)
    /// `tap outside`
    case tapOutside
    /// `perform "ID"`
    case perform(StringLiteral)
    /// `present D [options]`, `show D`, `detail D`, `push D`
    case navigate(NavigateStatement)
    /// `pop [to D | to root] [animated false]`
    case pop(PopStatement)
    /// `dismiss [X] [animated false]`
    case dismiss(target: QualifiedName?, options: [Option])
    /// `unwind action`
    case unwind(Identifier)
    /// `select Tab` / `select 2`
    case select(SelectStatement)
    /// `size regular` / `size compact`
    case size(Identifier)
    /// `swipe back to 40% then cancel`
    case swipe(SwipeStatement)
    /// `embed D in C`
    /// Boxed: two names inline would size every statement.
    indirect case embed(child: QualifiedName, container: QualifiedName)
    /// `unembed D`
    case unembed(QualifiedName)
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
    case set(target: Expression, value: Expression)
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
}

public enum NavigateKind: String, Hashable, Sendable, CaseIterable {
    case present, show, detail, push
}

/// `present D style S …`, `show D`, `detail D`, `push D animated false`
public struct NavigateStatement: Hashable, Sendable {
    public var kind: NavigateKind
    public var destination: QualifiedName
    public var options: [Option]
}

public struct PopStatement: Hashable, Sendable {
    public enum Target: Hashable, Sendable {
        case top
        case root(SourceRange)
        case scene(QualifiedName)
    }

    public var target: Target
    public var options: [Option]
}

public struct SelectStatement: Hashable, Sendable {
    public enum Target: Hashable, Sendable {
        case name(QualifiedName)
        /// Counted from 1.
        case index(NumberLiteral)
    }

    public var target: Target
    public var options: [Option]
}

public struct SwipeStatement: Hashable, Sendable {
    public enum Direction: String, Hashable, Sendable { case back, down }
    public enum Outcome: String, Hashable, Sendable { case cancel, finish }

    public var direction: Direction
    public var progress: NumberLiteral
    public var outcome: Outcome
}

public struct ExpectEventsStatement: Hashable, Sendable {
    public enum Mode: String, Hashable, Sendable {
        /// `expect events { … }`: exactly these, in order.
        case events
        /// `expect order { … }`: these, in this relative order.
        case order
        /// `expect no { … }`: none of these.
        case no
    }

    public var mode: Mode
    public var events: [EventPattern]
    public var bodyRange: SourceRange
}

/// `Receiver.method` or `Receiver.method(argument)` in an `expect` block:
/// `RecipeDetail#2.viewWillAppear(true)`, `Browse.unwind(for: RecipeList)`.
public struct EventPattern: Hashable, Sendable {
    /// The receiving instance, animator or presenter (may be qualified).
    public var receiver: QualifiedName
    public var method: Identifier
    /// Nil when written without parentheses: then any argument matches.
    public var argument: EventArgument?
    public var range: SourceRange
}

public struct EventArgument: Hashable, Sendable {
    /// `for` in `unwind(for: RecipeList)`.
    public var label: Identifier?
    public var value: Expression
    public var range: SourceRange
}

/// `if EXPR { … } else if … { … } else { … }`
public struct IfStatement: Hashable, Sendable {
    public var condition: Expression
    public var then: Block
    public var elseBranch: ElseBranch?

    public indirect enum ElseBranch: Hashable, Sendable {
        case block(Block)
        case elseIf(IfStatement, SourceRange)
    }
}
