@testable import FlowKit
import Foundation
import Testing

/// Reading sources: any kind of file, and a reason fit for a person when one
/// cannot be read.
@Suite struct SourceFilesTests {
    @Test func devicesAreReadLikeFiles() throws {
        let empty = try SourceFiles.read("/dev/null").get()
        #expect(empty.path == "/dev/null" && empty.bytes.isEmpty)
    }

    @Test func reasonsSayWhichCaseItIs() {
        #expect(FileBytes.Failure(code: ENOENT).reason == "no such file")
        #expect(FileBytes.Failure(code: ENOTDIR).reason == "no such file")
        #expect(FileBytes.Failure(code: EISDIR).reason == "is a directory")
        #expect(FileBytes.Failure(code: EACCES).reason == "cannot be read (permission denied)")
        #expect(FileBytes.Failure(code: EIO).reason.hasPrefix("cannot be read ("))
        if case .failure(let error) = SourceFiles.read(FileManager.default.temporaryDirectory.path) {
            #expect(error.reason == "is a directory")
        } else {
            Issue.record("a directory was read")
        }
    }
}
