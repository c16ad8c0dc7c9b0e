// A hosting controller a screen makes and keeps (DuckDuckGo's prompts, openHAB's side menu).
//
// A screen that makes `UIHostingController(rootView: SomeView(…))` in a method of its own and
// neither presents, pushes nor returns it installs SwiftUI content in itself: it adds the
// hosting controller as its child, through UIKit's `addChild` or, as often, a helper of another
// module the import does not read (DuckDuckGo's `installChildViewController(_:)` lives in its
// Core framework) or a library's container (a floating panel's content). The importer read such
// a making as "handed on" and presented it, so the SwiftUI content became a sheet over the
// screen, and every `show` in it a modal presentation (W104). It is embedded in the screen
// instead, where a child the screen adds is (DeclarationMapper.addChild). A hosting controller
// a factory returns is its caller's to move, one handed to an initializer is in what that makes
// (openHAB's drawer is the root of a side menu's navigation controller, which the library
// presents), and one that another method of the class moves (presents, pushes, adds) is where
// that method puts it.

extension CodeTrigger {
    /// Whether this trigger is a hosting controller its maker keeps, to embed in the maker (a plain
    /// or hosting scene) rather than present: made in one of the class's methods and neither
    /// moved nor returned there, nor moved by another of `triggers`, the class's.
    func isHostingControllerKept(among triggers: [CodeTrigger]) -> Bool {
        guard keptByMaker, case .instantiate(let made) = action, made.storyboard == SwiftUIScreens.storyboardName
        else { return false }
        return !triggers.contains { other in
            switch other.action {
            case .present(let moved), .show(let moved), .detail(let moved), .push(let moved), .addChild(let moved),
                 .page(let moved), .handedOver(let moved), .replaceRoot(let moved), .searchResults(let moved):
                return moved.withoutNavigation == made.withoutNavigation
            case .instantiate, .performSegue, .dismiss, .pop, .popToRoot:
                return false
            }
        }
    }
}
