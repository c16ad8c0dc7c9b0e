import HashTreeCollections

// The storyboard's scenes by number, for packed checkpoints
// (AppCheckpoint+Packing.swift): each controller of each state `flow explore`
// keeps is written with its scene's number, one or two bytes, where its name
// took ten to forty (issue 53: a state of an imported app packed to 1.5 KB).
// Each controller keeps its scene's number from its making
// (`Controller.sceneNumber`), so that packing it, hashing it into the
// explorer's key and finding its scene's declaration (`App.declaration(of:)`)
// index an array rather than hash its name.

/// A storyboard's scenes numbered in the order of their names; scenes a
/// session adds to its program later (`Storyboard.adding(_:)`) are numbered
/// after them, in the order they come, in persistent tables that each
/// version of the program shares with the one before (issue 53: the
/// numbering was made again, sorted, at each scene a session declared and
/// named).
struct SceneNumbering: Sendable {
    /// What was added after the storyboard was numbered: a box, none until a scene is added, so
    /// that copying a numbering with none (every app `flow run` and `flow explore` make) retains nothing more.
    private final class Additions: Sendable {
        let numbers: TreeDictionary<String, Int>
        let scenes: TreeDictionary<Int, (name: String, interned: EventText, declaration: Scene)>

        init(numbers: TreeDictionary<String, Int>,
             scenes: TreeDictionary<Int, (name: String, interned: EventText, declaration: Scene)>) {
            self.numbers = numbers
            self.scenes = scenes
        }
    }

    /// Number → name and interned name.
    private let scenes: [(name: String, interned: EventText)]
    /// Number → the scene's declaration.
    private let declarations: [Scene]
    /// Name → number.
    private let numbers: [String: Int]
    /// Scenes added later, numbered from `scenes.count` on.
    private var additions: Additions?

    init(_ scenes: [String: Scene]) {
        let sorted = scenes.sorted { $0.key < $1.key }
        self.scenes = sorted.map { ($0.key, $0.value.internedName) }
        declarations = sorted.map(\.value)
        var numbers: [String: Int] = [:]
        numbers.reserveCapacity(sorted.count)
        for (number, scene) in sorted.enumerated() { numbers[scene.key] = number }
        self.numbers = numbers
    }

    /// How many scenes are numbered (0 to count - 1).
    var count: Int { scenes.count + (additions?.scenes.count ?? 0) }

    /// The number of the scene `name`; nil for a scene the storyboard lacks.
    func number(of name: String) -> Int? {
        numbers[name] ?? additions?.numbers[name]
    }

    /// This numbering with `scene` numbered after the last; in time of the scenes added so far's
    /// logarithm, sharing the rest.
    func adding(_ scene: Scene) -> SceneNumbering {
        var numbering = self
        let number = count
        var numbers = additions?.numbers ?? [:]
        var scenes = additions?.scenes ?? [:]
        numbers[scene.name] = number
        scenes[number] = (scene.name, scene.internedName, scene)
        numbering.additions = Additions(numbers: numbers, scenes: scenes)
        return numbering
    }

    /// The number of `controller`'s scene: the one it was made with when that numbers the same
    /// scene here (a storyboard's numbering is the same for every app made from it), else by name.
    func number(of controller: Controller) -> Int? {
        let made = Int(controller.sceneNumber)
        if scenes.indices.contains(made), scenes[made].name == controller.scene { return made }
        return number(of: controller.scene)
    }

    /// `body` of the declaration of the scene numbered `number` when it is named `name`, else of
    /// the scene named `name` (a controller made from another storyboard's numbering), read in
    /// place: a field read through a copy of the whole `Scene` retained and released every other.
    func withDeclaration<Result>(numbered number: Int, named name: String, _ body: (UnsafePointer<Scene>) -> Result) -> Result? {
        let found = declarations.indices.contains(number) && scenes[number].name == name ? number : numbers[name]
        guard let found else {
            guard let additions,
                  let added = additions.scenes[number].flatMap({ $0.name == name ? $0 : nil })
                    ?? additions.numbers[name].flatMap({ additions.scenes[$0] }) else { return nil }
            return withUnsafePointer(to: added.declaration) { body($0) }
        }
        return declarations.withUnsafeBufferPointer { body($0.baseAddress.unsafelyUnwrapped + found) }
    }

    /// The scene numbered `number`; nil past the last.
    func scene(_ number: Int) -> (name: String, interned: EventText)? {
        if scenes.indices.contains(number) { return scenes[number] }
        return additions?.scenes[number].map { ($0.name, $0.interned) }
    }
}
