/// A type's segues, in order: a collection that holds none or one without
/// an array of its own.
///
/// Most scenes fire one segue or none (every scene of the chain shape has
/// one), and an array of one was an allocation of 40 bytes, and 16 more of
/// the allocator's, for each: 0.7 MB of the 2 MB chain's 21 MB heap. One
/// segue is kept in place (it is a reference to its box, as the array's
/// buffer was, so the type's fields do not grow); two or more in an array.
/// It reads like the array it replaces: indexed from 0, walked in order,
/// changed in place, appended to, written as an array literal.
public struct DeclaredSegues: RandomAccessCollection, MutableCollection, Sendable, ExpressibleByArrayLiteral {
    @usableFromInline enum Storage: Sendable {
        case none
        case one(DeclaredSegue)
        case many([DeclaredSegue])
    }

    @usableFromInline var storage: Storage

    /// No segues.
    public init() { storage = .none }

    /// `segues`, in order.
    public init(_ segues: some Sequence<DeclaredSegue>) {
        self.init()
        for segue in segues { append(segue) }
    }

    /// The segues written, in order: `[first, second]`.
    public init(arrayLiteral segues: DeclaredSegue...) { self.init(segues) }

    /// 0: segues are indexed from 0, as in an array.
    @inlinable public var startIndex: Int { 0 }

    /// How many segues there are.
    @inlinable public var endIndex: Int {
        switch storage {
        case .none: return 0
        case .one: return 1
        case .many(let segues): return segues.count
        }
    }

    /// The segue at `position`, from 0.
    @inlinable public subscript(position: Int) -> DeclaredSegue {
        get {
            switch storage {
            case .one(let segue):
                precondition(position == 0, "segue index out of range")
                return segue
            case .many(let segues): return segues[position]
            case .none: preconditionFailure("segue index out of range")
            }
        }
        // In place: the segue taken out is its box's only owner while it is
        // changed (`segues[i].destination = …`), as an array's element was.
        _modify {
            switch storage {
            case .one(var segue):
                precondition(position == 0, "segue index out of range")
                storage = .none
                defer { storage = .one(segue) }
                yield &segue
            case .many(var segues):
                storage = .none  // so that `segues` is the array's only owner and is written in place
                defer { storage = .many(segues) }
                yield &segues[position]
            case .none: preconditionFailure("segue index out of range")
            }
        }
    }

    /// The segues in order: one handed out as it is, many through the
    /// array's own iterator (not a switch on the storage per element).
    public struct Iterator: IteratorProtocol {
        @usableFromInline var one: DeclaredSegue?
        @usableFromInline var many: IndexingIterator<[DeclaredSegue]>?

        @inlinable init(_ storage: Storage) {
            switch storage {
            case .none: break
            case .one(let segue): one = segue
            case .many(let segues): many = segues.makeIterator()
            }
        }

        @inlinable public mutating func next() -> DeclaredSegue? {
            if let segue = one {
                one = nil
                return segue
            }
            return many?.next()
        }
    }

    /// The segues in order.
    @inlinable public func makeIterator() -> Iterator { Iterator(storage) }

    /// How many segues there are.
    @inlinable public var count: Int { endIndex }

    /// Adds `segue` after the others.
    public mutating func append(_ segue: DeclaredSegue) {
        switch storage {
        case .none: storage = .one(segue)
        case .one(let first): storage = .many([first, segue])
        case .many(var segues):
            storage = .none
            segues.append(segue)
            storage = .many(segues)
        }
    }
}

/// Equal when they hold equal segues in the same order, as the array was.
extension DeclaredSegues: Hashable {
    public static func == (lhs: DeclaredSegues, rhs: DeclaredSegues) -> Bool { lhs.elementsEqual(rhs) }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for segue in self { hasher.combine(segue) }
    }
}

extension DeclaredSegues: CustomReflectable {
    /// The segues, as the array showed them.
    public var customMirror: Mirror { Mirror(self, unlabeledChildren: Array(self), displayStyle: .collection) }
}
