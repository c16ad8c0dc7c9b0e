// Two copies of one storyboard in one folder: which the app builds.
//
// A folder may hold a storyboard both localised (`Base.lproj/Main.storyboard`) and not
// (`Main.storyboard`): one is the app's, the other a leftover of a move in or out of
// localisation that the project no longer builds (Slide for Reddit keeps both; its project builds
// `Main.storyboard`, which holds the colour picker its code instantiates, and the import took the
// `Base.lproj` one, whose two scenes are the old ones: its four "no storyboard declares 'ColorPicker'"
// warnings were false). The project says which: a localised storyboard is a variant group whose
// Base file's path is `Base.lproj/Main.storyboard`; a plain one is a file whose path is
// `Main.storyboard`. Without a project, or when it names both or neither, the Base localisation
// is taken, as before (AppFolder.rank).

import Foundation

enum StoryboardCopies {
    /// Which copy of the storyboard `name` the projects build, when they say: `.localised` when one
    /// names a `….lproj/NAME.storyboard` and none a plain `NAME.storyboard`, `.plain` for the
    /// opposite, nil otherwise.
    static func builtCopy(named name: String, projects: [String]) -> Copy? {
        let file = name + ".storyboard"
        var localised = false
        var plain = false
        for text in projects {
            localised = localised || text.contains(".lproj/\(file)")
            plain = plain || text.contains("path = \(file);") || text.contains("path = \"\(file)\";")
        }
        switch (localised, plain) {
        case (true, false): return .localised
        case (false, true): return .plain
        case (true, true), (false, false): return nil
        }
    }

    /// The two kinds of copy.
    enum Copy {
        case localised, plain
    }

    /// `path`'s place among copies of one storyboard, lowest first: `AppFolder.rank`, but the copy the
    /// project builds (`builds`) before all others.
    static func rank(_ path: String, builds: Copy?) -> Int {
        let isLocalised = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent.hasSuffix(".lproj")
        switch builds {
        case .plain? where !isLocalised, .localised? where isLocalised: return -1
        case .plain?, .localised?, nil: return AppFolder.rank(path)
        }
    }
}
