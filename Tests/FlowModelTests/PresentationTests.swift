@testable import FlowModel
import Testing

/// UIKitModel.md, Presentation and Dismissal.
@Suite struct PresentationTests {
    func launched(width: WidthClass = .compact, preSheetRules: Bool = false) throws -> (App, Recorder) {
        let (app, recorder) = recipes(width: width, preSheetRules: preSheetRules)
        try app.launch()
        recorder.events = []
        return (app, recorder)
    }

    func present(_ app: App, _ scene: String, on receiver: String, style: PresentationStyle? = nil,
                 anchor: String? = nil, completion: Bool = false) throws {
        try app.viewController(app.id(receiver)).present(try app.instantiate(scene), style: style, transition: nil,
                        animated: true, anchor: anchor, completion: completion)
    }

    @Test func fullScreenPresentationAndDismissalOrders() throws {
        let (app, recorder) = try launched()
        try present(app, "AddRecipeNav", on: "RecipeList", style: .fullScreen, completion: true)
        #expect(recorder.notes.contains("present AddRecipeNav on Tabs (fullScreen)"), "the presentation root presents")
        #expect(recorder.callbacks == [
            "AddRecipe.willMove(AddRecipeNav)", "AddRecipe.didMove(AddRecipeNav)",
            "AddRecipeNav.viewDidLoad",
            "Tabs.viewWillDisappear(true)", "Browse.viewWillDisappear(true)", "RecipeList.viewWillDisappear(true)",
            "AddRecipeNav.viewWillAppear(true)", "AddRecipe.viewDidLoad", "AddRecipe.viewWillAppear(true)", "AddRecipeNav.viewIsAppearing(true)", "AddRecipe.viewIsAppearing(true)",
            "AddRecipeNav.viewDidAppear(true)", "AddRecipe.viewDidAppear(true)",
            "Tabs.viewDidDisappear(true)", "Browse.viewDidDisappear(true)", "RecipeList.viewDidDisappear(true)",
            "RecipeList.presentCompletion",
        ])
        #expect(app.viewController(app.id("RecipeList")).presentedViewController == app.id("AddRecipeNav"), "presented(X) looks at X's ancestors")
        #expect(app.viewController(app.id("AddRecipe")).presentingViewController == app.id("Tabs"))
        #expect(app.visible == app.id("AddRecipe"))

        recorder.events = []
        try app.viewController(app.id("AddRecipe")).dismiss(animated: true, completion: true)
        #expect(recorder.callbacks == [
            "AddRecipeNav.viewWillDisappear(true)", "AddRecipe.viewWillDisappear(true)",
            "Tabs.viewWillAppear(true)", "Browse.viewWillAppear(true)", "RecipeList.viewWillAppear(true)", "Tabs.viewIsAppearing(true)", "Browse.viewIsAppearing(true)", "RecipeList.viewIsAppearing(true)",
            "Tabs.viewDidAppear(true)", "Browse.viewDidAppear(true)", "RecipeList.viewDidAppear(true)",
            "AddRecipeNav.viewDidDisappear(true)", "AddRecipe.viewDidDisappear(true)",
            "AddRecipe.dismissCompletion",
        ])
        #expect(app.controller(app.id("AddRecipeNav")) == nil, "a dismissed controller is freed")
    }

    @Test func stylesThatKeepThePresenterGiveOnlyThePresentedCallbacks() throws {
        for style in [PresentationStyle.overFullScreen, .pageSheet, .formSheet, .overCurrentContext] {
            let (app, recorder) = try launched()
            try present(app, "Notes", on: "RecipeList", style: style)
            #expect(recorder.callbacks == ["Notes.viewDidLoad", "Notes.viewWillAppear(true)", "Notes.viewIsAppearing(true)",
                                           "Notes.viewDidAppear(true)"], "\(style)")
            recorder.events = []
            try app.viewController(app.id("Notes")).dismiss(animated: true, completion: false)
            #expect(recorder.callbacks == ["Notes.viewWillDisappear(true)", "Notes.viewDidDisappear(true)"], "\(style)")
        }
    }

    /// Apple, UIModalPresentationStyle.automatic: "formSheet in iOS 18 and later; pageSheet in
    /// versions of iOS earlier than iOS 18".
    @Test func automaticIsAFormSheetOnIOS18AndAPageSheetBeforeAndOnIOS12FullScreen() throws {
        let (app, _) = try launched()
        try present(app, "Notes", on: "RecipeList")
        #expect(app.viewController(app.id("Notes")).presentationStyle == .formSheet)
        #expect(PresentationStyle.automatic.resolvingAutomatic(onIOS: 18) == .formSheet)
        #expect(PresentationStyle.automatic.resolvingAutomatic(onIOS: 17) == .pageSheet)
        #expect(PresentationStyle.automatic.resolvingAutomatic(onIOS: 13) == .pageSheet)
        #expect(PresentationStyle.automatic.resolvingAutomatic(onIOS: 12) == .fullScreen)
        let (old, oldRecorder) = try launched(preSheetRules: true)
        try present(old, "Notes", on: "RecipeList")
        #expect(old.viewController(old.id("Notes")).presentationStyle == .fullScreen)
        #expect(oldRecorder.callbacks.contains("RecipeList.viewDidDisappear(true)"))
    }

    @Test func compactAdaptation() throws {
        let (app, _) = try launched()
        try present(app, "PhotoPicker", on: "RecipeList", style: .popover, anchor: "photo")
        #expect(app.viewController(app.id("PhotoPicker")).presentationStyle == .formSheet)
        let (old, _) = try launched(preSheetRules: true)
        try present(old, "PhotoPicker", on: "RecipeList", style: .formSheet)
        #expect(old.viewController(old.id("PhotoPicker")).presentationStyle == .fullScreen)
        let (regular, _) = try launched(width: .regular)
        try present(regular, "PhotoPicker", on: "RecipeList", style: .popover, anchor: "photo")
        #expect(regular.viewController(regular.id("PhotoPicker")).presentationStyle == .popover)
    }

    @Test func theScenesOwnAdaptationWins() throws {
        let board = storyboard(initial: "Home", [
            content("Home"), content("Tip", adapts: PresentationStyle.none), content("Card", adapts: .fullScreen),
        ])
        let app = App(storyboard: board, width: .compact)
        try app.launch()
        try app.viewController(app.id("Home")).present(try app.instantiate("Tip"), style: .popover, transition: nil, animated: true, anchor: "help", completion: false)
        #expect(app.viewController(app.id("Tip")).presentationStyle == .popover)
        try app.viewController(app.id("Home")).dismiss(animated: false, completion: false)
        try app.viewController(app.id("Home")).present(try app.instantiate("Card"), style: .formSheet, transition: nil, animated: true, anchor: nil, completion: false)
        #expect(app.viewController(app.id("Card")).presentationStyle == .fullScreen)
    }

    @Test func aPopoverShownAsAPopoverNeedsAnAnchor() throws {
        let (app, _) = try launched(width: .regular)
        #expect(throws: UIKitException.self) { try present(app, "PhotoPicker", on: "RecipeList", style: .popover) }
        #expect(app.controller(app.id("PhotoPicker")) == nil)
    }

    @Test func tapOutsideDismissesAPopover() throws {
        let (app, recorder) = try launched(width: .regular)
        try present(app, "PhotoPicker", on: "RecipeList", style: .popover, anchor: "photo")
        recorder.events = []
        try app.tapOutside()
        // A person's dismissal: the presentation controller's delegate is told around it.
        #expect(recorder.callbacks == ["PhotoPicker.presentationControllerShouldDismiss", "PhotoPicker.presentationControllerWillDismiss",
                                       "PhotoPicker.viewWillDisappear(true)", "PhotoPicker.viewDidDisappear(true)",
                                       "PhotoPicker.presentationControllerDidDismiss"])
        #expect(app.visible == app.id("RecipeList"))
    }

    @Test func presentingOnAControllerThatIsPresentingIsRefused() throws {
        let (app, recorder) = try launched()
        try present(app, "Notes", on: "RecipeList", style: .pageSheet)
        recorder.events = []
        try present(app, "AddRecipe", on: "RecipeList", style: .fullScreen)
        #expect(recorder.warnings == ["Attempt to present AddRecipe on Tabs (from RecipeList) which is already presenting Notes"])
        #expect(recorder.callbacks.isEmpty)
        #expect(app.controllers.values.allSatisfy { $0.scene != "AddRecipe" }, "the refused instance is freed")
    }

    @Test func presentingFromAViewOutsideTheWindowIsRefused() throws {
        let (app, recorder) = try launched()
        try present(app, "Notes", on: "FavoriteList", style: .overCurrentContext)
        #expect(recorder.warnings == ["Attempt to present Notes on Favorites (from FavoriteList) whose view is not in the window hierarchy"])
    }

    @Test func presentingDuringAPresentationIsRefused() throws {
        let (app, recorder) = try launched()
        recorder.hooks["Notes.viewWillAppear"] = { app, notes in
            try app.viewController(notes).present(try app.instantiate("AddRecipe"), style: .fullScreen, transition: nil,
                            animated: true, anchor: nil, completion: false)
        }
        try present(app, "Notes", on: "RecipeList", style: .fullScreen)
        #expect(recorder.warnings == ["Attempt to present AddRecipe on Notes (from Notes) while a presentation is in progress"])
        recorder.hooks["Notes.viewDidAppear"] = { app, notes in
            try app.viewController(notes).present(try app.instantiate("AddRecipe"), style: .fullScreen, transition: nil,
                            animated: true, anchor: nil, completion: false)
        }
        try app.viewController(app.id("Notes")).dismiss(animated: false, completion: false)
        recorder.events = []
        recorder.hooks["Notes.viewWillAppear"] = nil
        try present(app, "Notes", on: "RecipeList", style: .fullScreen)
        #expect(recorder.warnings.isEmpty, "from viewDidAppear a presentation may start")
        #expect(app.visible == app.id("AddRecipe"))
    }

    @Test func currentContextPresentsFromTheControllerThatDefinesIt() throws {
        let (app, recorder) = try launched()
        try app.navigation(app.id("Browse")).push(try app.instantiate("RecipeDetail"), animated: false)
        recorder.events = []
        try present(app, "Notes", on: "RecipeDetail", style: .currentContext)
        #expect(recorder.notes.contains("present Notes on RecipeDetail (currentContext)"))
        #expect(recorder.callbacks == [
            "Notes.viewDidLoad", "RecipeDetail.viewWillDisappear(true)", "Notes.viewWillAppear(true)", "Notes.viewIsAppearing(true)",
            "Notes.viewDidAppear(true)", "RecipeDetail.viewDidDisappear(true)",
        ])
        #expect(app.viewController(app.id("Notes")).presentingViewController == app.id("RecipeDetail"))
        #expect(app.visible == app.id("Notes"))
        // Without a controller that defines the context, the first navigation controller up from it
        // does (UIKit's default for UINavigationController is true), not the window's root.
        let (other, otherRecorder) = try launched()
        try present(other, "Notes", on: "RecipeList", style: .overCurrentContext)
        #expect(otherRecorder.notes.contains("present Notes on Browse (overCurrentContext)"))
    }

    @Test func aTabSwitchReachesACurrentContextPresentationInTheTab() throws {
        let (app, recorder) = try launched()
        try app.navigation(app.id("Browse")).push(try app.instantiate("RecipeDetail"), animated: false)
        try present(app, "Notes", on: "RecipeDetail", style: .currentContext)
        recorder.events = []
        try app.tabBar(app.id("Tabs")).select(tab: 1)
        #expect(recorder.callbacks.contains("Notes.viewWillDisappear(false)"))
        #expect(!recorder.callbacks.contains { $0.hasPrefix("RecipeDetail.view") }, "the covered controller stays off screen")
        recorder.events = []
        try app.tabBar(app.id("Tabs")).select(tab: 0)
        #expect(recorder.callbacks == [
            "Browse.viewWillAppear(false)", "Notes.viewWillAppear(false)",
            "Favorites.viewWillDisappear(false)", "FavoriteList.viewWillDisappear(false)",
            "Browse.viewIsAppearing(false)", "Notes.viewIsAppearing(false)",
            "Favorites.viewDidDisappear(false)", "FavoriteList.viewDidDisappear(false)",
            "Browse.viewDidAppear(false)", "Notes.viewDidAppear(false)",
        ])
        #expect(app.visible == app.id("Notes"))
    }

    @Test func dismissingAChainAnimatesOnlyTheTop() throws {
        let (app, recorder) = try launched()
        try present(app, "AddRecipeNav", on: "RecipeList", style: .fullScreen)
        try present(app, "Notes", on: "AddRecipe", style: .fullScreen)
        try present(app, "PhotoPicker", on: "Notes", style: .overFullScreen)
        recorder.events = []
        try app.viewController(app.id("RecipeList")).dismiss(animated: true, completion: false)
        // Notes showed under the over-full-screen PhotoPicker: it is told, not animated; AddRecipeNav,
        // covered by Notes, is not.
        #expect(recorder.callbacks == [
            "PhotoPicker.viewWillDisappear(true)", "Notes.viewWillDisappear(false)",
            "Tabs.viewWillAppear(true)", "Browse.viewWillAppear(true)", "RecipeList.viewWillAppear(true)", "Tabs.viewIsAppearing(true)", "Browse.viewIsAppearing(true)", "RecipeList.viewIsAppearing(true)",
            "Tabs.viewDidAppear(true)", "Browse.viewDidAppear(true)", "RecipeList.viewDidAppear(true)",
            "PhotoPicker.viewDidDisappear(true)", "Notes.viewDidDisappear(false)",
        ])
        #expect(app.controllers.count == 5)
        recorder.events = []
        try app.viewController(app.id("RecipeList")).dismiss(animated: true, completion: false)
        #expect(recorder.events.isEmpty, "dismissing with nothing presented does nothing")
    }

    @Test func aSizeChangeReachesEveryLoadedInstanceOnScreenAndAdaptsAgain() throws {
        let (app, recorder) = try launched(width: .regular)
        try present(app, "PhotoPicker", on: "RecipeList", style: .popover, anchor: "photo")
        recorder.events = []
        try app.windowScene.setWidth(.compact)
        #expect(recorder.callbacks == [
            "Tabs.willTransition(compact)", "Browse.willTransition(compact)", "RecipeList.willTransition(compact)",
            "PhotoPicker.willTransition(compact)",
            "Tabs.viewWillTransition", "Browse.viewWillTransition", "RecipeList.viewWillTransition", "PhotoPicker.viewWillTransition",
            "Tabs.traitCollectionDidChange", "Browse.traitCollectionDidChange", "RecipeList.traitCollectionDidChange",
            "PhotoPicker.traitCollectionDidChange",
        ])
        #expect(app.viewController(app.id("PhotoPicker")).presentationStyle == .formSheet)
        try app.windowScene.setWidth(.regular)
        #expect(app.viewController(app.id("PhotoPicker")).presentationStyle == .popover)
    }
}
