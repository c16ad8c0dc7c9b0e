import SwiftSyntax

// Navigation through an event stream. Apps built on RxSwift or Combine with
// coordinators (MVVM-C) do not call their coordinator when a person acts: the
// view model emits a state on a subject, and the coordinator, subscribed to
// it, switches over the state and moves (Jami's walkthrough):
//
//     final class WelcomeViewModel {
//         let stateSubject = PublishSubject<State>()
//         func proceedWithAccountCreation() {
//             stateSubject.onNext(WalkthroughState.welcomeDone(withType: .createAccount))
//         }
//     }
//     final class WalkthroughCoordinator {
//         init(…) {
//             stateSubject.subscribe(onNext: { [weak self] state in
//                 guard let self, let state = state as? WalkthroughState else { return }
//                 switch state {
//                 case .welcomeDone(let type): self.showAddAccount(with: type)
//                 …
//
// The reader notes each value of an enum's of the app's emitted on a stream
// (`onNext`, a relay's `accept`, a Combine subject's `send`: `StreamEmission`)
// and reads each closure a class that is no view controller subscribes with
// (`subscribe(onNext:)`, `bind(onNext:)`, `drive(onNext:)`, `emit(onNext:)`,
// `sink(receiveValue:)`) that switches over its value apart, as a method of the
// class's own (`init.onNext@14`) whose parameter the switch's cases tag
// (`StreamSubscription`); a closure handing the value to a method of the class's
// own (`{ [weak self] route in self?.navigate(to: route) }`) subscribes that
// method, its cases those it moves under. `SourceIndex.linkEventStreams()` then makes each
// emission a call of every subscription switching over that enum's case, naming
// the case, so that only that case's code runs: the view controller calling
// the view model's method moves as the coordinator's arm does (`segue
// "proceedWithAccountCreation" -> present CreateAccountViewController`), as it
// does when it calls the coordinator itself (Coordinators.swift).
//
// Which subject is subscribed to which is wiring done at run time (Jami's
// coordinators forward every presented view model's stream into their own), so
// an emission is matched by its value, not by its subject: the enum it names
// (`WalkthroughState.welcomeDone`, or the one enum of the app's declaring the
// case written `.welcomeDone`) against the enum the subscription casts its value
// to (`as? WalkthroughState`), declares it of, or whose cases its switch names.
// An emission on the class's own subject that the class itself subscribes to
// with that case (a coordinator's `start()` emitting `.initialLoading`) is that
// subscription's only. A view controller's own subscriptions stay read as the
// method writing them: their moves are its own already.

/// A value of an enum's emitted on a stream, in a method: `stateSubject.onNext(ListState.openDetail)`.
struct StreamEmission: Hashable, Sendable {
    var caller: String
    /// The enum the value's case is written with (`ListState`), nil when written bare (`.openDetail`).
    var enumType: String?
    var caseName: String
    /// Whether the stream is the class's own property (`stateSubject`, `self.stateSubject`).
    var isOnOwnStream: Bool
    /// `File.swift:12`.
    var location: String
}

/// A closure a class subscribes to a stream with, switching over the value: read as the method `method`
/// of the class, its one parameter under the label `StreamSubscription.label`.
struct StreamSubscription: Hashable, Sendable {
    var method: String
    /// The enum the value is cast to or declared of (`as? WalkthroughState`); nil when only the
    /// switch's cases tell it.
    var enumType: String?
    /// The cases the switch names; for a closure handing the value on to a method of the class's own
    /// (`{ [weak self] route in self?.navigate(to: route) }`), empty until the index reads that method's.
    var cases: [String]
    /// The label the value is the method's parameter under, which an emission's call names its case under:
    /// the read-apart closure's `_0`, or the argument's label of the method it is handed to.
    var label = StreamSubscription.label
    /// Whether the closure hands the value to `method`, a method of the class's own, which switches over it.
    var handsOn = false

    /// The label of a read-apart closure's parameter.
    static let label = "_0"
}

extension CallReader {
    /// The names of the stream operators that subscribe a closure to each value, with the label the
    /// closure is handed under (nil: the trailing closure).
    private static let subscribingLabels: [String: Set<String?>] = [
        "subscribe": ["onNext"], "bind": ["onNext"], "drive": ["onNext", nil], "emit": ["onNext", nil],
        "sink": ["receiveValue", nil],
    ]

    /// `subject.subscribe(onNext: { state in … switch state { … } })` in a class that is no view
    /// controller, seen before the closure is read: the closure is read apart as a method of the
    /// class's (`ClassReader.readStreamSubscriptions`), not as this method's.
    func noteStreamSubscription(_ node: FunctionCallExprSyntax) {
        let (base, name) = Self.callee(node)
        guard readsHandedClosures, base != nil, let labels = Self.subscribingLabels[name] else { return }
        var closure: ClosureExprSyntax?
        for argument in node.arguments where labels.contains(argument.label?.text) {
            closure = argument.expression.as(ClosureExprSyntax.self)
        }
        if closure == nil, labels.contains(nil), node.arguments.isEmpty { closure = node.trailingClosure }
        guard let closure, let parameter = Self.onlyParameter(of: closure) else { return }
        guard let switched = StreamSwitch.find(over: parameter, in: closure) else {
            noteStreamHandedOn(parameter, in: closure, on: base)
            return
        }
        let enumType = switched.castType ?? Self.declaredParameterType(of: closure).flatMap {
            reader.declarations.app.enumTypes.contains($0) ? $0 : nil
        } ?? ownStream(base).flatMap { reader.streamElementTypes[owner]?[$0] }
        let line = reader.line(of: closure)
        let subscription = StreamSubscription(method: "\(method).onNext@\(line)", enumType: enumType, cases: switched.cases)
        closuresOfControllers.insert(closure.id)
        streamSubscriptions.append((subscription, closure, Parameter(name: parameter, label: StreamSubscription.label,
                                                                       type: enumType ?? "")))
    }

    /// `{ [weak self] route in self?.navigate(to: route) }`: a subscription that hands each value to a method
    /// of the class's own, which switches over it (the cases are that method's, read once every file is).
    private func noteStreamHandedOn(_ parameter: String, in closure: ClosureExprSyntax, on base: ExprSyntax?) {
        guard closure.statements.count == 1, let item = closure.statements.first?.item,
              let call = (item.as(ExprSyntax.self).map(Self.unwrapped))?.as(FunctionCallExprSyntax.self) else { return }
        let (receiver, name) = Self.callee(call)
        guard receiver.map({ Self.isSelf($0) || ($0.as(DeclReferenceExprSyntax.self).map { selfAliases.contains($0.baseName.text) } ?? false) })
                ?? true,
              name.first?.isLowercase == true,
              let position = call.arguments.firstIndex(where: {
                  Self.unwrapped($0.expression).as(DeclReferenceExprSyntax.self)?.baseName.text == parameter
              }) else { return }
        let argument = call.arguments[position]
        let label = argument.label?.text ?? "_\(call.arguments.distance(from: call.arguments.startIndex, to: position))"
        let enumType = Self.declaredParameterType(of: closure).flatMap { reader.declarations.app.enumTypes.contains($0) ? $0 : nil }
            ?? ownStream(base).flatMap { reader.streamElementTypes[owner]?[$0] }
        streamHandedOn.append(StreamSubscription(method: name, enumType: enumType, cases: [], label: label, handsOn: true))
    }

    /// `stateSubject.onNext(ListState.openDetail)`, `relay.accept(.openDetail)`, `subject.send(.done)`:
    /// a value of an enum's (the app's, or any written bare) emitted on a stream.
    func noteStreamEmission(_ node: FunctionCallExprSyntax, base: ExprSyntax?, name: String, at location: String) {
        guard let base, ["onNext", "accept", "send"].contains(name), node.arguments.count == 1,
              let argument = node.arguments.first, argument.label == nil, node.trailingClosure == nil else { return }
        let value = Self.unwrapped(argument.expression)
        let enumType: String?
        let caseName: String
        if let bare = EnumCase.literal(value) {
            enumType = nil
            caseName = bare
        } else if let qualified = qualifiedEnumCase(value) {
            var called = value
            if let call = value.as(FunctionCallExprSyntax.self) { called = call.calledExpression }
            enumType = called.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
            caseName = qualified
        } else {
            return
        }
        let own = ownStream(base)
        streamEmissions.append(StreamEmission(caller: method, enumType: enumType ?? own.flatMap { reader.streamElementTypes[owner]?[$0] },
                                              caseName: caseName, isOnOwnStream: own != nil, location: location))
    }

    /// The class's own property a stream is, through the operators applied to it
    /// (`self.stateSubject.observe(on: MainScheduler.instance)` → `stateSubject`); nil for another's.
    private func ownStream(_ base: ExprSyntax?) -> String? {
        guard let base else { return nil }
        let stream = Self.unwrapped(base)
        if let reference = stream.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return namesUnhiddenProperty(name) ? name : nil
        }
        if let call = stream.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return ownStream(member.base)
        }
        if let member = stream.as(MemberAccessExprSyntax.self), let object = member.base, Self.isSelf(object) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The type argument a stream's type is written with (`PublishSubject<ListState>`, a property's
    /// declared type or the initializer making it): the first of the outermost `<…>`.
    static func streamElementType(written: String) -> String? {
        guard let open = written.firstIndex(of: "<"), ["Subject", "Relay", "Observable", "Driver", "Signal", "Publisher"]
            .contains(where: { written[..<open].hasSuffix($0) }) else { return nil }
        let argument = written[written.index(after: open)...].prefix { $0 != "," && $0 != ">" && $0 != "<" }
        return ClassReader.plainType(String(argument))
    }

    /// The type a closure's one parameter is declared with (`{ (state: ListState) in … }`).
    private static func declaredParameterType(of closure: ClosureExprSyntax) -> String? {
        guard case .parameterClause(let clause)? = closure.signature?.parameterClause,
              let type = clause.parameters.first?.type else { return nil }
        return ClassReader.plainType(type.trimmedDescription)
    }
}

/// The switch a subscribing closure makes over its value, outside closures inside it: the cases it
/// names, and the type it casts the value to first (`guard let state = state as? WalkthroughState`).
private final class StreamSwitch: SyntaxVisitor {
    private let parameter: String
    private var cases: [String] = []
    private var found = false
    private var castType: String?

    private init(parameter: String) {
        self.parameter = parameter
        super.init(viewMode: .sourceAccurate)
    }

    static func find(over parameter: String, in closure: ClosureExprSyntax) -> (cases: [String], castType: String?)? {
        let finder = StreamSwitch(parameter: parameter)
        finder.walk(closure.statements)
        guard finder.found, !finder.cases.isEmpty else { return nil }
        return (finder.cases, finder.castType)
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: AsExprSyntax) -> SyntaxVisitorContinueKind {
        if castType == nil, node.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter {
            castType = ClassReader.plainType(node.type.trimmedDescription)
        }
        return .visitChildren
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        guard !found, node.subject.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter else { return .visitChildren }
        found = true
        for element in node.cases {
            guard case .switchCase(let item) = element, case .case(let label) = item.label else { continue }
            cases += label.caseItems.compactMap { EnumCase.name(of: $0.pattern) }
        }
        return .visitChildren
    }
}

extension ClassReader {
    /// The enum a stream property's values are of, as its declaration writes the stream's type.
    static func streamElementType(of binding: PatternBindingSyntax) -> String? {
        if let type = binding.typeAnnotation?.type { return CallReader.streamElementType(written: type.trimmedDescription) }
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) else { return nil }
        return CallReader.streamElementType(written: call.calledExpression.trimmedDescription)
    }

    /// Each closure `calls` (a method's reader) found subscribed to a stream, read apart as a method of
    /// the class's own, its value the parameter its switch's cases tag.
    func readStreamSubscriptions(of calls: CallReader, owner: String) {
        guard !calls.streamEmissions.isEmpty || !calls.streamSubscriptions.isEmpty || !calls.streamHandedOn.isEmpty else { return }
        for (subscription, closure, parameter) in calls.streamSubscriptions where closuresReadApart.insert(closure.id).inserted {
            readBody(Syntax(closure.statements), method: subscription.method, owner: owner, parameters: [parameter])
        }
        let subscriptions = calls.streamSubscriptions.map(\.subscription) + calls.streamHandedOn
        update(owner) { scanned in
            scanned.streamEmissions += calls.streamEmissions
            scanned.streamSubscriptions += subscriptions
        }
    }
}

extension SourceIndex {
    /// Each emission of a case made a call, by the emitting class, of every subscription switching over
    /// that case of that enum (`MethodCall.isThroughStream`), naming the case: the calls by class.
    func eventStreamCalls() -> [String: [MethodCall]] {
        // By the case and the enum it is of (`AppState.allSet`), and by the case alone where the enum is not known.
        typealias Subscriber = (owner: String, subscription: StreamSubscription, enumType: String?)
        var typed: [String: [Subscriber]] = [:]
        var typedByCase: [String: [Subscriber]] = [:]
        var untyped: [String: [Subscriber]] = [:]
        for name in classes.keys.sorted() {
            let subscriptions = classes[name]?.streamSubscriptions ?? []
            let switched = subscriptions.contains(where: \.handsOn) ? casesSwitched(in: name) : [:]
            for var subscription in subscriptions {
                if subscription.handsOn { subscription.cases = switched[subscription.method + "#" + subscription.label] ?? [] }
                guard !subscription.cases.isEmpty else { continue }
                let enumType = subscription.enumType ?? appWide.enumDeclaring(cases: subscription.cases)
                for caseName in Set(subscription.cases) {
                    if let enumType {
                        typed[enumType + "." + caseName, default: []].append((name, subscription, enumType))
                        typedByCase[caseName, default: []].append((name, subscription, enumType))
                    } else {
                        untyped[caseName, default: []].append((name, subscription, nil))
                    }
                }
            }
        }
        guard !typed.isEmpty || !untyped.isEmpty else { return [:] }
        var calls: [String: [MethodCall]] = [:]
        for name in classes.keys.sorted() {
            for emission in classes[name]?.streamEmissions ?? [] {
                let enumType = emission.enumType ?? appWide.enumDeclaring(cases: [emission.caseName])
                let sameCase = untyped[emission.caseName] ?? []
                // (A case far more subscriptions switch over than any emission may reach is looked at no further.)
                let bucket = enumType.map { typed[$0 + "." + emission.caseName]?.count ?? 0 } ?? typedByCase[emission.caseName]?.count ?? 0
                guard bucket <= Self.streamSubscribersExamined else { continue }
                var reached: [Subscriber]
                if let enumType {
                    // (An enum-less subscription is this one's when the enum has every case it switches over.)
                    reached = (typed[enumType + "." + emission.caseName] ?? [])
                    if sameCase.count <= Self.streamSubscribersExamined {
                        reached += sameCase.filter { $0.subscription.cases.allSatisfy { appWide.isCase($0, of: enumType) } }
                    }
                } else {
                    guard sameCase.count <= Self.streamSubscribersExamined else { continue }
                    reached = sameCase + (typedByCase[emission.caseName] ?? [])
                }
                if emission.isOnOwnStream, reached.contains(where: { $0.owner == name }) { reached.removeAll { $0.owner != name } }
                guard reached.count <= Self.streamSubscribersLimit else { continue }
                for subscriber in reached {
                    var call = MethodCall(caller: emission.caller, receiverType: subscriber.owner == name ? nil : subscriber.owner,
                                          calleeName: subscriber.subscription.method, calleeSelector: subscriber.subscription.method)
                    call.enumArguments[subscriber.subscription.label] = emission.caseName
                    call.location = emission.location
                    call.isThroughStream = true
                    calls[name, default: []].append(call)
                }
            }
        }
        return calls
    }

    /// The most subscriptions of one case an emission is checked against: past it, the case is every
    /// screen's (a generic `.dismiss`), and none is linked; each emission's work stays bounded.
    static let streamSubscribersExamined = 16

    /// The cases the switches over each method's parameters name in class `name`, by `method#label`:
    /// those its moves and calls are made under.
    private func casesSwitched(in name: String) -> [String: [String]] {
        guard let scanned = classes[name] else { return [:] }
        var cases: [String: [String]] = [:]
        let conditions = scanned.codeTriggers.compactMap { trigger in trigger.enumCase.map { (Self.baseName(trigger.method), $0) } }
            + scanned.methodCalls.compactMap { call in call.enumCase.map { (Self.baseName(call.caller), $0) } }
        for (method, condition) in conditions where !condition.isDefault {
            let key = method + "#" + condition.label
            for named in condition.cases where !(cases[key]?.contains(named) ?? false) { cases[key, default: []].append(named) }
        }
        return cases
    }

    /// The most subscriptions one emission reaches: an enum every screen's stream carries (a generic
    /// `.dismiss`) is no one coordinator's move.
    static let streamSubscribersLimit = 4
}
