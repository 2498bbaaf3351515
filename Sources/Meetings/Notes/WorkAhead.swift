import Dispatch
import Synchronization

/// Values worked out on every core while the caller takes them one by one, in order: the work
/// for each element starts as soon as a core is free, and `take` waits only for a value that is
/// not done yet. A notes import writes note after note while the notes after it are prepared.
///
/// At most `ahead` values are worked out past the last one taken (element `i` waits until
/// element `i - ahead` is taken), so memory does not grow with the number of elements.
final class WorkAhead<Value: Sendable>: Sendable {
    private let values: Mutex<[Value?]>
    private let done: [DispatchSemaphore]
    private let taken: [DispatchSemaphore]
    private let ahead: Int
    private let stopped = Atomic<Bool>(false)

    init<Element: Sendable>(_ elements: [Element], ahead: Int = 32, _ transform: @escaping @Sendable (Element) -> Value) {
        values = Mutex(Array(repeating: nil, count: elements.count))
        done = elements.map { _ in DispatchSemaphore(value: 0) }
        taken = elements.map { _ in DispatchSemaphore(value: 0) }
        self.ahead = max(ahead, 1)
        DispatchQueue.global().async { [self] in
            DispatchQueue.concurrentPerform(iterations: elements.count) { index in
                if index >= self.ahead { taken[index - self.ahead].wait() }
                if !stopped.load(ordering: .relaxed) {
                    let value = transform(elements[index])
                    values.withLock { $0[index] = value }
                }
                done[index].signal()
            }
        }
    }

    /// The value of element `index`, once: it is given up when taken, so what is written is not
    /// kept. Nil after `stop`.
    func take(_ index: Int) -> Value? {
        // Done stays done: the semaphore is given back for any later look.
        done[index].wait()
        done[index].signal()
        defer { taken[index].signal() }
        return values.withLock { values in
            defer { values[index] = nil }
            return values[index]
        }
    }

    /// Works out nothing more (what is being worked out is finished): when the caller gives up.
    func stop() {
        stopped.store(true, ordering: .relaxed)
        for semaphore in taken { semaphore.signal() }
    }
}
