import FlowKit
import FlowLang
import FoundationEssentials

// What a name in the source stands for, and where each thing is declared and
// used. The front end's index knows every declaration's name range; uses are
// found by lexing each file of the storyboard and classifying every identifier
// the way the language reads it: after `tap` a control, after `unwind` or
// `-> unwind` an unwind action, `Settings.Root` a type of the imported
// storyboard `Settings`, else whatever the name declares (a scene or container
// first, as types and variables may share a name only in principle).

/// A named thing a request is about.
struct Symbol: Hashable {
    enum Kind: Hashable {
        case type(storyboard: String)
        case control
        case unwindAction
        case variable
    }

    var kind: Kind
    var name: String
}

/// A place: a file and a byte range in it.
struct SourcePlace: Hashable {
    var path: String
    var range: SourceRange
}

/// The storyboards one check involves, and queries over their names.
struct SymbolTable {
    let analysis: CheckResult
    /// Every storyboard of the check (the main one and its imports, transitively), by file path.
    let indexByPath: [String: StoryboardIndex]
    /// Names declared by some scene's controls, unwind actions and (with globals) variables,
    /// gathered once so classifying every identifier of a large file stays linear.
    private let controlNames: Set<String>
    private let unwindActionNames: Set<String>
    private let variableNamesByPath: [String: Set<String>]

    init(_ analysis: CheckResult) {
        self.analysis = analysis
        var byPath: [String: StoryboardIndex] = [:]
        var pending = [analysis.index]
        while let index = pending.popLast() {
            guard byPath[index.path] == nil else { continue }
            byPath[index.path] = index
            pending += index.importOrder.compactMap { index.imports[$0] }
        }
        indexByPath = byPath
        let types = byPath.values.flatMap(\.orderedTypes)
        controlNames = Set(types.flatMap(\.controlOrder))
        unwindActionNames = Set(types.flatMap(\.unwindActionOrder))
        variableNamesByPath = byPath.mapValues { Set($0.globalOrder + $0.orderedTypes.flatMap(\.variableOrder)) }
    }

    var allIndexes: [StoryboardIndex] { indexByPath.keys.sorted().compactMap { indexByPath[$0] } }

    /// The tokens of the file at `path` among the check's sources.
    func tokens(inFile path: String) -> (SourceFile, [Token])? {
        guard let source = analysis.sources.first(where: { $0.path == path }) else { return nil }
        return (source, Lexer.tokenize(source).tokens)
    }

    /// The symbol the identifier at `offset` (or ending at it) in file `path` names, and its token's range.
    func symbol(at offset: Int, inFile path: String) -> (Symbol, SourceRange)? {
        guard let (source, tokens) = tokens(inFile: path) else { return nil }
        let position = UInt32(clamping: offset)
        guard let index = tokens.firstIndex(where: {
            $0.kind == .identifier && $0.range.start <= position && position <= $0.range.end
        }) else { return nil }
        return symbol(ofTokenAt: index, tokens: tokens, source: source).map { ($0, tokens[index].range) }
    }

    /// What the identifier `tokens[index]` names, read in its context.
    func symbol(ofTokenAt index: Int, tokens: [Token], source: SourceFile) -> Symbol? {
        let name = source.text(in: tokens[index].range)
        guard let storyboard = indexByPath[source.path] else { return nil }
        // `Settings.Root`: a type of the imported storyboard.
        if index >= 2, tokens[index - 1].kind == .dot, tokens[index - 2].kind == .identifier {
            let qualifier = source.text(in: tokens[index - 2].range)
            if let imported = storyboard.imports[qualifier], imported.types[name] != nil {
                return Symbol(kind: .type(storyboard: imported.name), name: name)
            }
        }
        // The qualifier itself names no declaration.
        if index + 1 < tokens.count, tokens[index + 1].kind == .dot, storyboard.imports[name] != nil { return nil }
        let previous = index > 0 ? tokens[index - 1] : nil
        if previous?.isKeyword(.tap) == true, declaresControl(name) { return Symbol(kind: .control, name: name) }
        if previous?.isKeyword(.unwind) == true, declaresUnwindAction(name) {
            return Symbol(kind: .unwindAction, name: name)
        }
        if storyboard.types[name] != nil { return Symbol(kind: .type(storyboard: storyboard.name), name: name) }
        if variableNamesByPath[source.path]?.contains(name) == true {
            return Symbol(kind: .variable, name: name)
        }
        if declaresControl(name) { return Symbol(kind: .control, name: name) }
        if declaresUnwindAction(name) { return Symbol(kind: .unwindAction, name: name) }
        return nil
    }

    private func declaresControl(_ name: String) -> Bool { controlNames.contains(name) }

    private func declaresUnwindAction(_ name: String) -> Bool { unwindActionNames.contains(name) }

    /// Where `symbol` is declared (a control or variable may be declared by several scenes).
    func declarations(of symbol: Symbol) -> [SourcePlace] {
        switch symbol.kind {
        case .type(let storyboardName):
            return allIndexes.filter { $0.name == storyboardName }.compactMap { index in
                index.types[symbol.name].map { SourcePlace(path: index.path, range: $0.nameRange) }
            }
        case .control:
            return places { type in type.controls[symbol.name].map { [$0.range] } ?? [] }
        case .unwindAction:
            return places { type in type.unwindActions[symbol.name].map { [$0.range] } ?? [] }
        case .variable:
            var result = allIndexes.compactMap { index in
                index.globals[symbol.name].map { SourcePlace(path: index.path, range: $0.range) }
            }
            result += places { type in type.variables[symbol.name].map { [$0.range] } ?? [] }
            return result
        }
    }

    private func places(_ ranges: (DeclaredType) -> [SourceRange]) -> [SourcePlace] {
        allIndexes.flatMap { index in
            index.orderedTypes.flatMap { type in ranges(type).map { SourcePlace(path: index.path, range: $0) } }
        }
    }

    /// Every place `symbol` is written, declarations included, in every file of the check.
    func references(of symbol: Symbol) -> [SourcePlace] {
        var result: [SourcePlace] = []
        for path in indexByPath.keys.sorted() {
            guard let (source, tokens) = tokens(inFile: path) else { continue }
            let bytes = Array(symbol.name.utf8)
            for index in tokens.indices where tokens[index].kind == .identifier {
                let range = tokens[index].range
                guard range.length == bytes.count, source.bytes[Int(range.start)..<Int(range.end)].elementsEqual(bytes),
                      self.symbol(ofTokenAt: index, tokens: tokens, source: source) == symbol
                else { continue }
                result.append(SourcePlace(path: path, range: range))
            }
        }
        // Declarations the lexer-level reading missed (there should be none) still count.
        for place in declarations(of: symbol) where !result.contains(place) { result.append(place) }
        return result
    }

    /// Whether `name` is already taken where `symbol` lives, so renaming to it would collide.
    func collides(_ symbol: Symbol, renamedTo name: String) -> Bool {
        switch symbol.kind {
        case .type(let storyboardName):
            return allIndexes.contains { $0.name == storyboardName && ($0.types[name] != nil || $0.imports[name] != nil) }
        case .control:
            return declaresControl(name)
        case .unwindAction:
            return declaresUnwindAction(name)
        case .variable:
            return allIndexes.contains { index in
                index.globals[name] != nil || index.orderedTypes.contains { $0.variables[name] != nil }
            }
        }
    }
}
