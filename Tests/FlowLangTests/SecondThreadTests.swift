import Foundation
import Synchronization
import Testing
@testable import FlowLang

/// `SecondThread`, the one way flow uses a second core: its value, its
/// stack, and a thread never joined.
@Suite struct SecondThreadTests {
    @Test func joinGivesTheWorksValueOnce() {
        let calls = Atomic<Int>(0)
        let thread = SecondThread { () -> Int in
            calls.wrappingAdd(1, ordering: .relaxed)
            return 42
        }
        #expect(thread.join() == 42)
        #expect(thread.join() == 42)
        let count = calls.load(ordering: .relaxed)
        #expect(count == 1)
    }

    /// The checks recurse over blocks and expressions as deep as the parser
    /// allows; the thread has the main thread's usual stack for that.
    @Test func theWorkHasAMainThreadsStack() {
        let depth = SecondThread { SecondThreadTests.recurse(20_000) }
        #expect(depth.join() == 20_000)
    }

    private static func recurse(_ depth: Int) -> Int {
        var frame = [UInt8](repeating: 0, count: 8)  // some stack in each frame
        frame[depth % 8] = 1
        return depth == 0 ? 0 : 1 + recurse(depth - 1) + Int(frame[0]) * 0
    }

    @Test func aThreadNeverJoinedIsJoinedWhenDropped() {
        let finished = Atomic<Bool>(false)
        do {
            _ = SecondThread {
                usleep(50_000)
                finished.store(true, ordering: .releasing)
            }
        }
        let joined = finished.load(ordering: .acquiring)
        #expect(joined)
    }
}
