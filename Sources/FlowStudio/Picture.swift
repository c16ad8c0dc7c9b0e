import FlowGraph
import FlowKit
import FlowModel

/// The phone's layers and the graph's highlight for a session as it is now.
struct Picture {
    let session: Session
    let mainStoryboard: String
    let graph: StoryboardGraph?

    func draw(_ snapshot: HierarchySnapshot) -> (screen: Screen, highlight: GraphHighlight) {
        let builder = ScreenBuilder(mainStoryboard: mainStoryboard) { session.declaration(ofScene: $0) }
        let drawn = builder.layers(of: snapshot)
        var layers = drawn.map(\.layer)
        if let top = layers.indices.last {
            layers[top].controls = layers[top].controls.map(enabledIfItWorks)
        }
        var active: [String] = []
        for node in drawn.flatMap(\.path) {
            let id = builder.elementID(ofScene: node.scene)
            if !active.contains(id) { active.append(id) }
        }
        let visible = session.visibleScene.map(builder.elementID(ofScene:))
        let highlight = GraphHighlight(visible: visible, active: active,
                                       firable: firableEdges(topControls: layers.last?.controls ?? [],
                                                             topScene: layers.last?.scene, builder: builder))
        return (Screen(layers: layers), highlight)
    }

    /// A control is drawn enabled when a person can tap it now and the tap
    /// would do what it says (or something else UIKit decides, as a `show`
    /// that falls back to a modal presentation); not when it would do nothing
    /// (a `when` guard false, a presentation slot taken) or fail.
    private func enabledIfItWorks(_ control: ScreenControl) -> ScreenControl {
        var control = control
        switch session.whyNot(control.statement).verdict {
        case .works, .differs: control.enabled = true
        case .doesNothing, .fails, .none: control.enabled = false
        }
        return control
    }

    /// The segues of the picture that fire now: those of the top layer's
    /// scene whose control is enabled, and its manual segues (`perform`).
    private func firableEdges(topControls: [ScreenControl], topScene: String?,
                              builder: ScreenBuilder) -> [FirableEdge] {
        guard let graph, let topScene else { return [] }
        let sceneID = builder.elementID(ofScene: topScene)
        var enabled: [String: String] = [:]
        for control in topControls where control.enabled { enabled[control.name] = control.statement }
        var firable: [FirableEdge] = []
        for (position, edge) in graph.edges.enumerated() where "node:" + edge.from == sceneID {
            // What UIKit asks when a guarded implementer declines is no control's.
            guard let trigger = edge.trigger, trigger.kind != GraphTrigger.declines else { continue }
            if trigger.kind == "segue" {
                let statement = "perform " + StringLiteral.spelling(trigger.name)
                firable.append(FirableEdge(id: "edge:\(position)", statement: statement))
            } else if let statement = enabled[trigger.name] {
                firable.append(FirableEdge(id: "edge:\(position)", statement: statement))
            }
        }
        return firable
    }
}
