// The custom conditions the app's Swift is compiled with (`#if MAIN`, `#if DEBUG`), as its Xcode
// project's release build of the app sets them: what a person who installs the app runs.
//
// A condition is set by `SWIFT_ACTIVE_COMPILATION_CONDITIONS` (`DEBUG MAIN`, or a list) or by a
// `-D` in `OTHER_SWIFT_FLAGS`, in the app target's `Release` configuration, whose `$(inherited)` is
// the project's `Release` configuration, whose own is a configuration file's (`.xcconfig`) when one
// is named. Pyto builds its app with `MAIN` and keeps, in the `#else`, the launch of the stand-alone
// apps it exports: read both, the import launched Pyto at the exported apps' splash screen.
//
// What the import cannot know it does not guess: when no project is read, or a configuration file
// a setting depends on is not in the repository, the conditions are unknown (nil), and an `#if` on
// a custom condition keeps every branch read, as before (ActiveCode.swift). A missing CocoaPods
// file (`Pods-App.release.xcconfig`, made by `pod install`, rarely committed) is known: it adds
// `COCOAPODS`.

import Foundation

/// The custom conditions of the app's release build; nil when they cannot be known.
public struct CompilationConditions: Sendable, Equatable {
    /// The conditions set; nil when unknown.
    public var custom: Set<String>?
    /// Those the import cannot tell set or not: set by some of the repository's app targets and not
    /// by others, when which target is the app cannot be told (Threema's consumer, Work and OnPrem apps).
    public var undecided: Set<String> = []

    /// The conditions no project says: unknown.
    public static let unknown = CompilationConditions(custom: nil)

    /// The conditions the app target (`com.apple.product-type.application`) of the projects at
    /// `projects` (paths of `project.pbxproj` files) sets in its `Release` configuration: the one
    /// whose Info.plist (`INFOPLIST_FILE`) is `appPlist`; when that cannot be told, those every app
    /// target sets, the ones only some set undecided.
    static func reading(projects: [String], appPlist: String? = nil,
                        read: @escaping (String) -> Data? = { FileManager.default.contents(atPath: $0) })
        -> CompilationConditions {
        var targets: [(conditions: Set<String>?, plist: String?)] = []
        for project in projects {
            guard let data = read(project),
                  let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
                  let objects = (plist as? [String: Any])?["objects"] as? [String: Any] else { continue }
            let folder = ((URL(fileURLWithPath: project).standardizedFileURL.path as NSString)
                .deletingLastPathComponent as NSString).deletingLastPathComponent
            let settings = BuildSettingsReader(project: ProjectObjects(objects: objects, folder: folder), read: read)
            let projectLevel = settings.projectValues()
            for (_, target) in settings.project.objects
            where target["isa"] as? String == "PBXNativeTarget"
                && target["productType"] as? String == "com.apple.product-type.application" {
                targets.append((settings.conditions(ofTarget: target, over: projectLevel), settings.infoPlist(ofTarget: target)))
            }
        }
        let app = appPlist.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        let apps = targets.filter { $0.plist != nil && $0.plist == app }
        if apps.count == 1, let conditions = apps[0].conditions { return CompilationConditions(custom: conditions) }
        guard !targets.isEmpty else { return .unknown }
        return common(to: targets.map(\.conditions))
    }

    /// When which of several app targets is the app cannot be told: the conditions each sets, those
    /// only some set undecided; unknown when one target's are.
    static func common(to targets: [Set<String>?]) -> CompilationConditions {
        var every: Set<String>?
        var some: Set<String> = []
        for target in targets {
            guard let conditions = target else { return .unknown }
            every = every.map { $0.intersection(conditions) } ?? conditions
            some.formUnion(conditions)
        }
        let common = every ?? []
        return CompilationConditions(custom: common, undecided: some.subtracting(common))
    }

    /// The conditions a release build's `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and `OTHER_SWIFT_FLAGS`'s
    /// `-D`s set, by setting.
    static func set(by values: [String: String]) -> Set<String> {
        var conditions = Set(BuildSettingsReader.words(values[BuildSettingsReader.conditionsKey] ?? ""))
        let flags = BuildSettingsReader.words(values[BuildSettingsReader.flagsKey] ?? "")
        for (position, flag) in flags.enumerated() where flag.hasPrefix("-D") {
            let name = flag == "-D" ? (position + 1 < flags.count ? flags[position + 1] : "") : String(flag.dropFirst(2))
            if !name.isEmpty { conditions.insert(name) }
        }
        return conditions
    }
}

/// One project's release settings of the conditions, its configuration files read as needed.
struct BuildSettingsReader {
    let project: ProjectObjects
    let read: (String) -> Data?

    static let configuration = "Release"
    static let conditionsKey = "SWIFT_ACTIVE_COMPILATION_CONDITIONS"
    static let flagsKey = "OTHER_SWIFT_FLAGS"
    /// Configuration files include others; deeper than this is read as unknown.
    static let deepestInclude = 8

    /// The conditions `target` sets in its release configuration over `projectLevel`, the project's
    /// (`projectValues()`); nil when unknown.
    func conditions(ofTarget target: [String: Any], over projectLevel: [String: String]?) -> Set<String>? {
        guard let projectLevel,
              let targetLevel = values(of: target["buildConfigurationList"] as? String, inherited: projectLevel) else { return nil }
        return CompilationConditions.set(by: targetLevel)
    }

    /// The two settings as the project's release configuration has them; nil when unknown.
    func projectValues() -> [String: String]? {
        let root = project.objects.values.first { $0["isa"] as? String == "PBXProject" }
        return values(of: root?["buildConfigurationList"] as? String, inherited: [:])
    }

    /// The path of `target`'s Info.plist as its release configuration names it (`INFOPLIST_FILE`,
    /// from the project's folder), when it does.
    func infoPlist(ofTarget target: [String: Any]) -> String? {
        guard let configuration = release(of: target["buildConfigurationList"] as? String),
              var path = (configuration["buildSettings"] as? [String: Any])?["INFOPLIST_FILE"] as? String else { return nil }
        for root in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where path.hasPrefix(root) {
            path = String(path.dropFirst(root.count))
        }
        guard !path.contains("$") else { return nil }
        return ((project.folder as NSString).appendingPathComponent(path) as NSString).standardizingPath
    }

    /// The release configuration of `list`: `Release`, or, in a project that names its
    /// configurations otherwise (`AppStore`), the one it builds by default.
    private func release(of list: String?) -> [String: Any]? {
        guard let list = list.flatMap({ project.objects[$0] }),
              let configurations = list["buildConfigurations"] as? [String] else { return nil }
        let named = configurations.compactMap { self.project.objects[$0] }
        return named.first(where: { $0["name"] as? String == Self.configuration })
            ?? named.first(where: { $0["name"] as? String == list["defaultConfigurationName"] as? String })
    }

    /// The two settings as the release configuration of `list` has them, each `$(inherited)` being
    /// `inherited`'s (a configuration file's, then the configuration's own); nil when unknown.
    private func values(of list: String?, inherited: [String: String]) -> [String: String]? {
        guard let list, project.objects[list] != nil else { return inherited }
        // A list with neither a `Release` nor a default configuration: unknown.
        guard let release = release(of: list) else { return nil }
        var values = inherited
        if let reference = release["baseConfigurationReference"] as? String {
            guard let file = valuesOfFile(reference, inherited: values) else { return nil }
            values = file
        }
        let settings = release["buildSettings"] as? [String: Any] ?? [:]
        for key in [Self.conditionsKey, Self.flagsKey] {
            guard let value = settings[key] else { continue }
            let written = (value as? [String])?.joined(separator: " ") ?? (value as? String) ?? ""
            values[key] = Self.inheriting(written, values[key])
        }
        return values
    }

    /// The settings of the configuration file `reference` names over `inherited`. A CocoaPods one
    /// adds `COCOAPODS` (`pod install` writes it so; most repositories do not commit it).
    private func valuesOfFile(_ reference: String, inherited: [String: String]) -> [String: String]? {
        let name = project.objects[reference]?["path"] as? String ?? ""
        if (name as NSString).lastPathComponent.hasPrefix("Pods-") {
            var values = inherited
            values[Self.flagsKey] = (values[Self.flagsKey] ?? "") + " -D COCOAPODS"
            return values
        }
        return project.path(of: reference).flatMap { values(inFile: $0, inherited: inherited, depth: 0) }
    }

    /// The settings a configuration file sets over `inherited`; nil when it, or a file it includes,
    /// is not there.
    private func values(inFile path: String, inherited: [String: String], depth: Int) -> [String: String]? {
        guard depth < Self.deepestInclude, let data = read(path) else { return nil }
        var values = inherited
        for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("#include") {
                // `#include?` may name a file that is not there; `#include` may not.
                let included = text.split(separator: "\"").dropFirst().first.map(String.init) ?? ""
                let full = ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(included)
                if let read = self.values(inFile: full, inherited: values, depth: depth + 1) {
                    values = read
                } else if !text.hasPrefix("#include?") {
                    return nil
                }
                continue
            }
            guard let equals = text.firstIndex(of: "=") else { continue }
            let key = text[..<equals].trimmingCharacters(in: .whitespaces)
            // (A comment after the value is none of it.)
            let value = (text[text.index(after: equals)...].components(separatedBy: "//").first ?? "")
                .trimmingCharacters(in: .whitespaces)
            // `KEY[config=Debug] = …`: only the release configuration's, or one for every configuration.
            let plainKey = key.split(separator: "[").first.map(String.init) ?? key
            guard [Self.conditionsKey, Self.flagsKey].contains(plainKey) else { continue }
            if key.contains("[") && !key.contains("config=\(Self.configuration)") { continue }
            values[plainKey] = Self.inheriting(value, values[plainKey])
        }
        return values
    }

    /// `value` with its `$(inherited)` (or `${inherited}`) replaced by `inherited`.
    static func inheriting(_ value: String, _ inherited: String?) -> String {
        value.replacingOccurrences(of: "$(inherited)", with: inherited ?? "")
            .replacingOccurrences(of: "${inherited}", with: inherited ?? "")
    }

    /// A setting's words, quotes taken off.
    static func words(_ value: String) -> [String] {
        value.split(whereSeparator: \.isWhitespace).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) }
    }
}
