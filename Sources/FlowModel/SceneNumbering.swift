// The storyboard's scenes by number, for packed checkpoints
// (AppCheckpoint+Packing.swift): each controller of each state `flow explore`
// keeps is written with its scene's number, one or two bytes, where its name
// took ten to forty (issue 53: a state of an imported app packed to 1.5 KB).

/// A storyboard's scenes numbered in the order of their names.
struct SceneNumbering: Sendable {
    /// Number → name and interned name.
    private let scenes: [(name: String, interned: EventText)]
    /// Name → number.
    private let numbers: [String: Int]

    init(_ scenes: [String: Scene]) {
        let sorted = scenes.sorted { $0.key < $1.key }
        self.scenes = sorted.map { ($0.key, $0.value.internedName) }
        var numbers: [String: Int] = [:]
        numbers.reserveCapacity(sorted.count)
        for (number, scene) in sorted.enumerated() { numbers[scene.key] = number }
        self.numbers = numbers
    }

    /// The number of the scene `name`; nil for a scene the storyboard lacks.
    func number(of name: String) -> Int? { numbers[name] }

    /// The scene numbered `number`; nil past the last.
    func scene(_ number: Int) -> (name: String, interned: EventText)? {
        scenes.indices.contains(number) ? scenes[number] : nil
    }
}
