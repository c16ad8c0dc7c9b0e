import FlowFiles
import FlowStudio
import Foundation

/// `flow studio`'s API on any sequence of requests, and edits of the file it
/// serves. The input is text, a request a line: `METHOD PATH [BODY]`, where
/// `$` in the path stands for the newest session the input opened
/// (`POST /api/sessions/$/run {"statement": "tap recipe"}`), or `EDIT TEXT`,
/// which writes TEXT (with `\n` for line ends) as the file and lets the
/// studio see the change. Each check has a studio of its own, on a copy of
/// the recipes storyboard in a folder of its own.
///
/// Whatever comes: every answer has one of the API's statuses and a JSON
/// body (the picture aside) — an error's is `{"error": "…"}`; a state or an
/// action reads back as the page reads it, of the session asked about, at
/// the studio's version of the file, with the phone's top layer (if any) last; and
/// after the input every session the input opened still answers, then closes.
public enum StudioOracle {
    static let statuses: Set<Int> = [200, 201, 400, 403, 404, 405, 409, 413, 503]

    static let storyboard = """
        storyboard Main
        initial Tabs
        var recipeName = ""
        tabs Tabs { Browse, Favorites }
        navigation Browse { root RecipeList }
        navigation Favorites { root FavoriteList }
        scene RecipeList {
            title "Recipes"
            cell recipe -> show RecipeDetail id "showRecipe"
            button add -> present AddRecipeNav style fullScreen
            unwind saveRecipe { }
        }
        scene RecipeDetail {
            button photo -> popover PhotoPicker anchor photo
            button notes -> present Notes style pageSheet
        }
        navigation AddRecipeNav { root AddRecipe }
        scene AddRecipe {
            button save -> unwind saveRecipe when recipeName != ""
            button cancel -> unwind saveRecipe
        }
        scene FavoriteList {}
        scene PhotoPicker {}
        scene Notes { button done -> dismiss }

        """

    public static func check(_ bytes: [UInt8]) throws(OracleViolation) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flow-fuzz-studio-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("recipes.flow")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(storyboard.utf8).write(to: file)
        } catch {
            throw OracleViolation("cannot write the storyboard: \(error)")
        }
        let studio = Studio(path: file.path, policy: .confined(toFolderOf: file.path))
        let api = StudioAPI(studio: studio, onlyLoopback: true, allowedHosts: ["127.0.0.1:8765"])
        var opened: [String] = []
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("EDIT ") {
                let text = line.dropFirst(5).replacingOccurrences(of: "\\n", with: "\n")
                try? Data(text.utf8).write(to: file)
                studio.reloadIfChanged()
                continue
            }
            let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            guard parts.count >= 2 else { continue }
            let path = parts[1].replacingOccurrences(of: "$", with: opened.last ?? "s0")
            let (plainPath, query) = split(path)
            let request = StudioRequest(method: parts[0], path: plainPath, query: query, host: "127.0.0.1:8765",
                                        fromLoopback: true, body: Data((parts.count > 2 ? parts[2] : "").utf8))
            let response = api.respond(request)
            try judge(response, to: request, studio: studio, opened: &opened)
        }
        for id in opened where studio.openSessions > 0 {
            let response = api.respond(StudioRequest(method: "GET", path: "/api/sessions/\(id)", host: "127.0.0.1:8765",
                                                     fromLoopback: true))
            if response.status == 404 { continue }  // the input closed it
            guard response.status == 200 else { throw OracleViolation("session \(id) answers \(response.status) at the end") }
            _ = api.respond(StudioRequest(method: "DELETE", path: "/api/sessions/\(id)", host: "127.0.0.1:8765", fromLoopback: true))
        }
        if studio.openSessions != 0 {
            throw OracleViolation("\(studio.openSessions) sessions left open after every one opened was closed")
        }
    }

    static func split(_ path: String) -> (String, [String: String]) {
        guard let question = path.firstIndex(of: "?") else { return (path, [:]) }
        var query: [String: String] = [:]
        for pair in path[path.index(after: question)...].split(separator: "&") {
            let items = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard let name = items.first else { continue }
            if query[name] == nil { query[name] = items.count > 1 ? items[1] : "" }
        }
        return (String(path[..<question]), query)
    }

    private static func judge(_ response: StudioResponse, to request: StudioRequest, studio: Studio,
                              opened: inout [String]) throws(OracleViolation) {
        let what = "\(request.method) \(request.path)"
        guard statuses.contains(response.status) else { throw OracleViolation("\(what) answered \(response.status)") }
        if response.contentType == "image/svg+xml" || !request.path.hasPrefix("/api") && response.status == 200 { return }
        guard let object = (try? JSONSerialization.jsonObject(with: response.body)) as? [String: Any] else {
            throw OracleViolation("\(what) answered a body that is not a JSON object")
        }
        if response.status >= 400 {
            guard object["error"] is String, object.count == 1 else { throw OracleViolation("\(what): \(response.status) without one error sentence: \(object)") }
            return
        }
        let state: StudioState
        if object["state"] != nil {
            guard let action = try? JSONDecoder().decode(StudioAction.self, from: response.body) else {
                throw OracleViolation("\(what): an action the page cannot read: \(String(decoding: response.body.prefix(400), as: UTF8.self))")
            }
            state = action.state
        } else if object["id"] != nil {
            guard let read = try? JSONDecoder().decode(StudioState.self, from: response.body) else {
                throw OracleViolation("\(what): a state the page cannot read: \(String(decoding: response.body.prefix(400), as: UTF8.self))")
            }
            state = read
        } else {
            return
        }
        if response.status == 201 { opened.append(state.id) }
        guard request.path.contains("/" + state.id) || response.status == 201 else {
            throw OracleViolation("\(what) answered the state of another session, \(state.id)")
        }
        guard state.version == studio.version else {
            throw OracleViolation("\(what): a state of version \(state.version) while the studio is at \(studio.version)")
        }
        // A storyboard with nothing to launch shows an empty window: no layers.
        if let screen = state.screen {
            guard screen.layers.indices.allSatisfy({ screen.layers[$0].isTop == ($0 == screen.layers.count - 1) }) else {
                throw OracleViolation("\(what): the top layer is not the last")
            }
        }
    }
}
