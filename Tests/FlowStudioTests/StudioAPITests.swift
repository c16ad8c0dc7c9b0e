import FlowKit
import FlowStudio
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// The studio's JSON API over real HTTP, as the page uses it (Commands.md, "flow studio", "The API").
@Suite struct StudioAPITests {
    @Test func aPageTapsThroughRecipesAndUndoes() async throws {
        let studio = try await ServedStudio(example: "recipes.flow")
        let (id, state) = try await studio.openSession()
        #expect(state.topScene == "RecipeList")
        #expect(state[path: "graph", "visible"] as? String == "node:Main.RecipeList")
        let firable = state[path: "graph", "firable"] as? [[String: Any]] ?? []
        #expect(firable.compactMap { $0["statement"] as? String } == ["tap RecipeList.recipe", "tap RecipeList.add"])
        let tabs = state[path: "screen", "layers", "0", "tabBar", "items"] as? [[String: Any]] ?? []
        #expect(tabs.compactMap { $0["title"] as? String } == ["Browse", "Favorites"])

        let tapped = try await studio.run(id, "tap RecipeList.recipe")
        #expect(tapped["accepted"] as? Bool == true)
        let trace = tapped["trace"] as? [String] ?? []
        #expect(trace.first == "tap RecipeList.recipe")
        #expect(trace.contains("  RecipeDetail.viewDidAppear(true)"))
        let after = tapped["state"] as? [String: Any] ?? [:]
        #expect(after.topScene == "RecipeDetail")
        #expect(after[path: "screen", "layers", "0", "navigationBar", "back", "label"] as? String == "Recipes")
        #expect(after[path: "lastTrace"] as? [String] == trace)

        let undone = try await studio.request("POST", "api/sessions/\(id)/undo").json
        #expect(undone["accepted"] as? Bool == true)
        #expect((undone["state"] as? [String: Any])?.topScene == "RecipeList")
        let nothing = try await studio.request("POST", "api/sessions/\(id)/undo").json
        #expect(nothing["accepted"] as? Bool == false)
        #expect(nothing["message"] as? String == "nothing to undo")
    }

    @Test func aSheetIsALayerOverThePresenterAndTheWidthSwitches() async throws {
        let studio = try await ServedStudio(example: "recipes.flow")
        let (id, _) = try await studio.openSession()
        _ = try await studio.run(id, "tap recipe")
        let notes = try await studio.run(id, "tap notes")
        let layers = (notes["state"] as? [String: Any])?[path: "screen", "layers"] as? [[String: Any]] ?? []
        #expect(layers.map { $0["scene"] as? String } == ["RecipeDetail", "Notes"])
        #expect(layers.map { $0["presentation"] as? String } == ["root", "overCurrentContext"])
        // How the page draws each, decided by the server (PresentationStyle.look): the presenter shows through.
        #expect(layers.map { $0["look"] as? String } == ["root", "over"])
        #expect(layers.map { $0["isTop"] as? Bool } == [false, true])
        let state = try await studio.request("GET", "api/sessions/\(id)").json
        #expect(state[path: "widthSwitch", "statement"] as? String == "size regular")
        let regular = try await studio.run(id, "size regular")
        #expect((regular["state"] as? [String: Any])?["width"] as? String == "regular")
        #expect((regular["state"] as? [String: Any])?[path: "widthSwitch", "statement"] as? String == "size compact")
    }

    @Test func aControlThatWouldDoNothingIsGreyedOutAndSaysWhy() async throws {
        let studio = try await ServedStudio(text: """
            initial Home
            var ready = false
            navigation Home { root List }
            scene List {
                button go -> show Next when ready
                button other -> show Next
            }
            scene Next {}
            """)
        let (id, state) = try await studio.openSession()
        let controls = state[path: "screen", "layers", "0", "controls"] as? [[String: Any]] ?? []
        #expect(controls.map { $0["name"] as? String } == ["go", "other"])
        #expect(controls.map { $0["enabled"] as? Bool } == [false, true])
        let answer = try await studio.request("POST", "api/sessions/\(id)/why-not", body: #"{"statement": "tap List.go"}"#)
        #expect(answer.status == 200)
        let text = answer.json["text"] as? String ?? ""
        #expect(text.hasPrefix("it would do nothing"), "\(text)")
        #expect(text.contains("  ready is false"), "\(text)")
    }

    @Test func savingTheFileReloadsEveryPageKeepingItsInputs() async throws {
        let studio = try await ServedStudio(example: "recipes.flow")
        let (id, _) = try await studio.openSession()
        _ = try await studio.run(id, "tap recipe")
        let original = try String(contentsOf: studio.file, encoding: .utf8)
        // Each version written whole: the studio's watcher polls the file every 250 ms, and on a busy
        // machine it read a half-written one (a valid file without RecipeDetail, so `tap recipe` was
        // refused and dropped), then the next version came as 5 where the test counts 4.
        try Data(original.replacingOccurrences(of: "title \"Recipes\"", with: "title \"All Recipes\"").utf8).write(to: studio.file, options: .atomic)
        studio.server.studio.reloadIfChanged()
        let reloaded = try await studio.request("GET", "api/sessions/\(id)").json
        #expect(reloaded["version"] as? Int == 1)
        #expect(reloaded["history"] as? [String] == ["tap recipe"])
        #expect(reloaded.topScene == "RecipeDetail")
        #expect(reloaded[path: "screen", "layers", "0", "navigationBar", "back", "label"] as? String == "All Recipes")

        try Data((original + "\nscene Broken {\n").utf8).write(to: studio.file, options: .atomic)
        studio.server.studio.reloadIfChanged()
        let broken = try await studio.request("GET", "api/sessions/\(id)").json
        #expect((broken["diagnostics"] as? String ?? "").contains("error: expected '}'"))
        #expect(broken["screen"] == nil)
        let refused = try await studio.run(id, "pop")
        #expect(refused["accepted"] as? Bool == false)
        let graph = try await studio.request("GET", "api/graph.svg?session=\(id)")
        #expect(graph.status == 409)

        try FileManager.default.removeItem(at: studio.file)
        studio.server.studio.reloadIfChanged()
        let gone = try await studio.request("GET", "api/sessions/\(id)").json
        #expect((gone["diagnostics"] as? String ?? "").hasSuffix("error: no such file\n"))

        try Data(original.utf8).write(to: studio.file, options: .atomic)
        studio.server.studio.reloadIfChanged()
        let back = try await studio.request("GET", "api/sessions/\(id)").json
        #expect(back["version"] as? Int == 4)
        #expect(back["diagnostics"] == nil)
        #expect(back.topScene == "RecipeDetail", "the inputs kept through the broken versions are replayed")
    }

    /// An editor that saves in place can show the watcher a half-written file that checks clean
    /// but lacks a scene: the inputs naming it are held back, not dropped, and come back with the
    /// next, whole version, unless the person acted on the page in between.
    @Test func inputsAVersionRefusesComeBackWithTheNext() async throws {
        let studio = try await ServedStudio(example: "recipes.flow")
        let (id, _) = try await studio.openSession()
        _ = try await studio.run(id, "tap recipe")
        let original = try String(contentsOf: studio.file, encoding: .utf8)
        let withoutDetail = original
            .replacingOccurrences(of: "    cell recipe  -> show RecipeDetail id \"showRecipe\"\n", with: "")
            .replacingOccurrences(of: "scene RecipeDetail {", with: "scene Gone {")
        #expect(withoutDetail != original && !withoutDetail.contains("RecipeDetail"))

        func save(_ text: String) async throws -> [String: Any] {
            try Data(text.utf8).write(to: studio.file, options: .atomic)
            studio.server.studio.reloadIfChanged()
            return try await studio.request("GET", "api/sessions/\(id)").json
        }
        let half = try await save(withoutDetail)
        #expect(half["diagnostics"] == nil)
        #expect(half["history"] as? [String] == [])
        #expect(half.topScene == "RecipeList")
        let whole = try await save(original)
        #expect(whole["history"] as? [String] == ["tap recipe"])
        #expect(whole.topScene == "RecipeDetail")

        _ = try await save(withoutDetail)
        let acted = try await studio.run(id, "tap add")
        #expect(acted["accepted"] as? Bool == true)
        let afterActing = try await save(original)
        #expect(afterActing["history"] as? [String] == ["tap add"], "what the page showed when the person acted is what stays")
        #expect(afterActing.topScene == "AddRecipe")
    }

    @Test func theGraphCarriesIdsThePageFindsScenesAndSeguesBy() async throws {
        guard Graphviz.executable() != nil else { return }
        let studio = try await ServedStudio(example: "recipes.flow")
        let (id, _) = try await studio.openSession()
        let svg = try await studio.request("GET", "api/graph.svg?session=\(id)")
        #expect(svg.status == 200)
        #expect(svg.text.contains(#"<g id="node:Main.RecipeList" class="node">"#))
        #expect(svg.text.contains(#"<g id="edge:4" class="edge">"#))
        #expect(try await studio.request("GET", "api/graph.svg?session=nope").status == 404)
    }

    @Test func badRequestsGetClearAnswers() async throws {
        let studio = try await ServedStudio(example: "recipes.flow")
        let (id, _) = try await studio.openSession()
        let cases: [(String, String, String?, Int, String)] = [
            ("POST", "api/sessions/\(id)/run", "not json", 400, "the body is not a JSON object of strings"),
            ("POST", "api/sessions/\(id)/run", #"{"statement": 3}"#, 400, "the body is not a JSON object of strings"),
            ("POST", "api/sessions/\(id)/run", "{}", 400, "the body needs a statement"),
            ("POST", "api/sessions/\(id)/run", String(repeating: "x", count: 70_000), 413, "the body is over 64 KiB"),
            ("GET", "api/sessions/nope", nil, 404, "no such session 'nope'"),
            ("POST", "api/sessions/nope/run", #"{"statement": "pop"}"#, 404, "no such session 'nope'"),
            ("GET", "api/sessions/\(id)/run", nil, 405, "GET is not how to use"),
            ("PUT", "api/sessions", nil, 405, "POST /api/sessions opens a session"),
            ("POST", "api/sessions", #"{"width": "huge"}"#, 400, "width is compact or regular"),
            ("GET", "api/nothing", nil, 404, "no such API"),
            ("GET", "nothing.html", nil, 404, "no such page"),
        ]
        for (method, path, body, status, message) in cases {
            let answer = try await studio.request(method, path, body: body)
            #expect(answer.status == status, "\(method) \(path)")
            #expect((answer.json["error"] as? String ?? "").contains(message), "\(method) \(path): \(answer.text)")
        }
        let refused = try await studio.run(id, "tap nowhere")
        #expect(refused["accepted"] as? Bool == false)
        #expect((refused["message"] as? String ?? "").contains("error: "))
        let foreign = try await studio.request("GET", "api/sessions/\(id)", headers: ["Host": "attacker.example:80"])
        #expect(foreign.status == 403)
    }

    @Test func twoPagesHaveTwoSessions() async throws {
        let studio = try await ServedStudio(example: "recipes.flow")
        let (first, _) = try await studio.openSession()
        let (second, regular) = try await studio.openSession(width: "regular")
        #expect(first != second)
        #expect(regular["width"] as? String == "regular")
        _ = try await studio.run(first, "tap recipe")
        let other = try await studio.request("GET", "api/sessions/\(second)").json
        #expect(other.topScene == "RecipeList")
        #expect(other["history"] as? [String] == [])
        #expect(try await studio.request("GET", "api/sessions/\(first)").json.topScene == "RecipeDetail")
    }

    @Test func aPageWritesNoFile() async throws {
        let studio = try await ServedStudio(example: "restoration.flow")
        let (id, _) = try await studio.openSession()
        let refused = try await studio.run(id, #"preserve to "state.json""#)
        #expect(refused["accepted"] as? Bool == false)
        #expect((refused["message"] as? String ?? "").contains("this session writes no files"), "\(refused)")
        #expect(!FileManager.default.fileExists(atPath: studio.folder.appendingPathComponent("state.json").path))
        let inMemory = try await studio.run(id, "preserve")
        #expect(inMemory["accepted"] as? Bool == true, "\(inMemory)")
    }

    @Test func aThousandRapidClicksAnswerEachAndLeaveOneConsistentSession() async throws {
        let studio = try await ServedStudio(example: "recipes.flow")
        let (id, _) = try await studio.openSession()
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for click in 0..<1000 {
                group.addTask {
                    let statement = click % 2 == 0 ? "tap RecipeList.recipe" : "pop"
                    let body = #"{"statement": "\#(statement)"}"#
                    return try await studio.request("POST", "api/sessions/\(id)/run", body: body).status
                }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(statuses.count == 1000)
        #expect(statuses.allSatisfy { $0 == 200 })
        let state = try await studio.request("GET", "api/sessions/\(id)").json
        #expect(["RecipeList", "RecipeDetail"].contains(state.topScene ?? ""))
    }

    @Test func closingAPageFreesItsSessionAndSessionsAreBounded() async throws {
        let studio = try await ServedStudio(example: "recipes.flow")
        let (id, _) = try await studio.openSession()
        #expect(studio.server.studio.openSessions == 1)
        let closed = try await studio.request("DELETE", "api/sessions/\(id)")
        #expect(closed.status == 200)
        #expect(studio.server.studio.openSessions == 0)
        #expect(try await studio.request("GET", "api/sessions/\(id)").status == 404)
        for _ in 0..<Studio.sessionLimit { _ = try await studio.openSession() }
        let refused = try await studio.request("POST", "api/sessions", body: "{}")
        #expect(refused.status == 503)
        #expect((refused.json["error"] as? String ?? "").contains("too many open pages"))
    }

    @Test func theWebSocketSaysWhenTheFileChangedAndClosingItFreesTheSession() async throws {
        let studio = try await ServedStudio(example: "recipes.flow")
        let (id, _) = try await studio.openSession()
        let port = await studio.server.listeningPort() ?? 0
        let socket = try await blocking { try RawWebSocket(port: port, path: "/api/sessions/\(id)/updates") }
        // The hello means the socket is open, and the page's listener in place.
        #expect(try await blocking { try socket.receiveText() } == #"{"type":"hello","version":0}"#)
        let original = try String(contentsOf: studio.file, encoding: .utf8)
        try Data((original + "\nscene Extra {}\n").utf8).write(to: studio.file, options: .atomic)
        studio.server.studio.reloadIfChanged()
        #expect(try await blocking { try socket.receiveText() } == #"{"type":"reload","version":1}"#)
        socket.close()
        for _ in 0..<100 where studio.server.studio.openSessions > 0 { try await Task.sleep(for: .milliseconds(50)) }
        #expect(studio.server.studio.openSessions == 0)
    }

    /// A page of another site, in a browser on this machine, may send requests
    /// to 127.0.0.1 too: browsers name it in `Origin`, and only the studio's own
    /// page may act. Session ids cannot be guessed either.
    @Test func onlyTheStudiosOwnPageMayAct() async throws {
        let studio = try await ServedStudio(example: "recipes.flow")
        let port = await studio.server.listeningPort() ?? 0
        let foreign = try await studio.request("POST", "api/sessions", body: "{}", headers: ["Origin": "http://attacker.example"])
        #expect(foreign.status == 403)
        #expect((foreign.json["error"] as? String ?? "").contains("only its own page"))
        #expect(studio.server.studio.openSessions == 0)
        let own = try await studio.request("POST", "api/sessions", body: "{}", headers: ["Origin": "http://127.0.0.1:\(port)"])
        #expect(own.status == 201)
        let id = own.json["id"] as? String ?? ""
        #expect(id.split(separator: "-").last?.count == 16, "an id with 64 random bits: \(id)")
        let refused = try await blocking {
            (try? RawWebSocket(port: port, path: "/api/sessions/\(id)/updates", origin: "http://attacker.example")) == nil
        }
        #expect(refused, "a WebSocket from another site's page is refused")
        let hello = try await blocking {
            try RawWebSocket(port: port, path: "/api/sessions/\(id)/updates", origin: "http://127.0.0.1:\(port)").receiveText()
        }
        #expect(hello.contains("hello"))
    }

    /// A chunked body declares no length: it is read only to the limit.
    @Test func aChunkedBodyIsReadOnlyToTheLimit() async throws {
        let studio = try await ServedStudio(example: "recipes.flow")
        let port = await studio.server.listeningPort() ?? 0
        var request = Array("POST /api/sessions HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)
        let chunk = Array("4000\r\n".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 0x4000) + Array("\r\n".utf8)
        for _ in 0..<64 { request += chunk }  // 1 MiB
        request += Array("0\r\n\r\n".utf8)
        let sent = request
        let head = try await blocking { try RawWebSocket.exchange(port: port, sent) }
        #expect(head.hasPrefix("HTTP/1.1 413"), "\(head)")
        #expect(studio.server.studio.openSessions == 0)
    }

    /// A page that reconnects may open its new socket before the old one is
    /// seen to close: the session goes with the page's last socket, not its first.
    @Test func aSessionGoesWithItsLastSocket() async throws {
        let studio = try await ServedStudio(example: "recipes.flow")
        let (id, _) = try await studio.openSession()
        let port = await studio.server.listeningPort() ?? 0
        let (old, new) = try await blocking {
            let old = try RawWebSocket(port: port, path: "/api/sessions/\(id)/updates")
            let new = try RawWebSocket(port: port, path: "/api/sessions/\(id)/updates")
            _ = try old.receiveText()
            _ = try new.receiveText()
            return (old, new)
        }
        old.close()
        try await Task.sleep(for: .milliseconds(500))
        #expect(studio.server.studio.openSessions == 1)
        #expect(try await studio.run(id, "tap recipe")["accepted"] as? Bool == true)
        new.close()
        for _ in 0..<100 where studio.server.studio.openSessions > 0 { try await Task.sleep(for: .milliseconds(50)) }
        #expect(studio.server.studio.openSessions == 0)
    }

    /// With `--host 0.0.0.0` the studio cannot know the names it is reached
    /// by: any `Host` is answered (it answered none before).
    @Test func aStudioOnEveryAddressAnswersAnyHost() async throws {
        let studio = try await ServedStudio(example: "recipes.flow", host: "0.0.0.0")
        let page = try await studio.request("GET", "/")
        #expect(page.status == 200)
        #expect(try await studio.request("GET", "/", headers: ["Host": "my-machine.local:8765"]).status == 200)
        #expect(try await studio.openSession().id.hasPrefix("s"))
    }

    /// An import that is missing is watched too: creating it reloads the page.
    @Test func creatingAMissingImportReloads() async throws {
        let studio = try await ServedStudio(text: "import \"Words.flow\"\ninitial A\nscene A { button hello -> show Words.Hello }\n")
        let (id, _) = try await studio.openSession()
        let before = try await studio.request("GET", "api/sessions/\(id)").json
        #expect((before["diagnostics"] as? String ?? "").contains("Words.flow"), "\(before)")
        #expect(!studio.server.studio.reloadIfChanged(), "nothing changed yet")
        try Data("storyboard Words\nscene Hello {}\n".utf8)
            .write(to: studio.folder.appendingPathComponent("Words.flow"))
        #expect(studio.server.studio.reloadIfChanged())
        let after = try await studio.request("GET", "api/sessions/\(id)").json
        #expect(after["diagnostics"] is NSNull || after["diagnostics"] == nil, "\(after["diagnostics"] ?? "")")
    }

    /// An alert's text fields are drawn for typing, and what is typed is the statement the page sends.
    @Test func anAlertsTextFieldTakesWhatIsTyped() async throws {
        let studio = try await ServedStudio(example: "editor.flow")
        let (id, _) = try await studio.openSession()
        _ = try await studio.run(id, "tap note")
        let alert = try await studio.run(id, "tap rename")
        let top = ((alert["state"] as? [String: Any])?[path: "screen", "layers"] as? [[String: Any]])?.last ?? [:]
        let fields = top["textFields"] as? [[String: Any]] ?? []
        #expect(fields.map { $0["name"] as? String } == ["name"])
        #expect(fields.map { $0["placeholder"] as? String } == ["Title"])
        // Rename is off while the field is empty, so the phone greys it out.
        let save = (top["controls"] as? [[String: Any]] ?? []).first { $0["name"] as? String == "save" }
        #expect(save?["enabled"] as? Bool == false)
        let typed = try await studio.run(id, "type \"Groceries\" in name")
        #expect(typed["accepted"] as? Bool == true, "\(typed["message"] ?? "")")
        let after = ((typed["state"] as? [String: Any])?[path: "screen", "layers"] as? [[String: Any]])?.last ?? [:]
        let enabled = (after["controls"] as? [[String: Any]] ?? []).first { $0["name"] as? String == "save" }
        #expect(enabled?["enabled"] as? Bool == true)
    }

    /// The More list has its Edit button in its bar; while the customizing sheet is up, Done is all there is.
    /// A navigation controller that shows its toolbar draws it.
    @Test func theMoreListsEditAndAToolbar() async throws {
        let studio = try await ServedStudio(text: """
            initial Tabs
            tabs Tabs { Nav, A, B, C, D, F }
            scene A {}
            scene B {}
            scene C {}
            scene D {}
            navigation Nav { root E; shows toolbar }
            scene E {}
            scene F {}
            """)
        let (id, _) = try await studio.openSession()
        let more = try await studio.run(id, "select More")
        let list = ((more["state"] as? [String: Any])?[path: "screen", "layers"] as? [[String: Any]])?.last ?? [:]
        let edit = (list["controls"] as? [[String: Any]] ?? []).first { $0["statement"] as? String == "tap edit" }
        #expect(edit?["enabled"] as? Bool == true, "\(list)")
        let editing = try await studio.run(id, "tap edit")
        let sheet = ((editing["state"] as? [String: Any])?[path: "screen", "layers"] as? [[String: Any]])?.last ?? [:]
        #expect((sheet["controls"] as? [[String: Any]] ?? []).compactMap { $0["statement"] as? String } == ["tap done"])
        _ = try await studio.run(id, "tap done")
        let nav = try await studio.run(id, "select Nav")
        let shown = ((nav["state"] as? [String: Any])?[path: "screen", "layers"] as? [[String: Any]])?.last ?? [:]
        #expect(shown["toolbar"] as? Bool == true, "\(shown)")
    }
}

extension ServedStudio {
    static func exampleURL(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("examples/\(name)")
    }
}
