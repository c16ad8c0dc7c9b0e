// The one place a statement's or declaration's form, summary and example are
// written: the REPL's `:help` and the language server's hover both read them.

/// A statement's or declaration's help: its forms, what it does, an example.
public struct KeywordHelp: Hashable, Sendable {
    /// The keyword that starts the form: `present`.
    public var word: String
    /// Its forms: `present D [style S] …`.
    public var usage: String
    /// What it does, one line.
    public var summary: String
    /// A line that uses it.
    public var example: String

    /// Help for `word`.
    public init(word: String, usage: String, summary: String, example: String) {
        self.word = word
        self.usage = usage
        self.summary = summary
        self.example = example
    }

    /// The help on `word`, a statement's or a declaration's, if there is any.
    public static func help(for word: String) -> KeywordHelp? {
        (statements + declarations).first { $0.word == word }
    }
}

extension KeywordHelp {
    /// Every statement keyword's help, in the order `:help` lists them.
    public static let statements: [KeywordHelp] = [
        KeywordHelp(word: "launch", usage: "launch [compact|regular]", summary: "launch the app afresh in a width class",
              example: "launch regular"),
        KeywordHelp(word: "tap", usage: "tap NAME / tap Scene.NAME / tap outside", summary: "a person taps a control",
              example: "tap add"),
        KeywordHelp(word: "back", usage: "back", summary: "a person taps the back button: navigationBar(_:shouldPop:), then a pop",
              example: "back"),
        KeywordHelp(word: "hide", usage: "hide column primary|supplementary [in Split]",
              summary: "a column-style split view's hide(_:): the closest display mode where the column is hidden",
              example: "hide column primary"),
        KeywordHelp(word: "perform", usage: "perform \"ID\" [from Scene]", summary: "performSegue(withIdentifier:) on the visible scene, or on Scene",
              example: "perform \"showRecipe\""),
        KeywordHelp(word: "present", usage: "present D [style S] [transition T] [animated false] [from NAME] [on X]",
              summary: "present a new D modally", example: "present Help style formSheet"),
        KeywordHelp(word: "show", usage: "show D / show column primary [in S]", summary: "show(_:sender:): push in a navigation controller, else present",
              example: "show RecipeDetail"),
        KeywordHelp(word: "detail", usage: "detail D", summary: "showDetailViewController(_:sender:)", example: "detail Settings"),
        KeywordHelp(word: "push", usage: "push D [animated false] [on X]",
              summary: "the nearest navigation controller (or X, or X's) pushes a new D",
              example: "push RecipeDetail"),
        KeywordHelp(word: "pop", usage: "pop / pop to D / pop to root [animated false]",
              summary: "the nearest navigation controller pops", example: "pop to root"),
        KeywordHelp(word: "dismiss", usage: "dismiss [X] [animated false]", summary: "dismiss what the visible scene (or X) presents",
              example: "dismiss"),
        KeywordHelp(word: "unwind", usage: "unwind ACTION", summary: "fire an unwind segue from the visible scene",
              example: "unwind saveRecipe"),
        KeywordHelp(word: "select", usage: "select Tab / select 2 / select More", summary: "a person picks a tab (More: the More tab)", example: "select Favorites"),
        KeywordHelp(word: "size", usage: "size regular|compact", summary: "the width class changes", example: "size regular"),
        KeywordHelp(word: "search", usage: "search [\"text\"]",
              summary: "a person taps the search field of the scene on screen (its UISearchController becomes active) and types",
              example: "search \"pasta\""),
        KeywordHelp(word: "cancel", usage: "cancel search", summary: "a person taps the active search's Cancel button",
              example: "cancel search"),
        KeywordHelp(word: "open", usage: "open \"URL\" / open activity \"type\" / open shortcut \"type\" / open window [activity \"type\"]",
              summary: "the system opens the app with a link, a user activity or a Home Screen quick action; on an iPad, a person opens another window of the app",
              example: "open \"recipes://recipe/carbonara\""),
        KeywordHelp(word: "background", usage: "background", summary: "a person leaves the app: its scene goes to the background",
              example: "background"),
        KeywordHelp(word: "foreground", usage: "foreground", summary: "a person comes back to the app", example: "foreground"),
        KeywordHelp(word: "focus", usage: "focus window N",
              summary: "on an iPad, a person brings the app's window N to the front; statements act on it", example: "focus window 1"),
        KeywordHelp(word: "close", usage: "close window [N]",
              summary: "on an iPad, a person closes a window of the app in the app switcher (by default the one in front)",
              example: "close window 2"),
        KeywordHelp(word: "drag", usage: "drag Tab to N",
              summary: "with the More list's customizing sheet up ('tap edit'), a person drops a tab on the bar's Nth item",
              example: "drag Settings to 2"),
        KeywordHelp(word: "type", usage: "type \"text\" in FIELD",
              summary: "a person types in a text field of the alert on screen ('field FIELD' in its scene)",
              example: "type \"Carbonara\" in name"),
        KeywordHelp(word: "link", usage: "link \"scheme://path/{name}\" { … }",
              summary: "the scene delegate's code for a URL (top level); {name} parts go to globals",
              example: "link \"recipes://recipe/{recipe}\" { push RecipeDetail }"),
        KeywordHelp(word: "activity", usage: "activity \"type\" [restoration] { … }",
              summary: "the scene delegate's code for a user activity (Handoff, Spotlight; top level); 'restoration': the scene's stateRestorationActivity, restored by a launch from the background",
              example: "activity \"com.example.view-recipe\" { select Browse }"),
        KeywordHelp(word: "shortcut", usage: "shortcut \"type\" { … }",
              summary: "the scene delegate's code for a Home Screen quick action (top level)",
              example: "shortcut \"com.example.new\" { present Editor }"),
        KeywordHelp(word: "swipe", usage: "swipe back|down|up|next|previous [to P% then cancel|finish]",
              summary: "a person's gesture: the interactive pop, a sheet down or up its detents, a page turn",
              example: "swipe down to 40% then cancel"),
        KeywordHelp(word: "embed", usage: "embed D in C", summary: "a custom container adds a child", example: "embed Map in Main"),
        KeywordHelp(word: "unembed", usage: "unembed D", summary: "a custom container removes a child", example: "unembed Map"),
        KeywordHelp(word: "replace", usage: "replace A with B [animated false]",
              summary: "a custom container's transition(from:to:): A leaves, a new B joins", example: "replace Front with Map"),
        KeywordHelp(word: "begin", usage: "begin appearing|disappearing X [animated false]",
              summary: "beginAppearanceTransition, in a container with 'manual appearance'", example: "begin appearing Child"),
        KeywordHelp(word: "end", usage: "end appearance X",
              summary: "endAppearanceTransition, in a container with 'manual appearance'", example: "end appearance Child"),
        KeywordHelp(word: "preserve", usage: "preserve [to \"path\"]", summary: "state preservation: archive the app",
              example: "preserve to \"state.json\""),
        KeywordHelp(word: "restore", usage: "restore [from \"path\"]", summary: "state restoration: relaunch from the archive",
              example: "restore"),
        KeywordHelp(word: "timeline", usage: "timeline { … }", summary: "statements act while animations are in flight",
              example: "timeline { push Detail; wait 0.1; pop }"),
        KeywordHelp(word: "wait", usage: "wait SECONDS", summary: "move the virtual clock on", example: "wait 0.35"),
        KeywordHelp(word: "alongside", usage: "alongside { … }", summary: "in a hook: run with the transition's animations",
              example: "on viewWillAppear { alongside { print \"fading\" } }"),
        KeywordHelp(word: "expect", usage: "expect EXPR [\"message\"] / expect events|order|no { … } / expect warning \"text\"",
              summary: "check the app or the last statement's events", example: "expect visible == RecipeDetail"),
        KeywordHelp(word: "set", usage: "set x = EXPR", summary: "assign a variable", example: "set saved = saved + 1"),
        KeywordHelp(word: "if", usage: "if EXPR { … } [else { … }]", summary: "run statements on a condition",
              example: "if count(stack(Browse)) > 1 { pop }"),
        KeywordHelp(word: "repeat", usage: "repeat N { … }", summary: "run statements N times", example: "repeat 3 { tap recipe; pop }"),
        KeywordHelp(word: "print", usage: "print EXPR / print tree / print events", summary: "show a value, the window or the events",
              example: "print tree"),
        KeywordHelp(word: "test", usage: "test \"name\" { … }", summary: "declare a test (run with flow test)",
              example: "test \"adds\" { tap add; expect visible == AddRecipe }"),
    ]

    /// Every declaration keyword's help, in the order `:help` lists them.
    public static let declarations: [KeywordHelp] = [
        KeywordHelp(word: "storyboard", usage: "storyboard NAME", summary: "name the storyboard", example: "storyboard Main"),
        KeywordHelp(word: "import", usage: "import \"file.flow\"", summary: "load another storyboard; its scenes are Name.X",
              example: "import \"Settings.flow\""),
        KeywordHelp(word: "initial", usage: "initial X", summary: "the window's root at launch", example: "initial Tabs"),
        KeywordHelp(word: "scene", usage: "scene X { members… }", summary: "declare (or, when X exists, replace) a scene",
              example: "scene Help { title \"Help\"; button close -> unwind done }"),
        KeywordHelp(word: "navigation", usage: "navigation N { root X }", summary: "a navigation controller",
              example: "navigation Browse { root RecipeList }"),
        KeywordHelp(word: "tabs", usage: "tabs T { A, B; members… }", summary: "a tab bar controller, tabs in order",
              example: "tabs Tabs { Browse, Favorites }"),
        KeywordHelp(word: "split", usage: "split S { primary A; secondary B }", summary: "a split view controller",
              example: "split Settings { primary Menu; secondary Detail }"),
        KeywordHelp(word: "container", usage: "container C { embed A; embed B }", summary: "a custom container",
              example: "container Main { embed Map }"),
        KeywordHelp(word: "pages", usage: "pages P { A, B }", summary: "a page view controller over pages A, B (one shown; swipe next)",
              example: "pages Intro { One, Two }"),
        KeywordHelp(word: "animator", usage: "animator A { duration D; interactive }", summary: "a custom transition animator",
              example: "animator Fade { duration 0.35 }"),
        KeywordHelp(word: "presenter", usage: "presenter P { frame W x H; dims; removes presenter }",
              summary: "a custom presentation controller", example: "presenter Half { frame 1.0 x 0.5; dims }"),
        KeywordHelp(word: "var", usage: "var x = EXPR", summary: "a global (or, in a scene, an instance variable)",
              example: "var saved = 0"),
        KeywordHelp(word: "platform", usage: "platform iOS N", summary: "use iOS N's rules (12: full-screen sheets)",
              example: "platform iOS 12"),
    ]
}
