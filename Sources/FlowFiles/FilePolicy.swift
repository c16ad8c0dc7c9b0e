#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials

/// Which files a `.flow` script may read and write: its `import`s, `preserve
/// to "path"` and `restore from "path"`.
///
/// A script is input like any other, and may come from anywhere (a pull
/// request, an imported repository); running it must not touch files it has
/// no business with. So `flow` confines a script to the folder it is in, and
/// the command line widens that with `--allow-files DIR`. A path is resolved
/// as the script means it — relative to the file that names it — then made
/// absolute, with `.` and `..` taken out and symbolic links followed, so
/// neither `../../etc/passwd` nor a link out of the folder gets past; what
/// is left must lie inside one of the allowed folders.
public struct FilePolicy: Sendable, Equatable {
    /// The folders a script may use, absolute and resolved; nil for any file.
    public let folders: [String]?
    /// The folder a script's relative paths start from (its own, absolute);
    /// nil: the folder its path names, from the current folder.
    public let base: String?
    /// Whether the script may write files at all (`preserve to "path"`).
    /// `flow studio` reads only: it never writes on behalf of a page; nor
    /// does `:why-not`'s trial run.
    public private(set) var allowsWriting = true
    /// Why it may not, in words for the refusal: "flow studio never writes on behalf of a page".
    public private(set) var readOnlyReason: String?

    /// Any file, relative paths from the script's folder: the policy of code
    /// that embeds flow and decides for itself.
    public static let unrestricted = FilePolicy(folders: nil, base: nil)

    /// Any file, the script's relative paths starting from `folder` (for a
    /// script whose path is relative to somewhere other than the current folder).
    public static func unrestricted(from folder: String) -> FilePolicy {
        FilePolicy(folders: nil, base: absolute(folder))
    }

    private init(folders: [String]?, base: String?) {
        self.folders = folders
        self.base = base
    }

    /// The folder of `script` (the current folder for a bare file name) and
    /// the `allowed` folders (relative ones from the current folder).
    public static func confined(toFolderOf script: String, allowing allowed: [String] = []) -> FilePolicy {
        let folder = PathText.folder(of: script)
        return confined(to: folder.isEmpty ? "." : folder, allowing: allowed)
    }

    /// `folder` and the `allowed` folders; the script's relative paths start from `folder`.
    public static func confined(to folder: String, allowing allowed: [String] = []) -> FilePolicy {
        FilePolicy(folders: ([folder] + allowed).map { resolved(absolute($0)) }, base: absolute(folder))
    }

    /// The same folders, for reading only, `because` says why.
    public func readOnly(because reason: String) -> FilePolicy {
        var policy = self
        policy.allowsWriting = false
        policy.readOnlyReason = reason
        return policy
    }

    /// Why a path was refused.
    public struct Refusal: Error, Sendable, Equatable {
        /// The path as the script wrote it.
        public var path: String
        /// Where it leads, absolute.
        public var resolved: String
        /// The folders the script may use.
        public var folders: [String]

        /// `'../x.json' is outside the folder this script may use (/work/app)`.
        public var message: String {
            let list = folders.joined(separator: ", ")
            let noun = folders.count == 1 ? "the folder" : "the folders"
            return "'\(path)' is outside \(noun) this script may use (\(list))"
        }

        /// How to allow it.
        public var help: String {
            "keep the file beside the script, or run with --allow-files \(PathText.folder(of: resolved))"
        }
    }

    /// A path a script named, once allowed.
    public struct Resolved: Sendable, Equatable {
        /// What to open: the path that was checked (with `..` and links
        /// resolved when the policy confines), so the file opened is the file allowed.
        public var real: String
    }

    /// What `written` in the script at `script` names (relative to the
    /// script's folder, as `import` is), or the refusal.
    public func resolve(_ written: String, inScript script: String) -> Result<Resolved, Refusal> {
        let folder = base ?? PathText.folder(of: script)
        let joined = written.hasPrefix("/") || folder.isEmpty ? written : PathText.joined(folder, written)
        return check(joined, as: written)
    }

    /// Whether the file at `path` (from the current folder, as the process
    /// opens it) may be used; `written` is how the script named it.
    public func check(_ path: String, as written: String? = nil) -> Result<Resolved, Refusal> {
        guard let folders else { return .success(Resolved(real: path)) }
        let target = Self.resolved(Self.absolute(path))
        guard folders.contains(where: { Self.isInside(target, $0) }) else {
            return .failure(Refusal(path: written ?? path, resolved: target, folders: folders))
        }
        return .success(Resolved(real: target))
    }
    /// Whether `path` is `folder` or lies under it (both resolved).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        if folder == "/" { return true }
        return path == folder || path.hasPrefix(folder + "/")
    }

    /// `path` made absolute against the current folder.
    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return PathText.joined(FileManager.default.currentDirectoryPath, path)
    }

    /// An absolute path with `.`, `..` and symbolic links resolved: the
    /// longest prefix that exists goes through `realpath(3)`, the rest (a
    /// file about to be written) is taken apart lexically.
    static func resolved(_ path: String) -> String {
        var components: [String] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(String(component))
            }
        }
        // Follow links from the longest existing prefix: a link inside the
        // folder may point out of it.
        var existing = components.count
        while existing > 0 {
            let prefix = "/" + components[..<existing].joined(separator: "/")
            if let real = realPath(prefix) {
                let rest = components[existing...]
                return rest.isEmpty ? real : (real == "/" ? "" : real) + "/" + rest.joined(separator: "/")
            }
            existing -= 1
        }
        return "/" + components.joined(separator: "/")
    }

    private static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
