@testable import FlowModel
import Foundation
import Testing

/// The restoration archive's format (UIKitModel.md, "The archive format"): JSON,
/// tagged and versioned, read back exactly as written.
@Suite struct ArchiveTests {
    /// A small app with identifiers everywhere but on Favorites.
    private func restorable() -> (App, Recorder) {
        let board = storyboard(initial: "Tabs", [
            Scene(name: "Tabs", kind: .tabs, relationships: ["Browse", "Favorites"], restorationIdentifier: "tabs"),
            Scene(name: "Browse", kind: .navigation, relationships: ["RecipeList"], restorationIdentifier: "browse"),
            Scene(name: "Favorites", kind: .navigation, relationships: ["FavoriteList"]),
            Scene(name: "RecipeList", kind: .content, restorationIdentifier: "recipes"),
            Scene(name: "RecipeDetail", kind: .content, restorationIdentifier: "detail"),
            Scene(name: "FavoriteList", kind: .content, restorationIdentifier: "favorites"),
            Scene(name: "Notes", kind: .content, restorationIdentifier: "notes"),
        ])
        let app = App(storyboard: board)
        let recorder = Recorder()
        app.observer = recorder
        return (app, recorder)
    }

    @Test func roundTripKeepsEveryField() throws {
        let leaf = ArchivedController(scene: "RecipeDetail", kind: .content, restorationIdentifier: "detail",
                                      path: "tabs/browse/detail",
                                      variables: ["n": .integer(3), "x": .decimal(1.5), "s": .string("Soup"),
                                                  "b": .boolean(true), "z": .null, "w": .word("formSheet"),
                                                  "l": .list([.integer(1), .controller(path: "tabs")])])
        let modal = ArchivedController(scene: "Notes", kind: .content, restorationIdentifier: "notes", path: "tabs/notes")
        let root = ArchivedController(scene: "Tabs", kind: .tabs, restorationIdentifier: "tabs", path: "tabs",
                                      children: [leaf, nil], selectedIndex: 1, collapsed: nil,
                                      presented: ArchivedPresentation(style: .formSheet, requestedStyle: .popover,
                                                                      anchor: "photo", controller: modal))
        let archive = RestorationArchive(width: .regular, root: root)
        let decoded = try RestorationArchive.decode(try archive.encoded())
        #expect(decoded == archive)
        let text = String(decoding: try archive.encoded(), as: UTF8.self)
        #expect(text.contains("\"format\" : \"flow-restoration-archive\""))
        #expect(text.contains("\"version\" : 1"))
        #expect(text.contains("tabs/browse/detail"), "slashes are not escaped")
    }

    @Test func preservedAppRoundTrips() throws {
        let (app, _) = restorable()
        try app.launch()
        let detail = try app.instantiate("RecipeDetail")
        try app.navigation(app.id("Browse")).push(detail, animated: false)
        app.setVariable("recipe", to: .string("Soup"), in: detail)
        let (archive, count) = app.preserve()
        #expect(count == 4)
        #expect(try RestorationArchive.decode(try archive.encoded()) == archive)
        #expect(archive.root?.children.count == 2)
        #expect(archive.root?.children[1] == nil, "Favorites has no identifier")
        #expect(archive.root?.children[0]?.children.count == 2)
    }

    @Test func restoreRebuildsTheStackAndDecodesAfterViewDidLoad() throws {
        let (app, _) = restorable()
        try app.launch()
        let detail = try app.instantiate("RecipeDetail")
        try app.navigation(app.id("Browse")).push(detail, animated: false)
        let (archive, _) = app.preserve()
        let (relaunched, recorder) = restorable()
        let restored = try relaunched.restore(from: archive)
        #expect(restored.count == 4)
        #expect(relaunched.controllers.children(of: relaunched.id("Browse")).count == 2)
        let callbacks = recorder.callbacks
        let load = callbacks.firstIndex(of: "RecipeDetail.viewDidLoad")
        let decode = callbacks.firstIndex(of: "RecipeDetail.decodeRestorableState")
        let appear = callbacks.firstIndex(of: "RecipeDetail.viewWillAppear(false)")
        #expect(load != nil && decode != nil && appear != nil)
        if let load, let decode, let appear { #expect(load < decode && decode < appear) }
    }

    @Test func newerVersionIsRefused() {
        let data = Data(#"{"format": "flow-restoration-archive", "version": 2, "anything": []}"#.utf8)
        #expect(throws: ArchiveError("the restoration archive has version 2, newer than this flow reads (1)")) {
            try RestorationArchive.decode(data)
        }
    }

    @Test func otherFormatsAndBrokenFilesAreRefused() {
        let other = Data(#"{"format": "something-else", "version": 1}"#.utf8)
        #expect(throws: ArchiveError.self) { try RestorationArchive.decode(other) }
        let truncated = Data(#"{"format": "flow-restoration-archive", "version": 1, "width": "comp"#.utf8)
        #expect(throws: ArchiveError("the restoration archive is corrupt or truncated (not valid JSON)")) {
            try RestorationArchive.decode(truncated)
        }
        let missing = Data(#"{"format": "flow-restoration-archive", "version": 1}"#.utf8)
        #expect(throws: ArchiveError("the restoration archive is missing 'width' at the top level")) {
            try RestorationArchive.decode(missing)
        }
        let badValue = Data(#"{"format": "flow-restoration-archive", "version": 1, "width": "huge"}"#.utf8)
        #expect(throws: ArchiveError.self) { try RestorationArchive.decode(badValue) }
        let zero = Data(#"{"format": "flow-restoration-archive", "version": 0}"#.utf8)
        #expect(throws: ArchiveError.self) { try RestorationArchive.decode(zero) }
    }

    /// A chain of presentations deep enough to exceed what `decode` reads is
    /// refused when written, not at the next restore.
    @Test func anArchiveTooDeepToReadBackIsNotWritten() throws {
        func chain(_ depth: Int) -> ArchivedController {
            var node = ArchivedController(scene: "Notes", kind: .content, restorationIdentifier: "notes", path: "n")
            for level in 0..<depth {
                node = ArchivedController(scene: "Notes", kind: .content, restorationIdentifier: "notes",
                                          path: "n/\(level)",
                                          presented: ArchivedPresentation(style: .fullScreen, requestedStyle: .fullScreen,
                                                                          anchor: nil, controller: node))
            }
            return node
        }
        // Around the limit: whatever is written is read back.
        var refused = 0
        for depth in 240...256 {
            let archive = RestorationArchive(width: .compact, root: chain(depth))
            guard let data = try? archive.encoded() else {
                refused += 1
                continue
            }
            #expect(try RestorationArchive.decode(data) == archive)
        }
        #expect(refused > 0 && refused < 17)
        let deep = RestorationArchive(width: .compact, root: chain(260))
        #expect(throws: ArchiveError("the restoration archive could not be written: it would be nested too deep to read back (more than 500 levels of objects and arrays)")) {
            try deep.encoded()
        }
    }

    /// Numbers and nesting past the limits are named as such, with where.
    @Test func limitsAreReportedAsWhatTheyAre() {
        let big = Data("{\"format\": \"flow-restoration-archive\",\n \"version\": 99999999999999999999}".utf8)
        #expect(throws: ArchiveError("the restoration archive has a number too large at line 2, column 13: 99999999999999999999 (an integer must fit in 64 bits)")) {
            try RestorationArchive.decode(big)
        }
        let huge = Data("[1e999]".utf8)
        #expect(throws: ArchiveError("the restoration archive has a number too large at line 1, column 2: 1e999 (beyond the range of a double)")) {
            try RestorationArchive.decode(huge)
        }
        let deep = Data((String(repeating: "[", count: 501) + String(repeating: "]", count: 501)).utf8)
        #expect(throws: ArchiveError("the restoration archive is nested too deep at line 1, column 501 (more than 500 levels of objects and arrays)")) {
            try RestorationArchive.decode(deep)
        }
        let inString = Data(#"{"format": "[[[[ 99999999999999999999", "version": 1}"#.utf8)
        #expect(throws: ArchiveError("this is not a flow restoration archive (format '[[[[ 99999999999999999999', expected 'flow-restoration-archive')")) {
            try RestorationArchive.decode(inString)
        }
    }
}
