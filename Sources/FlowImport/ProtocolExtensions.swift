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
    /// methods are the class's own: nearest first, each once.
    func protocolExtensions(of name: String) -> [ScannedClass] {
        var seen: Set<String> = []
        return lineage(of: name).flatMap(\.conformances).compactMap { conformance in
            guard protocols.contains(conformance), seen.insert(conformance).inserted else { return nil }
            return classes[conformance]
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
