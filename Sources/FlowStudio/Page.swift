import Foundation

/// The page's files: `index.html`, `studio.css`, `studio.js`, shipped as the
/// FlowStudio target's resources (plain files, no build step), read once.
enum Page {
    /// The files by name, or why they cannot be served.
    private static let files: Result<[String: Data], StudioError> = load()

    static func file(_ name: String) -> StudioResponse {
        switch files {
        case .failure(let error):
            return Reply.error(error.status, error.message)
        case .success(let files):
            guard let data = files[name] else { return Reply.error(404, "no such page: /\(name)") }
            return StudioResponse(status: 200, contentType: contentType(of: name), headers: [
                "Cache-Control": "no-store",
                // The page runs only its own script; names from the storyboard are text, never markup.
                "Content-Security-Policy": "default-src 'self'; script-src 'self'; "
                    + "style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'",
            ], body: data)
        }
    }

    private static func contentType(of name: String) -> String {
        if name.hasSuffix(".css") { return "text/css; charset=utf-8" }
        if name.hasSuffix(".js") { return "text/javascript; charset=utf-8" }
        return "text/html; charset=utf-8"
    }

    /// SwiftPM puts a target's resources in `flow_FlowStudio.resources` beside
    /// the executable. (`Bundle.module` would find it too, but stops the
    /// process when the folder is missing; a studio without its page should say so.)
    private static func load() -> Result<[String: Data], StudioError> {
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        let candidates = [
            Bundle.main.bundleURL,
            executable.deletingLastPathComponent(),
        ].map { $0.appendingPathComponent("flow_FlowStudio.resources").appendingPathComponent("Resources") }
        for folder in candidates {
            var files: [String: Data] = [:]
            for name in ["index.html", "studio.css", "studio.js"] {
                if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) {
                    files[name] = data
                }
            }
            if files.count == 3 { return .success(files) }
        }
        return .failure(StudioError(status: 500, "the studio's page is not installed: flow_FlowStudio.resources "
                                        + "must sit beside the flow executable, as swift build leaves it"))
    }
}
