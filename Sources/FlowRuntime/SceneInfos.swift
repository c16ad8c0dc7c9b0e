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
    /// The scenes added since: boxed, none until one is, so that a program with none (every one
    /// `flow run` and `flow explore` make) copies with nothing more to retain.
    private var added: Added?

    private final class Added: Sendable {
        let scenes: TreeDictionary<String, SceneInfo>

        init(_ scenes: TreeDictionary<String, SceneInfo>) {
            self.scenes = scenes
        }
    }

    init(_ made: NameTable<SceneInfo>) {
        self.made = made
    }

    /// The scene named `name`.
    subscript(name: String) -> SceneInfo? {
        made[name] ?? added?.scenes[name]
    }

    /// Whether `name` is a scene added since the program was made.
    func isAdded(_ name: String) -> Bool {
        added?.scenes[name] != nil
    }

    /// Every scene's name: the program's in declaration order, then those added, in no order.
    var keys: [String] { made.keys + (added.map { Array($0.scenes.keys) } ?? []) }

    /// These scenes and `scene` under `name` (unless the name is taken).
    func adding(_ scene: SceneInfo, named name: String) -> SceneInfos {
        guard self[name] == nil else { return self }
        var scenes = self
        var added = self.added?.scenes ?? [:]
        added[name] = scene
        scenes.added = Added(added)
        return scenes
    }

    /// The program's scenes in declaration order, then those added, in no order.
    func makeIterator() -> AnyIterator<(name: String, value: SceneInfo)> {
        var made = self.made.makeIterator()
        var added = (self.added?.scenes ?? [:]).makeIterator()
        return AnyIterator {
            if let next = made.next() { return next }
            return added.next().map { ($0.key, $0.value) }
        }
    }
}
