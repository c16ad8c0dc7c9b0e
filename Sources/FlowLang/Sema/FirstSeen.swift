/// Names met so far in one scope, each with where it was first met: what the
/// duplicate checks keep.
///
/// Most scopes are a scene's members — a handful of controls, hooks or
/// variables — and a dictionary per kind per scene cost an allocation and a
/// hash of every name (8 % of checking a file of many small scenes). So a
/// short list is searched in order while it is short, and only a scope with
/// many names gets a dictionary: the work stays linear in the names.
struct FirstSeen {
    /// The names while there are few, in the order met.
    private var few: [(name: String, range: SourceRange)] = []
    /// Every name once there are many.
    private var many: [String: SourceRange]?

    /// Past this many names, a dictionary.
    private static let listLimit = 8

    /// Where `name` was first met; setting it records a name not met before.
    subscript(name: String) -> SourceRange? {
        get {
            if let many { return many[name] }
            return few.first { $0.name == name }?.range
        }
        set {
            guard let range = newValue else { return }
            if many != nil {
                many?[name] = range
            } else if few.count < Self.listLimit {
                few.append((name, range))
            } else {
                var all = Dictionary(few.map { ($0.name, $0.range) }, uniquingKeysWith: { first, _ in first })
                all[name] = range
                many = all
                few = []
            }
        }
    }
}
