// The benchmark of `flow bench --explore`: the `.flow` equivalent of the
// SPIN model tabs-nav-modal.pml (the project's benchmark anchor), and that model, so the two
// explorations run side by side in one run.
//
// A tab bar app: two tabs, each a navigation stack over a 12-scene graph in
// which scene i pushes scene (2i+1) mod 12 or (2i+2) mod 12; tab 1 starts at
// scene 0, tab 2 at scene 6. While nothing is presented, a person can push,
// pop (back) and switch tabs; from any scene they can present one of three
// sheets, and from those one of three more (a chain of at most two), and
// swipe the top sheet down. `--max-stack 7` bounds the stacks as the
// model's DEPTH does.

/// Inputs for the explorer's benchmark.
public enum ExploreCorpus {
    /// The number of scenes in the push graph.
    public static let sceneCount = 12

    /// The `.flow` source of the tab, navigation and modal app.
    public static var tabsNavModal: String {
        var text = """
            // The .flow equivalent of tabs-nav-modal.pml (flow bench --explore).
            storyboard TabsNavModal
            initial Tabs

            tabs Tabs { Nav0, Nav1 }
            navigation Nav0 { root S0 }
            navigation Nav1 { root S6 }

            """
        for scene in 0..<sceneCount {
            let first = (scene * 2 + 1) % sceneCount
            let second = (scene * 2 + 2) % sceneCount
            text += """
                scene S\(scene) {
                    button a -> show S\(first)
                    button b -> show S\(second)
                    button m1 -> present A1
                    button m2 -> present A2
                    button m3 -> present A3
                }

                """
        }
        for modal in 1...3 {
            text += """
                scene A\(modal) {
                    button n1 -> present B1
                    button n2 -> present B2
                    button n3 -> present B3
                }

                """
        }
        for modal in 1...3 { text += "scene B\(modal) {}\n" }
        return text
    }

    /// The SPIN model it is compared with, tabs-nav-modal.pml as the benchmark anchor gives it.
    public static let tabsNavModalPromela = """
        /* A tab bar app: two tabs, each a navigation stack (depth <= 6) over a scene graph where every
           scene pushes one of two next scenes; a modal chain of up to 2 presentations over 3 scenes. */
        #define DEPTH 7
        #define SCENES 12
        byte stack0[DEPTH]; byte len0 = 1;
        byte stack1[DEPTH]; byte len1 = 1;
        byte sel = 0;
        byte modal[2]; byte mlen = 0;

        active proctype user() {
          stack0[0] = 0; stack1[0] = 6;
          do
          :: mlen == 0 -> sel = 1 - sel
          :: mlen == 0 && sel == 0 && len0 < DEPTH -> stack0[len0] = (stack0[len0-1] * 2 + 1) % SCENES; len0++
          :: mlen == 0 && sel == 0 && len0 < DEPTH -> stack0[len0] = (stack0[len0-1] * 2 + 2) % SCENES; len0++
          :: mlen == 0 && sel == 1 && len1 < DEPTH -> stack1[len1] = (stack1[len1-1] * 2 + 1) % SCENES; len1++
          :: mlen == 0 && sel == 1 && len1 < DEPTH -> stack1[len1] = (stack1[len1-1] * 2 + 2) % SCENES; len1++
          :: mlen == 0 && sel == 0 && len0 > 1 -> len0--; stack0[len0] = 0
          :: mlen == 0 && sel == 1 && len1 > 1 -> len1--; stack1[len1] = 0
          :: mlen < 2 -> if :: modal[mlen] = 1 :: modal[mlen] = 2 :: modal[mlen] = 3 fi; mlen++
          :: mlen > 0 -> mlen--; modal[mlen] = 0
          od
        }

        """
}
