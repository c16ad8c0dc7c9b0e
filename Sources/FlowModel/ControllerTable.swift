#if DEBUG
import Synchronization
#endif

/// The live instances, in slots that are reused when an instance is freed.
///
/// A dictionary keyed by `InstanceID` spent a tenth of every transition
/// hashing; here an ID carries its slot, so finding an instance is an array
/// index and a check that the slot still holds that instance. Freed slots
/// hold a tombstone and are reused, so the table does not grow however long
/// a script runs. Slots are not optional, so that reading one field of a
/// controller (`name(of:)`) is a projection, not a copy of the whole value,
/// and `modify` changes a controller in place.
///
/// The table also names instances, and finds them by name and by scene,
/// through a roster per scene (SceneRoster.swift): no operation looks at
/// every live instance.
package struct ControllerTable: Sendable {
    private var slots: [Controller] = []
    private var freeSlots: [Int] = []
    /// The live instances of each scene, by ordinal and by age.
    private var rosters: [String: SceneRoster] = [:]
    /// How many instances are alive.
    package private(set) var count = 0

    #if DEBUG
    /// Slot reads so far: tests check that an operation's work does not
    /// grow with instances it has no reason to visit.
    let reads = ReadCounter()
    #endif

    init() {}

    @inline(__always)
    private func holds(_ id: InstanceID) -> Bool {
        #if DEBUG
        reads.add(1)
        #endif
        let slot = Int(id.slot)
        return slot >= 0 && slot < slots.count && slots[slot].id.raw == id.raw
    }

    /// Whether the instance is alive: `table[id] != nil` without the copy
    /// of the whole controller the subscript makes.
    package func contains(_ id: InstanceID) -> Bool { holds(id) }

    /// The instance with this identity, if it is alive.
    package subscript(id: InstanceID) -> Controller? {
        holds(id) ? slots[Int(id.slot)] : nil
    }

    // Field reads for the hot paths, each through a pointer to the slot
    // (`withSlot`): `slots[i].kind`, even one field read through the array,
    // compiled to a copy of the whole controller wherever the read was not
    // inlined into the App's own methods (the appearance walk, once it moved
    // to `ViewController`, copied a controller per field it read).

    /// What `field` reads from the instance; nil when it is not alive. The
    /// closure may be handed a copy of the controller: walks that run at
    /// every statement read their fields through `inwardFields`.
    @inline(__always)
    package func read<Field>(_ id: InstanceID, _ field: (Controller) -> Field) -> Field? {
        holds(id) ? field(slots[Int(id.slot)]) : nil
    }

    /// What `body` reads of the instance through a pointer to its slot; nil
    /// when it is not alive. `read` hands its closure the controller, and
    /// wherever that closure read a string, an array or the variables, the
    /// whole controller was copied first (every field retained and
    /// released): the hot reads (an instance variable, a container's shown
    /// children, a tab bar's shown tab) go through here, `pointee.field` by
    /// field, as `inwardFields` does.
    @inline(__always)
    package func withSlot<Result>(_ id: InstanceID, _ body: (UnsafePointer<Controller>) -> Result) -> Result? {
        guard holds(id) else { return nil }
        return slots.withUnsafeBufferPointer { buffer in body(buffer.baseAddress.unsafelyUnwrapped + Int(id.slot)) }
    }

    /// What a walk toward the screen reads of the instance (`App.visible`,
    /// a few times every statement), loaded field by field through a pointer.
    /// Reading the slot through the array, even one field of it, or handing
    /// it to a closure (`read`), compiled to a copy of the whole controller,
    /// its arrays and variables retained and released, on the interpreter's
    /// every walk toward the screen.
    func inwardFields(of id: InstanceID) -> InwardFields? {
        guard holds(id) else { return nil }
        // The pointer spelt out, not `withSlot`: returning these fields from
        // its closure compiled to more work (+0.4 % of the interpreter's bench).
        return slots.withUnsafeBufferPointer { buffer in
            let controller = buffer.baseAddress.unsafelyUnwrapped + Int(id.slot)
            let kind = controller.pointee.kind
            let children = controller.pointee.children
            let selectedIndex = controller.pointee.selectedIndex
            // Not `Controller.selectedChild`: calling it would copy the controller.
            let selected = Controller.selectedChild(kind: kind, children: children, selectedIndex: selectedIndex)
            return InwardFields(kind: kind, presented: controller.pointee.presented, firstChild: children.first,
                                lastChild: children.last, selectedChild: selected,
                                isCollapsed: controller.pointee.split.isCollapsed)
        }
    }

    /// The instance's name in traces; nil when it is not alive.
    package func name(of id: InstanceID) -> String? {
        guard holds(id) else { return nil }
        // From the scene's `String`, which the controller keeps: notes name
        // instances, and the interned bytes would make a new string each time.
        let slot = Int(id.slot)
        return Controller.name(scene: slots[slot].scene, ordinal: slots[slot].instanceName.ordinal)
    }
    /// The instance's name as events carry it; nil when it is not alive.
    package func instanceName(of id: InstanceID) -> InstanceName? { withSlot(id) { $0.pointee.instanceName } }
    /// The scene the instance was instantiated from; nil when it is not alive.
    package func scene(of id: InstanceID) -> String? { withSlot(id) { $0.pointee.scene } }
    /// The number of the instance's scene in the storyboard it was made from
    /// (`Storyboard.sceneNamesByNumber`); nil when it is not alive or has none.
    package func sceneNumber(of id: InstanceID) -> Int? {
        withSlot(id) { $0.pointee.sceneNumber >= 0 ? Int($0.pointee.sceneNumber) : nil } ?? nil
    }
    /// The instance's kind; nil when it is not alive.
    package func kind(of id: InstanceID) -> ControllerKind? { withSlot(id) { $0.pointee.kind } }
    /// Where the instance is in the appearance cycle; nil when it is not alive.
    package func appearance(of id: InstanceID) -> AppearanceState? { withSlot(id) { $0.pointee.appearance } }
    /// Whether the instance is alive and its view has loaded.
    package func isViewLoaded(_ id: InstanceID) -> Bool { withSlot(id) { $0.pointee.isViewLoaded } ?? false }
    /// The instance's children in order; empty when it is not alive.
    package func children(of id: InstanceID) -> [InstanceID] { withSlot(id) { $0.pointee.children } ?? [] }
    /// The instance's container, if it is alive and has one.
    package func parent(of id: InstanceID) -> InstanceID? { withSlot(id) { $0.pointee.parent } ?? nil }
    /// What the instance presents directly, if it is alive and presents something.
    package func presented(by id: InstanceID) -> InstanceID? { withSlot(id) { $0.pointee.presented } ?? nil }
    /// The controller presenting `id`, when `id` is the root of a presented tree.
    package func presenting(_ id: InstanceID) -> InstanceID? { withSlot(id) { $0.pointee.presenting } ?? nil }
    /// The style the presentation rooted at `id` ended up with, if `id` is alive and presented.
    package func presentationStyle(of id: InstanceID) -> PresentationStyle? {
        withSlot(id) { $0.pointee.presentation.style } ?? nil
    }

    /// The slot the next inserted instance will take.
    var nextSlot: Int32 { Int32(freeSlots.last ?? slots.count) }

    /// A new instance of `scene`, named with the lowest ordinal no live
    /// instance of the scene holds; `id` must be newer than every live one.
    mutating func insert(id: InstanceID, scene: String, sceneName: EventText, sceneNumber: Int?, kind: ControllerKind) {
        let slot = Int(id.slot)
        guard slot >= 0 && slot <= slots.count else { return }
        let ordinal = rosters[scene, default: SceneRoster()].claim(id)
        let controller = Controller(id: id, scene: scene, sceneName: sceneName, sceneNumber: sceneNumber, ordinal: ordinal,
                                    kind: kind)
        if slot == slots.count {
            slots.append(controller)
        } else {
            if freeSlots.last == slot { freeSlots.removeLast() } else { freeSlots.removeAll { $0 == slot } }
            slots[slot] = controller
        }
        count += 1
    }

    /// The live instance of `scene` named with `ordinal` (`Scene#ordinal`, or
    /// the bare scene name for 1), if any.
    package func instance(of scene: String, ordinal: Int) -> InstanceID? {
        rosters[scene]?.holder(ordinal: ordinal)
    }

    /// The newest live instance of `scene` that satisfies `predicate`.
    package func newestInstance(of scene: String, where predicate: (InstanceID) -> Bool) -> InstanceID? {
        rosters[scene]?.newest(where: predicate)
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
        // Moved out, the tombstone in its place: reading the slot and then
        // overwriting it copied the controller and destroyed the original.
        var controller = ControllerTable.tombstone(slot)
        swap(&controller, &slots[slot])
        freeSlots.append(slot)
        rosters[controller.scene]?.release(id, ordinal: controller.ordinal)
        // A scene with no instance left has no roster: a new one numbers its next instance #1, as
        // the empty roster would, and the table (copied into every checkpoint a session keeps) holds
        // the scenes alive, not every scene ever made (issue 53: 2,000 scenes declared, presented and
        // dismissed in a REPL kept 2,000 rosters in each of 6,000 checkpoints).
        if rosters[controller.scene]?.isEmpty == true { rosters[controller.scene] = nil }
        count -= 1
        return controller
    }

    mutating func removeAll() {
        slots.removeAll(keepingCapacity: true)
        freeSlots.removeAll(keepingCapacity: true)
        rosters.removeAll()
        count = 0
    }

    /// Whether a live instance satisfies `predicate` (no array is built).
    package func contains(where predicate: (Controller) -> Bool) -> Bool {
        #if DEBUG
        reads.add(slots.count)
        #endif
        for controller in slots where controller.id.raw >= 0 && predicate(controller) { return true }
        return false
    }

    /// Every live instance, in slot order.
    package var values: [Controller] {
        #if DEBUG
        reads.add(slots.count)
        #endif
        return slots.filter { $0.id.raw >= 0 }
    }

    /// Every live instance's identity.
    package var keys: [InstanceID] { values.map(\.id) }

    /// What a free slot holds: no instance has a negative number.
    private static func tombstone(_ slot: Int) -> Controller {
        Controller(id: InstanceID(raw: -1, slot: Int32(slot)), scene: "", sceneName: "", sceneNumber: nil, ordinal: 0,
                   kind: .content)
    }
}

extension ControllerTable {
    /// The table as bytes: every slot (a free one's tombstone too), the free
    /// slots in order, and each scene's roster, so that a table unpacked
    /// names, places and frees instances as this one would.
    func pack(into writer: inout ByteWriter, numbering: SceneNumbering) {
        writer.unsigned(UInt64(slots.count))
        // By index: `for controller in slots` copied each controller out
        // (a retain and a release of every field) for every state explored.
        for index in slots.indices { slots[index].pack(into: &writer, numbering: numbering) }
        writer.unsigned(UInt64(freeSlots.count))
        for slot in freeSlots { writer.signed(slot) }
        // In the scenes' order, so that equal tables pack to equal bytes. A scene the storyboard
        // lacks (none: the app instantiates only its scenes) gets a number no unpacking takes.
        let numbered = rosters.map { scene, roster in (number: numbering.number(of: scene).map(UInt64.init) ?? .max, roster) }
            .sorted { $0.number < $1.number }
        writer.unsigned(UInt64(numbered.count))
        for (number, roster) in numbered {
            writer.unsigned(number)
            roster.pack(into: &writer)
        }
        writer.signed(count)
    }

    init?(unpacking reader: inout ByteReader, numbering: SceneNumbering) {
        self.init()
        guard let slotCount = reader.count() else { return nil }
        slots.reserveCapacity(slotCount)
        for _ in 0..<slotCount {
            guard let controller = Controller(unpacking: &reader, numbering: numbering) else { return nil }
            slots.append(controller)
        }
        guard let freeCount = reader.count() else { return nil }
        for _ in 0..<freeCount {
            guard let slot = reader.signed(), slots.indices.contains(slot) else { return nil }
            freeSlots.append(slot)
        }
        guard let rosterCount = reader.count() else { return nil }
        for _ in 0..<rosterCount {
            guard let number = reader.unsigned(), number <= UInt64(Int.max), let scene = numbering.scene(Int(number)),
                  let roster = SceneRoster(unpacking: &reader) else { return nil }
            rosters[scene.name] = roster
        }
        guard let count = reader.signed() else { return nil }
        self.count = count
    }
}

#if DEBUG
/// A count that reads of a value-type table can bump. Copies of a table
/// share it, and `flow explore` reads copies on several threads, so the
/// count is atomic (ThreadSanitizer reported the plain `Int`).
final class ReadCounter: Sendable {
    private let value = Atomic<Int>(0)

    /// The reads so far.
    var count: Int { value.load(ordering: .relaxed) }

    func add(_ reads: Int) {
        value.wrappingAdd(reads, ordering: .relaxed)
    }
}
#endif

/// The fields of a controller a walk toward the screen reads.
struct InwardFields {
    var kind: ControllerKind
    var presented: InstanceID?
    var firstChild: InstanceID?
    var lastChild: InstanceID?
    var selectedChild: InstanceID?
    var isCollapsed: Bool
}
