// What the studio's page reads: the JSON of its API (Commands.md, "flow studio", "The API").
// Plain values, encoded as they are; the page draws them and sends back the
// `statement` strings they carry, so that the page never builds flow syntax.

/// One page's view of its session, after every action.
public struct StudioState: Codable, Sendable, Equatable {
    /// The session's id, in the API's paths.
    public var id: String
    /// The file the studio serves.
    public var file: String
    /// Bumped at every reload of the file.
    public var version: Int
    /// The window's width class now.
    public var width: String
    /// The file's diagnostics, rendered as `flow check` prints them, when it has errors (then nothing runs).
    public var diagnostics: String?
    public var canUndo: Bool
    /// The accepted inputs, oldest first.
    public var history: [String]
    /// The trace of the last action, as `flow run` prints it.
    public var lastTrace: [String]
    /// `print tree`.
    public var tree: String
    /// The statement that flips the width class, and the class it goes to.
    public var widthSwitch: StudioCommand?
    public var graph: GraphHighlight?
    public var screen: Screen?
}

/// A statement the page may send, with the words that label it.
public struct StudioCommand: Codable, Sendable, Equatable {
    public var label: String
    public var statement: String
}

/// Which parts of the graph's picture stand for the state now.
public struct GraphHighlight: Codable, Sendable, Equatable {
    /// The element id (`node:Main.RecipeList`) of the visible scene.
    public var visible: String?
    /// The visible scene, the containers around it and the presentation chain.
    public var active: [String]
    /// The segues that fire now, each by its element id (`edge:5`), and how.
    public var firable: [FirableEdge]
}

/// An edge of the picture a click fires.
public struct FirableEdge: Codable, Sendable, Equatable {
    public var id: String
    public var statement: String
}

/// The phone: the window's content and what is presented over it, bottom first.
public struct Screen: Codable, Sendable, Equatable {
    public var layers: [ScreenLayer]
}

/// What one presentation (or the window's root, `presentation == "root"`) shows.
public struct ScreenLayer: Codable, Sendable, Equatable {
    /// `root`, or the presentation style UIKit resolved (`pageSheet`, `popover`, …).
    public var presentation: String
    /// How the phone draws it: `root`, or the style's look (`PresentationLook`: `sheet`, `popover`,
    /// `over`, `cover`), decided once in Swift for every style rather than in the page.
    public var look: String
    /// The content controller shown: the top of its navigation stack, its selected tab.
    public var instance: String
    public var scene: String
    public var title: String?
    /// A `UIHostingController`'s SwiftUI root view: its content is drawn as a labelled placeholder.
    public var hostedView: String? = nil
    public var navigationBar: NavigationBar?
    public var tabBar: TabBar?
    /// True while the navigation controller's toolbar shows at the bottom (`shows toolbar`).
    public var toolbar: Bool? = nil
    /// An alert's text fields (`field NAME`), where a person types (`type "…" in NAME`).
    public var textFields: [ScreenTextField]? = nil
    public var controls: [ScreenControl]
    /// How a person dismisses this layer without a control: a swipe down a sheet, a tap outside a popover.
    public var dismiss: StudioCommand?
    public var isTop: Bool
}

public struct NavigationBar: Codable, Sendable, Equatable {
    public var title: String
    /// The back button, when the stack has something to go back to.
    public var back: StudioCommand?
}

public struct TabBar: Codable, Sendable, Equatable {
    public var items: [TabItem]
}

public struct TabItem: Codable, Sendable, Equatable {
    public var title: String
    public var selected: Bool
    public var statement: String
}

/// A control of the scene shown; `enabled` is false when tapping it now
/// would do nothing or fail (the page asks `why-not` about it).
/// One of an alert's text fields as the phone draws it.
public struct ScreenTextField: Codable, Sendable, Equatable {
    public var name: String
    public var placeholder: String?
}

public struct ScreenControl: Codable, Sendable, Equatable {
    public var name: String
    public var kind: String
    public var enabled: Bool
    public var statement: String
}

/// What an action did, and the state after it.
public struct StudioAction: Codable, Sendable, Equatable {
    public var accepted: Bool
    /// Diagnostics or a runtime error, plain text.
    public var message: String?
    public var trace: [String]
    public var state: StudioState
}
