/// The live instances, in slots that are reused when an instance is freed.
///
/// A dictionary keyed by `InstanceID` spent a tenth of every transition
/// hashing; here an ID carries its slot, so finding an instance is an array
/// index and a check that the slot still holds that instance. Freed slots
/// hold a tombstone and are reused, so the table does not grow however long
/// a script runs. Slots are not optional, so that reading one field of a
/// controller (`name(of:)`) is a projection, not a copy of the whole value,
/// and `modify` changes a controller in place.
public struct ControllerTable: Sendable {
    private var slots: [Controller] = []
    private var freeSlots: [Int] = []
    /// How many instances are alive.
    public private(set) var count = 0

    init() {}

    @inline(__always)
    private func holds(_ id: InstanceID) -> Bool {
        let slot = Int(id.slot)
        return slot >= 0 && slot < slots.count && slots[slot].id.raw == id.raw
    }

    /// The instance with this identity, if it is alive.
    public subscript(id: InstanceID) -> Controller? {
        holds(id) ? slots[Int(id.slot)] : nil
    }

    // Field reads for the hot paths.

    /// The instance's name in traces; nil when it is not alive.
    public func name(of id: InstanceID) -> String? { holds(id) ? slots[Int(id.slot)].name : nil }
    /// The scene the instance was instantiated from; nil when it is not alive.
    public func scene(of id: InstanceID) -> String? { holds(id) ? slots[Int(id.slot)].scene : nil }
    /// The instance's kind; nil when it is not alive.
    public func kind(of id: InstanceID) -> ControllerKind? { holds(id) ? slots[Int(id.slot)].kind : nil }
    /// Where the instance is in the appearance cycle; nil when it is not alive.
    public func appearance(of id: InstanceID) -> AppearanceState? { holds(id) ? slots[Int(id.slot)].appearance : nil }
    /// Whether the instance is alive and its view has loaded.
    public func isViewLoaded(_ id: InstanceID) -> Bool { holds(id) && slots[Int(id.slot)].isViewLoaded }
    /// The instance's children in order; empty when it is not alive.
    public func children(of id: InstanceID) -> [InstanceID] { holds(id) ? slots[Int(id.slot)].children : [] }
    /// The instance's container, if it is alive and has one.
    public func parent(of id: InstanceID) -> InstanceID? { holds(id) ? slots[Int(id.slot)].parent : nil }
    /// What the instance presents directly, if it is alive and presents something.
    public func presented(by id: InstanceID) -> InstanceID? { holds(id) ? slots[Int(id.slot)].presented : nil }
    /// The controller presenting `id`, when `id` is the root of a presented tree.
    public func presenting(_ id: InstanceID) -> InstanceID? { holds(id) ? slots[Int(id.slot)].presenting : nil }

    /// The slot the next inserted instance will take.
    var nextSlot: Int32 { Int32(freeSlots.last ?? slots.count) }

    mutating func insert(_ controller: Controller) {
        let slot = Int(controller.id.slot)
        if slot == slots.count {
            slots.append(controller)
        } else if slot >= 0 && slot < slots.count {
            if freeSlots.last == slot { freeSlots.removeLast() } else { freeSlots.removeAll { $0 == slot } }
            slots[slot] = controller
        } else {
            return
        }
        count += 1
    }

    /// Changes an instance in place.
    mutating func modify(_ id: InstanceID, _ change: (inout Controller) -> Void) {
        guard holds(id) else { return }
        change(&slots[Int(id.slot)])
    }

    @discardableResult
    mutating func remove(_ id: InstanceID) -> Controller? {
        guard holds(id) else { return nil }
        let slot = Int(id.slot)
        let controller = slots[slot]
        slots[slot] = ControllerTable.tombstone(slot)
        freeSlots.append(slot)
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
        for controller in slots where controller.id.raw >= 0 && predicate(controller) { return true }
        return false
    }

    /// Every live instance, in slot order.
    public var values: [Controller] { slots.filter { $0.id.raw >= 0 } }

    /// Every live instance's identity.
    public var keys: [InstanceID] { values.map(\.id) }

    /// What a free slot holds: no instance has a negative number.
    private static func tombstone(_ slot: Int) -> Controller {
        Controller(id: InstanceID(raw: -1, slot: Int32(slot)), scene: "", name: "", kind: .content)
    }
}
