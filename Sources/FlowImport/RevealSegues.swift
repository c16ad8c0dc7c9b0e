// SWRevealViewController's storyboard convention (a side-menu container many older apps vendor:
// Moonlight's root). A scene of the library's class has custom segues of its class
// `SWRevealViewControllerSegueSetController`, identified `sw_rear`, `sw_front` and `sw_right`, which
// the container performs itself as its view loads (`loadStoryboardControllers`), making each
// destination its child in that pane. Read as custom segues, the app launched on an empty
// container that presented its front and rear as sheets. They are its children: embedded, the
// front last, the one a person sees (a container's last child is flow's visible one); the rear and
// right menus are alive beside it.

extension Controller {
    /// The library's segue class whose segues set a pane's controller.
    static let revealSetControllerSegue = "SWRevealViewControllerSegueSetController"

    /// The controller with its reveal panes' segues made its embedded children, rear and right first.
    mutating func embedRevealPanes() {
        guard segues.contains(where: Self.setsRevealPane) else { return }
        let panes = segues.filter(Self.setsRevealPane)
        segues.removeAll(where: Self.setsRevealPane)
        // The front last: the pane on screen.
        for var pane in panes.filter({ $0.identifier != "sw_front" }) + panes.filter({ $0.identifier == "sw_front" }) {
            pane.kind = "embed"
            pane.customClass = nil
            segues.append(pane)
        }
    }

    private static func setsRevealPane(_ segue: StoryboardSegue) -> Bool {
        segue.kind == "custom" && segue.customClass.map(FlowNames.className) == revealSetControllerSegue
            && segue.owner == .controller
    }
}
