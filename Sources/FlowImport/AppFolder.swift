import Foundation

/// What `flow import --app DIR` finds in an app's source folder: the
/// storyboards to import together, the source files to read, and where the
/// app launches.
///
/// Folders that are not the app's own are skipped: dependencies (`Pods`,
/// `Carthage`, `.build`, `DerivedData`, `Packages`), hidden folders and test
/// targets. A storyboard localised into several `.lproj` folders is taken
/// once, from `Base.lproj` (else `en.lproj`, else the first); device variants
/// (`Main~ipad.storyboard`) are left out, as UIKit loads them only on that
/// device. The launch comes from the app's Info.plist (`UIMainStoryboardFile`,
/// or the scene manifest's `UISceneStoryboardFile`), else from the Xcode
/// project's generated-Info.plist settings, else from an app or scene
/// delegate that installs a storyboard's controller as the window's root.
public struct AppFolder: Sendable {
    /// The storyboards to import, one per name, sorted by path.
    public var storyboards: [String] = []
    /// The Swift and Objective-C files, sorted.
    public var sources: [String] = []
    /// Where the app launches, if it could be told.
    public var launch: Launch?
    /// The scene delegate class Info.plist's scene manifest names first for the app's windows
    /// (`UISceneDelegateClassName`, without its module): the one UIKit connects when the app
    /// delegate does not choose (Eurofurence's release build takes it; the SwiftUI one is for debug).
    public var sceneDelegate: String?
    /// The scene delegate classes the manifest names for other roles only: an external display's, a
    /// CarPlay screen's (VLC's `VLCNonInteractiveWindowSceneDelegate` roots the TV-out controller).
    /// UIKit connects them to other screens; what they make the root is not where a person starts.
    public var otherRolesSceneDelegates: Set<String> = []
    /// The launch screens' storyboard names (`UILaunchStoryboardName`, and
    /// per device `UILaunchStoryboardName~iphone`, `~ipad`): shown before the
    /// app runs, never navigated, so they are no entry.
    public var launchScreens: [String] = []
    /// The folder of the app target's Info.plist (ending in `/`), when the app's plist is told apart
    /// from other targets' (AppTargets.swift): where the app's own SwiftUI `App` is looked for first.
    public var appTargetFolder: String?

    /// The Info.plist keys that name a launch screen, the generic one first.
    static let launchScreenKeys = ["UILaunchStoryboardName", "UILaunchStoryboardName~iphone", "UILaunchStoryboardName~ipad"]
    /// Storyboards found more than once under one name in folders that are not
    /// localisations of each other (two targets): the one kept, and the others.
    public var duplicates: [(kept: String, skipped: String)] = []
    /// Storyboards of app extensions (an extension's `NSExtensionMainStoryboard`):
    /// another target's interface, not the app's, so not imported.
    public var extensionStoryboards: [String] = []
    /// Storyboards of another target (an App Clip's, another app's, one for macOS, watchOS or tvOS)
    /// and whose: not imported, and never taken over the app's storyboard of the same name (AppTargets.swift).
    public var otherTargetsStoryboards: [(path: String, owner: String)] = []
    /// The iPad's main storyboard when Info.plist names one of its own (`UIMainStoryboardFile~ipad`,
    /// Moonlight's `iPad` beside the iPhone's `iPhone`) and no source names it: UIKit loads it only on
    /// an iPad, and flow models an iPhone (LaunchAlternatives.swift), so it is not imported, as a
    /// `Main~ipad.storyboard` device variant is not. Its scenes were counted as never reached.
    public var iPadMainStoryboards: [String] = []

    /// Source files and storyboards in the folder that no target of the app's Xcode projects builds
    /// (ProjectMembership.swift): not read, and listed in the summary.
    public var leftOut: [String] = []
    /// The custom conditions the app's release build compiles its Swift with (CompilationConditions.swift).
    public var conditions = CompilationConditions.unknown

    /// The storyboard the app launches into, and how that was found.
    public struct Launch: Sendable, Equatable {
        /// The storyboard's name (`Main`).
        public var storyboard: String
        /// Where it was read, for the summary: `Info.plist: UIMainStoryboardFile`.
        public var evidence: String

        /// Whether nothing named it and Main was taken (`readLaunch`).
        public var isGuess: Bool { evidence.hasPrefix(Self.guess) }
        static let guess = "a guess"

        /// The launch into the controller an app's delegate makes in code (`SourceIndex.windowRoot`),
        /// which `Code.flow` holds.
        public static func inCode(_ root: WindowRoot) -> Launch {
            let how = root.method == WindowRoot.swiftUIAppScene ? "the app's WindowGroup shows it" : "the delegate sets the window's root"
            return Launch(storyboard: CodeScreens.storyboardName, evidence: "\(root.location): \(how)")
        }
    }

    static let skippedFolders: Set<String> = ["Pods", "Carthage", ".build", "DerivedData", "Packages", "build",
                                              "node_modules", "fastlane", "vendor"]

    /// The app in `root`.
    public static func discover(_ root: String) -> AppFolder {
        var found = AppFolder()
        var storyboardsByName: [String: [String]] = [:]
        var plists: [String] = []
        var otherPlists: [String] = []
        var infoPlistStrings: [String] = []
        var projects: [String] = []
        for path in files(under: root) {
            let name = (path as NSString).lastPathComponent
            switch (name as NSString).pathExtension {
            case "storyboard" where !name.contains("~"):
                storyboardsByName[(name as NSString).deletingPathExtension, default: []].append(path)
            case "swift", "m", "mm", "h":
                found.sources.append(path)
            case "plist" where name.hasSuffix("Info.plist"):
                // `Info.plist`, and Xcode's older `App-Info.plist`.
                plists.append(path)
            case "plist":
                otherPlists.append(path)
            case "strings" where name == "InfoPlist.strings":
                infoPlistStrings.append(path)
            case "pbxproj":
                projects.append(path)
            default:
                break
            }
        }
        // Files on disk that no target builds are not the app's (ProjectMembership.swift); headers are
        // in no build phase of an app's target, so they are kept.
        let membership = ProjectMembership(projects: projects + Self.projects(above: root))
        let isLeftOut = { (path: String) in !path.hasSuffix(".h") && membership.isLeftOut(path) }
        found.leftOut = (found.sources + storyboardsByName.values.joined()).filter(isLeftOut).sorted()
        found.sources.removeAll(where: isLeftOut)
        storyboardsByName = storyboardsByName.mapValues { $0.filter { !isLeftOut($0) } }.filter { !$0.value.isEmpty }
        let projectPlists = Self.plistsBuilt(byOutermostOf: Self.workspaceProject(in: root, among: projects) ?? projects)
        // A target's Info.plist may have another name, which its project gives (Nextcloud Notes'
        // `Brand/iOCNotes.plist`, naming the launch screen): any plist so named is one.
        plists += otherPlists.filter(AppTargets.isBuilt(by: projectPlists))
        plists.sort()
        // Read once, for which of two copies of a storyboard in one folder the project builds.
        let projectTexts = projects.sorted().compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
        let projectNames = Set(projects.map { ((($0 as NSString).deletingLastPathComponent as NSString).lastPathComponent as NSString).deletingPathExtension })
        let targets = AppTargets(plists: plists, projects: projectNames, projectPlists: projectPlists, read: Self.dictionary)
        // Another target's files are its own: an extension's main storyboard is said by name, below;
        // its other storyboards are its own too (KeePassium's AutoFill extension's four).
        found.sources.removeAll { source in
            targets.other(holding: source) != nil || AppTargets.isInWatchTarget(source, under: root)
                || AppTargets.isForAnotherSystem(source, under: root)
        }
        let extensionNames = Set(plists.compactMap(Self.dictionary).compactMap { plist in
            (plist["NSExtension"] as? [String: Any])?["NSExtensionMainStoryboard"] as? String
        })
        for (name, all) in storyboardsByName {
            var paths: [String] = []
            for path in all.sorted() {
                let platform = StoryboardPlatform.of(path)
                if let other = targets.other(holding: path), other.kind != .appExtension || !extensionNames.contains(name) {
                    found.otherTargetsStoryboards.append((path, other.kind.name + " storyboard (\(other.plist))"))
                } else if platform != .iOS {
                    found.otherTargetsStoryboards.append((path, "a \(platform.name) storyboard"))
                } else {
                    paths.append(path)
                }
            }
            // Extensions' main storyboards share a name (passforios's two `MainInterface`): each is
            // its extension's, said so below, none a duplicate of another.
            if extensionNames.contains(name) {
                found.storyboards += paths
                continue
            }
            // Two targets' storyboards of one name: the one nearest the app's folder first; of one
            // folder's, its Base localisation, unless the project builds the other (StoryboardCopies).
            let home = targets.appFolder ?? ""
            let nearness = { (path: String) in -Self.sharedFolderDepth(path, home) }
            let builds = StoryboardCopies.builtCopy(named: name, projects: projectTexts)
            let ordering = { (path: String) in StoryboardCopies.rank(path, builds: builds) }
            let ordered = paths.sorted { (nearness($0), ordering($0), $0) < (nearness($1), ordering($1), $1) }
            guard let kept = ordered.first else { continue }
            found.storyboards.append(kept)
            for other in ordered.dropFirst() where folderOutsideLocalisations(other) != folderOutsideLocalisations(kept) {
                found.duplicates.append((kept, other))
            }
        }
        found.storyboards.sort()
        found.otherTargetsStoryboards.sort { $0.path < $1.path }
        found.sources.sort()
        // An extension's storyboard is its own target's.
        found.extensionStoryboards = found.storyboards.filter { extensionNames.contains(StoryboardInput.name(ofPath: $0)) }
        found.storyboards.removeAll { extensionNames.contains(StoryboardInput.name(ofPath: $0)) }
        found.appTargetFolder = targets.appFolder
        let allProjects = projects + Self.projects(above: root)
        found.conditions = CompilationConditions.reading(projects: allProjects, appPlist: targets.appPlist)
        // No Xcode project committed: XcodeGen's spec, when there is one (XcodeGenConditions.swift).
        if allProjects.isEmpty {
            let specs = Self.xcodeGenSpecs(at: root)
            if !specs.isEmpty { found.conditions = CompilationConditions.readingXcodeGen(specs: specs, appPlist: targets.appPlist) }
        }
        // The plists the project builds first, then by path: a folder's other plists (GitHawk's
        // `FreetimeSamples-Info.plist` for a samples target, sorted before `Info.plist`) come after
        // the app target's, which the launch is read from and cited.
        let isBuilt = AppTargets.isBuilt(by: projectPlists)
        let appPlists = plists.filter { targets.other(holding: $0) == nil }
            .sorted { (isBuilt($0) ? 0 : 1, $0) < (isBuilt($1) ? 0 : 1, $1) }
        let iPadOnly = Self.iPadMainStoryboardNames(plists: appPlists, sources: found.sources)
        found.iPadMainStoryboards = found.storyboards.filter { iPadOnly.contains(StoryboardInput.name(ofPath: $0)) }
        found.storyboards.removeAll { iPadOnly.contains(StoryboardInput.name(ofPath: $0)) }
        let names = Set(found.storyboards.map(StoryboardInput.name(ofPath:)))
        found.readLaunch(plists: appPlists, projects: projects.sorted(),
                         storyboards: names)
        // Launch screens localised (COVIDSafe names one per language in each `xx.lproj/InfoPlist.strings`),
        // and those Interface Builder marks as one (`launchScreen="YES"`, "Use as Launch Screen").
        found.noteLaunchScreens(infoPlistStrings.sorted().filter { targets.other(holding: $0) == nil }
            .flatMap(Self.localisedLaunchScreens))
        found.noteLaunchScreens(found.storyboards.filter(Self.isMarkedLaunchScreen).map(StoryboardInput.name(ofPath:)))
        return found
    }

    /// The storyboards the app's Info.plists name as the iPad's main storyboard alone
    /// (`UIMainStoryboardFile~ipad` naming another than `UIMainStoryboardFile~iphone`, else
    /// `UIMainStoryboardFile`; an app naming no iPhone's keeps it), unless a source writes the name
    /// in quotes (a storyboard the code also loads by name is kept).
    static func iPadMainStoryboardNames(plists: [String], sources: [String]) -> Set<String> {
        var names: Set<String> = []
        for plist in plists {
            guard let dictionary = dictionary(plist), dictionary["NSExtension"] == nil,
                  let iPad = dictionary["UIMainStoryboardFile~ipad"] as? String else { continue }
            // An app for the iPad alone names no other: its storyboard is the app's.
            guard let iPhone = (dictionary["UIMainStoryboardFile~iphone"] ?? dictionary["UIMainStoryboardFile"]) as? String
            else { continue }
            if iPad != iPhone { names.insert(iPad) }
        }
        guard !names.isEmpty else { return [] }
        for source in sources {
            guard let text = try? String(contentsOfFile: source, encoding: .utf8) else { continue }
            names = names.filter { !text.contains("\"\($0)\"") }
        }
        return names
    }

    /// The Xcode projects (`project.pbxproj` paths) in the folders above `root`, up to three and not
    /// above a repository's top (a `.git`): an app's sources are often a folder beside the project
    /// that builds them (`MyApp/` beside `MyApp.xcodeproj`), and `--app MyApp` is given the folder.
    static func projects(above root: String) -> [String] {
        var found: [String] = []
        var folder = URL(fileURLWithPath: root).standardizedFileURL.path
        for _ in 0..<3 {
            guard !FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(".git")),
                  folder != "/" else { break }
            folder = (folder as NSString).deletingLastPathComponent
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names.sorted() where name.hasSuffix(".xcodeproj") {
                let project = ((folder as NSString).appendingPathComponent(name) as NSString).appendingPathComponent("project.pbxproj")
                if FileManager.default.fileExists(atPath: project) { found.append(project) }
            }
        }
        return found
    }

    /// XcodeGen's specs (`project.yml`) in `root` and the folders above it, up to three and not above a
    /// repository's top, nearest first.
    static func xcodeGenSpecs(at root: String) -> [String] {
        var found: [String] = []
        var folder = URL(fileURLWithPath: root).standardizedFileURL.path
        for _ in 0..<4 {
            let spec = (folder as NSString).appendingPathComponent("project.yml")
            if FileManager.default.fileExists(atPath: spec) { found.append(spec) }
            guard !FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(".git")), folder != "/" else { break }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return found.prefix(1).map { $0 }
    }

    /// Every file under `root`, skipping folders that are not the app's own.
    static func files(under root: String) -> [String] {
        var result: [String] = []
        var pending = [root]
        // Each folder once, however links lead back to it (a link to a parent would loop for ever).
        var visited: Set<String> = []
        while let folder = pending.popLast() {
            guard visited.insert(URL(fileURLWithPath: folder).resolvingSymlinksInPath().path).inserted else { continue }
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() {
                let path = folder == "." ? name : (folder as NSString).appendingPathComponent(name)
                if name.hasPrefix(".") || skippedFolders.contains(name) && !isTheAppsPackagesFolder(path, among: names, in: folder) {
                    continue
                }
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    // Test targets and bundles are not the app (`AppTests`, `AppUITests`, `Foo.xcodeproj` is read for its settings).
                    if name.hasSuffix("Tests") || name.hasSuffix(".xcassets") { continue }
                    pending.append(path)
                } else {
                    result.append(path)
                }
            }
        }
        return result
    }

    /// Whether `path`, a `Packages` folder, is the app's: its own local packages, which an Xcode
    /// project beside it refers to (`path = Packages/EurofurenceApplication;`, Eurofurence keeps its
    /// screens there), rather than the checkouts of dependencies early SwiftPM made there. A folder
    /// of that name holding no package (no `Package.swift` in it or in a folder of its own) is the
    /// app's group of that name, read as any other (Zebra's `UI/Packages`, its package screens).
    static func isTheAppsPackagesFolder(_ path: String, among siblings: [String], in folder: String) -> Bool {
        guard (path as NSString).lastPathComponent == "Packages" else { return false }
        if !holdsPackages(path) { return true }
        return siblings.filter { $0.hasSuffix(".xcodeproj") }.contains { project in
            let file = ((folder as NSString).appendingPathComponent(project) as NSString).appendingPathComponent("project.pbxproj")
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return false }
            return text.contains("path = Packages/")
        }
    }

    /// Whether folder `path` is a package or holds packages: a `Package.swift` in it or in one of
    /// its folders.
    static func holdsPackages(_ path: String) -> Bool {
        let manifest = "Package.swift"
        let fileManager = FileManager.default
        if fileManager.fileExists(atPath: (path as NSString).appendingPathComponent(manifest)) { return true }
        let names = (try? fileManager.contentsOfDirectory(atPath: path)) ?? []
        return names.contains { name in
            fileManager.fileExists(atPath: ((path as NSString).appendingPathComponent(name) as NSString).appendingPathComponent(manifest))
        }
    }

    /// How many folders `path` and the folder `home` (ending in `/`) share from the top.
    static func sharedFolderDepth(_ path: String, _ home: String) -> Int {
        zip(path.split(separator: "/", omittingEmptySubsequences: false).dropLast(),
            home.split(separator: "/", omittingEmptySubsequences: false)).prefix { $0 == $1 }.count
    }

    /// `Base.lproj` first, then English, then any other localisation, then unlocalised.
    static func rank(_ path: String) -> Int {
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        switch folder {
        case "Base.lproj": return 0
        case "en.lproj", "English.lproj", "en-US.lproj": return 1
        default: return folder.hasSuffix(".lproj") ? 3 : 2
        }
    }

    /// The folder a storyboard is in, above its `.lproj` folder if any: two
    /// localisations of one storyboard share it; two targets' storyboards do not.
    static func folderOutsideLocalisations(_ path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.hasSuffix(".lproj") ? (folder as NSString).deletingLastPathComponent : folder
    }


    static func dictionary(_ plist: String) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: plist) else { return nil }
        if let object = try? PropertyListSerialization.propertyList(from: data, format: nil) { return object as? [String: Any] }
        // An Info.plist Xcode runs through the C preprocessor (`INFOPLIST_PREPROCESS`: KeePassium's
        // extension wraps its Intune keys in `#ifdef INTUNE`), read as the build without the flags.
        guard let text = String(data: data, encoding: .utf8), text.contains("\n#"),
              let object = try? PropertyListSerialization.propertyList(
                from: Data(PlistPreprocessing.withoutFlags(text).utf8), format: nil) else { return nil }
        return object as? [String: Any]
    }

    /// The project a workspace at the folder's top names by its own name (gnosis's `safe.xcworkspace`
    /// opens `safe/safe.xcodeproj` beside the projects of its frameworks, whose test hosts and demos
    /// are apps too, one naming a storyboard): the app's, when there is one such workspace.
    static func workspaceProject(in root: String, among projects: [String]) -> [String]? {
        let workspaces = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [])
            .filter { ($0 as NSString).pathExtension == "xcworkspace" }
        guard workspaces.count == 1, let workspace = workspaces.first else { return nil }
        let name = (workspace as NSString).deletingPathExtension
        let named = projects.filter { project in
            (((project as NSString).deletingLastPathComponent as NSString).lastPathComponent as NSString).deletingPathExtension == name
        }
        return named.count == 1 ? named : nil
    }

    /// The Info.plists the outermost of `projects` (paths of `project.pbxproj` files, the fewest
    /// folders deep) name as their targets' (`INFOPLIST_FILE = Resources/Info.plist;`), as paths
    /// beside the others: a project nested in a library's folder builds the library's examples.
    static func plistsBuilt(byOutermostOf projects: [String]) -> Set<String> {
        let depth = { (path: String) in path.split(separator: "/").count }
        guard let outermost = projects.map(depth).min() else { return [] }
        var plists: Set<String> = []
        for project in projects where depth(project) == outermost {
            guard let text = try? String(contentsOfFile: project, encoding: .utf8) else { continue }
            // The folder holding the `.xcodeproj`, which the setting's paths start from.
            let base = ((project as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            for line in text.split(separator: "\n") {
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                guard trimmed.hasPrefix("INFOPLIST_FILE = ") else { continue }
                var value = trimmed.dropFirst("INFOPLIST_FILE = ".count)
                if value.hasSuffix(";") { value = value.dropLast() }
                if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = value.dropFirst().dropLast() }
                for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/"] where value.hasPrefix(prefix) {
                    value = value.dropFirst(prefix.count)
                }
                guard !value.isEmpty, !value.hasPrefix("/"), !value.contains("$") else { continue }
                plists.insert(((base as NSString).appendingPathComponent(String(value)) as NSString).standardizingPath)
            }
        }
        return plists
    }

    /// The launch screens an `InfoPlist.strings` names (`"UILaunchStoryboardName" = "LaunchScreen_fr";`):
    /// Xcode localises Info.plist's values so, the file in UTF-8 or UTF-16.
    static func localisedLaunchScreens(_ path: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: path),
              let object = try? PropertyListSerialization.propertyList(from: data, format: nil),
              let strings = object as? [String: Any] else { return [] }
        return launchScreenKeys.compactMap { strings[$0] as? String }
    }

    /// Whether the storyboard at `path` is one Interface Builder marks as a launch screen: the attribute
    /// sits on its `<document …>` element, in the file's first lines.
    static func isMarkedLaunchScreen(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = String(decoding: handle.readData(ofLength: 4096), as: UTF8.self)
        guard let document = head.range(of: "<document") else { return false }
        let element = head[document.upperBound...].prefix { $0 != ">" }
        return element.contains("launchScreen=\"YES\"")
    }

    // MARK: - The launch

    mutating func noteLaunchScreens(_ names: [String]) {
        for name in names where !launchScreens.contains(name) { launchScreens.append(name) }
    }

    mutating func readLaunch(plists: [String], projects: [String], storyboards: Set<String>) {
        // Xcode's generated Info.plist: its keys are build settings of the project, and a project
        // may name the launch screen so while its Info.plist names the main storyboard (Mammoth's).
        let projectTexts = projects.compactMap { project in
            (try? String(contentsOfFile: project, encoding: .utf8)).map { (project, $0) }
        }
        for (_, text) in projectTexts {
            noteLaunchScreens(Self.launchScreenKeys.compactMap { Self.setting("INFOPLIST_KEY_" + $0, in: text) })
        }
        // Every target's launch screen, before the launch is found: one folder may hold two apps'
        // Info.plists (Monal's and its Quicksy variant's, each naming its own launch screen), and the
        // second's launch screen was imported as a storyboard no path reaches.
        for plist in plists {
            guard let dictionary = Self.dictionary(plist), dictionary["NSExtension"] == nil else { continue }
            noteLaunchScreens(Self.launchScreenKeys.compactMap { dictionary[$0] as? String })
        }
        // The app's Info.plist first: the one that names a main storyboard or a scene manifest.
        for plist in plists {
            guard let dictionary = Self.dictionary(plist), dictionary["NSExtension"] == nil else { continue }
            if sceneDelegate == nil {
                sceneDelegate = Self.firstSceneDelegate(in: dictionary)
                otherRolesSceneDelegates = Self.otherRolesSceneDelegates(in: dictionary)
            }
            // The scene manifest's storyboard before the app's: from iOS 13 a scene-based app's
            // window is the scene's, made from its configuration (`UISceneConfiguration.storyboard`,
            // set from `UISceneStoryboardFile`), and `UIMainStoryboardFile` is read only by the
            // iOS 12 launch a manifest replaces (a scene configuration without a storyboard shows
            // no window of the main storyboard's, the black screen of apps that removed it there).
            if let scene = Self.sceneStoryboard(in: dictionary), storyboards.contains(scene) {
                launch = Launch(storyboard: scene, evidence: "\(plist): UISceneStoryboardFile")
                return
            }
            if let main = dictionary["UIMainStoryboardFile"] as? String, storyboards.contains(main) {
                launch = Launch(storyboard: main, evidence: "\(plist): UIMainStoryboardFile")
                return
            }
        }
        for (project, text) in projectTexts {
            for key in ["INFOPLIST_KEY_UIMainStoryboardFile", "INFOPLIST_KEY_UISceneStoryboardFile"] {
                if let value = Self.setting(key, in: text), storyboards.contains(value) {
                    launch = Launch(storyboard: value, evidence: "\(project): \(key)")
                    return
                }
            }
        }
        // An app that builds its window in code: the delegate installs a storyboard's controller.
        for source in sources where Self.isDelegate(source) {
            guard let text = try? String(contentsOfFile: source, encoding: .utf8) else { continue }
            for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let name = Self.storyboardName(in: String(line)), storyboards.contains(name) else { continue }
                launch = Launch(storyboard: name, evidence: "\(source):\(offset + 1): UIStoryboard(name: \"\(name)\")")
                return
            }
        }
        // Nothing names it: an app that makes its root in code (DuckDuckGo's coordinator makes
        // its `MainViewController`, Main.storyboard's initial scene). Main, the storyboard
        // Xcode's template launches, is taken, and the evidence says it is a guess.
        // Not a `Main` without an initial scene (gnosis's): launched, it would be UIKit's exception,
        // where no guess at all lets the import say where the code sets the window's root.
        if storyboards.contains("Main"), hasInitialScene("Main") {
            launch = Launch(storyboard: "Main", evidence: Launch.guess + ": neither Info.plist nor a delegate names a storyboard, "
                            + "and Main is the one Xcode's template launches (flow explore --initial picks another)")
        }
    }

    /// Whether the app's storyboard named `name` marks an initial scene (`initialViewController=` on
    /// its document); true when it cannot be read or is no storyboard, as its import will say.
    func hasInitialScene(_ name: String) -> Bool {
        guard let path = storyboards.first(where: { StoryboardInput.name(ofPath: $0) == name }),
              let data = FileManager.default.contents(atPath: path) else { return true }
        // The attribute sits on the `<document …>` element, in the file's first lines.
        let head = String(decoding: data.prefix(4096), as: UTF8.self)
        return !head.contains("<document") || head.contains("initialViewController=")
    }

    static func firstSceneDelegate(in plist: [String: Any]) -> String? {
        guard let manifest = plist["UIApplicationSceneManifest"] as? [String: Any],
              let configurations = manifest["UISceneConfigurations"] as? [String: Any],
              let windows = configurations["UIWindowSceneSessionRoleApplication"] as? [[String: Any]],
              let name = windows.first?["UISceneDelegateClassName"] as? String else { return nil }
        // `$(PRODUCT_MODULE_NAME).SceneDelegate`: the class, without its module.
        return FlowNames.className(name)
    }

    /// The delegates the manifest names for roles other than the app's windows, and not for those.
    static func otherRolesSceneDelegates(in plist: [String: Any]) -> Set<String> {
        guard let manifest = plist["UIApplicationSceneManifest"] as? [String: Any],
              let configurations = manifest["UISceneConfigurations"] as? [String: Any] else { return [] }
        let application = "UIWindowSceneSessionRoleApplication"
        func delegates(_ role: String) -> [String] {
            (configurations[role] as? [[String: Any]] ?? []).compactMap { $0["UISceneDelegateClassName"] as? String }
                .map(FlowNames.className)
        }
        let others = configurations.keys.filter { $0 != application }.flatMap(delegates)
        return Set(others).subtracting(delegates(application))
    }

    static func sceneStoryboard(in plist: [String: Any]) -> String? {
        guard let manifest = plist["UIApplicationSceneManifest"] as? [String: Any],
              let configurations = manifest["UISceneConfigurations"] as? [String: Any] else { return nil }
        // The app's windows' role first (an external display's configuration may name another).
        let application = "UIWindowSceneSessionRoleApplication"
        let keys = configurations.keys.sorted()
        for key in keys.filter({ $0 == application }) + keys.filter({ $0 != application }) {
            for configuration in configurations[key] as? [[String: Any]] ?? [] {
                if let name = configuration["UISceneStoryboardFile"] as? String { return name }
            }
        }
        return nil
    }

    /// `KEY = Value;` in a project file, quotes taken off.
    static func setting(_ key: String, in project: String) -> String? {
        guard let range = project.range(of: key + " = ") else { return nil }
        let rest = project[range.upperBound...]
        guard let end = rest.firstIndex(of: ";") else { return nil }
        let value = rest[..<end].trimmingCharacters(in: .whitespaces)
        return value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2
            ? String(value.dropFirst().dropLast()) : value
    }

    static func isDelegate(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return name.contains("AppDelegate") || name.contains("SceneDelegate")
    }

    /// `Name` in `UIStoryboard(name: "Name"` (Swift) or `storyboardWithName:@"Name"` (Objective-C),
    /// on a line that is not a comment.
    static func storyboardName(in line: String) -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("//") { return nil }
        for opener in ["UIStoryboard(name: \"", "storyboardWithName:@\""] {
            guard let start = line.range(of: opener) else { continue }
            let rest = line[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { continue }
            return String(rest[..<end])
        }
        return nil
    }
}
