import FlowFiles
import FlowLang
import FlowModel
import FoundationEssentials

// `preserve [to "path"]` and `restore [from "path"]` (Language.md; UIKitModel.md,
// State preservation and restoration). The model walks and rebuilds the
// hierarchy; here the archive goes to a file or stays in memory for the run,
// and `restore` makes a new app for the relaunch — only after the archive was
// read and checked, so a corrupt, truncated or future-version archive is a
// runtime error that leaves the running app as it was. Globals are not in
// the archive and carry on across the relaunch; instance variables are.

/// What the interpreter keeps between `preserve` and `restore`.
struct RestorationState {
    /// The archive of the last `preserve` without a path, for this run or test.
    var memory: RestorationArchive?
    /// The app the last `restore` made, and the instances that came back in it.
    weak var app: App?
    var instances: Set<InstanceID> = []
    /// The scene session's `stateRestorationActivity`: what the scene
    /// delegate returned as the scene last went to the background.
    var sessionActivity: SessionActivity?
}

/// A restoration activity kept with the scene session: its type, and its
/// `userInfo` — the app's model, which flow takes to be the file's globals.
struct SessionActivity {
    var type: String
    var userInfo: [String: [String: Value]]
}

extension Interpreter {
    /// The file `preserve to` / `restore from` names: relative to the
    /// script's folder, as an `import` is, and only where the file policy allows.
    private func archiveFile(_ written: String) throws -> String {
        switch options.files.resolve(written, inScript: program.path) {
        case .success(let resolved): return resolved.real
        case .failure(let refusal): throw Failure(refusal.message + "; " + refusal.help)
        }
    }

    /// `preserve` / `preserve to "path"` (a path relative to the script's folder).
    func preserve(to path: String?) throws {
        let app = try requireApp()
        let (archive, count) = app.preserve()
        let noun = count == 1 ? "controller" : "controllers"
        guard let path else {
            restoration.memory = archive
            record(.note("preserved \(count) \(noun) (archive kept in memory)"))
            return
        }
        guard options.files.allowsWriting else {
            throw Failure("this session writes no files, so 'preserve to \"\(path)\"' is refused "
                          + "(\(options.files.readOnlyReason ?? "it reads only")); 'preserve' keeps the archive in memory")
        }
        let file = try archiveFile(path)
        do {
            try OutputFile.write(archive.encoded(), to: file)
        } catch let error as ArchiveError {
            throw Failure(error.message)
        } catch {
            throw Failure("cannot write the restoration archive to '\(path)': \(ErrorText.describing(error))")
        }
        record(.note("preserved \(count) \(noun) to \(path)"))
    }

    /// `restore` / `restore from "path"`: reads and checks the archive, then relaunches.
    func restore(from path: String?) throws {
        let archive: RestorationArchive
        if let path {
            let file = try archiveFile(path)
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: file))
            } catch {
                throw Failure("cannot read the restoration archive '\(path)': \(ErrorText.describing(error))")
            }
            do {
                archive = try RestorationArchive.decode(data)
            } catch let error as ArchiveError {
                throw Failure("'\(path)': \(error.message)")
            }
        } else {
            guard let memory = restoration.memory else {
                throw Failure("nothing to restore: no 'preserve' without a path has run")
            }
            archive = memory
        }
        let app = makeApp(width: archive.width)
        self.app = app
        windows = WindowList()  // the relaunch brings back one window
        record(.note("relaunch (\(archive.width.rawValue)) and restore \(path.map { "from \($0)" } ?? "the archive")"))
        do {
            restoration.instances = try app.restore(from: archive)
            restoration.app = app
        } catch let exception as UIKitException {
            throw Failure(exception.message, kind: .exception)
        } catch let limit as HierarchyTooDeep {
            throw Failure(limit.message, kind: .limit)
        }
    }

    /// `restored(X)`: whether the instance came back from the archive in the current app.
    func isRestored(_ id: InstanceID) -> Bool {
        guard let app, restoration.app === app else { return false }
        return restoration.instances.contains(id)
    }
}
