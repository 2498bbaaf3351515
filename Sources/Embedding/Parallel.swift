#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Dispatch

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
