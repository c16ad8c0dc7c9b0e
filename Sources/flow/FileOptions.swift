import ArgumentParser
import FlowKit

/// `--allow-files DIR`: the folders beyond its own a script may read and
/// write (imports, `preserve to`, `restore from`); see `FilePolicy`.
struct FileOptions: ParsableArguments {
    @ArgumentParser.Option(name: .customLong("allow-files"),
                           help: ArgumentHelp("Let scripts use files in this folder too (repeatable); by default a script may use only files in its own folder.", valueName: "folder"))
    var allowedFolders: [String] = []

    /// The policy for the script at `path`: its folder and the allowed ones.
    var policy: @Sendable (String) -> FilePolicy {
        let allowed = allowedFolders
        return { path in .confined(toFolderOf: path, allowing: allowed) }
    }
}
