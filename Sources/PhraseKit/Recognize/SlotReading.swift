import HarkValue
import SpokenKit

/// One way to read a typed slot: tokens `start..<end` give `value`.
public struct SlotReading: Hashable, Sendable {
    public var end: Int
    public var value: PhraseValue

    public init(end: Int, value: PhraseValue) {
        self.end = end
        self.value = value
    }
}
