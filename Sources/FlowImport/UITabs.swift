import SwiftSyntax

// iOS 18's tabs (`UITab`, `UISearchTab`, `UITabGroup`): a tab bar controller given `tabs` instead
// of `viewControllers` (Amperfy's `TabBarVC`):
//
//     searchTab = UISearchTab { _ in
//         UINavigationController(rootViewController: TabNavigatorItem.search.getController(account: self.account))
//     }
//     fixTabs.append(searchTab!)
//     homeTab = UITab(title: …, image: …, identifier: …) { _ in UINavigationController(rootViewController: …) }
//     fixTabs.append(homeTab!)
//     libraryGroup = UITabGroup(title: "Library", image: …, identifier: …, children: libraryTabs) { tab in
//         AppStoryboard.Main.segueToLibrary(account: self.account)
//     }
//     fixTabs.append(libraryGroup!)
//     tabs = fixTabs
//
// Each root tab shows the controller its provider closure returns (`viewControllerProvider`, the
// trailing closure), which UIKit asks for when the tab is first selected; a group in the tab bar
// shows its own provider's, "the view controller that the system presents when someone selects the
// group from the tab bar" (https://developer.apple.com/documentation/uikit/uitabgroup/init(title:image:identifier:children:viewcontrollerprovider:)).
// Its children show in an iPad's sidebar; flow models an iPhone. A group given a navigation
// controller to manage (`libraryGroup!.managingNavigationController = UINavigationController()`)
// shows its controller in it, the children's pushed on top as they are chosen
// (https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:displayedviewcontrollersfor:proposedviewcontrollers:):
// "the system will build the navigation stack by adding each tab's viewController into the
// hierarchy"); Amperfy's library pushes its categories there. So a tab stands for its provider's
// controller wherever the reader meets one (`CallReader.instantiation(of:)`), and `tabs = …`,
// `setTabs(_:animated:)` and `UITabBarController(tabs:)` are read as `viewControllers` are.

enum UITabs {
    /// UIKit's tab classes whose initializers take a provider.
    static let classes: Set<String> = ["UITab", "UISearchTab", "UITabGroup"]

    /// The expression a tab's provider returns, for a making of one of UIKit's tabs; nil for anything
    /// else, or a tab made without a provider.
    static func providedController(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard case (nil, let name) = CallReader.callee(call), classes.contains(name) else { return nil }
        let provider = call.trailingClosure
            ?? call.arguments.first(where: { $0.label?.text == "viewControllerProvider" })?.expression.as(ClosureExprSyntax.self)
        return provider.flatMap(ClosureReturns.first(of:))
    }
}

extension CallReader {
    /// `group.managingNavigationController = UINavigationController()` on a local or a property:
    /// the group's controller shows in a navigation controller.
    func noteManagingNavigation(_ elements: [ExprSyntax]) {
        guard elements.count == 3, let target = Self.unwrapped(elements[0]).as(MemberAccessExprSyntax.self),
              target.declName.baseName.text == "managingNavigationController", let base = target.base,
              elements[2].as(NilLiteralExprSyntax.self) == nil else { return }
        tabGroupsWithNavigation.insert(Self.variableName(base.trimmedDescription))
    }

    /// Whether `element` is a tab group given a navigation controller to manage.
    func isTabGroupWithNavigation(_ element: ExprSyntax) -> Bool {
        tabGroupsWithNavigation.contains(Self.variableName(Self.unwrapped(element).trimmedDescription))
    }
}
