import FlowLang

/// A segue's options reduced to the values the graph shows; the first of a
/// repeated option wins, as everywhere in flow.
struct SegueOptions {
    var identifier: String?
    var style: String?
    var transition: String?
    var animator: String?
    var presenter: String?
    var anchor: String?
    var animated: Bool?
    var condition: String?

    init(_ options: OptionList) {
        for option in options {
            switch option.kind {
            case .identifier(let literal): identifier = identifier ?? literal.value
            case .style(let name): style = style ?? name.name
            case .transition(let name): transition = transition ?? name.name
            case .animator(let name): animator = animator ?? name.name
            case .presenter(let name): presenter = presenter ?? name.name
            case .anchor(let name): anchor = anchor ?? name.name
            case .animated(let value, _): animated = animated ?? value
            case .when(let expression): condition = condition ?? ExpressionText.text(of: expression)
            // Statement options and blocks change nothing a graph shows.
            case .from, .on, .prepare, .perform, .size: break
            }
        }
    }

    /// Copies the options onto a segue's edge.
    func apply(to edge: inout GraphEdge) {
        edge.style = style
        edge.transition = transition
        edge.animator = animator
        edge.presenter = presenter
        edge.anchor = anchor
        edge.animated = animated ?? true
        edge.condition = condition
    }
}
