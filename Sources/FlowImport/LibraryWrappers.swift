// A library's view controller made around one of the app's.
//
// The import reads the app's sources, not its dependencies (`Pods`,
// `Carthage`, packages: AppFolder.skippedFolders), so a library's controller
// is no scene: what it is made with is what a person sees in it. OpenTerm
// wraps its history, scripts and bookmarks lists in PanelKit's panels,
// `historyPanelViewController = PanelViewController(with: historyViewController,
// in: self)`, and presents the panel as a popover or full screen; the list is
// what appears. So a controller of a class the app does not declare, whose
// name says it is a view controller and that is made with one of the app's
// controllers, stands for the first of those it is made with wherever it is
// shown (`SourceIndex.resolvingFactory`), as a navigation controller made
// around a root does. A library's container of two (a drawer and its content)
// shows the first only: which of them a person sees first is the library's to
// say. A library's container the app subclasses is read apart: its own
// `viewControllers` are children (ContainersGivenChildren.swift), and one
// specialized with the app's controller launches into it (GenericContainerRoots.swift).

extension SourceIndex {
    /// Whether `name` is a library's view controller: a class the app does not declare, whose name
    /// ends in `ViewController` and is not UIKit's (`UI…`): it wraps what it is made with.
    func isLibraryWrapper(_ name: String) -> Bool {
        classes[name] == nil && !name.hasPrefix("UI") && name.hasSuffix("ViewController")
    }
}
