import FlowKit
import Foundation

/// Storyboards the API tests run.
enum Storyboards {
    static let recipes = """
        storyboard Main
        initial Browse

        navigation Browse { root RecipeList }

        scene RecipeList {
            title "Recipes"
            var opened = 0
            cell recipe -> show RecipeDetail id "showRecipe" prepare { set destination.name = "Soup" }
            button add  -> present AddRecipe style formSheet
            unwind saveRecipe { set saved = saved + 1 }
        }

        scene RecipeDetail { var name = "" }

        scene AddRecipe {
            button save -> unwind saveRecipe
        }

        var saved = 0

        test "saving counts" {
            tap add
            tap save
            expect saved == 1
        }

        test "fails on purpose" {
            expect saved == 5
        }
        """

    static func session(_ text: String = recipes, width: WidthClass = .compact) throws -> Session {
        try Session(document: FlowDocument.load(text: text, path: "recipes.flow"),
                    configuration: Session.Configuration(width: width))
    }
}

/// Collects trace items from any thread.
final class Collector: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [TraceItem] = []

    func append(_ item: TraceItem) {
        lock.lock()
        storage.append(item)
        lock.unlock()
    }

    var items: [TraceItem] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    /// The statements' texts and events' descriptions, in order.
    var lines: [String] {
        items.map { item in
            switch item {
            case .statement(let statement): return "> " + statement.text
            case .event(let event): return event.text
            case .output(let text): return "print " + text
            case .failure(let failure): return "failed " + failure.summary
            }
        }
    }
}
