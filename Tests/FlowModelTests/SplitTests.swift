@testable import FlowModel
import Testing

/// UIKitModel.md, Containment ("Split view controller") and Segues (`show`, `detail`).
@Suite struct SplitTests {
    func settings(width: WidthClass) throws -> (App, Recorder) {
        let board = storyboard(initial: "Split", [
            Scene(name: "Split", kind: .split, relationships: ["Master", "Welcome"]),
            Scene(name: "Master", kind: .navigation, relationships: ["List"]),
            content("List"), content("Welcome"), content("Pane"), content("About"),
        ])
        let app = App(storyboard: board, width: width)
        let recorder = Recorder()
        app.observer = recorder
        try app.launch()
        return (app, recorder)
    }

    @Test func regularWidthShowsBothColumns() throws {
        let (app, recorder) = try settings(width: .regular)
        #expect(recorder.callbacks.contains("List.viewDidAppear(false)"))
        #expect(recorder.callbacks.contains("Welcome.viewDidAppear(false)"))
        #expect(app.visible == app.id("Welcome"), "an expanded split view's secondary is visible")
    }

    @Test func compactWidthCollapsesTheSecondaryOntoThePrimaryNavigation() throws {
        let (app, recorder) = try settings(width: .compact)
        #expect(app.controller(app.id("Master"))?.children.map { app.name($0) } == ["List", "Welcome"])
        #expect(app.visible == app.id("Welcome"))
        #expect(app.controller(app.id("List"))?.isViewLoaded == false, "only the top of the stack loads")
        #expect(recorder.notes.contains("collapse Welcome onto Master"))
    }

    @Test func showDetailReplacesWhenExpandedAndPushesWhenCollapsed() throws {
        let (regular, regularRecorder) = try settings(width: .regular)
        regularRecorder.events = []
        let route = try regular.viewController(regular.id("List")).showDetailViewController(try regular.instantiate("Pane"), animated: true)
        #expect(route == .replaceSecondary(regular.id("Split")))
        #expect(regular.visible == regular.id("Pane"))
        #expect(regular.controller(regular.id("Welcome")) == nil, "the replaced secondary is freed")
        #expect(regularRecorder.callbacks.contains("Welcome.viewDidDisappear(false)"))

        let (compact, _) = try settings(width: .compact)
        let pushed = try compact.viewController(compact.id("Welcome")).showDetailViewController(try compact.instantiate("Pane"), animated: true)
        #expect(pushed == .push(compact.id("Master")))
    }

    /// `UISplitViewController` overrides `show(_:sender:)`: expanded, the
    /// destination becomes the primary column (never a modal presentation).
    @Test func showPushesOnTheNearestNavigationOrReplacesThePrimary() throws {
        let (app, _) = try settings(width: .regular)
        #expect(try app.viewController(app.id("List")).show(try app.instantiate("About"), animated: true) == .push(app.id("Master")))
        let split = app.id("Split")
        #expect(try app.viewController(app.id("Welcome")).show(try app.instantiate("Pane"), animated: true) == .replacePrimary(split))
        #expect(app.controller(split)?.children.first == app.id("Pane"))
        #expect(app.viewController(app.id("Pane")).presentationStyle == nil, "not presented")
    }

    @Test func widthChangesCollapseAndSeparate() throws {
        let (app, recorder) = try settings(width: .regular)
        recorder.events = []
        try app.windowScene.setWidth(.compact)
        #expect(app.controller(app.id("Master"))?.children.count == 2)
        #expect(recorder.callbacks.contains("List.viewDidDisappear(false)"), "the list is covered by the collapsed secondary")
        try app.windowScene.setWidth(.regular)
        #expect(app.controller(app.id("Split"))?.children.map { app.name($0) } == ["Master", "Welcome"])
        #expect(app.visible == app.id("Welcome"))
        #expect(app.isInWindow(app.id("List")))
    }
}
