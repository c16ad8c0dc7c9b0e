import FlowLang
import SwiftSyntax

// The adaptive presentation delegate: a scene's `adapts S` read from the app's code.
//
// In compact width UIKit asks a presentation controller's delegate how to adapt
// (`adaptivePresentationStyle(for:traitCollection:)`, else `adaptivePresentationStyle(for:)`;
// Apple, UIAdaptivePresentationControllerDelegate): iPhone apps keep a popover a popover by
// returning `.none`. The delegate is whoever the code makes it — the presenter, in
// `prepare(for:sender:)` (`segue.destination.popoverPresentationController?.delegate = self`,
// OctoPod's every tooltip and picker), or the presented controller itself
// (`popoverPresentationController?.delegate = self`, the Corona-Warn-App's and Firefox Focus's
// tooltips). A class whose methods always return one style, and that makes itself such a
// delegate, gives that style as `adapts S` to the scenes it is the delegate of: itself, or the
// destinations of its presentation segues — those of the identifiers the branch setting it tests
// (`if segue.identifier == "x"`, `case "x":`), of the class a branch casts the destination to
// (`if let picker = segue.destination as? PickerViewController`), else every one. Without the
// import, the popovers adapted to sheets on a phone, where the app shows popovers.
// Presentations made in code, and Objective-C's delegates, are not read.

/// Where a class's methods make it the delegate of a presentation controller.
enum AdaptationDelegation: Hashable, Sendable {
    /// Of its own presentation (`popoverPresentationController?.delegate = self`).
    case own
    /// Of a segue's destination, in `prepare(for:sender:)`: the segues of these identifiers (nil:
    /// any), whose destination is of this class (nil: any).
    case segueDestinations(identifiers: Set<String>?, destinationClass: String?)
}

extension ScannedClass {
    /// The style its `adaptivePresentationStyle` methods give, the `traitCollection:` one first, as
    /// UIKit asks it first; nil when it has neither or that one returns more than one style.
    var adaptiveStyle: String? {
        if let withTraits = adaptiveStyles[AdaptiveStyleReader.traitsSelector] { return withTraits }
        return adaptiveStyles[AdaptiveStyleReader.plainSelector] ?? nil
    }
}

/// Reads the methods of a class that say how its presentations adapt.
enum AdaptiveStyleReader {
    static let plainSelector = "adaptivePresentationStyle(for:)"
    static let traitsSelector = "adaptivePresentationStyle(for:traitCollection:)"

    /// What `function` tells of adaptation: its selector and constant style if it is an
    /// `adaptivePresentationStyle`, and the delegations its body makes.
    static func read(_ function: FunctionDeclSyntax, into scanned: inout ScannedClass) {
        guard let body = function.body else { return }
        let parameters = Array(function.signature.parameterClause.parameters)
        if function.name.text == "adaptivePresentationStyle", (1...2).contains(parameters.count) {
            scanned.adaptiveStyles[parameters.count == 2 ? traitsSelector : plainSelector] = .some(constantStyle(of: body))
        }
        let segue = function.name.text == "prepare" ? parameters.first.flatMap { parameter in
            ClassReader.plainType(parameter.type.trimmedDescription) == "UIStoryboardSegue"
                ? (parameter.secondName ?? parameter.firstName).text : nil
        } : nil
        let locals = LocalNames()
        locals.walk(body)
        let finder = DelegationFinder(segue: segue, locals: locals.names)
        finder.walk(body)
        for found in finder.found where !scanned.adaptationDelegations.contains(found) {
            scanned.adaptationDelegations.append(found)
        }
    }

    /// The one style every `return` of `body` gives (`.none`, `UIModalPresentationStyle.fullScreen`);
    /// nil for none or more than one, or a value that is not a style.
    static func constantStyle(of body: CodeBlockSyntax) -> String? {
        var values: [ExprSyntax] = []
        if body.statements.count == 1, let only = body.statements.first?.item.as(ExprSyntax.self) {
            values.append(only)
        }
        let returns = ReturnFinder()
        returns.walk(body)
        values += returns.values
        let styles = Set(values.map { value -> String? in
            var text = value.trimmedDescription
            if text.hasPrefix("UIModalPresentationStyle") { text.removeFirst("UIModalPresentationStyle".count) }
            guard text.hasPrefix(".") else { return nil }
            text.removeFirst()
            return text == "none" || Vocabulary.presentationStyles.contains(text) ? text : nil
        })
        guard styles.count == 1, let style = styles.first else { return nil }
        return style
    }
}

/// The names a body binds (`let x`, `if let x`, `guard let x`, a closure's parameters).
private final class LocalNames: SyntaxVisitor {
    var names: Set<String> = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.identifier.text)
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        // `if let popoverPresentationController {`: Swift 5.7's shorthand binds the name alone.
        if node.initializer == nil, let name = node.pattern.as(IdentifierPatternSyntax.self) {
            names.insert(name.identifier.text)
        }
        return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }
}

/// The values a body's `return`s give, outside its closures and nested functions (also
/// SelfReturningMethods.swift).
final class ReturnFinder: SyntaxVisitor {
    var values: [ExprSyntax] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.expression { values.append(value) }
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// The assignments of `self` to a presentation controller's delegate in a method, with the segue
/// identifiers and destination class the branches around them test (in `prepare(for:sender:)`,
/// whose segue parameter is `segue`).
private final class DelegationFinder: SyntaxVisitor {
    let segue: String?
    /// The names the method binds: `popoverPresentationController.delegate = self` on a local of
    /// that name (`if let popoverPresentationController = vc.popoverPresentationController`, Pocket
    /// Casts' referral tip) is another controller's, not the class's own.
    let locals: Set<String>
    private(set) var found: [AdaptationDelegation] = []
    /// The identifiers and the destination class the enclosing branches test, innermost last.
    private var guards: [(identifiers: Set<String>?, destinationClass: String?)] = []

    init(segue: String?, locals: Set<String>) {
        self.segue = segue
        self.locals = locals
        super.init(viewMode: .sourceAccurate)
    }

    private static let presentationControllers: Set<String> = ["popoverPresentationController", "presentationController",
                                                               "sheetPresentationController"]

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        guards.append(tests(in: Syntax(node.conditions)))
        walk(node.body)
        guards.removeLast()
        if let otherwise = node.elseBody { walk(otherwise) }
        return .skipChildren
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        guard let segue, Self.isIdentifier(of: segue, node.subject) else { return .visitChildren }
        for element in node.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else { continue }
            let literals = switchCase.label.as(SwitchCaseLabelSyntax.self)?.caseItems.compactMap { item in
                item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            } ?? []
            guards.append((literals.isEmpty ? nil : Set(literals), nil))
            walk(switchCase.statements)
            guards.removeLast()
        }
        return .skipChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              elements[2].as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
              let delegate = elements[0].as(MemberAccessExprSyntax.self), delegate.declName.baseName.text == "delegate",
              let controller = delegate.base.map(CallReader.unwrapped)
        else { return .visitChildren }
        let name = controller.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? controller.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let name, Self.presentationControllers.contains(name) else { return .visitChildren }
        let member = controller.as(MemberAccessExprSyntax.self)
        if member == nil && locals.contains(name) { return .skipChildren }
        let owner = member?.base.map(CallReader.unwrapped)
        if owner == nil || owner?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            found.append(.own)
        } else if segue != nil {
            let innermost = guards.last(where: { $0.identifiers != nil || $0.destinationClass != nil })
            found.append(.segueDestinations(identifiers: guards.lazy.compactMap(\.identifiers).last,
                                            destinationClass: innermost?.destinationClass))
        }
        return .skipChildren
    }

    /// The identifiers a branch's conditions compare the segue's with, and the class they cast its
    /// destination to.
    private func tests(in conditions: Syntax) -> (identifiers: Set<String>?, destinationClass: String?) {
        guard let segue else { return (nil, nil) }
        let reader = ConditionReader(segue: segue)
        reader.walk(conditions)
        return (reader.identifiers.isEmpty ? nil : reader.identifiers, reader.destinationClass)
    }

    /// Reads a branch's conditions as the parser leaves them, unfolded: `segue.identifier == "x"`
    /// and `segue.destination as? Picker` are sequences of their operands and operators.
    private final class ConditionReader: SyntaxVisitor {
        let segue: String
        var identifiers: Set<String> = []
        var destinationClass: String?

        init(segue: String) {
            self.segue = segue
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            for position in elements.indices.dropFirst().dropLast() {
                let (left, right) = (elements[position - 1], elements[position + 1])
                if elements[position].as(BinaryOperatorExprSyntax.self)?.operator.text == "==" {
                    let literal = DelegationFinder.isIdentifier(of: segue, left) ? right
                        : DelegationFinder.isIdentifier(of: segue, right) ? left : nil
                    if let value = literal?.as(StringLiteralExprSyntax.self)?.representedLiteralValue { identifiers.insert(value) }
                }
                if elements[position].is(UnresolvedAsExprSyntax.self), DelegationFinder.isDestination(of: segue, left),
                   let type = right.as(TypeExprSyntax.self) {
                    destinationClass = ClassReader.plainType(type.type.trimmedDescription)
                }
            }
            return .visitChildren
        }
    }

    /// `segue.identifier`.
    static func isIdentifier(of segue: String, _ expression: ExprSyntax) -> Bool {
        guard let member = CallReader.unwrapped(expression).as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "identifier" else { return false }
        return member.base.map(CallReader.unwrapped)?.as(DeclReferenceExprSyntax.self)?.baseName.text == segue
    }

    /// `segue.destination`.
    static func isDestination(of segue: String, _ expression: ExprSyntax) -> Bool {
        guard let member = CallReader.unwrapped(expression).as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "destination" else { return false }
        return member.base.map(CallReader.unwrapped)?.as(DeclReferenceExprSyntax.self)?.baseName.text == segue
    }
}

/// The scenes of a run that a presentation delegate of the app's adapts, with its style: what
/// each scene's `adapts S` says.
struct AdaptivePresentations {
    private var styles: [String: String] = [:]

    /// The style the scene `controller` of storyboard `index` adapts to, if the code gives one.
    func style(of controller: String, in index: Int) -> String? { styles[Self.key(index, controller)] }

    private static func key(_ index: Int, _ controller: String) -> String { "\(index)/\(controller)" }

    /// Segue kinds that present their destination.
    private static let presenting: Set<String> = ["popoverPresentation", "popover", "presentation", "modal"]

    init(storyboards: [Storyboard], sources: SourceIndex) {
        for (index, storyboard) in storyboards.enumerated() {
            for controller in storyboard.controllers {
                guard let custom = controller.customClass.map(FlowNames.className) else { continue }
                let lineage = sources.lineage(of: custom)
                guard let style = lineage.lazy.compactMap(\.adaptiveStyle).first else { continue }
                for delegation in lineage.flatMap(\.adaptationDelegations) {
                    switch delegation {
                    case .own:
                        styles[Self.key(index, controller.id)] = style
                    case .segueDestinations(let identifiers, let destinationClass):
                        for segue in controller.segues where Self.presenting.contains(segue.kind) {
                            if let identifiers, !identifiers.contains(segue.identifier ?? "") { continue }
                            guard let destination = storyboard.controllers.first(where: { $0.id == segue.destination })
                            else { continue }
                            // The class the branch casts the destination to: the destination's, or one it inherits.
                            if let destinationClass {
                                guard let custom = destination.customClass.map(FlowNames.className),
                                      custom == destinationClass
                                        || sources.lineage(of: custom).contains(where: { $0.name == destinationClass })
                                else { continue }
                            }
                            styles[Self.key(index, destination.id)] = style
                        }
                    }
                }
            }
        }
    }
}
