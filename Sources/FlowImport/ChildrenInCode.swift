// Children a controller adds in code through a method of its own (issue 52).
// Apps rarely write `addChild(TabViewController(…))`; they write a helper that
// takes the child (`addToContentContainer(controller: UIViewController)` calls
// `addChild(controller)`) and call it with what they made or were given
// (`attachTab(tab: TabViewController)` calls `addToContentContainer(controller:
// tab)`, DuckDuckGo's browser tab). The reader records, per class, which
// parameters its methods add as children and what its methods hand its own
// methods; `SourceIndex.childTriggers(of:)` follows the hand-ons through the
// class and its superclasses to the controllers that become children: one
// made there, or one known by a parameter's class.

/// A parameter a method adds as a child (`func addToContentContainer(controller: UIViewController)`
/// calling `addChild(controller)`), by the method and the label a call gives its argument.
struct ChildParameter: Hashable, Sendable {
    /// The method's name (`addToContentContainer`).
    var method: String
    /// The argument label callers write (`controller`), `_0` for an unlabelled first argument.
    var label: String
}

/// A controller a method hands to a method of its own class (`addToContentContainer(controller: tab)`).
struct HandedArgument: Hashable, Sendable {
    /// What is handed.
    enum Value: Hashable, Sendable {
        /// A controller made there, or known by a parameter's class (`tab: TabViewController`).
        case made(CodeTrigger.Instantiation)
        /// The caller's own parameter of no particular class (`UIViewController`), by its label.
        case parameter(String)
    }

    /// The method making the call, and the method called.
    var caller: String
    var callee: String
    /// The argument's label (`controller`), `_N` for the Nth argument unlabelled.
    var label: String
    var value: Value
    /// `File.swift:12`, for comments.
    var location: String
}

extension SourceIndex {
    /// The children class `name` adds through its own methods, as `addChild` triggers of the
    /// methods that hand them over: a parameter a method adds, followed back through the
    /// methods that pass one of their own parameters on, to a controller made or typed.
    func childTriggers(of name: String) -> [CodeTrigger] {
        let lineage = lineage(of: name)
        var adopting = Set(lineage.flatMap(\.childParameters))
        let handed = lineage.flatMap(\.handedArguments)
        // A caller passing its own parameter on adopts that parameter too; each pass adds one
        // at least, so this ends after as many passes as there are hand-ons.
        var changed = true
        while changed {
            changed = false
            for argument in handed where adopting.contains(ChildParameter(method: argument.callee, label: argument.label)) {
                guard case .parameter(let label) = argument.value else { continue }
                if adopting.insert(ChildParameter(method: argument.caller, label: label)).inserted { changed = true }
            }
        }
        return handed.compactMap { argument in
            guard adopting.contains(ChildParameter(method: argument.callee, label: argument.label)),
                  case .made(let made) = argument.value else { return nil }
            return CodeTrigger(method: argument.caller, action: .addChild(made), location: argument.location)
        }
    }
}
