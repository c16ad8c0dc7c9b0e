import FlowGraph
import FlowLang
import FlowVocabulary

extension CheckContext {
    /// W109, W110, W111: what containers do to their children.
    mutating func checkContainers(_ subject: CheckSubject, tables: CheckTables) {
        let type = subject.type
        // W109: a segue to a scene a container already holds.
        for (segue, target) in zip(type.segues, subject.destinations) where segue.kind != .unwind {
            guard let destination = segue.destination, let target,
                  // `-> present Settings` instantiates the storyboard's initial view controller itself.
                  segue.writtenDestination.rest.count == 1 || destination.storyboardID == index.nameSymbol.nameID,
                  let node = target.node,
                  // A scene that shows another of its own kind (a sitemap page pushing a subpage,
                  // a folder opening a subfolder) knows it makes a new one: it is one itself.
                  target != subject.target,
                  // Navigation roots and split columns are instantiated anew by design (drill-down,
                  // showDetail); tabs, pages and embedded children are meant to exist once.
                  let parent = tables.singletonParent[node]
            else { continue }
            let shownContainer = display(node: parent)
            report(.relationshipChildAsDestination(display(target), shownContainer),
                   code: .w109, at: segue.writtenDestination.range,
                   notes: relationshipNote(parent: parent, child: destination).map { [$0] } ?? [],
                   help: "select it in '\(shownContainer)' instead of instantiating it again")
        }
        if type.kind != .scene {
            // W110: more than five tabs.
            if type.kind == .tabs {
                let tabs = type.children.filter { $0.kind == .tab }
                if TabBarRules.hasMore(tabs: tabs.count) {
                    report(.tabsOverflow(type.name, tabs.count), code: .w110, at: tabs[TabBarRules.visibleTabs].destination.range,
                           help: "keep five tabs at most, or accept UIKit's 'More' list")
                }
            }
            // W111: children with an identifier under a container without one.
            guard type.restorationIdentifier == nil else { return }
            for child in type.children {
                guard let target = child.target, target.storyboardID == index.nameSymbol.nameID,
                      index.types[id: target.nameID]?.restorationIdentifier != nil,
                      let node = self.node(of: target) else { continue }
                // Any container holding it with an identifier preserves it.
                let restoredParent = facts.parents[node].contains { self.type(node: $0)?.restorationIdentifier != nil }
                guard !restoredParent, let declared = index.types[id: target.nameID] else { continue }
                report(.restorationWithoutParent(declared.name, type.name), code: .w111,
                       at: restorationRange(declared) ?? declared.nameRange,
                       notes: declarationNote(node: subject.node, "'\(type.name)' has no restoration identifier").map { [$0] } ?? [],
                       help: "give '\(type.name)' a 'restoration' identifier too")
            }
        }
    }

    private func relationshipNote(parent: Int, child: TypeReference) -> Diagnostic.Note? {
        guard let container = type(node: parent), let path = path(node: parent),
              let relationship = container.children.first(where: { $0.target == child }) else { return nil }
        return Diagnostic.Note(message: "'\(display(node: parent))' holds it as its \(relationship.kind.rawValue) here",
                               path: path, range: relationship.destination.range)
    }

    private func restorationRange(_ type: DeclaredType) -> SourceRange? {
        for member in type.declaration.members {
            if case .restoration(let node) = member { return node.range }
        }
        return nil
    }
}
