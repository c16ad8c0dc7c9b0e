/// Paths taken apart and joined as text, the way `NSString`'s path methods
/// do it, for the modules linked into `flow`, which import
/// `FoundationEssentials` and not `Foundation` (Dependencies.md,
/// "FoundationEssentials"): taking a path apart reads runs of `/` as one and drops a
/// trailing `/`; nothing touches the file system and `..` stays as written.
/// `SystemWithoutFoundationTests` checks each against `NSString`.
public enum PathText {
    /// The folder part: `/tmp/a.flow` → `/tmp`, `/tmp` → `/`, `a.flow` → `""`.
    public static func folder(of path: String) -> String {
        let fixed = fixingSlashes(path)
        if fixed == "/" { return "/" }
        guard let slash = fixed.lastIndex(of: "/") else { return "" }
        return slash == fixed.startIndex ? "/" : String(fixed[..<slash])
    }

    /// `component` under `folder`: `/tmp` + `a.flow` → `/tmp/a.flow`,
    /// `/tmp/` + `a.flow` → `/tmp/a.flow`; an empty folder gives the
    /// component alone. Both are kept as written otherwise.
    public static func joined(_ folder: String, _ component: String) -> String {
        if component.isEmpty { return folder }
        if folder.isEmpty { return component }
        return folder.hasSuffix("/") ? folder + component : folder + "/" + component
    }

    /// The last part: `/tmp/a.flow` → `a.flow`, `/tmp/lock/` → `lock`, `/` → `/`.
    public static func lastComponent(of path: String) -> String {
        let fixed = fixingSlashes(path)
        if fixed == "/" { return "/" }
        guard let slash = fixed.lastIndex(of: "/") else { return fixed }
        return String(fixed[fixed.index(after: slash)...])
    }

    /// `target` as a path relative to the folder `base` (both absolute, or
    /// both relative to the same folder; `.` and `..` taken out lexically):
    /// `/a/b/c.flow` from `/a/d` is `../b/c.flow`.
    public static func relative(_ target: String, from base: String) -> String {
        func parts(_ path: String) -> [Substring] {
            var result: [Substring] = []
            for part in path.split(separator: "/") where part != "." {
                if part == "..", let last = result.last, last != ".." { result.removeLast() } else { result.append(part) }
            }
            return result
        }
        let to = parts(target), from = parts(base)
        var shared = 0
        while shared < to.count, shared < from.count, to[shared] == from[shared] { shared += 1 }
        let ups = Array(repeating: "..", count: from.count - shared)
        return (ups + to[shared...].map(String.init)).joined(separator: "/")
    }

    /// Runs of `/` as one, and no trailing `/` but in `/` itself.
    static func fixingSlashes(_ path: String) -> String {
        var result = ""
        result.reserveCapacity(path.utf8.count)
        var afterSlash = false
        for character in path {
            if character == "/" {
                if afterSlash { continue }
                afterSlash = true
            } else {
                afterSlash = false
            }
            result.append(character)
        }
        if result.count > 1, result.hasSuffix("/") { result.removeLast() }
        return result
    }
}
