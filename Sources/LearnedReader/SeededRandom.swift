/// A small, fast random number generator with a seed (SplitMix64), so that sampling,
/// augmentation and training give the same model from the same text on every machine.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// A generator drawn from `seed` and `text` (FNV-1a of its UTF-8), so that what is drawn for
    /// one sentence does not depend on what was drawn before it: adding or changing one training
    /// sentence leaves every other sentence's variants as they were.
    public init(seed: UInt64, text: String) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        state = seed ^ hash
        _ = next()
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// True with probability `chance` (0…1).
    public mutating func chance(_ chance: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < chance
    }
}
