extension Array {
    /// `head`'s elements followed by `tail`'s, moved into one new array
    /// rather than copied.
    ///
    /// Why: a split parse (`SplitParse`) ends with two long arrays of syntax,
    /// the tail's built by the other thread. `head + tail` copies every
    /// element, retaining what it holds, and then frees the halves, releasing
    /// it all again: on a 16 MB file, tens of milliseconds of reference
    /// counting on memory the other core wrote, while that core waits. Moving
    /// touches no reference count. Swift's arrays cannot hand their elements
    /// over, so each half's slots are refilled with `placeholder` after the
    /// move, to be destroyed with the half; it should hold nothing counted
    /// (an empty name, a range), so that this costs a write, not a retain.
    /// A half shared with another array is copied first, as any write would.
    /// Both arrays are left empty.
    static func joinedByMoving(_ head: inout [Element], _ tail: inout [Element], placeholder: Element) -> [Element] {
        let joined = [Element](unsafeUninitializedCapacity: head.count + tail.count) { joined, initialized in
            func moveAll(_ source: inout UnsafeMutableBufferPointer<Element>) {
                guard !source.isEmpty else { return }
                initialized += UnsafeMutableBufferPointer(rebasing: joined[initialized...]).moveInitialize(fromContentsOf: source)
                source.initialize(repeating: placeholder)
            }
            head.withUnsafeMutableBufferPointer { moveAll(&$0) }
            tail.withUnsafeMutableBufferPointer { moveAll(&$0) }
        }
        head = []
        tail = []
        return joined
    }
}
