import Foundation

/// Finds classes, unwind actions and segue overrides in Objective-C text.
struct ObjectiveCScanner {
    let matcher: TextMatcher
    let file: String

    init(text: String, file: String) {
        self.matcher = TextMatcher(text)
        self.file = file
    }

    /// Each regular expression runs once over the text; its matches are
    /// then given to the `@interface`/`@implementation` block they fall in,
    /// walking blocks and matches in order (linear, however many classes).
    func scan() -> [ScannedClass] {
        ObjectiveCPatterns.lent { scan(with: $0) }
    }

    private func scan(with patterns: ObjectiveCPatterns) -> [ScannedClass] {
        let blocks = matcher.matches(#"@(?:interface|implementation)\s+(\w+)\s*(?::\s*(\w+))?"#)
        let ends = matcher.matches(#"@end\b"#).map(\.range.location)
        // The parameter's type may carry qualifiers: `(__unused UIStoryboardSegue *)`,
        // `(nonnull UIStoryboardSegue *)`, `(UIStoryboardSegue * _Nonnull)` (MEWconnect's unwinds).
        let actions = matcher.matches(#"-\s*\(\s*IBAction\s*\)\s*(\w+)\s*:\s*\(\s*(?:\w+\s+)*UIStoryboardSegue\s*\*\s*(?:\w+\s*)?\)"#)
        // The methods named as a target's (a notification's observer): the system calls them.
        let selectors = matcher.matches(#"@selector\(\s*(\w+)"#)
        // Declared properties' types: a class's (`Router *router`) or a protocol's (`id<MasterTabBarControllerDelegate>
        // masterTabBarDelegate`), what a message to the property reaches (`SourceIndex.receiverType(of:in:)`).
        let properties = matcher.matches(#"@property\s*+(?:\([^)\n]*+\)\s*+)?(?:id\s*+<\s*+(\w+)\s*+>|([A-Z]\w*+)\s*+(?:<[^>\n]*+>\s*+)?\*)\s*+(?:_\w+\s++)?(\w+)\s*+;"#)
        // Storyboard identifiers a class may instantiate its pages by (PagesByIdentifier.swift): one handed to
        // `instantiateViewControllerWithIdentifier:`, or in an array of literals a loop instantiates.
        let identifierLiterals = matcher.matches(#"instantiateViewControllerWithIdentifier:\s*+@"([\w.\-]{1,80})"|@"([\w.\-]{1,80})"\s*+(?=[,\]])"#)
        var propertyCursor = 0
        var selectorCursor = 0
        var literalCursor = 0
        let overrideMethods = [("shouldPerformSegueWithIdentifier", "shouldPerformSegue(withIdentifier:sender:)"),
                               ("canPerformUnwindSegueAction", "canPerformUnwindSegueAction(_:from:sender:)")]
        let overrideMatches = overrideMethods.map { method, _ in
            matcher.matches(#"-\s*\(\s*BOOL\s*\)\s*"# + method + #"\s*:"#).map(\.range.location)
        }
        // Method bodies with the calls that move between scenes, by offset. A definition may end its
        // header with the declaration's `;` before the body, which clang accepts (Element's
        // `+ (ManageSessionViewController*)instantiateWithMatrixSession:… andDevice:…;` then `{`).
        // Possessive, and only blanks on the line before the `-`: `^\s*` let each line of a run of
        // blank lines read the rest of the run again, quadratic (50,000 blank lines took 15 s).
        let closes = BraceMatcher.closes(in: matcher.nsText)
        var methodTriggers: [(offset: Int, name: String, launchName: String?, found: ObjectiveCMethod.Found)] = []
        for match in matcher.matches(#"(?m)^[ \t]*+[-+]\s*+\([^)]*+\)\s*+(\w+)[^{;]*+;?\s*+\{"#) {
            let open = match.range.location + match.range.length - 1
            guard let method = matcher.group(match, 1), let close = closes[open], close > open else { continue }
            let body = matcher.nsText.substring(with: NSRange(location: open + 1, length: close - open - 1))
            let header = matcher.nsText.substring(with: match.range)
            let isClassMethod = header.drop(while: \.isWhitespace).first == "+"
            var reader = ObjectiveCMethod(name: method, body: body, patterns: patterns, isClassMethod: isClassMethod,
                                          controllerParameters: ObjectiveCMethod.controllerParameters(ofHeader: header)) { offset in
                "\(file):\(matcher.line(at: open + 1 + offset))"
            }
            reader.launchName = ObjectiveCMethod.launchName(ofHeader: header)
            reader.systemControllerParameters = ObjectiveCMethod.systemControllerParameters(ofHeader: header)
            var found = reader.read()
            if method == "splitViewController", header.contains("collapseSecondaryViewController") {
                let answers = SplitDelegates.objectiveC(body: body)
                found.discardsSecondaryOnCollapse = answers.mayReturnTrue
                found.keepsNavigationSecondary = answers.answersFalseForNavigation
            }
            if !found.isEmpty || !found.ownMessages.isEmpty || found.discardsSecondaryOnCollapse {
                methodTriggers.append((match.range.location, method, reader.launchName, found))
            }
        }
        var triggerCursor = 0
        var classes: [ScannedClass] = []
        var endCursor = 0
        var actionCursor = 0
        var overrideCursors = Array(repeating: 0, count: overrideMethods.count)
        for block in blocks {
            guard let name = matcher.group(block, 1) else { continue }
            let start = block.range.location
            while endCursor < ends.count, ends[endCursor] <= start { endCursor += 1 }
            let end = endCursor < ends.count ? ends[endCursor] : matcher.nsText.length
            var scanned = ScannedClass(name: name, superclass: matcher.group(block, 2), unwindActions: [], overrides: [])
            while actionCursor < actions.count, actions[actionCursor].range.location <= start { actionCursor += 1 }
            var index = actionCursor
            while index < actions.count, actions[index].range.location < end {
                let match = actions[index]
                index += 1
                guard let selector = matcher.group(match, 1).map({ $0 + ":" }),
                      !scanned.unwindActions.contains(where: { $0.selector == selector }) else { continue }
                scanned.unwindActions.append(UnwindActionSource(
                    selector: selector, alternatives: [],
                    location: "\(file):\(matcher.line(at: match.range.location))"))
            }
            while propertyCursor < properties.count, properties[propertyCursor].range.location <= start { propertyCursor += 1 }
            var propertyIndex = propertyCursor
            while propertyIndex < properties.count, properties[propertyIndex].range.location < end {
                let match = properties[propertyIndex]
                propertyIndex += 1
                guard let property = matcher.group(match, 3), let type = matcher.group(match, 1) ?? matcher.group(match, 2),
                      !type.hasPrefix("UI"), !type.hasPrefix("NS"), scanned.properties[property] == nil else { continue }
                scanned.properties[property] = type
            }
            while literalCursor < identifierLiterals.count, identifierLiterals[literalCursor].range.location <= start { literalCursor += 1 }
            var literalIndex = literalCursor
            while literalIndex < identifierLiterals.count, identifierLiterals[literalIndex].range.location < end {
                let match = identifierLiterals[literalIndex]
                literalIndex += 1
                if let literal = matcher.group(match, 1) ?? matcher.group(match, 2) { scanned.identifierLiterals.append(literal) }
            }
            while selectorCursor < selectors.count, selectors[selectorCursor].range.location <= start { selectorCursor += 1 }
            var selectorIndex = selectorCursor
            while selectorIndex < selectors.count, selectors[selectorIndex].range.location < end {
                if let target = matcher.group(selectors[selectorIndex], 1) { scanned.selectorTargets.insert(target) }
                selectorIndex += 1
            }
            for (position, (_, description)) in overrideMethods.enumerated() {
                let locations = overrideMatches[position]
                while overrideCursors[position] < locations.count, locations[overrideCursors[position]] <= start {
                    overrideCursors[position] += 1
                }
                if overrideCursors[position] < locations.count, locations[overrideCursors[position]] < end {
                    scanned.overrides.append(description)
                }
            }
            while triggerCursor < methodTriggers.count, methodTriggers[triggerCursor].offset <= start { triggerCursor += 1 }
            // The class's methods adding a child they are handed (JASidePanels' `_swapCenter:with:`): a
            // setter handing its value to one adds it too (`setCenterPanel:` calling it with `_centerPanel`).
            var addingHandedIn: Set<String> = []
            var methodIndex = triggerCursor
            while methodIndex < methodTriggers.count, methodTriggers[methodIndex].offset < end {
                if methodTriggers[methodIndex].found.addsChildrenHandedIn { addingHandedIn.insert(methodTriggers[methodIndex].name) }
                methodIndex += 1
            }
            var next = triggerCursor
            while next < methodTriggers.count, methodTriggers[next].offset < end {
                let found = methodTriggers[next].found
                // A property of its own a method reads (`ObjectiveCMethod.ownClass`): this class's.
                func owned(_ made: CodeTrigger.Instantiation) -> CodeTrigger.Instantiation {
                    guard let property = made.keptProperty, made == .kept(property, by: ObjectiveCMethod.ownClass) else { return made }
                    return .kept(property, by: name)
                }
                scanned.windowRoots += found.windowRoots.map { root in
                    var root = root
                    root.made = owned(root.made)
                    return root
                }
                scanned.codeTriggers += found.triggers.map { trigger in
                    guard let made = trigger.action.made else { return trigger }
                    var trigger = trigger
                    trigger.action = trigger.action.replacingMade(with: owned(made))
                    return trigger
                }
                scanned.methodCalls += found.methodCalls
                // (Not an app delegate's: its own messages are its launch's, read apart, and a screen's call into
                // it would spread over everything the delegate does — Threema's call screen reaching its settings.)
                if !name.hasSuffix("Delegate") { scanned.methodCalls += found.ownMessageCalls }
                scanned.selfHandedOver += found.selfHandedOver
                if !found.ownMessages.isEmpty {
                    scanned.objectiveCOwnMessages[methodTriggers[next].name, default: []].formUnion(found.ownMessages)
                    // (And under its Swift name, for a launch method: what the launch runs.)
                    if let launch = methodTriggers[next].launchName {
                        scanned.objectiveCOwnMessages[launch, default: []].formUnion(found.ownMessages)
                    }
                }
                if !found.ownMessagesInBlocks.isEmpty {
                    scanned.objectiveCOwnMessagesInBlocks[methodTriggers[next].name, default: []].formUnion(found.ownMessagesInBlocks)
                    if let launch = methodTriggers[next].launchName {
                        scanned.objectiveCOwnMessagesInBlocks[launch, default: []].formUnion(found.ownMessagesInBlocks)
                    }
                }
                scanned.parameterMoves += found.parameterMoves
                if found.discardsSecondaryOnCollapse {
                    scanned.discardsSecondaryOnCollapse = true
                    scanned.keepsNavigationSecondary = found.keepsNavigationSecondary
                }
                scanned.handedArguments += found.handedArguments
                scanned.madeContainers += found.madeContainers
                scanned.addsChildrenHandedIn = scanned.addsChildrenHandedIn || found.addsChildrenHandedIn
                scanned.controllersOnProperties += found.controllersOnProperties
                scanned.presentedDismissals += found.presentedDismissals
                let setsThroughHelper = ObjectiveCMethod.propertySet(by: methodTriggers[next].name)
                    .flatMap { found.ownMessages.isDisjoint(with: addingHandedIn) ? nil : $0 }
                if let property = found.childProperty ?? setsThroughHelper, !scanned.childProperties.contains(property) {
                    scanned.childProperties.append(property)
                }
                next += 1
            }
            classes.append(scanned)
        }
        return classes
    }
}

/// Matching braces in source text, skipping strings and comments.
enum BraceMatcher {
    /// For each `{` (UTF-16 offset), the offset of its `}`.
    static func closes(in text: NSString) -> [Int: Int] {
        let units = Array((text as String).utf16)
        var closes: [Int: Int] = [:]
        var stack: [Int] = []
        var index = 0
        let quote = UInt16(UInt8(ascii: "\"")), slash = UInt16(UInt8(ascii: "/")), star = UInt16(UInt8(ascii: "*"))
        let newline = UInt16(UInt8(ascii: "\n")), backslash = UInt16(UInt8(ascii: "\\"))
        let open = UInt16(UInt8(ascii: "{")), close = UInt16(UInt8(ascii: "}"))
        func at(_ offset: Int) -> UInt16? { offset < units.count ? units[offset] : nil }
        while index < units.count {
            let unit = units[index]
            if unit == slash, at(index + 1) == slash {
                while index < units.count, units[index] != newline { index += 1 }
            } else if unit == slash, at(index + 1) == star {
                index += 2
                while index < units.count, !(units[index] == star && at(index + 1) == slash) { index += 1 }
                index += 2
            } else if unit == quote {
                let triple = at(index + 1) == quote && at(index + 2) == quote
                index += triple ? 3 : 1
                while index < units.count {
                    if units[index] == backslash { index += 2; continue }
                    if units[index] == quote, !triple || (at(index + 1) == quote && at(index + 2) == quote) {
                        index += triple ? 3 : 1
                        break
                    }
                    if !triple, units[index] == newline { break }
                    index += 1
                }
            } else {
                if unit == open { stack.append(index) }
                if unit == close, let opened = stack.popLast() { closes[opened] = index }
                index += 1
            }
        }
        return closes
    }
}
