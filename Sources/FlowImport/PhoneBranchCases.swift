import SwiftSyntax

// An enum case a local is given by the device. Mastodon's row taps choose how to
// show a screen by the device, then hand the choice to the coordinator:
//
//     let transition: SceneCoordinator.Transition
//     if provider.traitCollection.userInterfaceIdiom == .phone { transition = .show } else { transition = .modal(animated: true) }
//     provider.coordinator.present(scene: .notificationRequests(viewModel: viewModel), transition: transition)
//
// The coordinator switches over `transition`; a call naming no case is read as
// every case's (SceneEnums.swift), which made each row tap a `showDetail` too,
// and every timeline a false W105. flow models an iPhone: a local given a case
// in the iPhone's branch of a choice by the device holds that case, and one given
// a single case (however many times) holds it; any other choice stays every case's.
//
// So too a move made in the iPad's branch of such a choice (Rocket.Chat's emoji picker, pushed
// `if UIDevice.current.userInterfaceIdiom == .phone`, else presented as a popover): it is no move
// on an iPhone, and the import leaves it out (`CallReader.visitPost(_: FunctionCallExprSyntax)`).

extension CallReader {
    /// Notes `target = .case` (`transition = .show`) for a local declared above.
    func noteEnumCaseAssigned(to target: ExprSyntax, _ value: ExprSyntax) {
        guard let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text, boundLocals.contains(name),
              let written = EnumCase.literal(Self.unwrapped(value)) else { return }
        var assigned = enumCasesAssigned[name] ?? ([], nil)
        switch isOnPhone(Syntax(target)) {
        case true?: assigned.onPhone = written
        case false?: break
        case nil: if !assigned.cases.contains(written) { assigned.cases.append(written) }
        }
        enumCasesAssigned[name] = assigned
    }

    /// The case a local handed as an argument holds: the iPhone's branch's, else the one case it is ever given.
    func enumCaseHeld(by argument: ExprSyntax) -> String? {
        guard let name = Self.unwrapped(argument).as(DeclReferenceExprSyntax.self)?.baseName.text,
              let assigned = enumCasesAssigned[name] else { return nil }
        return assigned.onPhone ?? (assigned.cases.count == 1 ? assigned.cases.first : nil)
    }

    /// Whether an `if` with condition `text` runs its body on an iPhone: `userInterfaceIdiom == .phone`,
    /// `!= .pad` (`UIUserInterfaceIdiom.pad` too), a flag named for the iPad negated (`!isPad`) — and
    /// false for their opposites (`== .pad`, `UIDevice.current.isPad`, `isIPad`). Nil for anything else,
    /// a compound condition included.
    static func thenIsPhone(_ text: String) -> Bool? {
        let condition = text.filter { !$0.isWhitespace }.replacingOccurrences(of: "UIUserInterfaceIdiom.", with: ".")
        guard !condition.contains("&&"), !condition.contains("||"), !condition.contains(",") else { return nil }
        if condition.contains("==.phone") || condition.contains("!=.pad") { return true }
        if condition.contains("==.pad") || condition.contains("!=.phone") { return false }
        let lowered = condition.lowercased()
        let negated = lowered.hasPrefix("!")
        let flag = lowered.drop { $0 == "!" }.split(separator: ".").last.map(String.init) ?? ""
        switch flag.hasSuffix("()") ? String(flag.dropLast(2)) : flag {
        case "ispad", "isipad": return negated
        case "isphone", "isiphone": return !negated
        default: return nil
        }
    }

    /// Whether `node` runs on an iPhone, when the nearest `if` or `switch` around it chooses by the
    /// device in a way read here (`thenIsPhone(_:)`, `caseIsPhone(_:)`); nil when no such choice is
    /// around it, or it cannot be told.
    func isOnPhone(_ node: Syntax) -> Bool? {
        var child = node
        var current = node.parent
        while let next = current, !next.is(FunctionDeclSyntax.self), !next.is(ClosureExprSyntax.self) {
            if let branch = next.as(IfExprSyntax.self), choosesByDevice(next) {
                guard let thenIsPhone = Self.thenIsPhone(branch.conditions.trimmedDescription) else { return nil }
                return child.id == branch.body.id ? thenIsPhone : !thenIsPhone
            }
            if let switchCase = next.as(SwitchCaseSyntax.self), let choice = next.parent?.parent, choice.is(SwitchExprSyntax.self),
               choosesByDevice(choice) {
                return Self.caseIsPhone(switchCase)
            }
            child = next
            current = next.parent
        }
        return nil
    }

    /// Whether a case of a `switch` over the device runs on an iPhone: one naming the phone (`case .phone`,
    /// an app's own `case .iPhone` of `switch InterfaceIdiom.current()`, Antidote's) does; one naming
    /// the iPad (`.pad`, `.iPad`) does not, nor does `default` or another device's case when some case
    /// names the phone. Nil when none can be told (a size class's `.compact`).
    static func caseIsPhone(_ switchCase: SwitchCaseSyntax) -> Bool? {
        func names(_ device: String, _ node: SwitchCaseSyntax) -> Bool {
            guard case .case(let label) = node.label else { return false }
            return label.caseItems.contains { $0.pattern.trimmedDescription.lowercased().hasSuffix(device) }
        }
        if names("phone", switchCase) { return true }
        if names("pad", switchCase) { return false }
        guard let cases = switchCase.parent?.as(SwitchCaseListSyntax.self) else { return nil }
        let phoneCaseElsewhere = cases.contains { element in
            if case .switchCase(let other) = element { return names("phone", other) }
            return false
        }
        return phoneCaseElsewhere ? false : nil
    }
}
