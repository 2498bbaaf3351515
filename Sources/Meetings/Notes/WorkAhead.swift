import Dispatch
import Synchronization

/// Values worked out on every core while the caller takes them one by one, in order: the work
/// for each element starts as soon as a core is free, and `take` waits only for a value that is
/// not done yet. A notes import writes note after note while the notes after it are prepared.
final class WorkAhead<Value: Sendable>: Sendable {
    private let values: Mutex<[Value?]>
    private let done: [DispatchSemaphore]
    private let stopped = Atomic<Bool>(false)

    init<Element: Sendable>(_ elements: [Element], _ transform: @escaping @Sendable (Element) -> Value) {
        values = Mutex(Array(repeating: nil, count: elements.count))
        done = elements.map { _ in DispatchSemaphore(value: 0) }
        DispatchQueue.global().async { [self] in
            DispatchQueue.concurrentPerform(iterations: elements.count) { index in
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
        done[index].wait()
        return values.withLock { values in
            defer { values[index] = nil }
            return values[index]
        }
    }

    /// Works out nothing more (what is being worked out is finished): when the caller gives up.
    func stop() { stopped.store(true, ordering: .relaxed) }
}
