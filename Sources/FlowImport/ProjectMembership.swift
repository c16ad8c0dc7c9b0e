// Which of an app folder's files its Xcode projects build.
//
// A repository keeps files no target builds: a screen's old version left on disk when the project
// stopped naming it, or a file still in the project with no target ticked. ownCloud keeps
// `ownCloud/Client/Actions/Action.swift` beside the `ownCloudAppShared/Client/Actions/Action.swift`
// its targets compile; the old one declares `MoreViewController`, a screen no build has, and the
// import read it as the app's. The project says which files are built: each target's build phases
// list build files, each naming a file reference, whose path is its groups' paths joined.
//
// Only the app's own targets count: a file only an app extension, a watch app, a test bundle or a
// target for another system (an Apple TV app, `SDKROOT = appletvos`) builds is another program's
// (Session's share extension's thread picker and screen lock, two screens no path of the app
// reaches, were declared as the app's and reported unreached). A project whose targets the import
// cannot tell apart counts every build file, as before.
//
// The rule is careful, as a project the import does not see may build what this one leaves out: a
// file is left out only when no project builds it and a project names another file in its folder
// (so that folder is one the project keeps), and it is not under a folder Xcode 16 keeps in sync
// with the disk (a synchronized group builds what is in it). Without a readable project nothing is
// left out, as before.

import Foundation

struct ProjectMembership {
    /// Files some target builds (sources, resources), as standardized paths in lower case: a Mac's
    /// disk finds a file whatever the case the project writes its name in, and so does Xcode.
    private(set) var built: Set<String> = []
    /// Folders holding a file a project names, built or not (standardized, no trailing `/`).
    private(set) var namedFolders: Set<String> = []
    /// Folders a synchronized group keeps (ending in `/`): all that is in them is built.
    private(set) var synchronizedFolders: [String] = []

    /// The membership the projects at `projects` (paths of `project.pbxproj` files) say, each read by `read`.
    init(projects: [String], read: (String) -> Data? = { FileManager.default.contents(atPath: $0) }) {
        for project in projects {
            guard let data = read(project),
                  let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
                  let top = plist as? [String: Any], let objects = top["objects"] as? [String: Any] else { continue }
            // The folder holding the `.xcodeproj`, where the main group's paths start.
            let projectFolder = ((Self.absolute(project) as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            add(ProjectObjects(objects: objects, folder: projectFolder))
        }
    }

    /// Whether `path`, a source file or a storyboard in the app's folder, is one no target builds.
    func isLeftOut(_ path: String) -> Bool {
        let standard = Self.absolute(path)
        guard !built.contains(standard.lowercased()), namedFolders.contains((standard as NSString).deletingLastPathComponent) else { return false }
        return !synchronizedFolders.contains { standard.hasPrefix($0) }
    }

    /// `path` from the root, standardized: the app's folder and the projects may be given relative to
    /// the working folder, the projects above it are found from the root.
    private static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// Whether a target of this product type is another program than the app (`com.apple.product-type.
    /// app-extension`, its kinds, a watch app and its extension, a test bundle, an ExtensionKit extension).
    static func isAnotherProgram(productType: String) -> Bool {
        ["com.apple.product-type.app-extension", "com.apple.product-type.extensionkit-extension",
         "com.apple.product-type.tv-app-extension", "com.apple.product-type.watchkit", "com.apple.product-type.application.watchapp",
         "com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing"].contains(where: productType.hasPrefix)
    }

    /// The SDKs of other systems than an iPhone's (`SDKROOT`).
    static let otherSystemsSDKs: Set<String> = ["appletvos", "watchos", "macosx", "xros"]

    /// Whether a target builds for another system only: each of its configurations names another
    /// system's SDK (iTorrent's `iTorrent-TV`, an Apple TV app whose SwiftUI `App` the import took
    /// for the launch of the iPhone app beside it). A target naming none inherits the project's,
    /// and is kept.
    static func buildsForAnotherSystem(_ target: [String: Any], in project: ProjectObjects) -> Bool {
        guard let list = target["buildConfigurationList"] as? String,
              let configurations = project.objects[list]?["buildConfigurations"] as? [String], !configurations.isEmpty else { return false }
        return configurations.allSatisfy { configuration in
            let settings = project.objects[configuration]?["buildSettings"] as? [String: Any]
            return (settings?["SDKROOT"] as? String).map(otherSystemsSDKs.contains) ?? false
        }
    }

    /// The build files of the targets that are the app's or build into it (frameworks, libraries,
    /// bundles): each target's build phases' files, leaving out other programs' targets. Nil when the
    /// project has no target with build phases, or none of another program (each build file counts).
    private static func appsBuildFiles(_ project: ProjectObjects) -> Set<String>? {
        var kept: Set<String> = []
        var leftOutTargets = false
        for (_, object) in project.objects where object["isa"] as? String == "PBXNativeTarget" {
            let phases = object["buildPhases"] as? [String] ?? []
            if isAnotherProgram(productType: object["productType"] as? String ?? "") || buildsForAnotherSystem(object, in: project) {
                leftOutTargets = true
                continue
            }
            for phase in phases { kept.formUnion(project.objects[phase]?["files"] as? [String] ?? []) }
        }
        return leftOutTargets ? kept : nil
    }

    private mutating func add(_ project: ProjectObjects) {
        let appsBuildFiles = Self.appsBuildFiles(project)
        for (id, object) in project.objects {
            guard let isa = object["isa"] as? String else { continue }
            switch isa {
            case "PBXFileReference":
                if let path = project.path(of: id) { namedFolders.insert((path as NSString).deletingLastPathComponent) }
            case "PBXBuildFile":
                guard let reference = object["fileRef"] as? String, appsBuildFiles?.contains(id) ?? true else { continue }
                // A localised file (a storyboard in `Base.lproj` and its translations) is a variant
                // group of one file per language.
                let files = project.isa(of: reference) == "PBXVariantGroup" ? project.children(of: reference) : [reference]
                built.formUnion(files.compactMap(project.path(of:)).map { $0.lowercased() })
            case "PBXFileSystemSynchronizedRootGroup":
                if let path = project.path(of: id) { synchronizedFolders.append(path + "/") }
            default:
                continue
            }
        }
    }
}

/// One project's objects, and the paths of its files and groups, each group's worked out once.
final class ProjectObjects {
    /// The objects that are dictionaries, by identifier.
    let objects: [String: [String: Any]]
    /// The folder holding the `.xcodeproj`.
    let folder: String
    /// Each group's or file's group, read from the groups' children.
    private var parents: [String: String] = [:]
    /// The project's main group, whose path starts at `folder`.
    private var mainGroup: String?
    /// The paths worked out so far (nil: none), and those being worked out (a group inside itself).
    private var resolved: [String: String?] = [:]
    private var resolving: Set<String> = []

    /// Groups deeper than this are read as having no path (no project nests so far; a damaged one
    /// must not exhaust the stack).
    private static let deepestGroup = 256

    init(objects: [String: Any], folder: String) {
        var dictionaries: [String: [String: Any]] = [:]
        for (id, object) in objects {
            guard let object = object as? [String: Any] else { continue }
            dictionaries[id] = object
            for child in object["children"] as? [String] ?? [] { parents[child] = id }
            if object["isa"] as? String == "PBXProject" { mainGroup = object["mainGroup"] as? String }
        }
        self.objects = dictionaries
        self.folder = folder
    }

    func isa(of id: String) -> String? { objects[id]?["isa"] as? String }

    func children(of id: String) -> [String] { objects[id]?["children"] as? [String] ?? [] }

    /// The standardized path of the file or group `id`, when it is in the project's folder or an
    /// absolute path: its own path under its group's (`<group>`), under the project's folder
    /// (`SOURCE_ROOT`), or alone (`<absolute>`). Nil for paths in the SDK or the build products, and
    /// for groups that lead round in a circle (a damaged project is read as far as it makes sense).
    func path(of id: String) -> String? {
        path(of: id, depth: 0)
    }

    private func path(of id: String, depth: Int) -> String? {
        if let known = resolved[id] { return known }
        guard depth < Self.deepestGroup, !resolving.contains(id), let object = objects[id] else { return nil }
        resolving.insert(id)
        defer { resolving.remove(id) }
        let own = object["path"] as? String ?? ""
        let result: String?
        switch object["sourceTree"] as? String ?? "<group>" {
        case "<absolute>":
            result = own.isEmpty ? nil : Self.joined(base: "/", own)
        case "SOURCE_ROOT":
            result = Self.joined(base: folder, own)
        case "<group>":
            if id == mainGroup {
                result = Self.joined(base: folder, own)
            } else if let parent = parents[id] {
                result = path(of: parent, depth: depth + 1).map { Self.joined(base: $0, own) }
            } else {
                // A group outside the main group's tree: the project's folder is the best guess.
                result = Self.joined(base: folder, own)
            }
        default:
            result = nil
        }
        resolved[id] = .some(result)
        return result
    }

    private static func joined(base: String, _ own: String) -> String {
        ((base as NSString).appendingPathComponent(own) as NSString).standardizingPath
    }
}
