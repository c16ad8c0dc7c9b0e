// Protocol extensions and facades. Swift apps share behaviour between view
// controllers through extensions of protocols they conform to, and reach their
// coordinator through static helpers handed the controller (Mastodon):
//
//     extension StatusTableViewCellDelegate where Self: DataSourceProvider {
//         func tableViewCell(_ cell: UITableViewCell, didTapAvatar status: Status) {
//             DataSourceFacade.coordinateToProfileScene(provider: self, status: status)
//         }
//     }
//     enum DataSourceFacade {
//         static func coordinateToProfileScene(provider: DataSourceProvider, status: Status) {
//             provider.coordinator.present(scene: .profile(…), from: provider, transition: .show)
//         }
//     }
//
// The methods of an extension of a protocol the app declares are every
// conformer's own (`SourceIndex.protocolExtensions(of:)`). A call on one of the
// app's types by name (`DataSourceFacade.coordinate…`) is a call on that type,
// followed like a coordinator's. A call on a property of something else
// (`provider.coordinator`) is on the type the app declares that property with,
// wherever it declares a property of that name, when every declaration agrees
// (`SourceIndex.propertyTypesByName`): a protocol's requirement is not read, its
// conformers' declarations are.

extension SourceIndex {
    /// The app's extensions of the protocols class `name` or a superclass conforms to, whose
    /// methods are the class's own: nearest first, each once. Not a method the class declares
    /// itself (its own runs, Twidere's empty `avatarBarButtonItemDidLongPress()`), nor one an
    /// extension declares `where Self: P` of a class that is no `P` of the app's (Twidere's avatar
    /// menu, `extension NeedsDependency where Self: AvatarBarButtonItemDelegate`, was every screen's).
    func protocolExtensions(of name: String) -> [ScannedClass] {
        var seen: Set<String> = []
        let lineage = lineage(of: name)
        let own = lineage.reduce(into: Set<String>()) { $0.formUnion($1.declaredSelectors) }
        // What the class is: its classes, the protocols they adopt and those protocols' own (transitively).
        var isOf = Set(lineage.map(\.name))
        var adopted = lineage.flatMap(\.conformances)
        while let next = adopted.popLast() {
            if isOf.insert(next).inserted { adopted += protocolParents[next] ?? [] }
        }
        // A condition on a type the app does not declare (UIKit's `UIViewController`) is not checked; nor is
        // one on UIKit's class the app extends (`extension UIViewController { … }`) when the class's
        // superclasses leave the sources for a library's (Rocket.Chat's `MessagesViewController:
        // RocketChatViewController`, a pod's collection view controller), which may be that class.
        let leavesTheSources = lineage.last?.superclass.map { self.classes[$0] == nil && $0 != "NSObject" } ?? false
        let holds = { (type: String) in
            isOf.contains(type) || !self.protocols.contains(type) && (self.classes[type] == nil || type.hasPrefix("UI") && leavesTheSources)
        }
        return lineage.flatMap(\.conformances).compactMap { conformance in
            // UIKit's protocols too, where the app extends one for its own conformers alone (Mastodon's row
            // taps: `extension UITableViewDelegate where Self: DataSourceProvider`): an extension of one
            // with no condition on a type of the app's would give its methods to every table's delegate.
            let isUIKits = !protocols.contains(conformance) && conformance.hasPrefix("UI")
            guard protocols.contains(conformance) || isUIKits, seen.insert(conformance).inserted,
                  let scanned = classes[conformance] else { return nil }
            let namesAppType = { (conditions: [String]) in
                conditions.contains { self.protocols.contains($0) || self.classes[$0] != nil && !$0.hasPrefix("UI") }
            }
            // A method is hidden when the class declares its selector, or when no declaration of it holds;
            // by its base name, as triggers name it, when every selector of that name is hidden.
            let hiddenSelectors = scanned.declaredSelectors.filter { selector in
                own.contains(selector) || !(scanned.selectorConditions[selector] ?? [[]]).contains { conditions in
                    conditions.allSatisfy(holds) && (!isUIKits || namesAppType(conditions))
                }
            }
            guard !hiddenSelectors.isEmpty else { return scanned }
            let hiddenNames = Set(hiddenSelectors.compactMap { scanned.methodsBySelector[$0] })
            let keptNames = Set(scanned.declaredSelectors.subtracting(hiddenSelectors).compactMap { scanned.methodsBySelector[$0] })
            let hidden = hiddenNames.subtracting(keptNames)
            guard !hidden.isEmpty else { return scanned }
            var kept = scanned
            kept.codeTriggers.removeAll { hidden.contains($0.method) }
            kept.methodCalls.removeAll { hidden.contains($0.caller) }
            return kept
        }
    }

    /// The type each property name is declared with across the app's classes, when every
    /// declaration of that name agrees and it is one of the app's types.
    static func propertyTypesByName(_ classes: [String: ScannedClass]) -> [String: String] {
        var agreed: [String: String] = [:]
        var conflicting: Set<String> = []
        for scanned in classes.values {
            for (property, type) in scanned.properties where !conflicting.contains(property) {
                if let known = agreed[property], known != type {
                    agreed[property] = nil
                    conflicting.insert(property)
                } else {
                    agreed[property] = type
                }
            }
        }
        return agreed.filter { CallReader.isAppClass($0.value) || CallReader.isAppComposition($0.value) }
    }
}
