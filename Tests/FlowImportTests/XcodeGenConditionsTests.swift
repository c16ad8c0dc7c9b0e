@testable import FlowImport
import Foundation
import Testing

/// An app's compilation conditions read from XcodeGen's `project.yml` where no Xcode project is committed
/// (XcodeGenConditions.swift, eRouška's): the store app's target (the bundle identifier its development
/// build extends) sets `PROD`, so `#if !PROD` debug screens are not the shipped app's.
extension AppFolderTests {
    static let eRouskaLikeSpec = """
        name: eRouska
        settings:
          MARKETING_VERSION: "2.3.1"
        targets:
          eRouska Dev:
            templates:
              - App
            configFiles:
              Release: Configs/Dev-signing.xcconfig
            settings:
              base:
                PRODUCT_BUNDLE_IDENTIFIER: 'cz.covid19cz.erouska.dev'
                INFOPLIST_FILE: eRouska/Supporting Files/Info.plist
              configs:
                Debug:
                  SWIFT_ACTIVE_COMPILATION_CONDITIONS: DEBUG
          eRouska Prod:
            templates:
              - App
            configFiles:
              Release: Configs/Prod-signing.xcconfig
            settings:
              base:
                PRODUCT_BUNDLE_IDENTIFIER: 'cz.covid19cz.erouska'
                INFOPLIST_FILE: eRouska/Supporting Files/Info-Prod.plist
              configs:
                Debug:
                  SWIFT_ACTIVE_COMPILATION_CONDITIONS: DEBUG PROD
                Release:
                  SWIFT_ACTIVE_COMPILATION_CONDITIONS: PROD
          Widget:
            type: app-extension
            platform: iOS
        targetTemplates:
          App:
            type: application
            platform: iOS
            settings:
              base:
                PRODUCT_NAME: eRouska
        """

    @Test func theStoreTargetOfAnXcodeGenSpecGivesTheConditions() {
        let files = ["/app/project.yml": Self.eRouskaLikeSpec]
        let read = { (path: String) in files[path].map { Data($0.utf8) } }
        // The store's target: the one whose identifier the other app target's extends.
        #expect(CompilationConditions.readingXcodeGen(specs: ["/app/project.yml"], read: read) == CompilationConditions(custom: ["PROD"]))
        // The app's Info.plist, when known, names its target.
        #expect(CompilationConditions.readingXcodeGen(specs: ["/app/project.yml"], appPlist: "/app/eRouska/Supporting Files/Info-Prod.plist",
                                                      read: read) == CompilationConditions(custom: ["PROD"]))
        // The development build's Release sets no conditions, over a signing file not committed: unknown.
        #expect(CompilationConditions.readingXcodeGen(specs: ["/app/project.yml"], appPlist: "/app/eRouska/Supporting Files/Info.plist",
                                                      read: read) == CompilationConditions(custom: ["PROD"]))
        // Two apps neither of which extends the other's identifier: what both set, the rest undecided.
        let two = Self.eRouskaLikeSpec.replacingOccurrences(of: "cz.covid19cz.erouska.dev", with: "cz.covid19cz.other")
            .replacingOccurrences(of: "Release: Configs/Dev-signing.xcconfig", with: "Debug: Configs/Dev-signing.xcconfig")
        let readTwo = { (path: String) in path == "/app/project.yml" ? Data(two.utf8) : nil }
        #expect(CompilationConditions.readingXcodeGen(specs: ["/app/project.yml"], read: readTwo)
                == CompilationConditions(custom: [], undecided: ["PROD"]))
        // No spec read: unknown.
        #expect(CompilationConditions.readingXcodeGen(specs: ["/app/none.yml"], read: read) == .unknown)
        #expect(CompilationConditions.readingXcodeGen(specs: ["/app/project.yml"], read: { _ in Data("targets: [".utf8) }) == .unknown)
    }
}
