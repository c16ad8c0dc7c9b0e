import Foundation

/// Reads a FIFO to its end on a thread of its own, for tests of what flow
/// writes into one (opening a FIFO blocks until both of its ends are open).
public final class FIFOReader: @unchecked Sendable {
    private let path: String
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    /// Starts reading the FIFO at `path`.
    public init(path: String) {
        self.path = path
        Thread.detachNewThread { [self] in
            let descriptor = open(path, O_RDONLY)
            if descriptor >= 0 {
                data = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).readDataToEndOfFile()
            }
            done.signal()
        }
    }

    /// Everything the writer wrote, once it closed its end. A writer that
    /// never opened the FIFO is stood in for, so that a failure is reported
    /// rather than waited on for ever.
    public func finish(writerOpened: Bool = true) -> Data {
        if !writerOpened { close(open(path, O_WRONLY | O_NONBLOCK)) }
        done.wait()
        return data
    }
}
