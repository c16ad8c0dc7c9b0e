extension Expression {
    /// The scene of the condition `visible == S` (either way round), as
    /// written — `S` or `Storyboard.S`, with no instance number — or nil for
    /// any other condition. What a UI test waits for (the XCUITest export,
    /// W119).
    public var sceneExpectedVisible: QualifiedName? {
        guard case .binary(.equal, let left, let right, _) = kind else { return nil }
        let visible = Vocabulary.visibleQuery
        guard let scene = left.plainName?.name == visible ? right : right.plainName?.name == visible ? left : nil else { return nil }
        switch scene.kind {
        case .name(let identifier) where identifier.instance == nil:
            return QualifiedName(identifier)
        case .member(let base, let name, _) where name.instance == nil:
            guard let first = base.plainName, first.instance == nil else { return nil }
            return QualifiedName(parts: [first, name], range: scene.range)
        default:
            return nil
        }
    }
}
