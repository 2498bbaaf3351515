/// A read-only hash table from 64-bit keys to ranges, with open addressing and a multiplicative
/// hash: the automaton's word transitions are looked up once per live path per word, and this is
/// several times faster there than `Dictionary`'s seeded SipHash.
struct IntegerTable {
    /// Keys and values side by side, so that a look-up touches one cache line.
    private struct Entry {
        var key: Int64
        var lower: Int32
        var upper: Int32
    }

    private var entries: [Entry]
    private var mask: Int
    private var shift: UInt64

    private static let empty = Int64.min

    /// Keys must be distinct.
    init(_ entries: [(key: Int64, range: Range<Int32>)]) {
        var capacity = 16
        var bits: UInt64 = 4
        while capacity < entries.count * 2 { capacity <<= 1; bits += 1 }
        mask = capacity - 1
        shift = 64 - bits
        var table = [Entry](repeating: Entry(key: Self.empty, lower: 0, upper: 0), count: capacity)
        // Keys are (state << 32 | word) with a non-negative state, so none equals `empty`.
        for (key, value) in entries {
            var slot = Self.slot(key, shift)
            while table[slot].key != Self.empty { slot = (slot + 1) & mask }
            table[slot] = Entry(key: key, lower: value.lowerBound, upper: value.upperBound)
        }
        self.entries = table
    }

    /// Fibonacci hashing: the top bits of the key times 2^64/φ.
    @inline(__always) private static func slot(_ key: Int64, _ shift: UInt64) -> Int {
        let mixed = UInt64(bitPattern: key) ^ (UInt64(bitPattern: key) >> 29)
        return Int(truncatingIfNeeded: (mixed &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    @inline(__always) subscript(key: Int64) -> Range<Int32>? {
        var slot = Self.slot(key, shift)
        while true {
            let entry = entries[slot]
            if entry.key == key { return entry.lower..<entry.upper }
            if entry.key == Self.empty { return nil }
            slot = (slot + 1) & mask
        }
    }
}
