import FlowLang

// One storyboard segue to one flow segue member (or to comments, when flow
// cannot say it). Old kinds take their modern meaning: `push` is `show`,
// `modal` is `present`, `popover` is `popover`, `replace` is `detail`.

/// A segue mapped: the comments before it, the segue (nil when it cannot be
/// expressed), and the popover anchor to resolve once every control is named.
struct MappedSegue {
    var comments: [String] = []
    var segue: SegueSpec?
    var anchorID: String?
    var warnings: [String] = []
}

struct SegueMapper {
    /// The flow kind of a storyboard kind; nil for kinds that are not triggered segues.
    static func kind(of storyboardKind: String) -> SegueKind? {
        switch storyboardKind {
        case "show", "push": return .show
        case "showDetail", "replace": return .detail
        case "presentation", "modal": return .present
        case "popoverPresentation", "popover": return .popover
        case "custom": return .custom
        case "unwind": return .unwind
        default: return nil
        }
    }

    /// Maps `segue`, fired by `trigger`, to `destination`.
    func map(_ segue: StoryboardSegue, trigger: SegueSpec.Trigger, destination: ResolvedTarget) -> MappedSegue {
        var mapped = MappedSegue()
        guard let kind = Self.kind(of: segue.kind) else {
            mapped.warnings.append("segue kind '\(segue.kind)' is not one flow knows; omitted")
            return mapped
        }
        var spec = SegueSpec(trigger: trigger, kind: kind, destination: [])
        switch kind {
        case .unwind:
            let selector = segue.unwindAction ?? ""
            spec.destination = [FlowNames.unwindAction(selector)]
            if segue.unwindAction == nil { mapped.warnings.append("unwind segue without an unwindAction; named 'unwind'") }
        case .show, .detail, .present, .popover, .custom:
            guard case .name(let parts) = destination else {
                mapped.warnings.append("segue destination '\(segue.destination)' is missing from the storyboard; omitted")
                return mapped
            }
            spec.destination = parts
        case .action:
            break  // not a storyboard segue kind: `kind(of:)` never answers it
        }
        if let identifier = segue.identifier, case .control = trigger { spec.options.append(.identifier(identifier)) }
        switch kind {
        case .custom:
            spec.className = segue.customClass ?? "UIStoryboardSegue"
            mapped.warnings.append("custom segue class '\(spec.className ?? "")': its own perform is code; "
                + "flow presents the destination without animation")
        case .present:
            addStyles(segue, to: &spec, &mapped)
        case .popover:
            mapped.anchorID = segue.anchorID
        case .show, .detail, .unwind, .action:
            break
        }
        if kind != .custom, let custom = segue.customClass {
            mapped.warnings.append("segue class '\(custom)' customizes this \(segue.kind) segue in code; "
                + "flow performs a plain \(kind.rawValue)")
        }
        if kind == .present, segue.anchorID != nil, spec.options.contains(.style("popover")) {
            mapped.anchorID = segue.anchorID
        }
        if !segue.animates, kind != .custom { spec.options.append(.animated(false)) }
        if let selector = segue.destinationCreationSelector {
            mapped.comments.append("the destination is created in code by '\(selector)' (@IBSegueAction)")
        }
        mapped.segue = spec
        return mapped
    }

    private func addStyles(_ segue: StoryboardSegue, to spec: inout SegueSpec, _ mapped: inout MappedSegue) {
        if let style = segue.presentationStyle {
            if Vocabulary.presentationStyles.contains(style) {
                spec.options.append(.style(style))
            } else {
                mapped.warnings.append("presentation style '\(style)' is not one flow models; omitted")
            }
        }
        if let transition = segue.transitionStyle {
            if Vocabulary.transitionStyles.contains(transition) {
                spec.options.append(.transition(transition))
            } else {
                mapped.warnings.append("transition style '\(transition)' is not one flow models; omitted")
            }
        }
    }
}
