import SwiftSyntax

// CallReader (CallReader.swift): the calls that hand controllers on — to the class's own methods,
// to objects of the app's (coordinators, delegates, routers), to containers made with them, to
// helpers that present on what they are handed.

extension CallReader {
    /// A call of the class's own method, or of a method on a property of one of the app's types (a
    /// delegate, a coordinator, a router): what it reaches may move, the controllers it is handed
    /// among them (Coordinators.swift).
    func noteMethodCall(_ call: FunctionCallExprSyntax, named name: String, on base: ExprSyntax?) {
        let labels = call.arguments.enumerated().map { position, argument in argument.label?.text ?? "_\(position)" }
        let selector = PresenterSlot.selector(name, labels: labels)
        let handed = zip(call.arguments, labels).compactMap { argument, label -> MethodCall.Handed? in
            // Made here, or held in a property (a coordinator's `aboutVC`, made in its initializer). A
            // SwiftUI view made here reads as made in code; a helper hosting it makes it its screen
            // (`SourceIndex.hostedIfView`, Coordinators.swift).
            // A closure hands what it returns, to a method moving what its closure parameter returns.
            (instantiation(of: argument.expression) ?? heldController(argument.expression, storedFirst: true)
                ?? argument.expression.as(ClosureExprSyntax.self).flatMap(ClosureReturns.first(of:)).flatMap(instantiation(of:)))
                .map { MethodCall.Handed(label: label, made: $0) }
        }
        var noted = MethodCall(caller: method, receiverType: nil, calleeName: name, calleeSelector: selector)
        // A closure parameter called (`dismissAction()`): the closures the method's callers hand it.
        if base == nil, let parameter = parameters[name], parameter.type.contains("->"), !parameter.method.isEmpty {
            let closures = Self.closureParameterMethod(parameter.method, parameter.label)
            noted = MethodCall(caller: method, receiverType: nil, calleeName: closures, calleeSelector: closures)
        }
        noted.handed = handed
        for (argument, label) in zip(call.arguments, labels) {
            if let written = EnumCase.literal(argument.expression) ?? qualifiedEnumCase(argument.expression)
                ?? enumCaseHeld(by: argument.expression) {
                noted.enumArguments[label] = written
            }
            if Self.ownName(argument.expression) == "presentingViewController" { noted.handsItsPresenter = true }
            if isHeldPresenter(argument.expression) { noted.presenterLabels.append(label) }
            if let reference = argument.expression.as(DeclReferenceExprSyntax.self), let parameter = parameters[reference.baseName.text] {
                noted.passedOn[label] = parameter.label
            }
        }
        noted.location = "\(reader.file):\(reader.line(of: call))"
        noted.enumCase = enumCases.last
        noted.isInClosure = Self.isInClosure(Syntax(call))
        noted.property = base.flatMap(Self.ownName)
        switch receiver(of: base) {
        case .owner:
            methodCalls.append(noted)
        case .other(let type) where Self.isAppClass(type) || Self.isAppComposition(type):
            noted.receiverType = type
            methodCalls.append(noted)
        case .unknown:
            // A property another file declares (a superclass's `_router`), found once every file is read.
            guard let base else { return }
            let expression = Self.unwrapped(base)
            if let type = Self.castType(base), Self.isAppClass(type) {
                // An object cast to one of the app's types (`(UIApplication.shared.connectedScenes.first?
                // .delegate as? SceneDelegate)?.changeRootViewController(vc)`): that type's method.
                noted.receiverType = type
            } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
                // A type of the app's by name (`DataSourceFacade.coordinate…(provider: self)`): its static method.
                let name = reference.baseName.text
                if name.first?.isUppercase == true, Self.isAppClass(name) {
                    noted.receiverType = name
                } else if let type = parameters[name]?.type, Self.isAppClass(type) {
                    // A parameter of one of the app's types (`to router: NavigationRouter`).
                    noted.receiverType = type
                } else if let type = castLocals[name] {
                    // A local cast to one of the app's types (`guard let appDelegate = UIApplication.shared
                    // .delegate as? AppDelegate`, then `appDelegate.startMainStory()`: Yep's sign-in).
                    noted.receiverType = type
                } else if let type = madeObjectType(name), coordinatorNavigations[name] == nil {
                    // An object of the app's made here (`let child = AccountCoordinator(…)`, then
                    // `child.start()`), moving where the caller does. One handed a navigation controller
                    // made here moves in that one, which the caller presents: what its `start()` roots
                    // it with is that presentation's (Coordinators.swift), not a push of the caller's.
                    noted.receiverType = type
                    noted.isOnObjectMadeHere = true
                    // Given another class in another branch: the call runs in that one's method as well.
                    for other in otherMadeObjectTypes[name] ?? [] {
                        var alsoOn = noted
                        alsoOn.receiverType = other
                        methodCalls.append(alsoOn)
                    }
                } else {
                    noted.receiverProperty = name
                }
            } else if let type = Self.sharedInstanceClass(expression) {
                noted.receiverType = type
            } else if let made = expression.as(FunctionCallExprSyntax.self), case (nil, let type) = Self.callee(made), Self.isAppClass(type) {
                // An object of the app's made in the call (`AppWindowWireframe(window: window).setRoot(…)`).
                noted.receiverType = type
                noted.isOnObjectMadeHere = true
            } else if let call = expression.as(FunctionCallExprSyntax.self), case (nil, let function) = Self.callee(call),
                      call.arguments.isEmpty, let type = reader.declarations.app.objectFunctions[function] {
                // One a function at a file's top level returns (Raivo's `getAppDelegate().updateStoryboard()`).
                noted.receiverType = type
            } else if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil {
                // `self.coordinator`, or another object's (`provider.coordinator`): the type the app
                // declares the property with (ProtocolExtensions.swift).
                noted.receiverProperty = member.declName.baseName.text
            } else {
                return
            }
            methodCalls.append(noted)
        case .other:
            break
        }
    }

    /// The controller parameter a value gives, bare or handed to a method of the class's own that
    /// wraps it, in each branch of a choice (Stepik's `present(module:embedInNavigation:…)`: `let
    /// moduleToPresent = embedInNavigation ? self.getEmbedded(moduleStack: [module]) : module`, then
    /// presented; `present(moduleStack:)`: `self.getEmbedded(moduleStack: moduleStack)`): what the
    /// callers hand, whichever branch runs. Nil unless every branch gives the same parameter, of a
    /// controller type; the wrapper's own making (an empty navigation controller it gives the stack)
    /// is no screen of the caller's.
    func parameterChosenOrWrapped(_ value: ExprSyntax) -> Parameter? {
        let values = Self.branchValues(of: value) ?? [value]
        // The parameter each branch gives: itself, or the one a call of the class's own method is handed
        // (alone, or as a list: `[module]`).
        func given(_ branch: ExprSyntax) -> Parameter? {
            if let parameter = parameter(named: branch) { return parameter }
            // (A method: a type's initializer, `UINavigationController(rootViewController:)`, is read as one elsewhere.)
            guard let call = Self.unwrapped(branch).as(FunctionCallExprSyntax.self), Self.callee(call).0.map(Self.isSelf) ?? true,
                  Self.callee(call).1.first?.isLowercase == true
            else { return nil }
            let handed = call.arguments.flatMap { argument in
                let expression = Self.unwrapped(argument.expression)
                return expression.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [expression]
            }
            return handed.lazy.compactMap { self.parameter(named: $0) }.first
        }
        var chosen: Parameter?
        for branch in values {
            guard let parameter = given(branch), chosen == nil || chosen?.name == parameter.name else { return nil }
            chosen = parameter
        }
        guard let chosen, chosen.type.hasSuffix("Controller") || chosen.type.hasSuffix("Controller]") else { return nil }
        return chosen
    }

    /// Whether `expression` is a call of a method of an object other than the class itself: a local
    /// (`assembly.makeModule()`), a property's (`self.assembly.makeModule()`), an object made in the
    /// call (`DetailAssembly().makeModule()`), a type's or its shared instance's (`Factory.shared.make()`),
    /// as its result kept in a local and handed on is.
    static func isMadeByAnotherObject(_ expression: ExprSyntax) -> Bool {
        guard let call = unwrapped(expression).as(FunctionCallExprSyntax.self), let base = callee(call).0 else { return false }
        return !isSelf(unwrapped(base))
    }

    /// How a class member holding a class's one instance starts (`shared`, `sharedInstance`, `current`).
    static let sharedInstanceNames = ["shared", "current", "default"]

    /// `SidebarContainer(main: navigation, sidebar: TagsViewController())`: an app's class made
    /// with controllers as arguments, which are its children if it adds what it is handed.
    func noteMadeContainer(_ node: FunctionCallExprSyntax, named name: String, base: ExprSyntax?, at location: String) {
        guard base == nil, Self.isAppClass(name), !node.arguments.isEmpty, label(node, 0) != "coder" else { return }
        let given = node.arguments.compactMap { argument in instantiation(of: argument.expression).map { (argument.label?.text, $0) } }
        // A list under a label (`TabBarController(controllers: [friends, settings])`), for a container taking
        // its `viewControllers` so (ContainersGivenChildren.swift).
        let lists = node.arguments.compactMap { argument -> (String, [CodeTrigger.Instantiation])? in
            guard let label = argument.label?.text, controllerList(argument.expression) != nil else { return nil }
            let listed = listedControllers(argument.expression)
            return listed.isEmpty ? nil : (label, listed)
        }
        // An empty navigation controller a coordinator made after is handed is given its root then (`noteCoordinator`).
        let awaiting = node.arguments.compactMap { argument in
            Self.unwrapped(argument.expression).as(DeclReferenceExprSyntax.self).map(\.baseName.text)
                .flatMap { emptyNavigations.contains($0) ? (argument.label?.text, $0) : nil }
        }
        guard !given.isEmpty || !awaiting.isEmpty || !lists.isEmpty else { return }
        var made = MadeContainer(type: name, children: given.map(\.1), location: location)
        made.labelsAControllerSlot = (given.map(\.0) + awaiting.map(\.0)).contains { $0?.lowercased().hasSuffix("controller") == true }
        for case (let label?, let child) in given { made.labelled[label] = child }
        for (label, listed) in lists { made.labelledLists[label] = listed }
        for (_, navigation) in awaiting { containersAroundEmptyNavigations[navigation, default: []].append(made) }
        if !given.isEmpty || !lists.isEmpty, !madeContainers.contains(made) { madeContainers.append(made) }
    }

    /// `container.centerViewController = center` on a controller a local holds, made here of a class
    /// named as a controller (`MFSideMenuContainerViewController()`): a controller set on a property
    /// named as a controller's slot (`centerViewController`, `leftMenuViewController`) is given as if
    /// the container were made with it (`MadeContainer`). A library's container (MFSideMenu, a pod:
    /// Mattermost's root, its menus and its chat) adds it as a child (`SourceIndex.isLibraryContainer`),
    /// and so does a class of the app's that adds what it is handed.
    func noteChildSetOnMadeContainer(_ elements: [ExprSyntax]) {
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let member = Self.unwrapped(elements[0]).as(MemberAccessExprSyntax.self),
              member.declName.baseName.text.hasSuffix("ViewController"),
              let local = member.base.flatMap({ Self.unwrapped($0).as(DeclReferenceExprSyntax.self)?.baseName.text }),
              let type = instantiated[local]?.knownClass, Self.isAppClass(type), type.hasSuffix("Controller"),
              !isNavigationClass(type), let child = instantiation(of: elements[2]) else { return }
        var made = containersGivenThroughProperties[local]
            ?? MadeContainer(type: type, children: [], location: "\(reader.file):\(reader.line(of: elements[0]))")
        madeContainers.removeAll { $0 == made }
        if !made.children.contains(child) { made.children.append(child) }
        made.labelsAControllerSlot = true
        made.slots[member.declName.baseName.text] = child
        containersGivenThroughProperties[local] = made
        madeContainers.append(made)
    }

    /// The class whose shared instance an expression reads (`SPAppDelegate.shared()`,
    /// `AppCoordinator.shared`): a class member of an app's class, called or not, which is how an
    /// app reaches its delegate or a coordinator from anywhere; nil for anything else.
    static func sharedInstanceClass(_ expression: ExprSyntax) -> String? {
        var accessed = expression
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty { accessed = call.calledExpression }
        guard let member = accessed.as(MemberAccessExprSyntax.self),
              let base = member.base.flatMap({ unwrapped($0).as(DeclReferenceExprSyntax.self) }),
              sharedInstanceNames.contains(where: member.declName.baseName.text.lowercased().hasPrefix)
        else { return nil }
        let type = base.baseName.text
        return isAppClass(type) ? type : nil
    }

    /// `navigationController.pushViewController(viewController, …)` of the method's parameter: a
    /// router's method, which moves to whatever its callers hand it (Coordinators.swift).
    func noteParameterMove(_ node: FunctionCallExprSyntax, _ kind: ParameterMove.Kind) {
        guard let first = node.arguments.first else { return }
        var argument = Self.unwrapped(first.expression)
        if let array = argument.as(ArrayExprSyntax.self), let last = array.elements.last { argument = Self.unwrapped(last.expression) }
        noteParameterMove(of: argument, kind)
    }

    /// The same of the value `argument`, moved as `kind` (the window's root set to it, `.root`).
    func noteParameterMove(of argument: ExprSyntax, _ kind: ParameterMove.Kind) {
        guard let moved = movedParameter(argument) else { return }
        parameterMoves.append(ParameterMove(method: method, label: moved.parameter.label, kind: kind,
                                            inNavigation: moved.inNavigation, enumCase: enumCases.last,
                                            style: presentationStyle(of: argument)))
    }

    /// The parameter a moved value is, and whether in a navigation controller made around it:
    /// `target`, `NavigationController(rootViewController: target)`, or a local holding the latter.
    func movedParameter(_ expression: ExprSyntax?) -> (parameter: Parameter, inNavigation: Bool)? {
        guard let expression else { return nil }
        let value = Self.unwrapped(expression)
        if let parameter = parameter(named: value) ?? closureResult(value) ?? previewCommitAnimator(value)
            ?? presentableParameter(value) { return (parameter, false) }
        // A hosting controller made around a SwiftUI view handed in (Zotero's settings coordinator's
        // `pushDefaultSize(view:)`): the view, hosted, is what the method moves.
        if let parameter = hostedParameter(value) { return (parameter, false) }
        if let local = value.as(DeclReferenceExprSyntax.self).flatMap({ navigationsAroundParameters[$0.baseName.text] }),
           let parameter = parameters[local] {
            return (parameter, true)
        }
        guard let call = value.as(FunctionCallExprSyntax.self), Self.namesNavigationClass(Self.callee(call).1),
              label(call, 0) == "rootViewController", let parameter = parameter(named: call.arguments.first?.expression)
        else { return nil }
        return (parameter, true)
    }

    /// A parameter passed on to a method of the class's own, or `self` handed to another object's
    /// method: the ways a presenter reaches a helper that presents on it (PresentersHandedIn.swift).
    func notePresenters(_ call: FunctionCallExprSyntax, named name: String, at location: String, onOwner: Bool) {
        let labels = call.arguments.enumerated().map { position, argument in argument.label?.text ?? "_\(position)" }
        let selector = PresenterSlot.selector(name, labels: labels)
        // A type method called on the app's class by name (`PickerViewControllerModal.displayPickerViewController(…)`),
        // or an object whose class is known here: a local made here or typed by the method making it, a
        // property declared with one of the app's types (Element's forty bridge presenters each have a
        // `present(from:animated:)`: the one called is the object's).
        let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        let receiverClass = base?.as(DeclReferenceExprSyntax.self).map(\.baseName.text).flatMap { Self.isAppClass($0) ? $0 : nil }
            ?? base.flatMap(knownReceiverClass)
        for (argument, label) in zip(call.arguments, labels) {
            let value = Self.unwrapped(argument.expression)
            if let parameter = parameter(named: argument.expression) {
                // Passed on to a method of the class's own, or of another object (a coordinator telling its
                // own delegate, `delegate?.didPressSettings(in: viewController)`: KeePassium's file picker's
                // gear, handed on twice before its settings are presented on it).
                presenterForwards.append(PresenterForward(from: PresenterSlot(selector: self.selector, label: parameter.label),
                                                          to: PresenterSlot(selector: selector, label: label),
                                                          receiverClass: onOwner ? nil : receiverClass))
            } else if !onOwner, value.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                selfHandedOver.append(SelfHandedOver(caller: method, slot: PresenterSlot(selector: selector, label: label),
                                                     location: location, receiverClass: receiverClass))
            } else if let type = heldControllerType(value) {
                selfHandedOver.append(SelfHandedOver(caller: method, slot: PresenterSlot(selector: selector, label: label),
                                                     location: location, receiverClass: receiverClass, heldType: type))
            }
        }
    }

    /// The app's class of the object `base` names when it is known here: a local made here (`let presenter =
    /// TermsBridgePresenter(…)`) or bound to what one of the class's methods returns, or a property declared
    /// with one of the app's types. Nil otherwise (then a helper's method is known by its selector alone).
    func knownReceiverClass(_ base: ExprSyntax) -> String? {
        let expression = Self.unwrapped(base)
        if let local = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, parameters[local] == nil,
           let type = localTypes[local] ?? madeObjectType(local) ?? castLocals[local] {
            return Self.isAppClass(type) ? type : nil
        }
        guard let property = Self.ownName(expression), parameters[property] == nil, localTypes[property] == nil,
              let type = reader.propertyType(property, in: owner), Self.isAppClass(type), !type.hasSuffix("Controller") else { return nil }
        return type
    }

    /// The closure parameter a call of which an expression is (`provider(context ?? self)`), or nil.
    func calledClosureParameter(_ expression: ExprSyntax) -> Parameter? {
        guard let call = Self.unwrapped(expression).as(FunctionCallExprSyntax.self),
              let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
              let parameter = parameters[reference.baseName.text], parameter.type.contains("->") else { return nil }
        return parameter
    }

    /// The closure parameter whose result an expression is: a call of it, or a local holding one
    /// (ownCloud's `ClientContext.pushViewControllerToNavigation(context:provider:push:animated:)`
    /// pushes what `provider` returns, and each call hands it a closure returning the controller).
    func closureResult(_ expression: ExprSyntax) -> Parameter? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return closureResultLocals[reference.baseName.text] }
        return calledClosureParameter(expression)
    }

    /// The parameter an expression names, if it names one of the method's.
    func parameter(named expression: ExprSyntax?) -> Parameter? {
        guard let expression, let reference = Self.unwrapped(expression).as(DeclReferenceExprSyntax.self) else { return nil }
        return parameters[reference.baseName.text] ?? parameterCasts[reference.baseName.text]
    }

    /// Whether a declared type is a class of the app's, not UIKit's nor a protocol's or a generic's.
    static func isAppClass(_ type: String) -> Bool {
        type.first?.isUppercase == true && !type.hasPrefix("UI") && type.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Whether a declared type is a composition of the app's protocols (`Coordinator&AccountListing`,
    /// as `ClassReader.plainType` writes it): a call on it runs in the classes conforming to them.
    static func isAppComposition(_ type: String) -> Bool {
        type.contains("&") && type.split(separator: "&").allSatisfy { isAppClass(String($0)) }
    }

    /// Each argument of a call of the class's own method that is a controller: one made here, a
    /// parameter of an app's class, or a parameter of a controller type passed on.
    func noteHanded(_ call: FunctionCallExprSyntax, to callee: String, at location: String) {
        var enumArguments: [String: String] = [:]
        for (position, argument) in call.arguments.enumerated() {
            if let written = EnumCase.literal(argument.expression) { enumArguments[argument.label?.text ?? "_\(position)"] = written }
        }
        let before = handedArguments.count
        defer {
            if !enumArguments.isEmpty {
                for position in before..<handedArguments.count { handedArguments[position].enumArguments = enumArguments }
            }
        }
        for (position, written) in call.arguments.enumerated() {
            // A value made with a controller it carries (`registerSubmodule(.init(viewController: blocks, …))`):
            // that controller, handed as the parameter's field (ControllersCarriedByValues.swift).
            let carried = Self.carriedByValue(written.expression)
            let label = (written.label?.text ?? "_\(position)") + (carried.map { "." + $0.field } ?? "")
            let argument = (expression: carried?.controller ?? written.expression, label: written.label)
            var value: HandedArgument.Value?
            if let parameter = parameter(named: argument.expression) {
                if Self.isAppClass(parameter.type) {
                    value = .made(.instance(of: parameter.type))
                } else if parameter.type.hasSuffix("Controller") {
                    value = .parameter(parameter.label)
                }
            } else if let made = instantiation(of: argument.expression),
                      made.factory == nil || Self.unwrapped(argument.expression).is(DeclReferenceExprSyntax.self)
                        || Self.isMadeByAnotherObject(argument.expression) {
                // A variable holding a controller, or one made in the call (not any call's result but
                // another object's factory's: Stepik's `self.push(module: assembly.makeModule())`, as
                // `let module = assembly.makeModule()` handed on is); a local given one in each branch of a
                // switch or an if holds each of them.
                value = .made(made)
                if let name = Self.unwrapped(argument.expression).as(DeclReferenceExprSyntax.self)?.baseName.text {
                    for other in otherBranchValues[name] ?? [] where other != made {
                        handedArguments.append(HandedArgument(caller: method, callee: callee, label: label, value: .made(other),
                                                              location: location))
                    }
                }
            } else if let held = heldController(argument.expression, storedFirst: true).flatMap({ $0.factory == nil ? $0 : nil })
                        ?? heldController(argument.expression) {
                // What a method made and stored in the property first (`fullScreenPlayer =
                // PlayerContainerViewController()`); a factory's result stored there goes where the
                // factory's callers put it (`SourceIndex.codeTriggers(of:)`), not to every method
                // handed the property (Mastodon's profile header, handed to its binding helpers).
                value = .made(held)
            } else {
                let chosen = chosenControllers(argument.expression)
                for made in chosen {
                    handedArguments.append(HandedArgument(caller: method, callee: callee, label: label, value: .made(made),
                                                          location: location))
                }
                // A property this file does not declare (the class's main file does): read once every file is.
                if chosen.isEmpty, let name = Self.ownName(argument.expression), reader.propertyType(name, in: owner) == nil,
                   name.first?.isLowercase == true {
                    value = .property(name)
                }
            }
            if let value {
                handedArguments.append(HandedArgument(caller: method, callee: callee, label: label, value: value, location: location))
            }
        }
    }

    func noteHandedOn(_ expression: ExprSyntax, returned: Bool = false) {
        // A value carrying a controller, returned by an enum's member (`return TabBarItemInfo(title: …,
        // controller: navigation)`): the controller it carries is what the member hands on
        // (ControllersCarriedByValues.swift).
        if let carried = carriedArgument(of: expression) {
            noteHandedOn(carried, returned: returned)
            return
        }
        // A tuple returned (Zotero's `return (navigationController, coordinator.viewModel!)`): the
        // controller among its elements, which a caller takes as `.0`.
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            for element in tuple.elements { noteHandedOn(element.expression, returned: returned) }
            return
        }
        // A list of controllers handed on (a paging library's `viewControllers(for:)`): each of them.
        if let elements = Self.listedElements(expression, mapsList: returnsList) {
            for element in elements { noteHandedOn(element, returned: returned) }
            return
        }
        // A factory's result returned is this method's too (`createSearchTableVC()` returns what
        // `SearchTableViewController.loadFromStoryboard(named:)` makes): factories of factories.
        // A call of the class's own method is no factory's result as a body (`performSegue(…)`), but
        // is when a method declared `-> Self` returns it (KeePassium's `instantiateFromStoryboard()`
        // returning `instantiateHelper(storyboardName: name)`).
        // A controller found by a cast (ownCloud's `UIViewController.browserNavigationViewController`,
        // which looks for one among the parents) is not made here. An initializer named as a
        // function (`VenueTable.init`, a list's `map` element) makes its class.
        if let reference = Self.unwrapped(expression).as(DeclReferenceExprSyntax.self),
           foundByCast.contains(reference.baseName.text) { return }
        guard let instantiation = Self.initializerReference(expression) ?? instantiation(of: expression)
                ?? keptPropertyReturned(expression) else { return }
        returnedMakings.insert(instantiation)
        guard returned || instantiation.keptProperty != nil || instantiation.factory.map({ !$0.hasPrefix(owner + ".") }) ?? true,
              !made.contains(where: { $0.instantiation == instantiation }) else { return }
        made.append((instantiation, "\(reader.file):\(reader.line(of: expression))", false, enumCases.last))
    }
}

// A list of controllers handed on whole: XLPagerTabStrip's `viewControllers(for:)` returns its pages
// (`[VenueTable(), Map()]`, `days.map { Sessions(day: $0) }`, `venues.map(VenueTable.init)`,
// trySwift's schedule and venues), as Tabman's data sources and a tab bar's helpers return theirs.
extension CallReader {
    /// The elements an array literal lists, or, when `mapsList` (the method returns an array), the one
    /// element a `map` over a list makes each time (its closure's value, or the initializer it names);
    /// nil for any other expression. A `map` in a method returning one controller is an optional's
    /// (Firefox Focus's tips, `tipManager.getTip(before: tip).map { TipViewController(tip: $0) }`).
    static func listedElements(_ expression: ExprSyntax, mapsList: Bool) -> [ExprSyntax]? {
        let expression = withoutCompactMap(expression)
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.map(\.expression) }
        guard mapsList, let call = expression.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              ["map", "compactMap"].contains(member.declName.baseName.text), member.base != nil else { return nil }
        if let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) {
            return ClosureReturns.first(of: closure).map { [$0] }
        }
        guard call.arguments.count == 1, let named = call.arguments.first?.expression,
              initializerReference(named) != nil else { return nil }
        return [named]
    }

    /// `VenueTableViewController.init` (or `.init(venue:)`), an initializer named as a function: the
    /// controller made in code it makes, as `VenueTableViewController(…)` is.
    static func initializerReference(_ expression: ExprSyntax) -> CodeTrigger.Instantiation? {
        guard let member = unwrapped(expression).as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
              let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              type.first?.isUppercase == true, !type.hasPrefix("UI") else { return nil }
        return CodeTrigger.Instantiation(storyboard: CodeScreens.storyboardName, identifier: type)
    }
}

extension CallReader {
    /// `UIHostingController(rootView: view)` of a parameter, or a local holding one: that parameter.
    func hostedParameter(_ value: ExprSyntax) -> Parameter? {
        if let local = value.as(DeclReferenceExprSyntax.self)?.baseName.text, let name = hostedParameters[local] {
            return parameters[name]
        }
        guard let call = value.as(FunctionCallExprSyntax.self), case (nil, "UIHostingController") = Self.callee(call),
              let root = call.arguments.first(where: { $0.label?.text == "rootView" }) else { return nil }
        return parameter(named: Self.unwrapped(root.expression))
    }
}
