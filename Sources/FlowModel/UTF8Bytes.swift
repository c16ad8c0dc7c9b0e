extension Array where Element == UInt8 {
    /// Appends a string's UTF-8 in one copy. `append(contentsOf: string.utf8)`
    /// takes a generic element-by-element path that cost the trace a tenth
    /// of a run; a native or small string's bytes are contiguous.
    @inlinable
    public mutating func appendUTF8(_ string: String) {
        let copied: Void? = string.utf8.withContiguousStorageIfAvailable { bytes in
            append(contentsOf: bytes)
        }
        if copied == nil { append(contentsOf: string.utf8) }
    }
}
