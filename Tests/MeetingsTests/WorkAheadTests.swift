import Synchronization
import Testing

@testable import Meetings

@Suite struct WorkAheadTests {
    @Test func valuesComeInOrderAndNeverMoreThanAheadWaitToBeTaken() {
        let worked = Mutex(0)
        let ahead = WorkAhead(Array(0 ..< 500), ahead: 4) { element -> Int in
            worked.withLock { $0 += 1 }
            return element * element
        }
        for index in 0 ..< 500 {
            #expect(ahead.take(index) == index * index)
            // Element i + 4 may start only once element i is taken.
            let count = worked.withLock { $0 }
            #expect(count <= index + 1 + 4, "\(count) worked out with \(index + 1) taken")
        }
        #expect(worked.withLock { $0 } == 500)
    }

    @Test func aValueIsGivenOnceAndNothingMoreIsWorkedOutAfterStop() {
        let worked = Mutex(0)
        let ahead = WorkAhead(Array(0 ..< 1_000), ahead: 2) { element -> Int in
            worked.withLock { $0 += 1 }
            return element
        }
        #expect(ahead.take(0) == 0)
        #expect(ahead.take(0) == nil)
        ahead.stop()
        // Whatever was under way finishes; every later element is skipped, and taking one gives nothing.
        #expect(ahead.take(999) == nil)
        #expect(worked.withLock { $0 } <= 5)
    }
}
