/// Read-only copies of the automaton's hot arrays in memory that PhraseKit allocates and frees
/// itself, so that the matcher's inner loop reads them through plain pointers, without the
/// reference counting that array accesses from a closure otherwise cost.
///
/// Created once per compiled phrase set and never written after; freed with it.
final class AutomatonTables: @unchecked Sendable {
    let states: UnsafeBufferPointer<Automaton.StateInfo>
    let wordEntries: UnsafeBufferPointer<Automaton.WordEntry>
    let wordSteps: UnsafeBufferPointer<Automaton.WordStep>
    let slotSteps: UnsafeBufferPointer<Automaton.SlotStep>
    let cores: UnsafeBufferPointer<Automaton.SlotCore>
    let templateGates: UnsafeBufferPointer<TemplateGate>
    let templateKeys: UnsafeBufferPointer<Int32>

    init(_ automaton: Automaton, gates: [TemplateGate], keys: [Int32]) {
        states = Self.copy(automaton.states)
        wordEntries = Self.copy(automaton.wordEntries)
        wordSteps = Self.copy(automaton.wordSteps)
        slotSteps = Self.copy(automaton.slotSteps)
        cores = Self.copy(automaton.cores)
        templateGates = Self.copy(gates)
        templateKeys = Self.copy(keys)
    }

    private static func copy<Element>(_ array: [Element]) -> UnsafeBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(array.count, 1))
        _ = buffer.initialize(from: array)
        return UnsafeBufferPointer(rebasing: buffer[0..<array.count])
    }

    deinit {
        for pointer in [UnsafeRawPointer(states.baseAddress), UnsafeRawPointer(wordEntries.baseAddress),
                        UnsafeRawPointer(wordSteps.baseAddress), UnsafeRawPointer(slotSteps.baseAddress),
                        UnsafeRawPointer(cores.baseAddress), UnsafeRawPointer(templateGates.baseAddress),
                        UnsafeRawPointer(templateKeys.baseAddress)] {
            pointer.map { UnsafeMutableRawPointer(mutating: $0).deallocate() }
        }
    }

    /// The steps from a state with several word edges on `word` (binary search in its entries).
    @inline(__always) func steps(_ info: Automaton.StateInfo, word: Int32) -> Range<Int32>? {
        var low = Int(info.onlyTarget), high = Int(info.onlyCharacters)
        while low < high {
            let middle = (low + high) >> 1
            if wordEntries[middle].word < word { low = middle + 1 } else { high = middle }
        }
        guard low < Int(info.onlyCharacters) else { return nil }
        let entry = wordEntries[low]
        return entry.word == word ? entry.lower..<entry.upper : nil
    }
}
