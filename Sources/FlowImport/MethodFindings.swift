// What reading method bodies finds of a class, in one place: a CallReader holds
// one method's, a ScannedClass all of a class's, and `ScannedClass.addFindings`
// is the one rule for adding them together — a method's to its class as the
// file is read, and one file's class to another file's declaration of it.

/// The findings a method body adds to its class (each field is explained on `ScannedClass`).
protocol MethodFindings {
    var childParameters: [ChildParameter] { get }
    var handedArguments: [HandedArgument] { get }
    var callsOnMade: [CallOnMade] { get }
    var parameterPresentations: [ParameterPresentation] { get }
    var presenterForwards: [PresenterForward] { get }
    var selfHandedOver: [SelfHandedOver] { get }
    var selfBindings: [SelfBinding] { get }
    var propertiesHandedToCoordinators: [String: String] { get }
    var columnsOfOthers: [String: SplitSetUp] { get }
    var splitColumnParameters: [SplitColumnParameter] { get }
    var viewControllersOfOthers: [String: [CodeTrigger.Instantiation]] { get }
    var methodCalls: [MethodCall] { get }
    var windowRoots: [WindowRoot] { get }
    var parameterMoves: [ParameterMove] { get }
    var closurePropertyMoves: [ClosurePropertyMove] { get }
    var ownViewControllers: [CodeTrigger.Instantiation] { get }
    var madeContainers: [MadeContainer] { get }
    var addsChildrenHandedIn: Bool { get }
    var splitSetUp: SplitSetUp { get }
    var typesMade: [TypeMade] { get }
    var heldContainers: [String: HeldContainer] { get }
    var hostedViews: [HostedView] { get }
    var contextMenuPreviews: [ContextMenuPreview] { get }
    var presentedDismissals: [PresentedDismissal] { get }
    var sharedObjectSlots: [SharedObjectSlot] { get }
}

extension MethodFindings {
    /// Whether there is anything to add (most methods find nothing: their class is then not copied).
    var hasFindings: Bool {
        !childParameters.isEmpty || !handedArguments.isEmpty || !callsOnMade.isEmpty || !parameterPresentations.isEmpty
            || !presenterForwards.isEmpty || !selfHandedOver.isEmpty || !selfBindings.isEmpty
            || !propertiesHandedToCoordinators.isEmpty || !columnsOfOthers.isEmpty || !splitColumnParameters.isEmpty
            || !viewControllersOfOthers.isEmpty || !methodCalls.isEmpty || !windowRoots.isEmpty
            || !parameterMoves.isEmpty || !closurePropertyMoves.isEmpty || !ownViewControllers.isEmpty || !madeContainers.isEmpty || addsChildrenHandedIn
            || !splitSetUp.isEmpty || !typesMade.isEmpty || !heldContainers.isEmpty || !hostedViews.isEmpty
            || !contextMenuPreviews.isEmpty || !presentedDismissals.isEmpty || !sharedObjectSlots.isEmpty
    }
}

extension CallReader: MethodFindings {}

extension ScannedClass: MethodFindings {
    /// Adds another method's or file's findings: lists appended (a parameter added as a child once),
    /// the first `viewControllers` set kept, set-ups and kept containers added as theirs add.
    mutating func addFindings(_ found: some MethodFindings) {
        childParameters += found.childParameters.filter { !childParameters.contains($0) }
        handedArguments += found.handedArguments  // each call once: a class's methods and files are read once each
        callsOnMade += found.callsOnMade
        parameterPresentations += found.parameterPresentations
        presenterForwards += found.presenterForwards
        selfHandedOver += found.selfHandedOver
        addCoordinatorFindings(found)
        methodCalls += found.methodCalls
        windowRoots += found.windowRoots
        parameterMoves += found.parameterMoves
        closurePropertyMoves += found.closurePropertyMoves
        if ownViewControllers.isEmpty { ownViewControllers = found.ownViewControllers }
        madeContainers += found.madeContainers
        addsChildrenHandedIn = addsChildrenHandedIn || found.addsChildrenHandedIn
        splitSetUp.add(found.splitSetUp)
        typesMade += found.typesMade
        heldContainers.add(found.heldContainers)
        hostedViews += found.hostedViews
        contextMenuPreviews += found.contextMenuPreviews
        presentedDismissals += found.presentedDismissals
        sharedObjectSlots += found.sharedObjectSlots
    }
}

extension ScannedClass {
    /// What a method (its initializer's included) says of the coordinators and containers it sets
    /// up: the controllers it binds to itself (DelegateBindings.swift), the properties it hands to a
    /// coordinator (RoutersHandedToCoordinators.swift), the columns or controllers it sets on a split
    /// or tab bar of the app's (SplitViewsInCode.swift).
    mutating func addCoordinatorFindings(_ found: some MethodFindings) {
        selfBindings += found.selfBindings
        propertiesHandedToCoordinators.merge(found.propertiesHandedToCoordinators) { first, _ in first }
        for (type, setUp) in found.columnsOfOthers { columnsOfOthers[type, default: SplitSetUp()].add(setUp) }
        splitColumnParameters += found.splitColumnParameters
        // The first set of each class kept, as its own are.
        viewControllersOfOthers.merge(found.viewControllersOfOthers) { first, _ in first }
    }
}
