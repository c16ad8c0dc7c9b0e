// The storyboard's scenes by number, for packed checkpoints
// (AppCheckpoint+Packing.swift): each controller of each state `flow explore`
// keeps is written with its scene's number, one or two bytes, where its name
// took ten to forty (issue 53: a state of an imported app packed to 1.5 KB).
// Each controller keeps its scene's number from its making
// (`Controller.sceneNumber`), so that packing it, hashing it into the
// explorer's key and finding its scene's declaration (`App.declaration(of:)`)
// index an array rather than hash its name.

/// A storyboard's scenes numbered in the order of their names.
struct SceneNumbering: Sendable {
    /// Number → name and interned name.
    private let scenes: [(name: String, interned: EventText)]
    /// Number → the scene's declaration.
    private let declarations: [Scene]
    /// Name → number.
    private let numbers: [String: Int]

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
    var count: Int { scenes.count }

    /// The number of the scene `name`; nil for a scene the storyboard lacks.
    func number(of name: String) -> Int? { numbers[name] }

    /// The number of `controller`'s scene: the one it was made with when that numbers the same
    /// scene here (a storyboard's numbering is the same for every app made from it), else by name.
    func number(of controller: Controller) -> Int? {
        let made = Int(controller.sceneNumber)
        if scenes.indices.contains(made), scenes[made].name == controller.scene { return made }
        return numbers[controller.scene]
    }

    /// `body` of the declaration of the scene numbered `number` when it is named `name`, else of
    /// the scene named `name` (a controller made from another storyboard's numbering), read in
    /// place: a field read through a copy of the whole `Scene` retained and released every other.
    func withDeclaration<Result>(numbered number: Int, named name: String, _ body: (UnsafePointer<Scene>) -> Result) -> Result? {
        let found = declarations.indices.contains(number) && scenes[number].name == name ? number : numbers[name]
        guard let found else { return nil }
        return declarations.withUnsafeBufferPointer { body($0.baseAddress.unsafelyUnwrapped + found) }
    }

    /// The scene numbered `number`; nil past the last.
    func scene(_ number: Int) -> (name: String, interned: EventText)? {
        scenes.indices.contains(number) ? scenes[number] : nil
    }
}
