import ArgumentParser
import FlowKit

/// `--platform N`: the iOS version the app runs on, whatever the file's
/// `platform` line says (UIKitModel.md: iOS 12 has the sheet rules from
/// before iOS 13 and no `viewIsAppearing`). Without it, the file's line or
/// the current release.
struct PlatformOption: ParsableArguments {
    @ArgumentParser.Option(name: .customLong("platform"),
                           help: ArgumentHelp("The iOS version the app runs on (12 to \(Program.currentIOSVersion)), whatever the file's 'platform' line says.",
                                              valueName: "version"))
    var version: Int?

    func validate() throws {
        guard let version, !Vocabulary.supportedPlatformVersions.contains(version) else { return }
        throw ValidationError("--platform \(version): flow models iOS \(Vocabulary.supportedPlatformVersions.lowerBound) to \(Program.currentIOSVersion)")
    }
}
