/// A value's fields in one shared, copy-on-write box.
///
/// The index hands out `DeclaredType`s and `DeclaredSegue`s on every lookup
/// and every walk, and copying their dozens of fields (strings, arrays,
/// dictionaries, AST nodes) cost a retain and a release each; copying the box
/// costs one. Writing copies the box first unless this value is its only
/// owner, so a type keeping its fields here behaves exactly like the plain
/// struct it was. Package-wide for the graph's edges (`FlowGraph`), inlinable so
/// that other modules read it specialised, not through generic witnesses.
@usableFromInline package struct SharedFields<Fields: Hashable & Sendable>: Hashable, @unchecked Sendable {
    // @unchecked: the box is written only through `fields`' modify accessor,
    // after `isKnownUniquelyReferenced`, that is while no other value shares it.
    @usableFromInline final class Box {
        // No run-time exclusivity check on every read: accesses are
        // short, and writes happen only while the box is not shared.
        @exclusivity(unchecked) @usableFromInline var fields: Fields
        @inlinable init(_ fields: Fields) { self.fields = fields }
    }

    @usableFromInline var box: Box

    /// A box holding `fields`.
    @inlinable package init(_ fields: Fields) {
        box = Box(fields)
    }

    /// The fields; written in place when this value owns the box alone.
    @inlinable package var fields: Fields {
        // Borrowed, not returned: reading one field must not copy all of them.
        _read { yield box.fields }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            yield &box.fields
        }
    }

    // Equal when the fields are equal, as a synthesized conformance would be.
    @inlinable package static func == (lhs: SharedFields, rhs: SharedFields) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    @inlinable package func hash(into hasher: inout Hasher) { hasher.combine(box.fields) }
}

/// Fields whose every value has a default, for `LazySharedFields`: the
/// defaults, and one box of them that a value without a box of its own reads.
package protocol DefaultedFields: Hashable, Sendable {
    /// Every field at its default.
    init()
    /// `init()` in one box, made once per type (`static let`).
    static var defaultBox: SharedFields<Self> { get }
}

/// Fields that most values leave at their defaults, in a `SharedFields` box
/// made on the first write; until then nothing is allocated and a read finds
/// the defaults. Equal when the fields are, whether or not a box was made (a
/// field set and then reset equals one never set). A graph edge's details
/// and a declared type's seldom set members keep their fields so.
package struct LazySharedFields<Fields: DefaultedFields>: Hashable, @unchecked Sendable {
    // @unchecked for the same reason as SharedFields: the box is written only
    // while this value owns it alone.
    @usableFromInline var box: SharedFields<Fields>?

    /// No box: every field at its default.
    @inlinable package init() {}

    /// The fields: borrowed from this value's box or the type's box of
    /// defaults when read (yielding a `Fields` made or kept elsewhere would
    /// copy every field on every read); the box is made on the first write.
    @inlinable package var fields: Fields {
        _read {
            let shared = box ?? Fields.defaultBox
            yield shared.fields
        }
        _modify {
            var owned = box ?? SharedFields(Fields())
            box = nil  // so that `owned` holds the box alone and is written in place
            defer { box = owned }
            yield &owned.fields
        }
    }

    @inlinable package static func == (lhs: LazySharedFields, rhs: LazySharedFields) -> Bool {
        lhs.fields == rhs.fields
    }

    @inlinable package func hash(into hasher: inout Hasher) { hasher.combine(fields) }
}
