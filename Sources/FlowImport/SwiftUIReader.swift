import SwiftSyntax

// SwiftUI read for navigation (issues 52 and 55). An app that hosts SwiftUI
// (`UIHostingController(rootView: SettingsView())`) moves between screens in
// the views' bodies as well: a `NavigationLink` pushes its destination, a
// `.sheet` or `.fullScreenCover` presents its content, and a
// `UIViewControllerRepresentable` brings a storyboard's controller back in.
// This reader finds, in one file:
//
// - each `View` struct: the links of its body (destination, the label a
//   person sees, where), whether the body is a `NavigationStack` /
//   `NavigationView` (a navigation controller inside the hosting
//   controller), its `navigationTitle`, the app's views it shows in place
//   (`Section`s written as views of their own: their links are its links),
//   and the views its helper methods and computed properties return (a
//   destination written `coreSettingsDestination(for: system)`); the helpers
//   its body shows in place (`NavigationStack { content }`) are read as the
//   body, and of a choice by the device only the iPhone's branch;
// - each `UIViewControllerRepresentable`: what its `makeUIViewController`
//   instantiates from a storyboard or makes in code, there or in a method of
//   its own it calls.
//
// Types are named by their path (`PatreonViewController.ViewRepresentable`).
// What a destination names is resolved once every file is read
// (`SwiftUIScreens`); a name that is no view of the app (SwiftUI's own
// `Text`, a package's view) is no screen.

/// A view that a link or a hosting controller shows.
struct SwiftUIDestination: Hashable, Sendable {
    /// The view's type as written (`SettingsView`, `PatreonViewController.ViewRepresentable`),
    /// or, for `helper`, the helper's name.
    var type: String
    /// Wrapped in a `NavigationStack` or `NavigationView` where it is shown.
    var inNavigation = false
    /// A method or computed property of the linking view that returns the destination.
    var isHelper = false
}

/// A `NavigationLink`, or a sheet's content.
struct SwiftUILink: Sendable {
    enum Kind: Sendable { case push, present }
    var kind: Kind
    /// What a person sees on the link (its title, a `Text`'s string), or the
    /// binding that shows a sheet (`isPresented: $showsTiers` → `showsTiers`).
    var label: String?
    /// The link's accessibility label when the code makes it exactly: a
    /// title (`NavigationLink("Audio") { … }`) or a label that is one `Text`
    /// (`label: { Text("Audio") }`). A row of a text and an image has a
    /// label SwiftUI composes, which flow does not guess: nil.
    var findBy: String? = nil
    var destinations: [SwiftUIDestination]
    /// `File.swift:12`.
    var location: String
}

/// A `View` struct of the app.
struct SwiftUIView: Sendable {
    var type: String
    var location: String
    /// The body is a `NavigationStack` or `NavigationView`.
    var isNavigationRoot = false
    /// The tabs of the `TabView` its body is, when the body lists them one by one (SwiftUITab).
    var tabs: [SwiftUITab]?
    /// Its `.navigationTitle("…")`.
    var title: String?
    var links: [SwiftUILink] = []
    /// The app's views its body shows in place, by type as written.
    var embedded: [String] = []
    /// What each helper (a method or computed property returning a view) returns.
    var helpers: [String: [SwiftUIDestination]] = [:]
}

/// One tab of a view whose body is a `TabView`: the view it shows, and the title of its item
/// (`.tabItem { Label("Notes", …) }`, iOS 18's `Tab("Notes", systemImage: …) { … }`).
struct SwiftUITab: Sendable, Equatable {
    var destination: SwiftUIDestination
    var title: String?
}

/// A `UIViewControllerRepresentable` of the app.
struct SwiftUIRepresentable: Sendable {
    var type: String
    var location: String
    /// What `makeUIViewController` instantiates from a storyboard, if that is known; or the factory
    /// of another type's it calls (`ContactBookModule.viewController(mode: mode) ?? UIViewController()`),
    /// resolved once every file is read (`SourceIndex.madeBy(_:)`).
    var made: CodeTrigger.Instantiation?
}

extension SourceIndex {
    /// What representable `representable`'s `makeUIViewController` makes, its factory's call resolved
    /// (Unstoppable Wallet's `ContactBookView`: the contact book in a navigation controller).
    func madeBy(_ representable: SwiftUIRepresentable) -> CodeTrigger.Instantiation? {
        guard let made = representable.made else { return nil }
        return made.factory == nil ? made : resolvingFactory(of: made)
    }
}

/// The SwiftUI views and representables of the files read.
public struct SwiftUIIndex: Sendable {
    var views: [String: SwiftUIView] = [:]
    var representables: [String: SwiftUIRepresentable] = [:]
    /// Protocols that refine `View` (`protocol CoreSettingsView: View`).
    var viewProtocols: Set<String> = []
    /// Structs that conform to something else: views if that is a view protocol of another file.
    var others: [String: (conformances: [String], location: String)] = [:]
    /// The links an `App` puts on its `WindowGroup`'s content (`.fullScreenCover(isPresented:)` over
    /// the root view, Yubico Authenticator's token request), by the root view's type written: that
    /// view's screen's too (SwiftUIAppScenes.swift).
    var appLinks: [String: [SwiftUILink]] = [:]
    /// Last path component to the full paths that end with it (`ViewRepresentable` → several).
    private var byLastComponent: [String: [String]] = [:]

    /// No views and no representables: what reading no Swift finds.
    public init() {}

    var isEmpty: Bool { views.isEmpty && representables.isEmpty }

    /// Adds another file's views and representables (the first of a name wins).
    mutating func merge(_ other: SwiftUIIndex) {
        for type in other.views.keys.sorted() { if let view = other.views[type] { add(view) } }
        for type in other.representables.keys.sorted() { if let made = other.representables[type] { add(made) } }
        viewProtocols.formUnion(other.viewProtocols)
        for (type, struct_) in other.others where others[type] == nil { others[type] = struct_ }
        for type in other.appLinks.keys.sorted() { appLinks[type, default: []] += other.appLinks[type] ?? [] }
        // A struct conforming to a view protocol read in any file is a view (its body is the protocol's).
        for type in others.keys.sorted() {
            guard let found = others[type], found.conformances.contains(where: viewProtocols.contains) else { continue }
            add(SwiftUIView(type: type, location: found.location))
            others[type] = nil
        }
    }

    mutating func add(_ view: SwiftUIView) {
        guard views[view.type] == nil else { return }
        views[view.type] = view
        index(view.type)
    }

    mutating func add(_ representable: SwiftUIRepresentable) {
        guard representables[representable.type] == nil else { return }
        representables[representable.type] = representable
        index(representable.type)
    }

    private mutating func index(_ path: String) {
        let last = path.split(separator: ".").last.map(String.init) ?? path
        if byLastComponent[last]?.contains(path) != true { byLastComponent[last, default: []].append(path) }
    }

    /// The full path of the app's view or representable a destination names:
    /// the path itself, else the one type whose path ends with it.
    func resolve(_ written: String) -> String? {
        if views[written] != nil || representables[written] != nil { return written }
        let last = written.split(separator: ".").last.map(String.init) ?? written
        let candidates = (byLastComponent[last] ?? []).filter { $0.hasSuffix("." + written) || $0 == written }
        return candidates.count == 1 ? candidates.first : nil
    }
}

/// Reads the SwiftUI of one parsed file (see the top of this file).
final class SwiftUIReader: TypePathVisitor {
    unowned let reader: ClassReader
    private(set) var index = SwiftUIIndex()

    /// SwiftUI's containers that make a navigation stack.
    static let navigationContainers: Set<String> = ["NavigationStack", "NavigationView"]

    /// Whether `call`, of view `type`, makes a navigation stack around what it is given: SwiftUI's
    /// containers, or an app's wrapper of one named so and handed its content in a closure (Unstoppable
    /// Wallet's `ThemeNavigationStack { RestoreTypeView(…) }`, whose body is a `NavigationStack` of its
    /// `content`). Not a name ending in `NavigationView`: Metatext's `MainNavigationView {
    /// navigationViewModel }` is a representable handed its model in a closure, its own screen; nor
    /// a wrapper made without content, a screen of its own named so. (The name is what is read: the
    /// wrapper's declaration is in another file than its callers, and each file is read alone.)
    static func makesNavigationStack(_ call: FunctionCallExprSyntax, type: String) -> Bool {
        if navigationContainers.contains(type) { return true }
        return call.trailingClosure != nil && type.first?.isUppercase == true && type.hasSuffix("NavigationStack")
    }

    /// SwiftUI's views that lay out a screen written in place (`.sheet { NavigationView { List { … } } }`):
    /// the app's views inside them are parts of that screen (a spinner in a row, Home Assistant's
    /// pipeline picker), not the screen shown.
    static let inlineLayouts: Set<String> = ["List", "Form", "ScrollView", "VStack", "HStack", "LazyVStack", "LazyHStack",
                                             "LazyVGrid", "LazyHGrid", "Grid", "Section", "ForEach", "Table"]

    /// SwiftUI's own views, which are no screen of the app's when a hosting controller shows one:
    /// `UIHostingController(rootView: AnyView(EmptyView()))` is a placeholder whose root the code
    /// sets afterwards (Home Assistant's tag approval), and a `VStack { … }` written in place has
    /// no name of its own (two would be one scene `VStack`).
    static let builtInViews: Set<String> = [
        "AnyLayout", "Button", "Color", "Divider", "EmptyView", "ForEach", "Form", "GeometryReader", "Grid", "Group",
        "GroupBox", "HStack", "Image", "Label", "LazyHGrid", "LazyHStack", "LazyVGrid", "LazyVStack", "List",
        "ProgressView", "ScrollView", "Section", "Spacer", "TabView", "Text", "ViewThatFits", "VStack", "ZStack",
    ]

    init(reader: ClassReader) {
        self.reader = reader
        super.init(viewMode: .sourceAccurate)
    }

    private var path: String { types.joined(separator: ".") }

    /// A `View`: it says so, conforms to a protocol named like one (`CoreSettingsView`,
    /// a protocol refining `View` in another file), or has a `body`.
    static func isView(_ node: StructDeclSyntax, conformances: Set<String>) -> Bool {
        if conformances.contains("View") { return true }
        if conformances.contains(where: { $0.hasSuffix("View") && !$0.hasPrefix("UI") }) { return true }
        return node.memberBlock.members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
                    && $0.typeAnnotation?.type.trimmedDescription.hasSuffix("View") == true
            } == true
        }
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = super.visit(node)
        let conformances = Set(node.inheritanceClause?.inheritedTypes.map {
            $0.type.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
        } ?? [])
        if conformances.contains("UIViewControllerRepresentable") {
            readRepresentable(node)
        } else if Self.isView(node, conformances: conformances) {
            readView(node)
        } else if conformances.contains(WindowRoot.swiftUIApp) {
            readAppScene(node)
            index.others[path] = (conformances.sorted(), location(node))
        } else if !conformances.isEmpty {
            index.others[path] = (conformances.sorted(), location(node))
        }
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let refined = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if refined.contains(where: { $0 == "View" || $0 == "SwiftUI.View" || index.viewProtocols.contains($0) }) {
            index.viewProtocols.insert(node.name.text)
        }
        return .skipChildren
    }

    private func location(_ node: some SyntaxProtocol) -> String { "\(reader.file):\(reader.line(of: node))" }

    // MARK: - Representables

    private func readRepresentable(_ node: StructDeclSyntax) {
        var representable = SwiftUIRepresentable(type: path, location: location(node))
        for member in node.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "makeUIViewController",
                  let body = function.body else { continue }
            let calls = CallReader(method: "makeUIViewController", owner: path, reader: reader)
            calls.walk(body)
            calls.finish()
            for (_, trigger) in calls.triggers where representable.made == nil {
                representable.made = trigger.action.made
            }
            // Made in code (`ReviewSaveStatesViewController()`): the first controller the body makes,
            // or a method of the representable's own that the body calls makes (Home Assistant's
            // `let controller = makeWebViewController()`).
            if representable.made == nil {
                representable.made = firstMadeInCode(in: body, calls: calls)
                    ?? ownMethodCalled(in: body, of: node).flatMap { firstMadeInCode(in: $0, calls: calls) }
                    ?? firstMadeInCode(in: body, calls: calls, byFactory: true)
            }
        }
        index.add(representable)
    }

    /// The first view controller made in code a statement of `body` makes, binds or returns; `byFactory`,
    /// the first another type's factory makes, its call resolved once every file is read.
    private func firstMadeInCode(in body: CodeBlockSyntax, calls: CallReader, byFactory: Bool = false) -> CodeTrigger.Instantiation? {
        Self.statementValues(in: body).lazy.compactMap(calls.instantiation(of:)).first {
            byFactory ? $0.factory != nil : $0.storyboard == CodeScreens.storyboardName
        }
    }

    /// The body of the method of `owner`'s own that a statement of `body` calls first, bound,
    /// returned or alone (`makeWebViewController()`).
    private func ownMethodCalled(in body: CodeBlockSyntax, of owner: StructDeclSyntax) -> CodeBlockSyntax? {
        let called = Self.statementValues(in: body).compactMap { value in
            value.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        }.first
        guard let called, called != "makeUIViewController" else { return nil }
        return owner.memberBlock.members.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
            .first { $0.name.text == called }?.body
    }

    /// What each statement of `body` computes, in order: a binding's value (`let c = X()`), what a
    /// `return` returns, an expression alone.
    private static func statementValues(in body: CodeBlockSyntax) -> [ExprSyntax] {
        body.statements.compactMap { item in
            item.item.as(VariableDeclSyntax.self)?.bindings.first?.initializer?.value
                ?? item.item.as(ReturnStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
        }
    }

    // MARK: - An app's scene

    /// The links an `App`'s `body` puts on its first `WindowGroup`'s content, kept for that content's
    /// root view (`WindowGroup { ZStack { MainView() }.fullScreenCover(isPresented: …) { TokenRequestView() } }`).
    private func readAppScene(_ node: StructDeclSyntax) {
        for member in node.memberBlock.members {
            guard let binding = member.decl.as(VariableDeclSyntax.self)?.bindings.first,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == WindowRoot.swiftUIAppScene,
                  let accessor = binding.accessorBlock else { continue }
            let finder = WindowGroupContent(viewMode: .sourceAccurate)
            finder.walk(accessor)
            guard !finder.contents.isEmpty else { continue }
            // (Each branch's view, when the group chooses one: SwiftUIAppScenes.swift.)
            for content in finder.contents {
                guard let root = SwiftUIScreens.hostedRoot(of: content, views: [:]) else { continue }
                let walker = BodyWalker(owner: self)
                walker.walk(content)
                // What the root view's own body links to is its own; the app's are what is left.
                let own = Set(walker.embedded)
                let links = walker.links.filter { link in !link.destinations.allSatisfy { own.contains($0.type) } }
                if !links.isEmpty { index.appLinks[root.type, default: []] += links }
            }
            return
        }
    }

    // MARK: - Views

    private func readView(_ node: StructDeclSyntax) {
        var view = SwiftUIView(type: path, location: location(node))
        var body: Syntax?
        var helperSyntax: [String: Syntax] = [:]
        for member in node.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let accessor = binding.accessorBlock else { continue }
                    if name == "body" {
                        body = Syntax(accessor)
                    } else {
                        view.helpers[name] = destinations(in: Syntax(accessor))
                        helperSyntax[name] = Syntax(accessor)
                    }
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self), let functionBody = function.body,
                      function.signature.returnClause != nil {
                view.helpers[function.name.text] = destinations(in: Syntax(functionBody))
                helperSyntax[function.name.text] = Syntax(functionBody)
            }
        }
        if let body { readBody(body, helpers: helperSyntax, into: &view) }
        index.add(view)
    }

    /// The body's links, the views it shows in place and its title, with those of the helpers it
    /// shows in place (`NavigationStack { content }`, `ZStack { frontend }`: Home Assistant's web
    /// view sits two computed properties down), each helper once.
    private func readBody(_ body: Syntax, helpers: [String: Syntax], into view: inout SwiftUIView) {
        let rootCall = Self.firstViewCall(in: body, helpers: helpers)
        let root = rootCall.flatMap { Self.typeName($0.calledExpression) }
        if let rootCall, let root, Self.makesNavigationStack(rootCall, type: root) { view.isNavigationRoot = true }
        if let tabView = Self.rootTabView(rootCall, in: body, helpers: helpers) { view.tabs = Self.listedTabs(of: tabView) }
        let walker = BodyWalker(owner: self)
        walker.walk(body)
        view.title = walker.title
        var read: Set<String> = []
        var pending = walker.takeMembersShown()
        while let name = pending.popLast() {
            guard let syntax = helpers[name], read.insert(name).inserted else { continue }
            walker.walk(syntax)
            pending += walker.takeMembersShown()
        }
        view.links = walker.links
        view.embedded = walker.embedded
    }

    /// Whether a method so named, called with a trailing closure in a view's body, presents the view
    /// the closure builds: an app's own presenter (`present { … }`, `presentAfterUnlock { … }`); the
    /// closure of UIKit's `present(_:animated:completion:)` builds no view, and SwiftUI's
    /// `presentation…` modifiers (`presentationBackground { … }`) dress the sheet they are on.
    static func namesPresentingHelper(_ name: String) -> Bool {
        name.hasPrefix("present") && !name.hasPrefix("presentation")
    }

    /// The call building the first view of a body, under its modifiers, through a `Group` and the
    /// view's own helpers it shows in place (Home Assistant's settings: `Group { if … { macOSView }
    /// else { iOSView } }`, `iOSView` a `NavigationStack`), a few deep.
    static func firstViewCall(in node: Syntax, helpers: [String: Syntax] = [:], depth: Int = 0) -> FunctionCallExprSyntax? {
        if let call = node.as(FunctionCallExprSyntax.self) {
            if let base = modifiedBase(call) { return firstViewCall(in: Syntax(base), helpers: helpers, depth: depth) }
            if typeName(call.calledExpression) == "Group", let closure = call.trailingClosure, depth < 8 {
                return firstViewCall(in: Syntax(closure), helpers: helpers, depth: depth + 1)
            }
            return call
        }
        if let reference = node.as(DeclReferenceExprSyntax.self), let helper = helpers[reference.baseName.text], depth < 8 {
            return firstViewCall(in: helper, helpers: helpers, depth: depth + 1)
        }
        for child in node.children(viewMode: .sourceAccurate) {
            if let found = firstViewCall(in: child, helpers: helpers, depth: depth) { return found }
        }
        return nil
    }

    /// The `TabView` (not a paged one, `.tabViewStyle(.page)`, which is a pager) a body is, or that one
    /// branch of the `if` a body is shows (Nextcloud Notes: the login view without an account, else
    /// the tabs); nil for any other body.
    static func rootTabView(_ rootCall: FunctionCallExprSyntax?, in body: Syntax, helpers: [String: Syntax]) -> FunctionCallExprSyntax? {
        func isTabView(_ call: FunctionCallExprSyntax) -> Bool {
            typeName(call.calledExpression) == "TabView" && !isPaged(call)
        }
        if let rootCall, isTabView(rootCall) { return rootCall }
        guard let choice = firstIf(in: body) else { return nil }
        var branches: [Syntax] = []
        var next: IfExprSyntax? = choice
        while let current = next {
            branches.append(Syntax(current.body))
            switch current.elseBody {
            case .ifExpr(let nested): next = nested
            case .codeBlock(let block): branches.append(Syntax(block)); next = nil
            case nil: next = nil
            }
        }
        let tabViews = branches.compactMap { firstViewCall(in: $0, helpers: helpers) }.filter(isTabView)
        return tabViews.count == 1 ? tabViews.first : nil
    }

    /// The `if` a body starts with, before any view is built.
    private static func firstIf(in node: Syntax) -> IfExprSyntax? {
        if let choice = node.as(IfExprSyntax.self) { return choice }
        if node.is(FunctionCallExprSyntax.self) { return nil }
        for child in node.children(viewMode: .sourceAccurate) {
            if let found = firstIf(in: child) { return found }
            if child.is(CodeBlockItemSyntax.self) { return nil }  // only the first statement
        }
        return nil
    }

    /// Whether a `TabView` is styled as pages (`.tabViewStyle(.page)`): a pager, not tabs.
    private static func isPaged(_ tabView: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(tabView)
        while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
              let modifier = member.parent?.as(FunctionCallExprSyntax.self) {
            if member.declName.baseName.text == "tabViewStyle", modifier.arguments.trimmedDescription.contains("page") { return true }
            node = Syntax(modifier)
        }
        return false
    }

    /// The tabs of a `TabView` whose content lists them one by one: each a view of the app under
    /// its modifiers (`NotesView().tabItem { … }`), inside a navigation container
    /// (`NavigationStack { NotesView() }.tabItem { … }`), or the content of iOS 18's `Tab`. Nil
    /// when any tab is made otherwise — a `ForEach` over the app's tabs (Ice Cubes), an `if`, a
    /// view of SwiftUI's own — since flow would then invent or drop a tab: such a `TabView`'s
    /// views stay shown in place.
    static func listedTabs(of tabView: FunctionCallExprSyntax) -> [SwiftUITab]? {
        guard let closure = tabView.trailingClosure, !closure.statements.isEmpty else { return nil }
        var tabs: [SwiftUITab] = []
        for statement in closure.statements {
            guard let expression = statement.item.as(ExprSyntax.self), let tab = listedTab(expression) else { return nil }
            tabs.append(tab)
        }
        return tabs
    }

    private static func listedTab(_ expression: ExprSyntax) -> SwiftUITab? {
        var title: String?
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self), let base = modifiedBase(call) {
            if call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "tabItem" {
                title = call.trailingClosure.flatMap { firstString(in: Syntax($0)) }
            }
            current = base
        }
        if let call = current.as(FunctionCallExprSyntax.self), typeName(call.calledExpression) == "Tab" {
            title = call.arguments.first { $0.label == nil }.flatMap { firstString(in: Syntax($0.expression)) }
            guard let closure = call.trailingClosure, closure.statements.count == 1,
                  let content = closure.statements.first?.item.as(ExprSyntax.self) else { return nil }
            current = content
        }
        guard let root = SwiftUIScreens.hostedRoot(of: current, views: [:]) else { return nil }
        return SwiftUITab(destination: root, title: title)
    }

    /// `X().padding()`: the call's base when the call is a modifier of a view, else nil.
    static func modifiedBase(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              typeName(base) == nil else { return nil }
        return base
    }

    /// `SettingsView`, `PatreonViewController.ViewRepresentable`: a type's path, else nil.
    static func typeName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name.first?.isUppercase == true ? name : nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, let outer = typeName(base) {
            let name = member.declName.baseName.text
            return name.first?.isUppercase == true ? outer + "." + name : nil
        }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return typeName(generic.expression) }
        return nil
    }

    /// The views an expression or a closure shows, topmost first: each view
    /// built (under its modifiers), the content of a navigation container
    /// marked as in navigation, a helper's name for a call of one.
    func destinations(in node: Syntax, inNavigation: Bool = false) -> [SwiftUIDestination] {
        // Modifiers under `#if` (`content` then `#if targetEnvironment(macCatalyst) .toolbar { … } #endif`)
        // modify the view before them, as any modifier does: the views in their closures (a toolbar's
        // close button) are not what is shown (Home Assistant's entity picker's sheet had been its close button).
        if let conditional = node.as(PostfixIfConfigExprSyntax.self), let base = conditional.base {
            return destinations(in: Syntax(base), inNavigation: inNavigation)
        }
        if let call = node.as(FunctionCallExprSyntax.self) {
            if let base = Self.modifiedBase(call) { return destinations(in: Syntax(base), inNavigation: inNavigation) }
            if let type = Self.typeName(call.calledExpression) {
                // A link inside a destination is the destination's own.
                if type == "NavigationLink" { return [] }
                if Self.makesNavigationStack(call, type: type) {
                    return call.arguments.flatMap { destinations(in: Syntax($0.expression), inNavigation: true) }
                        + (call.trailingClosure.map { destinations(in: Syntax($0), inNavigation: true) } ?? [])
                }
                if Self.inlineLayouts.contains(type) { return [] }
                // A view of the app, or one of SwiftUI's own whose content may hold one (`Group { … }`).
                return [SwiftUIDestination(type: type, inNavigation: inNavigation)]
                    + call.arguments.flatMap { destinations(in: Syntax($0.expression), inNavigation: inNavigation) }
                    + (call.trailingClosure.map { destinations(in: Syntax($0), inNavigation: inNavigation) } ?? [])
            }
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                return [SwiftUIDestination(type: reference.baseName.text, inNavigation: inNavigation, isHelper: true)]
            }
        }
        // A variable or a property a closure or a helper returns (`{ gameSettingsView }`): a helper,
        // if the view has one by that name. A name in a condition or an argument is none.
        if let reference = node.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isLowercase == true,
           node.parent?.is(CodeBlockItemSyntax.self) == true || node.parent?.is(ReturnStmtSyntax.self) == true {
            return [SwiftUIDestination(type: reference.baseName.text, inNavigation: inNavigation, isHelper: true)]
        }
        return node.children(viewMode: .sourceAccurate).flatMap { destinations(in: $0, inNavigation: inNavigation) }
    }

    /// The first string a label shows (`"Controllers"` of `Text("Controllers")`,
    /// the literal parts of an interpolated one).
    /// A link's label when it is exactly a string: a string literal, or a
    /// closure whose one statement is `Text("…")` of one.
    static func exactLabel(_ node: Syntax) -> String? {
        if let literal = node.as(StringLiteralExprSyntax.self) { return literal.representedLiteralValue }
        guard let closure = node.as(ClosureExprSyntax.self), closure.statements.count == 1,
              let call = closure.statements.first?.item.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Text",
              call.arguments.count == 1, call.arguments.first?.label == nil,
              let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self) else { return nil }
        return literal.representedLiteralValue
    }

    static func firstString(in node: Syntax) -> String? {
        if let literal = node.as(StringLiteralExprSyntax.self) {
            if let value = literal.representedLiteralValue { return value }
            let parts = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }
            let joined = parts.joined().trimmingCharacters(in: .whitespaces)
            return joined.isEmpty ? nil : joined
        }
        for child in node.children(viewMode: .sourceAccurate) {
            if let found = firstString(in: child) { return found }
        }
        return nil
    }
}

/// Walks one view's body: its links, the views it shows in place, its title.
private final class BodyWalker: SyntaxVisitor {
    unowned let owner: SwiftUIReader
    var links: [SwiftUILink] = []
    var embedded: [String] = []
    var title: String?
    /// The names the body shows in place that may be its own helpers: a name alone as a statement
    /// (`content`), under modifiers (`homeAssistant.opacity(…)`) or called (`settingsRow(item)`),
    /// since the last take.
    private var shownNames: [String] = []

    /// The names shown in place since the last call (`shownNames`), for the caller to read those helpers next.
    func takeMembersShown() -> [String] {
        defer { shownNames = [] }
        return shownNames
    }

    /// A choice by the device or for Mac Catalyst: flow models an iPhone (LaunchAlternatives.swift), so
    /// only the branch an iPhone takes is read (Home Assistant's `if Current.isCatalyst { macTitleBar }`,
    /// its `if UIDevice.current.userInterfaceIdiom == .phone { NavigationStack { … } } else { … }`).
    /// A condition naming neither way is read both ways.
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        let condition = node.conditions.trimmedDescription.lowercased()
        let namesOther = condition.contains("catalyst") || condition.contains(".pad") || condition.contains("ispad")
        let namesPhone = condition.contains(".phone") || condition.contains("isphone")
        guard namesOther != namesPhone else { return .visitChildren }
        walk(node.conditions)
        if namesPhone {
            walk(node.body)
        } else if let otherwise = node.elseBody {
            walk(otherwise)
        }
        return .skipChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        guard name.first?.isLowercase == true else { return .visitChildren }
        let isStatement = node.parent?.is(CodeBlockItemSyntax.self) == true
        let isCalled = node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
        // Under modifiers (`homeAssistant.opacity(…)`): the base of a member access.
        let isModified = node.parent?.as(MemberAccessExprSyntax.self)?.base?.id == node.id
        if isStatement || isCalled || isModified { shownNames.append(name) }
        return .visitChildren
    }

    init(owner: SwiftUIReader) {
        self.owner = owner
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let location = "\(owner.reader.file):\(owner.reader.line(of: node))"
        let arguments = Array(node.arguments)
        if let type = SwiftUIReader.typeName(node.calledExpression) {
            if type == "NavigationLink" {
                readLink(node, arguments: arguments, location: location)
                return .skipChildren
            }
            // An app's row handed what it pushes as its `destination` (Unstoppable Wallet's
            // `NavigationRow(destination: { FaqView() }) { … }`, a `NavigationLink` inside): a push of
            // it, as `NavigationLink(destination:)` is, not a view shown in place.
            let makesStack = SwiftUIReader.makesNavigationStack(node, type: type)
            if !makesStack, !embedded.contains(type) { embedded.append(type) }
            if !makesStack, let destination = arguments.first(where: { $0.label?.text == "destination" }) {
                links.append(SwiftUILink(kind: .push, label: nil, destinations: owner.destinations(in: Syntax(destination.expression)),
                                         location: location))
                for argument in arguments where argument.label?.text != "destination" { walk(argument) }
                if let closure = node.trailingClosure { walk(closure) }
                for closure in node.additionalTrailingClosures { walk(closure) }
                return .skipChildren
            }
            return .visitChildren
        }
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
            return .visitChildren
        }
        switch member.declName.baseName.text {
        case "sheet", "fullScreenCover", "popover":
            let location = "\(owner.reader.file):\(owner.reader.line(of: member.declName))"
            // `.sheet(isPresented: $shows) { Content() }`: the content is another screen;
            // the view it modifies is this one's.
            let binding = arguments.first { ["isPresented", "item"].contains($0.label?.text ?? "") }
            let label = binding.flatMap { Self.bindingName($0.expression) }
            var content: [SwiftUIDestination] = []
            if let closure = node.trailingClosure { content = owner.destinations(in: Syntax(closure)) }
            if let argument = arguments.first(where: { $0.label?.text == "content" }) {
                content += owner.destinations(in: Syntax(argument.expression))
            }
            links.append(SwiftUILink(kind: .present, label: label, destinations: content, location: location))
            walk(base)
            return .skipChildren
        case "navigationDestination":
            // `.navigationDestination(isPresented: $shows) { SettingsView() }` pushes its content when the
            // binding is set: a link, not a view shown in place (Home Assistant's settings, pushed on a
            // phone). By value (`for: Destination.self`), the views it may push for a value a link names
            // (Hackers' comments, browser and settings, a `switch` over the value) are each a push.
            if let closure = node.trailingClosure {
                let binding = arguments.first { $0.label?.text == "isPresented" }
                let location = "\(owner.reader.file):\(owner.reader.line(of: member.declName))"
                links.append(SwiftUILink(kind: .push, label: binding.flatMap { Self.bindingName($0.expression) },
                                         destinations: owner.destinations(in: Syntax(closure)), location: location))
            }
            walk(base)
            return .skipChildren
        case let name where SwiftUIReader.namesPresentingHelper(name) && node.trailingClosure != nil:
            // An app's own presenter handed the view to present in a closure (Unstoppable Wallet's
            // `Coordinator.shared.present { _ in ContactBookView(mode: .edit) }`, 233 calls; its
            // `presentAfterUnlock { … }`): that view presented, as a `.sheet`'s content is, not a view
            // shown in place. Read where a view's body or helper calls it (a row's action).
            let location = "\(owner.reader.file):\(owner.reader.line(of: member.declName))"
            let content = node.trailingClosure.map { owner.destinations(in: Syntax($0)) } ?? []
            // (Named after the method, as a sheet is after its binding: `present (ContactBookView)`.)
            if !content.isEmpty { links.append(SwiftUILink(kind: .present, label: name, destinations: content, location: location)) }
            walk(base)
            for argument in arguments { walk(argument) }
            return .skipChildren
        case "navigationTitle" where title == nil:
            title = arguments.first.flatMap { $0.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue }
            return .visitChildren
        default:
            return .visitChildren
        }
    }

    /// What a sheet's binding is called: `$showsTiers` → `showsTiers`, `$model.isShown` → `model.isShown`;
    /// nil for a binding built in place (`Binding(get: { … }, set: { … })`), which has no name to say.
    static func bindingName(_ expression: ExprSyntax) -> String? {
        let written = expression.trimmedDescription.trimmingCharacters(in: ["$"])
        let isPath = !written.isEmpty && written.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        return isPath ? written : nil
    }

    /// `NavigationLink(destination: D) { label }`, `NavigationLink { D } label: { … }`,
    /// `NavigationLink("Title") { D }`, `NavigationLink("Title", destination: D)`.
    /// A link by value (`NavigationLink(value:)`) is read where the value is taken: the
    /// `navigationDestination(for:)` that pushes for it (`visit(_:)` above).
    private func readLink(_ node: FunctionCallExprSyntax, arguments: [LabeledExprSyntax], location: String) {
        guard !arguments.contains(where: { $0.label?.text == "value" }) else { return }
        var destination: Syntax?
        var labelNode: Syntax?
        if let argument = arguments.first(where: { $0.label?.text == "destination" }) {
            destination = Syntax(argument.expression)
            labelNode = arguments.first(where: { $0.label == nil }).map { Syntax($0.expression) }
                ?? node.trailingClosure.map(Syntax.init)
                ?? arguments.first(where: { $0.label?.text == "label" }).map { Syntax($0.expression) }
        } else if let closure = node.trailingClosure {
            destination = Syntax(closure)
            labelNode = node.additionalTrailingClosures.first(where: { $0.label.text == "label" }).map { Syntax($0.closure) }
                ?? arguments.first(where: { $0.label == nil }).map { Syntax($0.expression) }
        }
        guard let destination else { return }
        let label = labelNode.flatMap(SwiftUIReader.firstString)
        links.append(SwiftUILink(kind: .push, label: label, findBy: labelNode.flatMap(SwiftUIReader.exactLabel),
                                 destinations: owner.destinations(in: destination), location: location))
    }
}
