// Which of an app folder's files its Xcode projects build.
//
// A repository keeps files no target builds: a screen's old version left on disk when the project
// stopped naming it, or a file still in the project with no target ticked. ownCloud keeps
// `ownCloud/Client/Actions/Action.swift` beside the `ownCloudAppShared/Client/Actions/Action.swift`
// its targets compile; the old one declares `MoreViewController`, a screen no build has, and the
// import read it as the app's. The project says which files are built: each target's build phases
// list build files, each naming a file reference, whose path is its groups' paths joined.
//
// The rule is careful, as a project the import does not see may build what this one leaves out: a
// file is left out only when no project builds it and a project names another file in its folder
// (so that folder is one the project keeps), and it is not under a folder Xcode 16 keeps in sync
// with the disk (a synchronized group builds what is in it). Without a readable project nothing is
// left out, as before.

import Foundation

struct ProjectMembership {
    /// Files some target builds (sources, resources), as standardized paths.
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
        guard !built.contains(standard), namedFolders.contains((standard as NSString).deletingLastPathComponent) else { return false }
        return !synchronizedFolders.contains { standard.hasPrefix($0) }
    }

    /// `path` from the root, standardized: the app's folder and the projects may be given relative to
    /// the working folder, the projects above it are found from the root.
    private static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    private mutating func add(_ project: ProjectObjects) {
        for (id, object) in project.objects {
            guard let object = object as? [String: Any], let isa = object["isa"] as? String else { continue }
            switch isa {
            case "PBXFileReference":
                if let path = project.path(of: id) { namedFolders.insert((path as NSString).deletingLastPathComponent) }
            case "PBXBuildFile":
                guard let reference = object["fileRef"] as? String else { continue }
                // A localised file (a storyboard in `Base.lproj` and its translations) is a variant
                // group of one file per language.
                let files = project.isa(of: reference) == "PBXVariantGroup" ? project.children(of: reference) : [reference]
                built.formUnion(files.compactMap(project.path(of:)))
            case "PBXFileSystemSynchronizedRootGroup":
                if let path = project.path(of: id) { synchronizedFolders.append(path + "/") }
            default:
                continue
            }
        }
    }
}

/// One project's objects, and the paths of its files and groups.
private struct ProjectObjects {
    var objects: [String: Any]
    /// The folder holding the `.xcodeproj`.
    var folder: String
    /// Each group's or file's group, read from the groups' children.
    private var parents: [String: String] = [:]
    /// The project's main group, whose path starts at `folder`.
    private var mainGroup: String?

    init(objects: [String: Any], folder: String) {
        self.objects = objects
        self.folder = folder
        for (id, object) in objects {
            guard let object = object as? [String: Any] else { continue }
            for child in object["children"] as? [String] ?? [] { parents[child] = id }
            if object["isa"] as? String == "PBXProject" { mainGroup = object["mainGroup"] as? String }
        }
    }

    func isa(of id: String) -> String? { (objects[id] as? [String: Any])?["isa"] as? String }

    func children(of id: String) -> [String] { (objects[id] as? [String: Any])?["children"] as? [String] ?? [] }

    /// The standardized path of the file or group `id`, when it is in the project's folder or an
    /// absolute path: its own path under its group's (`<group>`), under the project's folder
    /// (`SOURCE_ROOT`), or alone (`<absolute>`). Nil for paths in the SDK or the build products, and
    /// for groups that lead round in a circle (a damaged project is read as far as it makes sense).
    func path(of id: String) -> String? {
        var components: [String] = []
        var current: String? = id
        var steps = 0
        while let item = current {
            steps += 1
            guard steps <= 256, let object = objects[item] as? [String: Any] else { return nil }
            let own = object["path"] as? String ?? ""
            if !own.isEmpty { components.append(own) }
            switch object["sourceTree"] as? String ?? "<group>" {
            case "<absolute>":
                return Self.joined(base: "", components)
            case "SOURCE_ROOT":
                return Self.joined(base: folder, components)
            case "<group>":
                if item == mainGroup { return Self.joined(base: folder, components) }
                current = parents[item]
            default:
                return nil
            }
        }
        // A group outside the main group's tree: the project's folder is the best guess.
        return Self.joined(base: folder, components)
    }

    private static func joined(base: String, _ components: [String]) -> String {
        let path = components.reversed().reduce(base) { ($0 as NSString).appendingPathComponent($1) }
        return (path as NSString).standardizingPath
    }
}
