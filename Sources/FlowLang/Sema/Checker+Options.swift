import FlowVocabulary

// Options of segues, relationships and statements: which apply where
// (Language.md, Segues and Statements), given once each, and what they name.
extension Checker {
    /// What carries a list of options.
    enum OptionSite {
        case segue(SegueMember)
        case relationship(RelationshipMember)
        case navigate(NavigateKind)
        /// `pop`, `dismiss`, `select`: they take `animated` only.
        case statement(String)
    }

    /// Checks options; `scope` is where `when` stands (the owner's names),
    /// `destination` what `prepare` blocks call `destination`.
    mutating func checkOptions(_ options: OptionList, site: OptionSite, scope: Scope, destination: TypeReference?) {
        // Where the first option of each kind stands, by kind: a table on the
        // stack, where a dictionary by keyword cost an allocation and a hash
        // for every segue. Each call has its own (a `prepare` block's
        // statements check their options inside this loop).
        var anchorGiven = false
        let isSegue = if case .segue = site { true } else { false }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: OptionKind.ordinalCount) { first in
            first.initialize(repeating: -1)
            for position in options.indices {
                let tag = options.tag(at: position)
                let kind = tag.rawValue  // `OptionKind.ordinal`
                // A segue's first `id` applies to every kind of segue and has
                // no value to check: nothing to report, so the option is not
                // made (its string read out of the arena for nothing, on
                // nearly every segue of a storyboard).
                if isSegue, tag == .identifier, first[kind] < 0 {
                    first[kind] = position
                    continue
                }
                let option = options[position]
                if tag == .anchor { anchorGiven = true }
                if first[kind] >= 0 {
                    let keyword = option.kind.keyword
                    error(.duplicateOption(keyword), at: option.keywordRange,
                          notes: [note("first given here", at: options[first[kind]].keywordRange)])
                } else {
                    first[kind] = position
                    checkApplies(option, site: site, all: options)
                }
                checkValue(of: option, site: site, scope: scope, destination: destination)
            }
        }
        if case .segue(let member) = site, member.segueKind == .popover, !anchorGiven,
           case .manual(let identifier, _) = member.trigger {
            error(.missingPopoverAnchor(identifier.value), at: member.segueKindRange,
                  help: "add 'anchor NAME' naming a control of this scene")
        }
    }

    /// Reports an option that does not apply to its site, naming what it applies to.
    private mutating func checkApplies(_ option: Option, site: OptionSite, all options: OptionList) {
        let keyword = option.kind.keyword
        switch site {
        case .segue(let member):
            let kind = member.segueKind
            let applies: [SegueKind]
            switch option.kind {
            case .identifier, .when, .prepare:
                applies = SegueKind.allCases
            case .style, .transition:
                applies = [.present]
            case .animator:
                applies = [.present, .show, .detail, .custom]
            case .presenter:
                applies = [.present, .custom]
            case .animated:
                applies = [.show, .detail, .present, .popover, .unwind]
            case .anchor:
                applies = hasPopoverStyle(options) ? [.popover, .present] : [.popover]
            case .perform:
                // A control's action keeps its block as its `perform` (`Segue.action`); none is written after '->'.
                applies = kind == .action ? [.action] : [.custom]
            case .from, .on, .size:
                applies = []
            }
            if !applies.contains(kind) {
                let help = applies.isEmpty
                    ? (keyword == "size" ? "'size' is an option of 'embed' in a container"
                                         : "'\(keyword)' is an option of the 'present' statement")
                    : "'\(keyword)' applies to \(list(applies.map { "\($0.rawValue)" })) segues"
                        + (option.kind.keyword == "anchor" ? " (and present segues with 'style popover')" : "")
                error(.optionNotApplicable(keyword, "\(kind.rawValue) segues"), at: option.keywordRange, help: help)
                return
            }
            if case .when = option.kind, case .manual(let identifier, _) = member.trigger {
                warning(.whenOnManualSegue(identifier.value), at: option.keywordRange)
            }
            if case .presenter = option.kind { checkPresenterStyle(options) }
        case .relationship(let member):
            let applies: Bool
            switch option.kind {
            case .identifier, .prepare, .size:
                applies = member.kind == .embed
            case .style, .transition, .animator, .presenter, .animated, .anchor, .from, .on, .when, .perform:
                applies = false
            }
            if !applies {
                let help = member.kind == .embed ? "an embed segue takes 'id', 'prepare' and 'size'" : "only 'embed' takes options ('id', 'prepare' and 'size')"
                error(.optionNotApplicable(keyword, "'\(member.kind.rawValue)'"), at: option.keywordRange, help: help)
            }
        case .navigate(let kind):
            let allowed: [String]
            switch kind {
            case .present: allowed = ["style", "transition", "animator", "presenter", "animated", "from", "on"]
            // `on X`: the call made on another controller than the visible scene (or `self`): Mattermost's
            // menus push onto their side menu's centre navigation controller, `centerViewController
            // .pushViewController(…)`.
            case .show, .detail, .push: allowed = ["animated", "animator", "on"]
            }
            if !allowed.contains(keyword) {
                error(.optionNotApplicable(keyword, "'\(kind.rawValue)'"), at: option.keywordRange,
                      help: "'\(kind.rawValue)' takes \(list(allowed.map { "'\($0)'" }))")
                return
            }
            if case .presenter = option.kind { checkPresenterStyle(options) }
        case .statement(let name):
            switch option.kind {
            case .animated:
                break
            case .identifier, .style, .transition, .animator, .presenter, .anchor, .from, .on, .when, .prepare, .perform, .size:
                let help = name == "dismiss" && keyword == "on"
                    ? "name the scene right after 'dismiss': 'dismiss X'"
                    : "'\(name)' takes 'animated' only"
                error(.optionNotApplicable(keyword, "'\(name)'"), at: option.keywordRange, help: help)
            }
        }
    }

    /// What an option names: styles, animators, presenters, controls, scenes;
    /// its expression or block, in the right scope.
    private mutating func checkValue(of option: Option, site: OptionSite, scope: Scope, destination: TypeReference?) {
        switch option.kind {
        case .identifier, .animated:
            break
        case .style(let name):
            checkPresentationStyle(name)
        case .transition(let name):
            checkTransitionStyle(name)
            if name.name == TransitionStyle.zoom.rawValue {
                error(.make("zoom-is-the-scenes", "'zoom' is a view controller's own transition (preferredTransition), not a presentation's"),
                      at: name.range, help: "write 'transition zoom' in the presented or pushed scene")
            }
        case .animator(let name):
            checkHelper(name, kind: .animator)
        case .presenter(let name):
            checkHelper(name, kind: .presenter)
        // `view` is the scene's own view when the scene declares no control of that name (PopoverAnchor).
        case .anchor(let name):
            if case .segue = site, let owner = scope.owner, name.name != PopoverAnchor.sceneView {
                checkControl(name, in: owner, path: path)
            }
        case .from(let name):
            if name.name != PopoverAnchor.sceneView { checkControlExists(name) }
        case .on(let name):
            resolveViewController(name, allowInstance: true)
        case .when(let condition):
            checkExpression(condition, in: scope)
        case .prepare(let block):
            var inner = scope
            inner.place = .prepare
            inner.destination = destination
            walk(block, in: inner)
        case .perform(let block):
            var inner = scope
            if case .segue(let member) = site, member.segueKind == .action { inner.place = .action } else { inner.place = .perform }
            walk(block, in: inner)
        case .size(let name):
            if !["regular", "compact"].contains(name.name) {
                error(.make("unknown-width-class", "'\(name.name)' is not a width class"), at: name.range,
                      help: "write 'size regular' or 'size compact'")
            }
        }
    }

    /// `animator A` / `presenter P`: a declaration of that kind.
    private mutating func checkHelper(_ name: Identifier, kind: TypeKind) {
        guard !name.isEmpty else { return }
        if let type = index.types[name.name] {
            if type.kind != kind {
                error(.wrongKind(type.name, type.kind.description, expected: kind.description), at: name.range,
                      notes: [note("'\(type.name)' declared here", at: type.nameRange)])
            }
            return
        }
        let message: Message = kind == .animator ? .unknownAnimator(name.name) : .unknownPresenter(name.name)
        let (index, path) = (self.index, self.path)
        reportUnknown(message, at: name.range, name: name.name, among: {
            index.orderedTypes.filter { $0.kind == kind }.map(\.name)
        }, declaration: { match in
            index.types[match].map { ($0.nameRange, path) }
        })
    }

    /// A presenter is a custom presentation: an explicit other style contradicts it.
    private mutating func checkPresenterStyle(_ options: OptionList) {
        for option in options {
            if case .style(let style) = option.kind, style.name != "custom", !style.name.isEmpty {
                error(.presenterNeedsCustomStyle(style.name), at: style.range,
                      help: "remove the style, or write 'style custom'")
                return
            }
        }
    }

    private func hasPopoverStyle(_ options: OptionList) -> Bool {
        options.contains { option in
            if case .style(let style) = option.kind { return style.name == "popover" }
            return false
        }
    }

    private func list(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " and " + (words.last ?? "")
    }
}
