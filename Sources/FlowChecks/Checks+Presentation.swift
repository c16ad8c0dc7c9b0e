import FlowVocabulary
import FlowLang

extension CheckContext {
    /// W106, W107 and W120: modal presentations by segue, with the style UIKit
    /// resolves and adapts (FlowVocabulary's rule 3, which the model runs too).
    mutating func checkPresentations(_ subject: CheckSubject, subtrees: inout SubtreeFacts) {
        let platformVersion = index.platform?.major ?? IOSRelease.current
        for (segue, target) in zip(subject.type.segues, subject.destinations) {
            guard let target else { continue }
            var optionStyle: (style: PresentationStyle, range: SourceRange)?
            // The first `style` naming a style; by kind first, so only `style` options are made.
            let options = segue.writtenOptions
            for position in options.indices where optionStyle == nil && options.tag(at: position) == .style {
                let option = options[position]
                if case .style(let name) = option.kind, let style = PresentationStyle(rawValue: name.name) {
                    optionStyle = (style, option.range)
                }
            }
            let requested: PresentationStyle
            switch segue.kind {
            case .popover: requested = .popover
            case .present, .custom:
                requested = optionStyle?.style ?? type(target)?.modalPresentationStyle ?? .automatic
            case .show, .detail, .unwind, .action: continue
            }
            if requested == .none {
                report(.presentationStyleNone(display(target)), code: .w120, at: optionStyle?.range ?? segue.kindRange,
                       help: "'none' is for 'adapts none'; present in a style, or leave 'style' out for 'automatic'")
                continue
            }
            // A present segue sets no source view of its own: in the popover style it needs an `anchor`.
            if segue.kind == .present, requested == .popover, segue.options.anchor == nil {
                report(.popoverWithoutAnchor(display(target)), code: .w106,
                       at: optionStyle?.range ?? segue.kindRange,
                       help: "write '-> popover \(segue.writtenDestination.text)' so the control anchors the popover",
                       fixIts: [Diagnostic.FixIt(range: segue.kindRange, replacement: "popover")])
            }
            checkDismissal(of: target, requested: requested, platformVersion: platformVersion,
                           at: optionStyle?.range ?? segue.kindRange, subtrees: &subtrees)
        }
    }

    /// W107: the presented controller covers the screen, or is a sheet that
    /// refuses the swipe, in compact width — and nothing in it leads anywhere.
    private mutating func checkDismissal(of target: CheckTarget, requested: PresentationStyle, platformVersion: Int,
                                         at range: SourceRange, subtrees: inout SubtreeFacts) {
        guard let presented = type(target) else { return }
        let resolved = requested.resolvingAutomatic(onIOS: platformVersion)
        guard resolved.adaptsInCompactWidth else { return }
        let delegate = presented.adaptiveStyle
        let compact = resolved.adaptedToCompactWidth(onIOS: platformVersion, delegateStyle: delegate)
        let why: String
        if compact.coversFullScreen {
            why = "is presented \(resolved.rawValue) but adapts to \(compact.rawValue)"
        } else if compact.isSheet, subtrees.facts(of: target, in: self).modalInPresentation {
            why = "is a sheet with 'modal in presentation', so a swipe cannot dismiss it,"
        } else {
            return
        }
        guard !subtrees.facts(of: target, in: self).wayOut else { return }
        let shown = display(target)
        report(.presentationWithoutDismissal(shown, why), code: .w107, at: range,
               notes: declarationNote(node: target.node, "'\(shown)' is declared here").map { [$0] } ?? [],
               help: "add a control with an unwind or a segue to '\(shown)', or 'adapts none' to keep the \(resolved.rawValue)")
    }

    /// Visits the node and its relationship descendants, each once, with
    /// each one's type (nil for a node of no type this check can see).
    /// Each type is looked up once, and a node without children (most
    /// presented scenes) is visited without a set or a queue being made.
    func visitSubtree(of target: CheckTarget, _ visit: (DeclaredType?) -> Void) {
        let root = type(target)
        visit(root)
        guard let root, root.children.contains(where: { $0.target != nil }) else { return }
        // By reference, compared and hashed by name ids: no `Main.Name` id is made.
        var seen = KeyedTable<TypeReference, Void>()
        seen.insert(target.reference)
        var queue = [root]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for child in current.children {
                guard let child = child.target, seen.insert(child) else { continue }
                let childType = type(node: node(of: child))
                visit(childType)
                if let childType { queue.append(childType) }
            }
        }
    }
}

