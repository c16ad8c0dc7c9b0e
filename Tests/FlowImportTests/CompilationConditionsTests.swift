@testable import FlowImport
import Foundation
import Testing

/// The custom conditions of an app's release build, read from its Xcode project
/// (CompilationConditions.swift), and the `#if` branches that build leaves out, blanked
/// (ActiveCode.swift).
extension AppFolderTests {
    /// A project whose app target `T1` sets `targetSettings` in its `Release` configuration (and
    /// `-D DEBUG_MENU` in `Debug`, which is not the shipped build's) over the project's
    /// `projectSettings`, its `Release` based on the configuration file `base` when one is given.
    static func conditionsProject(targetSettings: String, projectSettings: String = "", base: String? = nil) -> String {
        """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 56; rootObject = P1;
          objects = {
            P1 = { isa = PBXProject; mainGroup = G0; targets = (T1); buildConfigurationList = L1; };
            G0 = { isa = PBXGroup; children = (X1); sourceTree = "<group>"; };
            X1 = { isa = PBXFileReference; path = \(base ?? "none.xcconfig"); sourceTree = "<group>"; };
            L1 = { isa = XCConfigurationList; buildConfigurations = (C1, C2); defaultConfigurationName = Release; };
            C1 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG"; }; };
            C2 = { isa = XCBuildConfiguration; name = Release; buildSettings = { \(projectSettings) }; };
            T1 = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = L2; };
            L2 = { isa = XCConfigurationList; buildConfigurations = (C3, C4); };
            C3 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { OTHER_SWIFT_FLAGS = "-D DEBUG_MENU"; }; };
            C4 = { isa = XCBuildConfiguration; name = Release; \(base == nil ? "" : "baseConfigurationReference = X1;") buildSettings = { \(targetSettings) }; };
          };
        }
        """
    }

    func conditions(_ files: [String: String]) throws -> Set<String>? {
        AppFolder.discover(try app(files)).conditions.custom
    }

    @Test func theReleaseBuildsConditionsAreRead() throws {
        // Both settings, `$(inherited)` (or `${inherited}`) the project's; not the debug configuration's.
        let project = Self.conditionsProject(
            targetSettings: #"SWIFT_ACTIVE_COMPILATION_CONDITIONS = "${inherited} MAIN"; OTHER_SWIFT_FLAGS = "-DPRO -D STORE";"#,
            projectSettings: #"SWIFT_ACTIVE_COMPILATION_CONDITIONS = (SHARED, "$(inherited)");"#)
        #expect(try conditions(["App.xcodeproj/project.pbxproj": project]) == ["MAIN", "PRO", "STORE", "SHARED"])
        // A configuration file: read, with what it includes; a CocoaPods one, not committed, adds COCOAPODS.
        let based = Self.conditionsProject(targetSettings: #"OTHER_SWIFT_FLAGS = "$(inherited) -D APP";"#, base: "Release.xcconfig")
        #expect(try conditions([
            "App.xcodeproj/project.pbxproj": based,
            "Release.xcconfig": "#include \"Shared.xcconfig\"\nSWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) BETA // the beta\n"
                + "OTHER_SWIFT_FLAGS[config=Debug] = -D NOT_SHIPPED\n",
            "Shared.xcconfig": "SWIFT_ACTIVE_COMPILATION_CONDITIONS = WIDGETS\n",
        ]) == ["WIDGETS", "BETA", "APP"])
        let pods = Self.conditionsProject(targetSettings: "", base: "\"Pods/Target Support Files/Pods-App/Pods-App.release.xcconfig\"")
        #expect(try conditions(["App.xcodeproj/project.pbxproj": pods]) == ["COCOAPODS"])
        // What cannot be known is unknown: a configuration file that is not there, no project.
        #expect(try conditions(["App.xcodeproj/project.pbxproj": based]) == nil)
        #expect(try conditions(["App/A.swift": ""]) == nil)
    }

    /// Two app targets (Threema's consumer and Work apps): the one whose Info.plist is the app's
    /// sets the conditions; when that cannot be told, those both set are set, and those only one
    /// sets are undecided.
    @Test func ofSeveralAppTargetsTheAppsConditionsAreRead() throws {
        let project = """
            { archiveVersion = 1; objectVersion = 56; rootObject = P1;
              objects = {
                P1 = { isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
                G0 = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
                T1 = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = L1; };
                L1 = { isa = XCConfigurationList; buildConfigurations = (C1); };
                C1 = { isa = XCBuildConfiguration; name = Release;
                       buildSettings = { INFOPLIST_FILE = "$(SRCROOT)/App/Info.plist"; SWIFT_ACTIVE_COMPILATION_CONDITIONS = "SHARED"; }; };
                T2 = { isa = PBXNativeTarget; name = Work; productType = "com.apple.product-type.application"; buildConfigurationList = L2; };
                L2 = { isa = XCConfigurationList; buildConfigurations = (C2); };
                C2 = { isa = XCBuildConfiguration; name = Release;
                       buildSettings = { INFOPLIST_FILE = Work/Info.plist; SWIFT_ACTIVE_COMPILATION_CONDITIONS = "SHARED WORK"; }; };
              };
            }
            """
        let root = try app(["App.xcodeproj/project.pbxproj": project])
        let path = root + "/App.xcodeproj/project.pbxproj"
        #expect(CompilationConditions.reading(projects: [path], appPlist: root + "/App/Info.plist")
                == CompilationConditions(custom: ["SHARED"]))
        #expect(CompilationConditions.reading(projects: [path], appPlist: root + "/Work/Info.plist")
                == CompilationConditions(custom: ["SHARED", "WORK"]))
        let untold = CompilationConditions.reading(projects: [path], appPlist: nil)
        #expect(untold == CompilationConditions(custom: ["SHARED"], undecided: ["WORK"]))
        // An undecided condition keeps every branch of the `#if` asking it.
        let text = "#if WORK\nlet a = 1\n#else\nlet b = 2\n#endif\n#if SHARED\nlet c = 3\n#else\nlet d = 4\n#endif\n"
        let blanked = ActiveCode.blankingInactive(text, build: ShippedBuild(conditions: untold))
        #expect(blanked.contains("let a") && blanked.contains("let b") && blanked.contains("let c") && !blanked.contains("let d"))
    }

    @Test func branchesTheShippedBuildLeavesOutAreBlanked() {
        let text = """
            #if MAIN
            let a = 1
            #else
            let b = "é"
            #endif
            #if targetEnvironment(macCatalyst) || os(macOS)
            let c = 3
            #elseif canImport(UIKit) && os(iOS) && !canImport(AppKit)
            let d = 4
            #endif
            #if swift(>=5.9)
            let e = 5
            #endif
            #if DEBUG
            let f = 6
            #endif
            """
        let known = ActiveCode.blankingInactive(text, build: ShippedBuild(conditions: CompilationConditions(custom: ["MAIN"])))
        let lines = known.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        // The compiled code alone: the branches left out and the directives of every `#if` decided.
        #expect(lines == ["", "let a = 1", "", "", "", "", "", "", "let d = 4", "", "", "let e = 5", "", "", "", ""])
        #expect(known.utf8.count == text.utf8.count)
        // Custom conditions unknown: an `#if` asking for one keeps its branches; the others are judged.
        let unknown = ActiveCode.blankingInactive(text, build: ShippedBuild(conditions: .unknown))
        #expect(unknown.contains("let a = 1") && unknown.contains("let b") && unknown.contains("let f = 6"))
        #expect(unknown.contains("let d = 4") && !unknown.contains("let c"))
    }
}
