@testable import FlowModel
import Testing

/// UIKitModel.md, Lifecycle and appearance; Containment.
@Suite struct ContainmentTests {
    @Test func launchInstantiatesDepthFirstThenAppearsParentBeforeChild() throws {
        let (app, recorder) = recipes()
        try app.launch()
        #expect(recorder.callbacks == [
            "RecipeList.willMove(Browse)", "RecipeList.didMove(Browse)",
            "Browse.willMove(Tabs)", "Browse.didMove(Tabs)",
            "FavoriteList.willMove(Favorites)", "FavoriteList.didMove(Favorites)",
            "Favorites.willMove(Tabs)", "Favorites.didMove(Tabs)",
            "Tabs.viewDidLoad", "Tabs.viewWillAppear(false)",
            "Browse.viewDidLoad", "Browse.viewWillAppear(false)",
            "RecipeList.viewDidLoad", "RecipeList.viewWillAppear(false)", "Tabs.viewIsAppearing(false)", "Browse.viewIsAppearing(false)", "RecipeList.viewIsAppearing(false)",
            "Tabs.viewDidAppear(false)", "Browse.viewDidAppear(false)", "RecipeList.viewDidAppear(false)",
        ])
        #expect(app.controller(app.id("FavoriteList"))?.isViewLoaded == false, "a hidden tab's view is not loaded")
        #expect(app.visible == app.id("RecipeList"))
    }

    @Test func pushAndPopOrders() throws {
        let (app, recorder) = recipes()
        try app.launch()
        recorder.events = []
        let detail = try app.instantiate("RecipeDetail")
        try app.navigation(app.id("Browse")).push(detail, animated: true)
        #expect(recorder.callbacks == [
            "RecipeDetail.willMove(Browse)", "RecipeDetail.viewDidLoad",
            "RecipeList.viewWillDisappear(true)", "RecipeDetail.viewWillAppear(true)", "RecipeDetail.viewIsAppearing(true)",
            "RecipeList.viewDidDisappear(true)", "RecipeDetail.viewDidAppear(true)",
            "RecipeDetail.didMove(Browse)",
        ])
        recorder.events = []
        try app.navigation(app.id("Browse")).pop(animated: true)
        #expect(recorder.callbacks == [
            "RecipeDetail.willMove(nil)", "RecipeDetail.viewWillDisappear(true)",
            "RecipeList.viewWillAppear(true)", "RecipeList.viewIsAppearing(true)", "RecipeDetail.viewDidDisappear(true)",
            "RecipeList.viewDidAppear(true)", "RecipeDetail.didMove(nil)",
        ])
        #expect(app.controller(detail) == nil, "a popped instance is freed")
        recorder.events = []
        try app.navigation(app.id("Browse")).pop(animated: true)
        #expect(recorder.events.isEmpty, "pop on a stack of one does nothing")
    }

    @Test func popToRootIsOneTransition() throws {
        let (app, recorder) = recipes()
        try app.launch()
        for _ in 0..<3 { try app.navigation(app.id("Browse")).push(try app.instantiate("RecipeDetail"), animated: false) }
        #expect(app.controller(app.id("Browse"))?.children.map { app.name($0) } ==
                ["RecipeList", "RecipeDetail", "RecipeDetail#2", "RecipeDetail#3"])
        recorder.events = []
        try app.navigation(app.id("Browse")).popToRoot(animated: true)
        #expect(recorder.callbacks == [
            "RecipeDetail#3.willMove(nil)", "RecipeDetail#2.willMove(nil)", "RecipeDetail.willMove(nil)",
            "RecipeDetail#3.viewWillDisappear(true)", "RecipeList.viewWillAppear(true)", "RecipeList.viewIsAppearing(true)",
            "RecipeDetail#3.viewDidDisappear(true)", "RecipeList.viewDidAppear(true)",
            "RecipeDetail#3.didMove(nil)", "RecipeDetail#2.didMove(nil)", "RecipeDetail.didMove(nil)",
        ])
        #expect(app.controllers.count == 5, "everything popped is freed")
    }

    @Test func instanceNamesTakeTheLowestFreeSuffix() throws {
        let (app, _) = recipes()
        try app.launch()
        let browse = app.id("Browse")
        for _ in 0..<3 { try app.navigation(browse).push(try app.instantiate("RecipeDetail"), animated: false) }
        try app.navigation(browse).pop(to: app.id("RecipeDetail"), animated: false)
        let again = try app.instantiate("RecipeDetail")
        #expect(app.name(again) == "RecipeDetail#2")
    }

    @Test func pushingANavigationControllerIsAnException() throws {
        let (app, _) = recipes()
        try app.launch()
        let navigation = try app.instantiate("AddRecipeNav")
        #expect(throws: UIKitException("Pushing a navigation controller is not supported")) {
            try app.navigation(app.id("Browse")).push(navigation, animated: true)
        }
    }

    @Test func aPushDuringAnAnimatedPushWaitsForItToEnd() throws {
        let (app, recorder) = recipes()
        try app.launch()
        recorder.hooks["RecipeDetail.viewWillAppear"] = { app, _ in
            try app.navigation(app.id("Browse")).push(try app.instantiate("Notes"), animated: true)
        }
        try app.navigation(app.id("Browse")).push(try app.instantiate("RecipeDetail"), animated: true)
        #expect(recorder.warnings == ["nested push animation can result in a corrupted navigation bar"])
        let stack = app.controllers.children(of: app.id("Browse")).map { app.name($0) }
        #expect(stack == ["RecipeList", "RecipeDetail", "Notes"])
    }

    @Test func selectingATabLetsTheIncomingAppearFirst() throws {
        let (app, recorder) = recipes()
        try app.launch()
        recorder.events = []
        try app.tabBar(app.id("Tabs")).select(tab: 1)
        #expect(recorder.callbacks == [
            "Favorites.viewDidLoad", "Favorites.viewWillAppear(false)",
            "FavoriteList.viewDidLoad", "FavoriteList.viewWillAppear(false)",
            "Browse.viewWillDisappear(false)", "RecipeList.viewWillDisappear(false)", "Favorites.viewIsAppearing(false)", "FavoriteList.viewIsAppearing(false)",
            "Browse.viewDidDisappear(false)", "RecipeList.viewDidDisappear(false)",
            "Favorites.viewDidAppear(false)", "FavoriteList.viewDidAppear(false)",
        ])
    }

    @Test func reselectingANavigationTabPopsToRoot() throws {
        let (app, recorder) = recipes()
        try app.launch()
        try app.navigation(app.id("Browse")).push(try app.instantiate("RecipeDetail"), animated: false)
        recorder.events = []
        try app.tabBar(app.id("Tabs")).select(tab: 0)
        #expect(recorder.callbacks.first == "RecipeDetail.willMove(nil)")
        #expect(app.visible == app.id("RecipeList"))
        #expect(throws: UIKitException.self) { try app.tabBar(app.id("Tabs")).select(tab: 5) }
    }

    @Test func embedSeguesRunWhileTheContainerLoads() throws {
        let (app, recorder) = recipes()
        try app.launch()
        recorder.events = []
        let shell = try app.instantiate("Shell")
        try app.viewController(app.id("Tabs")).present(shell, style: .fullScreen, transition: nil, animated: false, anchor: nil, completion: false)
        let calls = recorder.callbacks
        let load = calls.firstIndex(of: "Shell.viewDidLoad") ?? -1
        #expect(Array(calls.prefix(4)) == [
            "Shell.prepare(RecipeList)", "RecipeList#2.willMove(Shell)", "RecipeList#2.viewDidLoad", "RecipeList#2.didMove(Shell)",
        ])
        #expect(load > 4, "the container's viewDidLoad comes after its embed segues")
        #expect(calls.contains("RecipeList#2.viewWillAppear(false)"), "a custom container forwards appearance to all children")
    }

    @Test func embedAndUnembedOnScreen() throws {
        let (app, recorder) = recipes()
        try app.launch()
        let shell = try app.instantiate("Shell")
        try app.viewController(app.id("Tabs")).present(shell, style: .fullScreen, transition: nil, animated: false, anchor: nil, completion: false)
        recorder.events = []
        let child = try app.instantiate("PhotoPicker")
        try app.viewController(shell).addChild(child)
        #expect(recorder.callbacks == [
            "PhotoPicker.willMove(Shell)", "PhotoPicker.viewDidLoad", "PhotoPicker.viewWillAppear(false)", "PhotoPicker.viewIsAppearing(false)",
            "PhotoPicker.viewDidAppear(false)", "PhotoPicker.didMove(Shell)",
        ])
        recorder.events = []
        try app.viewController(child).removeFromParent()
        #expect(recorder.callbacks == [
            "PhotoPicker.willMove(nil)", "PhotoPicker.viewWillDisappear(false)",
            "PhotoPicker.viewDidDisappear(false)", "PhotoPicker.didMove(nil)",
        ])
    }
}
