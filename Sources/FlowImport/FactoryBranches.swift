// What a factory's method returns when it chooses by a condition it reads (OneBusAway's
// `ApplicationRootControllerFactory.make(application:)`: a SwiftUI map panel behind a feature flag,
// else the tab bar; its router's `makeStopController(stopID:)`: the new stop page or the old):
// each controller made in code it returns outside a switch's case. A window's root so made is a
// launch candidate each (WindowRoots.swift), and a move to what it makes is a move to each
// (`SourceIndex.resolvingFactoryEach`).

extension SourceIndex {
    /// The controllers made in code a factory's method returns, one per branch, in the order written
    /// (none under a case of a switch, which only a call naming the case makes); empty for anything
    /// but a factory. Looked up in the table `prepare()` makes, else worked out.
    func controllersMade(byFactory made: CodeTrigger.Instantiation) -> [CodeTrigger.Instantiation] {
        guard let factory = made.factory, let dot = factory.firstIndex(of: ".") else { return [] }
        let type = String(factory[..<dot])
        let names = Self.swiftMethodNames(calledAs: String(factory[factory.index(after: dot)...]))
        var result: [CodeTrigger.Instantiation] = []
        for scanned in lineage(of: type) {
            let table = returnedByMethod ?? Self.returnedByMethod(of: scanned)
            for name in names {
                for var inner in table["\(scanned.name).\(name)"] ?? []
                where inner.identifier.map({ CodeScreens.isViewController($0, in: self) }) == true {
                    inner.inNavigation = inner.inNavigation || made.inNavigation
                    if !result.contains(inner) { result.append(inner) }
                }
            }
        }
        return result
    }

    /// `returnedByMethod`, of every class.
    func workOutReturnedByMethod() -> [String: [CodeTrigger.Instantiation]] {
        var table: [String: [CodeTrigger.Instantiation]] = [:]
        for scanned in classes.values { table.merge(Self.returnedByMethod(of: scanned)) { first, _ in first } }
        return table
    }

    /// The controllers made in code each of `scanned`'s methods returns outside a switch's case, by
    /// `Class.method` (whether each is one of the app's view controllers is asked where it is read).
    private static func returnedByMethod(of scanned: ScannedClass) -> [String: [CodeTrigger.Instantiation]] {
        var table: [String: [CodeTrigger.Instantiation]] = [:]
        for candidate in scanned.codeTriggers where candidate.enumCase == nil {
            guard case .instantiate(let inner) = candidate.action, inner.factory == nil,
                  inner.storyboard == CodeScreens.storyboardName, inner.identifier != nil else { continue }
            let key = "\(scanned.name).\(candidate.method)"
            if !(table[key]?.contains(inner) ?? false) { table[key, default: []].append(inner) }
        }
        return table
    }
}
