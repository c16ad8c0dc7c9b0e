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
    let storyboardEnums: [String: StoryboardEnum]
    let enumTypes: Set<String>
    let enumCases: [String: [String]]
    let controllerMembers: [String: Set<String>]
    let carriedControllers: [String: [String: String]]
    let navigationRootLabels: [String: String]
    let navigationInitRoots: [String: [NavigationInitRoot]]
    let navigationSubclasses: Set<String>
    let identifierChoices: IdentifierChoices
    /// The functions at the file's top level that make a controller (FreeFunctions.swift).
    let controllerFunctions: Set<String>
    /// The functions at its top level returning an object of the app's, with its type (FreeFunctions.swift).
    let objectFunctions: [String: String]
    /// The methods of its types that return the object they are called on (SelfReturningMethods.swift).
    let selfReturningMethods: Set<String>
    /// The methods returning a navigation controller made around a parameter, with its label (NavigationWrappers.swift).
    let navigationWrappers: [String: String]
    /// The methods returning a container made around parameters, by name (ContainerHelpers.swift).
    let containerHelpers: [String: ContainerHelper]
    /// The type each shared instance a type keeps is declared with, by `Type.property` (SharedInstances.swift).
    let sharedInstanceTypes: [String: String]
    /// The names of `UIWindow`'s helpers that set the root and dismiss what was presented (WindowRootHelpers.swift).
    let windowRootHelpersDismissing: Set<String>
    /// The functions and computed properties returning a controller, those that find the one on top
    /// and the others (TopControllerHelpers.swift).
    let topControllerHelpers: TopControllerHelpers.Declared
    /// What a dependency-injection container's registrations make, by type (DependencyContainers.swift).
    let registrations: [String: ExprSyntax]

    init(text: String) {
        tree = SwiftNesting.parse(text)
        constants = ConstantCollector(viewMode: .sourceAccurate)
        constants.walk(tree)
        let helperCollector = InstantiatingHelperCollector()
        helperCollector.walk(tree)
        helpers = helperCollector.helpers
        let enumCollector = StoryboardEnumCollector()
        enumCollector.walk(tree)
        storyboardEnums = enumCollector.enums
        enumTypes = enumCollector.enumTypes
        enumCases = enumCollector.enumCases
        controllerMembers = enumCollector.controllerMembers
        carriedControllers = enumCollector.carriedControllers
        let rootCollector = NavigationSubclassRootCollector()
        rootCollector.walk(tree)
        navigationRootLabels = rootCollector.rootLabels
        navigationInitRoots = rootCollector.madeRoots
        navigationSubclasses = rootCollector.subclasses
        let choicesCollector = IdentifierChoicesCollector()
        choicesCollector.walk(tree)
        identifierChoices = choicesCollector.choices
        controllerFunctions = FreeFunctions.controllerFunctions(in: tree)
        objectFunctions = FreeFunctions.objectFunctions(in: tree)
        selfReturningMethods = SelfReturningMethods.names(in: tree)
        navigationWrappers = NavigationWrappers.labels(in: tree)
        containerHelpers = ContainerHelpers.mayDeclare(text) ? ContainerHelpers.helpers(in: tree) : [:]
        sharedInstanceTypes = SharedInstances.mayDeclare(text) ? SharedInstances.types(in: tree) : [:]
        windowRootHelpersDismissing = WindowRootHelpers.mayDeclare(text) ? WindowRootHelpers.dismissing(in: tree) : []
        topControllerHelpers = TopControllerHelpers.mayDeclare(text) ? TopControllerHelpers.names(in: tree) : .init()
        if DependencyRegistrationCollector.mayDeclare(text) {
            let registrationCollector = DependencyRegistrationCollector()
            registrationCollector.walk(tree)
            registrations = registrationCollector.registrations
        } else {
            registrations = [:]
        }
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
    /// The class properties that are the name of the class they are read on (ConstantCollector).
    private(set) var classNameProperties: Set<String> = []
    /// What each type declares about the storyboards its cases name (StoryboardEnums.swift), every
    /// declaration and extension of it together.
    private(set) var storyboardEnums: [String: StoryboardEnum] = [:]
    /// The types among them with a member making a storyboard.
    private(set) var storyboardMakingTypes: Set<String> = []
    /// Every enum the app declares.
    private(set) var enumTypes: Set<String> = []
    /// Each enum's cases, in declaration order (EnumCaseControllers.swift), and as a set to ask of.
    private(set) var enumCases: [String: [String]] = [:]
    private var enumCaseSets: [String: Set<String>] = [:]
    /// The enums declaring each case name.
    private var enumsByCase: [String: [String]] = [:]

    /// Whether `name` is one of enum `type`'s cases.
    func isCase(_ name: String, of type: String) -> Bool { enumCaseSets[type]?.contains(name) ?? false }

    /// The one enum of the app's declaring every case of `cases` (the first's enums asked of the rest);
    /// nil when none or several do.
    func enumDeclaring(cases: [String]) -> String? {
        guard let first = cases.first else { return nil }
        let declaring = (enumsByCase[first] ?? []).filter { type in cases.dropFirst().allSatisfy { isCase($0, of: type) } }
        return declaring.count == 1 ? declaring.first : nil
    }
    /// What a dependency-injection container's registrations make, by type (DependencyContainers.swift).
    private(set) var registrations: [String: ExprSyntax] = [:]
    /// The label each navigation controller subclass's initializer takes its root under
    /// (NavigationSubclassRoots.swift).
    private(set) var navigationRootLabels: [String: String] = [:]
    /// The roots navigation controller subclasses' initializers make themselves (NavigationSubclassRoots.swift).
    private(set) var navigationInitRoots: [String: [NavigationInitRoot]] = [:]
    /// The app's navigation controller subclasses (NavigationSubclassRoots.swift).
    private(set) var navigationSubclasses: Set<String> = []
    /// The storyboard identifiers enums' computed properties choose by case, by property name
    /// (IdentifiersChosenByCase.swift).
    private(set) var identifierChoices = IdentifierChoices()
    /// The types declaring each member whose type is a view controller, by the member's name.
    private(set) var controllerMembers: [String: Set<String>] = [:]
    /// The field each type's member carries a controller in, by the member's name and the type
    /// (ControllersCarriedByValues.swift).
    private(set) var carriedControllers: [String: [String: String]] = [:]
    /// The functions at files' top level that make a controller (FreeFunctions.swift), by name.
    private(set) var controllerFunctions: Set<String> = []
    /// The functions at files' top level returning an object of the app's, with its type, by name.
    private(set) var objectFunctions: [String: String] = [:]
    /// Those of them a type of the app's is named as well: a call of that name makes the type.
    private(set) var functionsNamedLikeTypes: Set<String> = []
    /// The names of the methods that return the object they are called on (SelfReturningMethods.swift).
    private(set) var selfReturningMethods: Set<String> = []
    /// The names of the functions and computed properties that find the controller on top, and of
    /// the others returning a controller (TopControllerHelpers.swift).
    private(set) var topControllerHelpers = TopControllerHelpers.Declared()
    /// The methods returning a navigation controller made around a parameter, by name: the label a
    /// call hands it under (NavigationWrappers.swift).
    private(set) var navigationWrappers: [String: String] = [:]
    /// The methods returning a container made around parameters, by name (ContainerHelpers.swift).
    private(set) var containerHelpers: [String: ContainerHelper] = [:]
    /// The type each shared instance a type keeps is declared with, by `Type.property` (SharedInstances.swift).
    private(set) var sharedInstanceTypes: [String: String] = [:]
    /// The names of `UIWindow`'s helpers that set the root and dismiss what was presented (WindowRootHelpers.swift).
    private(set) var windowRootHelpersDismissing: Set<String> = []

    /// Notes which of the functions that make a controller a type of the app's is named as well,
    /// from the text of every file (FreeFunctions.swift).
    mutating func noteTypesNamedLikeFunctions(in texts: [String]) {
        functionsNamedLikeTypes = FreeFunctions.namedLikeTypes(controllerFunctions, in: texts)
    }

    /// The one enum of the app's declaring `member` as a view controller (`getController(with:)` of
    /// `HomeTabBarItem`); nil when none or several do.
    func enumDeclaring(controllerMember member: String) -> String? {
        guard let declaring = controllerMembers[member]?.filter(enumTypes.contains), declaring.count == 1 else { return nil }
        return declaring.first
    }

    /// The storyboard case `name` of enum `type` names through its member `member`: its raw value (or
    /// name), or what the property the member reads gives for it (StoryboardEnums.swift).
    func storyboard(ofCase name: String, of type: String, through member: String,
                    constant: (String) -> String?) -> String? {
        guard isStoryboardEnum(type), let declared = storyboardEnums[type],
              let source = declared.storyboards[member] else { return nil }
        switch source {
        case .rawValue: return constant(type + "." + name) ?? name
        case .property(let property): return declared.caseValues[property]?[name]
        }
    }

    /// Whether `type` is an enum of the app's with a member making a storyboard from its case.
    func isStoryboardEnum(_ type: String) -> Bool {
        storyboardMakingTypes.contains(type) && enumTypes.contains(type)
    }

    /// Whether a file's text may declare what other files use: an enum, a static constant, a
    /// storyboard's name, a helper that instantiates, a navigation controller subclass or its initializer
    /// (a quick look at its bytes, before parsing).
    static func mayDeclare(_ text: String) -> Bool {
        // (A class property that is the class's name is written with one of the last four.)
        ["enum ", "static let", "UIStoryboard", "instantiateViewController", "describing: self", "describing: Self",
         "NSStringFromClass", "\\(self)", "init(rootViewController:", ": UINavigationController"].contains { SourceIndex.mentions($0, in: text) }
            || (SourceIndex.mentions("switch", in: text) && SourceIndex.mentions("-> String", in: text))
            || FreeFunctions.mayDeclare(text) || SelfReturningMethods.mayDeclare(text) || NavigationWrappers.mayDeclare(text)
            || TopControllerHelpers.mayDeclare(text) || ContainerHelpers.mayDeclare(text) || SharedInstances.mayDeclare(text)
            || WindowRootHelpers.mayDeclare(text)
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
        classNameProperties.formUnion(file.constants.classNameProperties)
        enumTypes.formUnion(file.enumTypes)
        for (type, cases) in file.enumCases where enumCases[type] == nil {
            enumCases[type] = cases
            enumCaseSets[type] = Set(cases)
            for name in Set(cases) { enumsByCase[name, default: []].append(type) }
        }
        controllerMembers.merge(file.controllerMembers) { $0.union($1) }
        carriedControllers.merge(file.carriedControllers) { $0.merging($1) { first, _ in first } }
        navigationRootLabels.merge(file.navigationRootLabels) { first, _ in first }
        navigationInitRoots.merge(file.navigationInitRoots) { $0 + $1 }
        navigationSubclasses.formUnion(file.navigationSubclasses)
        identifierChoices.add(file.identifierChoices)
        controllerFunctions.formUnion(file.controllerFunctions)
        objectFunctions.merge(file.objectFunctions) { first, _ in first }
        selfReturningMethods.formUnion(file.selfReturningMethods)
        topControllerHelpers.helpers.formUnion(file.topControllerHelpers.helpers)
        topControllerHelpers.onApplication.formUnion(file.topControllerHelpers.onApplication)
        topControllerHelpers.others.formUnion(file.topControllerHelpers.others)
        navigationWrappers.merge(file.navigationWrappers) { first, _ in first }
        containerHelpers.merge(file.containerHelpers) { first, _ in first }
        sharedInstanceTypes.merge(file.sharedInstanceTypes) { first, _ in first }
        windowRootHelpersDismissing.formUnion(file.windowRootHelpersDismissing)
        registrations.merge(file.registrations) { first, _ in first }
        for (type, declared) in file.storyboardEnums {
            storyboardEnums[type, default: StoryboardEnum()].merge(declared)
            if !declared.storyboards.isEmpty { storyboardMakingTypes.insert(type) }
        }
    }
}

/// A file's own constants and helpers, then the app's.
struct VisibleDeclarations {
    let own: ConstantCollector
    let ownHelpers: [String: InstantiatingHelper]
    let app: AppWideDeclarations
    /// The file's own functions at its top level that make a controller (FreeFunctions.swift).
    var ownControllerFunctions: Set<String> = []

    func constant(_ name: String) -> String? { own.values[name] ?? app.constants[name] }
    func helper(_ name: String) -> InstantiatingHelper? { ownHelpers[name] ?? app.helpers[name] }

    /// Whether a call of `name` with no receiver may be a call of a function at a file's top level
    /// that makes a controller (GitHawk's `newSearchRootViewController(client:)`), this file's or
    /// another's: not when a type of the app's is named so.
    func isControllerFunction(_ name: String) -> Bool {
        (ownControllerFunctions.contains(name) || app.controllerFunctions.contains(name))
            && !app.functionsNamedLikeTypes.contains(name)
    }

    /// Whether a method `name` returns the object it is called on (SelfReturningMethods.swift).
    func returnsSelf(_ name: String) -> Bool { app.selfReturningMethods.contains(name) }

    /// Whether `name` is a helper of the app's that finds the controller on top, and nothing else
    /// the app declares returning a controller is so named (TopControllerHelpers.swift).
    func findsTopController(_ name: String) -> Bool {
        app.topControllerHelpers.helpers.contains(name) && !app.topControllerHelpers.others.contains(name)
    }

    /// Whether `name`, read on the application, is a helper of `UIApplication`'s that finds the
    /// controller on top (TopControllerHelpers.swift), whatever else the app names so.
    func findsTopControllerOnApplication(_ name: String) -> Bool {
        app.topControllerHelpers.onApplication.contains(name)
    }

    /// The storyboard identifiers an enum's property `name` chooses by case, or a method's `switch`
    /// (`name()`) returns, constants and other such methods' values read (IdentifiersChosenByCase.swift).
    func identifierChoices(_ name: String) -> [String]? {
        var visiting: Set<String> = []
        let found = identifierChoices(name, visiting: &visiting)
        return found.isEmpty ? nil : found
    }

    private func identifierChoices(_ name: String, visiting: inout Set<String>) -> [String] {
        guard visiting.insert(name).inserted, let choices = app.identifierChoices[name] else { return [] }
        var found: [String] = []
        for choice in choices {
            let values: [String]
            switch choice {
            case .literal(let text): values = [text]
            case .constant(let path): values = constant(path).map { [$0] } ?? []
            case .method(let method): values = identifierChoices(IdentifierChoices.methodKey(method), visiting: &visiting)
            }
            for value in values where !found.contains(value) { found.append(value) }
        }
        return found
    }

    /// Whether a class property `name` is the name of the class it is read on.
    func isClassNameProperty(_ name: String) -> Bool {
        own.classNameProperties.contains(name) || app.classNameProperties.contains(name)
    }

    /// The enum `type` when members of it make its cases' storyboards (StoryboardEnums.swift).
    func storyboardEnum(_ type: String) -> StoryboardEnum? {
        app.isStoryboardEnum(type) ? app.storyboardEnums[type] : nil
    }

    /// The storyboard case `name` of enum `type` names through its member `member`.
    func storyboard(ofCase name: String, of type: String, through member: String) -> String? {
        app.storyboard(ofCase: name, of: type, through: member, constant: constant)
    }

    /// The one enum making storyboards that has a case `name`, for a case written without its type
    /// (`fromAppStoryboard: .Login`); nil when none or several do. The app's storyboard enums are few.
    func storyboardEnumDeclaring(case name: String) -> String? {
        let declaring = app.storyboardMakingTypes.filter { app.isStoryboardEnum($0) && constant($0 + "." + name) != nil }
        return declaring.count == 1 ? declaring.first : nil
    }

    /// The name of the storyboard accessor `name` (`UIStoryboard.auction`) returns, when it is
    /// known: a literal, or a constant's value — else, for a constant no file declares, its
    /// case's name, as storyboards are usually named.
    func storyboard(_ name: String) -> String? {
        if let literal = constant(name) { return literal }
        guard let path = own.storyboardConstants[name] ?? app.storyboardConstants[name] else { return nil }
        return constant(path) ?? path.split(separator: ".").last.map(String.init)
    }
}
