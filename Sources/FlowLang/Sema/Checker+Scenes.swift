// Names of view controllers: `initial`, child lists, relationships, segue
// destinations, statement targets, `on X`, query arguments.
extension Checker {
    /// Resolves a name that must stand for a view controller, reporting why
    /// when it does not. Instance names (`RecipeDetail#2`) are allowed only
    /// where a live instance is meant (statements, expressions).
    @discardableResult
    mutating func resolveViewController(_ name: QualifiedName, allowInstance: Bool) -> TypeReference? {
        guard checkInstanceParts(name, allowInstance: allowInstance) else { return nil }
        // Looked up once: a plain name is a local type exactly when the lookup gives `.type`.
        let lookup = index.lookupType(name)
        if name.rest.isEmpty, !lookup.isType, isControllerUIKitAdds(name.first.name) {
            return nil  // UIKit's More navigation controller or its list, or a column's wrapper, made at run time
        }
        switch reporting(lookup, of: name) {
        case .none:
            return nil
        case .some(let (reference, type)):
            guard type.kind.isViewController else {
                error(.wrongKind(type.name, type.kind.description, expected: "view controller"), at: name.range,
                      notes: [note("'\(type.name)' declared here", at: type.nameRange, in: index.path(of: reference))])
                return nil
            }
            return reference
        }
    }

    /// `resolveViewController(name, allowInstance: false)` for a child or a
    /// segue's destination, which the index resolved when it was built
    /// (`resolvedByIndex`). A plain name the index found as a view controller
    /// of this storyboard, under that very name, is one the lookup would find
    /// again without a word to say: it is not looked up a second time (the
    /// lookup was 2 % of `flow check` on the chain shape). Any other name —
    /// qualified, an instance, a storyboard's, unresolved — takes the lookup,
    /// with its diagnostics.
    @discardableResult
    mutating func viewController(_ name: QualifiedName, resolvedByIndex reference: TypeReference?) -> TypeReference? {
        if let reference, name.rest.isEmpty, name.first.instance == nil, reference.nameID == name.first.symbol.nameID,
           reference.storyboardID == index.nameSymbol.nameID {
            return reference
        }
        return resolveViewController(name, allowInstance: false)
    }

    /// Resolves any type name, reporting why when it names nothing. With
    /// `asReceiver`, an event receiver: animators and presenters are
    /// suggested too.
    @discardableResult
    mutating func lookupReporting(_ name: QualifiedName, asReceiver: Bool = false) -> (TypeReference, DeclaredType)? {
        reporting(index.lookupType(name), of: name, asReceiver: asReceiver)
    }

    /// `lookupReporting` of a name already looked up.
    private mutating func reporting(_ lookup: TypeLookup, of name: QualifiedName,
                                    asReceiver: Bool = false) -> (TypeReference, DeclaredType)? {
        switch lookup {
        case .type(let reference, let type):
            return (reference, type)
        case .storyboard(let storyboard, let launch):
            guard let launch, let type = storyboard.types[id: launch.nameID] else {
                error(.storyboardWithoutScenes(storyboard.name), at: name.range)
                return nil
            }
            return (launch, type)
        case .unqualifiedImport(let storyboard, let type):
            error(.unqualifiedImportedScene(type.name, storyboard.name), at: name.range,
                  help: "qualify it: '\(storyboard.name).\(type.name)'",
                  notes: [note("'\(type.name)' declared here", at: type.nameRange, in: storyboard.path)])
            return nil
        case .unknownStoryboard(let identifier):
            let index = self.index
            reportUnknown(.unknownStoryboard(identifier.name), at: identifier.range, name: identifier.name,
                          among: { index.storyboardNames })
            return nil
        case .unknown(let identifier, let storyboard):
            // Suggest names spelled the way the user wrote this one: qualified or not.
            let prefix = name.parts.count == 1 ? "" : "\(storyboard.name)."
            let imports = name.parts.count == 1 ? index.importOrder : []
            let spelled = prefix + identifier.name
            let message: Message = asReceiver ? .unknownEventReceiver(spelled) : .unknownScene(spelled)
            reportUnknown(message, at: name.range, name: spelled, among: {
                (asReceiver ? storyboard.orderedTypes : storyboard.viewControllers).map { prefix + $0.name } + imports
            }, declaration: { match in
                storyboard.types[String(match.dropFirst(prefix.count))].map { ($0.nameRange, storyboard.path) }
            })
            return nil
        case .malformed:
            if name.parts.count > 2 {
                error(.tooManyNameParts(name.text), at: name.range, help: "name a scene as 'Scene' or 'Storyboard.Scene'")
            }
            return nil
        }
    }

    /// Reports instance names where a scene's name is needed; false when the
    /// name is unusable.
    private mutating func checkInstanceParts(_ name: QualifiedName, allowInstance: Bool) -> Bool {
        // Nearly every name has no `#N`: no array of its parts is made for it.
        guard name.first.instance != nil || name.rest.contains(where: { $0.instance != nil }) else { return true }
        let parts = name.parts
        for (position, part) in parts.enumerated() where part.instance != nil {
            let isLast = position == parts.count - 1
            if !allowInstance || !isLast {
                error(.instanceNotAllowed(part.text), at: part.range, help: "write the scene's name, '\(part.name)'")
                return false
            }
        }
        return true
    }

    /// `embed D in C`: C must be a custom container.
    mutating func checkContainer(_ name: QualifiedName) {
        guard let reference = resolveViewController(name, allowInstance: true),
              let type = index.type(reference) else { return }
        switch type.kind {
        case .container:
            break
        case .scene, .navigation, .tabs, .split, .pages, .animator, .presenter:
            error(.notAContainer(type.name, type.kind.description), at: name.range,
                  help: "'embed … in' adds a child to a 'container' declaration",
                  notes: [note("'\(type.name)' declared here", at: type.nameRange, in: index.path(of: reference))])
        }
    }
}
