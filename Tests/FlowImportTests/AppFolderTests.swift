import FlowImport
import Foundation
import TestSupport
import Testing

/// What `flow import --app` finds in an app's folder: its storyboards (one
/// per name, localisations and other targets' aside), its code, and where
/// it launches — from Info.plist, the project's generated Info.plist
/// settings, or a delegate that installs a storyboard's controller.
@Suite struct AppFolderTests {
    static let tiny = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/apps/Tiny").path
    let folders = TemporaryFolders(prefix: "app-folder")

    @Test func theTinyAppsStoryboardsCodeAndLaunch() {
        let app = AppFolder.discover(Self.tiny)
        let relative = { (path: String) in String(path.dropFirst(Self.tiny.count + 1)) }
        // Not fr.lproj's copy (a localisation), nor Pods/ or TinyTests/ (not the app).
        #expect(app.storyboards.map(relative) == ["Tiny/Base.lproj/LaunchScreen.storyboard", "Tiny/Base.lproj/Main.storyboard",
                                                  "Tiny/Settings/Settings.storyboard"])
        #expect(app.sources.map(relative) == ["Tiny/ListViewController.swift", "Tiny/NoteViewController.swift",
                                              "Tiny/Settings/SettingsViewController.swift"])
        #expect(app.launch?.storyboard == "Main")
        #expect(app.launch?.evidence == "\(Self.tiny)/Tiny/Info.plist: UIMainStoryboardFile")
        #expect(app.launchScreens == ["LaunchScreen"])
        #expect(app.duplicates.isEmpty)
    }

    /// Writes `files` (path: text) into a fresh folder.
    func app(_ files: [String: String]) throws -> String {
        let root = try folders.make()
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root.path
    }

    static let plistHead = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>"#

    @Test func theSceneManifestsStoryboard() throws {
        let root = try app([
            "A/Base.lproj/Main.storyboard": "", "A/Base.lproj/Other.storyboard": "",
            "A/Info.plist": Self.plistHead + """
                <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
                <key>UIWindowSceneSessionRoleApplication</key><array><dict>
                <key>UISceneStoryboardFile</key><string>Other</string></dict></array></dict></dict></dict></plist>
                """,
        ])
        #expect(AppFolder.discover(root).launch?.storyboard == "Other")
    }

    /// An app extension's folder (its Info.plist declares NSExtension) is its own target's:
    /// neither its storyboards (its main one and the others it loads, KeePassium's AutoFill's) nor its
    /// sources are the app's. An extension plist beside the app's own keeps the folder.
    /// Moonlight's Info.plist names a main storyboard for each device (`UIMainStoryboardFile` `iPhone`,
    /// `UIMainStoryboardFile~ipad` `iPad`): the iPad's is not imported, as flow models an iPhone,
    /// unless the code loads it by name; an app for the iPad alone keeps its own.
    @Test func theIPadsOwnMainStoryboardIsLeftOut() throws {
        let keys = "<key>UIMainStoryboardFile</key><string>iPhone</string><key>UIMainStoryboardFile~ipad</key><string>iPad</string>"
        let root = try app([
            "A/iPhone.storyboard": "", "A/iPad.storyboard": "", "A/Settings.storyboard": "",
            "A/Info.plist": Self.plistHead + keys + "</dict></plist>",
            "A/AppDelegate.swift": "class AppDelegate {}\n",
        ])
        let app = AppFolder.discover(root)
        #expect(app.storyboards.map { ($0 as NSString).lastPathComponent } == ["Settings.storyboard", "iPhone.storyboard"])
        #expect(app.iPadMainStoryboards == ["\(root)/A/iPad.storyboard"])
        #expect(app.launch?.storyboard == "iPhone")

        let loaded = try self.app([
            "A/iPhone.storyboard": "", "A/iPad.storyboard": "",
            "A/Info.plist": Self.plistHead + keys + "</dict></plist>",
            "A/AppDelegate.swift": "let board = UIStoryboard(name: \"iPad\", bundle: nil)\n",
        ])
        #expect(AppFolder.discover(loaded).iPadMainStoryboards.isEmpty)

        let iPadAlone = try self.app([
            "A/iPad.storyboard": "",
            "A/Info.plist": Self.plistHead + "<key>UIMainStoryboardFile~ipad</key><string>iPad</string></dict></plist>",
        ])
        #expect(AppFolder.discover(iPadAlone).storyboards.map { ($0 as NSString).lastPathComponent } == ["iPad.storyboard"])
    }

    /// Provenance's project builds an iOS app in `Provenance/` and a tvOS one beside it, neither
    /// naming a storyboard, while a core's CMake output holds a plist naming `Main`: the app is the
    /// one built in the folder named as the project.
    @Test func ofAppsTheProjectBuildsInSeveralFoldersTheOneNamedAsItIsTheApps() throws {
        let app = "<key>LSRequiresIPhoneOS</key><true/><key>UILaunchStoryboardName</key><string>Launch</string>"
        let root = try self.app([
            "Provenance/Info.plist": Self.plistHead + app + "</dict></plist>",
            "ProvenanceTV/Info.plist": Self.plistHead + app + "</dict></plist>",
            "Cores/Play/Play.dir/Info.plist": Self.plistHead + "<key>UIMainStoryboardFile</key><string>Main</string></dict></plist>",
            "Provenance.xcodeproj/project.pbxproj": "INFOPLIST_FILE = Provenance/Info.plist;\nINFOPLIST_FILE = ProvenanceTV/Info.plist;\n",
        ])
        #expect(AppFolder.discover(root).appTargetFolder == root + "/Provenance/")
    }

    @Test func anExtensionsSourcesAreNotTheApps() throws {
        let root = try app([
            "App/Base.lproj/Main.storyboard": "", "App/Info.plist": Self.plistHead + "</dict></plist>",
            "App/ListViewController.swift": "",
            "Share/Base.lproj/ShareView.storyboard": "", "Share/ShareViewController.swift": "",
            "Share/controllers/Setup.storyboard": "",
            "Share/Info.plist": Self.plistHead + """
                <key>NSExtension</key><dict><key>NSExtensionMainStoryboard</key><string>ShareView</string></dict></dict></plist>
                """,
        ])
        let found = AppFolder.discover(root)
        #expect(found.sources.map { ($0 as NSString).lastPathComponent } == ["ListViewController.swift"])
        #expect(found.storyboards.map { ($0 as NSString).lastPathComponent } == ["Main.storyboard"])
        #expect(found.extensionStoryboards.map { ($0 as NSString).lastPathComponent } == ["ShareView.storyboard"])
        #expect(found.otherTargetsStoryboards.map { ($0.path as NSString).lastPathComponent } == ["Setup.storyboard"])
    }

    /// Two extensions' main storyboards of one name (passforios's share and AutoFill extensions'
    /// `MainInterface`) are each its own extension's, neither a duplicate of the other.
    @Test func extensionsMainStoryboardsOfOneNameAreEachTheirOwn() throws {
        let extensionPlist = Self.plistHead + """
            <key>NSExtension</key><dict><key>NSExtensionMainStoryboard</key><string>MainInterface</string></dict></dict></plist>
            """
        let root = try app([
            "App/Base.lproj/Main.storyboard": "", "App/Info.plist": Self.plistHead + "</dict></plist>",
            "Share/Base.lproj/MainInterface.storyboard": "", "Share/Info.plist": extensionPlist,
            "AutoFill/Base.lproj/MainInterface.storyboard": "", "AutoFill/Info.plist": extensionPlist,
        ])
        let found = AppFolder.discover(root)
        #expect(found.storyboards.map { ($0 as NSString).lastPathComponent } == ["Main.storyboard"])
        #expect(found.extensionStoryboards.map { String($0.dropFirst(root.count + 1)) }
                == ["AutoFill/Base.lproj/MainInterface.storyboard", "Share/Base.lproj/MainInterface.storyboard"])
        #expect(found.duplicates.isEmpty, "\(found.duplicates)")
    }

    /// A storyboard both in `Base.lproj` and beside it (Slide for Reddit's two `Main.storyboard`s):
    /// the copy the project builds is the app's, the Base localisation when it says nothing.
    @Test func ofTwoCopiesInOneFolderTheProjectsIsTaken() throws {
        let files = [
            "App/Base.lproj/Main.storyboard": "", "App/Main.storyboard": "",
            "App/Info.plist": Self.plistHead + "<key>UIMainStoryboardFile</key><string>Main</string></dict></plist>",
        ]
        let plain = try app(files.merging(["App.xcodeproj/project.pbxproj": """
            BE8AE94221F9225000E1C0D1 /* Main.storyboard */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; \
            path = Main.storyboard; sourceTree = "<group>"; };
            """]) { $1 })
        #expect(AppFolder.discover(plain).storyboards.map { String($0.dropFirst(plain.count + 1)) } == ["App/Main.storyboard"])
        let localised = try app(files.merging(["App.xcodeproj/project.pbxproj": """
            97C147001CF9000F007C117D /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; \
            path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
            """]) { $1 })
        #expect(AppFolder.discover(localised).storyboards.map { String($0.dropFirst(localised.count + 1)) }
                == ["App/Base.lproj/Main.storyboard"])
        let unsaid = try app(files)
        #expect(AppFolder.discover(unsaid).storyboards.map { String($0.dropFirst(unsaid.count + 1)) } == ["App/Base.lproj/Main.storyboard"])
    }

    /// A project of Xcode's: the main group holds `App` (a folder), whose files are the controller the
    /// target compiles, an old one it names but builds in no target, and `Main.storyboard` localised;
    /// `Synced` is a folder Xcode 16 keeps in sync with the disk.
    static let project = """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 77; rootObject = P1;
          objects = {
            P1 = { isa = PBXProject; mainGroup = G0; targets = (T1); };
            G0 = { isa = PBXGroup; children = (G1, S1); sourceTree = "<group>"; };
            G1 = { isa = PBXGroup; children = (F1, F2, V1); path = App; sourceTree = "<group>"; };
            F1 = { isa = PBXFileReference; path = ListViewController.swift; sourceTree = "<group>"; };
            F2 = { isa = PBXFileReference; path = OldListViewController.swift; sourceTree = "<group>"; };
            V1 = { isa = PBXVariantGroup; children = (F3); name = Main.storyboard; sourceTree = "<group>"; };
            F3 = { isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
            S1 = { isa = PBXFileSystemSynchronizedRootGroup; path = Synced; sourceTree = "<group>"; };
            B1 = { isa = PBXBuildFile; fileRef = F1; };
            B2 = { isa = PBXBuildFile; fileRef = V1; };
            T1 = { isa = PBXNativeTarget; buildPhases = (H1, H2); name = App; };
            H1 = { isa = PBXSourcesBuildPhase; files = (B1); };
            H2 = { isa = PBXResourcesBuildPhase; files = (B2); };
          };
        }
        """

    /// Files no target builds are not the app's (ownCloud's old `Action.swift`, declaring a screen no
    /// build has): one the project names but builds in no target, one in a folder the project keeps
    /// that it no longer names, a storyboard left beside the built one. Kept: what a target builds,
    /// what is in a synchronized folder, headers, and what is in a folder the project never names
    /// (another project may build it). A project in the folder above the one given counts too.
    @Test func filesNoTargetBuildsAreLeftOut() throws {
        let root = try app([
            "App.xcodeproj/project.pbxproj": Self.project,
            "App/ListViewController.swift": "", "App/OldListViewController.swift": "", "App/Forgotten.swift": "",
            "App/Bridging.h": "", "App/Base.lproj/Main.storyboard": "", "App/Base.lproj/Old.storyboard": "",
            "App/Info.plist": Self.plistHead + "<key>UIMainStoryboardFile</key><string>Main</string></dict></plist>",
            "Synced/Screen.swift": "", "Elsewhere/Kept.swift": "",
        ])
        let found = AppFolder.discover(root)
        let relative = { (path: String) in String(path.dropFirst(root.count + 1)) }
        #expect(found.sources.map(relative) == ["App/Bridging.h", "App/ListViewController.swift", "Elsewhere/Kept.swift",
                                                "Synced/Screen.swift"])
        #expect(found.storyboards.map(relative) == ["App/Base.lproj/Main.storyboard"])
        #expect(found.leftOut.map(relative) == ["App/Base.lproj/Old.storyboard", "App/Forgotten.swift",
                                                "App/OldListViewController.swift"])
        let inner = AppFolder.discover(root + "/App")
        #expect(inner.leftOut.map { String($0.dropFirst(root.count + 1)) } == ["App/Base.lproj/Old.storyboard", "App/Forgotten.swift",
                                                                               "App/OldListViewController.swift"])
        // A file the project names in another case is built all the same (a Mac's disk finds it).
        let cased = try app([
            "App.xcodeproj/project.pbxproj": Self.project.replacingOccurrences(of: "path = ListViewController.swift",
                                                                             with: "path = ListViewcontroller.swift"),
            "App/ListViewController.swift": "", "App/OldListViewController.swift": "",
        ])
        #expect(AppFolder.discover(cased).leftOut.map { String($0.dropFirst(cased.count + 1)) } == ["App/OldListViewController.swift"])
        // A project that cannot be read leaves everything in.
        let damaged = try app(["App.xcodeproj/project.pbxproj": "{ objects = { G0 = ", "App/OldListViewController.swift": ""])
        #expect(AppFolder.discover(damaged).leftOut.isEmpty)
        #expect(AppFolder.discover(damaged).sources.count == 1)
    }

    /// A file only an app extension's target builds is another program's, left out as a file no target
    /// builds is (Session's share extension's thread picker); one the app builds too is kept, and so
    /// is every file of a project whose targets are all the app's.
    @Test func filesOnlyAnExtensionBuildsAreLeftOut() throws {
        let project = Self.project
            .replacingOccurrences(of: "T1 = { isa = PBXNativeTarget; buildPhases = (H1, H2); name = App; };",
                                  with: """
                                      T1 = { isa = PBXNativeTarget; buildPhases = (H1, H2); name = App; productType = "com.apple.product-type.application"; };
                                      T2 = { isa = PBXNativeTarget; buildPhases = (H3); name = Share; productType = "com.apple.product-type.app-extension"; };
                                      H3 = { isa = PBXSourcesBuildPhase; files = (B3, B4); };
                                      B3 = { isa = PBXBuildFile; fileRef = F2; };
                                      B4 = { isa = PBXBuildFile; fileRef = F1; };
                                      """)
        let root = try app([
            "App.xcodeproj/project.pbxproj": project,
            "App/ListViewController.swift": "", "App/OldListViewController.swift": "",
        ])
        let relative = { (path: String) in String(path.dropFirst(root.count + 1)) }
        let found = AppFolder.discover(root)
        #expect(found.sources.map(relative) == ["App/ListViewController.swift"])
        #expect(found.leftOut.map(relative) == ["App/OldListViewController.swift"])
        // Any kind of extension (an iMessage app's); a framework the app links is the app's.
        let messages = try app([
            "App.xcodeproj/project.pbxproj": project.replacingOccurrences(of: "product-type.app-extension\"",
                                                                          with: "product-type.app-extension.messages\""),
            "App/ListViewController.swift": "", "App/OldListViewController.swift": "",
        ])
        #expect(AppFolder.discover(messages).leftOut.map { String($0.dropFirst(messages.count + 1)) } == ["App/OldListViewController.swift"])
        let framework = try app([
            "App.xcodeproj/project.pbxproj": project.replacingOccurrences(of: "product-type.app-extension\"",
                                                                          with: "product-type.framework\""),
            "App/ListViewController.swift": "", "App/OldListViewController.swift": "",
        ])
        #expect(AppFolder.discover(framework).leftOut.isEmpty)
        // An app for another system (iTorrent's Apple TV app, `SDKROOT = appletvos` in each of its
        // configurations) is another program; one naming no SDK inherits the project's.
        let television = project.replacingOccurrences(of: "productType = \"com.apple.product-type.app-extension\"; };",
                                                       with: "productType = \"com.apple.product-type.application\"; buildConfigurationList = L2; };\n"
                                                           + "L2 = { isa = XCConfigurationList; buildConfigurations = (C2, C3); };\n"
                                                           + "C2 = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = appletvos; }; name = Debug; };\n"
                                                           + "C3 = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = appletvos; }; name = Release; };")
        let tv = try app([
            "App.xcodeproj/project.pbxproj": television,
            "App/ListViewController.swift": "", "App/OldListViewController.swift": "",
        ])
        #expect(AppFolder.discover(tv).leftOut.map { String($0.dropFirst(tv.count + 1)) } == ["App/OldListViewController.swift"])
        let inherited = try app([
            "App.xcodeproj/project.pbxproj": television.replacingOccurrences(of: "SDKROOT = appletvos; ", with: ""),
            "App/ListViewController.swift": "", "App/OldListViewController.swift": "",
        ])
        #expect(AppFolder.discover(inherited).leftOut.isEmpty)
    }

    /// Nothing names where the app launches (its root is made in code): Main,
    /// Xcode's template's, is taken, and the evidence says it is a guess.
    @Test func mainIsAGuessWhenNothingNamesTheLaunch() throws {
        let root = try app(["A/Base.lproj/Main.storyboard": "", "A/Base.lproj/Other.storyboard": ""])
        let launch = AppFolder.discover(root).launch
        #expect(launch?.storyboard == "Main")
        #expect(launch?.evidence.hasPrefix("a guess") == true)
        let none = try app(["A/Base.lproj/Other.storyboard": ""])
        #expect(AppFolder.discover(none).launch == nil)
        // gnosis's `Main` has no initial scene: launched, it would be UIKit's exception.
        let noInitial = try app(["A/Base.lproj/Main.storyboard": Self.storyboard(runtime: "iOS.CocoaTouch")
            .replacingOccurrences(of: #" initialViewController="a""#, with: "")])
        #expect(AppFolder.discover(noInitial).launch == nil)
    }

    /// Per-device launch screens (`~iphone`, `~ipad`) are launch screens too.
    @Test func everyDevicesLaunchScreen() throws {
        let root = try app([
            "A/Base.lproj/Main.storyboard": "", "A/Base.lproj/LaunchPhone.storyboard": "",
            "A/Base.lproj/LaunchPad.storyboard": "",
            "A/Info.plist": Self.plistHead + """
                <key>UIMainStoryboardFile</key><string>Main</string>
                <key>UILaunchStoryboardName</key><string>LaunchPhone</string>
                <key>UILaunchStoryboardName~ipad</key><string>LaunchPad</string></dict></plist>
                """,
        ])
        #expect(AppFolder.discover(root).launchScreens == ["LaunchPhone", "LaunchPad"])
    }

    /// Two apps' Info.plists in one folder (Monal's and its Quicksy variant's), each naming its own
    /// launch screen: both are launch screens, the second's too, although the first names the launch.
    @Test func everyAppsLaunchScreenInOneFolder() throws {
        let root = try app([
            "A/Base.lproj/Main.storyboard": "", "A/Launch.storyboard": "", "A/Variant Launch.storyboard": "",
            "A/App-Info.plist": Self.plistHead + """
                <key>UIMainStoryboardFile</key><string>Main</string>
                <key>UILaunchStoryboardName</key><string>Launch</string></dict></plist>
                """,
            "A/Variant-Info.plist": Self.plistHead + """
                <key>UIMainStoryboardFile</key><string>Main</string>
                <key>UILaunchStoryboardName</key><string>Variant Launch</string></dict></plist>
                """,
        ])
        let app = AppFolder.discover(root)
        #expect(app.launch?.storyboard == "Main")
        #expect(app.launchScreens == ["Launch", "Variant Launch"])
    }

    @Test func theProjectsGeneratedInfoPlist() throws {
        let root = try app([
            "A/Base.lproj/Start.storyboard": "",
            "A.xcodeproj/project.pbxproj": "buildSettings = {\n INFOPLIST_KEY_UIMainStoryboardFile = Start;\n};\n",
        ])
        let launch = AppFolder.discover(root).launch
        #expect(launch?.storyboard == "Start")
        #expect(launch?.evidence.hasSuffix("project.pbxproj: INFOPLIST_KEY_UIMainStoryboardFile") == true)
    }

    /// A project may name the launch screen in its build settings while its Info.plist names the
    /// main storyboard (Mammoth's): the launch screen is one all the same.
    @Test func theProjectsLaunchScreenBesideAPlistThatLaunches() throws {
        let root = try app([
            "A/Base.lproj/Main.storyboard": "", "A/Base.lproj/LaunchScreen.storyboard": "",
            "A/Info.plist": Self.plistHead + "<key>UIMainStoryboardFile</key><string>Main</string></dict></plist>",
            "A.xcodeproj/project.pbxproj": "buildSettings = {\n INFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen;\n};\n",
        ])
        let app = AppFolder.discover(root)
        #expect(app.launch?.storyboard == "Main")
        #expect(app.launchScreens == ["LaunchScreen"])
    }

    /// VLC's launch: the manifest's delegate for the app's windows, in Objective-C, roots a Swift
    /// class by the name it gives Objective-C (`@objc(XYZTabsController)`); the external display's
    /// delegate roots another controller, on the other screen, which is no launch.
    @Test func theAppWindowsDelegateRootsASwiftClassByItsObjectiveCName() throws {
        let root = try app([
            "A/Info.plist": Self.plistHead + """
                <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
                <key>UIWindowSceneSessionRoleApplication</key>
                <array><dict><key>UISceneDelegateClassName</key><string>XYZWindowSceneDelegate</string></dict></array>
                <key>UIWindowSceneSessionRoleExternalDisplayNonInteractive</key>
                <array><dict><key>UISceneDelegateClassName</key><string>XYZExternalSceneDelegate</string></dict></array>
                </dict></dict></dict></plist>
                """,
            "A/XYZExternalSceneDelegate.m": """
                @implementation XYZExternalSceneDelegate
                - (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)options
                {
                    UIWindow *window = [[UIWindow alloc] initWithWindowScene:(UIWindowScene *)scene];
                    window.rootViewController = [[XYZExternalDisplayController alloc] initWithNibName:nil bundle:nil];
                }
                @end
                """,
            "A/XYZWindowSceneDelegate.m": """
                @implementation XYZWindowSceneDelegate
                - (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)options
                {
                    UIWindow *window = [[UIWindow alloc] initWithWindowScene:(UIWindowScene *)scene];
                    window.rootViewController = [XYZTabsController new];
                }
                @end
                """,
            "A/Screens.swift": """
                @objc(XYZTabsController)
                final class TabsController: UITabBarController {}
                @objc(XYZExternalDisplayController) class ExternalDisplayController: UIViewController {}
                @objc(XYZTabsControllerDelegate) protocol TabsControllerDelegate {}
                """,
        ])
        let found = AppFolder.discover(root)
        #expect(found.sceneDelegate == "XYZWindowSceneDelegate")
        #expect(found.otherRolesSceneDelegates == ["XYZExternalSceneDelegate"])
        let index = SourceIndex.scanning(files: found.sources)
        let launch = index.windowRoot(sceneDelegate: found.sceneDelegate, otherRolesSceneDelegates: found.otherRolesSceneDelegates,
                                      launchScreens: found.launchScreens)
        #expect(launch?.made.identifier == "TabsController")
        #expect(launch?.location == "XYZWindowSceneDelegate.m:5")
    }

    /// VLC keeps its Apple TV app's screens in folders named for tvOS beside the iOS app's.
    @Test func anotherSystemsFoldersAreNotTheApps() throws {
        let root = try app([
            "A/Base.lproj/Main.storyboard": "",
            "A/Info.plist": Self.plistHead + "<key>UIMainStoryboardFile</key><string>Main</string></dict></plist>",
            "A/Screens/List.swift": "", "A/Screens/tvOS/TVList.swift": "", "A/Player-tvOS/Player.m": "",
            "A/macOS/Menu.swift": "", "A/tvOSSupport/Shared.swift": "",
        ])
        let names = AppFolder.discover(root).sources.map { ($0 as NSString).lastPathComponent }
        #expect(names == ["List.swift", "Shared.swift"])
    }

    @Test func aDelegateThatBuildsTheWindowInCode() throws {
        let root = try app([
            "A/Flows.storyboard": "", "A/Main.storyboard": "",
            "A/SceneDelegate.swift": """
                // let old = UIStoryboard(name: "Main", bundle: nil)
                let storyboard = UIStoryboard(name: "Flows", bundle: nil)
                window?.rootViewController = storyboard.instantiateInitialViewController()
                """,
        ])
        let launch = AppFolder.discover(root).launch
        #expect(launch?.storyboard == "Flows")
        #expect(launch?.evidence.hasSuffix("SceneDelegate.swift:2: UIStoryboard(name: \"Flows\")") == true)
    }

    @Test func twoTargetsStoryboardsOfOneNameAreSaid() throws {
        let root = try app(["App/Base.lproj/Main.storyboard": "", "Extension/Base.lproj/Main.storyboard": ""])
        let found = AppFolder.discover(root)
        #expect(found.storyboards.count == 1)
        #expect(found.duplicates.count == 1)
        #expect(found.launch?.evidence.hasPrefix("a guess") == true)
    }
}

extension AppFolderTests {
    /// A link back to a parent folder is read once, not for ever.
    @Test func aLinkToAParentIsReadOnce() throws {
        let root = try app(["A/Base.lproj/Main.storyboard": "", "A/View.swift": "class V {}\n"])
        try FileManager.default.createSymbolicLink(atPath: root + "/A/loop", withDestinationPath: root + "/A")
        let found = AppFolder.discover(root)
        #expect(found.storyboards.count == 1)
        #expect(found.sources.count == 1, "\(found.sources)")
    }
}

/// Other targets in the app's folder (AppTargets.swift): a macOS helper, a second iOS app, an App
/// Clip, a watch app. Their sources and storyboards are not the app's, and a storyboard of theirs
/// never stands for the app's of the same name (AltStore's repository holds all of these).
extension AppFolderTests {
    static func storyboard(runtime: String, type: String = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB") -> String {
        #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
            + #"<document type="\#(type)" version="3.0" toolsVersion="1" targetRuntime="\#(runtime)" initialViewController="a">"#
            + "\n</document>\n"
    }

    /// `NSMainNibFile` is UIKit's main nib as well as AppKit's: an iOS app's beside UIKit's keys (Mumble's
    /// `MainWindow`, with `UISupportedInterfaceOrientations`), a macOS app's without.
    @Test func aMainNibIsAMacAppsOnlyWithoutUIKitsKeys() throws {
        let root = try app([
            "Source/Classes/AppDelegate.m": "", "Source/Info.plist": Self.plistHead + """
                <key>NSMainNibFile</key><string>MainWindow</string>
                <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array></dict></plist>
                """,
            "Mac/AppDelegate.swift": "", "Mac/Info.plist": Self.plistHead + """
                <key>NSMainNibFile</key><string>MainMenu</string><key>NSPrincipalClass</key><string>NSApplication</string></dict></plist>
                """,
        ])
        let relative = { (path: String) in String(path.dropFirst(root.count + 1)) }
        #expect(AppFolder.discover(root).sources.map(relative) == ["Source/Classes/AppDelegate.m"])
    }

    @Test func otherTargetsFilesAreNotTheApps() throws {
        let iOS = Self.storyboard(runtime: "iOS.CocoaTouch")
        let root = try app([
            "Store/Base.lproj/Main.storyboard": iOS, "Store/Base.lproj/LaunchScreen.storyboard": iOS,
            "Store/AppDelegate.swift": "", "Store/Info.plist": Self.plistHead + """
                <key>UIMainStoryboardFile</key><string>Main</string>
                <key>UILaunchStoryboardName</key><string>LaunchScreen</string></dict></plist>
                """,
            // A macOS server whose Main sorts first, in a folder of its own.
            "Server/Base.lproj/Main.storyboard": Self.storyboard(runtime: "MacOSX.Cocoa",
                                                                 type: "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB"),
            "Server/AppDelegate.swift": "", "Server/Info.plist": Self.plistHead + """
                <key>NSMainStoryboardFile</key><string>Main</string><key>NSPrincipalClass</key><string>NSApplication</string></dict></plist>
                """,
            // A second iOS app whose delegate makes its own root, with its plist in Resources/.
            "Backup/Base.lproj/LaunchScreen.storyboard": iOS, "Backup/AppDelegate.swift": "",
            "Backup/Resources/Info.plist": Self.plistHead + """
                <key>LSRequiresIPhoneOS</key><true/><key>UILaunchStoryboardName</key><string>LaunchScreen</string></dict></plist>
                """,
            "Clip/ClipView.swift": "", "Clip/Info.plist": Self.plistHead + """
                <key>NSAppClip</key><dict></dict><key>UIApplicationSceneManifest</key><dict></dict></dict></plist>
                """,
            "Watch/WatchView.swift": "", "Watch/Info.plist": Self.plistHead + "<key>WKApplication</key><true/></dict></plist>",
            // A framework the app links: its code is the app's.
            "Core/Model.swift": "", "Core/Info.plist": Self.plistHead + "<key>NSPrincipalClass</key><string></string></dict></plist>",
        ])
        let found = AppFolder.discover(root)
        let relative = { (path: String) in String(path.dropFirst(root.count + 1)) }
        #expect(found.storyboards.map(relative) == ["Store/Base.lproj/LaunchScreen.storyboard", "Store/Base.lproj/Main.storyboard"])
        #expect(found.sources.map(relative) == ["Core/Model.swift", "Store/AppDelegate.swift"])
        #expect(found.otherTargetsStoryboards.map { relative($0.path) }
                == ["Backup/Base.lproj/LaunchScreen.storyboard", "Server/Base.lproj/Main.storyboard"])
        #expect(found.otherTargetsStoryboards.map(\.owner) == [
            "another iOS app's storyboard (\(root)/Backup/Resources/Info.plist)",
            "a macOS app's storyboard (\(root)/Server/Info.plist)",
        ])
        #expect(found.duplicates.isEmpty)
        #expect(found.launch?.evidence == "\(root)/Store/Info.plist: UIMainStoryboardFile")
    }

    /// A macOS storyboard with no plist to say whose it is is still not the app's; two iOS apps that
    /// both name what they launch are both read, as before (which is the app cannot be told).
    @Test func aStoryboardForAnotherPlatformAndTwoAppsThatLaunch() throws {
        let root = try app([
            "A/Base.lproj/Main.storyboard": Self.storyboard(runtime: "iOS.CocoaTouch"),
            "B/Base.lproj/Main.storyboard": Self.storyboard(runtime: "MacOSX.Cocoa"),
            "W/Interface.storyboard": Self.storyboard(runtime: "watchKit"),
            "TV/Base.lproj/Main.storyboard": Self.storyboard(runtime: "AppleTV", type: "com.apple.InterfaceBuilder.AppleTV.Storyboard"),
            "A/A.swift": "", "A/Info.plist": Self.plistHead + "<key>UIMainStoryboardFile</key><string>Main</string></dict></plist>",
            "C/C.swift": "", "C/Info.plist": Self.plistHead + "<key>UIMainStoryboardFile</key><string>Main</string></dict></plist>",
        ])
        let found = AppFolder.discover(root)
        #expect(found.storyboards.map { String($0.dropFirst(root.count + 1)) } == ["A/Base.lproj/Main.storyboard"])
        #expect(found.otherTargetsStoryboards.map(\.owner) == ["a macOS storyboard", "a tvOS storyboard", "a watchOS storyboard"])
        #expect(found.sources.count == 2)
    }
}

extension AppFolderTests {
    /// Two iOS apps that both name what they launch (Loop and its Learn app): the one in a folder
    /// named as the Xcode project is the app, and the other's storyboard of the same name is not it.
    @Test func ofTwoAppsThatLaunchTheProjectsIsTheApp() throws {
        let iOS = Self.storyboard(runtime: "iOS.CocoaTouch")
        let launchesMain = Self.plistHead + "<key>UIMainStoryboardFile</key><string>Main</string></dict></plist>"
        let root = try app([
            "Learn/Base.lproj/Main.storyboard": iOS, "Learn/Info.plist": launchesMain, "Learn/Lesson.swift": "",
            "Loop/Base.lproj/Main.storyboard": iOS, "Loop/Info.plist": launchesMain, "Loop/Status.swift": "",
            "Loop.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n",
        ])
        let found = AppFolder.discover(root)
        #expect(found.storyboards.map { String($0.dropFirst(root.count + 1)) } == ["Loop/Base.lproj/Main.storyboard"])
        #expect(found.sources.map { String($0.dropFirst(root.count + 1)) } == ["Loop/Status.swift"])
        #expect(found.launch?.evidence == "\(root)/Loop/Info.plist: UIMainStoryboardFile")
    }

    /// GitHawk keeps a library in `Local Pods` with its example app beside its own project
    /// (`Example/MailExample/` and `MailExample.xcodeproj`), and both launch a `Main`: the app is the
    /// one the outermost project builds (`INFOPLIST_FILE = Resources/Info.plist;`), though the
    /// example sorts first and sits in a folder named as a project.
    @Test func ofTwoAppsThatLaunchTheOutermostProjectBuildsTheApp() throws {
        let iOS = Self.storyboard(runtime: "iOS.CocoaTouch")
        let launchesMain = Self.plistHead + "<key>UIMainStoryboardFile</key><string>Main</string></dict></plist>"
        let example = "Local Pods/SwipeKit/Example/MailExample"
        let root = try app([
            "Resources/Base.lproj/Main.storyboard": iOS, "Resources/Info.plist": launchesMain, "Classes/Inbox.swift": "",
            "Freetime.xcodeproj/project.pbxproj": """
                // !$*UTF8*$!
                \t\t\t\tINFOPLIST_FILE = Resources/Info.plist;
                \t\t\t\tINFOPLIST_FILE = "Watch Extension/Info.plist";
                """,
            "\(example)/Main.storyboard": iOS, "\(example)/Info.plist": launchesMain, "\(example)/MailViewController.swift": "",
            "Local Pods/SwipeKit/Example/MailExample.xcodeproj/project.pbxproj": """
                // !$*UTF8*$!
                \t\t\t\tINFOPLIST_FILE = MailExample/Info.plist;
                """,
            "Local Pods/SwipeKit/Source/SwipeCell.swift": "",
        ])
        let found = AppFolder.discover(root)
        let relative = { (path: String) in String(path.dropFirst(root.count + 1)) }
        #expect(found.storyboards.map(relative) == ["Resources/Base.lproj/Main.storyboard"])
        #expect(found.sources.map(relative) == ["Classes/Inbox.swift", "Local Pods/SwipeKit/Source/SwipeCell.swift"])
        #expect(found.otherTargetsStoryboards.map { relative($0.path) } == ["\(example)/Main.storyboard"])
        #expect(found.launch?.evidence == "\(root)/Resources/Info.plist: UIMainStoryboardFile")
    }

    /// GitHawk's `Resources` holds a samples target's `FreetimeSamples-Info.plist` beside the app's
    /// `Info.plist`, which the project names: the launch is the app target's, cited from its plist,
    /// though the other sorts first (and names another storyboard here).
    @Test func theLaunchIsReadFromThePlistTheProjectBuildsFirst() throws {
        let iOS = Self.storyboard(runtime: "iOS.CocoaTouch")
        let launches = { (name: String) in Self.plistHead + "<key>UIMainStoryboardFile</key><string>\(name)</string></dict></plist>" }
        let root = try app([
            "Resources/Base.lproj/Main.storyboard": iOS, "Resources/Base.lproj/Samples.storyboard": iOS,
            "Resources/Info.plist": launches("Main"), "Resources/FreetimeSamples-Info.plist": launches("Samples"),
            "Classes/Inbox.swift": "",
            "Freetime.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n\t\t\t\tINFOPLIST_FILE = Resources/Info.plist;\n",
        ])
        let found = AppFolder.discover(root)
        #expect(found.launch?.storyboard == "Main")
        #expect(found.launch?.evidence == "\(root)/Resources/Info.plist: UIMainStoryboardFile")
    }

    /// gnosis's: a workspace at the top opens the app's project beside its frameworks' projects,
    /// whose test hosts are apps too, one naming a storyboard `Main` as the app's does: the project
    /// the workspace is named for builds the app.
    @Test func theProjectAWorkspaceIsNamedForBuildsTheApp() throws {
        let iOS = Self.storyboard(runtime: "iOS.CocoaTouch")
        let plainApp = Self.plistHead + "<key>LSRequiresIPhoneOS</key><true/></dict></plist>"
        let root = try app([
            "safe.xcworkspace/contents.xcworkspacedata": "",
            "safe/safe/Info.plist": plainApp, "safe/safe/AppDelegate.swift": "",
            "safe/safe.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n\t\t\t\tINFOPLIST_FILE = safe/Info.plist;\n",
            "SafeUIKit/SafeAppUI/MainFlow/Main.storyboard": iOS,
            "Common/CommonIntegration/Info.plist": Self.plistHead + "<key>UIMainStoryboardFile</key><string>Main</string></dict></plist>",
            "Common/CommonIntegration/Main.storyboard": iOS,
            "Common/Common.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n\t\t\t\tINFOPLIST_FILE = CommonIntegration/Info.plist;\n",
        ])
        let found = AppFolder.discover(root)
        let relative = { (path: String) in String(path.dropFirst(root.count + 1)) }
        #expect(found.storyboards.map(relative) == ["SafeUIKit/SafeAppUI/MainFlow/Main.storyboard"])
        #expect(found.otherTargetsStoryboards.map { relative($0.path) } == ["Common/CommonIntegration/Main.storyboard"])
    }

    /// MEWconnect's: the app's Info.plist (and its beta's) names no storyboard, as its delegate
    /// launches in code, while a pod's example app beside it names `Main`: the outermost project
    /// builds the app, which is the app all the same.
    @Test func theOutermostProjectsAppThoughAnotherNamesAStoryboard() throws {
        let iOS = Self.storyboard(runtime: "iOS.CocoaTouch")
        let plainApp = Self.plistHead + "<key>LSRequiresIPhoneOS</key><true/></dict></plist>"
        let example = "DevelopPods/MnemonicsView/Example"
        let root = try app([
            "App/Supporting Files/Info.plist": plainApp, "App/Supporting Files/Info-Beta.plist": plainApp,
            "App/Storyboards/Start.storyboard": iOS, "App/AppDelegate.m": "",
            "App.xcodeproj/project.pbxproj": """
                // !$*UTF8*$!
                \t\t\t\tINFOPLIST_FILE = "App/Supporting Files/Info.plist";
                \t\t\t\tINFOPLIST_FILE = "App/Supporting Files/Info-Beta.plist";
                """,
            "\(example)/MnemonicsView/Main.storyboard": iOS,
            "\(example)/MnemonicsView/Info.plist": Self.plistHead + "<key>UIMainStoryboardFile</key><string>Main</string></dict></plist>",
            "\(example)/MnemonicsView.xcodeproj/project.pbxproj": """
                // !$*UTF8*$!
                \t\t\t\tINFOPLIST_FILE = MnemonicsView/Info.plist;
                """,
        ])
        let found = AppFolder.discover(root)
        let relative = { (path: String) in String(path.dropFirst(root.count + 1)) }
        #expect(found.storyboards.map(relative) == ["App/Storyboards/Start.storyboard"])
        #expect(found.otherTargetsStoryboards.map { relative($0.path) } == ["\(example)/MnemonicsView/Main.storyboard"])
    }
}

extension AppFolderTests {
    /// The project names its app's plist in another case than the folder's (Beam's
    /// `INFOPLIST_FILE = beam/Info.plist;` for `Beam/Info.plist`): macOS's file system does not tell
    /// them apart, and nor does the import. Beam's two bundled libraries' example apps also launch a
    /// `Main`, one of them in a folder named as its project as Beam's is: the first to sort was
    /// taken for the app (30 of 75 scenes reached, the example's; 65 of 92 of Beam's own).
    @Test func thePlistAProjectBuildsIsFoundWhateverTheCase() throws {
        let iOS = Self.storyboard(runtime: "iOS.CocoaTouch")
        let launchesMain = Self.plistHead + "<key>UIMainStoryboardFile</key><string>Main</string></dict></plist>"
        let root = try app([
            "Beam/UI/Base.lproj/Main.storyboard": iOS, "Beam/Info.plist": launchesMain, "Beam/AppDelegate.swift": "",
            "Beam.xcodeproj/project.pbxproj": """
                // !$*UTF8*$!
                \t\t\t\tINFOPLIST_FILE = beam/Info.plist;
                """,
            "AWKGallery/Example/Main.storyboard": iOS, "AWKGallery/Example/Info.plist": launchesMain,
            "AWKGallery/AWKGallery.xcodeproj/project.pbxproj": """
                // !$*UTF8*$!
                \t\t\t\tINFOPLIST_FILE = Example/Info.plist;
                """,
            "AssetsPickerController/AssetsPickerControllerExample/Base.lproj/Main.storyboard": iOS,
            "AssetsPickerController/AssetsPickerControllerExample/Info.plist": launchesMain,
            "AssetsPickerController/AssetsPickerControllerExample.xcodeproj/project.pbxproj": """
                // !$*UTF8*$!
                \t\t\t\tINFOPLIST_FILE = AssetsPickerControllerExample/Info.plist;
                """,
        ])
        let found = AppFolder.discover(root)
        let relative = { (path: String) in String(path.dropFirst(root.count + 1)) }
        #expect(found.storyboards.map(relative) == ["Beam/UI/Base.lproj/Main.storyboard"])
        #expect(found.launch?.evidence == "\(root)/Beam/Info.plist: UIMainStoryboardFile")
    }

    /// A watch app made by Xcode 14 or later names what it is in its build settings, not in an
    /// Info.plist: its folder's name says it (xDrip4iOS's `xDrip Watch App/`, its plist at the
    /// root with neither WK key). Its Swift, a SwiftUI `App`, is not the iOS app's.
    @Test func aWatchAppsFolderIsAnotherTarget() throws {
        let root = try app([
            "xDrip/Base.lproj/Main.storyboard": Self.storyboard(runtime: "iOS.CocoaTouch"),
            "xDrip/Info.plist": Self.plistHead + "<key>UIMainStoryboardFile</key><string>Main</string></dict></plist>",
            "xDrip/RootViewController.swift": "",
            "xDrip Watch App/xDripWatchApp.swift": "", "xDrip Watch App/Views/MainView.swift": "",
            "Old WatchKit Extension/InterfaceController.swift": "",
            "xDrip-Watch-App-Info.plist": Self.plistHead + "<key>AppGroupIdentifier</key><string>x</string></dict></plist>",
        ])
        let found = AppFolder.discover(root)
        #expect(found.sources.map { String($0.dropFirst(root.count + 1)) } == ["xDrip/RootViewController.swift"])
    }

    /// An Info.plist Xcode preprocesses (`#ifdef INTUNE` around keys, KeePassium's AutoFill
    /// extension) is read as the build without flags: its extension's storyboard is still its own.
    @Test func aPreprocessedInfoPlistIsRead() throws {
        let root = try app([
            "App/Base.lproj/Main.storyboard": "", "App/Info.plist": Self.plistHead + "</dict></plist>",
            "AutoFill/Base.lproj/MainInterface.storyboard": "", "AutoFill/Info.plist": Self.plistHead + """

                <key>CFBundleVersion</key><string>1</string>
                #ifdef INTUNE
                    <key>IntuneMAMSettings</key><dict>
                #else
                    <key>Plain</key><dict>
                #endif
                    </dict>
                #ifndef LITE
                <key>NSExtension</key><dict><key>NSExtensionMainStoryboard</key><string>MainInterface</string></dict>
                #endif
                </dict></plist>
                """,
        ])
        let found = AppFolder.discover(root)
        #expect(found.storyboards.map { ($0 as NSString).lastPathComponent } == ["Main.storyboard"])
        #expect(found.extensionStoryboards.map { ($0 as NSString).lastPathComponent } == ["MainInterface.storyboard"])
    }
}

extension AppFolderTests {
    /// Nextcloud Notes' Info.plist is `Brand/iOCNotes.plist`, which its project names: a plist of
    /// another name is the app's when the project builds it, and its launch screen is left out.
    /// One the project does not name is no target's.
    @Test func aPlistTheProjectNamesIsTheAppsWhateverItsName() throws {
        let names = "<key>UILaunchStoryboardName</key><string>Launch Screen</string>"
        let root = try app([
            "Brand/iOCNotes.plist": Self.plistHead + names + "</dict></plist>",
            "Brand/Launch Screen.storyboard": Self.storyboard(runtime: "iOS.CocoaTouch"),
            "Source/Main_iPhone.storyboard": Self.storyboard(runtime: "iOS.CocoaTouch"),
            "Source/Settings.plist": Self.plistHead + "<key>UILaunchStoryboardName</key><string>Main_iPhone</string></dict></plist>",
            "Source/SceneDelegate.swift": "",
            "iOCNotes.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n\t\t\t\tINFOPLIST_FILE = Brand/iOCNotes.plist;\n",
        ])
        #expect(AppFolder.discover(root).launchScreens == ["Launch Screen"])
    }
}
