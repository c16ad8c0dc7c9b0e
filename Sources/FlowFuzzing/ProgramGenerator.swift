import FlowVocabulary

/// Turns arbitrary bytes into a valid flow program, so that the interpreter
/// target spends its time running programs rather than rejecting text: the
/// bytes choose the storyboard's shape and presentation styles, then a
/// script of statements, most guarded by `if visible == X` so that taps
/// land on controls that are on screen and the run goes deep.
struct ProgramGenerator {
    private var bytes: ArraySlice<UInt8>

    init(_ bytes: [UInt8]) {
        self.bytes = bytes[...]
    }

    /// The next choice among `count`; zero once the bytes run out.
    private mutating func choose(_ count: Int) -> Int {
        guard let byte = bytes.popFirst() else { return 0 }
        return Int(byte) % count
    }

    private mutating func pick(_ options: [String]) -> String {
        options[choose(options.count)]
    }

    /// Every style a segue or a `present` may ask for as it is, so that a new style is fuzzed once the
    /// switch (which the compiler holds to every case) says so: `custom` needs a presenter, and `none`
    /// is only an adaptation's.
    static let styles: [String] = PresentationStyle.allCases.compactMap { style in
        switch style {
        case .automatic, .fullScreen, .overFullScreen, .pageSheet, .formSheet, .currentContext, .overCurrentContext, .popover:
            return style.rawValue
        case .custom, .none:
            return nil
        }
    }
    static let roots = ["Tabs", "Nav", "A", "Split", "Pages", "Box", "Many", "Manual", "Columns", "Library"]

    /// Every control of every scene, for guarded taps.
    static let controls: [(scene: String, control: String)] = [
        ("A", "next"), ("A", "modal"), ("B", "next"), ("B", "sheet"), ("B", "back"),
        ("C", "done"), ("C", "more"), ("D", "close"), ("D", "deeper"), ("D", "home"),
        ("B", "ask"), ("B", "share"), ("Ask", "yes"), ("Ask", "stay"), ("Share", "copy"), ("Share", "more"),
        ("C", "cancel"), ("D", "leave"),
    ]

    /// The storyboard the script runs on.
    mutating func storyboard() -> String {
        let modal = presentation(anchor: "next")
        let sheet = presentation(anchor: "next")
        let more = presentation(anchor: "done")
        let context = choose(2) == 0 ? "defines context" : ""
        let guardB = choose(2) == 0 ? " when n < 3" : ""
        let root = pick(Self.roots)
        let toolbar = choose(2) == 0 ? "; shows toolbar" : ""
        let zoom = choose(2) == 0 ? "transition zoom" : ""
        return """
            storyboard Fuzz
            initial \(root)
            var n = 0
            var s = ""
            link "fuzz://a/{s}" {
                dismiss Tabs animated false
                select 1
                push C animated false
            }
            shortcut "new" { present D }
            tabs Tabs { Nav, B; restoration "tabs" }
            navigation Nav { root A; restoration "nav"\(toolbar) }
            split Split { primary Nav; secondary C }
            pages Pages { A, C, D; restoration "pages" }
            container Box { embed Split size regular }
            tabs Many { A, B, C, D, Nav, Split, Pages }
            tabs Library {
                A, Shelf
                mode tabSidebar
                group Shelf { B, Drawer; manages navigation }
                group Drawer { C }
            }
            scene Shelf { button next -> show D }
            scene Drawer {}
            split Columns { columns triple; display oneBesideSecondary; primary A; supplementary B; secondary C; compact Nav }
            container Manual {
                embed A
                manual appearance
                on viewWillAppear { begin appearing A }
                on viewDidAppear { end appearance A }
            }
            scene A {
                restoration "a"
                \(context)
                search results C scopes "All", "Mine"
                button next -> show B id "toB"\(guardB) prepare { set destination.k = n }
                button modal -> present C \(modal)
                unwind back { set n = n + 1 }
            }
            scene B {
                restoration "b"
                var k = 0
                button next -> show C
                button sheet -> present D \(sheet)
                button back -> unwind back
                button ask -> present Ask
                button share -> popover Share
                on viewWillAppear { set n = n + 1 }
                on traitChange { set n = n + 1 }
            }
            scene Ask {
                alert "Go back?" message "Are you sure?"
                field why "Why"
                action yes "Yes" destructive when why != "" { pop }
                action stay "Stay" cancel preferred { set n = n + 1 }
            }
            scene Share {
                alert actionSheet "Share"
                action copy "Copy" { dismiss }
                action more "More" { present D }
            }
            scene C {
                title "C"
                button done -> unwind back
                button more -> present D \(more)
                item cancel { if n > 2 { present Ask } else { dismiss } }
            }
            scene D {
                \(zoom)
                detents medium, large
                undimmed medium
                button close -> unwind back
                button deeper -> show A
                button home -> unwind home
                item leave { pop }
                unwind home
                on viewWillDisappear { if movingFromParent(D) || beingDismissed(D) { set n = n + 1 } }
            }

            """
    }

    /// A present segue's options: a style, and the anchor a popover needs.
    private mutating func presentation(anchor: String) -> String {
        let style = pick(Self.styles)
        return style == PresentationStyle.popover.rawValue ? "style popover anchor \(anchor)" : "style \(style)"
    }

    /// A script of at most `limit` statements.
    mutating func script(limit: Int = 40) -> String {
        var lines: [String] = []
        if choose(3) == 0 { lines.append(pick(["launch compact", "launch regular"])) }
        while !bytes.isEmpty && lines.count < limit {
            lines.append(statement())
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private mutating func statement() -> String {
        switch choose(21) {
        case 19:
            return pick(["search", "search \"x\"", "cancel search", "search scope \"Mine\"", "search scope \"All\"", "open \"fuzz://a/1\"", "open shortcut \"new\"",
                         "background", "foreground", "set Nav.toolbarHidden = false", "set Split.horizontalSizeClass = regular",
                         "set Split.horizontalSizeClass = nil", "type \"x\" in why",
                         "tap edit", "drag Pages to 2", "drag A to 4", "tap done",
                         "open window", "focus window 1", "focus window 2", "close window", "close window 2",
                         "open window beside", "select Shelf", "select Drawer", "select C",
                         "set window.rootViewController = Tabs", "set window.rootViewController = Nav",
                         "set window.rootViewController = \(pick(Self.roots))"])
        case 0..<8:
            let (scene, control) = Self.controls[choose(Self.controls.count)]
            return "if visible == \(scene) { tap \(control) }"
        case 8: return pick(["pop", "pop to root", "pop to A"])
        case 9: return pick(["dismiss", "dismiss C", "tap outside"])
        case 10: return pick(["select B", "select 1", "select 2", "select 6", "select More", "select 7"])
        case 11: return pick(["size regular", "size compact", "show column primary", "show column supplementary",
                              "set Nav.viewControllers = [A, B] animated true"])
        case 12: return pick(["swipe down to 40% then cancel", "swipe down to 60% then finish",
                              "swipe back to 50% then finish", "swipe back to 30% then cancel",
                              "swipe next", "swipe previous", "swipe next to 50% then cancel", "swipe up"])
        case 13: return pick(["preserve", "restore"])
        case 14: return "present \(pick(["C", "D"])) style \(pick(Self.styles.filter { $0 != PresentationStyle.popover.rawValue }))"
        case 15: return pick(["push C", "show D", "detail C", "set Pages.viewControllers = [C]"])
        case 16: return pick(["wait 0.2", "timeline { tap outside }", "set n = n * 2 + 1", "replace A with C",
                              "begin disappearing A", "end appearance A"])
        case 17: return pick(["print tree", "print events", "print visible", "print stack(Nav)",
                              "timeline { pop; print movingFromParent(B) }", "timeline { present C; print beingPresented(C) }"])
        case 18: return "expect visible == \(pick(["A", "B", "C", "D"]))"
        default: return "repeat \(choose(3) + 1) { \(statement()) }"
        }
    }
}
