/// `App.flow`, the entry `flow import --app` writes beside the storyboards'
/// files: it imports every one of them, so that `flow check`, `flow run` and
/// `flow explore` of it see the whole app, and launches where the real app
/// launches (`AppFolder.Launch`).
public enum AppEntry {
    /// The entry file's name, unless a storyboard is called `App`.
    public static func fileName(avoiding files: [ImportedFile]) -> String {
        storyboardName(avoiding: files) + ".flow"
    }

    static func storyboardName(avoiding files: [ImportedFile]) -> String {
        files.contains { $0.storyboard == "App" } ? "AppEntry" : "App"
    }

    /// The entry for `files` (the imported storyboards), launching into the
    /// one imported from `launch`'s storyboard when it has an initial scene;
    /// `folder` is what the comment calls the app.
    public static func file(for files: [ImportedFile], launch: AppFolder.Launch?, folder: String) -> ImportedFile {
        let name = storyboardName(avoiding: files)
        let launched = launch.flatMap { launch in
            files.first { file in
                file.isCodeScreens ? launch.storyboard == CodeScreens.storyboardName
                    : StoryboardInput.name(ofPath: file.sourcePath) == launch.storyboard
            }
        }
        var lines = ["// The app in \(folder), imported whole by flow import --app: check, run and explore this file."]
        switch (launch, launched) {
        case (let launch?, let file?) where hasInitial(file.text):
            lines.append("// It launches where the app does: \(file.storyboard) (\(launch.evidence)).")
        case (let launch?, let file?):
            lines.append("// The app launches in \(file.storyboard) (\(launch.evidence)), which has no initial scene:")
            lines.append("// run with --initial SCENE.")
        case (_, _):
            lines.append("// Where the app launches was not found (no UIMainStoryboardFile, no scene storyboard, no")
            lines.append("// delegate installing a storyboard's controller): run with --initial SCENE.")
        }
        lines.append("storyboard \(name)")
        for file in files.sorted(by: { $0.fileName < $1.fileName }) {
            lines.append("import \"\(file.fileName)\"")
        }
        if let file = launched, let initial = initial(in: file.text) {
            // A storyboard stands for its own initial scene; another storyboard's, or a scene of
            // one, is named (Code.flow launching where the delegate instantiates or hosts it).
            let imported = file.text.split(separator: "\n").contains { $0 == "import \"\(initial).flow\"" }
            lines.append("initial " + (initial.contains(".") || imported ? String(initial) : file.storyboard))
        }
        return ImportedFile(storyboard: name, fileName: name + ".flow", text: lines.joined(separator: "\n") + "\n",
                            sourcePath: folder)
    }

    /// `files` without the launch screens' (`UILaunchStoryboardName`, per
    /// device too), which UIKit shows before the app runs and nothing
    /// navigates to, unless a storyboard of the app references one (an app may
    /// embed it to cover its own launch); and the files left out.
    public static func withoutLaunchScreens(_ files: [ImportedFile], named launchScreens: [String])
        -> (files: [ImportedFile], removed: [ImportedFile]) {
        var kept = files
        var removed: [ImportedFile] = []
        for launchScreen in launchScreens {
            guard let index = kept.firstIndex(where: { StoryboardInput.name(ofPath: $0.sourcePath) == launchScreen }) else {
                continue
            }
            let reference = "import \"\(kept[index].fileName)\""
            guard !kept.contains(where: { $0.text.split(separator: "\n").contains { $0 == reference } }) else { continue }
            removed.append(kept.remove(at: index))
        }
        return (kept, removed)
    }


    /// Whether an imported file names an initial scene (a line `initial X`).
    static func hasInitial(_ text: String) -> Bool {
        initial(in: text) != nil
    }

    /// What a file's `initial` line names: a scene of its own, or of another storyboard it imports
    /// (`SwiftUI.ContentView`: Code.flow launching where the delegate hosts SwiftUI).
    static func initial(in text: String) -> Substring? {
        text.split(separator: "\n").first { $0.hasPrefix("initial ") }?.dropFirst("initial ".count)
    }
}
