import FlowLang

/// One parsed node of each kind the importer builds, to copy and fill in.
///
/// FlowLang's AST nodes have public stored properties but, for most of them,
/// no public initializer, so a node is made here by parsing a small template
/// once and changing a copy of the matching node's fields. This file is the
/// only place that knows; given public initializers in FlowLang it becomes a
/// list of initializer calls.
struct SyntaxPrototypes {
    var storyboard: StoryboardDeclaration
    var importDeclaration: ImportDeclaration
    var initial: InitialDeclaration
    var type: TypeDeclaration
    var string: StringMember
    var flag: FlagMember
    var name: NameMember
    var dimensions: DimensionsMember
    var relationship: RelationshipMember
    var segue: SegueMember
    var unwind: UnwindActionMember
    var comment: Comment

    static let template = """
        storyboard S
        import "a.flow"
        initial A
        scene A {
            title "t"
            defines context
            style fullScreen
            size 1 x 2
            root A
            button b -> show A
            unwind u
        }
        // c

        """

    /// The prototypes, or nil when the template no longer parses as expected
    /// (a change in FlowLang the importer has not followed).
    static let shared: SyntaxPrototypes? = SyntaxPrototypes()

    private init?() {
        let parsed = parse(SourceFile(path: "template.flow", text: Self.template))
        guard !parsed.hasErrors, let comment = parsed.file.comments.first else { return nil }
        var storyboard: StoryboardDeclaration?
        var importDeclaration: ImportDeclaration?
        var initial: InitialDeclaration?
        var type: TypeDeclaration?
        for declaration in parsed.file.declarations {
            switch declaration {
            case .storyboard(let node): storyboard = node
            case .import(let node): importDeclaration = node
            case .initial(let node): initial = node
            case .type(let node): type = node
            case .variable, .platform: break
            }
        }
        guard let storyboard, let importDeclaration, let initial, let type else { return nil }
        var string: StringMember?
        var flag: FlagMember?
        var name: NameMember?
        var dimensions: DimensionsMember?
        var relationship: RelationshipMember?
        var segue: SegueMember?
        var unwind: UnwindActionMember?
        for member in type.members {
            switch member {
            case .title(let node): string = node
            case .definesContext(let node): flag = node
            case .style(let node): name = node
            case .size(let node): dimensions = node
            case .relationship(let node): relationship = node
            case .segue(let node): segue = node
            case .unwindAction(let node): unwind = node
            case .restoration, .providesTransition, .transition, .adapts, .modalInPresentation, .variable, .hook,
                 .duration, .interactive, .frame, .dims, .removesPresenter:
                break
            }
        }
        guard let string, let flag, let name, let dimensions, let relationship, let segue, let unwind else { return nil }
        self.storyboard = storyboard
        self.importDeclaration = importDeclaration
        self.initial = initial
        self.type = type
        self.string = string
        self.flag = flag
        self.name = name
        self.dimensions = dimensions
        self.relationship = relationship
        self.segue = segue
        self.unwind = unwind
        self.comment = comment
    }
}
