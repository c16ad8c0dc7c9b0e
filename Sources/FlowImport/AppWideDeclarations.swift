import SwiftParser
import SwiftSyntax

// What one file declares for every other (Artsy's Eidolon): apps keep their
// storyboard names, identifiers and instantiating helpers in files of their own,
//
//     // StoryboardIdentifiers.swift
//     enum ViewControllerStoryboardIdentifier: String { case CardTester = "Card Tester", … }
//     // UIStoryboardExtensions.swift
//     extension UIStoryboard {
//         class func auction() -> UIStoryboard { UIStoryboard(name: StoryboardNames.Auction.rawValue, bundle: nil) }
//         func viewController(withID identifier: ViewControllerStoryboardIdentifier) -> UIViewController {
//             self.instantiateViewController(withIdentifier: identifier.rawValue)
//         }
//     }
//     // AppDelegate.swift, ListingsViewController.swift
//     UIStoryboard.auction().instantiateInitialViewController()
//     storyboard.viewController(withID: .AuctionListings)
//
// and a file read alone knows none of it. `SourceIndex.scanning(files:)` reads
// every file once for these first, then reads each file's classes with them
// beside its own (the file's own win). Only names qualified by their type go
// app-wide (`ViewControllerStoryboardIdentifier.CardTester`,
// `UIStoryboard.auction`): a bare `showDetail` of one file's enum must not
// answer for another's.

/// One Swift file parsed, and the constants and instantiating helpers it declares.
struct ParsedSwiftFile {
    let tree: SourceFileSyntax
    let constants: ConstantCollector
    let helpers: [String: InstantiatingHelper]

    init(text: String) {
        tree = Parser.parse(source: text)
        constants = ConstantCollector(viewMode: .sourceAccurate)
        constants.walk(tree)
        let helperCollector = InstantiatingHelperCollector()
        helperCollector.walk(tree)
        helpers = helperCollector.helpers
    }
}

/// The constants and instantiating helpers of every file, for reading any of them.
struct AppWideDeclarations: Sendable {
    /// Constants by qualified name (`Type.case`, `UIStoryboard.property`).
    private(set) var constants: [String: String] = [:]
    /// Helpers that instantiate what their arguments name, by function name.
    private(set) var helpers: [String: InstantiatingHelper] = [:]
    /// `UIStoryboard` accessors named by a constant, and the constant's path.
    private(set) var storyboardConstants: [String: String] = [:]

    /// Whether a file's text may declare what other files use: an enum, a static constant, a
    /// storyboard's name or a helper that instantiates (a quick look at its bytes, before parsing).
    static func mayDeclare(_ text: String) -> Bool {
        ["enum ", "static let", "UIStoryboard", "instantiateViewController"].contains { SourceIndex.mentions($0, in: text) }
    }

    /// Takes in what one file declares; the first file to declare a name keeps it.
    mutating func learn(_ file: ParsedSwiftFile) {
        for (name, value) in file.constants.values where name.contains(".") && constants[name] == nil {
            constants[name] = value
        }
        for (name, path) in file.constants.storyboardConstants where storyboardConstants[name] == nil {
            storyboardConstants[name] = path
        }
        for (name, helper) in file.helpers where helpers[name] == nil { helpers[name] = helper }
    }
}

/// A file's own constants and helpers, then the app's.
struct VisibleDeclarations {
    let own: ConstantCollector
    let ownHelpers: [String: InstantiatingHelper]
    let app: AppWideDeclarations

    func constant(_ name: String) -> String? { own.values[name] ?? app.constants[name] }
    func helper(_ name: String) -> InstantiatingHelper? { ownHelpers[name] ?? app.helpers[name] }

    /// The name of the storyboard accessor `name` (`UIStoryboard.auction`) returns, when it is
    /// known: a literal, or a constant's value — else, for a constant no file declares, its
    /// case's name, as storyboards are usually named.
    func storyboard(_ name: String) -> String? {
        if let literal = constant(name) { return literal }
        guard let path = own.storyboardConstants[name] ?? app.storyboardConstants[name] else { return nil }
        return constant(path) ?? path.split(separator: ".").last.map(String.init)
    }
}
