extension String {
    /// `parts` one after another, written into one allocation of the exact
    /// size. The notes every transition writes (`pop Detail from Nav`)
    /// grew their buffer part by part through string interpolation, each
    /// growth a reallocation and a copy; one allocation of the sum does not.
    static func concatenation(_ parts: [String]) -> String {
        var count = 0
        for part in parts { count += part.utf8.count }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var end = 0
            for var part in parts {
                end += part.withUTF8 { UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(fromContentsOf: $0) }
            }
            return end
        }
    }
}

extension App {
    /// The instances' names separated by `, `, appended to `parts` for a note.
    func appendNames(_ ids: some Sequence<InstanceID>, to parts: inout [String]) {
        for (position, id) in ids.enumerated() {
            if position > 0 { parts.append(", ") }
            parts.append(name(id))
        }
    }
}
