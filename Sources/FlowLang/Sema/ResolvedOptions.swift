import FlowVocabulary

/// A segue's, relationship's or statement's options by kind, lowered once:
/// typed styles, plain values, the blocks to run. When an option is given
/// twice the first wins — the one place that rule lives (semantic analysis
/// reports the repeat as an error; a program that runs has none).
public struct ResolvedOptions: Hashable, Sendable {
    /// `id "ID"`.
    public var identifier: String?
    /// `style S`; nil for a name that is no style (semantic analysis has reported it).
    public var style: PresentationStyle?
    /// `transition T`.
    public var transition: TransitionStyle?
    /// `animator A`: the animator declaration's name.
    public var animator: String?
    /// `presenter P`: the presenter declaration's name.
    public var presenter: String?
    /// `animated false`.
    public var animated: Bool?
    /// `anchor control`.
    public var anchor: String?
    /// `from control`.
    public var from: String?
    /// `on Scene`.
    public var on: QualifiedName?
    /// `when EXPR`: shouldPerformSegue.
    public var when: Expression?
    /// `prepare { … }`.
    public var prepare: Block?
    /// `perform { … }`: a custom segue's perform.
    public var perform: Block?
    /// `size regular|compact` on an embed: the width class the container gives the child.
    public var size: String?

    /// The options of `options`, the first of each kind winning.
    public init(_ options: [Option]) {
        for option in options {
            switch option.kind {
            case .identifier(let literal): identifier = identifier ?? literal.value
            case .style(let name): style = style ?? PresentationStyle(rawValue: name.name)
            case .transition(let name): transition = transition ?? TransitionStyle(rawValue: name.name)
            case .animator(let name): animator = animator ?? name.name
            case .presenter(let name): presenter = presenter ?? name.name
            case .animated(let value, _): animated = animated ?? value
            case .anchor(let name): anchor = anchor ?? name.name
            case .from(let name): from = from ?? name.name
            case .on(let name): on = on ?? name
            case .when(let expression): when = when ?? expression
            case .prepare(let block): prepare = prepare ?? block
            case .perform(let block): perform = perform ?? block
            case .size(let name): size = size ?? name.name
            }
        }
    }
}
