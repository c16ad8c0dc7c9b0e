// Which coordinator a view controller's delegate is. A view controller calls its
// coordinator through a property typed with a protocol (`weak var coordinator:
// (Coordinator & FolderChoosing)?`), and many coordinators conform to it; the one
// the call reaches is the one that made the controller and set the property to
// itself:
//
//     let chooseFolder = CreateNewVaultChooseFolderViewController(with: model)
//     chooseFolder.coordinator = self                      // or …ViewController(coordinator: self)
//
// Where the app binds a property of a view controller's class this way, a call on
// that property reaches the classes that bound it (and those inheriting from them),
// not every conformer: Cryptomator's folder picker, shared by four coordinators,
// reached the other three's pushes and missed its own. Where the app binds it
// nowhere that the reader sees (a parameter handed in, a binding in code it cannot
// read), every conformer is reached, as before.

/// `chooseFolder.coordinator = self` or `Controller(coordinator: self)` in a method of class
/// `binder`: the view controller's property holds `binder`.
struct SelfBinding: Hashable, Sendable {
    /// The view controller's class.
    var viewController: String
    /// The property set (`coordinator`, `delegate`), or the initializer's argument label naming it.
    var property: String
    /// The binder's method binding it, as its moves name it (DelegateCallbacks.swift).
    var method = ""
}

/// The classes that bind each property of each view controller class to themselves, worked out
/// once per index.
struct DelegateBindings {
    private var binders: [String: [String: Set<String>]] = [:]

    init(_ classes: some Sequence<ScannedClass>) {
        for scanned in classes {
            for binding in scanned.selfBindings {
                binders[binding.viewController, default: [:]][binding.property, default: []].insert(scanned.name)
            }
        }
    }

    /// The classes that set `property` of a controller of class `viewController` (or of a class it
    /// inherits from, by `lineage`) to themselves; nil when the app does that nowhere.
    func binders(of property: String, in lineage: [ScannedClass]) -> Set<String>? {
        let found = lineage.reduce(into: Set<String>()) { found, scanned in
            found.formUnion(binders[scanned.name]?[property] ?? [])
        }
        return found.isEmpty ? nil : found
    }
}

extension SourceIndex {
    /// Of the classes a call on a property reaches (`implementers`), those the property is bound
    /// to: a binder that is one of them or inherits from one, or one inheriting from a binder. All
    /// of them when nothing binds the property, or when no binder is among them (the binding is a
    /// view controller's, or a class the reader does not know conforms).
    func boundImplementers(_ implementers: [String], binders: Set<String>?) -> [String] {
        guard let binders else { return implementers }
        var bound: [String] = []
        for binder in binders.sorted() where lineage(of: binder).contains(where: { implementers.contains($0.name) }) {
            bound.append(binder)
        }
        for implementer in implementers where !bound.contains(implementer)
            && lineage(of: implementer).contains(where: { binders.contains($0.name) }) {
            bound.append(implementer)
        }
        return bound.isEmpty ? implementers : bound
    }
}
