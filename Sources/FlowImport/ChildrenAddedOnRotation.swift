// Children a screen adds only when its size changes. xDrip4iOS's home screen adds a landscape chart
// as a child when the phone turns (`willTransition(to:with:)` on a compact vertical class calls
// `showChartLandscape()`, which calls `addChild`) and removes it when it turns back. flow's iPhone
// launches upright, so such a child is no child from the start, as one added while the scene loads
// is: embedded at load, the chart was the visible controller of every state of the home tab, and
// the generated tests said so. It is an action a script fires by the method's name
// (`segue "showChartLandscape" { if !exists(C) { embed C in Home } }`, DeclarationMapper).

extension SourceIndex {
    /// UIKit's callbacks for a change of size or traits (rotation, multitasking): the code they run
    /// does not run as the scene loads. (Not `traitCollectionDidChange(_:)`, which UIKit also calls as
    /// the view first appears, iOS 13 to 16.)
    static let sizeChangeCallbacks: Set<String> = ["willTransition", "viewWillTransition"]

    /// The size-change callback from which `method` of class `name` (or a superclass of the app's) runs,
    /// when every chain of the class's own calls reaching it starts in one; nil when one starts
    /// anywhere else (a method no own call reaches is called by UIKit or another object) or when
    /// none reaches it.
    func sizeChangeCallback(calling method: String, inClass name: String) -> String? {
        let ownCalls = lineage(of: name).flatMap(\.methodCalls).filter { $0.receiverType == nil && $0.receiverProperty == nil }
        var callers: [String: Set<String>] = [:]
        for call in ownCalls { callers[Self.baseName(call.calleeName), default: []].insert(Self.baseName(call.caller)) }
        let start = Self.baseName(method)
        guard !Self.sizeChangeCallbacks.contains(start), callers[start] != nil else { return nil }
        var pending = [start]
        var seen: Set<String> = [start]
        var callback: String?
        while let current = pending.popLast() {
            if Self.sizeChangeCallbacks.contains(current) {
                callback = callback ?? current
                continue
            }
            // Any other start of a chain (no own call reaches it) runs at other times.
            guard let above = callers[current], !above.isEmpty else { return nil }
            for caller in above.sorted() where seen.insert(caller).inserted { pending.append(caller) }
        }
        return callback
    }
}

extension SourceIndex {
    /// The calls of class `name` (and its app superclasses) taking off a child of one of `classes`
    /// (`landscapeChartViewController?.removeFromParent()`, on a property declared with that class):
    /// xDrip's `hideLandscape()`, as the phone turns back.
    func childRemovals(ofClasses classes: Set<String>, inClass name: String) -> [MethodCall] {
        lineage(of: name).flatMap(\.methodCalls).filter { call in
            call.calleeName == "removeFromParent" && call.receiverType.map(classes.contains) == true
        }
    }
}
