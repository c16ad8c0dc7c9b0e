import FlowVocabulary

// A checkpoint packed into bytes, for `flow explore` to keep each state it
// has yet to expand (issue 53: a checkpoint's controllers, each a struct of
// some thirty fields with their arrays, strings and dictionaries, cost about
// 5 KB a state, and a search of 400,000 states held 1.9 GB). Everything is
// written, the tombstones of free slots and the scene rosters included, so
// an app restored from the bytes is the app the checkpoint holds: the same
// instances, names, slots and free ordinals, and so the same future.

/// An `AppCheckpoint` as bytes.
public struct PackedAppCheckpoint: Sendable {
    let bytes: [UInt8]

    /// The bytes it takes.
    public var byteCount: Int { bytes.count }
}

extension AppCheckpoint {
    /// The checkpoint as bytes, its scenes numbered as `storyboard` numbers them (the one it was
    /// made with; unpacking takes the same).
    public func packed(for storyboard: Storyboard) -> PackedAppCheckpoint {
        var writer = ByteWriter()
        writer.unsigned(UInt64(WidthClass.allCases.firstIndex(of: width) ?? 0))
        writer.instance(root)
        writer.signed(nextID)
        writer.double(clock)
        writer.flag(isInBackground)
        writer.instance(tabCustomization?.tabBar)
        if let tabCustomization { writer.ids(tabCustomization.initialOrder) }
        controllers.pack(into: &writer, numbering: storyboard.numbering)
        return PackedAppCheckpoint(bytes: writer.bytes)
    }

    /// The checkpoint `packed` holds; its instances' scenes are those
    /// `storyboard` numbers (the one it was packed for). Nil for bytes no
    /// checkpoint packed.
    public init?(unpacking packed: PackedAppCheckpoint, storyboard: Storyboard) {
        var reader = ByteReader(packed.bytes)
        guard let widthIndex = reader.unsigned(), widthIndex < UInt64(WidthClass.allCases.count),
              let root = reader.instance(), let nextID = reader.signed(), let clock = reader.double(),
              let isInBackground = reader.flag(),
              let customizedTabBar = reader.instance()
        else { return nil }
        var tabCustomization: TabCustomization?
        if let customizedTabBar {
            guard let order = reader.ids() else { return nil }
            tabCustomization = TabCustomization(tabBar: customizedTabBar, initialOrder: order)
        }
        guard let controllers = ControllerTable(unpacking: &reader, numbering: storyboard.numbering), reader.isAtEnd else { return nil }
        self.init(width: WidthClass.allCases[Int(widthIndex)], root: root, controllers: controllers,
                  nextID: nextID, clock: clock, isInBackground: isInBackground, tabCustomization: tabCustomization)
    }
}

extension ByteWriter {
    mutating func id(_ id: InstanceID) {
        signed(id.raw)
        signed(Int(id.slot))
    }

    /// An identity that may be absent.
    mutating func instance(_ id: InstanceID?) {
        flag(id != nil)
        if let id { self.id(id) }
    }

    mutating func ids(_ ids: [InstanceID]) {
        unsigned(UInt64(ids.count))
        for id in ids { self.id(id) }
    }

    mutating func value(_ value: Value) {
        switch value {
        case .integer(let number): unsigned(0); signed(number)
        case .decimal(let number): unsigned(1); double(number)
        case .string(let text): unsigned(2); string(text)
        case .boolean(let flag): unsigned(3); self.flag(flag)
        case .nil: unsigned(4)
        case .instance(let id, let name): unsigned(5); self.id(id); string(name)
        case .word(let word): unsigned(6); string(word)
        case .list(let values):
            unsigned(7)
            unsigned(UInt64(values.count))
            for element in values { self.value(element) }
        }
    }

    /// A case that may be absent: 0, or its position among the cases plus one.
    mutating func enumCase<Case: CaseIterable & Equatable>(_ value: Case?) {
        let cases = Case.allCases
        guard let value, let position = cases.firstIndex(of: value) else { return unsigned(0) }
        unsigned(UInt64(cases.distance(from: cases.startIndex, to: position)) + 1)
    }
}

extension ByteReader {
    mutating func id() -> InstanceID? {
        guard let raw = signed(), let slot = signed(), let narrow = Int32(exactly: slot) else { return nil }
        return InstanceID(raw: raw, slot: narrow)
    }

    /// `.some(nil)` for an absent identity, nil for bad bytes.
    mutating func instance() -> InstanceID?? {
        guard let present = flag() else { return nil }
        guard present else { return .some(nil) }
        guard let id = id() else { return nil }
        return .some(id)
    }

    mutating func ids() -> [InstanceID]? {
        guard let count = count() else { return nil }
        var ids: [InstanceID] = []
        ids.reserveCapacity(count)
        for _ in 0..<count {
            guard let id = id() else { return nil }
            ids.append(id)
        }
        return ids
    }

    /// A value; a list nests at most as deep as the model lets values nest.
    mutating func value(depth: Int = 0) -> Value? {
        guard depth < 1_000, let tag = unsigned() else { return nil }
        switch tag {
        case 0: return signed().map(Value.integer)
        case 1: return double().map(Value.decimal)
        case 2: return string().map(Value.string)
        case 3: return flag().map(Value.boolean)
        case 4: return .nil
        case 5:
            guard let id = id(), let name = string() else { return nil }
            return .instance(id, name: name)
        case 6: return string().map(Value.word)
        case 7:
            guard let count = count() else { return nil }
            var values: [Value] = []
            for _ in 0..<count {
                guard let element = value(depth: depth + 1) else { return nil }
                values.append(element)
            }
            return .list(values)
        default: return nil
        }
    }

    /// `.some(nil)` for an absent case, nil for bad bytes.
    mutating func enumCase<Case: CaseIterable>(_: Case.Type) -> Case?? {
        guard let raw = unsigned() else { return nil }
        guard raw > 0 else { return .some(nil) }
        let cases = Case.allCases
        guard raw <= UInt64(cases.count) else { return nil }
        return .some(cases[cases.index(cases.startIndex, offsetBy: Int(raw) - 1)])
    }
}
