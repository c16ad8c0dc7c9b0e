import FlowLang
import FlowModel

/// The options of a segue, relationship or statement, gathered by kind (the
/// first of each kind wins, as semantic analysis reports duplicates).
struct GatheredOptions {
    var identifier: String?
    var style: PresentationStyle?
    var transition: TransitionStyle?
    var animator: String?
    var presenter: String?
    var animated: Bool?
    var anchor: String?
    var from: String?
    var on: QualifiedName?
    var when: Expression?
    var prepare: Block?
    var perform: Block?

    init(_ options: [Option]) {
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
            }
        }
    }
}
