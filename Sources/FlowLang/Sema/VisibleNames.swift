import FlowVocabulary

// The lookups the checks make across declarations, computed once.
//
// Before these tables, every `tap`, `perform`, `source.x` and `-> unwind`
// rebuilt the list of every declared type (or control, or action) and scanned
// it, which made checking a file with many scenes and many statements
// quadratic. Each table is built in one pass over what a file can see, and
// each check is then a dictionary lookup. "Did you mean" candidates are not
// kept here: they are gathered only for the few diagnostics that are shown
// (`PendingSuggestion`).

/// A declaration's place for a note: where its name is written, in which file.
typealias DeclarationSite = (range: SourceRange, path: String)

/// What a file can see by name — its storyboard and its direct imports —
/// for the checks that accept a name declared in any scene.
struct VisibleNames {
    /// Every control by name: its first declaration, in storyboard order
    /// (this file, then imports in import order) and then declaration order.
    /// These tables key by name id (kept with each declared name), so
    /// building them hashes no string and a lookup compares integers.
    let controls: KeyedTable<NameID, DeclarationSite>
    /// Every segue identifier (`id "…"`, `segue "…"`) of a visible scene.
    let segueIdentifiers: NameSet
    /// Every instance variable of a visible scene, by name (`source.x` may
    /// name any scene's): its first declaration.
    let instanceVariables: KeyedTable<NameID, DeclarationSite>
    /// For a bare name used outside its scene: the first type of this
    /// storyboard (not an import) that declares an instance variable of that name.
    let variableOwners: KeyedTable<NameID, DeclaredType>
    /// The first tab bar of this storyboard with more than five tabs: UIKit
    /// gives it a More navigation controller, named `More` (its list `MoreList`).
    let tabBarWithMore: DeclaredType?
    /// Else the first of the storyboards it imports, written as a script names it
    /// (`Other.Big`): the model names that More unqualified too (StoryboardBuilder),
    /// beside the main storyboard's scenes.
    let importedTabBarWithMore: String?
    /// The controllers UIKit adds at run time that a script may name: `More`
    /// and `MoreList` when a tab bar has them, and the navigation controller
    /// a column-style split view wraps a column in (`RootPrimary`) when the
    /// column's scene is not one already.
    let controllersUIKitAdds: Set<String>

    init(_ index: StoryboardIndex) {
        let storyboards = index.visibleStoryboards
        // Not sized by the number of types: scenes often share names (every
        // scene's `next` button, its `count` variable), and room for one name
        // a type was most of these tables' memory (1.7 MB of a 2 MB chain's
        // 31 MB peak). Growing costs little: a table's positions keep part of
        // each name's hash and move without hashing the name again.
        var controls = KeyedTable<NameID, DeclarationSite>()
        var segueIdentifiers = NameSet()
        var instanceVariables = KeyedTable<NameID, DeclarationSite>()
        for storyboard in storyboards {
            for type in storyboard.types.inOrder {
                for declared in type.controls.inOrder {
                    controls.insertFirst(declared.nameID, (declared.range, storyboard.path))
                }
                for segue in type.segues {
                    if let identifier = segue.identifier { segueIdentifiers.insert(identifier) }
                }
                for declared in type.variables.inOrder {
                    instanceVariables.insertFirst(declared.nameID, (declared.range, storyboard.path))
                }
            }
        }
        var variableOwners = KeyedTable<NameID, DeclaredType>()
        var tabBarWithMore: DeclaredType?
        var controllersUIKitAdds: Set<String> = []
        for type in index.types.inOrder {
            for declared in type.variables.inOrder {
                variableOwners.insertFirst(declared.nameID, type)
            }
            if tabBarWithMore == nil, type.kind == .tabs, TabBarRules.hasMore(tabs: type.children.count) {
                tabBarWithMore = type
                controllersUIKitAdds.formUnion(Vocabulary.moreNames)
            }
            if type.search != nil { controllersUIKitAdds.insert(UIKitAddedControllers.searchController(host: type.name)) }
            for group in type.tabGroups where group.managesNavigation {
                controllersUIKitAdds.insert(UIKitAddedControllers.groupNavigation(group: group.group.last.name))
            }
            if type.isColumnStyle {
                for column in type.children where column.kind.splitColumn?.isWrapped ?? true
                    && column.target.flatMap({ index.type($0) })?.kind != .navigation {
                    controllersUIKitAdds.insert(UIKitAddedControllers.columnWrapper(split: type.name, column: column.kind.rawValue))
                }
            }
        }
        self.tabBarWithMore = tabBarWithMore
        var importedTabBarWithMore: String?
        if tabBarWithMore == nil {
            for storyboard in storyboards where storyboard.name != index.name && importedTabBarWithMore == nil {
                if let tabs = storyboard.types.inOrder.first(where: { $0.kind == .tabs && TabBarRules.hasMore(tabs: $0.children.count) }) {
                    importedTabBarWithMore = storyboard.name + "." + tabs.name
                    controllersUIKitAdds.formUnion(Vocabulary.moreNames)
                }
            }
        }
        self.importedTabBarWithMore = importedTabBarWithMore
        self.controllersUIKitAdds = controllersUIKitAdds
        self.controls = controls
        self.segueIdentifiers = segueIdentifiers
        self.instanceVariables = instanceVariables
        self.variableOwners = variableOwners
    }
}

/// Every unwind action of every file loaded, by name: the first
/// implementation found (for a note), plus the names in order (candidates
/// for "did you mean").
struct UnwindActionTable {
    /// Each action's first implementation, in the order found, by the
    /// action's name id, with the name for "did you mean".
    private var first = KeyedTable<NameID, (name: DeclaredName, site: DeclarationSite)>()

    /// The actions, in the order found.
    var names: [String] { first.values.map(\.name.text) }

    /// Adds the actions `index`'s types implement, in declaration order.
    mutating func add(_ index: StoryboardIndex) {
        for type in index.types.inOrder {
            for declared in type.unwindActions.inOrder {
                first.insertFirst(declared.declaredName.id, (declared.declaredName, (declared.range, index.path)))
            }
        }
    }

    /// Whether some scene implements the action named `action`.
    func contains(_ action: Identifier) -> Bool { first.position(of: action.symbol.nameID) != nil }

    /// Where the action named `name` is first implemented (a suggestion's note).
    func site(of name: String) -> DeclarationSite? {
        NameID(interned: name).flatMap { first[$0]?.site }
    }
}

/// A "did you mean" left for later: which diagnostic it completes, the name
/// misspelt, and how to find the candidates and a match's declaration.
struct PendingSuggestion {
    /// The diagnostic's position in the list it was appended to.
    var diagnostic: Int
    var name: String
    /// The help when no candidate is close.
    var fallback: String?
    var candidates: () -> [String]
    var declaration: (String) -> DeclarationSite?

    /// The diagnostic with its help, note and fix-it filled in; `written`
    /// gives the source text of a range of a file (nil when unknown).
    func resolve(_ diagnostic: Diagnostic, written: (String, SourceRange) -> String? = { _, _ in nil }) -> Diagnostic {
        guard let match = Suggestion.closest(to: name, among: candidates()) else { return diagnostic }
        var resolved = diagnostic
        resolved.help = "did you mean '\(match)'?"
        // The fix-it writes the match over the misspelt name: the whole range, or the last
        // part of a qualified one (`Settings.Roto`), and only where the text is the name.
        if let text = written(diagnostic.path, diagnostic.range) {
            let length = UInt32(name.utf8.count)
            if text == name {
                resolved.fixIts = [Diagnostic.FixIt(range: diagnostic.range, replacement: match)]
            } else if text.hasSuffix("." + name), diagnostic.range.end >= length {
                let tail = SourceRange(start: diagnostic.range.end - length, end: diagnostic.range.end)
                resolved.fixIts = [Diagnostic.FixIt(range: tail, replacement: match)]
            }
        }
        if let site = declaration(match) {
            resolved.notes.append(Diagnostic.Note(message: "'\(match)' declared here", path: site.path, range: site.range))
        }
        return resolved
    }
}
