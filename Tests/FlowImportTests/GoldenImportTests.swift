import FlowImport
import FlowLang
import Foundation
import Testing

/// The import of real storyboards, pinned: `Fixtures/golden/<name>.golden`
/// holds every output file and the warnings. `FLOW_UPDATE_GOLDEN=1 swift test`
/// rewrites them and fails saying so.
@Suite struct GoldenImportTests {
    private func pin(_ name: String, _ inputs: [StoryboardInput?], sources: SourceIndex = SourceIndex(),
                     sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let present = inputs.compactMap { $0 }
        #expect(present.count == inputs.count, "a corpus storyboard is missing", sourceLocation: sourceLocation)
        let result = importStoryboards(present, sources: sources)
        #expect(result.errors.isEmpty, sourceLocation: sourceLocation)
        #expect(Harness.unformatted(result).isEmpty, sourceLocation: sourceLocation)
        #expect(Harness.checkErrors(result).isEmpty, "\(Harness.checkErrors(result))", sourceLocation: sourceLocation)
        Golden.files.check(Harness.transcript(result), folder: "golden", expected: name + ".golden",
                     sourceLocation: sourceLocation)
    }

    /// References across files: Delta's Main uses PauseMenu (twice, one
    /// without an identifier: its initial scene) and a missing Settings and LaunchScreen.
    @Test func deltaReferencesAcrossFiles() {
        pin("delta", [
            Harness.corpusFile("rileytestut__Delta", "Delta__Base.lproj__Main.storyboard", as: "Main.storyboard"),
            Harness.corpusFile("rileytestut__Delta", "Delta__Base.lproj__PauseMenu.storyboard", as: "PauseMenu.storyboard"),
            Harness.corpusFile("rileytestut__Delta", "Delta__Base.lproj__GamesDatabase.storyboard",
                               as: "GamesDatabase.storyboard"),
        ])
    }

    /// Unwind segues, with sources that declare their action.
    @Test func habiticaUnwindsWithSources() {
        var sources = SourceIndex()
        sources.add(path: "BaseSettingsViewController.swift", text: """
            class BaseSettingsViewController: UITableViewController {
                @IBAction func unwindToList(_ segue: UIStoryboardSegue) {}
            }
            class SettingsViewController: BaseSettingsViewController {
                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
            }
            """)
        pin("habitica", [
            Harness.corpusFile("HabitRPG__habitica-ios", "HabitRPG__Storyboards__Base.lproj__Settings.storyboard",
                               as: "Settings.storyboard"),
            Harness.corpusFile("HabitRPG__habitica-ios", "HabitRPG__Storyboards__Base.lproj__Tasks.storyboard",
                               as: "Tasks.storyboard"),
        ], sources: sources)
    }

    /// A triple-column split view.
    @Test func netNewsWireSplitView() {
        pin("netnewswire", [
            Harness.corpusFile("Ranchero-Software__NetNewsWire", "iOS__Base.lproj__Main.storyboard", as: "Main.storyboard"),
        ])
    }

    /// The old 2.0 format: integer ids, push, modal and custom segues.
    @Test func segueCatalogOldFormat() {
        pin("segue-catalog", [
            Harness.corpusFile("stevemoser__SMStoryboardSegueCatalog",
                               "SMStoryboardSegueCatalog__en.lproj__MainStoryboard.storyboard",
                               as: "MainStoryboard.storyboard"),
        ])
    }

    /// Old kinds still written by current Xcode; a reference into a file given
    /// alongside and three that are not.
    @Test func goMapModalAndPush() {
        pin("gomap", [
            Harness.corpusFile("bryceco__GoMap", "src__iOS__Base.lproj__MainStoryboard.storyboard",
                               as: "MainStoryboard.storyboard"),
            Harness.corpusFile("bryceco__GoMap", "src__iOS__Upload__Base.lproj__Changeset.storyboard",
                               as: "Changeset.storyboard"),
        ])
    }

    /// Custom segues used as a container's relationships (SWRevealViewController).
    @Test func revealCustomSegues() {
        pin("reveal", [
            Harness.corpusFile("John-Lluch__SWRevealViewController",
                               "RevealControllerStoryboardExample2__RevealControllerStoryboardExample2__en.lproj__MainStoryboard.storyboard",
                               as: "MainStoryboard.storyboard"),
        ])
    }
}
