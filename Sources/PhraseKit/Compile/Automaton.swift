/// Every template compiled into one word automaton, stored flat (plain arrays of plain values)
/// so that matching does no reference counting.
///
/// Each state knows, for the word that comes next, which states follow (epsilon edges are
/// folded in when compiling), which slots can start there, and which templates end there.
/// State `startState` is the start of every template at once.
struct Automaton {
    struct WordStep {
        var target: Int32
        /// Characters of literal text matched by this word (for ranking).
        var characters: Int32
    }

    struct SlotStep {
        var slot: Int32   // index into `slots`
        var target: Int32
    }

    /// A slot edge: where its values come from and which slot it fills.
    struct Slot {
        enum Source {
            case list(Int32)          // index into `lists`
            case range(NumberRange)
            case wildcard
            case parser(Int32)        // index into `parsers`
        }
        var source: Source
        var reference: SlotReference
        /// For list slots: values allowed by the block's context rules (`nil`: all).
        var allowedValues: Set<Int32>?
        /// Whether this slot's matched text ranks the match (the entity slot).
        var isEntity: Bool
    }

    /// A slot edge reduced to plain values: which kind of source, which one, and whether it is the entity slot.
    struct SlotCore {
        enum Kind: UInt8 { case list, range, wildcard, parser }
        var kind: Kind
        /// List or parser index (for ranges and wildcards: the slot's own index).
        var source: Int32
        var isEntity: Bool
        var hasAllowedValues: Bool
        /// Slot steps with the same group read the sentence the same way (sorted together).
        var group: Int64 { Int64(kind.rawValue) << 40 | Int64(source) }
    }

    static func core(_ slot: Slot) -> SlotCore {
        switch slot.source {
        case .list(let index): return SlotCore(kind: .list, source: index, isEntity: slot.isEntity, hasAllowedValues: slot.allowedValues != nil)
        case .parser(let index): return SlotCore(kind: .parser, source: index, isEntity: false, hasAllowedValues: false)
        case .range: return SlotCore(kind: .range, source: 0, isEntity: false, hasAllowedValues: false)
        case .wildcard: return SlotCore(kind: .wildcard, source: 0, isEntity: false, hasAllowedValues: false)
        }
    }

    /// (state << 32 | word) → range in `wordSteps`.
    var wordIndex = IntegerTable([:])
    var wordSteps: [WordStep] = []
    /// Per state: range in `slotSteps` (`slotStart[state]..<slotStart[state + 1]`).
    var slotStart: [Int32] = []
    var slotSteps: [SlotStep] = []
    /// Per state: range in `accepts`.
    var acceptStart: [Int32] = []
    var accepts: [Int32] = []

    var slots: [Slot] = [] {
        didSet { cores = slots.map(Self.core) }
    }
    /// `slots` without references, for the matcher's hot loop.
    private(set) var cores: [SlotCore] = []
    var lists: [CompiledList] = []
    var startState: Int32 = 0

    @inline(__always) func wordSteps(from state: Int32, word: Int32) -> Range<Int32>? {
        wordIndex[Int64(state) << 32 | Int64(UInt32(bitPattern: word))]
    }
}

/// Builds the automaton's raw states (with epsilon edges), then folds the closures in and flattens.
struct AutomatonBuilder {
    struct RawState {
        var words: [(word: Int32, target: Int32, characters: Int32)] = []
        var slots: [(slot: Int32, target: Int32)] = []
        var epsilons: [Int32] = []
        var accept: Int32? = nil
    }

    var states: [RawState] = []

    mutating func newState() -> Int32 {
        states.append(RawState())
        return Int32(states.count - 1)
    }

    /// Adds `pattern` starting at `from`; returns the state where it ends.
    mutating func add(_ pattern: WordPattern, from: Int32, vocabulary: inout Vocabulary,
                      slot: (SlotReference) -> Int32) -> Int32 {
        switch pattern {
        case .word(let word):
            let target = newState()
            states[Int(from)].words.append((vocabulary.intern(word), target, Int32(word.count)))
            return target
        case .sequence(let items):
            var current = from
            for item in items { current = add(item, from: current, vocabulary: &vocabulary, slot: slot) }
            return current
        case .choice(let branches):
            let end = newState()
            for branch in branches {
                if case .sequence(let items) = branch, items.isEmpty {
                    states[Int(from)].epsilons.append(end)
                    continue
                }
                let start = newState()
                states[Int(from)].epsilons.append(start)
                let branchEnd = add(branch, from: start, vocabulary: &vocabulary, slot: slot)
                states[Int(branchEnd)].epsilons.append(end)
            }
            return end
        case .slot(let reference):
            let target = newState()
            states[Int(from)].slots.append((slot(reference), target))
            return target
        }
    }

    /// Folds epsilon closures into the states a path can stand in (template starts and the
    /// targets of word and slot edges), adds a start state that begins every template, and
    /// stores the result in `automaton`'s flat arrays.
    func flatten(starts: [Int32], into automaton: inout Automaton) {
        var entries = Set(starts)
        for state in states {
            for edge in state.words { entries.insert(edge.target) }
            for edge in state.slots { entries.insert(edge.target) }
        }
        let startState = Int32(states.count)
        automaton.startState = startState
        var visited = [Int32](repeating: -1, count: states.count)
        var slotLists = [[Automaton.SlotStep]](repeating: [], count: states.count + 1)
        var acceptLists = [[Int32]](repeating: [], count: states.count + 1)
        var wordLists: [Int64: [Automaton.WordStep]] = [:]

        func fold(_ origins: [Int32], as state: Int32) {
            var stack = origins
            for origin in origins { visited[Int(origin)] = state }
            var order: [Int32] = []
            while let current = stack.popLast() {
                order.append(current)
                for next in states[Int(current)].epsilons.reversed() where visited[Int(next)] != state {
                    visited[Int(next)] = state
                    stack.append(next)
                }
            }
            // Deterministic order: by state number (template order, then position in the template).
            for current in order.sorted() {
                let raw = states[Int(current)]
                for edge in raw.words {
                    wordLists[Int64(state) << 32 | Int64(UInt32(bitPattern: edge.word)), default: []]
                        .append(.init(target: edge.target, characters: edge.characters))
                }
                for edge in raw.slots { slotLists[Int(state)].append(.init(slot: edge.slot, target: edge.target)) }
                if let accept = raw.accept { acceptLists[Int(state)].append(accept) }
            }
        }
        for origin in entries.sorted() { fold([origin], as: origin) }
        fold(starts, as: startState)

        var wordIndex: [Int64: Range<Int32>] = [:]
        wordIndex.reserveCapacity(wordLists.count)
        for key in wordLists.keys.sorted() {
            let steps = wordLists[key] ?? []
            let start = Int32(automaton.wordSteps.count)
            automaton.wordSteps += steps
            wordIndex[key] = start..<Int32(automaton.wordSteps.count)
        }
        automaton.wordIndex = IntegerTable(wordIndex)
        automaton.slotStart = [0]
        automaton.acceptStart = [0]
        for state in 0...Int(startState) {
            // Steps that read the sentence the same way stand together, so that a list that does
            // not match here is tried once, not once per template.
            automaton.slotSteps += slotLists[state].enumerated().sorted { lhs, rhs in
                let left = automaton.cores[Int(lhs.element.slot)].group, right = automaton.cores[Int(rhs.element.slot)].group
                return left != right ? left < right : lhs.offset < rhs.offset
            }.map(\.element)
            automaton.slotStart.append(Int32(automaton.slotSteps.count))
            automaton.accepts += acceptLists[state]
            automaton.acceptStart.append(Int32(automaton.accepts.count))
        }
    }
}
