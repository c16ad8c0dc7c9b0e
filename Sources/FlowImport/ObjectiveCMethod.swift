import Foundation

// How an Objective-C method body is read (Swift is parsed: SwiftSourceReader).
//
// Not parsed, but read as statements: the body, comments blanked, is cut at
// each `;`, `{` and `}` outside brackets, parentheses and strings, so a message
// with a completion block stays one statement. A statement that assigns
// (`SettingsViewController *settings = [SettingsViewController new];`,
// `self.navigationController = [[UINavigationController alloc]
// initWithRootViewController:list];`) gives the variable the value read from
// its right-hand side, and each call in a statement that moves between scenes
// (`[self presentViewController:navigation animated:YES completion:nil]`,
// `pushViewController:`, `showViewController:`, `showDetailViewController:`,
// `addChildViewController:`) reads its argument the same way: a variable given
// earlier in the method, or the expression itself. Values a method can read:
//
// - `[[X alloc] init…]` and `[X new]` of an app's class: a controller made in
//   code (a screen of Code.flow when X is one of the app's view controllers);
// - `[[… NavigationController alloc] initWithRootViewController:v]`: v, in a
//   navigation controller made in code;
// - `[s instantiateViewControllerWithIdentifier:@"id"]` and
//   `[s instantiateInitialViewController]`, where `s` is
//   `[UIStoryboard storyboardWithName:@"Name" bundle:…]` (or a variable given
//   one), or the caller's own `self.storyboard`;
// - a cast (`(DetailViewController *)…`) of any of those.
//
// A call whose argument cannot be read (a controller handed in, a property set
// elsewhere) takes the controller the method last instantiated from a
// storyboard, as the importer first paired them. `self.window.rootViewController
// = …` is the app's root, as a delegate sets it (WindowRoots.swift).
struct ObjectiveCMethod {
    /// The method's name, its first selector piece.
    let name: String
    /// The body, between its braces.
    let body: String
    /// The patterns the reading matches, made once for the file.
    let patterns: ObjectiveCPatterns
    /// Whether it is a class method (`+ (instancetype)instantiateWithMatrixSession:…`): the controller it
    /// returns is what a call of it makes.
    var isClassMethod = false
    /// Its parameters of a controller's type, by name: the label a call hands each under (`_0` for the
    /// first, as Swift names an unlabelled argument; the selector's piece for the others).
    var controllerParameters: [String: String] = [:]
    /// `File.m:12` of an offset in the body.
    let location: (Int) -> String
    /// The name the calls it makes on other objects give it: its Swift name when it is one of UIKit's
    /// launch methods (`application(_:didFinishLaunchingWithOptions:)`, from its header), so that what
    /// the launch calls is reached from the launch (WindowRoots.swift), not what every `application…`
    /// method of the delegate calls; else its name.
    var callerName: String { launchName ?? name }
    var launchName: String?
    /// Whether its header hands it one of the system's controllers (`- (void)imagePickerControllerDidCancel:
    /// (UIImagePickerController *)picker`), by the parameter's name (SystemControllerDismissals.swift).
    var systemControllerParameters: Set<String> = []

    /// The Swift name of UIKit's launch method whose Objective-C header this is, or nil.
    static func launchName(ofHeader header: String) -> String? {
        let pieces = header.matches(of: /(\w+)\s*:/).map { String($0.1) }
        switch pieces {
        case ["application", "didFinishLaunchingWithOptions"]: return "application(_:didFinishLaunchingWithOptions:)"
        case ["application", "willFinishLaunchingWithOptions"]: return "application(_:willFinishLaunchingWithOptions:)"
        case ["scene", "willConnectToSession", "options"]: return "scene(_:willConnectTo:options:)"
        case ["applicationDidBecomeActive"]: return "applicationDidBecomeActive"
        case ["sceneDidBecomeActive"]: return "sceneDidBecomeActive"
        default: return nil
        }
    }

    /// The longest statement read as an assignment, in UTF-16 units.
    static let longestAssignment = 2_000

    /// Whether a value is a view controller this method made or found.
    private static func isController(_ value: Value) -> Bool {
        if case .controller = value { return true }
        return false
    }

    /// What a variable of the method holds.
    private enum Value {
        case controller(CodeTrigger.Instantiation)
        /// A storyboard: by name, or (nil) the caller's own.
        case storyboard(String?)
        /// A controller the method was handed (its parameter's label), or one in a navigation
        /// controller made around it: a helper's, moving what each call hands it (MovesThroughHelpers.swift).
        case parameter(label: String, inNavigation: Bool)
        /// UIKit's navigation controller made with no root (`[[UINavigationController alloc] init]`), until
        /// its stack is set (`nav.viewControllers = @[list]`, `[nav setViewControllers:@[list] animated:NO]`).
        case emptyNavigation
    }

    /// The controllers a variable was given since a move last read it, each once, in order.
    private struct Given {
        private(set) var list: [CodeTrigger.Instantiation] = []
        private var seen: Set<CodeTrigger.Instantiation> = []
        /// Read since (handed to a helper, set on a property): the next assignment starts afresh.
        var isRead = false

        init(_ each: [CodeTrigger.Instantiation] = []) {
            for made in each { add(made) }
        }

        mutating func add(_ made: CodeTrigger.Instantiation) {
            if seen.insert(made).inserted { list.append(made) }
        }
    }

    /// What a method's body says.
    struct Found {
        /// The calls that move between scenes, in order.
        var triggers: [CodeTrigger] = []
        /// The roots given to the window.
        var windowRoots: [WindowRoot] = []
        /// The app's classes made with controllers as arguments (ContainersGivenChildren.swift).
        var madeContainers: [MadeContainer] = []
        /// Whether it adds as a child a controller it did not make.
        var addsChildrenHandedIn = false
        /// The controllers it sets on properties of its own (`self.topViewController = navigation`).
        var controllersOnProperties: [PropertyController] = []
        /// The property it sets, when it is a setter (`setTopViewController:`) that adds a child.
        var childProperty: String?
        /// The controllers it presents and dismisses itself later (PresenterDismissals.swift).
        var presentedDismissals: [PresentedDismissal] = []
        /// The messages it sends to locals of the app's classes (`[appdelegate enterAccount:conn]`),
        /// through which a screen makes the moves of the object it calls (Coordinators.swift).
        var methodCalls: [MethodCall] = []
        /// Its messages to the class's own methods (`[self presentLoginViewControllerForServerURL:nil]`), as calls
        /// the walk through coordinators follows (LanguageScanners.swift keeps them for classes but delegates).
        var ownMessageCalls: [MethodCall] = []
        /// The messages handing `self` to another object's method (ObjectiveCSelfHandedOver.swift).
        var selfHandedOver: [SelfHandedOver] = []
        /// The parameters it pushes or presents (`[self presentViewController:nav …]`, `nav` made around
        /// its parameter: OsmAnd's `showModalViewController:`), and the controllers it hands the class's
        /// own methods as their first argument (`[self showModalViewController:[[X alloc] init]]`).
        var parameterMoves: [ParameterMove] = []
        var handedArguments: [HandedArgument] = []
        /// The class's own methods it sends a message to (`[self _swapCenter:previous with:next]`), by
        /// their selector's first piece: a setter adding its value through one of them is a child property.
        var ownMessages: Set<String> = []
        /// Those of them written in a block (`dispatch_async(…, ^{ [self showMainUI]; })`): run later
        /// (RootsSetAfterLaunchWork.swift).
        var ownMessagesInBlocks: Set<String> = []
        /// A split view delegate's `splitViewController:collapseSecondaryViewController:ontoPrimaryViewController:`
        /// answering YES, and whether it first answers NO for a navigation controller (SplitDelegates.swift).
        var discardsSecondaryOnCollapse = false
        var keepsNavigationSecondary = false

        /// Whether it says nothing the import uses.
        var isEmpty: Bool {
            triggers.isEmpty && windowRoots.isEmpty && madeContainers.isEmpty && !addsChildrenHandedIn
                && controllersOnProperties.isEmpty && presentedDismissals.isEmpty && methodCalls.isEmpty && ownMessageCalls.isEmpty && selfHandedOver.isEmpty
                && parameterMoves.isEmpty && handedArguments.isEmpty
        }
    }

    /// The containers made with controllers, as values are read, and where.
    private final class Containers {
        var made: [MadeContainer] = []
        var location = ""
    }

    /// What the body says, read statement by statement.
    func read() -> Found {
        var values: [String: Value] = [:]
        /// The locals declared with one of the app's classes (`SeafAppDelegate *appdelegate`), by name.
        var typedLocals: [String: String] = [:]
        /// Each variable's controllers since a move last read it: given one in each branch of an `if`
        /// (OsmAnd's settings, `if (…) screen = [[A alloc] init]; else if (…) screen = [[B alloc] init];`
        /// then one `pushViewController:screen`), the move is of each; statements are read, not branches.
        var givenSinceMoved: [String: Given] = [:]
        for (parameter, label) in controllerParameters { values[parameter] = .parameter(label: label, inNavigation: false) }
        var lastInstantiated: CodeTrigger.Instantiation?
        /// What the method says of the system's controllers, read at its first dismissal.
        var systemControllers: SystemControllersInMethod?
        var found = Found()
        let containers = Containers()
        let text = Array(Self.blankingComments(body).utf16)
        /// A dismissal's or a pop's choices (BackStepChoices.swift), roughly, Objective-C's branches not being
        /// parsed: how many `else`, `return`, `case` and `default` come before it (two moves with one between
        /// are alternatives), and the block it is in, or the method.
        var branchWords: [Int]?
        var topBlocks: [Range<Int>]?
        func backStepChoices(at offset: Int) -> [String] {
            let words = branchWords ?? Self.branchWordOffsets(text)
            branchWords = words
            let blocks = topBlocks ?? Self.blockBodies(text, in: 0..<text.count)
            topBlocks = blocks
            let segment = words.firstIndex { $0 >= offset } ?? words.count
            let body = blocks.first { $0.contains(offset) }.map { "block\($0.lowerBound)" } ?? "method"
            return ["objc@branches:\(segment)", "body@" + location(0) + body]
        }
        /// The controllers a variable was given since a move last read it, when more than one; nil for
        /// any other argument. A move (`moves`) reading them starts the variable afresh; another reading
        /// (handed to a helper, set on a property) keeps them, and the next assignment starts afresh.
        /// Also of a navigation controller made around such a variable (`[[UINavigationController alloc]
        /// initWithRootViewController:screen]`), each in it.
        func givenInBranches(_ argument: String, moves: Bool = true) -> [CodeTrigger.Instantiation]? {
            // (Longer than any expression a person writes for a controller: not read, as `value` does not.)
            guard argument.utf16.count <= Self.longestAssignment else { return nil }
            let plain = withoutCasts(argument)
            if let name = variable(plain) {
                guard let given = givenSinceMoved[name] else { return nil }
                if moves { givenSinceMoved[name] = nil } else { givenSinceMoved[name]?.isRead = true }
                return given.list.count > 1 ? given.list : nil
            }
            guard plain.hasPrefix("["), plain.hasSuffix("]"),
                  let match = String(plain.dropFirst().dropLast()).firstMatch(of: patterns.allocInit),
                  match.1.hasSuffix("NavigationController"), match.2 == "initWithRootViewController", let inner = match.3,
                  let each = givenInBranches(Self.firstArgument(String(inner)), moves: moves) else { return nil }
            return each.map { made in
                var wrapped = made
                wrapped.inNavigation = true
                return wrapped
            }
        }
        /// A navigation controller made here given its stack (`list`, an array literal): from now on it
        /// holds the top of it, in a navigation controller, as one made around it would (Artsy Folio's
        /// `navigationController.viewControllers = @[ topViewController ]`); false when `holder` is no
        /// navigation controller made here, or the list's top is no controller the reader knows.
        func giveStack(_ list: String, to holder: String) -> Bool {
            switch values[holder] {
            case .emptyNavigation?: break
            // (Or one of the app's navigation controllers, made here or by its class's factory: Artsy Folio's
            // `[ARNavigationController rootController]`.)
            case .controller(let made)? where made.inNavigation
                || made.isMadeInCode && made.identifier?.hasSuffix("NavigationController") == true
                || made.factory?.split(separator: ".").first?.hasSuffix("NavigationController") == true: break
            default: return false
            }
            guard let top = Self.arrayElements(withoutCasts(list)).last, var shown = controller(top, values, containers)
            else { return false }
            shown.inNavigation = true
            values[holder] = .controller(shown)
            givenSinceMoved[holder] = nil
            return true
        }
        /// Reads `statement` (`written`) as an assignment, if it is one: the variable's value, a root
        /// given to the window, a controller set on a property of the class's.
        func readAssignment(_ statement: Range<Int>, _ written: String) {
            // A statement too long to be an assignment a person writes is not read as one (the
            // patterns backtrack: bounded here, whatever the file).
            if statement.count <= Self.longestAssignment, let (target, value) = assignment(written) {
                // `nav.viewControllers = @[top]`: the navigation controller made here, rooted (shown) at the top.
                if target.hasSuffix(".viewControllers"), giveStack(value, to: String(target.dropLast(".viewControllers".count))) {
                    return
                }
                let read = self.value(value, values, containers)
                var root: CodeTrigger.Instantiation?
                if target == "window.rootViewController", case .controller(let made)? = read {
                    root = made
                } else if target == "window.rootViewController", read == nil, let property = ownProperty(value) {
                    // A property another method fills (Seafile's delegate: `self.window.rootViewController =
                    // self.tabbarController`, `_tabbarController = tabs` in `initTabController`): what it keeps,
                    // once the class is known (`ObjectiveCScanner`, `SourceIndex.controllerKept`).
                    root = .kept(property, by: Self.ownClass)
                }
                if let root {
                    found.windowRoots.append(WindowRoot(made: root, location: location(statement.lowerBound), method: name))
                    // Outside the launch, the root replaced: a move of the method, which a screen calling it makes
                    // (Seafile's account list, `[appdelegate enterAccount:conn]`), as Swift's are (CallReader).
                    if !Self.launchMethods.contains(name) {
                        found.triggers.append(CodeTrigger(method: name, action: .replaceRoot(root), location: location(statement.lowerBound)))
                    }
                }
                // `self.tabs = …`, `_tabs = …`, `self->tabs = …`: the property `tabs`.
                if ownProperty(String(written.prefix { $0 != "=" })) != nil, !target.contains("."),
                   case .controller(let made)? = read {
                    found.controllersOnProperties.append(PropertyController(
                        property: target, made: made, method: name, location: location(statement.lowerBound)))
                }
                values[target] = read
                if let each = givenInBranches(value, moves: false) {
                    // A navigation controller made around a variable given several (or that variable): each.
                    givenSinceMoved[target] = Given(each)
                } else if case .controller(let made)? = read {
                    // Given again after it was read: what it holds from now on.
                    if givenSinceMoved[target]?.isRead == true { givenSinceMoved[target] = nil }
                    givenSinceMoved[target, default: Given()].add(made)
                }
                if case .controller(let made)? = read, made.storyboard != CodeScreens.storyboardName, made.identifier != nil {
                    lastInstantiated = made.withoutNavigation
                }
            }
        }
        for statement in Self.statements(text) {
            let written = Self.withoutLeadingCondition(String(decoding: text[statement], as: UTF16.self))
            // Where `written` starts in the text: past the condition it no longer has (it is the statement's end).
            let writtenStart = statement.upperBound - written.utf16.count
            containers.location = location(statement.lowerBound)
            if statement.count <= Self.longestAssignment {
                // `[nav setViewControllers:@[top] animated:NO]`: as `nav.viewControllers = @[top]`.
                if let set = Self.stackSet(written, patterns) { _ = giveStack(set.list, to: variable(set.holder) ?? set.holder) }
                // `[_navigationController pushViewController:welcome animated:YES]` on one made here empty: its root
                // (Mumble's delegate, before `[_window setRootViewController:_navigationController]`), as a stack given.
                if let push = written.prefixMatch(of: patterns.pushHead), let holder = variable(String(push.1)),
                   case .emptyNavigation? = values[holder] {
                    let after = writtenStart + written.utf16.distance(from: written.startIndex, to: push.range.upperBound)
                    let pushed = String(decoding: text[Self.argument(in: text, from: after, end: statement.upperBound)], as: UTF16.self)
                    _ = giveStack("@[\(pushed.trimmingCharacters(in: .whitespacesAndNewlines))]", to: holder)
                }
                // A controller handed to the class's own method (`[self showModalViewController:[[X alloc] init]]`).
                // The blocks written in the statement, for which of its messages run later.
                let blocks = written.contains("^") ? Self.blockBodies(text, in: statement) : []
                for message in written.matches(of: patterns.messageToSelf) where !Self.uikitMoves.contains(String(message.1)) {
                    let selector = String(message.1)
                    found.ownMessages.insert(selector)
                    let offset = writtenStart + written.utf16.distance(from: written.startIndex, to: message.range.lowerBound)
                    if blocks.contains(where: { $0.contains(offset) }) { found.ownMessagesInBlocks.insert(selector) }
                    // A call of the class's own method, which the walk through coordinators follows as it does a
                    // Swift method's (Nextcloud Talk's interface controller: `presentLoginViewController` sends
                    // `[self presentLoginViewControllerForServerURL:nil withUser:nil]`, which presents).
                    var call = MethodCall(caller: callerName, receiverType: nil, calleeName: selector, calleeSelector: selector,
                                          location: location(offset))
                    call.takesNoArguments = message.2 == "]"
                    call.isInClosure = blocks.contains { $0.contains(offset) }
                    found.ownMessageCalls.append(call)
                    // (`[self showMain]`: a message with no argument hands nothing.)
                    guard message.2 == ":" else { continue }
                    let after = writtenStart + written.utf16.distance(from: written.startIndex, to: message.range.upperBound)
                    let argument = Self.argument(in: text, from: after, end: statement.upperBound)
                    let argumentText = String(decoding: text[argument], as: UTF16.self).trimmingCharacters(in: .whitespacesAndNewlines)
                    // (A variable given a controller in each branch hands each, and is handed on.)
                    let handed = givenInBranches(argumentText, moves: false)
                        ?? controller(argumentText, values, containers).map { [$0] } ?? []
                    for made in handed {
                        found.handedArguments.append(HandedArgument(caller: name, callee: selector, label: "_0",
                                                                    value: .made(made), location: location(after)))
                    }
                    guard let made = handed.first else { continue }
                    // `[self setCenterPanel:x]` is `self.centerPanel = x`, a property set (a child, if its setter adds it).
                    if let property = Self.propertySet(by: selector) {
                        found.controllersOnProperties.append(PropertyController(property: property, made: made, method: name,
                                                                                location: location(after)))
                    }
                }
                if let typed = written.firstMatch(of: patterns.typedLocal), !typed.1.hasPrefix("UI"), !typed.1.hasPrefix("NS") {
                    typedLocals[String(typed.2)] = String(typed.1)
                }
                for message in written.matches(of: patterns.messageToVariable) {
                    guard let type = typedLocals[String(message.1)] else { continue }
                    let selector = String(message.2)
                    let offset = writtenStart + written.utf16.distance(from: written.startIndex, to: message.range.lowerBound)
                    var call = MethodCall(caller: callerName, receiverType: type, calleeName: selector, calleeSelector: selector,
                                          location: location(offset))
                    call.takesNoArguments = written[message.range].last == "]"
                    // The controller handed as its first argument (Seafile's `[appdelegate showDetailView:self.detailViewController]`,
                    // a delegate method presenting what it is handed): what that method moves (Coordinators.swift).
                    call.handed = handedFirst(message.range, in: written, from: writtenStart, of: text, statement: statement, values, containers)
                    found.methodCalls.append(call)
                }
                // `[[ARSwitchBoard sharedSwitchboard] pushArtist:…]`: a message to a class's shared instance, as one
                // to a local of that class (Artsy Folio's router, messaged from its screens).
                for message in written.matches(of: patterns.messageToShared) where !message.1.hasPrefix("UI") && !message.1.hasPrefix("NS") {
                    let selector = String(message.2)
                    let offset = writtenStart + written.utf16.distance(from: written.startIndex, to: message.range.lowerBound)
                    var call = MethodCall(caller: callerName, receiverType: String(message.1), calleeName: selector,
                                          calleeSelector: selector, location: location(offset))
                    call.takesNoArguments = written[message.range].last == "]"
                    // (Handed a controller: Nextcloud Talk's rooms manager hands the chat it makes to the
                    // interface controller's `presentChatViewController:`, which shows it in the split.)
                    call.handed = handedFirst(message.range, in: written, from: writtenStart, of: text, statement: statement, values, containers)
                    found.methodCalls.append(call)
                }
                // `[self.viewCoordinator setupFolioGrid]`, `[_viewCoordinator setupFolioGrid]`: a message to an
                // object the class keeps (Artsy Folio's delegate roots the window through its coordinator's).
                for message in written.matches(of: patterns.messageToProperty) {
                    let selector = String(message.2)
                    let offset = writtenStart + written.utf16.distance(from: written.startIndex, to: message.range.lowerBound)
                    var call = MethodCall(caller: callerName, receiverType: nil, calleeName: selector, calleeSelector: selector,
                                          location: location(offset))
                    call.receiverProperty = String(message.1)
                    // (The variable bound is the first of a chain's: a delegate's binding names one property.)
                    call.property = message.1.contains(".") ? nil : String(message.1)
                    call.takesNoArguments = written[message.range].last == "]"
                    // The controllers handed, each under its piece as Swift labels it (`_0` the first): Element's
                    // `[self.masterTabBarDelegate masterTabBarController:self wantsToDisplayDetailViewController:room]`,
                    // a delegate its Swift coordinator implements. And the selector as Swift spells it
                    // (`masterTabBarController(_:wantsToDisplayDetailViewController:)`): of two Swift methods
                    // sharing a first piece (ChatSecure's coordinator's `didSelectCompose` and `didSelectThread`),
                    // the one the message names.
                    if written[message.range].last == ":" {
                        let after = writtenStart + written.utf16.distance(from: written.startIndex, to: message.range.upperBound)
                        let arguments = Self.labelledArguments(in: text, from: after, end: statement.upperBound)
                        call.calleeSelector = selector + "(" + arguments.map { $0.label == "_0" ? "_:" : $0.label + ":" }.joined() + ")"
                        for (label, range) in arguments {
                            let argument = String(decoding: text[range], as: UTF16.self).trimmingCharacters(in: .whitespacesAndNewlines)
                            if let made = controller(argument, values, containers) ?? keptInProperty(argument, values) {
                                call.handed.append(MethodCall.Handed(label: label, made: made))
                            }
                        }
                    }
                    found.methodCalls.append(call)
                }
                for message in Self.messagesHandingSelf(written) {
                    // The receiver's class: made here, declared here, else spelled by its name.
                    var receiverClass = typedLocals[message.receiver]
                    if case .controller(let made)? = values[message.receiver], made.storyboard == CodeScreens.storyboardName,
                       made.factory == nil { receiverClass = made.identifier }
                    let spelled = message.receiver.prefix(1).uppercased() + message.receiver.dropFirst()
                    for slot in Self.swiftSlots(of: message) {
                        found.selfHandedOver.append(SelfHandedOver(caller: name, slot: slot, location: location(statement.lowerBound),
                                                                   receiverClass: receiverClass ?? spelled))
                    }
                }
            }
            // The statements of a block the statement hands on (`[launcher reloadWithWindow:w
            // showRoot:^{ self.window.rootViewController = root; }]`, OneBusAway's app delegate): their
            // assignments are read too, before the statement's calls, which are the block's as well
            // (Seafile's comments: `CommentsViewController *vc = [CommentsViewController new];`, then
            // `[sself presentViewController:nav …]`, all in a completion block).
            for inner in Self.blockStatements(text, in: statement) {
                readAssignment(inner, String(decoding: text[inner], as: UTF16.self))
            }
            var calls: [(offset: Int, action: CodeTrigger.Action)] = []
            for call in self.calls(in: text, statement) {
                switch call.selector {
                case "performSegueWithIdentifier":
                    // Sent to another controller (iNaturalist's embedded grid: `UIViewController *parent =
                    // self.parentViewController; [parent performSegueWithIdentifier:…]`, the container's segue):
                    // not this one's, which has no such segue ("UIKit raises", falsely).
                    if let receiver = Self.receiver(in: text, before: call.offset, throughSelf: true),
                       !Self.selfAliases.contains(receiver) { continue }
                    if let identifier = stringLiteral(call.argument) { calls.append((call.offset, .performSegue(identifier))) }
                case "dismissViewControllerAnimated":
                    // Sent to the controller this method presented: that screen's dismissal (PresenterDismissals.swift).
                    if let receiver = Self.receiver(in: text, before: call.offset),
                       case .controller(let made)? = values[receiver], DismissingPresenter.key(of: made) != nil,
                       (found.triggers.map(\.action) + calls.map(\.action)).contains(where: { action in
                           if case .present(let shown) = action { return shown.withoutNavigation == made.withoutNavigation }
                           return false
                       }) {
                        found.presentedDismissals.append(PresentedDismissal(made: made.withoutNavigation, method: name,
                                                                            location: location(call.offset)))
                        continue
                    }
                    // Sent to a system controller (a picker handed in, an alert made here), or by a presenter
                    // handed one: that controller's dismissal, which flow does not import.
                    if systemControllers == nil { systemControllers = SystemControllersInMethod(body, text) }
                    if let systemControllers, dismissesSystemController(in: text, at: call.offset, systemControllers) { continue }
                    // Sent to an alert (`[currentAlert dismissViewControllerAnimated:NO completion:nil]`, an
                    // instance variable a superclass declares): flow does not import alerts made in code.
                    if let receiver = Self.receiver(in: text, before: call.offset, throughSelf: true),
                       AlertDismissals.namesAlert(receiver), !(values[receiver].map(Self.isController) ?? false) { continue }
                    calls.append((call.offset, .dismiss))
                case "popViewControllerAnimated":
                    calls.append((call.offset, .pop))
                case "popToRootViewControllerAnimated":
                    calls.append((call.offset, .popToRoot))
                case "instantiateViewControllerWithIdentifier", "instantiateInitialViewController":
                    continue
                case "addChildViewController":
                    // Sent to another controller (`[safeAreaController addChildViewController:login]`, Artsy
                    // Folio's sign-in, presented inside the one it is added to): that one's child, not this one's.
                    if let receiver = Self.receiver(in: text, before: call.offset), !Self.selfAliases.contains(receiver) { continue }
                    if let each = givenInBranches(call.argument) {
                        for made in each { calls.append((call.offset, .addChild(made))) }
                    } else if let made = controller(call.argument, values, containers) {
                        calls.append((call.offset, .addChild(made)))
                    } else {
                        found.addsChildrenHandedIn = true
                    }
                default:
                    let kind: ParameterMove.Kind = switch call.selector {
                    case "presentViewController": .present
                    case "showViewController": .show
                    case "showDetailViewController": .detail
                    default: .push
                    }
                    // A parameter moved: each call's argument is (MovesThroughHelpers.swift).
                    if case .parameter(let label, let inNavigation)? = value(call.argument, values, containers) {
                        found.parameterMoves.append(ParameterMove(method: name, label: label, kind: kind, inNavigation: inNavigation))
                        continue
                    }
                    guard let shown = givenInBranches(call.argument)
                            ?? (controller(call.argument, values, containers) ?? keptInProperty(call.argument, values) ?? lastInstantiated)
                                .map({ [$0] }) else { continue }
                    for made in shown { calls.append((call.offset, kind.action(moving: made))) }
                    lastInstantiated = nil
                }
            }
            // What the statement instantiates from a storyboard, for a later call whose argument is not read.
            if let made = storyboardInstantiations(in: written).last { lastInstantiated = made }
            // `[self.window setRootViewController:loading]`: the window's root set, as by the assignment
            // (iNaturalist's loading screen).
            if statement.count <= Self.longestAssignment, let set = written.wholeMatch(of: patterns.windowRootSetter) {
                readAssignment(statement, "self.window.rootViewController = \(set.1)")
            } else {
                readAssignment(statement, written)
            }
            // A class's factory returning the controller it made (`return viewController;` after `…
            // = [[UIStoryboard storyboardWithName:@"Security" …] instantiateInitialViewController]`, Element's
            // settings screens): what a call of it makes, once every file is read (SourceIndex.resolvingFactory).
            if isClassMethod, let returned = Self.returnedValue(written), let made = controller(returned, values, containers) {
                found.triggers.append(CodeTrigger(method: name, action: .instantiate(made), location: location(statement.lowerBound)))
            }
            for call in calls.sorted(by: { $0.offset < $1.offset }) {
                var trigger = CodeTrigger(method: name, action: call.action, location: location(call.offset))
                if call.action.isBackStep { trigger.choices = backStepChoices(at: call.offset) }
                switch call.action {
                case .present, .show, .detail:
                    trigger.onProperty = Self.receiver(in: text, before: call.offset, throughSelf: true).map { receiver in
                        receiver.hasPrefix("_") ? String(receiver.dropFirst()) : receiver
                    }
                default:
                    break
                }
                found.triggers.append(trigger)
            }
        }
        // `setTopViewController:` adding a child: `topViewController` is a child property.
        if found.addsChildrenHandedIn, let property = Self.propertySet(by: name) {
            found.childProperty = property
        }
        // A container made twice in one statement's reading (its value read again) is one.
        for container in containers.made where !found.madeContainers.contains(container) {
            found.madeContainers.append(container)
        }
        return found
    }

    /// A statement without the `if (…)`, `else if (…)` or `else` a branch without braces starts with
    /// (`if (row == 0) screen = [[A alloc] init];`): what runs in the branch, read as any statement is.
    static func withoutLeadingCondition(_ statement: String) -> String {
        var rest = Substring(statement)
        while true {
            rest = rest.drop { $0.isWhitespace }
            if rest.hasPrefix("else"), rest.dropFirst(4).first.map({ $0.isWhitespace || $0 == "(" }) ?? false {
                rest = rest.dropFirst(4)
                continue
            }
            guard rest.hasPrefix("if"), let next = rest.dropFirst(2).drop(while: { $0.isWhitespace }).first, next == "(" else { break }
            // Past the condition's parentheses, however nested.
            var depth = 0
            var end: Substring.Index?
            for index in rest.indices {
                if rest[index] == "(" { depth += 1 }
                if rest[index] == ")" {
                    depth -= 1
                    if depth == 0 { end = index; break }
                }
            }
            guard let end else { break }
            rest = rest[rest.index(after: end)...]
        }
        return String(rest)
    }

    // MARK: Values

    /// The controller an expression is, if the method can tell.
    private func controller(_ expression: String, _ values: [String: Value],
                            _ containers: Containers) -> CodeTrigger.Instantiation? {
        if case .controller(let made)? = value(expression, values, containers) { return made }
        return nil
    }

    /// The controller a message whose selector piece ends at `message`'s end (`…presentChatViewController:`)
    /// hands as its first argument, as a call's `handed` under `_0`; none when it takes no argument or the
    /// argument is no controller the method can tell.
    private func handedFirst(_ message: Range<String.Index>, in written: String, from writtenStart: Int, of text: [UInt16],
                             statement: Range<Int>, _ values: [String: Value], _ containers: Containers) -> [MethodCall.Handed] {
        guard written[message].last == ":" else { return [] }
        let after = writtenStart + written.utf16.distance(from: written.startIndex, to: message.upperBound)
        let argument = String(decoding: text[Self.argument(in: text, from: after, end: statement.upperBound)], as: UTF16.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard let made = controller(argument, values, containers) ?? keptInProperty(argument, values) else { return [] }
        return [MethodCall.Handed(label: "_0", made: made)]
    }

    /// A property of the class's the method gives nothing (`self.detailViewController`, `_detail…`): what
    /// the class keeps there, once the class is known (Seafile's lazy getter instantiating its detail
    /// scene); nil for anything else.
    private func keptInProperty(_ expression: String, _ values: [String: Value]) -> CodeTrigger.Instantiation? {
        // (Longer than any expression a person writes for a controller: not read, as `value` does not.)
        guard expression.utf16.count <= Self.longestAssignment, let name = variable(withoutCasts(expression)), values[name] == nil,
              let property = ownProperty(expression) else { return nil }
        return .kept(property, by: Self.ownClass)
    }

    private func value(_ expression: String, _ values: [String: Value], _ containers: Containers) -> Value? {
        // Longer than any expression a person writes for a controller: not read (the patterns backtrack).
        guard expression.utf16.count <= Self.longestAssignment else { return nil }
        let expression = withoutCasts(expression)
        if let name = variable(expression) {
            if name == "storyboard" { return values[name] ?? .storyboard(nil) }
            return values[name]
        }
        guard expression.hasPrefix("["), expression.hasSuffix("]") else { return nil }
        let inner = String(expression.dropFirst().dropLast()).trimmingCharacters(in: .whitespacesAndNewlines)
        // `[[[self class] alloc] initWithNibName:…]` in a class method (Element's `+ roomViewController`): the
        // class the method is called on, as a Swift factory's `Self` is (SourceIndex.resolvingFactory).
        if isClassMethod, inner.firstMatch(of: patterns.selfAllocInit) != nil {
            return .controller(CodeTrigger.Instantiation(storyboard: CodeScreens.storyboardName,
                                                         identifier: CodeTrigger.Instantiation.ownClassName))
        }
        // `[[X alloc] init…]`
        if let match = inner.firstMatch(of: patterns.allocInit) {
            let type = String(match.1)
            if type.hasSuffix("NavigationController"), match.2 == "initWithRootViewController", let argument = match.3 {
                if case .parameter(let label, _)? = value(Self.firstArgument(String(argument)), values, containers) {
                    return .parameter(label: label, inNavigation: true)
                }
                guard var root = controller(Self.firstArgument(String(argument)), values, containers) else { return nil }
                root.inNavigation = true
                return .controller(root)
            }
            if type == "UINavigationController", match.2 == "init", match.3 == nil { return .emptyNavigation }
            let made = Self.madeInCode(type)
            if made != nil, let arguments = match.3 {
                let children = Self.arguments(String(arguments)).compactMap { controller($0, values, containers) }
                if !children.isEmpty {
                    var container = MadeContainer(type: type, children: children, location: containers.location)
                    // `initWithRearViewController:rear frontViewController:front`: slots for controllers.
                    container.labelsAControllerSlot = inner.contains("ViewController:") || inner.contains("Controller:")
                    containers.made.append(container)
                }
            }
            return made
        }
        // `[X new]`
        if let match = inner.firstMatch(of: patterns.new) {
            return match.1 == "UINavigationController" ? .emptyNavigation : Self.madeInCode(String(match.1))
        }
        // `[UIStoryboard storyboardWithName:@"Name" bundle:nil]`
        if let match = inner.firstMatch(of: patterns.storyboardWithName) {
            return .storyboard(String(match.1))
        }
        // `[self storyboard]`
        if inner.firstMatch(of: patterns.selfStoryboard) != nil { return .storyboard(nil) }
        // `[s instantiateViewControllerWithIdentifier:@"id"]`, `[s instantiateInitialViewController]`
        if let (receiver, identifier) = Self.message(inner, endingIn: "instantiateViewControllerWithIdentifier",
                                                    argument: patterns.identifierArgument) {
            let storyboard = value(receiver, values, containers)
            guard case .storyboard(let name)? = storyboard ?? .storyboard(nil) else { return nil }
            return .controller(CodeTrigger.Instantiation(storyboard: name, identifier: identifier))
        }
        if let (receiver, _) = Self.message(inner, endingIn: "instantiateInitialViewController", argument: nil),
           case .storyboard(let name?)? = value(receiver, values, containers) {
            return .controller(CodeTrigger.Instantiation(storyboard: name, identifier: nil))
        }
        // A factory of an app's class, Swift's or Objective-C's: `[[SwiftuiInterface new]
        // makeContactDetails:contact]` (Monal's SwiftUI screens, made in Swift for Objective-C),
        // `[[Factory alloc] init] make…`, `[Factory makeSettings]`. What it returns is known once
        // every file is read (SourceIndex.resolvingFactory), by the selector's first piece, which is
        // the Swift method's name (`@objc func makeContactDetails(_ contact:)`).
        // A Swift method's selector carries its first label (`makeWithApplication:` of OneBusAway's
        // `make(application:)`), which the resolution reads past (`SourceIndex.swiftMethodNames`); but
        // a factory told by a string which controller to make (Monal's `makeViewWithName:@"LogIn"`, a
        // switch over the name) makes what the string says, which is not read: not a factory then.
        if let match = inner.firstMatch(of: patterns.factoryMessage),
           let type = match.1 ?? match.2 ?? match.3, type.first?.isUppercase == true,
           !type.hasPrefix("UI"), !type.hasPrefix("NS"), !["alloc", "new", "class"].contains(match.4),
           SourceIndex.swiftMethodNames(calledAs: String(match.4)).count == 1 || !Self.firstArgumentIsString(inner) {
            return .controller(CodeTrigger.Instantiation(storyboard: nil, identifier: nil, factory: "\(type).\(match.4)"))
        }
        return nil
    }

    /// The inside of a message `receiver selector…` whose selector is `selector` and, with `argument`,
    /// whose argument matches it in full (`:@"id"`): the receiver, trimmed, and the argument's first
    /// capture. Found from the selector's last place, not by a lazy receiver before `\s+`, which read
    /// each run of blanks again from each blank (200 statements of 1,900 blanks took 100 s).
    static func message(_ inner: String, endingIn selector: String,
                        argument: Regex<(Substring, Substring)>?) -> (receiver: String, argument: String?)? {
        guard let found = inner.range(of: selector, options: .backwards), found.lowerBound > inner.startIndex,
              inner[inner.index(before: found.lowerBound)].isWhitespace else { return nil }
        let receiver = inner[..<found.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        guard !receiver.isEmpty else { return nil }
        let rest = inner[found.upperBound...]
        guard let argument else { return rest.isEmpty ? (receiver, nil) : nil }
        guard let match = rest.wholeMatch(of: argument) else { return nil }
        return (receiver, String(match.1))
    }

    /// `[nav setViewControllers:@[top] animated:NO]` (a whole statement): the holder and the list,
    /// found from `animated`'s last place (not a lazy list before `\s+`, as `message(_:endingIn:argument:)`).
    static func stackSet(_ statement: String, _ patterns: ObjectiveCPatterns) -> (holder: String, list: String)? {
        guard let head = statement.prefixMatch(of: patterns.setViewControllersHead),
              let animated = statement.range(of: "animated", options: .backwards), animated.lowerBound > head.range.upperBound,
              statement[statement.index(before: animated.lowerBound)].isWhitespace,
              statement[animated.upperBound...].wholeMatch(of: patterns.animatedTail) != nil else { return nil }
        let list = statement[head.range.upperBound..<animated.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        return list.isEmpty ? nil : (String(head.1), list)
    }

    /// The expression a `return` statement returns; nil for any other statement.
    static func returnedValue(_ statement: String) -> String? {
        let trimmed = statement.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix("return"), let next = trimmed.dropFirst("return".count).first, next.isWhitespace || next == "[" || next == "("
        else { return nil }
        var value = trimmed.dropFirst("return".count).trimmingCharacters(in: .whitespacesAndNewlines)
        if value.hasSuffix(";") { value.removeLast() }
        return value.isEmpty ? nil : value
    }

    /// Whether the first argument of the message `inner` (between its brackets) is a string literal.
    private static func firstArgumentIsString(_ inner: String) -> Bool {
        guard let colon = inner.firstIndex(of: ":") else { return false }
        return inner[inner.index(after: colon)...].drop(while: \.isWhitespace).hasPrefix("@\"")
    }

    /// A controller of class `type` made in code: a screen when it is one of the app's view
    /// controllers (SourceIndex drops the rest); nothing for UIKit's and Foundation's own.
    private static func madeInCode(_ type: String) -> Value? {
        guard type.first?.isUppercase == true, !type.hasPrefix("UI"), !type.hasPrefix("NS") else { return nil }
        return .controller(CodeTrigger.Instantiation(storyboard: CodeScreens.storyboardName, identifier: type))
    }

    /// The storyboard instantiations a statement makes, wherever they stand in it (the
    /// pairing of the first importer: the next presentation shows the last of them).
    private func storyboardInstantiations(in statement: String) -> [CodeTrigger.Instantiation] {
        statement.matches(of: patterns.anyInstantiation).map {
            CodeTrigger.Instantiation(storyboard: nil, identifier: String($0.1))
        }
    }

    /// `x`, `self.x`, `_x`, `self->x`: the variable's name (`x`); `self.window.rootViewController`
    /// gives `window.rootViewController`. Nil for anything else.
    private func variable(_ expression: String) -> String? {
        guard let match = expression.firstMatch(of: patterns.variable) else {
            return nil
        }
        return String(match.1).filter { !$0.isWhitespace }
    }

    /// The property a setter's selector sets (`setCenterPanel` → `centerPanel`); nil for another selector.
    static func propertySet(by selector: String) -> String? {
        guard selector.count > 3, selector.hasPrefix("set"), let first = selector.dropFirst(3).first, first.isUppercase else { return nil }
        return first.lowercased() + selector.dropFirst(4)
    }

    /// UIKit's moves, read as moves rather than as the class's own methods handed a controller.
    static let uikitMoves: Set<String> = ["presentViewController", "pushViewController", "showViewController",
                                          "showDetailViewController", "addChildViewController", "setViewControllers"]

    /// The parameters of a method's header (`- (void)showModalViewController:(UIViewController *)vc
    /// animated:(BOOL)animated`) whose type is a controller's, by name, with the label a call hands
    /// each under: `_0` for the first, the selector's piece for the others.
    static func controllerParameters(ofHeader header: String) -> [String: String] {
        var result: [String: String] = [:]
        let pieces = header.matches(of: /(\w+)\s*:\s*\(([^)]*)\)\s*(\w+)/)
        for (position, piece) in pieces.enumerated() where piece.2.contains("Controller") {
            result[String(piece.3)] = position == 0 ? "_0" : String(piece.1)
        }
        return result
    }

    /// The parameters of a method's header declared with one of the system's controllers
    /// (`(UIImagePickerController *)picker`), by name.
    static func systemControllerParameters(ofHeader header: String) -> Set<String> {
        Set(header.matches(of: /(\w+)\s*:\s*\(([^)]*)\)\s*(\w+)/).compactMap { piece in
            SystemControllerDismissals.isSystemController(String(piece.2)) ? String(piece.3) : nil
        })
    }

    /// Whether the `dismissViewControllerAnimated:` message at `offset` dismisses one of the system's
    /// controllers: sent to a parameter or a local declared as one (`UIAlertController *ac = …`), or
    /// to `self` in a method handed one, outside another dismissal's completion block.
    private func dismissesSystemController(in text: [UInt16], at offset: Int, _ method: SystemControllersInMethod) -> Bool {
        if let receiver = Self.receiver(in: text, before: offset) {
            return systemControllerParameters.contains(receiver) || method.locals.contains(receiver)
        }
        guard !systemControllerParameters.isEmpty, Self.sentToSelf(in: text, before: offset) else { return false }
        return !method.dismissalCompletions.contains { $0.contains(offset) }
    }

    /// Whether the message at `offset` is sent to `self` (or a block's alias of it).
    private static func sentToSelf(in text: [UInt16], before offset: Int) -> Bool {
        var end = offset
        while end > 0, isBlank(text[end - 1]) { end -= 1 }
        var start = end
        while start > 0, let scalar = Unicode.Scalar(text[start - 1]), scalar == "_" || scalar.properties.isAlphabetic { start -= 1 }
        let name = String(decoding: text[start..<end], as: UTF16.self)
        return name == "self" || selfAliases.contains(name)
    }

    /// What a method's body says of the system's controllers, read once: the locals it declares as one
    /// (`UIAlertController *ac`), and the completion blocks of its `dismissViewControllerAnimated:`
    /// messages (linear in the body).
    struct SystemControllersInMethod {
        var locals: Set<String> = []
        var dismissalCompletions: [Range<Int>] = []

        init(_ body: String, _ text: [UInt16]) {
            for type in SystemControllerDismissals.systemControllers {
                for found in body.ranges(of: type) {
                    if let before = body[..<found.lowerBound].last, before.isLetter || before.isNumber || before == "_" { continue }
                    let rest = body[found.upperBound...].drop { $0.isWhitespace }
                    guard rest.first == "*" else { continue }
                    let name = rest.dropFirst().drop { $0.isWhitespace }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    if !name.isEmpty { locals.insert(String(name)) }
                }
            }
            // (The `completion:` within a short reach of the selector, as a message writes it; a few
            // dozen blocks at most, each scanned once.)
            let completion = Array("completion:".utf16)
            for end in Self.ends(of: Array("dismissViewControllerAnimated:".utf16), in: text) where dismissalCompletions.count < 64 {
                guard let label = Self.ends(of: completion, in: text[end..<min(text.count, end + 200)]).first else { continue }
                var index = label
                while index < text.count, ObjectiveCMethod.isBlank(text[index]) { index += 1 }
                guard index < text.count, text[index] == UInt16(UInt8(ascii: "^")),
                      let block = ObjectiveCMethod.blockBody(text, after: index, before: text.count) else { continue }
                dismissalCompletions.append(block)
            }
        }

        /// Where each occurrence of `pattern` in `text` ends, in order.
        static func ends(of pattern: [UInt16], in text: ArraySlice<UInt16>) -> [Int] {
            guard let first = pattern.first, text.count >= pattern.count else { return [] }
            var found: [Int] = []
            var index = text.startIndex
            while index <= text.endIndex - pattern.count {
                if text[index] == first, text[index..<(index + pattern.count)].elementsEqual(pattern) {
                    found.append(index + pattern.count)
                    index += pattern.count
                } else {
                    index += 1
                }
            }
            return found
        }

        static func ends(of pattern: [UInt16], in text: [UInt16]) -> [Int] { ends(of: pattern, in: text[...]) }
    }

    /// The methods of a delegate that set the window's root at launch, by their selector's first piece
    /// (`application:didFinishLaunchingWithOptions:`, `scene:willConnectToSession:options:`,
    /// `applicationDidBecomeActive:`): `WindowRoot.launchMethods` as Objective-C names them.
    static let launchMethods: Set<String> = ["application", "scene", "applicationDidBecomeActive", "sceneDidBecomeActive"]

    /// The class whose method reads a property it does not set (`kept(_:by:)`), until the class is known.
    static let ownClass = CodeTrigger.Instantiation.ownClassName

    /// `self.x`, `_x`, `self->x`: the class's own property `x` (an instance variable's leading
    /// underscore is the property's, by Objective-C's convention); nil for a local or a path.
    private func ownProperty(_ expression: String) -> String? {
        let text = expression.trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix("self.") || text.hasPrefix("self->") || text.hasPrefix("_"),
              let name = variable(text), !name.contains(".") else { return nil }
        return name
    }

    /// `Type *name = value` (a declaration) or `name = value`: the variable and the value's text.
    private func assignment(_ statement: String) -> (String, String)? {
        guard let match = statement.firstMatch(of: patterns.assignment),
            let name = variable(String(match.1).trimmingCharacters(in: .whitespacesAndNewlines)) else { return nil }
        return (name, String(match.2))
    }

    /// An expression without the casts before it (`(UINavigationController *)x`) and its outer parentheses.
    private func withoutCasts(_ expression: String) -> String {
        var text = expression.trimmingCharacters(in: .whitespacesAndNewlines)
        while let match = text.firstMatch(of: patterns.cast) {
            text = String(match.1)
        }
        return text
    }

    /// The argument after a selector piece: up to the next piece (`animated:`) or the end.
    private static func firstArgument(_ text: String) -> String {
        arguments(text).first ?? ""
    }

    /// The elements of an array literal (`@[ a, [[B alloc] init] ]`), each trimmed; empty for anything else.
    static func arrayElements(_ text: String) -> [String] {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix("@["), trimmed.hasSuffix("]") else { return [] }
        var elements: [String] = []
        var depth = 0
        var current = ""
        for character in trimmed.dropFirst(2).dropLast() {
            switch character {
            case "[", "(", "{": depth += 1
            case "]", ")", "}": depth -= 1
            case "," where depth == 0:
                elements.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        let last = current.trimmingCharacters(in: .whitespacesAndNewlines)
        if !last.isEmpty { elements.append(last) }
        return elements
    }

    /// Every argument of a message after its first selector piece's colon:
    /// `main sidebarViewController:tags` gives `main` and `tags`.
    private static func arguments(_ text: String) -> [String] {
        let units = Array(text.utf16)
        var result: [String] = []
        var start = 0
        while start < units.count {
            let range = argument(in: units, from: start)
            result.append(String(decoding: units[range], as: UTF16.self).trimmingCharacters(in: .whitespacesAndNewlines))
            // The next piece: blanks, its name, its colon.
            var index = range.upperBound
            while index < units.count, units[index] != UInt16(UInt8(ascii: ":")) {
                if units[index] == UInt16(UInt8(ascii: "]")) || units[index] == UInt16(UInt8(ascii: ")")) { return result }
                index += 1
            }
            start = index + 1
        }
        return result
    }

    private func stringLiteral(_ expression: String) -> String? {
        expression.firstMatch(of: patterns.stringLiteral).map { String($0.1) }
    }

    // MARK: Statements and calls

    /// The body with every comment made blanks of its length (offsets stay the body's).
    static func blankingComments(_ body: String) -> String {
        var units = Array(body.utf16)
        let slash = UInt16(UInt8(ascii: "/")), star = UInt16(UInt8(ascii: "*")), newline = UInt16(UInt8(ascii: "\n"))
        let quote = UInt16(UInt8(ascii: "\"")), backslash = UInt16(UInt8(ascii: "\\")), blank = UInt16(UInt8(ascii: " "))
        var index = 0
        while index < units.count {
            if units[index] == quote {
                index += 1
                while index < units.count, units[index] != quote, units[index] != newline {
                    index += units[index] == backslash ? 2 : 1
                }
                index += 1
            } else if units[index] == slash, index + 1 < units.count, units[index + 1] == slash {
                while index < units.count, units[index] != newline { units[index] = blank; index += 1 }
            } else if units[index] == slash, index + 1 < units.count, units[index + 1] == star {
                while index < units.count, !(units[index] == star && index + 1 < units.count && units[index + 1] == slash) {
                    if units[index] != newline { units[index] = blank }
                    index += 1
                }
                if index + 1 < units.count { units[index] = blank; units[index + 1] = blank }
                index += 2
            } else {
                index += 1
            }
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// The statements of a body: ranges cut at `;`, `{` and `}` outside brackets,
    /// parentheses and strings, trimmed, empty ones left out.
    static func statements(_ text: [UInt16]) -> [Range<Int>] { statements(text, in: 0..<text.count) }

    /// The same, of `range` of the text.
    static func statements(_ text: [UInt16], in range: Range<Int>) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = range.lowerBound
        var depth = 0
        var index = range.lowerBound
        func cut(at end: Int) {
            var lower = start, upper = end
            while lower < upper, isBlank(text[lower]) { lower += 1 }
            while upper > lower, isBlank(text[upper - 1]) { upper -= 1 }
            if lower < upper { result.append(lower..<upper) }
        }
        while index < range.upperBound {
            switch text[index] {
            case UInt16(UInt8(ascii: "\"")):
                index = Self.endOfString(text, from: index)
                continue
            case UInt16(UInt8(ascii: "[")), UInt16(UInt8(ascii: "(")):
                depth += 1
            case UInt16(UInt8(ascii: "]")), UInt16(UInt8(ascii: ")")):
                depth = max(0, depth - 1)
            case UInt16(UInt8(ascii: ";")), UInt16(UInt8(ascii: "{")), UInt16(UInt8(ascii: "}")):
                if depth == 0 {
                    cut(at: index)
                    start = index + 1
                }
            default:
                break
            }
            index += 1
        }
        cut(at: range.upperBound)
        return result
    }

    /// The statements of the blocks (`^{ … }`, `^(BOOL finished) { … }`) written in `statement`, and
    /// of the blocks in those, `blockDepth` deep at most.
    static func blockStatements(_ text: [UInt16], in statement: Range<Int>, depth: Int = 0) -> [Range<Int>] {
        guard depth < blockDepth else { return [] }
        var result: [Range<Int>] = []
        var index = statement.lowerBound
        while index < statement.upperBound {
            switch text[index] {
            case UInt16(UInt8(ascii: "\"")):
                index = endOfString(text, from: index)
                continue
            case UInt16(UInt8(ascii: "^")):
                guard let body = blockBody(text, after: index, before: statement.upperBound) else { break }
                for inner in statements(text, in: body) {
                    result.append(inner)
                    result += blockStatements(text, in: inner, depth: depth + 1)
                }
                index = body.upperBound
                continue
            default:
                break
            }
            index += 1
        }
        return result
    }

    /// How deep blocks in blocks are read.
    static let blockDepth = 4

    /// Where the words `else`, `return`, `case` and `default` start in `text`, in order.
    static func branchWordOffsets(_ text: [UInt16]) -> [Int] {
        let words = ["else", "return", "case", "default"].map { Array($0.utf16) }
        func isWordCharacter(_ unit: UInt16) -> Bool {
            unit == UInt16(UInt8(ascii: "_")) || Unicode.Scalar(unit).map { $0.properties.isAlphabetic || ("0"..."9").contains($0) } == true
        }
        var offsets: [Int] = []
        var index = 0
        while index < text.count {
            guard isWordCharacter(text[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < text.count, isWordCharacter(text[index]) { index += 1 }
            if words.contains(where: { $0.elementsEqual(text[start..<index]) }) { offsets.append(start) }
        }
        return offsets
    }

    /// The bodies of the blocks written in `statement` (not of those in them: they are inside these).
    static func blockBodies(_ text: [UInt16], in statement: Range<Int>) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var index = statement.lowerBound
        while index < statement.upperBound {
            if text[index] == UInt16(UInt8(ascii: "\"")) {
                index = endOfString(text, from: index)
                continue
            }
            if text[index] == UInt16(UInt8(ascii: "^")), let body = blockBody(text, after: index, before: statement.upperBound) {
                result.append(body)
                index = body.upperBound
                continue
            }
            index += 1
        }
        return result
    }

    /// Between the braces of the block whose `^` is at `caret` (its parameters, in parentheses, skipped),
    /// when it closes before `end`; nil when no brace follows (a `^` that is an exclusive or).
    static func blockBody(_ text: [UInt16], after caret: Int, before end: Int) -> Range<Int>? {
        var index = caret + 1
        while index < end, isBlank(text[index]) { index += 1 }
        if index < end, text[index] == UInt16(UInt8(ascii: "(")) {
            var depth = 0
            while index < end {
                if text[index] == UInt16(UInt8(ascii: "(")) { depth += 1 }
                if text[index] == UInt16(UInt8(ascii: ")")) { depth -= 1; if depth == 0 { break } }
                index += 1
            }
            index += 1
            while index < end, isBlank(text[index]) { index += 1 }
        }
        guard index < end, text[index] == UInt16(UInt8(ascii: "{")) else { return nil }
        let open = index
        var depth = 0
        while index < end {
            switch text[index] {
            case UInt16(UInt8(ascii: "\"")):
                index = endOfString(text, from: index)
                continue
            case UInt16(UInt8(ascii: "{")):
                depth += 1
            case UInt16(UInt8(ascii: "}")):
                depth -= 1
                if depth == 0 { return (open + 1)..<index }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// The names blocks bind `self` to, by convention (`__weak typeof(self) weakSelf = self`).
    static let selfAliases: Set<String> = ["weakSelf", "strongSelf", "blockSelf", "wself", "sself", "welf", "_self"]

    /// The variable a message starting at `offset` is sent to: `progressVC` in `[progressVC
    /// dismissViewControllerAnimated:…]`; nil for any other receiver (`self`, a message's result).
    /// With `throughSelf`, an instance variable or property of `self` is one too (`[self->currentAlert …]`,
    /// `[self.currentAlert …]`).
    private static func receiver(in text: [UInt16], before offset: Int, throughSelf: Bool = false) -> String? {
        var end = offset
        while end > 0, isBlank(text[end - 1]) { end -= 1 }
        var start = end
        while start > 0, let scalar = Unicode.Scalar(text[start - 1]),
              scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) { start -= 1 }
        var bracket = start
        if throughSelf {
            let selfArrow = Array("self->".utf16), selfDot = Array("self.".utf16)
            for prefix in [selfArrow, selfDot] where bracket >= prefix.count && Array(text[(bracket - prefix.count)..<bracket]) == prefix {
                bracket -= prefix.count
                break
            }
        }
        while bracket > 0, isBlank(text[bracket - 1]) { bracket -= 1 }
        guard start < end, bracket > 0, text[bracket - 1] == UInt16(UInt8(ascii: "[")) else { return nil }
        let name = String(decoding: text[start..<end], as: UTF16.self)
        return name == "self" || name == "super" ? nil : name
    }

    /// The calls in a statement whose selector moves between scenes, with their first argument.
    private func calls(in text: [UInt16], _ statement: Range<Int>) -> [(offset: Int, selector: String, argument: String)] {
        let written = String(decoding: text[statement], as: UTF16.self)
        return written.matches(of: patterns.moves).map { match in
            let offset = statement.lowerBound + written.utf16.distance(from: written.startIndex, to: match.range.lowerBound)
            let after = statement.lowerBound + written.utf16.distance(from: written.startIndex, to: match.range.upperBound)
            // Read no further than any argument a person writes (`value` reads none longer): a bracket
            // never closed makes the rest of the method one statement, which each move's argument
            // had been read to the end of, quadratic in the method (200 such moves took 3.6 s).
            let argument = Self.argument(in: text, from: after, end: min(statement.upperBound, after + Self.longestAssignment + 1))
            return (offset, String(match.1), String(decoding: text[argument], as: UTF16.self)
                .trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    /// A message's arguments from its first one (at `from`, past the first piece's colon), each with
    /// the label Swift gives it: `_0` for the first, its piece's name for the others.
    static func labelledArguments(in text: [UInt16], from: Int, end: Int) -> [(label: String, range: Range<Int>)] {
        var result: [(label: String, range: Range<Int>)] = []
        var label = "_0"
        var start = from
        while start < end {
            let range = argument(in: text, from: start, end: end)
            result.append((label, range))
            // The next piece: blanks, its name, its colon; a `]` or `)` ends the message.
            var index = range.upperBound
            while index < end, isBlank(text[index]) { index += 1 }
            let nameStart = index
            while index < end, let scalar = Unicode.Scalar(text[index]), scalar == "_" || scalar.properties.isAlphabetic
                    || ("0"..."9").contains(scalar) {
                index += 1
            }
            guard index > nameStart, index < end, text[index] == UInt16(UInt8(ascii: ":")) else { break }
            label = String(decoding: text[nameStart..<index], as: UTF16.self)
            start = index + 1
        }
        return result
    }

    /// The argument starting at `from`: up to a blank followed by the next selector piece
    /// (`animated:`), or the `]` closing the message, outside brackets, parentheses and strings.
    private static func argument(in text: [UInt16], from: Int, end: Int? = nil) -> Range<Int> {
        let end = end ?? text.count
        var depth = 0
        var index = from
        while index < end {
            let unit = text[index]
            if unit == UInt16(UInt8(ascii: "\"")) {
                index = endOfString(text, from: index)
                continue
            }
            if unit == UInt16(UInt8(ascii: "[")) || unit == UInt16(UInt8(ascii: "(")) { depth += 1 }
            if unit == UInt16(UInt8(ascii: "]")) || unit == UInt16(UInt8(ascii: ")")) {
                if depth == 0 { return from..<index }
                depth -= 1
            }
            if depth == 0, isBlank(unit), startsSelectorPiece(text, at: index + 1, end: end) { return from..<index }
            index += 1
        }
        return from..<end
    }

    /// Whether a selector piece (`animated:`, after blanks) starts at `index`.
    private static func startsSelectorPiece(_ text: [UInt16], at index: Int, end: Int) -> Bool {
        var index = index
        while index < end, isBlank(text[index]) { index += 1 }
        let start = index
        while index < end, let scalar = Unicode.Scalar(text[index]), scalar == "_" || scalar.properties.isAlphabetic
                || ("0"..."9").contains(scalar) {
            index += 1
        }
        while index < end, isBlank(text[index]) { index += 1 }
        return index > start && index < end && text[index] == UInt16(UInt8(ascii: ":"))
    }

    /// The offset after the string literal opening at `start`.
    private static func endOfString(_ text: [UInt16], from start: Int) -> Int {
        var index = start + 1
        while index < text.count, text[index] != UInt16(UInt8(ascii: "\"")), text[index] != UInt16(UInt8(ascii: "\n")) {
            index += text[index] == UInt16(UInt8(ascii: "\\")) ? 2 : 1
        }
        return min(index + 1, text.count)
    }

    static func isBlank(_ unit: UInt16) -> Bool {
        unit == UInt16(UInt8(ascii: " ")) || unit == UInt16(UInt8(ascii: "\t")) || unit == UInt16(UInt8(ascii: "\n"))
            || unit == UInt16(UInt8(ascii: "\r"))
    }
}

/// The patterns the reading of Objective-C matches, each parsed once: a regex literal written in a
/// function is parsed again each time the function runs (Moonlight's 47 files took 12 s, three
/// quarters of it parsing these). Not a static: a `Regex` is not `Sendable` (it compiles itself on
/// first use), and apps may be read on several threads (the tests do), so each reader borrows a
/// set of its own for a file (`lent(to:)`), and gives it back.
final class ObjectiveCPatterns {
    private static let lock = NSLock()
    /// Sets no reader holds, under `lock`.
    nonisolated(unsafe) private static var idle: [ObjectiveCPatterns] = []

    /// Runs `body` with a set of patterns no one else uses meanwhile.
    static func lent<Result>(to body: (ObjectiveCPatterns) -> Result) -> Result {
        let patterns = lock.withLock { idle.popLast() } ?? ObjectiveCPatterns()
        defer { lock.withLock { idle.append(patterns) } }
        return body(patterns)
    }

    private init() {}

    let allocInit = /^\[\s*(\w+)\s+alloc\s*\]\s*(init\w*)\s*(?::\s*([\s\S]*))?$/
    /// `[[self alloc] init…]`, `[[[self class] alloc] init…]`: in a class method, the class it is called on.
    let selfAllocInit = /^\[\s*(?:self|\[\s*self\s+class\s*\])\s+alloc\s*\]\s*init/
    let new = /^(\w+)\s+new$/
    let storyboardWithName = /^UIStoryboard\s+storyboardWithName\s*:\s*@"([^"\n]+)"/
    let selfStoryboard = /^self\s+storyboard$/
    /// What follows `instantiateViewControllerWithIdentifier` in a message: `:@"id"` (ObjectiveCMethod.message).
    let identifierArgument = /\s*+:\s*+@"([^"\n]+)"/
    /// `[[X new] m…]`, `[[[X alloc] init] m…]` or `[X m…]`: the class and the selector's first piece.
    let factoryMessage = /^(?:\[\s*(\w+)\s+new\s*\]|\[\s*\[\s*(\w+)\s+alloc\s*\]\s*init\s*\]|([A-Z]\w*))\s+([a-z_]\w*)(?:\s*:[\s\S]*)?$/
    let anyInstantiation = /instantiateViewControllerWithIdentifier\s*:\s*@"([^"\n]+)"/
    let variable = /^(?:self\s*(?:\.|->)\s*)?_?([A-Za-z]\w*(?:\s*\.\s*[A-Za-z]\w*)*)$/
    /// The target possessive, its blanks before the `=` trimmed after (`assignment(_:)`): a lazy target
    /// followed by `\s*` read each run of blanks again from each of its characters, quadratic in a
    /// statement (500 statements of 2,000 blanks each took 40 s).
    let assignment = /^(?:(?:__\w+\s+)?[A-Za-z_]\w*(?:\s*<[^>]*>)?\s*\*\s*)?([A-Za-z_][\w.>\-\s]*+)=(?!=)\s*([\s\S]+)$/
    /// Possessive: `\s*\*?\s*` read a run of blanks with no `)` after it again from each blank.
    let cast = /^\(\s*+[A-Za-z_]\w*+(?:\s*+<[^>]*+>)?\s*+\*?\s*+\)\s*+([\s\S]+)$/
    let stringLiteral = /^@"([^"\n]+)"$/
    /// `SeafAppDelegate *appdelegate = …`: a local declared with a class's type, and its name.
    let typedLocal = /^\s*([A-Z]\w*)\s*\*\s*(\w+)\s*=/
    /// `[self showModalViewController:…`: a message to the class itself, and its selector's first piece.
    let messageToSelf = /\[\s*self\s+([a-z_]\w*)\s*([:\]])/
    /// `[appdelegate enterAccount…`: a message to a variable, and its selector's first piece.
    let messageToVariable = /\[\s*([A-Za-z_]\w*)\s+([a-z_]\w*)\s*[:\]]/
    /// `[[ARSwitchBoard sharedSwitchboard] pushArtist…`: a message to a class's shared instance (its
    /// class method `shared…`, `default…`, `current…`), the class and the selector's first piece.
    let messageToShared = /\[\s*\[\s*([A-Z]\w*)\s+(?:shared|default|current)\w*\s*\]\s+([a-z_]\w*)\s*[:\]]/
    /// `[navController setViewControllers:@[ controller ] animated:NO]`: the variable and the list.
    let setViewControllersHead = /\s*+\[\s*+(\w+)\s++setViewControllers\s*+:/
    /// `[nav pushViewController:` at a statement's start: the receiver.
    let pushHead = /\s*+\[\s*+(\w+)\s++pushViewController\s*+:/
    let animatedTail = /\s*+:\s*+\w+\s*+\]\s*+/
    /// `[self.viewCoordinator setupFolioGrid]`, `[_viewCoordinator …`, `[self->_viewCoordinator …`: a message to
    /// a property or an instance variable, its name without the underscore, and its selector's first piece.
    /// (`self.environment.router`, a chain of properties: edX's launch, `[self.environment.router openInWindow:…]`.)
    let messageToProperty = /\[\s*(?:self\s*(?:\.|->)\s*_?|_)([A-Za-z]\w*(?:\.[A-Za-z]\w*)*)\s+([a-z_]\w*)\s*[:\]]/
    /// `[self.window setRootViewController:x];`, `[_window setRootViewController:x]`: the value.
    let windowRootSetter = /\s*+\[\s*+(?:self\s*+\.\s*+|_)?window\s++setRootViewController\s*+:\s*+(.+)\]\s*+;?\s*+/
    let moves = /\b(performSegueWithIdentifier|presentViewController|showViewController|showDetailViewController|pushViewController|addChildViewController|dismissViewControllerAnimated|popViewControllerAnimated|popToRootViewControllerAnimated)\s*:/
}
