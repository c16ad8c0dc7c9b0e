/// The live instances, in slots that are reused when an instance is freed.
///
/// A dictionary keyed by `InstanceID` spent a tenth of every transition
/// hashing; here an ID carries its slot, so finding an instance is an array
/// index and a check that the slot still holds that instance. Freed slots
/// are reused, so the table does not grow however long a script runs.
public struct ControllerTable: Sendable {
    private var slots: [Controller?] = []
    private var freeSlots: [Int] = []
    public private(set) var count = 0

    init() {}

    /// The instance with this identity, if it is alive.
    public subscript(id: InstanceID) -> Controller? {
        let slot = Int(id.slot)
        guard slot >= 0, slot < slots.count, let controller = slots[slot], controller.id == id else { return nil }
        return controller
    }

    // Field reads for the hot paths: they read one field in place instead
    // of copying the whole controller (its arrays, dictionary and strings)
    // as the subscript does.

    @inline(__always)
    private func holds(_ id: InstanceID) -> Bool {
        let slot = Int(id.slot)
        return slot >= 0 && slot < slots.count && slots[slot]?.id == id
    }

    public func name(of id: InstanceID) -> String? {
        holds(id) ? slots[Int(id.slot)]?.name : nil
    }

    public func scene(of id: InstanceID) -> String? {
        holds(id) ? slots[Int(id.slot)]?.scene : nil
    }

    public func kind(of id: InstanceID) -> ControllerKind? {
        holds(id) ? slots[Int(id.slot)]?.kind : nil
    }

    public func appearance(of id: InstanceID) -> AppearanceState? {
        holds(id) ? slots[Int(id.slot)]?.appearance : nil
    }

    public func isViewLoaded(_ id: InstanceID) -> Bool {
        holds(id) ? slots[Int(id.slot)]?.isViewLoaded ?? false : false
    }

    public func children(of id: InstanceID) -> [InstanceID] {
        holds(id) ? slots[Int(id.slot)]?.children ?? [] : []
    }

    public func parent(of id: InstanceID) -> InstanceID? {
        holds(id) ? slots[Int(id.slot)]?.parent : nil
    }

    public func presented(by id: InstanceID) -> InstanceID? {
        holds(id) ? slots[Int(id.slot)]?.presented : nil
    }

    /// The slot the next inserted instance will take.
    var nextSlot: Int32 { Int32(freeSlots.last ?? slots.count) }

    mutating func insert(_ controller: Controller) {
        let slot = Int(controller.id.slot)
        if slot == slots.count {
            slots.append(controller)
        } else if slot < slots.count {
            freeSlots.removeAll { $0 == slot }
            slots[slot] = controller
        }
        count += 1
    }

    /// Changes an instance in place (its slot is emptied meanwhile, so the
    /// controller's arrays are uniquely referenced and not copied).
    mutating func modify(_ id: InstanceID, _ change: (inout Controller) -> Void) {
        let slot = Int(id.slot)
        guard slot >= 0, slot < slots.count, var controller = slots[slot], controller.id == id else { return }
        slots[slot] = nil
        change(&controller)
        slots[slot] = controller
    }

    @discardableResult
    mutating func remove(_ id: InstanceID) -> Controller? {
        guard let controller = self[id] else { return nil }
        slots[Int(id.slot)] = nil
        freeSlots.append(Int(id.slot))
        count -= 1
        return controller
    }

    mutating func removeAll() {
        slots.removeAll(keepingCapacity: true)
        freeSlots.removeAll(keepingCapacity: true)
        count = 0
    }

    /// Whether a live instance satisfies `predicate` (no array is built).
    public func contains(where predicate: (Controller) -> Bool) -> Bool {
        for case let controller? in slots where predicate(controller) { return true }
        return false
    }

    /// Every live instance, in slot order.
    public var values: [Controller] { slots.compactMap { $0 } }

    /// Every live instance's identity.
    public var keys: [InstanceID] { slots.compactMap { $0?.id } }
}
