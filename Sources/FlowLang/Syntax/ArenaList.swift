/// A list of syntax that is a view of a run in its parse's arena:
/// `StatementList`, `OptionList`, `MemberList`. Each reads its own arena;
/// what they share is here: positions from 0, and changes that make the
/// list anew, in an arena of its own (`init(_:)`), as an array's would
/// change it; equal and hashed by their elements.
public protocol ArenaList: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, Hashable,
    CustomReflectable where Index == Int, Element: Hashable {
    /// `elements`, kept in an arena of their own.
    init(_ elements: [Element])
}

extension ArenaList {
    /// Always 0.
    public var startIndex: Int { 0 }

    /// Replaces the elements in `subrange` with `newElements`: the list made anew.
    public mutating func replaceSubrange<C: Collection<Element>>(_ subrange: Range<Int>, with newElements: C) {
        var all = Array(self)
        all.replaceSubrange(subrange, with: newElements)
        self = Self(all)
    }

    /// Equal when they have as many elements and each is equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.elementsEqual(rhs)
    }

    /// Hashes the count and every element.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { element.hash(into: &hasher) }
    }

    /// The elements, as the array it stands for showed them (`SyntaxDump`, `--dump-ast`), not the arena.
    public var customMirror: Mirror {
        Mirror(self, unlabeledChildren: Array(self), displayStyle: .collection)
    }
}
