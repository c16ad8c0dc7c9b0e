// A split view controller's column set to what a method of the class keeping it is handed:
// WooCommerce's orders wrapper,
//
//     private lazy var ordersSplitViewController = WooSplitViewController(…)
//     init(siteID: Int64) { …; configureSplitView() }
//     func configureSplitView() { …setViewController(ordersNavigationController, for: .primary); showEmptyView() }
//     func showEmptyView() {
//         let navigationController = WooNavigationController(rootViewController: emptyStateViewController)
//         showSecondaryView(navigationController)
//     }
//     func showSecondaryView(_ viewController: UIViewController) {
//         ordersSplitViewController.setViewController(viewController, for: .secondary)
//
// The column is what the calls of that method hand it (followed through methods passing their own
// parameter on, as children are: ChildrenInCode.swift); the one the split starts with is what a call
// made as the keeping class is made hands it (its initializer, what that calls in turn, and its
// `viewDidLoad`): the empty state. Other calls (an order's details picked later) replace the column
// as the app runs, which a split's column in Code.flow does not say; they are left out. Read, the
// split had no secondary column at all ("split view controller 'WooSplitViewController' has no
// 'secondary'"). Read for a split class of the app's kept in a property, and for a split subclass's
// own methods; not for UIKit's split view controller kept in a property.

/// A method setting a split view controller's column to its parameter.
struct SplitColumnParameter: Hashable, Sendable {
    /// The method, as its triggers name it, and the parameter's argument label (`_0` unlabelled).
    var method: String
    var label: String
    /// UIKit's `UISplitViewController.Column` case (`secondary`).
    var column: String
    /// The split view controller's class, the app's.
    var splitClass: String
}

extension SourceIndex {
    /// The columns class `setter`'s calls, made as it is made, hand to its methods setting a column of
    /// split class `split` to a parameter.
    func columnsHandedIn(by setter: String, to split: String) -> SplitSetUp {
        let lineage = lineage(of: setter)
        var slots: [ChildParameter: String] = [:]
        for parameter in lineage.flatMap(\.splitColumnParameters) where parameter.splitClass == split {
            slots[ChildParameter(method: parameter.method, label: parameter.label)] = parameter.column
        }
        guard !slots.isEmpty else { return SplitSetUp() }
        let runWhenMade = methodsRunWhenMade(setter).union(ownMethods(of: setter, reachedFrom: ["viewDidLoad"]))
        var setUp = SplitSetUp()
        for (argument, made, column) in Self.handedOn(to: slots, in: handedArguments(in: lineage))
        where Self.isReached(argument.caller, in: runWhenMade) {
            setUp.add(SplitSetUp(columns: [SplitColumn(column: column, made: made, location: argument.location)]))
        }
        return setUp
    }
}
