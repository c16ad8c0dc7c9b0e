// Presentations on a parameter declared with one of the app's view controller classes. An
// object that is no view controller may present on a controller whose class its method names,
// handed to it by whoever found that controller (GoMap's map markers):
//
//     final class QuestMarker: MapMarker {
//         override func handleButtonPress(in mainView: MainViewController, markerView: MapMarkersView) {
//             let vc = QuestSolverController.instantiate(marker: self, …)
//             mainView.present(vc, animated: true)
//         }
//     }
//
// called by a view, `marker.handleButtonPress(in: AppDelegate.shared.mainView, markerView: self)`:
// no view controller hands itself (PresentersHandedIn.swift follows those), yet the declaration
// says which controller presents: MainViewController, whoever calls. A parameter declared with
// UIKit's class, or a protocol, names no scene, and is left to the walk that knows the caller; a
// superclass of the app's (`BaseViewController`) is left too, since it would give the move to
// every screen inheriting from it when the method is handed one of them.

extension SourceIndex {
    /// What the app's methods present on, or add as children to, a parameter declared with view
    /// controller class `name` (not a superclass of it), named after the method's class and name
    /// (`QuestMarker.handleButtonPress`, as a view's moves are): none a controller of that class
    /// already gets by handing itself to the method.
    func movesOnParameters(declaredAs name: String) -> [CodeTrigger] {
        guard let typed = movesOnTypedParameters[name], CodeScreens.isViewController(name, in: self) else { return [] }
        let handedItself = Set(presentationsOnSelf(of: name).map(\.action))
        return typed.compactMap { owner, presentation in
            let action: CodeTrigger.Action = presentation.isChild ? .addChild(presentation.made) : .present(presentation.made)
            guard !handedItself.contains(action) else { return nil }
            return CodeTrigger(method: "\(owner).\(presentation.slot.name)", action: action, location: presentation.location)
        }
    }
}
