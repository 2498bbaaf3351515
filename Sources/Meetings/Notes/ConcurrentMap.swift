import Dispatch
import Synchronization

extension Array where Element: Sendable {
    /// `map(transform)`, the elements shared among the cores: each is transformed on whichever
    /// thread takes it, and the results keep the elements' order.
    func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        let results = Mutex<[T?]>(Array<T?>(repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = transform(self[index])
            results.withLock { $0[index] = result }
        }
        return results.withLock { $0.compactMap { $0 } }
    }
}
