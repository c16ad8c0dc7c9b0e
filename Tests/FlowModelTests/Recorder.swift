@testable import FlowModel

/// Records what an app does, and runs hooks given as closures.
final class Recorder: AppObserver {
    var events: [Event] = []
    var hooks: [String: (App, InstanceID) throws -> Void] = [:]

    func app(_ app: App, emitted event: Event) {
        events.append(event)
    }

    func app(_ app: App, didCall method: LifecycleMethod, on instance: InstanceID) throws {
        let key = "\(app.name(instance)).\(method.rawValue)"
        try hooks[key]?(app, instance)
    }

    func app(_ app: App, prepareEmbed child: InstanceID, in container: InstanceID) throws {
        events.append(.callback(app.name(container), "prepare", app.controllers[child]?.scene))
    }

    /// Callbacks only, as trace text.
    var callbacks: [String] { events.filter { $0.kind == .callback }.map(\.text) }
    var warnings: [String] { events.filter { $0.kind == .warning }.map(\.text) }
    var notes: [String] { events.filter { $0.kind == .note }.map(\.text) }
}

/// A storyboard written compactly for tests.
func storyboard(initial: String, preSheetRules: Bool = false, _ scenes: [Scene]) -> Storyboard {
    Storyboard(scenes: Dictionary(uniqueKeysWithValues: scenes.map { ($0.name, $0) }),
               initialScene: initial, usesPreSheetRules: preSheetRules)
}

func content(_ name: String, definesContext: Bool = false, style: PresentationStyle? = nil,
             adapts: PresentationStyle? = nil) -> Scene {
    Scene(name: name, kind: .content, definesPresentationContext: definesContext,
          modalPresentationStyle: style, adaptiveStyle: adapts)
}

/// The recipes app of Language.md, reduced to its hierarchy.
func recipes(width: WidthClass = .compact, preSheetRules: Bool = false) -> (App, Recorder) {
    let board = storyboard(initial: "Tabs", preSheetRules: preSheetRules, [
        Scene(name: "Tabs", kind: .tabs, relationships: ["Browse", "Favorites"]),
        Scene(name: "Browse", kind: .navigation, relationships: ["RecipeList"]),
        Scene(name: "Favorites", kind: .navigation, relationships: ["FavoriteList"]),
        content("RecipeList"), content("FavoriteList"), content("RecipeDetail", definesContext: true),
        Scene(name: "AddRecipeNav", kind: .navigation, relationships: ["AddRecipe"]),
        content("AddRecipe"), content("Notes"), content("PhotoPicker"),
        Scene(name: "Shell", kind: .container, embeds: ["RecipeList", "Notes"]),
    ])
    let app = App(storyboard: board, width: width)
    let recorder = Recorder()
    app.observer = recorder
    return (app, recorder)
}

extension App {
    func id(_ name: String) -> InstanceID {
        controllers.values.first { $0.name == name }?.id ?? InstanceID(-1)
    }
}
