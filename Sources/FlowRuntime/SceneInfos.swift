import FlowLang
import HashTreeCollections

/// Every view-controller scene of a program by its model name, with the
/// declaration the interpreter runs hooks, segues and unwinds from: those the
/// program was made with, in a `NameTable` (flow's own hash: looked up several
/// times for every statement and callback), and those a session added to it
/// since (`Program.adding(_:)`), in a persistent table that each version of
/// the program shares with the one before, so that adding a scene costs the
/// scene, not the storyboard (issue 53).
struct SceneInfos: Sendable, Sequence {
    /// The scenes the program was made with.
    private let made: NameTable<SceneInfo>
    /// The scenes added since.
    private var added = TreeDictionary<String, SceneInfo>()

    init(_ made: NameTable<SceneInfo>) {
        self.made = made
    }

    /// The scene named `name`.
    subscript(name: String) -> SceneInfo? {
        made[name] ?? (added.isEmpty ? nil : added[name])
    }

    /// Whether `name` is a scene added since the program was made.
    func isAdded(_ name: String) -> Bool {
        !added.isEmpty && added[name] != nil
    }

    /// Every scene's name: the program's in declaration order, then those added, in no order.
    var keys: [String] { made.keys + added.keys }

    /// These scenes and `scene` under `name` (unless the name is taken).
    func adding(_ scene: SceneInfo, named name: String) -> SceneInfos {
        guard self[name] == nil else { return self }
        var scenes = self
        scenes.added[name] = scene
        return scenes
    }

    /// The program's scenes in declaration order, then those added, in no order.
    func makeIterator() -> AnyIterator<(name: String, value: SceneInfo)> {
        var made = self.made.makeIterator()
        var added = self.added.makeIterator()
        return AnyIterator {
            if let next = made.next() { return next }
            return added.next().map { ($0.key, $0.value) }
        }
    }
}
