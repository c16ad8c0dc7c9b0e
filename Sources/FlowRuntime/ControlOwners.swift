import FlowLang
import FlowStorage

/// The scenes declaring each control name, made on first use and kept for
/// the program's life: a `tap` that finds no scene to tap says which scenes
/// own the control ("'row7' belongs to 'List7'"). Each such failure scanned
/// every scene, so a large file whose tests fail at their taps took time
/// quadratic in its size (`.ci/scaling`: the taps shape's tests, 0.28 s at
/// 1 MB and 2.9 s at 4 MB, exponent 1.7).
final class ControlOwners: Sendable {
    private let table = Locked<[String: [String]]?>(nil)

    /// The scenes of `scenes` that declare `control`, sorted.
    func owners(of control: String, in scenes: SceneInfos) -> [String] {
        table.withLock { table in
            if table == nil {
                var built: [String: [String]] = [:]
                for scene in scenes {
                    for declared in scene.value.type.controls { built[declared.name, default: []].append(scene.name) }
                }
                for key in built.keys { built[key]?.sort() }
                table = built
            }
            return table?[control] ?? []
        }
    }
}
