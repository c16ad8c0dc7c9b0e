// Controllers a screen makes and keeps, which the app shows through code the import does not
// read: they are the screen's children.
//
// A hosting controller (DuckDuckGo's prompts, `CodeTrigger.keptByMaker`). A screen that makes
// `UIHostingController(rootView: SomeView(…))` in a method of its own and neither presents,
// pushes nor returns it installs SwiftUI content in itself: it adds the hosting controller as
// its child, through UIKit's `addChild` or, as often, a helper of another module the import does
// not read (DuckDuckGo's `installChildViewController(_:)` lives in its Core framework) or a
// library's container (a floating panel's content). A hosting controller a factory returns is
// its caller's to move, one handed to an initializer is in what that makes (openHAB's drawer is
// the root of a side menu's navigation controller, which the library presents), and one handed
// to a helper named for a move (DuckDuckGo's `present(controller:fromView:)`) is moved.
//
// Any controller a screen keeps in a property of its own and never moves (Mastodon's profile
// keeps its header's controller, `profileHeaderViewController = createProfileHeaderViewController(…)`,
// and hands it to its paging library through a data source method, `headerViewController()`):
// one the class presented or pushed from the property would be that move instead
// (`SourceIndex.codeTriggers(of:hosting:)`).
//
// The importer read both as "handed on" and presented them, so the content became a sheet over
// the screen, and every `show` in it a modal presentation (W104). They are embedded in the screen
// instead, where a child the screen adds is (DeclarationMapper.addChild).

extension CodeTrigger {
    /// Whether this trigger makes a controller its maker keeps, to embed in the maker (a plain or
    /// hosting scene) rather than present, and that no other of `triggers`, the class's, moves.
    func isKeptByItsMaker(among triggers: [CodeTrigger]) -> Bool {
        guard case .instantiate(let made) = action,
              keptInProperty != nil || (keptByMaker && made.storyboard == SwiftUIScreens.storyboardName)
        else { return false }
        return !triggers.contains { other in
            switch other.action {
            case .present(let moved), .show(let moved), .detail(let moved), .push(let moved), .addChild(let moved),
                 .page(let moved), .handedOver(let moved), .replaceRoot(let moved), .searchResults(let moved):
                return moved.withoutNavigation == made.withoutNavigation
            case .instantiate, .performSegue, .dismiss, .pop, .popToRoot, .selectTab:
                return false
            }
        }
    }
}

extension SourceIndex {
    /// `trigger`, a making in a method of class `owner` of `lineage`, with the property of the
    /// lineage's that keeps what it makes (stored there, or the result of the method, `owner`'s own
    /// factory, stored there), if any.
    func keptInProperty(_ trigger: CodeTrigger, of owner: String, in lineage: [ScannedClass]) -> CodeTrigger {
        guard case .instantiate(let made) = trigger.action else { return trigger }
        let factory = "\(owner).\(trigger.method)"
        guard let kept = lineage.lazy.flatMap(\.controllersOnProperties).first(where: { stored in
            stored.made.factory == factory || (stored.made.factory == nil && stored.made.withoutNavigation == made.withoutNavigation)
        }) else { return trigger }
        var keeping = trigger
        keeping.keptInProperty = kept.property
        return keeping
    }
}
