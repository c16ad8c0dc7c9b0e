@testable import FlowModel
import Testing

/// A checkpoint packed into bytes (what `flow explore` keeps of each state
/// it has yet to expand) comes back as the same app: packing what was
/// unpacked gives the same bytes, and every field of a controller is packed.
@Suite struct PackingTests {
    func roundTrip(_ app: App, _ what: String) throws {
        let checkpoint = try #require(app.checkpoint(), "\(what): settled")
        let packed = checkpoint.packed(for: app.storyboard)
        let unpacked = try #require(AppCheckpoint(unpacking: packed, storyboard: app.storyboard), "\(what)")
        #expect(unpacked.packed(for: app.storyboard).bytes == packed.bytes, "\(what)")
        let restored = App(storyboard: app.storyboard, restoring: unpacked)
        #expect(restored.snapshot() == app.snapshot(), "\(what)")
        #expect(restored.controllers.values == app.controllers.values, "\(what)")
        // Names and free ordinals go on as they would have.
        let next = try restored.instantiate("Notes")
        let original = App(storyboard: app.storyboard, restoring: checkpoint)
        let expected = try original.instantiate("Notes")
        #expect(restored.name(next) == original.name(expected), "\(what)")
        #expect(next == expected, "\(what): the same identity and slot")
    }

    @Test func anAppComesBackFromItsBytes() throws {
        let (app, _) = recipes(width: .regular)
        try app.launch()
        try roundTrip(app, "launched")
        let notes = try (0..<5).map { _ in try app.instantiate("Notes") }
        app.discard(notes[1])
        app.discard(notes[3])
        try roundTrip(app, "free slots and ordinals")
        let list = try #require(app.visible)
        app.controllers.modify(list) { controller in
            controller.variables = ["count": .integer(-3), "name": .string("Soup"), "ratio": .decimal(0.25),
                                    "flags": .list([.boolean(true), .nil, .word("compact"),
                                                    .instance(list, name: "RecipeList")])]
        }
        try app.viewController(list).present(notes[0], style: .formSheet, transition: nil, animated: false, anchor: nil,
                        completion: false)
        try roundTrip(app, "a form sheet over a list with variables")
    }

    @Test func bytesNoCheckpointPackedAreRefused() throws {
        let (app, _) = recipes()
        try app.launch()
        let packed = try #require(app.checkpoint()).packed(for: app.storyboard)
        for length in [0, 1, packed.bytes.count / 2, packed.bytes.count - 1] {
            let cut = PackedAppCheckpoint(bytes: Array(packed.bytes.prefix(length)))
            #expect(AppCheckpoint(unpacking: cut, storyboard: app.storyboard) == nil, "\(length) bytes")
        }
        let longer = PackedAppCheckpoint(bytes: packed.bytes + [0])
        #expect(AppCheckpoint(unpacking: longer, storyboard: app.storyboard) == nil)
    }

    /// A packed controller writes only the fields that are not as a new controller has them (a
    /// mask says which): each field, set to something else, comes back.
    @Test func everyFieldSetComesBack() throws {
        let (app, _) = recipes()
        try app.launch()
        let list = try #require(app.visible)
        let other = try app.instantiate("Notes")
        app.controllers.modify(list) { controller in
            controller.isViewLoaded = true
            controller.appearance = .appearing
            controller.parent = other
            controller.children = [other, other]
            controller.selectedIndex = 3
            controller.presented = other
            controller.presenting = other
            controller.presentation.style = .popover
            controller.presentation.requestedStyle = .pageSheet
            controller.presentation.animator = "Fade"
            controller.presentation.presentationController = "Dimming"
            controller.presentation.popoverAnchor = "add"
            controller.split.isCollapsed = true
            controller.navigation.isNavigationBarHidden = true
            controller.navigation.isToolbarHidden = false
            controller.pendingAppearanceTransition = false
            controller.pendingViewIsAppearing = true
            controller.presentation.selectedDetent = Detent("large")
            controller.split.displayMode = .secondaryOnly
            controller.split.compactColumn = other
            controller.split.columnCounts = [2, 1]
            controller.tabs.moreNavigation = other
            controller.tabs.redirectedNavigation = other
            controller.tabs.redirectedFrom = other
            controller.tabs.tabBar = other
            controller.tabs.keptAbove = [other]
            controller.search.controller = other
            controller.search.host = other
            controller.search.text = "soup"
            controller.search.scope = 2
            controller.overriddenWidth = .compact
            controller.missedWidth = .regular
            controller.variables = ["done": .boolean(false)]
        }
        let checkpoint = try #require(app.checkpoint())
        let unpacked = try #require(AppCheckpoint(unpacking: checkpoint.packed(for: app.storyboard), storyboard: app.storyboard))
        #expect(unpacked.controllers[list] == checkpoint.controllers[list])
        #expect(unpacked.controllers[list]?.navigation.isToolbarHidden == false)
        #expect(unpacked.controllers[other] == checkpoint.controllers[other])
    }

    /// A field added to `Controller` or to one of its groups must be packed too (Controller.pack):
    /// this counts them, so that a new one cannot be forgotten silently.
    /// (`sceneNumber` is packed as the scene's number.)
    @Test func everyFieldOfAControllerIsPacked() throws {
        let (app, _) = recipes()
        try app.launch()
        let controller = try #require(app.controllers.values.first)
        #expect(Mirror(reflecting: controller).children.count == 22)
        // Each group the containers record has a mask of its own (Controller+Packing.swift).
        #expect(Mirror(reflecting: controller.presentation).children.count == 6)
        #expect(Mirror(reflecting: controller.navigation).children.count == 2)
        #expect(Mirror(reflecting: controller.split).children.count == 4)
        #expect(Mirror(reflecting: controller.tabs).children.count == 5)
        #expect(Mirror(reflecting: controller.search).children.count == 4)
    }

    /// A controller keeps the number its scene had in the storyboard it was made from; under a
    /// storyboard that numbers its scenes otherwise (one more scene sorts before it), it packs,
    /// and finds its declaration, by its scene's name.
    @Test func aControllerOfAnotherNumberingIsFoundByName() throws {
        let two = Storyboard(scenes: ["B": Scene(name: "B", kind: .content, title: "Bee"),
                                      "C": Scene(name: "C", kind: .content, title: "Sea")], initialScene: "B")
        let app = App(storyboard: two, width: .compact)
        let sea = try app.instantiate("C")
        #expect(app.controllers.sceneNumber(of: sea) == 1)
        #expect(app.declared(sea, \.title) == "Sea")

        var three = two
        three.scenes["A"] = Scene(name: "A", kind: .content, title: "Ay")
        let carried = App(storyboard: three, restoring: try #require(app.checkpoint()))
        #expect(carried.declared(sea, \.title) == "Sea", "not A's, now numbered 0, nor B's, numbered 1")
        let packed = try #require(carried.checkpoint()).packed(for: three)
        let unpacked = try #require(AppCheckpoint(unpacking: packed, storyboard: three))
        #expect(unpacked.controllers[sea]?.scene == "C")
        #expect(unpacked.controllers[sea]?.sceneNumber == 2)
    }
}
