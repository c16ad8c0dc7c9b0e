#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import FoundationEssentials

/// An error as a person reads it, in the modules linked into `flow`, which
/// import `FoundationEssentials` and not `Foundation` (whose
/// `localizedDescription` this replaces; Dependencies.md, "FoundationEssentials").
///
/// A file error says what the system said (`No such file or directory`),
/// where Foundation's text was "The operation could not be completed. The
/// file doesn't exist."; an error that describes itself (`LocalizedError`,
/// as `FileWriteError` does) keeps its words.
public enum ErrorText {
    /// The words for `error`.
    public static func describing(_ error: any Error) -> String {
        if let localized = error as? LocalizedError, let text = localized.errorDescription { return text }
        if let cocoa = error as? CocoaError,
           let underlying = cocoa.userInfo["NSUnderlyingError"] as? POSIXError {
            return String(cString: strerror(underlying.code.rawValue))
        }
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        return String(describing: error)
    }
}
