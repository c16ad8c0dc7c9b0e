// An app's navigation controller subclass that begins its own stack as it is made, in a method of its
// own its initializer calls: WooCommerce's refund flow,
//
//     final class IssueRefundCoordinatingController: WooNavigationController {
//         init(order: Order, refunds: [Refund], …) {
//             …
//             super.init(nibName: nil, bundle: nil)
//             startRefundNavigation()
//         }
//     }
//     private extension IssueRefundCoordinatingController {
//         func startRefundNavigation() {
//             let issueRefundViewController = IssueRefundViewController(order: order, refunds: refunds)
//             …
//             setViewControllers([issueRefundViewController], animated: false)
//         }
//         func navigateToRefundConfirmation(with viewModel: …) { … show(refundConfirmationViewController, sender: nil) }
//
// is a navigation controller of that class whose root is the refund screen, as a storyboard's
// navigation controller of a custom class is: `navigation IssueRefundCoordinatingController { root
// IssueRefundViewController }`, its other methods' moves its own segues (a `show` there pushes onto
// it). Read as a plain scene, the stack it began was a segue of its own and every `show` of its
// methods and its screens' a modal presentation from a scene in no navigation controller (W104: eight
// of them in WooCommerce). The root is what the method pushes as the code's triggers read it, so a
// factory's product (WooCommerce's survey: `viewControllersFactory.makeSurveyViewController(…)`) is
// known too. The same begun in the initializer's own statements, where the making's arguments may
// choose it, is NavigationSubclassRoots.swift's (a navigation controller named after the root).

/// The stack a navigation controller subclass begins as it is made: its root, and the method of its
/// own that pushes it.
struct NavigationStackBegun: Hashable, Sendable {
    var root: CodeTrigger.Instantiation
    var method: String
    var location: String
    /// The class's methods that only the closures it sets on its screens call (WooCommerce's
    /// `navigateToRefundConfirmation(with:)`, called from the refund screen's `onNextAction`): their
    /// moves are those screens' (ClosuresSetOnControllers.swift), not segues of the navigation
    /// controller's own, which a script could fire whenever it is on screen, past the screen that
    /// calls them (a push of the confirmation onto the confirmation, for ever).
    var calledByScreensOnly: Set<String> = []

    /// Whether `trigger`, one of the class's, is no segue of its own.
    func leavesOut(_ trigger: CodeTrigger) -> Bool {
        trigger.method == method || calledByScreensOnly.contains(trigger.method)
    }
}

extension SourceIndex {
    /// The stack class `name`, a navigation controller of the app's, begins as it is made: the first
    /// push onto itself, or `show`, of a controller it makes in a method its initializer calls, or
    /// they call in turn (`methodsRunWhenMade(_:)`). Nil for any other class.
    func stack(ofNavigationClass name: String) -> NavigationStackBegun? {
        guard classes[name]?.initializerCalls.isEmpty == false, inherits(name, fromUIKit: "UINavigationController")
        else { return nil }
        let runWhenMade = methodsRunWhenMade(name)
        for trigger in codeTriggers(of: name)
        where trigger.method != "init" && Self.isReached(trigger.method, in: runWhenMade) && trigger.onto == nil && trigger.onProperty == nil {
            switch trigger.action {
            case .push(let made), .show(let made):
                return NavigationStackBegun(root: made, method: trigger.method, location: trigger.location,
                                            calledByScreensOnly: methodsCalledByScreensOnly(in: name))
            case .performSegue, .present, .detail, .instantiate, .dismiss, .pop, .popToRoot, .addChild, .page,
                 .handedOver, .replaceRoot, .searchResults, .selectTab:
                continue
            }
        }
        return nil
    }

    /// The methods of class `name` whose every call in it is made by a closure it sets on another
    /// controller and that controller's (`methodsMovingForOthers(in:)`).
    private func methodsCalledByScreensOnly(in name: String) -> Set<String> {
        let screens = methodsMovingForOthers(in: name)
        guard !screens.isEmpty else { return [] }
        return Set(propertyCallers(in: name).filter { _, calling in calling.allSatisfy(screens.contains) }.keys)
    }
}
