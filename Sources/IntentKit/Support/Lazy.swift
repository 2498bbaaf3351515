import Synchronization

/// A value made the first time it is asked for, then kept; safe to share between tasks. For
/// what a one-shot command should not pay for unless it needs it (a calendar, a word list).
public final class Lazy<Value: Sendable>: Sendable {
    private let make: @Sendable () -> Value
    private let made = Mutex<Value?>(nil)

    public init(_ make: @escaping @Sendable () -> Value) { self.make = make }

    /// The value, made now if it has not been yet.
    public var value: Value {
        made.withLock { made in
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }
}
