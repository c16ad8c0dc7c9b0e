import FlowKit
import Foundation
import Testing

/// Bytes written to a report stream come out in the order written, whether
/// they are buffered or, when long, sent past the buffer.
@Suite struct ReportStreamTests {
    @Test func longRunsOfBytesKeepTheirPlace() {
        let streams = ReportStreams.memory()
        let long = [UInt8](repeating: UInt8(ascii: "x"), count: 100_000)
        streams.output.write("report\n")
        streams.writeErrors { write in
            "short ".utf8.withContiguousStorageIfAvailable { write($0) }
            long.withUnsafeBufferPointer { write($0) }
            " after".utf8.withContiguousStorageIfAvailable { write($0) }
        }
        let expected = "report\nshort " + String(repeating: "x", count: 100_000) + " after"
        #expect(streams.output.text == expected)
    }

    /// A file descriptor gets the same bytes, the long run among them.
    @Test func aDescriptorGetsEveryByte() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("flow-report-stream-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        #expect(descriptor >= 0)
        let stream = ReportStream.descriptor(descriptor)
        let long = [UInt8](repeating: UInt8(ascii: "y"), count: 70_000)
        stream.write("head ")
        long.withUnsafeBufferPointer { stream.write($0) }
        stream.write(" tail")
        stream.flush()
        close(descriptor)
        let written = try #require(FileManager.default.contents(atPath: path))
        #expect(String(decoding: written, as: UTF8.self) == "head " + String(repeating: "y", count: 70_000) + " tail")
    }
}
