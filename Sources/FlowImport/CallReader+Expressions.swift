import SwiftSyntax

// CallReader (CallReader.swift): reading expressions — what a call is made on, the text an
// identifier stands for, the storyboard an expression is, what an expression instantiates and
// what a presenting call shows.

extension CallReader {
    /// The called expression's base and name: `self.performSegue` → (self, performSegue).
    static func callee(_ node: FunctionCallExprSyntax) -> (ExprSyntax?, String) {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            return (member.base, member.declName.baseName.text)
        }
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            return (nil, reference.baseName.text)
        }
        // An optional closure called (`onRequestPush?(controller)`): by its name (ClosurePropertiesCalledByOthers.swift).
        if let reference = node.calledExpression.as(OptionalChainingExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self) {
            return (nil, reference.baseName.text)
        }
        // A generic class made with its arguments spelled (`TableOfContentsViewController<PDFOutline>(…)`):
        // the class, whatever it is specialized with.
        if let reference = node.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression
            .as(DeclReferenceExprSyntax.self) {
            return (nil, reference.baseName.text)
        }
        return (nil, "")
    }

    func label(_ node: FunctionCallExprSyntax, _ index: Int) -> String? {
        let arguments = Array(node.arguments)
        guard index < arguments.count else { return nil }
        return arguments[index].label?.text
    }

    /// `self`, unwrapped (`self!`, `(self)`, `self as X`), asked of the token: a whole chain's text
    /// built to compare it with "self" cost a fifth of DuckDuckGo's import. `strongSelf` and
    /// `weakSelf` are `self` too: the names closures written before Swift 4.2 (SE-0079) bind it to (`guard let
    /// strongSelf = self else { return }`; Pocket Casts writes it 81 times, SwiftHub sets its tabs so).
    static func isSelf(_ expression: ExprSyntax?) -> Bool {
        guard let reference = expression.flatMap({ unwrapped($0).as(DeclReferenceExprSyntax.self) }) else { return false }
        switch reference.baseName.tokenKind {
        case .keyword(.self): return true
        case .identifier(let name): return selfAliases.contains(name)
        default: return false
        }
    }

    /// The names code binds `self` to in closures, by convention.
    private static let selfAliases: Set<String> = ["strongSelf", "weakSelf"]

    /// The name argument of a call making a storyboard, `UIStoryboard(name: X, bundle: …)`: `X`;
    /// nil for any other call.
    static func storyboardNameArgument(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIStoryboard",
              let first = call.arguments.first, first.label?.text == "name" else { return nil }
        return first.expression
    }

    /// The type a cast names, as written (`x as? T`, parsed or unfolded): `T`; nil for anything else.
    static func castTypeSyntax(_ expression: ExprSyntax) -> TypeSyntax? {
        if let cast = expression.as(AsExprSyntax.self) { return cast.type }
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
              sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true else { return nil }
        return sequence.elements.last?.as(TypeExprSyntax.self)?.type
    }

    /// The type an expression is cast to, through parentheses and optional chaining:
    /// `(delegate as? SceneDelegate)?` → `SceneDelegate`; nil when it is no cast.
    static func castType(_ expression: ExprSyntax) -> String? {
        var current = expression
        while true {
            if let forced = current.as(ForceUnwrapExprSyntax.self) { current = forced.expression; continue }
            if let optional = current.as(OptionalChainingExprSyntax.self) { current = optional.expression; continue }
            if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                current = only.expression
                continue
            }
            break
        }
        return castTypeSyntax(current).map { ClassReader.plainType($0.trimmedDescription) }
    }

    /// `a ?? b` or `a as? T ?? b`, unfolded as the parser leaves it: `a` and `b`; nil for anything else.
    static func coalescingSides(of expression: ExprSyntax) -> (primary: ExprSyntax, fallback: ExprSyntax)? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3 || elements.count == 5, let primary = elements.first, let fallback = elements.last,
              elements[elements.count - 2].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
              elements.count == 3 || elements[1].is(UnresolvedAsExprSyntax.self) else { return nil }
        return (primary, fallback)
    }

    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return unwrapped(forced.expression) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return unwrapped(optional.expression) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return unwrapped(only.expression)
        }
        if let cast = expression.as(AsExprSyntax.self) { return unwrapped(cast.expression) }
        // `try` (in each of its three spellings) and `await` leave what is made as it is (blink's `let ctrl = try
        // SnippetsViewController.create(context: self)`, added as a child).
        if let attempt = expression.as(TryExprSyntax.self) { return unwrapped(attempt.expression) }
        if let awaited = expression.as(AwaitExprSyntax.self) { return unwrapped(awaited.expression) }
        // A cast as the parser leaves it, unfolded: the value, `as`, the type.
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           let value = sequence.elements.first, sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true {
            return unwrapped(value)
        }
        return expression
    }

    /// The text an identifier expression stands for: a literal, a constant,
    /// an enum case or its `rawValue`.
    func string(of expression: ExprSyntax) -> String? {
        let expression = Self.unwrapped(expression)
        if let literal = expression.as(StringLiteralExprSyntax.self) { return literal.representedLiteralValue }
        // `String(describing: "LeftMenuViewController")` (Mattermost's identifiers) is the text. (A metatype's,
        // `String(describing: T.self)`, may be a generic parameter's: `namesOwnClass` and the helpers read those.)
        if let call = expression.as(FunctionCallExprSyntax.self), case (nil, "String") = Self.callee(call), call.arguments.count == 1,
           let argument = call.arguments.first, argument.label?.text == "describing",
           let literal = Self.unwrapped(argument.expression).as(StringLiteralExprSyntax.self) {
            return literal.representedLiteralValue
        }
        if let local = expression.as(DeclReferenceExprSyntax.self).flatMap({ localStrings[$0.baseName.text] }) { return local }
        // A parameter, a `case`'s or an `if let`'s binding: the method's own, not an app-wide constant (LocalBindings.swift).
        if let reference = expression.as(DeclReferenceExprSyntax.self),
           LocalBindings.binds(reference.baseName.text, at: Syntax(reference)) { return nil }
        var path = expression.trimmedDescription.filter { !$0.isWhitespace }
        if path.hasSuffix(".rawValue") { path.removeLast(".rawValue".count) }
        if path.hasPrefix("Self.") { path.removeFirst("Self.".count) }
        if path.hasPrefix(".") { path.removeFirst() }
        guard path.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }), !path.isEmpty else { return nil }
        if let value = reader.declarations.constant(path) { return value }
        let parts = path.split(separator: ".").map(String.init)
        // `DetailViewController.identifier`, a class property that is the class's name.
        if parts.count == 2, parts[0].first?.isUppercase == true, reader.declarations.isClassNameProperty(parts[1]) { return parts[0] }
        // SwiftGen and hand-written enums: the last part is the case, and with no raw value its name.
        for start in parts.indices.dropFirst() {
            if let value = reader.declarations.constant(parts[start...].joined(separator: ".")) { return value }
        }
        if parts.count > 1, let last = parts.last, expression.is(MemberAccessExprSyntax.self) { return last }
        // An enum's case with its type left to inference (`named: .search`), declared elsewhere: its name.
        if parts.count == 1, let member = expression.as(MemberAccessExprSyntax.self), member.base == nil { return parts[0] }
        return nil
    }

    /// The storyboard an expression is: `UIStoryboard(name: "S", bundle: nil)`, a variable holding one,
    /// or a storyboard property of `UIStoryboard`'s (`UIStoryboard.settings`, an app's extension).
    func storyboardName(of expression: ExprSyntax) -> String? {
        let expression = Self.unwrapped(expression)
        if let call = expression.as(FunctionCallExprSyntax.self), let named = Self.storyboardNameArgument(of: call) {
            return string(of: named) ?? (namesOwnClass(named) ? CodeTrigger.Instantiation.ownClassName : nil)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return storyboards[reference.baseName.text] ?? reader.propertyStoryboard(reference.baseName.text, in: owner)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), Self.isSelf(member.base) {
            return reader.propertyStoryboard(member.declName.baseName.text, in: owner)
        }
        // `AppStoryboard.Login.instance`: a storyboard an enum's case names (StoryboardEnums.swift).
        if let named = enumStoryboardName(expression) { return named }
        // R.swift's `R.storyboard.main`, or `R.storyboard.main()` in its older versions.
        if let path = Self.rswiftPath(expression), path.count == 1 { return path[0].prefix(1).uppercased() + path[0].dropFirst() }
        // `UIStoryboard.auction()`: an app's class method, read as its property would be.
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
           call.calledExpression.is(MemberAccessExprSyntax.self) {
            return storyboardName(of: call.calledExpression)
        }
        if let member = expression.as(MemberAccessExprSyntax.self),
           member.base.map({ Self.unwrapped($0).trimmedDescription }) == "UIStoryboard" {
            let property = member.declName.baseName.text
            // Defined in this file (`static var settings: UIStoryboard { UIStoryboard(name: "Settings", …) }`),
            // else, as apps name them (often in a module the app folder does not hold), after the
            // storyboard with its first letter capitalised.
            return reader.declarations.storyboard("UIStoryboard." + property)
                ?? property.prefix(1).uppercased() + property.dropFirst()
        }
        return nil
    }

    /// Whether an expression is the name of the class the code runs on (`String(describing:
    /// self)` in a static method, `String(describing: Self.self)`, `"\(self)"`), alone or as
    /// the default of a `??` (`name?.rawValue ?? String(describing: self)`).
    func namesOwnClass(_ expression: ExprSyntax) -> Bool {
        let text = expression.trimmedDescription.filter { !$0.isWhitespace }
        if ownClassNames.contains(where: { text == $0 || text.hasSuffix("??" + $0) }) || Self.isOwnClassName(text) { return true }
        // A class property of the app's that is the class's name (`static var identifier: String {
        // String(describing: self) }`), read on the class itself.
        var property = text
        for prefix in ["Self.", "self."] where property.hasPrefix(prefix) { property.removeFirst(prefix.count) }
        return reader.declarations.isClassNameProperty(property)
    }

    /// Whether written text (without whitespace) is the name of the class the code runs on:
    /// `String(describing: self)`, `"\(self)"`, `NSStringFromClass(self)` with its module cut off, … —
    /// alone or as the default of a `??`.
    static func isOwnClassName(_ text: String) -> Bool {
        let forms = ["String(describing:self)", "String(describing:Self.self)", "String(describing:type(of:self))",
                     "\"\\(self)\"", "\"\\(Self.self)\"", "NSStringFromClass(self)", "NSStringFromClass(Self.self)",
                     "String(describing:self.self)"]
        return forms.contains { form in
            text == form || text.hasSuffix("??" + form)
                || form.hasPrefix("NSStringFromClass") && text.hasPrefix(form + ".components(separatedBy:\".\").last")
        }
    }

    /// What an expression instantiates from a storyboard, if it does.
    /// A static property of one of the app's types, read as a factory (`Type.make()` is one): Yep's
    /// `UIStoryboard.Scene.registerPickName`, a computed property of a struct nested in an extension
    /// of `UIStoryboard` whose getter returns an instantiation. What it makes is what its getter
    /// returns, once every file is read (`SourceIndex.resolvingFactory`); a property that returns no
    /// controller (`Constants.apiKey`) makes nothing there.
    func staticPropertyFactory(_ expression: ExprSyntax) -> CodeTrigger.Instantiation? {
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
              member.declName.baseName.text.first?.isLowercase == true,
              let type = Self.typePath(base)?.last, Self.isAppClass(type) else { return nil }
        return CodeTrigger.Instantiation(storyboard: nil, identifier: nil, factory: "\(type).\(member.declName.baseName.text)")
    }

    /// The names of a path of types (`UIStoryboard.Scene`), each capitalised; nil for anything else.
    static func typePath(_ expression: ExprSyntax) -> [String]? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name.first?.isUppercase == true ? [name] : nil
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, let path = typePath(base) else {
            return nil
        }
        let name = member.declName.baseName.text
        return name.first?.isUppercase == true ? path + [name] : nil
    }

    func instantiation(of expression: ExprSyntax) -> CodeTrigger.Instantiation? {
        let expression = Self.unwrapped(expression)
        // `helper(storyboard: "Detail", viewId: "Detail") as? DetailViewController ?? DetailViewController()`, as
        // the parser leaves it unfolded: what the left side makes (the cast only names its class), and the
        // fallback only where that is not understood (Radar COVID's every screen, made in its Swinject
        // container so); before, neither side was read.
        if let (primary, fallback) = Self.coalescingSides(of: expression) {
            return instantiation(of: primary) ?? instantiation(of: fallback)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            // The parameter itself, past an `if let` of its name: what the caller handed, not what the
            // `if`'s body held (LocalBindings.namesParameter).
            if parameters[name] != nil, LocalBindings.namesParameter(name, at: Syntax(reference)) { return nil }
            return instantiated[name]
        }
        // The first or the last of a list the method builds (Metatext's timelines: `timelineViewControllers.append(
        // TableViewController(…))` in a loop, then `if let firstViewController = timelineViewControllers.first`,
        // its first page): what that element makes.
        if let member = expression.as(MemberAccessExprSyntax.self), ["first", "last"].contains(member.declName.baseName.text),
           let list = member.base.flatMap({ Self.unwrapped($0).as(DeclReferenceExprSyntax.self) }).flatMap({ arrays[$0.baseName.text] }),
           let element = member.declName.baseName.text == "first" ? list.first : list.last {
            return instantiation(of: element)
        }
        // A started coordinator's navigation controller (`coordinator?.navigationController`), or a
        // controller's own, read where the code made it: the navigation controller made around it
        // (KeePassium's `placeholder.navigationController`, its placeholder wrapped in a router's).
        // Which of the two an object of the app's made here is shows once its class is known
        // (`SourceIndex.resolvingFactory`).
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "navigationController",
           let base = member.base {
            let variable = Self.variableName(base.trimmedDescription)
            if let started = coordinatorNavigations[variable] ?? madeObjects[variable] { return started }
            if var made = instantiated[variable] {
                made.inNavigation = true
                return made
            }
        }
        // An element of a tuple a factory returns (`createNoteController(…).0`): the factory's controller.
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind.isIntegerLiteral,
           let base = member.base, Self.unwrapped(base).is(FunctionCallExprSyntax.self) {
            return instantiation(of: base)
        }
        // A view-controller property of an enum's case (`Tab.home.viewController`, EnumCaseControllers.swift).
        if expression.is(MemberAccessExprSyntax.self), let made = enumCaseInstantiation(expression) { return made }
        if let made = staticPropertyFactory(expression) { return made }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        // A closure called where it is written (`let navigation: UINavigationController = { … }()`): what it returns.
        if let closure = call.calledExpression.as(ClosureExprSyntax.self) {
            return call.arguments.isEmpty ? ClosureReturns.first(of: closure).flatMap(instantiation(of:)) : nil
        }
        if let generated = Self.rswiftInstantiation(call) { return generated }
        // One of iOS 18's tabs: the controller its provider returns (UITabs.swift).
        if let provided = UITabs.providedController(call) { return instantiation(of: provided) }
        let (base, name) = Self.callee(call)
        // `self.init()` in a class method (OnionBrowser's `class func instantiate() -> UINavigationController
        // { UINavigationController(rootViewController: self.init()) }`): a new one of the class it is
        // called on, as `Self()` is. (In an initializer it delegates to another, making nothing.)
        if name == "init", isTypeMethod, let base, Self.isSelf(base) || base.trimmedDescription == "Self" {
            return CodeTrigger.Instantiation(storyboard: CodeScreens.storyboardName, identifier: CodeTrigger.Instantiation.ownClassName)
        }
        // A stored closure of the class's that returns one of the app's controllers (breadwallet's
        // `private var createHomeScreen: ((UINavigationController) -> HomeScreenViewController)`, a
        // method of another object handed in): called, it gives a controller of that class.
        if base.map(Self.isSelf) ?? true, let made = reader.closurePropertyResult(name, in: owner) {
            return .instance(of: made)
        }
        // An app's navigation controller subclass taking its root under a label of its own
        // (NavigationSubclassRoots.swift): `ReaderNavigationController(readerViewController: reader)`.
        // A root not known here (the Corona-Warn-App's `ExposureSubmissionNavigationController(
        // coordinator:dismissClosure:rootViewController:)` given a parameter) leaves the subclass
        // made in code, below, as it was before its roots were read.
        if let rootLabel = reader.declarations.app.navigationRootLabels[name], label(call, 0) != "rootViewController",
           let argument = call.arguments.first(where: { $0.label?.text == rootLabel }),
           var inner = instantiation(of: argument.expression) {
            inner.inNavigation = true
            return inner
        }
        // One whose initializer makes its own root (Lockwise's `LoginNavigationController()`).
        if let roots = reader.declarations.app.navigationInitRoots[name], let made = navigationInitRoot(call, of: roots) {
            return made
        }
        // A method of the app's returning what it is handed in a navigation controller it makes
        // (NavigationWrappers.swift): OneBusAway's `viewRouter.buildNavigation(controller: map)`.
        if let wrapped = reader.declarations.app.navigationWrappers[name],
           let argument = call.arguments.first(where: { ($0.label?.text ?? "_") == wrapped }),
           var inner = instantiation(of: argument.expression) ?? heldController(argument.expression, storedFirst: true) {
            inner.inNavigation = true
            return inner
        }
        // A method of the app's returning a container it makes around what it is handed (ContainerHelpers.swift):
        // Mattermost's `RouterUtils.sideMenuContainer(center, leftMenuViewController: left, rightMenuViewController: right)`.
        if let made = containerMadeByHelper(call, named: name) { return made }
        switch name {
        case "instantiateViewController" where label(call, 0) == "withIdentifier" || label(call, 0) == "identifier":
            // iOS 13's `instantiateViewController(identifier:creator:)` as well.
            guard let first = call.arguments.first,
                  let identifier = string(of: first.expression)
                    ?? (namesOwnClass(first.expression) ? CodeTrigger.Instantiation.ownClassName : nil) else { return nil }
            return CodeTrigger.Instantiation(storyboard: base.flatMap(storyboardName(of:)), identifier: identifier)
        case _ where name.hasPrefix("instantiate") && (base.flatMap(storyboardName(of:)) != nil || Self.isOwnStoryboard(base))
            && call.arguments.count == 1 && Self.metatype(call.arguments.first?.expression) != nil:
            // An app's helper on a storyboard that instantiates by class, its name the identifier:
            // `UIStoryboard.main.instantiateController(ofType: ImageViewController.self)`, or on the
            // controller's own storyboard (`storyboard?.instantiate(DetailViewController.self)`).
            guard let type = Self.metatype(call.arguments.first?.expression) else { return nil }
            return CodeTrigger.Instantiation(storyboard: base.flatMap(storyboardName(of:)), identifier: type)
        case "resolve" where Self.metatype(call.arguments.first?.expression) != nil:
            // A dependency-injection container's (DependencyContainers.swift).
            return containerResolution(call)
        case "instantiateInitialViewController":
            guard let storyboard = base.flatMap(storyboardName(of:)) else { return nil }
            return CodeTrigger.Instantiation(storyboard: storyboard, identifier: nil)
        case "instantiate" where (base?.trimmedDescription ?? "").contains("StoryboardScene"):
            // SwiftGen: StoryboardScene.Main.initialScene.instantiate(), StoryboardScene.Main.detail.instantiate().
            // (An app's own `instantiate(…)` is a factory, below.)
            let parts = (base?.trimmedDescription ?? "").split(separator: ".").map(String.init)
            guard parts.count >= 3, parts[parts.count - 3] == "StoryboardScene" else { return nil }
            let storyboard = parts[parts.count - 2]
            let scene = parts[parts.count - 1]
            return CodeTrigger.Instantiation(storyboard: storyboard, identifier: scene == "initialScene" ? nil : scene)
        case _ where isNavigationClass(name) && label(call, 0) == "rootViewController":
            // UIKit's or an app's subclass (`RSTNavigationController(rootViewController:)`): a navigation
            // controller made in code around what was instantiated (CodeNavigation), or around what a
            // property of the class's holds (SwissCovid's delegate: `lazy var navigationController =
            // NSNavigationController(rootViewController: tabBarController)`, its tab bar another lazy one).
            guard let argument = call.arguments.first?.expression,
                  var inner = instantiation(of: argument) ?? propertyHeld(argument) else { return nil }
            inner.inNavigation = true
            return inner
        // `UIHostingController(coder: coder, rootView: …)` is a storyboard's hosting controller decoded
        // with its view, in an `@IBSegueAction` (SegueActionHosts.swift).
        case "UIHostingController" where label(call, 0) == "rootView" || label(call, 0) == "coder" && label(call, 1) == "rootView":
            guard let argument = call.arguments.first(where: { $0.label?.text == "rootView" }),
                  let root = SwiftUIScreens.hostedRoot(of: argument.expression, views: views) else { return nil }
            return CodeTrigger.Instantiation(storyboard: SwiftUIScreens.storyboardName, identifier: SwiftUIScreens.identifier(of: root))
        case _ where Self.namesNavigationController(name) && call.arguments.first.flatMap({ instantiation(of: $0.expression) }) != nil,
             _ where (base == nil || Self.isSelf(base)) && reader.isNavigationWrapper(name, in: owner):
            // An app's helper named for the navigation controller it makes around what it is
            // handed (Pocket Casts' `SJUIUtils.navController(for: createFilterVC)`), as the tabs' `map`,
            // or the class's own method returning what it is handed in a navigation controller made
            // around it (Ello's tab bar: `addChild(embed(homeController))`).
            guard var inner = call.arguments.first.flatMap({ instantiation(of: $0.expression) }) else { return nil }
            inner.inNavigation = true
            return inner
        default:
            // A method of an enum of storyboards (StoryboardEnums.swift): `AppStoryboard.Login.viewController(…)`.
            if let made = enumInstantiation(call) { return made }
            // A method of an enum's case making a controller (`Tab.home.makeController()`, EnumCaseControllers.swift).
            if let made = enumCaseInstantiation(ExprSyntax(call)) { return made }
            // A storyboard's own helper of the app's (AppWideDeclarations.swift), called on a storyboard.
            if let base, !Self.isSelf(base), let helper = reader.declarations.helper(name), helper.storyboardIsReceiver {
                return instantiation(through: helper, call, on: base)
            }
            // A method of what another call makes that returns it (a builder: `X.fromStoryboard()
            // .withModel(model)`, SelfReturningMethods.swift): what that call makes.
            if let base, let made = Self.unwrapped(base).as(FunctionCallExprSyntax.self), reader.declarations.returnsSelf(name),
               let inner = instantiation(of: ExprSyntax(made)) {
                return inner
            }
            // The same of a controller held here (`intro.toPresentable()`), and of an object of the app's
            // a property keeps (`navigationRouter.toPresentable()`): PresentableObjects.swift.
            if let reference = presentableReceiver(ExprSyntax(call)).flatMap({ Self.unwrapped($0).as(DeclReferenceExprSyntax.self) }),
               let held = instantiated[reference.baseName.text] {
                return held
            }
            if let kept = presentableOfProperty(call) { return kept }
            // An instantiating helper called on a type (Rocket.Chat's `UIStoryboard.controller(from: "Chat",
            // identifier: "Chat")`, a static method of its `extension UIStoryboard`): what its arguments name.
            // (Called without them, `X.fromStoryboard()` of a protocol's extension, it is the conformer's factory, below.)
            if let base, Self.namesType(base), let helper = reader.declarations.helper(name), !helper.storyboardIsReceiver,
               helper.isCalled(on: Self.unwrapped(base).trimmedDescription), let made = instantiation(through: helper, call) {
                return made
            }
            // A method that makes it: `Type.make(…)` of a type, or a method of the class's own;
            // what it makes is known once every file is read (SourceIndex.codeTriggers(of:)).
            // (`self.make(…)` is the class's own, as `make(…)` is.)
            if let base, !Self.isSelf(base) {
                // A local bound to what a method of the class's returns, of the app's type it declares
                // (a protocol's: each conformer's method, `SourceIndex.resolvingFactoryEach`), or to an
                // object of the app's made there (`let factory = PreloadSceneFactory()`); a property
                // declared with one of the app's types; an object made in the call (`Factory().make()`);
                // else a type named. (Not a controller a property holds: `game.performSegue(…)` makes none.)
                let written = Self.unwrapped(base).trimmedDescription
                var type = localTypes[written] ?? Self.ownName(base).flatMap { name in
                    reader.propertyType(name, in: owner).flatMap { type in
                        (Self.isAppClass(type) || Self.isAppComposition(type)) && !type.hasSuffix("Controller") ? type : nil
                    }
                } ?? written
                // A shared instance a type keeps of itself (`Theme.shared.settingsViewController()`,
                // `static let shared = Theme()`): a method of that type. (Kept as another type, its
                // method is none of this one's, and the factory makes nothing.)
                // So is a case of an enum of the app's, however it is capitalised (Amperfy's
                // `AppStoryboard.Main.segueToHome(account:)`): a method of the enum.
                if let member = Self.unwrapped(base).as(MemberAccessExprSyntax.self),
                   let typeName = member.base.flatMap({ Self.unwrapped($0).as(DeclReferenceExprSyntax.self) })?.baseName.text,
                   typeName.first?.isUppercase == true, Self.isAppClass(typeName),
                   member.declName.baseName.text.first?.isLowercase == true
                    || reader.declarations.app.isCase(member.declName.baseName.text, of: typeName) {
                    type = typeName
                    // Declared of another type (ChatSecure's `static var shared: AppTheme = DefaultTheme()` of
                    // `GlobalTheme`): a method of that type, a protocol's of each conformer (SharedInstances.swift).
                    if let kept = reader.declarations.app.sharedInstanceTypes[typeName + "." + member.declName.baseName.text],
                       Self.isAppClass(kept) {
                        type = kept
                    }
                }
                if let made = Self.unwrapped(base).as(FunctionCallExprSyntax.self), case (nil, let maker) = Self.callee(made),
                   Self.isAppClass(maker) {
                    type = maker
                }
                guard type.first?.isUppercase == true, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                    return nil
                }
                // An instantiating helper that is an instance method of that type (Lockwise's
                // `ViewFactory.shared.make(storyboardName: "B", identifier: "bview")`, on its shared instance,
                // one it made or a property holding one): what its arguments name, as a static one's.
                if let helper = reader.declarations.helper(name), !helper.storyboardIsReceiver, !helper.isTypeMethod,
                   helper.declaringType == type, let made = instantiation(through: helper, call) {
                    return made
                }
                // A storyboard the call names (`loadFromStoryboard(named: .search)`), for a factory
                // that instantiates by the class's own name from the storyboard it is given.
                // (A case of an enum of storyboards, StoryboardEnums.swift, whatever its label: `from: .login`.)
                var named: String?
                for (position, argument) in call.arguments.enumerated() where named == nil {
                    if let enumCase = storyboardCase(argument.expression) {
                        named = storyboard(of: enumCase)
                    } else if position == 0, let label = argument.label?.text.lowercased(),
                              label == "named" || label.contains("storyboard") {
                        named = string(of: argument.expression)
                    }
                }
                return CodeTrigger.Instantiation(storyboard: named, identifier: nil, factory: "\(FlowNames.className(type)).\(name)")
            }
            // An instantiating helper at a file's top level (`controller(from: "Chat", identifier: "Chat")`):
            // what its arguments name, not what it makes of its parameters, which is nothing.
            if base == nil, let helper = reader.declarations.helper(name), !helper.storyboardIsReceiver, helper.isCalled(on: nil),
               let made = instantiation(through: helper, call) {
                return made
            }
            // A function at a file's top level that makes a controller (FreeFunctions.swift), named
            // like a class or not (AlphaWallet's `SplashViewController()`, GitHawk's
            // `newSearchRootViewController(client:)`): what it returns, once every file is read.
            if base == nil, reader.callsControllerFunction(name, from: owner) {
                return CodeTrigger.Instantiation(storyboard: nil, identifier: nil, factory: "\(FreeFunctions.owner).\(name)")
            }
            // `PasswordsViewController(…)`: a controller made in code, a screen if it is one of the
            // app's view controllers (CodeScreens; SourceIndex drops the rest).
            if name.first?.isUppercase == true, !name.hasPrefix("UI") {
                // `X(coder: coder, …)` is the storyboard decoding its own scene (a `creator:`
                // closure, an `@IBSegueAction`): that scene, not another made in code.
                guard label(call, 0) != "coder" else { return nil }
                var made = CodeTrigger.Instantiation(storyboard: CodeScreens.storyboardName, identifier: name)
                // The controllers it is made with: its children, if it adds what it is handed
                // (ContainersGivenChildren.swift). One level: what those are made with is not read
                // again for each enclosing call, so nested calls cost their size, not its square.
                if !readingGiven {
                    readingGiven = true
                    made.given = call.arguments.compactMap { instantiation(of: $0.expression) ?? heldController($0.expression, storedFirst: true) }
                    readingGiven = false
                }
                return made
            }
            guard !name.isEmpty, name.first?.isLowercase == true else { return nil }
            // An enum case with its values (`.detail(viewModel: model)`), not a method of the class's.
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil { return nil }
            if let helper = reader.declarations.helper(name) { return instantiation(through: helper, call) }
            // A closure parameter called (`provider(context)`) is what the callers' closures return
            // (`closureResult(_:)`), no method of the class's.
            if base == nil, calledClosureParameter(ExprSyntax(call)) != nil { return nil }
            var factory = CodeTrigger.Instantiation(storyboard: nil, identifier: nil, factory: "\(owner).\(name)")
            // The method's parameters it passes on, for the case a call of this method names (SceneEnums.swift).
            for (position, argument) in call.arguments.enumerated() {
                if let passed = parameter(named: argument.expression) {
                    factory.forwarded[argument.label?.text ?? "_\(position)"] = passed.label
                }
            }
            return factory
        }
    }

    /// Whether `expression` is a type's name (`UIStoryboard`, `Router`), which a static method is called on.
    static func namesType(_ expression: ExprSyntax) -> Bool {
        guard let reference = unwrapped(expression).as(DeclReferenceExprSyntax.self) else { return false }
        let name = reference.baseName.text
        return name.first?.isUppercase == true && name != "Self"
    }

    /// What a call of an instantiating helper makes, from its arguments (and the storyboard it is
    /// called on, for a storyboard's own helper); `chosen`, one of the identifiers the argument may be.
    func instantiation(through helper: InstantiatingHelper, _ call: FunctionCallExprSyntax,
                       on receiver: ExprSyntax? = nil, identifier chosen: String? = nil) -> CodeTrigger.Instantiation? {
        let arguments = Array(call.arguments)
        guard helper.identifierArgument < arguments.count else { return nil }
        let argument = Self.unwrapped(arguments[helper.identifierArgument].expression)
        // `.detail` for a parameter of the app's enum type: that enum's case, read for its raw value.
        let typedCase = helper.identifierType.flatMap { type -> String? in
            guard let member = argument.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
            return reader.declarations.constant(type + "." + member.declName.baseName.text)
        }
        guard let identifier = chosen ?? typedCase ?? string(of: argument) else { return nil }
        var storyboard: String?
        if helper.storyboardIsReceiver {
            storyboard = receiver.flatMap(storyboardName(of:))
        } else if let position = helper.storyboardArgument, position < arguments.count {
            storyboard = string(of: arguments[position].expression)
        } else if let named = helper.storyboard {
            storyboard = string(of: named)
        }
        return CodeTrigger.Instantiation(storyboard: storyboard, identifier: identifier)
    }

    /// R.swift's generated accessors: `R.storyboard.main.detailViewController()` (the identifier with
    /// its first letter lowered, which the storyboards' lookup matches whatever its case) and
    /// `R.storyboard.settings.instantiateInitialViewController()`.
    static func rswiftInstantiation(_ call: FunctionCallExprSyntax) -> CodeTrigger.Instantiation? {
        guard call.arguments.isEmpty, let path = rswiftPath(call.calledExpression), path.count == 2 else { return nil }
        let storyboard = path[0].prefix(1).uppercased() + path[0].dropFirst()
        return CodeTrigger.Instantiation(storyboard: storyboard,
                                         identifier: path[1] == "instantiateInitialViewController" ? nil : path[1])
    }

    /// The parts after `R.storyboard.` of an expression written so, else nil.
    static func rswiftPath(_ expression: ExprSyntax) -> [String]? {
        let parts = unwrapped(expression).trimmedDescription.filter { !$0.isWhitespace }.split(separator: ".").map(String.init)
        guard parts.count >= 3, parts[0] == "R", parts[1] == "storyboard",
              parts.dropFirst(2).allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { return nil }
        return Array(parts.dropFirst(2))
    }

    /// Whether an expression is the controller's own storyboard: `storyboard`, `self.storyboard`,
    /// unwrapped or not.
    static func isOwnStoryboard(_ expression: ExprSyntax?) -> Bool {
        guard let expression else { return false }
        let written = unwrapped(expression).trimmedDescription
        return written == "storyboard" || written == "self.storyboard"
    }

    /// `Name.self` → `Name`.
    static func metatype(_ expression: ExprSyntax?) -> String? {
        guard let member = expression.map(unwrapped)?.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "self", let base = member.base?.trimmedDescription,
              base.first?.isUppercase == true, base.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        return base
    }

    /// What a presenting call shows: its first argument when that names an
    /// instantiation, else the latest instantiation of the method.
    func shown(_ node: FunctionCallExprSyntax) -> CodeTrigger.Instantiation? {
        defer { latest = nil }
        var shown = latest
        if let first = node.arguments.first {
            if let name = Self.ownName(first.expression), let handed = handedToCoordinators[name],
               startedVariables.contains(handed.coordinator) {
                // A router handed to a coordinator made here (KeePassium's `viewController.present(modalRouter, …)`):
                // the navigation controller it wraps, as that coordinator's `start()` roots it.
                shown = handed.started
                presentedCoordinators.insert(handed.coordinator)
            } else if let array = Self.unwrapped(first.expression).as(ArrayExprSyntax.self) {
                // (A controller a property of the class's holds counts too: Mastodon's server details give their
                // page view controller `[aboutViewController]`, made where the property is declared.)
                if let last = array.elements.compactMap({ instantiation(of: $0.expression) ?? heldController($0.expression, storedFirst: true) }).last {
                    shown = last
                }
            } else if let name = Self.unwrapped(first.expression).as(DeclReferenceExprSyntax.self)?.baseName.text,
                      let list = arrays[name] {
                // A stack listed in a local (Zotero's settings coordinator: `var controllers = [list]`, an
                // export or sync screen appended under a case of how it was opened, then
                // `setViewControllers(controllers, …)`): its first, the root whichever branch runs
                // (ListsBuiltByAppends.swift keeps every branch's appends).
                if let root = list.lazy.compactMap({ self.instantiation(of: $0) }).first { shown = root }
            } else if let named = instantiation(of: first.expression) {
                shown = named
                // An object made here shown as its controller (`coordinator.toPresentable()`): what its
                // `start()` pushes is in that presentation, not the caller's (PresentableObjects.swift).
                if let object = presentableObjectMadeHere(first.expression) { presentedCoordinators.insert(object) }
            } else if let held = heldController(first.expression, storedFirst: true) ?? propertyOfAnotherFile(first.expression) {
                // A property holding what a method of the class stored in it, or declared with one of
                // the app's view controllers (a coordinator's `settingsViewController`, made in its initializer),
                // in this file or another.
                shown = held
            } else if CodeTrigger.Instantiation.isCoordinatorStart(method), let navigation = containedController(first.expression) {
                // A coordinator's `start()` presenting the navigation controller it keeps
                // (`presentedOn.present(navigationController, animated: true)`, Mastodon's settings):
                // that navigation controller as `start()` roots it (Coordinators.swift).
                shown = navigation
            }
        }
        if let shown { markShown(shown) }
        return shown
    }

    /// `shown` no longer handed on: every making of it here is shown (in a navigation controller made
    /// around it, all the same).
    func markShown(_ shown: CodeTrigger.Instantiation) {
        for position in made.indices where made[position].instantiation.withoutNavigation == shown.withoutNavigation {
            made[position].shown = true
        }
    }

    /// The class a call is made on: `self` or nothing is the owner; a
    /// property declared with a class is that class; anything else (a local
    /// variable, `presentingViewController`) is not known, and the call is
    /// set aside as not understood rather than given to the owner.
    enum Receiver {
        case owner, other(String), unknown

        var isOwner: Bool { if case .owner = self { return true } else { return false } }
    }

    func receiver(of base: ExprSyntax?) -> Receiver {
        guard let base else { return .owner }
        let expression = Self.unwrapped(base)
        if Self.isSelf(expression) { return .owner }
        if let alias = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, selfAliases.contains(alias) { return .owner }
        return Self.ownName(expression).flatMap { reader.propertyType($0, in: owner) }.map(Receiver.other) ?? .unknown
    }

    /// The name an expression gives a variable or a property of the class's own: `name` or
    /// `self.name` (unwrapped: `name?`, `self.name!`); nil for anything else.
    static func ownName(_ expression: ExprSyntax) -> String? {
        let expression = unwrapped(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = expression.as(MemberAccessExprSyntax.self), isSelf(member.base) else { return nil }
        return member.declName.baseName.text
    }

    /// A trigger on what `base` is: the owner's, a property's class's, or set aside as not understood.
    func addOnReceiver(_ action: CodeTrigger.Action, on base: ExprSyntax?, node: FunctionCallExprSyntax, location: String) {
        switch receiver(of: base) {
        case .owner:
            triggers.append((owner, CodeTrigger(method: method, action: action, location: location, enumCase: enumCases.last)))
        case .other(let receiver):
            triggers.append((receiver, CodeTrigger(method: "\(owner).\(method)", action: action, location: location,
                                                   enumCase: enumCases.last)))
        case .unknown:
            reader.notUnderstood.append("\(location): \(node.calledExpression.trimmedDescription)(…) is made on something "
                                        + "whose class is not known")
        }
    }
}

extension TokenKind {
    /// `0` in `pair.0`: a tuple element's position.
    var isIntegerLiteral: Bool {
        if case .integerLiteral = self { return true }
        return false
    }
}
