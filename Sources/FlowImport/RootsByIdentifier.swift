// A window root named by its storyboard identifier alone (Raivo's launch).
//
// An app may choose its root's storyboard and identifier at run time and fetch it through a helper
// of its own:
//
//     let storyboard = StoryboardHelper.shared.getCachedStoryboard(storyboardName)
//     let controller = StoryboardHelper.shared.getCachedStoryboardController(storyboard, controllerName)
//     self.window?.rootViewController = controller
//
// The identifiers the choice may give are read (IdentifiersChosenByCase.swift); which storyboard
// each is in is not written beside it. Identifiers are usually unique across an app's storyboards,
// so the one storyboard holding the identifier is the root's. The launch is chosen before the
// storyboards are imported (a root the code sets replaces the one Info.plist names), so the
// storyboards are read for their identifiers first — only when such a root is found, which is rare.

extension WindowRoot {
    /// Whether the root, or a root the launch may set instead, names a storyboard scene by its
    /// identifier alone.
    public var namesScenesByIdentifierAlone: Bool {
        made.namesSceneByIdentifierAlone || alternatives.contains { $0.made.namesSceneByIdentifierAlone }
    }

    /// The same root, each scene named by identifier alone given the one storyboard of `inputs` that
    /// declares that identifier (left as it is when none or several do).
    public func resolvingStoryboards(in inputs: [StoryboardInput]) -> WindowRoot {
        let holders = StoryboardIdentifierHolders(inputs)
        var resolved = self
        resolved.made = holders.resolving(made)
        for position in resolved.alternatives.indices {
            resolved.alternatives[position].made = holders.resolving(resolved.alternatives[position].made)
        }
        return resolved
    }
}

extension WindowRoot {
    /// What to tell a person when the root is still named by its identifier alone after the
    /// storyboards were read (none declares it, or several do): the code's launch is not taken.
    public var unresolvedIdentifierMessage: String? {
        guard made.namesSceneByIdentifierAlone, let identifier = made.identifier else { return nil }
        return "\(location): the window's root is the scene of identifier '\(identifier)', which no one storyboard "
            + "declares (none, or several do): the launch the code sets is not read"
    }
}

extension CodeTrigger.Instantiation {
    /// A storyboard scene named by its identifier, the storyboard not known.
    var namesSceneByIdentifierAlone: Bool {
        storyboard == nil && identifier != nil && factory == nil && ofClass == nil
    }
}

/// The storyboards of an import, read for the one declaring each identifier (StoryboardLookup).
struct StoryboardIdentifierHolders {
    private let storyboards: [Storyboard]
    private let lookup: StoryboardLookup

    init(_ inputs: [StoryboardInput]) {
        storyboards = inputs.compactMap { input in
            guard case .success(let document) = MarkupParser.parse(input.data),
                  case .success(let storyboard) = StoryboardReader.read(document, name: input.name, path: input.path) else { return nil }
            return storyboard
        }
        lookup = StoryboardLookup(storyboards)
    }

    func resolving(_ made: CodeTrigger.Instantiation) -> CodeTrigger.Instantiation {
        guard made.namesSceneByIdentifierAlone,
              let (target, _) = lookup.scene(made, from: nil, in: storyboards, allowingNavigation: true) else { return made }
        var resolved = made
        resolved.storyboard = storyboards[target].name
        return resolved
    }
}
