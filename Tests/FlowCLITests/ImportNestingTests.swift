import Foundation
import Testing

/// How deep the importer reads Swift (SwiftNesting.swift): the same level in every build, a file
/// nesting past it said to be cut short where it is, and closures handed on inside closures handed
/// on read once each (ClassReader.closuresReadApart). The suite runs a debug build, whose parser
/// stopped at 20 levels before and silently lost the end of the file.
extension ImportAppCLITests {
    /// A scene delegate launching `Home` in a navigation controller, and `Home` with `body` in
    /// its method `go()` and, after it, a method presenting `Later`.
    static func nestingApp(_ body: String) -> String {
        """
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                window = UIWindow(windowScene: windowScene)
                window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
                window?.makeKeyAndVisible()
            }
        }

        final class DetailViewController: UIViewController {}
        final class LaterViewController: UIViewController {}

        final class HomeViewController: UIViewController {
            func run(_ work: () -> Void) { work() }
            func after(delay: Double, work: () -> Void) { work() }

            @objc func go() {
        \(body)
            }

            @objc func later() {
                present(LaterViewController(), animated: true)
            }
        }
        """
    }

    /// `open` and `close` `depth` times around `inner`, a level each.
    static func nested(_ open: String, _ inner: String, _ close: String, depth: Int) -> String {
        String(repeating: open + "\n", count: depth) + inner + "\n" + String(repeating: close + "\n", count: depth)
    }

    /// The push of `DetailViewController` in `go()`, inside `depth` levels of `open` and `close`:
    /// imported whole (`go`'s push and `later`'s presentation), nothing said unread, all reached.
    func expectNestedPushRead(_ name: String, open: String, close: String, depth: Int) throws {
        let push = "navigationController?.pushViewController(DetailViewController(), animated: true)"
        let (out, stderr, code) = try importApp(name, ["App.swift": Self.nestingApp(Self.nested(open, push, close, depth: depth))])
        #expect(!stderr.contains("not read"), "\(stderr)")
        #expect(code.contains("""
                segue "go" { push DetailViewController }
            """), "\(code)")
        #expect(code.contains("""
                segue "later" -> present LaterViewController
            """), "\(code)")
        try expectAllReached(out, 4)
    }

    @Test func codeNestedPastTwentyLevelsIsRead() throws {
        try expectNestedPushRead("Nested", open: "run {", close: "}", depth: 60)
    }

    @Test func aFileNestedPastTheLevelSaysWhereItIsCutShort() throws {
        // 300 calls handed a closure, each a parenthesis and a brace deep, in two levels (the class's
        // body and `go`'s): the 128th, on the file's line 20 + 128, passes 256.
        let body = Self.nested("after(delay: 1, work: {", "print(1)", "})", depth: 300)
        let (_, stderr, code) = try importApp("TooDeep", ["App.swift": Self.nestingApp(body)])
        let line = 20 + 128
        #expect(stderr.contains("""
            flow import: not read: App.swift:\(line): from here to the end of the file, which nests more than \
            256 levels deep (of `{`, `(`, `[`, `<` and `#if`)
            """), "\(stderr)")
        // What comes before is read: the launch. What comes after is not: `later`.
        #expect(code.contains("scene HomeViewController"), "\(code)")
        #expect(!code.contains("LaterViewController"), "\(code)")
    }

    /// Each closure handed to a method of the class's own is read apart, as that method's
    /// `after#work`, and again as the method writing it: read apart once each, or every level read
    /// its inner closures apart again (12 levels took 0.9 s, 13 levels 3.5 s, 14 levels 46 s).
    @Test func closuresHandedOnNestedDeepAreReadOnce() throws {
        try expectNestedPushRead("HandedOn", open: "after(delay: 1, work: {", close: "})", depth: 40)
    }
}
