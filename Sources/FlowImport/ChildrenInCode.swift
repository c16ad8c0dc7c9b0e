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
        /// A property of the caller's class another file declares (Pocket Casts' `fullScreenPlayer`,
        /// handed over in an extension's file): `SourceIndex.handedArguments(in:)` reads it as
        /// what the class's methods store there, else the scene of the class it is declared with.
        case property(String)
    }

    /// The method making the call, and the method called.
    var caller: String
    var callee: String
    /// The argument's label (`controller`), `_N` for the Nth argument unlabelled.
    var label: String
    var value: Value
    /// `File.swift:12`, for comments.
    var location: String
    /// The enum cases the call writes for other arguments, by label (`show(detail, as: .modal)`:
    /// `as` → `modal`): a helper's move under another case is not made for it (MovesThroughHelpers.swift).
    var enumArguments: [String: String] = [:]
}

extension SourceIndex {
    /// What the methods of `classes` (a class's lineage, and its protocols' extensions) hand their
    /// own methods, a property another file declares read as what the class's methods store in it
    /// (made there), else the scene of the class it is declared with; one holding no controller of
    /// the app's is left out.
    func handedArguments(in classes: [ScannedClass]) -> [HandedArgument] {
        classes.flatMap(\.handedArguments).compactMap { argument in
            guard case .property(let property) = argument.value else { return argument }
            let stored = classes.lazy.flatMap(\.controllersOnProperties).first { $0.property == property }?.made
            let declared = classes.lazy.compactMap { $0.properties[property] }.first.flatMap(CallReader.controller(declaredAs:))
            guard let held = stored ?? declared else { return nil }
            var resolved = argument
            resolved.value = .made(held)
            return resolved
        }
    }

    /// The children class `name` adds through its own methods, as `addChild` triggers of the
    /// methods that hand them over: a parameter a method adds, followed back through the
    /// methods that pass one of their own parameters on, to a controller made or typed.
    func childTriggers(of name: String) -> [CodeTrigger] {
        let lineage = lineage(of: name)
        // A helper of the app's extension of UIKit's class adds children too (`transition(to:)`).
        let adding = Dictionary((lineage + uikitExtensions(of: name)).flatMap(\.childParameters).map { ($0, ()) },
                                uniquingKeysWith: { first, _ in first })
        return Self.handedOn(to: adding, in: handedArguments(in: lineage)).map { argument, made, _ in
            CodeTrigger(method: argument.caller, action: .addChild(made), location: argument.location)
        }
    }

    /// The controllers `handed` gives to one of `slots` (a parameter a method adds as a child or
    /// moves, with what it does), followed back through the methods that pass one of their own
    /// parameters on, which do the same with it: each slot is taken from the work list once, and
    /// each hand-on looked at once. In the order the calls were read.
    static func handedOn<Kind>(to slots: [ChildParameter: Kind], in handed: [HandedArgument])
        -> [(argument: HandedArgument, made: CodeTrigger.Instantiation, kind: Kind)] {
        // By the method's base name: a call names it so (`addSubviewController(vc)`), where a method whose
        // first parameter is unlabelled and of a class, with others after it, is known by its selector
        // (CovidCertificate's `addSubviewController(_ vc: UIViewController, constraints: … = { … })`).
        func byBaseName(_ slot: ChildParameter) -> ChildParameter {
            guard let parenthesis = slot.method.firstIndex(of: "(") else { return slot }
            return ChildParameter(method: String(slot.method[..<parenthesis]), label: slot.label)
        }
        var handedTo: [ChildParameter: [Int]] = [:]
        for (position, argument) in handed.enumerated() {
            handedTo[byBaseName(ChildParameter(method: argument.callee, label: argument.label)), default: []].append(position)
        }
        var kinds = slots
        var pending = slots.keys.sorted { ($0.method, $0.label) < ($1.method, $1.label) }
        var reached: [Int: Kind] = [:]
        while let slot = pending.popLast(), let kind = kinds[slot] {
            for position in handedTo[byBaseName(slot)] ?? [] {
                switch handed[position].value {
                case .made:
                    if reached[position] == nil { reached[position] = kind }
                case .property:
                    break  // read as what it holds, or left out, by `handedArguments(in:)`
                case .parameter(let label):
                    let passedOn = ChildParameter(method: handed[position].caller, label: label)
                    if kinds[passedOn] == nil {
                        kinds[passedOn] = kind
                        pending.append(passedOn)
                    }
                }
            }
        }
        return reached.keys.sorted().compactMap { position in
            guard case .made(let made) = handed[position].value, let kind = reached[position] else { return nil }
            return (handed[position], made, kind)
        }
    }
}
