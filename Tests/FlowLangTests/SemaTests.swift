import FlowLang
import Testing

/// Focused tests of semantic analysis: the index of a whole storyboard, and
/// clean files that must produce no diagnostics. Each error class has a
/// golden fixture instead (Fixtures/diagnostics/sema-*.flow).
@Suite struct SemaTests {
    /// Language.md's whole example.
    static let recipes = """
    // Recipes: a tab bar app with a navigation stack, a modal editor and unwind segues.
    storyboard Main
    initial Tabs

    tabs Tabs { Browse, Favorites; restoration "tabs" }

    navigation Browse { root RecipeList; restoration "browse" }
    navigation Favorites { root FavoriteList }

    scene RecipeList {
        title "Recipes"
        restoration "recipes"
        cell recipe  -> show RecipeDetail id "showRecipe"
        button add   -> present AddRecipeNav style fullScreen transition coverVertical
        unwind cancelAdd
        unwind saveRecipe { set saved = saved + 1 }
    }

    scene RecipeDetail {
        restoration "detail"
        defines context
        button photo -> popover PhotoPicker
        button notes -> present Notes style overCurrentContext
    }

    navigation AddRecipeNav { root AddRecipe }

    scene AddRecipe {
        button cancel -> unwind cancelAdd
        button save   -> unwind saveRecipe when recipeName != ""
    }

    scene FavoriteList {}
    scene PhotoPicker { size 320 x 480 }
    scene Notes {}

    var saved = 0
    var recipeName = ""

    test "adding a recipe and cancelling returns to the list" {
        tap add
        expect visible == AddRecipe
        expect presented(RecipeList) == AddRecipeNav
        tap cancel
        expect visible == RecipeList
        expect saved == 0
    }

    test "saving counts" {
        tap add
        set recipeName = "Soup"
        tap save
        expect saved == 1
        expect stack(Browse) == [RecipeList]
    }
    """

    func render(_ result: CheckResult) -> String {
        DiagnosticRenderer(files: result.sources).render(result.diagnostics)
    }

    @Test func languageExampleIsClean() {
        let result = check(SourceFile(path: "recipes.flow", text: Self.recipes))
        #expect(result.diagnostics.isEmpty, "\(render(result))")
    }

    /// The checker keeps the first option of each kind in a table of
    /// `OptionKind.ordinalCount` places: every kind has its own, inside it.
    @Test func everyKindOfOptionHasItsOwnOrdinal() {
        let name = Identifier(name: "x", range: .empty(at: 0))
        let block = Block(statements: [], range: .empty(at: 0))
        let kinds: [OptionKind] = [
            .identifier(StringLiteral(value: "x", range: .empty(at: 0))), .style(name), .transition(name),
            .animator(name), .presenter(name), .animated(true, .empty(at: 0)), .anchor(name), .from(name),
            .on(QualifiedName(name)), .when(.name(name)), .prepare(block), .perform(block), .size(name),
        ]
        #expect(OptionKind.ordinalCount == kinds.count)
        #expect(kinds.map(\.ordinal).sorted() == Array(0..<OptionKind.ordinalCount))
        #expect(Set(kinds.map(\.keyword)).count == kinds.count)
    }

    /// A reference's id, written byte by byte: any UTF-8, empty parts included.
    @Test func aTypeReferenceReadsStoryboardDotName() {
        #expect(TypeReference(storyboard: "Main", name: "RecipeList").description == "Main.RecipeList")
        #expect(TypeReference(storyboard: "Réglages", name: "Écran😀").description == "Réglages.Écran😀")
        #expect(TypeReference(storyboard: "", name: "").description == ".")
        let long = String(repeating: "x", count: 40)
        #expect(TypeReference.qualified(long, "y") == long + ".y")
    }

    @Test func languageExampleIndex() {
        let index = check(SourceFile(path: "recipes.flow", text: Self.recipes)).index
        #expect(index.name == "Main")
        #expect(index.initial == TypeReference(storyboard: "Main", name: "Tabs"))
        #expect(index.launchScene == index.initial)
        #expect(index.platform == nil)
        #expect(index.typeOrder == ["Tabs", "Browse", "Favorites", "RecipeList", "RecipeDetail", "AddRecipeNav",
                                    "AddRecipe", "FavoriteList", "PhotoPicker", "Notes"])
        #expect(index.viewControllers.count == 10)
        #expect(index.animators.isEmpty && index.presenters.isEmpty)
        #expect(index.globalOrder == ["saved", "recipeName"])
        #expect(index.tests.map(\.name) == ["adding a recipe and cancelling returns to the list", "saving counts"])
        #expect(index.script.isEmpty)

        let tabs = index["Tabs"]
        #expect(tabs?.kind == .tabs)
        #expect(tabs?.children.map(\.kind) == [.tab, .tab])
        #expect(tabs?.children.compactMap(\.target?.name) == ["Browse", "Favorites"])
        #expect(tabs?.restorationIdentifier == "tabs")
        #expect(index["Browse"]?.children.map(\.kind) == [.root])
        #expect(index["Browse"]?.children.first?.target?.name == "RecipeList")

        let list = index["RecipeList"]
        #expect(list?.title == "Recipes")
        #expect(list?.controlOrder == ["recipe", "add"])
        #expect(list?.controls["recipe"]?.kind == .cell)
        #expect(list?.unwindActionOrder == ["cancelAdd", "saveRecipe"])
        #expect(list?.unwindActions["saveRecipe"]?.body?.statements.count == 1)
        #expect(list?.segue(identifier: "showRecipe")?.kind == .show)
        #expect(list?.segue(identifier: "showRecipe")?.destination?.name == "RecipeDetail")
        #expect(list?.segues.last?.destination?.name == "AddRecipeNav")
        #expect(list?.segues.last?.segue.options.count == 2)

        let detail = index["RecipeDetail"]
        #expect(detail?.definesPresentationContext == true)
        #expect(detail?.segues.map(\.kind) == [.popover, .present])
        let save = index["AddRecipe"]?.segues.last
        #expect(save?.kind == .unwind && save?.unwindAction == "saveRecipe" && save?.destination == nil)
        #expect(index["PhotoPicker"]?.preferredContentSize == Dimensions(width: 320, height: 480))
    }

    @Test func cleanFileWithEveryFeature() {
        let text = """
        storyboard Shop
        initial Root
        platform iOS 12

        container Root { embed Menu id "menu" prepare { set destination.taps = 1 }; title "Root" }
        scene Menu {
            var taps = 0
            button open -> present Sheet style custom presenter Half animator Fade
            button detail -> popover Info anchor detail
            segue "manual" -> popover Info anchor detail
            item more -> custom Info "FadeSegue" perform { present Info animated false }
            on viewWillAppear { alongside { set taps = taps + 1 } }
            unwind back when source.taps >= 0 { set taps = source.taps }
        }
        scene Sheet { button close -> unwind back; style pageSheet; transition crossDissolve; provides transition }
        scene Info { size 320 x 200; adapts none }
        animator Fade { duration 0.35; interactive }
        presenter Half { frame 0.5 x 1.0; dims; removes presenter }
        split Split { primary Menu; secondary Info }

        var opened = 0

        test "opening" {
            tap open
            expect events { Half.presentationTransitionWillBegin; Sheet.viewWillAppear(true) }
            expect presented(Menu) == Sheet && style(Sheet) == custom
            expect Menu.taps == 1 && Shop.Menu == Menu && Menu#2 != visible
            tap Sheet.close
            perform "manual"
            select 1
            swipe back to 40% then cancel
            wait 0.2
            size regular
            expect count(children(Root)) == 1 && size == regular && visible == Menu
        }
        """
        let result = check(SourceFile(path: "shop.flow", text: text))
        #expect(result.diagnostics.isEmpty, "\(render(result))")
        #expect(result.index.platform?.major == 12)
        #expect(result.index.animators.first?.duration == 0.35)
        #expect(result.index.presenters.first?.frame == Dimensions(width: 0.5, height: 1.0))
        #expect(result.index["Root"]?.children.first?.kind == .embed)
        #expect(result.index["Menu"]?.segue(identifier: "manual")?.kind == .popover)
    }

    @Test func importedStoryboardIsIndexedAndResolved() {
        let settings = SourceFile(path: "Settings.flow", text: """
        storyboard Settings
        initial Root
        scene Root { button done -> unwind closeSettings }
        """)
        let main = SourceFile(path: "main.flow", text: """
        import "Settings.flow"
        initial Home
        scene Home {
            button settings -> present Settings
            button direct -> present Settings.Root
            unwind closeSettings
        }
        test "settings" { tap settings; tap done; expect visible == Settings.Root }
        """)
        let result = check(main) { path, _ in path == "Settings.flow" ? settings : nil }
        #expect(result.diagnostics.isEmpty, "\(render(result))")
        #expect(result.sources.map(\.path) == ["main.flow", "Settings.flow"])
        #expect(result.index.importOrder == ["Settings"])
        let root = TypeReference(storyboard: "Settings", name: "Root")
        #expect(result.index["Home"]?.segues.compactMap(\.destination) == [root, root])
        #expect(result.index.type(root)?.controls["done"]?.kind == .button)
    }

    @Test func warningsDoNotCountAsErrors() {
        let result = check(SourceFile(path: "w.flow", text: "scene A {}\nscene B { button b -> unwind nowhere }\n"))
        #expect(!result.hasErrors)
        #expect(result.diagnostics.map(\.id) == ["missing-initial", "unknown-unwind-action"])
        #expect(result.index.launchScene == TypeReference(storyboard: "w", name: "A"))
    }

    @Test(arguments: [
        "scene {", "tabs T { , }", "initial", "scene A { button -> }", "set = 1", "expect events { .x }",
        "scene A { root }", "import \"\"", "tap A.", "platform iOS", "initial A.B.C", "tap A.B.C.D",
        "scene A { button b -> show", "expect presented()", "set x.", "navigation N { root N#2 }",
    ])
    func partialTreesDoNotCrash(_ text: String) {
        _ = check(SourceFile(path: "partial.flow", text: text))
    }
}
