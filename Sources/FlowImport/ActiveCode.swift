import SwiftIfConfig
import SwiftParser
import SwiftSyntax

// The Swift the app's build compiles, and no other: the branches of an `#if` that the app's
// release build for an iPhone leaves out are not read. Pyto's app delegate sets the window's root
// twice, in `#if MAIN` (its scene delegate's) and in the `#else` (the splash of the stand-alone apps
// it exports); read both, the import launched Pyto at a splash screen it never shows. The same goes
// for `#if targetEnvironment(macCatalyst)`, `#if os(macOS)`, `#if false` and `#if DEBUG` (a release
// build sets no `DEBUG` in a project that says so), all common.
//
// swift-syntax's `SwiftIfConfig` evaluates the conditions against a build configuration
// (`ShippedBuild`): iOS on an iPhone (arm64, no simulator, no Mac Catalyst), the app's custom
// conditions from its project (CompilationConditions.swift). What it cannot know it leaves be: an
// `#if` whose condition asks for a custom condition when no project says them, or for a language
// feature or attribute, keeps every branch read, as before.
//
// The branches left out are blanked in the text, with the directives of every `#if` decided,
// every byte but line breaks turned to a space, and the text parsed again: every reader then sees
// only the compiled code, and every line and column (in the imported files' `// AppDelegate.swift:14`
// comments, in messages) stays where it was.

/// The build an app ships: iOS on an iPhone, with the app's custom conditions.
struct ShippedBuild: BuildConfiguration {
    let conditions: CompilationConditions

    /// What the import does not know: the `#if` asking it keeps all its branches.
    struct Unknown: Error {}

    func isCustomConditionSet(name: String) throws -> Bool {
        guard let custom = conditions.custom, !conditions.undecided.contains(name) else { throw Unknown() }
        return custom.contains(name)
    }
    func hasFeature(name: String) throws -> Bool { throw Unknown() }
    func hasAttribute(name: String) throws -> Bool { throw Unknown() }
    /// Every module but the Mac's and other systems': the app's dependencies are there when it builds.
    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
        guard let module = importPath.first?.1 else { return true }
        return !["AppKit", "Cocoa", "WatchKit", "Glibc", "Musl", "WinSDK", "Android"].contains(module)
    }
    func isActiveTargetOS(name: String) throws -> Bool { name == "iOS" }
    func isActiveTargetArchitecture(name: String) throws -> Bool { name == "arm64" }
    func isActiveTargetEnvironment(name: String) throws -> Bool { false }
    func isActiveTargetRuntime(name: String) throws -> Bool { name == "_ObjC" }
    func isActiveTargetPointerAuthentication(name: String) throws -> Bool { false }
    func isActiveTargetObjectFormat(name: String) throws -> Bool { name == "MachO" }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(5, 10) }
    var compilerVersion: VersionTuple { VersionTuple(6, 2) }
}

/// Swift with the branches of `#if` the shipped build leaves out blanked.
enum ActiveCode {
    /// `text` with every branch of an `#if` that `build` leaves out blanked (line breaks kept), or
    /// `text` itself when it has none.
    static func blankingInactive(_ text: String, build: ShippedBuild) -> String {
        // A file the parser is not given (BracketDepth.swift) is left as it is, and said unread later.
        guard SourceIndex.mentions("#if", in: text), BracketDepth.lineBeyondLimit(in: text) == nil else { return text }
        let tree = SwiftNesting.parse(text)
        let finder = InactiveClauses(build: build)
        finder.walk(tree)
        guard !finder.ranges.isEmpty else { return text }
        var bytes = Array(text.utf8)
        for range in finder.ranges {
            for offset in range where offset < bytes.count && bytes[offset] != UInt8(ascii: "\n") && bytes[offset] != UInt8(ascii: "\r") {
                bytes[offset] = UInt8(ascii: " ")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// The byte ranges of the inactive branches' code, not looking into them.
private final class InactiveClauses: SyntaxVisitor {
    let build: ShippedBuild
    private(set) var ranges: [Range<Int>] = []

    init(build: ShippedBuild) {
        self.build = build
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        let (active, diagnostics) = node.activeClause(in: build)
        // A condition it could not evaluate: every branch stays, and each is looked into.
        guard !diagnostics.contains(where: { $0.diagMessage.severity == .error }) else { return .visitChildren }
        for clause in node.clauses where clause.id != active?.id {
            guard let elements = clause.elements else { continue }
            ranges.append(elements.position.utf8Offset..<elements.endPosition.utf8Offset)
        }
        // And the directives themselves (`#if targetEnvironment(macCatalyst)`, `#else`, `#endif`; their
        // comments kept): the compiled code alone is left, as the compiler reads it. A function whose
        // body is an `#if` choosing its one expression (Amperfy's `segueToMainWindow` returns
        // `TabBarVC(account:)` on an iPhone, `SplitVC(…)` on a Mac) then returns it, where the
        // readers of a single-expression body found a directive and read no return.
        for clause in node.clauses {
            let end = clause.condition?.endPositionBeforeTrailingTrivia ?? clause.poundKeyword.endPositionBeforeTrailingTrivia
            ranges.append(clause.poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset..<end.utf8Offset)
        }
        ranges.append(node.poundEndif.positionAfterSkippingLeadingTrivia.utf8Offset..<node.poundEndif.endPositionBeforeTrailingTrivia.utf8Offset)
        if let elements = active?.elements { walk(elements) }
        return .skipChildren
    }
}
