/// Every contextual keyword of the language.
///
/// None is reserved: the lexer tags an identifier with the keyword it spells,
/// and the parser treats it as a keyword only where one can start a form
/// (`pop to root`, `tap outside`, `print tree`, `expect events {`); everywhere
/// else it is an ordinary name. `grammar/flow.ebnf` must list exactly these
/// words as terminals — a test keeps the two in step.
public enum Keyword: String, CaseIterable, Sendable {
    // Declarations
    case storyboard, `import`, initial, scene, navigation, tabs, split, container
    case animator, presenter, pages, `var`, platform
    // Members
    case title, restoration, defines, context, provides, transition, style, size, adapts
    case modal, `in`, presentation, root, primary, secondary, supplementary, compact, columns, display, column, embed, on
    case duration, interactive, frame, dims, removes, discard, detents, undimmed
    case alert, message, action, destructive, preferred, field, hides, bottom, bar, hosting, collapse, search, results, scopes, shows, toolbar, accessibility
    case group, manages, mode
    // Triggers
    case button, cell, accessory, item, gesture, segue
    // Segue kinds
    case show, detail, present, popover, custom, unwind
    // Options
    case id, animated, anchor, perform, when, prepare, from
    // Statements
    case launch, tap, outside, push, pop, to, dismiss, select, swipe, back, down, up, next, previous
    case then, cancel, finish, unembed, replace, with, preserve, restore, timeline, wait, alongside
    case begin, end, appearing, disappearing, manual, appearance, hide
    case open, link, activity, shortcut, background, foreground, type, drag, scope, window, focus, close, beside
    case expect, events, order, no, warning, set, `if`, `else`, `repeat`, print, tree, test
    // Literals and separators
    case `true`, `false`, `nil`, x, iOS
}

// The keywords that start each kind of form. The parser suggests from these
// lists (in this order, the first of equally near words winning) and the REPL
// completes from them; they are the only lists of keywords besides the enum.
extension Keyword {
    /// Keywords that start a statement.
    public static let statementStarts: [Keyword] = [
        .launch, .tap, .back, .perform, .hide, .present, .show, .detail, .push, .pop, .dismiss, .unwind,
        .select, .size, .swipe, .embed, .unembed, .replace, .begin, .end, .preserve, .restore, .timeline, .wait,
        .alongside, .expect, .set, .if, .repeat, .print, .test, .search, .cancel, .open, .background, .foreground,
        .link, .activity, .shortcut, .type, .drag, .focus, .close,
    ]
    /// Keywords that start a top-level declaration.
    public static let declarationStarts: [Keyword] = [
        .storyboard, .import, .initial, .scene, .navigation, .tabs, .split, .container,
        .animator, .presenter, .pages, .var, .platform,
    ]
    /// Keywords that start a member of a scene or container.
    public static let memberStarts: [Keyword] = [
        .title, .restoration, .defines, .provides, .style, .transition, .adapts, .size,
        .modal, .root, .primary, .secondary, .supplementary, .compact, .columns, .display, .embed, .button, .cell, .accessory, .item,
        .gesture, .segue, .unwind, .var, .on, .duration, .interactive, .frame, .dims, .removes,
        .detents, .undimmed, .manual, .alert, .action, .field, .dismiss, .back, .hides, .hosting, .collapse, .search, .shows,
        .accessibility, .group, .mode,
    ]
}
