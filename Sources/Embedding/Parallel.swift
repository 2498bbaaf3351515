#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Dispatch
import Synchronization

/// Work shared among the cores.
enum Parallel {
    /// The number of cores to use: the active processors, at most 8.
    static let cores: Int = {
        #if canImport(Glibc) || canImport(Musl)
        let count = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        #else
        let count = 1
        #endif
        return max(1, min(8, count))
    }()

    /// Runs `body(0)`, …, `body(count − 1)`, at the same time when `count` > 1.
    static func run(_ count: Int, _ body: (Int) -> Void) {
        if count <= 1 {
            body(0)
        } else {
            // The callers share buffers by pointer, each thread writing its own part: the closure
            // is handed over as Sendable on that promise.
            withoutActuallyEscaping(body) { body in
                let shared = Shared(body)
                DispatchQueue.concurrentPerform(iterations: count) { shared.value($0) }
            }
        }
    }

    /// Hands out 0, 1, 2, … to whichever thread asks next.
    final class Counter: Sendable {
        private let next = Atomic<Int>(0)
        func take() -> Int { next.add(1, ordering: .relaxed).oldValue }
    }

    /// The steps of one piece of work that several threads do together. Every thread walks the
    /// same steps in order; a step's chunks go to whichever thread claims them first, and no
    /// thread leaves a step before all its chunks are done. A thread that never comes (a busy
    /// pool) only means the others do its share: nothing waits for a thread, only for chunks.
    /// The chunks are numbered on across steps (a step's first chunk is the number of chunks of
    /// the steps before it), so one claimed and one done counter serve every step.
    final class Steps: Sendable {
        private let claimed = Atomic<Int>(0)
        private let done = Atomic<Int>(0)

        /// Runs the chunks of step [first, end) that this thread claims, then waits for the rest.
        func run(first: Int, end: Int, _ body: (Int) -> Void) {
            var ticket = claimed.load(ordering: .relaxed)
            while ticket < end {
                let (exchanged, original) = claimed.compareExchange(expected: ticket, desired: ticket + 1, ordering: .relaxed)
                if exchanged {
                    body(ticket - first)
                    done.add(1, ordering: .releasing)
                    ticket += 1
                } else {
                    ticket = original
                }
            }
            var spins = 0
            while done.load(ordering: .acquiring) < end {
                spins += 1
                if spins > 2_000 { sched_yield() }
            }
        }
    }

    /// One thread's way through `Steps` (or, with none, one thread doing every chunk in turn).
    struct StepCursor {
        let steps: Steps?
        private var first = 0

        init(_ steps: Steps?) { self.steps = steps }

        mutating func step(_ chunks: Int, _ body: (Int) -> Void) {
            guard let steps else {
                for chunk in 0 ..< chunks { body(chunk) }
                return
            }
            steps.run(first: first, end: first + chunks, body)
            first += chunks
        }
    }

    private struct Shared<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// `total` cut into `parts` consecutive ranges whose bounds are multiples of `multiple`
    /// (except the end), some perhaps empty.
    static func split(_ total: Int, into parts: Int, multiple: Int = 1) -> [Range<Int>] {
        var bounds = [0]
        for part in 1 ..< max(parts, 1) { bounds.append(total * part / parts / multiple * multiple) }
        bounds.append(total)
        return zip(bounds, bounds.dropFirst()).map { $0 ..< max($0, $1) }
    }
}
