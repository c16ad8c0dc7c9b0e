import Foundation
import SwiftSyntax

// Functions of no type that make a view controller (whole apps: GitHawk, AlphaWallet). Some apps
// keep their factories at a file's top level rather than in a type:
//
//     // GitHawk's RootViewControllers.swift
//     func newSearchRootViewController(client: GithubClient) -> UIViewController {
//         let controller = SearchViewController(client: client)
//         return UINavigationController(rootViewController: controller)
//     }
//     // AlphaWallet's SplashViewController.swift: a function named like a class
//     func SplashViewController() -> UIViewController {
//         UIStoryboard(name: "LaunchScreen", bundle: nil).instantiateInitialViewController()
//     }
//
// and call them from any class (`splitViewController.reset(viewControllers:
// [newSearchRootViewController(client: appClient), …])`, `window.rootViewController =
// SplashViewController()`). Each such function's body is read as a method of a type of its own,
// `FreeFunctions.owner`, whose returned controllers are its result, as a class's factory's are;
// a call of one, wherever it is, is that type's factory (`(global).newSearchRootViewController`),
// followed once every file is read (`SourceIndex.resolvingFactory`). A method of the calling type
// of the same name (in that file) hides the function, as Swift's lookup does; a function named
// like a type the app declares (a class `SplashViewController`) is not one, as the call makes
// that type.

/// The functions declared at a file's top level that return a view controller.
enum FreeFunctions {
    /// The type the functions' bodies are read as methods of: no type of an app's can be named so.
    static let owner = "(global)"

    /// Whether `function` is declared at its file's top level (or in an `#if` there), not in a type
    /// nor in another function.
    static func isAtFileTopLevel(_ function: FunctionDeclSyntax) -> Bool {
        var node = function.parent
        while let current = node {
            if current.is(SourceFileSyntax.self) { return true }
            // Only the statements of the file and of its `#if` blocks lead up to it.
            guard current.is(CodeBlockItemSyntax.self) || current.is(CodeBlockItemListSyntax.self)
                    || current.is(IfConfigClauseSyntax.self) || current.is(IfConfigClauseListSyntax.self)
                    || current.is(IfConfigDeclSyntax.self) else { return false }
            node = current.parent
        }
        return false
    }

    /// Whether `function` is one whose calls make a controller: declared at the file's top level,
    /// with a body, returning a view controller by its type's name (`UIViewController`,
    /// `UINavigationController`, `SearchViewController?`).
    static func makesController(_ function: FunctionDeclSyntax) -> Bool {
        guard function.body != nil, let returned = function.signature.returnClause?.type.trimmedDescription else { return false }
        let type = ClassReader.plainType(returned)
        return (type.hasSuffix("Controller") || type.hasSuffix("VC")) && isAtFileTopLevel(function)
    }

    /// The names of the functions of `tree` that make a controller.
    static func controllerFunctions(in tree: SourceFileSyntax) -> Set<String> {
        var names: Set<String> = []
        func collect(_ items: CodeBlockItemListSyntax) {
            for item in items {
                if let function = item.item.as(FunctionDeclSyntax.self), makesController(function) {
                    names.insert(function.name.text)
                } else if let conditional = item.item.as(IfConfigDeclSyntax.self) {
                    for clause in conditional.clauses {
                        if case .statements(let statements) = clause.elements { collect(statements) }
                    }
                }
            }
        }
        collect(tree.statements)
        return names
    }

    /// The functions of `tree`'s top level, of no parameters, that return an object of the app's that
    /// is no view controller, by name: Raivo's `func getAppDelegate() -> ApplicationDelegate`, whose
    /// callers' `getAppDelegate().updateStoryboard()` is the delegate's method.
    static func objectFunctions(in tree: SourceFileSyntax) -> [String: String] {
        var found: [String: String] = [:]
        for item in tree.statements {
            guard let function = item.item.as(FunctionDeclSyntax.self), function.body != nil,
                  function.signature.parameterClause.parameters.isEmpty,
                  let returned = function.signature.returnClause?.type.trimmedDescription else { continue }
            let type = ClassReader.plainType(returned)
            if CallReader.isAppClass(type), !type.hasSuffix("Controller"), !type.hasSuffix("VC") { found[function.name.text] = type }
        }
        return found
    }

    /// Whether a file's text may declare such a function (a quick look at its bytes, before
    /// parsing): a `func` at the start of a line, bare or with an access level.
    static func mayDeclare(_ text: String) -> Bool {
        ["\nfunc ", "\npublic func ", "\ninternal func ", "\nfileprivate func ", "\nprivate func ", "\n@MainActor func "]
            .contains { SourceIndex.mentions($0, in: text) } || text.hasPrefix("func ")
    }

    /// Those of `names` that a type of the app's is named as well (Swift, or Objective-C's
    /// `@interface`): a call `SplashViewController()` makes that class then, not the function.
    static func namedLikeTypes(_ names: Set<String>, in texts: [String]) -> Set<String> {
        // Capitalised names only: a type's is. Looked for in the few files mentioning them.
        let candidates = names.filter { $0.first?.isUppercase == true }
        var found: Set<String> = []
        for name in candidates {
            let escaped = NSRegularExpression.escapedPattern(for: name)
            guard let declaration = try? NSRegularExpression(
                pattern: "(?:\\b(?:class|struct|enum|protocol|actor|typealias)|@interface)\\s+\(escaped)\\b") else { continue }
            if texts.contains(where: { text in
                SourceIndex.mentions(name, in: text)
                    && declaration.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            }) {
                found.insert(name)
            }
        }
        return found
    }
}
