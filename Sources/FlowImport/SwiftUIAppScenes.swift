import SwiftSyntax

// A SwiftUI app's own entry (whole apps: weiran/Hackers). An app on SwiftUI's
// life cycle has no delegate setting a window's root: its `@main struct …:
// App` declares `var body: some Scene { WindowGroup { MainContentView() } }`,
// and SwiftUI gives each window a hosting controller of that view. That view
// is the launch, as a delegate's `UIHostingController(rootView:
// ContentView())` is (`initial SwiftUI.MainContentView` in App.flow), and the
// screens it links to are SwiftUI.flow's (SwiftUIScreens). It is read only
// when nothing else launches the app — no delegate sets a window's root, no
// storyboard is named — since a UIKit app's folder may hold another target's
// `App`: a watch app's, known by its `@WKApplicationDelegateAdaptor`, is not
// the phone's (Pocket Casts). An `App` marked `@main` is the process's entry,
// which a UIKit app's delegate would be: it launches the app even where
// Info.plist still names a main storyboard (Yubico Authenticator's names
// `Main`, which has no initial view controller and which SwiftUI's life cycle,
// built on scenes, does not load into its windows).

extension WindowRoot {
    /// The conformance that makes a type a SwiftUI app, and the member its windows are read from.
    static let swiftUIApp = "App"
    static let swiftUIAppScene = "body"
    /// What an `App` marked `@main` is noted with among its conformances: no protocol is spelled so.
    static let mainEntry = "@main"
}

extension ClassReader {
    /// `@main struct HackersApp: App { var body: some Scene { WindowGroup { MainContentView() } } }`:
    /// the view its first `WindowGroup` shows is the window's root, set as the app launches.
    func noteAppScene(_ node: StructDeclSyntax) {
        let conformances = node.inheritanceClause?.inheritedTypes.map { Self.plainType($0.type.trimmedDescription) } ?? []
        guard conformances.contains(WindowRoot.swiftUIApp), !Self.isWatchApp(node) else { return }
        let type = FlowNames.className(node.name.text)
        let isMain = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main" }
        update(type) { scanned in
            if !scanned.conformances.contains(WindowRoot.swiftUIApp) { scanned.conformances.append(WindowRoot.swiftUIApp) }
            if isMain, !scanned.conformances.contains(WindowRoot.mainEntry) { scanned.conformances.append(WindowRoot.mainEntry) }
        }
        noteWindowGroup(in: node.memberBlock, of: type)
    }

    /// An extension's scenes: an `App` may build its `WindowGroup` in a property of its own in
    /// another file (IceCubes's `var body: some Scene { appScene }`, `var appScene: some Scene {
    /// WindowGroup(id: "MainWindow") { AppView(…) } }` in an extension).
    func noteExtensionScenes(_ node: ExtensionDeclSyntax) {
        noteWindowGroup(in: node.memberBlock, of: FlowNames.className(node.extendedType.trimmedDescription))
    }

    /// The first `WindowGroup` a property of `some Scene` builds among `members`: the window's root,
    /// and what SwiftUI.flow's screens start from, as a hosting controller made in code is.
    private func noteWindowGroup(in members: MemberBlockSyntax, of type: String) {
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                  binding.typeAnnotation.map({ $0.type.trimmedDescription == "some Scene" }) == true,
                  let accessor = binding.accessorBlock else { continue }
            let finder = WindowGroupContent(viewMode: .sourceAccurate)
            finder.walk(accessor)
            // Each view a branch of the group's content shows, the first written the launch and the
            // others its alternatives, as a delegate's roots in an `if`'s branches are (LaunchAlternatives.swift).
            let roots = finder.contents.compactMap { content in
                SwiftUIScreens.hostedRoot(of: content, views: [:]).map { root in
                    (made: CodeTrigger.Instantiation(storyboard: SwiftUIScreens.storyboardName, identifier: SwiftUIScreens.identifier(of: root)),
                     location: "\(file):\(line(of: content))")
                }
            }
            guard let first = roots.first else { continue }
            var root = WindowRoot(made: first.made, location: first.location, method: WindowRoot.swiftUIAppScene)
            root.alternatives = roots.dropFirst().filter { $0.made != first.made }.map { LaunchAlternative(made: $0.made, location: $0.location) }
            update(type) { scanned in
                scanned.windowRoots.append(root)
                for made in roots {
                    scanned.codeTriggers.append(CodeTrigger(method: WindowRoot.swiftUIAppScene, action: .instantiate(made.made), location: made.location))
                }
            }
            return
        }
    }

    /// Whether an `App` is a watch app's: it adapts a WatchKit delegate.
    static func isWatchApp(_ node: StructDeclSyntax) -> Bool {
        node.memberBlock.members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.attributes.contains { attribute in
                guard let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return false }
                return name.hasPrefix("WKApplicationDelegateAdaptor") || name.hasPrefix("WKExtensionDelegateAdaptor")
            } == true
        }
    }
}

extension SourceIndex {
    /// The window root of the app's SwiftUI `App`, when its view is one the import can launch: for an
    /// app nothing else launches. Of several, the first by name declared under `appFolder` (the app
    /// target's folder, `AppFolder.appTargetFolder`), else the first by name: Provenance's repository
    /// holds five, and EmuSkins', first by name, is another project's.
    public func swiftUIAppRoot(preferringFolder appFolder: String? = nil) -> WindowRoot? {
        swiftUIAppRoot(markedMain: false, preferringFolder: appFolder)
    }

    /// The same, of an `App` marked `@main` only: the app's entry, whatever storyboard Info.plist names.
    public func mainSwiftUIAppRoot(preferringFolder appFolder: String? = nil) -> WindowRoot? {
        swiftUIAppRoot(markedMain: true, preferringFolder: appFolder)
    }

    private func swiftUIAppRoot(markedMain: Bool, preferringFolder appFolder: String?) -> WindowRoot? {
        let isInAppFolder = { (name: String) in appFolder.map { self.appStructPaths[name]?.hasPrefix($0) ?? false } ?? false }
        let names = classes.keys.sorted()
        for name in names.filter(isInAppFolder) + names.filter({ !isInAppFolder($0) })
        where classes[name]?.conformances.contains(WindowRoot.swiftUIApp) == true
            && (!markedMain || classes[name]?.conformances.contains(WindowRoot.mainEntry) == true) {
            guard var root = classes[name]?.windowRoots.first(where: { $0.method == WindowRoot.swiftUIAppScene }), root.isLaunchable
            else { continue }
            root.isSetAtLaunch = true
            return root
        }
        return nil
    }
}

/// The views the first `WindowGroup { … }` of a scene builds: its one view, or the first view of
/// each branch of the `if` or `switch` it starts with (Simple Login's `if let apiKey … { MainView
/// { … } } else { LogInView(…) }`: signed in or not, state the import does not evaluate).
final class WindowGroupContent: SyntaxVisitor {
    private(set) var contents: [ExprSyntax] = []
    private var found = false

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard !found else { return .skipChildren }
        if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "WindowGroup",
           let statement = node.trailingClosure?.statements.first {
            found = true
            contents = Self.views(of: statement.item)
            return .skipChildren
        }
        return .visitChildren
    }

    /// The first view of each branch `item` may build: itself, an `if`'s (and its `else if`s'), a `switch`'s cases'.
    static func views(of item: CodeBlockItemSyntax.Item) -> [ExprSyntax] {
        let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
        guard let expression else { return [] }
        if let branch = expression.as(IfExprSyntax.self) {
            var views = branch.body.statements.first.map { Self.views(of: $0.item) } ?? []
            switch branch.elseBody {
            case .ifExpr(let next): views += Self.views(of: .expr(ExprSyntax(next)))
            case .codeBlock(let block): views += block.statements.first.map { Self.views(of: $0.item) } ?? []
            case nil: break
            }
            return views
        }
        if let choice = expression.as(SwitchExprSyntax.self) {
            return choice.cases.flatMap { element -> [ExprSyntax] in
                element.as(SwitchCaseSyntax.self)?.statements.first.map { Self.views(of: $0.item) } ?? []
            }
        }
        return [expression]
    }
}
