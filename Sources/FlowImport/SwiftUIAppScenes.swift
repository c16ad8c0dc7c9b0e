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
            guard let content = finder.content, let root = SwiftUIScreens.hostedRoot(of: content, views: [:]) else { continue }
            let made = CodeTrigger.Instantiation(storyboard: SwiftUIScreens.storyboardName, identifier: SwiftUIScreens.identifier(of: root))
            let location = "\(file):\(line(of: content))"
            update(type) { scanned in
                scanned.windowRoots.append(WindowRoot(made: made, location: location, method: WindowRoot.swiftUIAppScene))
                scanned.codeTriggers.append(CodeTrigger(method: WindowRoot.swiftUIAppScene, action: .instantiate(made), location: location))
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

/// The first view a scene's `WindowGroup { … }` builds.
final class WindowGroupContent: SyntaxVisitor {
    private(set) var content: ExprSyntax?

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard content == nil else { return .skipChildren }
        if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "WindowGroup",
           let statement = node.trailingClosure?.statements.first, let expression = statement.item.as(ExprSyntax.self) {
            content = expression
            return .skipChildren
        }
        return .visitChildren
    }
}
