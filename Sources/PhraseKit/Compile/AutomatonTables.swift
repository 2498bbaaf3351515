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
    let accepts: UnsafeBufferPointer<Int32>

    /// How a sentence starts, by template: each template's first words and first slots
    /// (`startWords[startWordStart[t]..<startWordStart[t + 1]]`, likewise for slots), and the
    /// templates to try for a sentence: those whose rarest required word it contains
    /// (`keyedTemplates[keyedStart[w]..<keyedStart[w + 1]]` for word `w`) and those with none.
    struct StartWord {
        var word: Int32
        var target: Int32
        var characters: Int32
    }
    let startWords: [StartWord]
    let startWordStart: [Int32]
    let startSlots: [Automaton.SlotStep]
    let startSlotStart: [Int32]
    let keyedStart: [Int32]
    let keyedTemplates: [Int32]
    let unkeyedTemplates: [Int32]

    init(_ automaton: Automaton, gates: [TemplateGate], keys: [Int32], vocabularySize: Int) {
        states = Self.copy(automaton.states)
        wordEntries = Self.copy(automaton.wordEntries)
        wordSteps = Self.copy(automaton.wordSteps)
        slotSteps = Self.copy(automaton.slotSteps)
        cores = Self.copy(automaton.cores)
        templateGates = Self.copy(gates)
        templateKeys = Self.copy(keys)
        accepts = Self.copy(automaton.accepts)

        // Every template's start, from the shared start state's steps.
        let templateCount = gates.count
        var words = [[StartWord]](repeating: [], count: templateCount)
        var slots = [[Automaton.SlotStep]](repeating: [], count: templateCount)
        let start = automaton.states[Int(automaton.startState)]
        if start.onlyWord >= 0 {
            let template = automaton.states[Int(start.onlyTarget)].template
            words[Int(template)].append(StartWord(word: start.onlyWord, target: start.onlyTarget, characters: start.onlyCharacters))
        } else if start.onlyWord == -2 {
            for entry in automaton.wordEntries[Int(start.entriesStart)..<Int(start.entriesEnd)] {
                for step in automaton.wordSteps[Int(entry.lower)..<Int(entry.upper)] {
                    words[Int(step.template)].append(StartWord(word: entry.word, target: step.target, characters: step.characters))
                }
            }
        }
        for step in automaton.slotSteps[Int(start.slotStart)..<Int(start.slotEnd)] { slots[Int(step.template)].append(step) }
        startWords = words.flatMap { $0 }
        startWordStart = words.reduce(into: [Int32(0)]) { $0.append($0[$0.count - 1] + Int32($1.count)) }
        startSlots = slots.flatMap { $0 }
        startSlotStart = slots.reduce(into: [Int32(0)]) { $0.append($0[$0.count - 1] + Int32($1.count)) }

        // Templates by their rarest required word (the first of their keys).
        var keyed = [[Int32]](repeating: [], count: vocabularySize)
        var unkeyed: [Int32] = []
        for (template, gate) in gates.enumerated() {
            if gate.keyStart < gate.keyEnd { keyed[Int(keys[Int(gate.keyStart)])].append(Int32(template)) }
            else { unkeyed.append(Int32(template)) }
        }
        keyedTemplates = keyed.flatMap { $0 }
        keyedStart = keyed.reduce(into: [Int32(0)]) { $0.append($0[$0.count - 1] + Int32($1.count)) }
        unkeyedTemplates = unkeyed
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
                        UnsafeRawPointer(templateKeys.baseAddress), UnsafeRawPointer(accepts.baseAddress)] {
            pointer.map { UnsafeMutableRawPointer(mutating: $0).deallocate() }
        }
    }

    /// The steps from a state with several word edges on `word` (binary search in its entries).
    @inline(__always) func steps(_ info: Automaton.StateInfo, word: Int32) -> Range<Int32>? {
        var low = Int(info.entriesStart), high = Int(info.entriesEnd)
        while low < high {
            let middle = (low + high) >> 1
            if wordEntries[middle].word < word { low = middle + 1 } else { high = middle }
        }
        guard low < Int(info.entriesEnd) else { return nil }
        let entry = wordEntries[low]
        return entry.word == word ? entry.lower..<entry.upper : nil
    }
}
