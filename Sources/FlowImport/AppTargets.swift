import Foundation

/// Which of the Info.plists in an app's folder is the app's, and which
/// folders are other targets': an app extension, an App Clip, a watch app, a
/// macOS app, or a second iOS app (AltStore's repository holds the store, its
/// macOS server and the small AltBackup app, each with an `AppDelegate`).
/// Another target's sources and storyboards are not the app's: read with
/// it, AltBackup's delegate set the window's root and AltServer's macOS
/// `Main.storyboard` stood for the store's.
///
/// A target's folder is its Info.plist's, or the folder above when the plist
/// sits in a `Resources` or `Supporting Files` folder of its own (NetNewsWire's
/// `Mac/Resources/Info.plist` is the Mac app's `Mac/`). Frameworks' and
/// bundles' plists belong to code the app links, and are not other targets.
struct AppTargets {
    /// What an Info.plist says its target is.
    enum Kind: Equatable {
        case appExtension
        case appClip
        case watchApp
        case macApp
        /// An iOS app; `launchesStoryboard` when it names a main storyboard or a scene manifest.
        case iOSApp(launchesStoryboard: Bool)
        /// A framework, a bundle, or a plist that says too little.
        case library

        /// How the summary says what a skipped file belongs to.
        var name: String {
            switch self {
            case .appExtension: return "an app extension's"
            case .appClip: return "an App Clip's"
            case .watchApp: return "a watch app's"
            case .macApp: return "a macOS app's"
            case .iOSApp: return "another iOS app's"
            case .library: return "a framework's"
            }
        }
    }

    /// Another target: its Info.plist, its folder (ending in `/`) and its kind.
    struct Other {
        var plist: String
        var folder: String
        var kind: Kind
    }

    /// The app's own Info.plist, when one can be told.
    private(set) var appPlist: String?
    /// The other targets whose folders hold none of the app's own plists.
    private(set) var others: [Other] = []

    /// The targets of `plists` (sorted paths), each read by `read`; `projects`, the names of the
    /// Xcode projects in the folder (`Loop` for `Loop.xcodeproj`); `projectPlists`, the plists the
    /// outermost projects name as their targets' (`INFOPLIST_FILE`).
    init(plists: [String], projects: Set<String>, projectPlists: Set<String> = [], read: (String) -> [String: Any]?) {
        let kinds = plists.map { plist in (plist, read(plist).map(Self.kind(of:)) ?? .library) }
        let iOSApps = kinds.filter { if case .iOSApp = $0.1 { return true } else { return false } }
        let launching = iOSApps.filter { $0.1 == .iOSApp(launchesStoryboard: true) }
        // Several iOS apps: the one naming what it launches is the app, when only one does; of several
        // that do, the one the outermost project builds (GitHawk's `Resources/Info.plist`, which its
        // `Freetime.xcodeproj` names, beside the example app of a library it keeps in `Local Pods`,
        // `MailExample/` beside `MailExample.xcodeproj`: both launch a `Main`), else the one in a
        // folder named as a project (Loop's `Loop/` beside `Learn/`).
        let isInProjectFolder = { (plist: String) in
            projects.contains((String(Self.folder(ofPlist: plist).dropLast()) as NSString).lastPathComponent)
        }
        let named = launching.filter { isInProjectFolder($0.0) }
        let isBuilt = Self.isBuilt(by: projectPlists)
        let built = launching.filter { isBuilt($0.0) }
        // The iOS apps the outermost project builds, when they are one target's (its plist and a
        // beta's): that target is the app, though another plist names a storyboard where its does
        // not (MEWconnect's launches from its delegate's code; a pod's example app beside it names
        // `Main`, and was taken for the app).
        let builtApps = iOSApps.filter { isBuilt($0.0) }
        // When it builds apps in several folders (Provenance's iOS and tvOS apps), the folder named as a
        // project (`Provenance/` beside `Provenance.xcodeproj`) is the app's.
        let builtFolders = Set(builtApps.map { Self.folder(ofPlist: $0.0) })
        let builtNamed = builtApps.filter { isInProjectFolder($0.0) }
        let oneTarget = builtFolders.count == 1 ? builtApps
            : Set(builtNamed.map { Self.folder(ofPlist: $0.0) }).count == 1 ? builtNamed : []
        let outermost = oneTarget.first { $0.1 == .iOSApp(launchesStoryboard: true) } ?? oneTarget.first
        let main = outermost ?? (launching.count == 1 ? launching.first : built.count == 1 ? built.first
                                 : named.count == 1 ? named.first : nil)
        appPlist = main?.0 ?? iOSApps.first?.0
        var candidates: [Other] = []
        for (plist, kind) in kinds {
            switch kind {
            case .appExtension, .appClip, .watchApp, .macApp:
                candidates.append(Other(plist: plist, folder: Self.folder(ofPlist: plist), kind: kind))
            case .iOSApp where main != nil && plist != appPlist:
                candidates.append(Other(plist: plist, folder: Self.folder(ofPlist: plist), kind: kind))
            case .iOSApp, .library:
                break
            }
        }
        // A folder holding one of the app's own plists is the app's, whatever else it holds (an
        // extension's plist beside the app's sources).
        let own = Set(kinds.map(\.0)).subtracting(candidates.map(\.plist))
        others = candidates.filter { other in !own.contains { $0.hasPrefix(other.folder) } }
    }

    /// The other target whose folder holds `path`, if any.
    func other(holding path: String) -> Other? {
        others.first { path.hasPrefix($0.folder) }
    }

    /// The folder of the app's target (ending in `/`), when its plist is known.
    var appFolder: String? { appPlist.map(Self.folder(ofPlist:)) }

    static func kind(of plist: [String: Any]) -> Kind {
        if plist["NSExtension"] != nil { return .appExtension }
        if plist["NSAppClip"] != nil { return .appClip }
        if plist["WKApplication"] != nil || plist["WKWatchKitApp"] != nil { return .watchApp }
        // `NSMainNibFile` is UIKit's main nib too (iOS apps before storyboards: Mumble's `MainWindow`): a
        // macOS app's only beside no key of UIKit's (`UILaunchStoryboardName`, `UISupportedInterfaceOrientations`, …).
        let namesUIKit = plist["LSRequiresIPhoneOS"] != nil || plist.keys.contains { $0.hasPrefix("UI") }
        if plist["NSMainStoryboardFile"] != nil || plist["NSMainNibFile"] != nil && !namesUIKit { return .macApp }
        let launches = plist["UIMainStoryboardFile"] != nil || plist["UIApplicationSceneManifest"] != nil
        if launches || plist["LSRequiresIPhoneOS"] != nil || plist["UILaunchStoryboardName"] != nil
            || plist["UILaunchScreen"] != nil || plist["NSMainNibFile"] != nil {
            return .iOSApp(launchesStoryboard: launches)
        }
        return .library
    }

    /// Whether `path`, below `root`, is in a folder Xcode names for a watch app's target: `<App>
    /// Watch App` (Xcode 14 and later), `<App> WatchKit App` or `<App> WatchKit Extension` (before).
    /// A watch app made by Xcode 14 says what it is in its build settings (`INFOPLIST_KEY_WKApplication`),
    /// not in an Info.plist of its own: xDrip4iOS's `xDrip Watch App/`, whose plist sits at the
    /// repository's root naming neither key, had its SwiftUI `App` read as a screen of the iOS app.
    static func isInWatchTarget(_ path: String, under root: String) -> Bool {
        let relative = path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
        return relative.split(separator: "/").dropLast().contains { folder in
            folder.hasSuffix(" Watch App") || folder.hasSuffix(" WatchKit App") || folder.hasSuffix(" WatchKit Extension")
        }
    }

    /// Whether a source file sits in a folder of another system's: one named for it (`tvOS`,
    /// `macOS`, `watchOS`), or ending so (`VideoPlayer-tvOS`). VLC keeps its Apple TV app's screens
    /// in such folders beside the iOS app's, and the import took them for the app's (six scenes
    /// nothing reaches on an iPhone). Not `iOS`'s, nor a file's own name.
    static func isForAnotherSystem(_ path: String, under root: String) -> Bool {
        let relative = path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
        return relative.split(separator: "/").dropLast().contains { folder in
            let lowered = folder.lowercased()
            return ["tvos", "macos", "watchos"].contains { system in
                lowered == system || lowered.hasSuffix("-" + system) || lowered.hasSuffix("_" + system) || lowered.hasSuffix(" " + system)
            }
        }
    }

    /// Folders Xcode's templates and apps keep a target's Info.plist in, inside the target's folder.
    static let plistFolders: Set<String> = ["Resources", "Supporting Files", "SupportingFiles", "Support"]

    /// Whether a plist is one of `projectPlists` (`AppFolder.plistsBuilt(byOutermostOf:)`). By case
    /// too: macOS's file system is case-insensitive, and Xcode finds Beam's `Beam/Info.plist` by the
    /// `beam/Info.plist` its project writes.
    static func isBuilt(by projectPlists: Set<String>) -> (String) -> Bool {
        let builtPaths = Set(projectPlists.map { $0.lowercased() })
        return { plist in builtPaths.contains((plist as NSString).standardizingPath.lowercased()) }
    }

    static func folder(ofPlist plist: String) -> String {
        let folder = (plist as NSString).deletingLastPathComponent
        let target = plistFolders.contains((folder as NSString).lastPathComponent)
            ? (folder as NSString).deletingLastPathComponent : folder
        return target + "/"
    }
}
